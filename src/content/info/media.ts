// Copy for /media: press releases, awards, coverage and the press contact.
// The spec gives these pages no hero key: heroKey stays unset and the banner shows the home buttons.
import { site } from '../site';
import type { PageHero, SeoFields } from '../types';

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
  image: 'liberty-village-office-east',
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
