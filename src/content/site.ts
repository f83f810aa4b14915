// Agency-wide facts: contact details, social links, navigation and footer columns.
import { torontoYear } from '#shared/toronto-year';
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
  return torontoYear(today) - site.foundedYear;
}

/** The words a content record may carry in braces ({years}, {founder}), as pages fill them in (fillTokens). */
export function contentTokens(today = new Date()): Record<string, string> {
  return { years: String(yearsInBusiness(today)), founder: site.founder.name };
}

/**
 * Where requests go: the WhatsApp number and the e-mail address. These are today's values; a deployment may set
 * others (CONTACT_WHATSAPP, CONTACT_EMAIL), which reach the page through the app environment.
 */
export interface ContactChannels {
  /** An international number as people read it, "+1 (416) 555-0148"; wa.me takes its digits. */
  whatsapp: string;
  email: string;
}

export const defaultContact: ContactChannels = { whatsapp: site.phone, email: site.email };

/** wa.me link: the number's digits and a pre-filled message. */
export const whatsappUrl = (number: string, text: string = site.whatsappMessage) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** mailto link; a subject and body are percent-encoded, with CRLF line breaks (RFC 6068) and spaces as %20. */
export function mailtoUrl(email: string, message?: { subject: string; body: string }): string {
  const to = `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
  if (!message) return to;
  const body = message.body.replace(/\r?\n/g, '\r\n');
  return `${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}

/** tel: link from a number as people read it. */
export const telUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
export const telHref = telUrl(site.phone);
export const mailHref = mailtoUrl(site.email);

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
