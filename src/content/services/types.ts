// The shape of one service page (the product's rules, "Service pages"). One template renders all eight,
// so every section a page can show is a field here, and the optional ones are what only some pages have.
import type { ServiceSlug } from '#shared/catalog';
import type { ServicePageContent } from '#shared/content/service-page';
import type { PortfolioItem } from '#shared/portfolio-item';

/** One frame before and after: two images of the same size and view, each described for a visitor who cannot see it. */
export type Comparison = NonNullable<ServicePageContent['comparisons']>['items'][number];

/** A service page: its content record (the schema in src/shared/content/service-page.ts), plus what only the
 * module holds: the slug, the hero's buttons and the built-in Featured Work selection. */
export interface ServicePage extends Omit<ServicePageContent, 'featured'> {
  slug: ServiceSlug;
  /** Picks the hero's two fixed buttons (hero banner page keys). */
  heroKey: string;
  featured: ServicePageContent['featured'] & { items: PortfolioItem[] };
}
