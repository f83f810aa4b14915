// Copy for /portfolio and the 8 /portfolio/{slug} pages. The showcase items themselves live in the
// admin-managed store (db.json, seeded from seed-portfolio.ts); these pages only name the collection.
import { catalog, type PortfolioSlug } from '#shared/catalog';
import type { Cta, FlagshipProject, PageHero, PortfolioCategoryCard, SeoFields } from './types';
import { paths } from '#shared/paths';
import { site } from './site';

/** The shared hero, with heroKey required: every portfolio page names the buttons it wants. */
export type PortfolioHero = PageHero & { heroKey: string };

export interface PortfolioCategoryPage {
  seo: SeoFields;
  hero: PortfolioHero & {
    tags: string[];
    /** 'chips' = the matterport page's custom hero, tags drawn as pill chips. */
    variant?: 'chips';
  };
  showcaseTitle: string;
  intro?: string;
  /** The closing call to action's heading and line, about what the service sells. */
  closing: { heading: string; body: string };
  buttons: Cta[];
}

export interface PortfolioIndexPage {
  path: string;
  seo: SeoFields;
  hero: PortfolioHero;
  categoriesTitle: string;
  categoriesIntro: string;
  flagshipTitle: string;
  flagshipIntro: string;
  cta: { title: string; description: string; button: Cta };
}

/** Each category card's line and photograph, by portfolio slug; its title, address and icon come from the registry. */
const categoryCardCopy: Record<PortfolioSlug, Pick<PortfolioCategoryCard, 'description' | 'image'>> = {
  photography: {
    description: 'HDR interiors, twilight exteriors and detail shots that stop the MLS scroll.',
    image: 'oakville-estate-ensuite-west',
  },
  video: {
    description: 'Cinematic listing films, agent introductions and vertical cuts for social.',
    image: 'kleinburg-estate-filming-east',
  },
  drone: {
    description: 'Aerial stills and flyovers that show the lot, the street and the lake beyond.',
    image: 'kleinburg-estate-drone-east',
  },
  matterport: {
    description: 'Walk-through 3D tours, dollhouse views and measured floor plans.',
    image: 'kleinburg-estate-living-scan',
  },
  editing: {
    description: 'Hand-blended HDR, colour correction, sky replacement and virtual staging.',
    image: 'yonge-eglinton-staged-west',
  },
  'website-design': {
    description: 'Agent sites, single-property pages and pre-construction microsites.',
    image: 'studio-website-cornell-side',
  },
  'brand-apparel': {
    description: 'Embroidered jackets, polos and client gifts that carry your brand to every showing.',
    image: 'brand-beaches-team-stack',
  },
  'ai-services': {
    description: 'Listing copy, lead chatbots and pricing models that save agents hours a week.',
    image: 'studio-website-oakville-side',
  },
};

export const portfolioCategoryCards: PortfolioCategoryCard[] = catalog.map((row) => ({
  title: row.label,
  icon: row.icon,
  href: paths.portfolioCategory(row.portfolio),
  ...categoryCardCopy[row.portfolio],
}));

export const flagshipProjects: FlagshipProject[] = [
  {
    title: 'Chelster Hall, Rosedale',
    description:
      'A restored 1927 Georgian Revival manor on a ravine lot, marketed with a full media package and sold in three weeks at 104% of asking.',
    image: 'chelster-hall-facade-day',
    alt: 'Chelster Hall, a red-brick Georgian Revival manor with a slate roof, black shutters, a white columned portico, three dormers and end chimneys, its windows lit in the late-afternoon light behind a broad front lawn and clipped boxwood',
    services: ['Photography', 'Cinematic Video', 'Drone', 'Matterport 3D Tour', 'Single-Property Website'],
  },
  {
    title: 'Cornell Townhome Launch, Markham',
    description:
      'Launch media for 42 townhomes in Cornell: streetscapes, a sales-centre film and a microsite that gathered 1,400 registrations in six weeks.',
    image: 'cornell-townhomes-street',
    alt: 'A new row of three-storey townhomes in Cornell, Markham, in buff, grey and red brick with stone bases and white porches, on a street lined with mature trees',
    services: ['Drone', 'Video Production', 'Website Design', 'AI Lead Chatbot'],
  },
  {
    title: 'Harbourline Realty Rebrand',
    description:
      'A twelve-agent boutique brokerage refreshed end to end: new headshots and team film, a custom website and matching apparel for every agent.',
    image: 'studio-website-harbourline',
    alt: "A laptop on a walnut desk in the studio's afternoon light, open on the Harbourline Realty site the studio built for the brokerage's rebrand: the city skyline from a terrace at dusk beside the headline, with a stoneware vase at the desk's end",
    services: ['Brand Apparel', 'Website Design', 'Agent Video', 'Headshots'],
  },
  {
    title: 'Lakeshore Estates, Oakville',
    description:
      'A season of $5M+ waterfront listings on Lakeshore Road East, each with twilight photography, a lake-side drone film and a 3D tour for buyers abroad.',
    image: 'oakville-estate-portico',
    alt: "The Oakville estate's white columned portico and front door in the late afternoon, framed by limestone and sash windows",
    services: ['Twilight Photography', 'Drone', 'Matterport 3D Tour', 'Virtual Staging'],
  },
];

