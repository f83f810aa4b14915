// "Book …" and "Get a Quote" buttons open the quote builder with the page's service chosen: rendered on
// /services/drone (or /portfolio/drone), a link to /contact becomes /contact?service=drone#quote; on a city page,
// /contact?city=mississauga#quote. The buttons keep their labels and their /contact target; the content files
// keep writing plain paths.contact. Small on purpose: the navbar ships this with every page.
import { matchPath, useLocation } from 'react-router';
import { byPortfolio, byService, catalog, cities, type CitySlug, type ServiceSlug } from '#shared/catalog';
import { paths } from '#shared/paths';
import { pageRoutes } from '#shared/route-table';

export interface Preselection {
  service?: ServiceSlug;
  /** A package of that service, by packageId(title). */
  packageId?: string;
  city?: CitySlug;
}

/** A package's id in builder links: its title as a slug, "Aerial Photo + Video" -> "aerial-photo-video". */
export const packageId = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const patternOf = (id: (typeof pageRoutes)[number]['id']) => pageRoutes.find((row) => row.id === id)!.path;

/** The service (or city) a page is about, from its address: what its "Book" buttons preselect. */
export function pageBookingContext(pathname: string): Preselection {
  const alias = catalog.find((row) => 'alias' in row && matchPath(paths.serviceAlias(row.alias), pathname));
  if (alias) return { service: alias.service };
  const service = byService(matchPath(patternOf('service'), pathname)?.params.slug ?? '');
  if (service) return { service: service.service };
  const category = byPortfolio(matchPath(patternOf('portfolio-category'), pathname)?.params.category ?? '');
  if (category) return { service: category.service };
  const city = cities.find((c) => c.slug === matchPath(patternOf('city'), pathname)?.params.city);
  return city ? { city: city.slug } : {};
}

/** /contact with the builder's preselection in the query and #quote, the builder's anchor. */
export function quoteHref(pick: Preselection): string {
  const params = new URLSearchParams();
  if (pick.service) params.set('service', pick.service);
  if (pick.service && pick.packageId) params.set('package', `${pick.service}.${pick.packageId}`);
  if (pick.city) params.set('city', pick.city);
  const query = params.toString();
  return `${paths.contact}${query ? `?${query}` : ''}#quote`;
}

/** `href` itself, unless it is the contact page and this page has a service or city to preselect. */
export function useContactHref(href: string, packageTitle?: string): string {
  const { pathname } = useLocation();
  if (href !== paths.contact) return href;
  const pick = pageBookingContext(pathname);
  if (!pick.service && !pick.city) return href;
  return quoteHref({ ...pick, ...(packageTitle && { packageId: packageId(packageTitle) }) });
}
