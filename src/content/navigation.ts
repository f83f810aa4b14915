// The navbar's entries: the desktop bar and the mobile menu. The service and portfolio links are derived from the
// registry. The footer's columns are in footer-links.ts, beside the footer's own code (off the first load).
import { catalog, type Catalog } from '#shared/catalog';
import { paths } from '#shared/paths';

export interface NavLink {
  label: string;
  href: string;
}

/** A top-level entry: a link, or a section with its own page (where the mobile menu leads before it can expand). */
export type NavEntry = NavLink | (NavLink & { label: 'Services' | 'Portfolio'; items: NavLink[] });

/** The navbar's entries for a registry (the site's own unless a test passes another). */
export function navigation(rows: Catalog = catalog) {
  const servicesMenu: NavLink[] = [
    // The page called All Services, which the sitemap page also links under that name.
    { label: 'All Services', href: paths.servicesAll },
    ...rows.map((row) => ({ label: row.label, href: `/services/${row.service}` })),
  ];
  const portfolioMenu: NavLink[] = [
    { label: 'View All Portfolio', href: paths.portfolio },
    ...rows.map((row) => ({ label: row.label, href: `/portfolio/${row.portfolio}` })),
  ];
  const entries: NavEntry[] = [
    { label: 'Home', href: paths.home },
    { label: 'Services', href: paths.services, items: servicesMenu },
    { label: 'Portfolio', href: paths.portfolio, items: portfolioMenu },
    { label: 'Projects', href: paths.projects },
    { label: 'About', href: paths.about },
    { label: 'Blog', href: paths.blog },
    { label: 'Contact', href: paths.contact },
  ];
  return { servicesMenu, portfolioMenu, entries };
}

const site = navigation();
export const { servicesMenu, portfolioMenu } = site;
export const navEntries = site.entries;
