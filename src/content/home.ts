// Copy for the top of the home page (/): its SEO fields and hero. The sections below the fold are in
// home-sections.ts, so the home page's first load carries only this.
import type { PageHero, SeoFields } from './types';

export const seo: SeoFields = {
  title: 'Northframe Media | Toronto Real Estate Photography, Video & 3D Tours',
  description:
    'Listing photography, video, drone, Matterport 3D tours and editing for Toronto agents since 2007. 5000+ properties shot, delivered in 24-48 hours across the GTA.',
  keywords: [
    'Toronto real estate photography',
    'real estate photographer GTA',
    'listing video Toronto',
    'drone photography Toronto',
    'Matterport 3D tours Toronto',
    'real estate media agency Ontario',
  ],
};

export const hero: PageHero = {
  title: 'Property Imagery|That Sells',
  subtitle: 'Toronto Real Estate Media Since 2007',
  description:
    'Captivating photography, cinematic video, aerial views and 3D tours that stop the scroll and bring serious buyers to your showings — delivered in 24-48 hours anywhere in the GTA.',
  image: 'leaside-infill-twilight',
  heroKey: 'home',
};