export const portfolioIndex: PortfolioIndexPage = {
  path: paths.portfolio,
  seo: {
    title: 'Portfolio | Toronto Real Estate Photography & Video | Northframe Media',
    get description() {
      return `Browse ${site.stats.years} years of Northframe Media work across the GTA: listing photography, video, drone, Matterport 3D tours, editing, websites, apparel and AI.`;
    },
    keywords: [
      'real estate photography portfolio Toronto',
      'real estate video examples GTA',
      'Matterport tour examples',
      'drone real estate Toronto',
      'real estate media portfolio',
    ],
  },
  hero: {
    title: 'Our Portfolio',
    subtitle: '5000+ properties across the Greater Toronto Area',
    description:
      'From Rosedale manors to CityPlace condos and Oakville waterfront estates: the photography, film, aerials and 3D tours that helped our clients list faster and sell for more.',
    image: 'chelster-hall-facade-day-east',
    heroKey: 'portfolio',
  },
  categoriesTitle: 'Explore by Service',
  categoriesIntro: 'Eight disciplines, one team. Pick a service to see recent work from across the GTA.',
  flagshipTitle: 'Flagship Projects',
  flagshipIntro:
    'Listings and launches where we handled every piece of the marketing, from the first drone flight to the last website update.',
  cta: {
    title: 'Ready to put your listing in this portfolio?',
    description:
      'Book 48-72 hours ahead and get edited photos back in 24-48 hours. Pricing is custom, so tell us about the property and we will send a quote the same day.',
    button: { text: 'Start Your Project', href: paths.contact, variant: 'primary' },
  },
};

