// Copy for /vendor-directory: the trades we recommend, and how to join.
// The spec gives these pages no hero key: heroKey stays unset and the banner shows the home buttons.
import type { Cta, IconName, PageHero, SeoFields } from '../types';
import { paths } from '#shared/paths';

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
  image: 'oakville-estate-kitchen-west',
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
