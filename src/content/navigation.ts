// Navbar entries and footer columns. The service, portfolio and city links are derived from the registry.
import { catalog, cities, type Catalog } from '#shared/catalog';
import { paths } from '#shared/paths';

export interface NavLink {
  label: string;
  href: string;
}

export type NavEntry = NavLink | { label: 'Services' | 'Portfolio'; items: NavLink[] };

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
    { label: 'Services', items: servicesMenu },
    { label: 'Portfolio', items: portfolioMenu },
    { label: 'Projects', href: paths.projects },
    { label: 'About', href: paths.about },
    { label: 'Blog', href: paths.blog },
    { label: 'Contact', href: paths.contact },
  ];
  const footerServices: NavLink[] = rows.map((row) => ({
    label: row.longLabel,
    href: `/services/${'alias' in row && row.alias ? row.alias : row.service}`,
  }));
  return { servicesMenu, portfolioMenu, entries, footerServices };
}

const site = navigation();
export const { servicesMenu, portfolioMenu } = site;
export const navEntries = site.entries;

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  { heading: 'Services', links: site.footerServices },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: paths.about },
      { label: 'Projects', href: paths.projects },
      { label: 'Portfolio', href: paths.portfolio },
      { label: 'Blog', href: paths.blog },
      { label: 'Reviews', href: paths.reviews },
      { label: 'Media', href: paths.media },
      { label: 'Contact', href: paths.contact },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'FAQ', href: paths.faq },
      { label: 'Learn', href: paths.learn },
      { label: 'Downloads', href: paths.downloads },
      { label: 'Vendor Directory', href: paths.vendorDirectory },
      { label: 'Licensing Terms', href: paths.licensing },
    ],
  },
  { heading: 'Service Areas', links: cities.map((c) => ({ label: c.name, href: paths.city(c.slug) })) },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy', href: paths.privacy },
  { label: 'Terms', href: paths.terms },
  { label: 'Sitemap', href: paths.sitemap },
];
