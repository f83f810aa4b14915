// Copy for the Contact page (/contact). There is no form: visitors reach us by WhatsApp or e-mail, so the real
// addresses come from site.ts (or the deployment's CONTACT_* settings) and never get retyped here.
import { contactCardsFor, contactCtasFor, type ContactCard } from './contact-channels';
import { defaultContact, site } from './site';
import type { Cta, PageHero, SeoFields } from './types';

export const seo: SeoFields = {
  title: 'Contact Northframe Media | Book a Toronto Real Estate Shoot',
  description: `Book listing photography, video, drone or a 3D tour anywhere in the GTA. E-mail ${site.email} (reply within 2-4 hours) or WhatsApp us Mon-Fri 9AM-6PM EST.`,
  keywords: [
    'book real estate photographer Toronto',
    'contact Northframe Media',
    'real estate photography quote GTA',
    'listing photos Toronto booking',
  ],
};

export const hero: PageHero = {
  title: "Let's Create Together",
  subtitle: 'Get in Touch',
  description:
    'Tell us about your next listing and we will plan the shoot, quote the package and hold a date — usually within a few hours.',
  image: 'leslieville-semi-elevated',
  heroKey: 'contact',
};

export const contactCards: ContactCard[] = contactCardsFor(defaultContact);

export const businessHours = {
  heading: 'Business Hours',
  rows: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', hours: 'By appointment' },
    { days: 'Sunday', hours: 'By appointment' },
  ],
  note: 'Weekend and early-morning shoots are available by appointment — ideal for occupied homes and sunrise exteriors.',
} as const;

export type SocialNetwork = 'youtube' | 'facebook' | 'instagram';

/** lucide-react 1.x ships no brand marks, so the page draws its own icon per `network`. */
export interface SocialLink {
  network: SocialNetwork;
  label: string;
  description: string;
  href: string;
}

export const socialSection = {
  heading: 'Follow Our Work',
  intro: 'See recent shoots, property tours and behind-the-scenes videos.',
} as const;

export const socialLinks: SocialLink[] = [
  {
    network: 'youtube',
    label: 'YouTube channel',
    description: `Property tours and how-to videos for our ${site.stats.subscribers} subscribers.`,
    href: site.social.youtube,
  },
  {
    network: 'facebook',
    label: 'Facebook',
    description: 'New listings, client features and studio news.',
    href: site.social.facebook,
  },
  {
    network: 'instagram',
    label: 'Instagram',
    description: "Our favourite frames from this week's shoots.",
    href: site.social.instagram,
  },
];

export const contactCtaSection = {
  heading: 'Ready to book your shoot?',
  text: 'Most shoots are booked 48-72 hours ahead. Send us the details and we will confirm a time that works for you and your sellers.',
} as const;

export const contactCtas: [Cta, Cta] = contactCtasFor(defaultContact);

export const messageChecklist = {
  heading: 'What to include in your message',
  items: [
    'The property address, unit number and approximate square footage',
    'Your listing date and any open-house or photo deadline',
    'The services you need — photography, video, drone, 3D tour or editing',
    'Access notes: lockbox code, parking, pets, or whether the home is occupied',
  ],
} as const;
