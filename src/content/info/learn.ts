// Copy for /learn: six Coming Soon topic cards.
// The spec gives these pages no hero key: heroKey stays unset and the banner shows the home buttons.
import { yearsInBusiness } from '../site';
import type { IconName, PageHero, SeoFields } from '../types';

export interface LearnTopic {
  title: string;
  description: string;
  icon: IconName;
  /** The only place this wording is used: the courses are not published yet. */
  status: 'Coming Soon';
}

export const learnSeo: SeoFields = {
  title: 'Learn Real Estate Photography & Marketing | Northframe Media',
  description:
    'Guides from a Toronto studio with 5000+ shoots behind it: photography fundamentals, lighting, staging, equipment, business development and industry trends.',
  keywords: [
    'learn real estate photography',
    'real estate photography course Toronto',
    'home staging tips for photos',
    'listing marketing education',
  ],
};

export const learnHero: PageHero = {
  title: 'Learn From|the Studio',
  subtitle: 'Education Hub',
  get description() {
    return `What ${yearsInBusiness()} years of shooting Toronto listings have taught us, as practical lessons for agents, photographers and stagers.`;
  },
  image: 'etobicoke-bungalow-corner-day',
};

export const learnIntro = {
  heading: 'Learning Topics',
  text: 'We are turning what we teach our own photographers into free guides and video lessons. Here is what is in production.',
} as const;

export const learnTopics: LearnTopic[] = [
  {
    title: 'Photography Fundamentals',
    description: 'Composition, camera height, straight verticals and the room-by-room shot list we use on every listing.',
    icon: 'Camera',
    status: 'Coming Soon',
  },
  {
    title: 'Lighting Techniques',
    description: 'Balancing window light with interior lamps, flambient blending and timing twilight exteriors to the minute.',
    icon: 'Sun',
    status: 'Coming Soon',
  },
  {
    title: 'Staging Tips',
    description: 'How to prepare each room for the camera in under an hour, what to remove and what to leave for warmth.',
    icon: 'Sofa',
    status: 'Coming Soon',
  },
  {
    title: 'Equipment Guide',
    description: 'The cameras, lenses, tripods, flashes and drones we rely on, and what is worth buying when you are starting out.',
    icon: 'Aperture',
    status: 'Coming Soon',
  },
  {
    title: 'Business Development',
    description: 'Pricing, turnaround promises and building repeat relationships with agents and brokerages in a crowded market.',
    icon: 'Briefcase',
    status: 'Coming Soon',
  },
  {
    title: 'Industry Trends',
    description: 'Virtual staging, 3D tours, short-form video and AI tools: what is changing how GTA homes are marketed.',
    icon: 'TrendingUp',
    status: 'Coming Soon',
  },
];
