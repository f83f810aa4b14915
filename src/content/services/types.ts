// The shape of one service page (the product's rules, "Service pages"). One template renders all eight,
// so every section a page can show is a field here, and the optional ones are what only some pages have.
import type { ServiceSlug } from '#shared/catalog';
import type { Cta, FaqItem, ImageName, ProcessStep, RelatedService, SeoFields, ServicePackage, SolutionBlock, Testimonial } from '../types';
import type { PortfolioItem } from '#shared/portfolio-item';

export interface ServiceHero {
  /** A vertical bar is rendered as a space (hero banner), so it can mark a preferred line break. */
  title: string;
  subtitle: string;
  description: string;
  image: ImageName;
}

/** One frame before and after: two images of the same size and view, each described for a visitor who cannot see it. */
export interface Comparison {
  title: string;
  description: string;
  before: { image: ImageName; alt: string };
  after: { image: ImageName; alt: string };
}

export interface ServicePage {
  slug: ServiceSlug;
  /** Picks the hero's two fixed buttons (hero banner page keys). */
  heroKey: string;
  seo: SeoFields;
  hero: ServiceHero;
  intro?: { heading: string; body: string };
  /** Section heading above the package cards; the template falls back to "Service Packages". */
  packagesHeading?: string;
  /** The line under the packages heading: how the service is priced and what every package includes. */
  packagesIntro: string;
  packages: ServicePackage[];
  /** Brand shows its 4 packages two to a row; everything else uses three columns. */
  packagesLayout?: 'two-column' | 'three-column';
  /** Editing only: the 6 "Editing Solutions" blocks. */
  solutionsHeading?: string;
  solutions?: SolutionBlock[];
  /** Before-and-after pairs shown after the packages (the edit, the staging, the day-to-dusk). */
  comparisons?: { heading: string; intro: string; items: Comparison[] };
  featured: { heading: string; intro: string; items: PortfolioItem[]; viewAll?: Cta };
  process: { heading: string; steps: ProcessStep[] };
  /** Section heading above the FAQ accordion; the template falls back to "Frequently Asked Questions". */
  faqHeading?: string;
  faqs: FaqItem[];
  testimonial: Testimonial;
  related: { heading: string; items: RelatedService[] };
  cta: { heading: string; body: string; primary: Cta; secondary: Cta };
  /** Last crumb of Home > Services > {breadcrumbName}. */
  breadcrumbName: string;
  /** serviceType of the page's Service JSON-LD. */
  serviceType: string;
}
