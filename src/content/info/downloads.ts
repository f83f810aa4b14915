// Copy for /downloads: the free guides and templates, by group.
// The spec gives these pages no hero key: heroKey stays unset and the banner shows the home buttons.
import type { IconName, PageHero, SeoFields } from '../types';

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
  image: 'etobicoke-bungalow-entry-left',
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
