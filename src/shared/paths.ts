// Every link the site builds, in one place: pages and content call these instead of spelling out paths, so a
// moved page is one edit and a slug the registry lacks is a compile error.
import type { CitySlug, PortfolioSlug, ServiceSlug } from './catalog';

export const paths = {
  home: '/',
  services: '/services',
  servicesAll: '/services/all',
  service: (slug: ServiceSlug) => `/services/${slug}`,
  /** A second address of a service page (the footer's /services/automation). */
  serviceAlias: (alias: string) => `/services/${alias}`,
  portfolio: '/portfolio',
  portfolioCategory: (slug: PortfolioSlug) => `/portfolio/${slug}`,
  projects: '/projects',
  /** A project's page: its slug where it has one, otherwise its id. */
  project: (p: { id: string; slug?: string }) => `/projects/${p.slug ?? p.id}`,
  about: '/about',
  blog: '/blog',
  post: (slug: string) => `/blog/${slug}`,
  contact: '/contact',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  privacy: '/privacy',
  terms: '/terms',
  licensing: '/licensing-terms',
  sitemap: '/sitemap',
  learn: '/learn',
  downloads: '/downloads',
  vendorDirectory: '/vendor-directory',
  media: '/media',
  reviews: '/reviews',
  faq: '/faq',
  city: (slug: CitySlug) => `/service-areas/${slug}`,
  admin: '/admin',
  rss: '/rss.xml',
} as const;

/** An absolute URL on this site's public origin; absolute URLs pass through unchanged. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}
