// Copy for the information pages: /learn, /downloads, /vendor-directory and /media.
// The spec gives them no hero key, so they leave heroKey unset and the banner falls back to the home buttons.
import { site, yearsInBusiness } from './site';
import type { Cta, IconName, PageHero, SeoFields } from './types';
import { paths } from '#shared/paths';

// ---- Learn ------------------------------------------------------------------

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
  image: 'liberty-village-office',
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

// ---- Downloads --------------------------------------------------------------

/** A file the page names; the files are not published yet, so the page gives no size and no link. */
export interface DownloadItem {
  name: string;
  format: string;
}

export interface DownloadGroup {
  title: string;
  description: string;
  icon: IconName;
  items: DownloadItem[];
}

export const downloadsSeo: SeoFields = {
  title: 'Free Downloads for Real Estate Agents | Northframe Media',
  description:
    'Listing templates, shoot preparation guides and marketing checklists for Toronto real estate agents, from the Northframe Media studio.',
  keywords: [
    'real estate listing templates',
    'photo shoot preparation checklist',
    'real estate marketing checklist',
    'agent resources Toronto',
  ],
};

export const downloadsHero: PageHero = {
  title: 'Resources|for Agents',
  subtitle: 'Downloads',
  description: 'Templates, guides and checklists we hand our own clients — so every listing is ready for the camera and the market.',
  image: 'king-west-loft-windows',
};

export const downloadsIntro = {
  heading: 'Templates & Guides',
  text: 'Practical tools built from thousands of GTA listings. Share them with your sellers, your team or your stager.',
} as const;

export const downloadGroups: DownloadGroup[] = [
  {
    title: 'Listing Templates',
    description: 'Ready-to-edit layouts for presenting a property in print and online.',
    icon: 'LayoutTemplate',
    items: [
      { name: 'Feature Sheet Template (Letter, 2 pages)', format: 'DOCX' },
      { name: 'Open House Flyer Template', format: 'PDF' },
      { name: 'Just Listed / Just Sold Social Posts', format: 'ZIP' },
      { name: 'Property Description Writing Guide', format: 'PDF' },
    ],
  },
  {
    title: 'Shoot Preparation Guides',
    description: 'Send these to sellers before shoot day for brighter, cleaner, faster shoots.',
    icon: 'ClipboardList',
    items: [
      { name: 'Room-by-Room Photo Preparation Checklist', format: 'PDF' },
      { name: 'Condo Shoot Guide: Amenities, Views and Building Access', format: 'PDF' },
      { name: 'Preparing a Home for a Matterport 3D Scan', format: 'PDF' },
      { name: 'Drone Day Guide: Weather, Permissions and Neighbours', format: 'PDF' },
    ],
  },
  {
    title: 'Marketing Checklists',
    description: 'Step-by-step plans for launching a listing and keeping it in front of buyers.',
    icon: 'ListChecks',
    items: [
      { name: 'Listing Launch Timeline: 14 Days to Live', format: 'PDF' },
      { name: 'Luxury Listing Marketing Plan', format: 'PDF' },
      { name: 'Social Media Content Calendar', format: 'XLSX' },
    ],
  },
];

export const downloadsNote =
  'More resources are on the way, including video scripts and seller presentation decks. Need something specific? Ask us and we will point you to the right guide.';

// ---- Vendor directory -------------------------------------------------------

export interface VendorCategory {
  title: string;
  /** Display text, e.g. "12+" partners. */
  count: string;
  description: string;
  icon: IconName;
}

export const vendorSeo: SeoFields = {
  title: 'Vendor Directory: Trusted GTA Home Service Partners | Northframe Media',
  description:
    'Home stagers, contractors, interior designers and real estate service providers we trust, vetted through thousands of Toronto listing shoots.',
  keywords: ['home staging Toronto', 'real estate contractors GTA', 'interior designers Toronto', 'real estate vendor directory'],
};

export const vendorHero: PageHero = {
  title: 'Vendor Directory',
  subtitle: 'Trusted Partners',
  description: 'The stagers, trades and specialists we see do great work on shoot day — vetted across thousands of GTA listings.',
  image: 'leslieville-dining',
};

export const vendorIntro = {
  heading: 'Partner Categories',
  text: 'Every partner is recommended by agents we work with and has prepared homes we have photographed. Ask us for an introduction.',
} as const;

export const vendorCategories: VendorCategory[] = [
  {
    title: 'Home Staging',
    count: '12+',
    description: 'Full and partial stagers for vacant condos, family homes and luxury listings, many able to stage within 48 hours.',
    icon: 'Sofa',
  },
  {
    title: 'Contractors & Renovations',
    count: '8+',
    description: 'Painters, handymen, flooring and pre-listing renovation crews who fix what buyers notice before the photos are taken.',
    icon: 'Hammer',
  },
  {
    title: 'Interior Design',
    count: '6+',
    description: 'Designers who refresh colour palettes, lighting and finishes to give a listing a modern, photo-ready look.',
    icon: 'Palette',
  },
  {
    title: 'Real Estate Services',
    count: '15+',
    description:
      'Cleaners, movers, home inspectors, mortgage brokers, real estate lawyers and sign installers who keep a deal on schedule.',
    icon: 'Building2',
  },
];

