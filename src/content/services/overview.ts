// Content of /services and /services/all: the industries served, and each page's hero, testimonial and
// closing call to action (the 8 service cards are in ./cards).
import type { Cta, IconName, ImageName, SeoFields, Testimonial } from '../types';
import { paths } from '#shared/paths';

export interface Industry {
  title: string;
  description: string;
  icon: IconName;
}

export const industries: Industry[] = [
  {
    title: 'Residential',
    description: 'Semis in Leslieville, bungalows in Etobicoke and Rosedale detached homes, shot to sell in any season.',
    icon: 'House',
  },
  {
    title: 'Commercial',
    description: 'Offices, retail units and restaurants on King West and across the GTA, scheduled around business hours.',
    icon: 'Building',
  },
  {
    title: 'Real Estate Teams',
    description: 'Consistent media across every agent’s listings, with volume scheduling and Net 30 terms.',
    icon: 'Users',
  },
  {
    title: 'Property Developers',
    description: 'Presale films, model suite tours and construction progress flights from excavation to occupancy.',
    icon: 'HardHat',
  },
];

export interface ServicesOverviewPage {
  /** Picks the hero's two fixed buttons (hero banner page keys). */
  heroKey: 'services' | 'allServices';
  path: string;
  seo: SeoFields;
  hero: { title: string; subtitle: string; description: string; image: ImageName };
  cardsHeading: string;
  industriesHeading: string;
  testimonial: Testimonial;
  cta: { heading: string; body: string; primary: Cta };
  breadcrumbName: string;
}

export const servicesOverview: { services: ServicesOverviewPage; allServices: ServicesOverviewPage } = {
  services: {
    heroKey: 'services',
    path: paths.services,
    seo: {
      title: 'Real Estate Media Services in Toronto | Northframe Media',
      description:
        'Photography, video, drone, Matterport 3D tours, editing, websites, brand apparel and AI services for GTA agents, with 24-48 hour turnaround since 2007.',
      keywords: [
        'real estate media services Toronto',
        'listing marketing GTA',
        'real estate photography and video',
        'Matterport and drone Toronto',
      ],
    },
    hero: {
      title: 'Our|Services',
      subtitle: 'Everything a Toronto listing needs, from one studio',
      description:
        'Since 2007 we have photographed, filmed, flown and scanned more than 5,000 GTA properties. Book one service or the whole launch, with one team and one invoice.',
      image: 'oakville-estate-kitchen-west',
    },
    cardsHeading: 'What We Do',
    industriesHeading: 'Industries We Serve',
    testimonial: {
      quote:
        'Photos, film, drone and the 3D tour all came from one booking, and the listing launched complete on day one. Our Leaside detached sold in 3 weeks, over asking.',
      author: 'Laura Kim',
      role: 'Sales Representative, Harbourline Realty',
      service: 'Full Listing Package',
    },
    cta: {
      heading: 'Ready to Launch Your Next Listing?',
      body: 'Book 48-72 hours ahead and most media is delivered within 24-48 hours of the shoot.',
      primary: { text: 'Start a Project', href: paths.contact, variant: 'primary' },
    },
    breadcrumbName: 'Services',
  },
  allServices: {
    heroKey: 'allServices',
    path: paths.servicesAll,
    seo: {
      title: 'All Premium Real Estate Services | Northframe Media',
      description:
        'The full Northframe Media range for GTA agents, teams and developers: listing media, 3D tours, editing, websites, branded apparel and AI automation.',
      keywords: [
        'premium real estate marketing Toronto',
        'real estate services GTA',
        'luxury listing media',
        'real estate agency services',
      ],
    },
    hero: {
      title: 'Premium|Real Estate Services',
      subtitle: 'The complete toolkit for agents who list at the top of the market',
      description:
        'From a Bridle Path estate to a 40-storey waterfront presale, we plan the media, build the website and dress the team, so every touchpoint looks like it came from the same brand.',
      image: 'oakville-estate-lawn-left',
    },
    cardsHeading: 'All Services',
    industriesHeading: 'Industries We Serve',
    testimonial: {
      quote:
        'We moved our whole brokerage to Northframe: media, website and team apparel. Listing page traffic is up 30% and our agents finally look like one company.',
      author: 'Marco DeLuca',
      role: 'Broker of Record, Ravine & Rowe Realty',
      service: 'Premium Services',
    },
    cta: {
      heading: 'Let’s Plan Your Media Together',
      body: 'Tell us about your listings, your team and your goals. We reply by e-mail within 2-4 hours on business days.',
      primary: { text: 'Contact Us', href: paths.contact, variant: 'primary' },
    },
    breadcrumbName: 'All Services',
  },
};
