// The Contact page's cards and buttons for the WhatsApp number and e-mail address a deployment uses (site.ts's,
// or CONTACT_*): the page builds them in the browser from the app environment, so they are apart from the copy
// in contact.ts, which reaches the page as loader data.
import { mailtoUrl, whatsappUrl, type ContactChannels } from './site';
import type { Cta, IconName } from './types';

export interface ContactCard {
  title: string;
  /** The address, number or place itself, shown large. */
  value: string;
  detail: string;
  icon: IconName;
  /** Absent for the location card: there is no walk-in studio to link to. */
  href?: string;
}

/** The three cards, for the number and address this deployment uses. */
export const contactCardsFor = (contact: ContactChannels): ContactCard[] => [
  {
    title: 'Email Us',
    value: contact.email,
    detail: 'We reply to every message within 2-4 hours during business hours.',
    icon: 'Mail',
    href: mailtoUrl(contact.email),
  },
  {
    title: 'WhatsApp',
    value: contact.whatsapp,
    detail: 'Message us Mon-Fri 9AM-6PM EST for quick questions and bookings.',
    icon: 'MessageCircle',
    href: whatsappUrl(contact.whatsapp),
  },
  {
    title: 'Location',
    value: 'Toronto, Ontario',
    detail: 'Serving the entire GTA, from Hamilton and Burlington to Markham and Richmond Hill.',
    icon: 'MapPin',
  },
];

/** External links (wa.me and mailto), unlike the site paths Cta usually carries. */
export const contactCtasFor = (contact: ContactChannels): [Cta, Cta] => [
  { text: 'Message us on WhatsApp', href: whatsappUrl(contact.whatsapp), variant: 'primary' },
  { text: 'Send an Email', href: mailtoUrl(contact.email), variant: 'secondary' },
];
