// "Book …" and "Get a Quote" buttons open the quote builder with the page's service chosen: rendered on
// /services/drone (or /portfolio/drone), a link to /contact becomes /contact?service=drone#quote; on a city page,
// /contact?city=mississauga#quote. The buttons keep their labels and their /contact target; the content files
// keep writing plain paths.contact. Small on purpose: the navbar ships this with every page.
import { useLocation } from 'react-router';
import { catalog, cities, type CitySlug, type ServiceSlug } from '#shared/catalog';
import { paths } from '#shared/paths';

export interface Preselection {
  service?: ServiceSlug;
  /** A package of that service, by packageId(title). */
  packageId?: string;
  city?: CitySlug;
}

/** The service (or city) a page is about, from its address: what its "Book" buttons preselect. */
export function pageBookingContext(pathname: string): Preselection {
  // The link builders themselves, so a moved page moves its context with it.
  const row = catalog.find(
    (r) =>
      pathname === paths.service(r.service) ||
      pathname === paths.portfolioCategory(r.portfolio) ||
      ('alias' in r && pathname === paths.serviceAlias(r.alias)),
  );
  if (row) return { service: row.service };
  const city = cities.find((c) => pathname === paths.city(c.slug));
  return city ? { city: city.slug } : {};
}

/** /contact with the builder's preselection in the query (slugs and ids need no escaping) and #quote, its anchor. */
export function quoteHref({ service, packageId, city }: Preselection): string {
  const query = service ? `service=${service}${packageId ? `&package=${service}.${packageId}` : ''}` : city ? `city=${city}` : '';
  return `${paths.contact}${query && `?${query}`}#quote`;
}

/** `href` itself, unless it is the contact page and this page has a service or city to preselect. */
export function useContactHref(href: string, packageId?: string): string {
  const pick = pageBookingContext(useLocation().pathname);
  return href === paths.contact && (pick.service || pick.city) ? quoteHref({ ...pick, packageId }) : href;
}
