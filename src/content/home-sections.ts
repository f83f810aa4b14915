// Copy for the home page's sections below the hero: headline figures, about block, section headings and the FAQ.
// Cards themselves (projects, services, posts, client logos) come from their own modules.
import { site } from './site';
import type { Cta, FaqItem, ImageName, Stat } from './types';
import { paths } from '#shared/paths';

// The same four claims appear in the footer-level site facts; reuse them so the figures never drift apart.
export const homeStats: Stat[] = [
  {
    get number() {
      return site.stats.years;
    },
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
  image: 'oakville-estate-dining-scan',
  imageAlt:
    'A Northframe Media 3D-tour camera on its tripod in a client’s dining room before a scan, at the end of a long table under a brass chandelier and tall garden windows',
  clientsHeading: 'Trusted by 700+ agents, teams and brokerages across the GTA',
  cta: { text: 'About Our Studio', href: paths.about, variant: 'secondary' },
};

export interface HomeSection {
  heading: string;
  intro: string;
}

export const featuredProjectsSection: HomeSection & { cta: Cta } = {
  heading: 'Featured Projects',
  intro: 'A few recent listings we are proud of — each shot, edited and delivered as a complete marketing package.',
  cta: { text: 'View More Projects', href: paths.projects, variant: 'primary' },
};

export const servicesSection: HomeSection & { linkLabel: string } = {
  heading: 'Our Services',
  intro: 'Everything a listing needs to look its best online, in print and on the sign — booked once and delivered together.',
  linkLabel: 'Learn more',
};

export const insightsSection: HomeSection & { cta: Cta } = {
  heading: 'Latest Insights',
  intro:
    'Practical advice from our shoots: preparing a home for photos, getting the most from drone footage and marketing listings that stand out.',
  cta: { text: 'View all blog posts', href: paths.blog, variant: 'secondary' },
};

export const faqSection: HomeSection = {
  heading: 'Frequently Asked Questions',
  intro: 'Quick answers about booking, turnaround and what to expect on shoot day. Anything else, just ask — we reply within 2-4 hours.',
};

/** The home-page accordion: no categories, the six questions agents ask first. */
export const homeFaqs: FaqItem[] = [
  {
    question: 'How fast will I get my listing photos?',
    answer:
      'Standard turnaround is 24-48 hours from the shoot, with same-day delivery available as an extra. Every image is edited and ready for MLS, your website and social media.',
  },
  {
    question: 'How far in advance do I need to book?',
    answer:
      'We recommend booking 48-72 hours ahead. A typical shoot takes 2-3 hours on site, and we schedule Monday to Friday, 9:00 AM to 6:00 PM, with weekends by appointment.',
  },
  {
    question: 'Which parts of the GTA do you cover?',
    answer:
      'All of it: Toronto, Mississauga, Brampton, Markham, Vaughan, Richmond Hill, Burlington, Milton, Oakville and Hamilton. Each city has its own page with the neighbourhoods we shoot most.',
  },
  {
    question: 'Can you combine photography, video, drone and a 3D tour in one visit?',
    answer:
      'Yes, and most of our listing agents do. One booking and one visit means less disruption for your sellers, and all the media arrives together so the listing can go live in one step.',
  },
  {
    question: 'How long is a Matterport tour hosted?',
    answer:
      'Hosting for 12 months is included. You can extend it with a 2, 3 or 5-year plan, and any remaining time transfers to the buyer when the property sells.',
  },
  {
    question: 'How much does a shoot cost?',
    answer:
      'Pricing is custom by quote, based on the property size and the services you need. Send us the address and we will reply with an itemised quote. Teams and brokerages with regular volume can set up Net 30 terms.',
  },
];
