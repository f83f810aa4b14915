// The footer's link columns and legal links. The service links are derived from the registry (the AI page under
// its /services/automation address), the city links from the service areas. Only the footer and the sitemap page
// read them, so they load with the footer, not with the navbar.
import { catalog, cities, type Catalog } from '#shared/catalog';
import { paths } from '#shared/paths';
import type { NavLink } from './navigation';

/** One link per registry row, by its long label, at the address the footer and the sitemap page use. */
export function footerServices(rows: Catalog = catalog): NavLink[] {
  return rows.map((row) => ({
    label: row.longLabel,
    href: `/services/${'alias' in row && row.alias ? row.alias : row.service}`,
  }));
}

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  { heading: 'Services', links: footerServices() },
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
