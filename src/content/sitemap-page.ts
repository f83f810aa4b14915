// The human-readable sitemap page (/sitemap): the site's pages in five groups. Services and portfolio come
// from the registry; the Services group names the AI page by its /services/automation address, as the footer does.
import { catalog } from '#shared/catalog';
import { paths } from '#shared/paths';
import { footerServices } from './footer-links';
import type { PageHero, SeoFields } from './types';

export interface SitemapLink {
  label: string;
  href: string;
}

export interface SitemapGroup {
  title: string;
  links: SitemapLink[];
}

export const seo: SeoFields = {
  title: 'Sitemap | Northframe Media',
  description:
    'Every page on the Northframe Media website: services, portfolio categories, featured projects, blog, contact and legal pages.',
  keywords: ['Northframe Media sitemap', 'site map', 'Toronto real estate media pages'],
};

export const hero: PageHero = {
  title: 'Sitemap',
  subtitle: 'Find Your Way',
  description: 'Every page of our site in one place, from services and portfolio to projects and legal information.',
  image: 'cornell-townhomes-row-east-dusk',
  heroKey: 'sitemap',
  compact: true,
};

/** Registry order, except that the AI page (under its /services/automation address) comes fifth (after the 3D tours). */
function sitemapServices() {
  const links = footerServices();
  const ai = links.filter((l) => l.href === paths.serviceAlias('automation'));
  const rest = links.filter((l) => !ai.includes(l));
  return [...rest.slice(0, 4), ...ai, ...rest.slice(4)];
}

export const sitemapGroups: SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', href: paths.home },
      { label: 'About Us', href: paths.about },
      { label: 'Projects', href: paths.projects },
      { label: 'Blog', href: paths.blog },
      { label: 'Contact', href: paths.contact },
    ],
  },
  {
    title: 'Services',
    links: [{ label: 'All Services', href: paths.servicesAll }, ...sitemapServices()],
  },
  {
    title: 'Portfolio',
    links: [
      { label: 'Portfolio Overview', href: paths.portfolio },
      ...catalog.map((row) => ({ label: `${row.label} Portfolio`, href: paths.portfolioCategory(row.portfolio) })),
    ],
  },
  {
    title: 'Featured Projects',
    links: [
      { label: 'All Projects', href: paths.projects },
      { label: 'Chelster Hall', href: paths.project({ id: 'chelster-hall' }) },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy },
      { label: 'Terms of Service', href: paths.terms },
      { label: 'Sitemap', href: paths.sitemap },
    ],
  },
];