export const portfolioCategories: Record<PortfolioSlug, PortfolioCategoryPage> = {
  photography: {
    seo: {
      title: 'Real Estate Photography Portfolio | Toronto & GTA | Northframe Media',
      description:
        'Toronto real estate photography examples: HDR interiors, twilight exteriors and condo suites shot across the GTA, delivered in 24-48 hours.',
      keywords: ['real estate photography Toronto', 'HDR interior photography', 'twilight real estate photos', 'condo photography GTA'],
    },
    hero: {
      title: 'Photography Portfolio',
      subtitle: 'Interiors, exteriors and twilight, shot to sell',
      description:
        'Every room bracketed and hand-blended so windows keep their view and colours stay true. 25-35 photos for most homes, 35-50+ for larger properties.',
      image: 'oakville-estate-dusk',
      heroKey: 'photography-portfolio',
      tags: ['HDR Interiors', 'Twilight Exteriors', 'Condos', 'Luxury Homes'],
    },
    showcaseTitle: 'Photography Showcase',
    intro: 'A selection of recent listings, from Leaside infill builds to CityPlace corner suites.',
    closing: {
      heading: 'Want results like these for your listing?',
      body: 'Tell us about the property and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Book a Photoshoot', href: paths.contact, variant: 'primary' },
      { text: 'View Photography Services', href: paths.service('photography'), variant: 'secondary' },
    ],
  },
  video: {
    seo: {
      title: 'Real Estate Video Portfolio | Toronto Listing Films | Northframe Media',
      description:
        'Cinematic listing films, agent introductions and social cuts from Toronto and the GTA. 1.5-3 minute films delivered in 7-10 business days.',
      keywords: ['real estate video Toronto', 'listing video GTA', 'agent introduction video', 'cinematic property tour'],
    },
    hero: {
      title: 'Video Portfolio',
      subtitle: 'Listing films that buyers watch to the end',
      description:
        'Gimbal walkthroughs, aerial openers and agent-led tours, cut for MLS, YouTube and vertical social. Two revision rounds included.',
      image: 'chelster-hall-filming',
      heroKey: 'video-portfolio',
      tags: ['Cinematic Tours', 'Agent Branding', 'Social Cuts', '4K'],
    },
    showcaseTitle: 'Video Showcase',
    intro: 'Press play on a few of our favourite listing films and agent introductions.',
    closing: {
      heading: 'Want results like these for your listing?',
      body: 'Tell us about the property and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Plan Your Listing Video', href: paths.contact, variant: 'primary' },
      { text: 'View Video Services', href: paths.service('video'), variant: 'secondary' },
    ],
  },
  drone: {
    seo: {
      title: 'Drone & Aerial Portfolio | Toronto Listings | Northframe Media',
      description:
        'Aerial real estate photography and video across the GTA: acreage lots, waterfront homes, neighbourhood context and skyline reveals.',
      keywords: ['drone photography Toronto', 'aerial real estate video', 'lot survey aerial', 'waterfront drone GTA'],
    },
    hero: {
      title: 'Drone Portfolio',
      subtitle: 'The lot, the street and the lake beyond',
      description:
        'Aerial stills and flyovers that show what ground-level photos cannot: lot lines, setbacks, ravines, and how close the park really is.',
      image: 'cornell-townhomes-drone',
      heroKey: 'drone-portfolio',
      tags: ['Aerial Photography', 'Flyover Video', 'Lot Overviews', 'Neighbourhood Context'],
    },
    showcaseTitle: 'Drone Showcase',
    intro: 'Recent flights from King City acreage to the Scarborough Bluffs.',
    closing: {
      heading: 'Want results like these for your listing?',
      body: 'Tell us about the property and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Book a Drone Shoot', href: paths.contact, variant: 'primary' },
      { text: 'View Drone Services', href: paths.service('drone'), variant: 'secondary' },
    ],
  },
  matterport: {
    seo: {
      title: 'Matterport 3D Tour Portfolio | Toronto & GTA | Northframe Media',
      description:
        'Explore Matterport 3D tours of Toronto homes, condos and offices. Scans in 1-3 hours, processed in 24-48 hours, hosted for 12 months.',
      keywords: ['Matterport Toronto', '3D virtual tour real estate', 'dollhouse view', 'virtual tour GTA'],
    },
    hero: {
      title: 'Matterport 3D Tours',
      subtitle: 'Walk through before you visit',
      description:
        'Immersive tours that let buyers and tenants explore every room, measure every wall and share the walk-through with family anywhere in the world.',
      image: 'kleinburg-estate-living-scan',
      heroKey: 'matterport-portfolio',
      tags: ['3D Tours', 'Virtual Reality', 'Interactive', 'Remote Viewing'],
      variant: 'chips',
    },
    showcaseTitle: '3D Tour Showcase',
    intro: 'Open a tour and walk through: a Rosedale family home, a Yorkville penthouse and a Bay Street office floor.',
    closing: {
      heading: 'Want results like these for your listing?',
      body: 'Tell us about the property and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Book a 3D Tour', href: paths.contact, variant: 'primary' },
      { text: 'View Matterport Services', href: paths.service('matterport'), variant: 'secondary' },
    ],
  },
  editing: {
    seo: {
      title: 'Photo Editing Portfolio | HDR & Virtual Staging | Northframe Media',
      description:
        'Before-and-after real estate editing: HDR blending, colour correction, virtual staging and sky replacement, with turnarounds from 6 to 24 hours.',
      keywords: ['real estate photo editing', 'virtual staging Toronto', 'sky replacement', 'HDR blending'],
    },
    hero: {
      title: 'Professional Editing Portfolio',
      subtitle: 'The difference is in the edit',
      description:
        'Hand-finished HDR, true-to-life colour, virtual staging and day-to-dusk conversions. Basic in 24 hours, Professional in 12, Premium in 6.',
      image: 'chelster-hall-lawn-twilight-east',
      heroKey: 'editing-portfolio',
      tags: ['HDR Enhancement', 'Color Correction', 'Virtual Staging', 'Sky Replacement'],
    },
    showcaseTitle: 'Editing Showcase',
    intro: 'Before-and-after work from our in-house editors, all on real GTA listings.',
    closing: {
      heading: 'Want your own shots to look like these?',
      body: 'Send us a few files and your deadline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Start Editing Project', href: paths.contact, variant: 'primary' },
      { text: 'View Services', href: paths.service('editing'), variant: 'secondary' },
    ],
  },
  'website-design': {
    seo: {
      title: 'Real Estate Website Design Portfolio | Toronto | Northframe Media',
      description:
        'Agent websites, single-property sites and pre-construction microsites, custom-coded and mobile-first. Single-property sites in 3-5 business days.',
      keywords: ['real estate website design Toronto', 'single property website', 'agent website', 'pre-construction microsite'],
    },
    hero: {
      title: 'Website Design Portfolio',
      subtitle: 'Sites that turn visitors into showings',
      description:
        'Fast, custom-coded websites for agents, teams and developers, built around your photos, films and 3D tours and designed for the phone first.',
      image: 'studio-website-liberty-side',
      heroKey: 'website-portfolio',
      tags: ['Responsive', 'Mobile-First', 'Custom Code', 'Modern Design'],
    },
    showcaseTitle: 'Website Design Showcase',
    intro: 'From one-page listing sites to full brokerage platforms.',
    closing: {
      heading: 'Want a website like these?',
      body: 'Tell us about your business, your audience and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [
      { text: 'Start Your Website', href: paths.contact, variant: 'primary' },
      { text: 'View Website Services', href: paths.service('website'), variant: 'secondary' },
    ],
  },
  'brand-apparel': {
    seo: {
      title: 'Brand Apparel Portfolio | Real Estate Team Wear | Northframe Media',
      description: 'Custom embroidered jackets, polos, hoodies and client gifts for Toronto real estate teams and brokerages.',
      keywords: ['real estate branded apparel', 'custom team jackets Toronto', 'brokerage merchandise', 'open house apparel'],
    },
    hero: {
      title: 'Brand Apparel Portfolio',
      subtitle: 'Your brand, at every showing',
      description:
        'Jackets, polos, hoodies and gift boxes designed around your brokerage identity and made to look sharp on a January open-house weekend.',
      image: 'brand-leslieville-flatlay',
      heroKey: 'brand-portfolio',
      tags: ['Custom Apparel', 'Brand Design', 'Premium Quality', 'Professional'],
    },
    showcaseTitle: 'Brand Apparel Showcase',
    intro: 'Team wear and client gifts made for GTA agents, teams and brokerages.',
    closing: {
      heading: 'Want your team to look like this?',
      body: 'Tell us how many people you are dressing, and by when. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [{ text: 'Design Your Brand Apparel', href: paths.contact, variant: 'primary' }],
  },
  'ai-services': {
    seo: {
      title: 'AI Services Portfolio | Real Estate Automation | Northframe Media',
      description:
        'AI for real estate: listing description drafts, lead chatbots, virtual staging pipelines and pricing models with 85-92% claimed accuracy.',
      keywords: ['real estate AI Toronto', 'real estate chatbot', 'AI virtual staging', 'listing description generator'],
    },
    hero: {
      title: 'AI Services Portfolio',
      subtitle: 'Less admin, more closings',
      description:
        'Automation built for agents: listing copy in minutes, leads answered at midnight and pricing models trained on your own market.',
      image: 'oakville-estate-day-east',
      heroKey: 'automation-portfolio',
      tags: ['AI Automation', 'Machine Learning', 'Efficiency', 'Innovation'],
    },
    showcaseTitle: 'AI Solutions Showcase',
    intro: 'Tools we have built and deployed for GTA agents, teams and developers.',
    closing: {
      heading: 'Want tools like these working for you?',
      body: 'Tell us which tasks take up your week. We reply to every enquiry within 2-4 hours on business days.',
    },
    buttons: [{ text: 'Explore AI Solutions', href: paths.contact, variant: 'primary' }],
  },
};
