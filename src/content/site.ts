// Agency-wide facts: contact details, social links, navigation and footer columns.
import type { SeoFields } from './types';

export const site = {
  name: 'Northframe Media',
  legalName: 'Northframe Media Inc.',
  tagline: 'Real estate photography, video and 3D tours that sell Toronto homes faster.',
  foundedYear: 2007,
  founder: { name: 'Marcus Bennett', role: 'Founder & Lead Photographer' },
  city: 'Toronto, Ontario',
  location: 'Toronto, Ontario — serving the Greater Toronto Area',
  phone: '+1 (416) 555-0148',
  email: 'info@northframe.ca',
  hours: 'Mon-Fri 9AM-6PM',
  hoursLong: 'Monday to Friday, 9:00 AM to 6:00 PM',
  weekendHours: 'Weekends by appointment',
  geo: { latitude: 43.6532, longitude: -79.3832, region: 'CA-ON', placename: 'Toronto' },
  serviceRadiusMetres: 50000,
  social: {
    facebook: 'https://www.facebook.com/northframemedia',
    instagram: 'https://www.instagram.com/northframemedia',
    youtube: 'https://www.youtube.com/@northframemedia',
  },
  googleReviews: 'https://www.google.com/maps/search/?api=1&query=Northframe+Media+Toronto',
  whatsappMessage: "Hi Northframe Media, I'd like to book a shoot for a listing.",
  stats: {
    /** Counted from the founding year when read, so a long-running server and the browser agree after New Year. */
    get years() {
      return `${yearsInBusiness()}+`;
    },
    properties: '5000+',
    clients: '700+',
    subscribers: '48K+',
  },
} as const;

/** Years since the founding, by today's year in Toronto: the one figure behind every years-of-experience claim. */
export function yearsInBusiness(today = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(today)) - site.foundedYear;
}

/** wa.me link: the number's digits and a pre-filled message. */
export const whatsappHref = `https://wa.me/${site.phone.replace(/\D/g, '')}?text=${encodeURIComponent(site.whatsappMessage)}`;
export const telHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
export const mailHref = `mailto:${site.email}`;

export const defaultSeo: SeoFields = {
  title: 'Northframe Media | Toronto Real Estate Photography, Video & 3D Tours',
  description:
    'Toronto real estate media since 2007: listing photography, cinematic video, drone, Matterport 3D tours, editing, agent websites and brand apparel across the GTA.',
  keywords: [
    'Toronto real estate photography',
    'real estate video Toronto',
    'Matterport 3D tours GTA',
    'drone photography Toronto',
    'listing media agency',
  ],
};
