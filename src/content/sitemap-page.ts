// The human-readable sitemap page (/sitemap). Its groups and links are fixed by SPEC section 2;
// note the Services group lists /services/automation (not /services/ai-services), as the spec says.
import { portfolioNames, portfolioSlugs } from './catalog';
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
  image: 'aerial-neighbourhood',
  heroKey: 'sitemap',
  compact: true,
};

export const sitemapGroups: SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Projects', href: '/projects' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'All Services', href: '/services/all' },
      { label: 'Photography', href: '/services/photography' },
      { label: 'Video Production', href: '/services/video' },
      { label: 'Drone Photography', href: '/services/drone' },
      { label: 'Matterport 3D Tours', href: '/services/matterport' },
      { label: 'AI Automation', href: '/services/automation' },
      { label: 'Photo & Video Editing', href: '/services/editing' },
      { label: 'Website Design', href: '/services/website' },
      { label: 'Brand Apparel', href: '/services/brand' },
    ],
  },
  {
    title: 'Portfolio',
    links: [
      { label: 'Portfolio Overview', href: '/portfolio' },
      ...portfolioSlugs.map((slug) => ({
        label: `${portfolioNames[slug]} Portfolio`,
        href: `/portfolio/${slug}`,
      })),
    ],
  },
  {
    title: 'Featured Projects',
    links: [
      { label: 'All Projects', href: '/projects' },
      { label: 'Chelster Hall', href: '/projects/chelster-hall' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
];