export const partnerSection: { heading: string; intro: string; benefits: string[]; cta: Cta } = {
  heading: 'Become a Partner',
  intro: 'Do you serve GTA homeowners and agents? Join our directory and get in front of the 700+ agents and teams we work with.',
  benefits: [
    'A listing in our Vendor Directory, seen by agents planning their next listing',
    'Direct referrals from our photographers when a property needs work before a shoot',
    'Discounted photography and video of your own projects for your portfolio',
    'Features on our blog and on our YouTube channel with 48K+ subscribers',
    'Invitations to agent networking events and co-hosted workshops',
    "Priority booking for your clients' listings when they mention your referral",
  ],
  cta: { text: 'Apply to Become a Partner', href: paths.contact, variant: 'primary' },
};

// ---- Media ------------------------------------------------------------------

export interface PressRelease {
  date: string;
  title: string;
  summary: string;
}

export interface Award {
  year: string;
  title: string;
  body: string;
}

export interface CoverageItem {
  /** Fictional publications: the site never names real outlets. */
  outlet: string;
  title: string;
  date: string;
}

export const mediaSeo: SeoFields = {
  title: 'Media & Press | Northframe Media',
  description:
    'Press releases, awards and media coverage of Northframe Media, the Toronto real estate photography, video and 3D tour studio founded in 2007.',
  keywords: ['Northframe Media press', 'real estate photography awards Toronto', 'media kit', 'press releases'],
};

export const mediaHero: PageHero = {
  title: 'Media & Press',
  subtitle: 'In the News',
  description: 'News, recognition and stories from a Toronto studio that has photographed more than 5,000 properties.',
  image: 'harbourfront-terrace-night',
};

export const pressReleases: PressRelease[] = [
  {
    date: 'March 5, 2024',
    title: 'Northframe Media Launches AI Listing Automation for GTA Agents',
    summary:
      'A new service connects listing media, descriptions and social posts in one workflow, cutting the time from shoot to live listing for busy teams.',
  },
  {
    date: 'October 17, 2023',
    title: 'Northframe Media Wins Best Listing Photography at the Ontario Real Estate Media Awards',
    summary:
      "The studio's twilight series of a Rosedale family home took the top prize among more than 200 entries from across the province.",
  },
  {
    date: 'June 8, 2023',
    title: 'YouTube Channel Passes 40,000 Subscribers',
    summary: "Northframe Media's property tours and how-to videos for agents now reach buyers and sellers across Canada and overseas.",
  },
  {
    date: 'September 12, 2022',
    title: 'Northframe Media Celebrates 15 Years and 4,000 Properties',
    summary:
      'Founded in 2007 by Marcus Bennett, the studio marks its anniversary with an expanded editing team and extended weekend appointments.',
  },
];

export const awards: Award[] = [
  {
    year: '2023',
    title: 'Best Listing Photography',
    body: 'Ontario Real Estate Media Awards',
  },
  {
    year: '2023',
    title: 'Excellence in Property Video',
    body: 'Canadian Property Imaging Guild',
  },
  {
    year: '2021',
    title: 'Top Virtual Tour Provider, Greater Toronto Area',
    body: 'GTA Home Marketing Awards',
  },
  {
    year: '2019',
    title: 'Innovation in Real Estate Marketing',
    body: 'Lakeshore Business Excellence Awards',
  },
];

export const coverage: CoverageItem[] = [
  {
    outlet: 'GTA Property Review',
    title: 'How Twilight Photos Are Helping Toronto Listings Sell Faster',
    date: 'February 2024',
  },
  {
    outlet: 'The Harbourfront Ledger',
    title: 'Inside the Studios Shaping How Toronto Homes Look Online',
    date: 'November 2023',
  },
  {
    outlet: 'Ontario Realty Quarterly',
    title: '3D Tours Are No Longer Optional for Condo Listings, Agents Say',
    date: 'July 2023',
  },
  {
    outlet: 'Lens & Lot Magazine',
    title: 'Marcus Bennett on 5,000 Shoots and the Perfect Kitchen Angle',
    date: 'April 2023',
  },
];

export const mediaContact = {
  heading: 'Media Contact',
  text: 'For interviews, images or comment on real estate marketing in the GTA, contact our communications team.',
  name: 'Elise Fournier',
  role: 'Communications & Partnerships Lead',
  email: site.email,
  phone: site.phone,
  responseNote: 'We respond to media enquiries within one business day.',
} as const;
