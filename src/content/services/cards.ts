// The eight service cards shared by the home page and the services overview: the copy and photographs of each,
// by registry row; the title, address and icon come from the registry (src/shared/catalog.ts).
import type { ServiceCard } from '../types';
import { catalog, type ServiceSlug } from '#shared/catalog';
import { paths } from '#shared/paths';

const cardCopy: Record<ServiceSlug, Pick<ServiceCard, 'description' | 'image' | 'allImage'>> = {
  photography: {
    description: 'HDR listing photos, twilight exteriors and condo amenities, delivered in 24-48 hours.',
    image: 'chelster-hall-facade-day-east',
    allImage: 'kleinburg-estate-ensuite',
  },
  video: {
    description: 'Cinematic walkthroughs, agent-hosted tours and vertical reels, 1.5-3 minutes long.',
    image: 'cornell-townhomes-filming',
    allImage: 'chelster-hall-filming',
  },
  drone: {
    description: 'Licensed aerial photo and video for lots, ravines and Lake Ontario waterfront.',
    image: 'etobicoke-bungalow-drone',
    allImage: 'leslieville-semi-drone',
  },
  matterport: {
    description: '3D virtual tours scanned in 1-3 hours, live in 24-48 and hosted for 12 months.',
    image: 'king-west-loft-scan',
    allImage: 'leslieville-dining-scan',
  },
  editing: {
    description: 'HDR blending, virtual staging and sky replacement, back in as little as 6 hours.',
    image: 'etobicoke-bungalow-split',
    allImage: 'oakville-estate-portico-split',
  },
  website: {
    description: 'Single property sites in 3-5 business days and agent websites in 2-4 weeks.',
    image: 'studio-website-kleinburg',
  },
  brand: {
    description: 'Embroidered jackets, polos and open house kits in your brand colours.',
    image: 'brand-softshell-stack',
    allImage: 'brand-toque-label',
  },
  'ai-services': {
    description: 'AI staging, pricing models and lead chatbots that take admin off your week.',
    image: 'studio-dashboard-side',
  },
};

export const serviceCards: ServiceCard[] = catalog.map((row) => ({
  title: row.label,
  href: paths.service(row.service),
  icon: row.icon,
  showButton: true,
  ...cardCopy[row.service],
}));
