// The quote builder on /contact: its copy and its own options (add-ons, property types and sizes). The services,
// their packages, turnaround figures and prices are not written here: the builder reads them from the service
// pages' own content (src/app/components/booking/options.ts), so it never states a figure those pages do not.
import type { ServiceSlug } from '#shared/catalog';
import { site } from './site';

export type AddOnId = 'twilight' | 'floor-plans' | 'virtual-staging' | 'rush';

export interface AddOn {
  id: AddOnId;
  label: string;
  hint: string;
  /** The package that sells this on its own, whose stated turnaround the summary repeats. */
  source?: { service: ServiceSlug; package: string };
}

export const addOns: readonly AddOn[] = [
  {
    id: 'twilight',
    label: 'Twilight exteriors',
    hint: 'Blue-hour frames for the lead image',
    source: { service: 'photography', package: 'Twilight Exteriors' },
  },
  {
    id: 'floor-plans',
    label: 'Floor plans',
    hint: 'Measured schematic plans for every level',
    source: { service: 'matterport', package: 'Tour + Floor Plans' },
  },
  {
    id: 'virtual-staging',
    label: 'Virtual staging',
    hint: 'Empty rooms furnished in post',
    source: { service: 'ai-services', package: 'AI Virtual Staging' },
  },
  { id: 'rush', label: 'Rush 24 h delivery', hint: 'Files back within 24 hours where the service allows it' },
];

export const RUSH_HOURS = 24;

export const propertyTypes = [
  { id: 'condo', label: 'Condo apartment' },
  { id: 'townhouse', label: 'Townhouse' },
  { id: 'semi', label: 'Semi-detached' },
  { id: 'detached', label: 'Detached house' },
  { id: 'estate', label: 'Luxury estate' },
  { id: 'commercial', label: 'Commercial or multi-unit' },
  { id: 'land', label: 'Land or lot' },
] as const;

export const propertySizes = [
  { id: 'under-1000', label: 'Under 1,000 sq ft' },
  { id: '1000-2500', label: '1,000–2,500 sq ft' },
  { id: '2500-5000', label: '2,500–5,000 sq ft' },
  { id: 'over-5000', label: 'Over 5,000 sq ft' },
] as const;

export type PropertyTypeId = (typeof propertyTypes)[number]['id'];
export type PropertySizeId = (typeof propertySizes)[number]['id'];

/** Shoots are booked at least this far ahead (the contact page's "booked 48-72 hours ahead"). */
export const LEAD_HOURS = 48;

/** Longest address and note the builder keeps; a longer one (say, pasted into the URL) is cut. */
export const MAX_ADDRESS = 200;
export const MAX_NOTE = 1500;

export const bookingCopy = {
  eyebrow: 'Quote builder',
  heading: 'Build Your Quote',
  intro:
    'Pick the services, the property and a date, and we will write the message for you. It is sent from your own WhatsApp or e-mail: nothing is stored on this site.',
  noScript:
    'JavaScript is off, so the choices cannot be made here. The buttons below still open WhatsApp or your e-mail with a message to start from; add the details from the checklist above.',
  groups: {
    services: { legend: 'Services', hint: 'Choose one or more.' },
    addOns: { legend: 'Add-ons' },
    property: { legend: 'The property', type: 'Property type', size: 'Approximate size', choose: 'Choose…' },
    location: {
      legend: 'Location',
      address: 'Address or neighbourhood',
      addressHint: 'A street address, or just the neighbourhood for now.',
      city: 'City',
    },
    dates: { legend: 'Preferred dates', first: 'First choice', second: 'Second choice (optional)' },
    note: { legend: 'Anything else?', label: 'Note', hint: 'Access, deadlines, pets, occupied home…' },
  },
  packageLabel: (service: string) => `${service} package`,
  packageAny: 'Not sure yet: help me choose',
  summary: {
    heading: 'Your request',
    empty: 'Choose a service to start. Your summary appears here as you go.',
    customQuote: 'custom quote',
    pricedByPackage: 'price depends on the package',
    turnaroundUnknown: 'confirmed with your quote',
    send: 'Send it from your own app: the message opens pre-filled, and you can edit it before sending.',
    whatsapp: 'Send by WhatsApp',
    email: 'Send by e-mail',
    copy: 'Copy the message',
    copied: 'Message copied',
    copyFailed: 'This browser would not copy the message: select the summary and copy it instead.',
    reset: 'Start over',
    shortened: 'Your note is longer than a message link can carry, so the link holds the first part. Copy the message to send all of it.',
  },
  dateHint: (earliest: string) => `At least ${LEAD_HOURS} hours ahead: ${earliest} or later.`,
  dateTooSoon: (earliest: string) => `Please choose ${earliest} or later: we book shoots at least ${LEAD_HOURS} hours ahead.`,
  dateInvalid: 'Please enter a date as year, month and day.',
} as const;

/** The opening line of every message, and the whole message when nothing is chosen. */
export const messageCopy = {
  greeting: "Hi Northframe Media, I'd like a quote for a listing.",
  generic: site.whatsappMessage,
  subject: 'Quote request',
  genericSubject: 'Booking a shoot',
  labels: {
    services: 'Services',
    addOns: 'Add-ons',
    property: 'Property',
    address: 'Address',
    dates: 'Preferred dates',
    note: 'Note',
  },
  shortenedMark: '…',
} as const;
