// Navbar entries and footer columns (SPEC section 2: Navigation bar, Footer).
import { portfolioNames, portfolioSlugs, serviceNames, serviceSlugs } from './catalog';

export interface NavLink {
  label: string;
  href: string;
}

export const servicesMenu: NavLink[] = [
  { label: 'All Services', href: '/services' },
  ...serviceSlugs.map((slug) => ({ label: serviceNames[slug], href: `/services/${slug}` })),
];

export const portfolioMenu: NavLink[] = [
  { label: 'View All Portfolio', href: '/portfolio' },
  ...portfolioSlugs.map((slug) => ({ label: portfolioNames[slug], href: `/portfolio/${slug}` })),
];

export type NavEntry = NavLink | { label: 'Services' | 'Portfolio'; items: NavLink[] };

export const navEntries: NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', items: servicesMenu },
  { label: 'Portfolio', items: portfolioMenu },
  { label: 'Projects', href: '/projects' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Services',
    links: [
      { label: 'Real Estate Photography', href: '/services/photography' },
      { label: 'Video Production', href: '/services/video' },
      { label: 'Drone & Aerial', href: '/services/drone' },
      { label: 'Matterport 3D Tours', href: '/services/matterport' },
      { label: 'Photo & Video Editing', href: '/services/editing' },
      { label: 'Website Design', href: '/services/website' },
      { label: 'Brand Apparel', href: '/services/brand' },
      { label: 'AI Automation', href: '/services/automation' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Projects', href: '/projects' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Blog', href: '/blog' },
      { label: 'Reviews', href: '/reviews' },
      { label: 'Media', href: '/media' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Learn', href: '/learn' },
      { label: 'Downloads', href: '/downloads' },
      { label: 'Vendor Directory', href: '/vendor-directory' },
      { label: 'Licensing Terms', href: '/licensing-terms' },
    ],
  },
  {
    heading: 'Service Areas',
    links: [
      { label: 'Toronto', href: '/service-areas/toronto' },
      { label: 'Mississauga', href: '/service-areas/mississauga' },
      { label: 'Brampton', href: '/service-areas/brampton' },
      { label: 'Markham', href: '/service-areas/markham' },
      { label: 'Vaughan', href: '/service-areas/vaughan' },
      { label: 'Richmond Hill', href: '/service-areas/richmond-hill' },
      { label: 'Oakville', href: '/service-areas/oakville' },
      { label: 'Burlington', href: '/service-areas/burlington' },
      { label: 'Milton', href: '/service-areas/milton' },
      { label: 'Hamilton', href: '/service-areas/hamilton' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
];
