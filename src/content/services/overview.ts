// Content of /services and /services/all: the 8 service cards, the industries served,
// and each page's hero, testimonial and closing call to action.
import type { Cta, IconName, ImageName, SeoFields, ServiceCard, Testimonial } from '../types';

export const serviceCards: ServiceCard[] = [
  {
    title: 'Photography',
    description: 'HDR listing photos, twilight exteriors and condo amenities, delivered in 24-48 hours.',
    href: '/services/photography',
    icon: 'Camera',
    color: ['#f59e0b', '#b45309'],
    showButton: true,
    image: 'house-dusk',
  },
  {
    title: 'Video',
    description: 'Cinematic walkthroughs, agent-hosted tours and vertical reels, 1.5-3 minutes long.',
    href: '/services/video',
    icon: 'Video',
    color: ['#ef4444', '#991b1b'],
    showButton: true,
    image: 'video-set',
  },
  {
    title: 'Drone',
    description: 'Licensed aerial photo and video for lots, ravines and Lake Ontario waterfront.',
    href: '/services/drone',
    icon: 'Drone',
    color: ['#0ea5e9', '#0369a1'],
    showButton: true,
    image: 'drone-flight',
  },
  {
    title: 'Matterport',
    description: '3D virtual tours scanned in 1-3 hours, live in 24-48 and hosted for 12 months.',
    href: '/services/matterport',
    icon: 'Rotate3d',
    color: ['#8b5cf6', '#5b21b6'],
    showButton: true,
    image: 'tour-wireframe',
  },
  {
    title: 'Editing',
    description: 'HDR blending, virtual staging and sky replacement, back in as little as 6 hours.',
    href: '/services/editing',
    icon: 'SlidersHorizontal',
    color: ['#ec4899', '#9d174d'],
    showButton: true,
    image: 'editing-before-after',
  },
  {
    title: 'Website Design',
    description: 'Single property sites in 3-5 business days and agent websites in 2-4 weeks.',
    href: '/services/website',
    icon: 'Globe',
    color: ['#10b981', '#047857'],
    showButton: true,
    image: 'website-laptop',
  },
  {
    title: 'Brand Apparel',
    description: 'Embroidered jackets, polos and open house kits in your brand colours.',
    href: '/services/brand',
    icon: 'Shirt',
    color: ['#64748b', '#334155'],
    showButton: true,
    image: 'brand-jacket',
  },
  {
    title: 'AI Services',
    description: 'AI staging, pricing models and lead chatbots that take admin off your week.',
    href: '/services/ai-services',
    icon: 'Bot',
    color: ['#06b6d4', '#0e7490'],
    showButton: true,
    image: 'ai-dashboard',
  },
];

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
  /** Picks the hero's two fixed buttons (SPEC: hero banner page keys). */
  heroKey: 'services' | 'allServices';
  path: '/services' | '/services/all';
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
    path: '/services',
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
      image: 'toronto-skyline',
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
      primary: { text: 'Start a Project', href: '/contact', variant: 'primary' },
    },
    breadcrumbName: 'Services',
  },
  allServices: {
    heroKey: 'allServices',
    path: '/services/all',
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
      image: 'house-dusk-wide',
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
      primary: { text: 'Contact Us', href: '/contact', variant: 'primary' },
    },
    breadcrumbName: 'All Services',
  },
};
