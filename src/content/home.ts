// Copy for the home page (/): hero, headline figures, about block and section headings.
// Cards themselves (projects, services, posts, FAQs, client logos) come from their own modules.
import { site } from './site';
import type { Cta, ImageName, PageHero, SeoFields, Stat } from './types';

export const seo: SeoFields = {
  title: 'Northframe Media | Toronto Real Estate Photography, Video & 3D Tours',
  description:
    'Listing photography, cinematic video, drone, Matterport 3D tours and editing for Toronto agents since 2007. 5000+ properties shot, delivered in 24-48 hours across the GTA.',
  keywords: [
    'Toronto real estate photography',
    'real estate photographer GTA',
    'listing video Toronto',
    'drone photography Toronto',
    'Matterport 3D tours Toronto',
    'real estate media agency Ontario',
  ],
};

export const hero: PageHero = {
  title: 'Property Imagery|That Sells',
  subtitle: 'Toronto Real Estate Media Since 2007',
  description:
    'Captivating photography, cinematic video, aerial views and 3D tours that stop the scroll and bring serious buyers to your showings — delivered in 24-48 hours anywhere in the GTA.',
  image: 'house-dusk',
  mobileImage: 'house-dusk-wide',
  heroKey: 'home',
};

// The same four claims appear in the footer-level site facts; reuse them so the figures never drift apart.
export const homeStats: Stat[] = [
  {
    number: site.stats.years,
    label: 'Years Experience',
    description: 'Shooting Toronto listings since 2007, from Cabbagetown semis to Bridle Path estates.',
  },
  {
    number: site.stats.properties,
    label: 'Properties Shot',
    description: 'Condos, freeholds, new builds and commercial spaces across the Greater Toronto Area.',
  },
  {
    number: site.stats.clients,
    label: 'Active Clients',
    description: 'Agents, teams, brokerages and developers who book us listing after listing.',
  },
  {
    number: site.stats.subscribers,
    label: 'YouTube Subscribers',
    description: 'Property tours and behind-the-scenes shoots followed by buyers and agents alike.',
  },
];

export interface HomeAbout {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  image: ImageName;
  imageAlt: string;
  clientsHeading: string;
  cta: Cta;
}

export const homeAbout: HomeAbout = {
  eyebrow: 'About Northframe Media',
  heading: 'The studio Toronto agents trust with their listings',
  paragraphs: [
    'Northframe Media started in 2007 with one camera, one tripod and a simple idea: a listing only gets one first impression, so it should be a good one. Since then we have photographed more than 5,000 properties, from 450 sq ft condos on King West to lakefront estates in Oakville.',
    'Today our team handles every visual a listing needs — photography, video, drone, Matterport 3D tours, editing, agent websites and branded apparel — with one booking, one point of contact and a standard turnaround of 24-48 hours. Pricing is quoted per project, so you only pay for what the property needs.',
  ],
  image: 'camera-gear',
  imageAlt: 'Northframe Media camera, lenses and lighting kit laid out before a shoot',
  clientsHeading: 'Trusted by 700+ agents, teams and brokerages across the GTA',
  cta: { text: 'About Our Studio', href: '/about', variant: 'secondary' },
};

export interface HomeSection {
  heading: string;
  intro: string;
}

export const featuredProjectsSection: HomeSection & { cta: Cta } = {
  heading: 'Featured Projects',
  intro:
    'A few recent listings we are proud of — each shot, edited and delivered as a complete marketing package.',
  cta: { text: 'View More Projects', href: '/projects', variant: 'primary' },
};

export const servicesSection: HomeSection & { linkLabel: string } = {
  heading: 'Our Services',
  intro:
    'Everything a listing needs to look its best online, in print and on the sign — booked once and delivered together.',
  linkLabel: 'Learn more',
};

export const insightsSection: HomeSection & { cta: Cta } = {
  heading: 'Latest Insights',
  intro:
    'Practical advice from our shoots: preparing a home for photos, getting the most from drone footage and marketing listings that stand out.',
  cta: { text: 'View all blog posts', href: '/blog', variant: 'secondary' },
};

export const faqSection: HomeSection = {
  heading: 'Frequently Asked Questions',
  intro:
    'Quick answers about booking, turnaround and what to expect on shoot day. Anything else, just ask — we reply within 2-4 hours.',
};
