// The quote builder's state and what it says: parsed from and written to the URL, summarised for the page and
// composed into the message. Pure functions, no React and no browser, so the unit tests drive them directly.
import { cities, type CitySlug, type ServiceSlug } from '#shared/catalog';
import { torontoIsoDate } from '#shared/toronto-date';
import {
  addOns,
  bookingCopy,
  LEAD_HOURS,
  MAX_ADDRESS,
  messageCopy,
  propertySizes,
  propertyTypes,
  RUSH_HOURS,
  type AddOnId,
  type PropertySizeId,
  type PropertyTypeId,
} from '#content/booking';
import type { BookingService } from './options';

export interface Quote {
  /** In registry order. */
  services: ServiceSlug[];
  /** The package chosen for a service, by package id; a service may have none chosen. */
  packages: Partial<Record<ServiceSlug, string>>;
  addOns: AddOnId[];
  type?: PropertyTypeId;
  size?: PropertySizeId;
  address: string;
  city?: CitySlug;
  /** First and second choice, 'YYYY-MM-DD' or ''. */
  dates: [string, string];
  note: string;
}

export const emptyQuote: Quote = { services: [], packages: {}, addOns: [], address: '', dates: ['', ''], note: '' };

// ---------------------------------------------------------------------------------------------------------------
// Text hygiene: whatever arrives (typed, pasted or from a URL) is well-formed UTF-16, without control characters
// other than newlines and tabs, and no longer than its field allows, cut between graphemes.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// Intl objects are made on first use: the first one a tab makes starts ICU (src/shared/toronto-date.ts).
let segmenter: Intl.Segmenter | undefined;

/** The text as a list of user-perceived characters (an emoji with its modifiers is one). */
export const graphemes = (text: string): string[] =>
  Array.from((segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text), (s) => s.segment);

/** The longest prefix of `text` within `max` UTF-16 units that ends between two graphemes. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const g of graphemes(text)) {
    if (out.length + g.length > max) break;
    out += g;
  }
  return out;
}

export function cleanText(value: string, max: number, { singleLine = false } = {}): string {
  let text = value.replace(LONE_SURROGATE, '\uFFFD').replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (singleLine) text = text.replace(/[\n\t]/g, ' ');
  return cutAt(text, max);
}

// ---------------------------------------------------------------------------------------------------------------
// The URL: ?service=drone&package=drone.aerial-video&city=mississauga from a page's "Book" button, and the whole
// state after #quote? once the visitor chooses (a fragment never reaches the server), except the note, which stays
// in the page (note-state.ts).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((a) => a === value);

/** The preselection a "Book" or "Get a Quote" link may carry in its query. */
export function parsePreselection(params: URLSearchParams, services: readonly BookingService[]): Quote {
  return parseQuote(params, services, ['service', 'package', 'city']);
}

export function parseQuote(
  params: URLSearchParams,
  services: readonly BookingService[],
  // Never the note: it stays in the page (note-state.ts), and a crafted link cannot put words in it.
  keys: readonly string[] = ['service', 'package', 'addon', 'type', 'size', 'address', 'city', 'date', 'date2'],
): Quote {
  const get = (key: string) => (keys.includes(key) ? params.get(key) : null);
  const all = (key: string) => (keys.includes(key) ? params.getAll(key) : []);
  const wanted = new Set(all('service'));
  const chosen = services.filter((s) => wanted.has(s.slug));
  const packages: Quote['packages'] = {};
  for (const value of all('package')) {
    const [service, id] = value.split('.', 2);
    const row = chosen.find((s) => s.slug === service);
    if (row && row.packages.some((p) => p.id === id)) packages[row.slug] = id;
  }
  const addOnIds = new Set(all('addon'));
  const date = (key: string) => {
    const value = get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    services: chosen.map((s) => s.slug),
    packages,
    addOns: addOns.filter((a) => addOnIds.has(a.id)).map((a) => a.id),
    type: oneOf(
      get('type'),
      propertyTypes.map((t) => t.id),
    ),
    size: oneOf(
      get('size'),
      propertySizes.map((t) => t.id),
    ),
    address: cleanText(get('address') ?? '', MAX_ADDRESS, { singleLine: true }),
    city: oneOf(
      get('city'),
      cities.map((c) => c.slug),
    ),
    dates: [date('date'), date('date2')],
    note: '',
  };
}

export function serializeQuote(quote: Quote): string {
  const params = new URLSearchParams();
  for (const service of quote.services) params.append('service', service);
  for (const service of quote.services) {
    const id = quote.packages[service];
    if (id) params.append('package', `${service}.${id}`);
  }
  for (const id of quote.addOns) params.append('addon', id);
  if (quote.type) params.set('type', quote.type);
  if (quote.size) params.set('size', quote.size);
  if (quote.address) params.set('address', quote.address);
  if (quote.city) params.set('city', quote.city);
  if (quote.dates[0]) params.set('date', quote.dates[0]);
  if (quote.dates[1]) params.set('date2', quote.dates[1]);
  return params.toString();
}

// ---------------------------------------------------------------------------------------------------------------
// Dates: the earliest bookable day is the day in Toronto 48 hours from now.

export function earliestDate(now: Date): string {
  return torontoIsoDate(now.getTime() + LEAD_HOURS * 3_600_000);
}

const realDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export type DateProblem = 'invalid' | 'too-soon';

/** Undefined for an empty or acceptable date. Without `earliest` (on the server) only the format is checked. */
export function dateProblem(value: string, earliest?: string): DateProblem | undefined {
  if (!value) return undefined;
  if (!realDate(value)) return 'invalid';
  if (earliest && value < earliest) return 'too-soon';
  return undefined;
}

let longDate: Intl.DateTimeFormat | undefined;

export function formatDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  longDate ??= new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDate.format(Date.UTC(y, m - 1, d));
}

// ---------------------------------------------------------------------------------------------------------------
// The summary: what the page shows and what the message says, from the same rows.

export interface ServiceLine {
  slug: ServiceSlug;
  /** The service's name: "Drone". */
  label: string;
  /** "Drone: Aerial Photo + Video", or "Drone" without a package. */
  name: string;
  /** A stated price, "custom quote" or "price depends on the package". */
  price: string;
  turnaround: string;
}

export interface Summary {
  empty: boolean;
  services: ServiceLine[];
  /** "Twilight exteriors", "Virtual staging (24-48 hours)". */
  addOns: string[];
  property?: string;
  /** What the visitor typed (trimmed): the part of the address a message may shorten. */
  street?: string;
  cityName?: string;
  /** Street and city together, as the page shows them. */
  address?: string;
  dates: string[];
  note?: string;
}

/** Rough hours of a stated figure, to order them: "3-5 business days" -> 72. */
function hoursOf(figure: string): number {
  const n = Number(/\d+/.exec(figure)?.[0] ?? 0);
  if (/week/.test(figure)) return n * 168;
  if (/day/.test(figure)) return n * 24;
  return n;
}

function serviceTurnaround(service: BookingService): string {
  const figures = [...new Set(service.packages.map((p) => p.turnaround).filter((t): t is string => Boolean(t)))];
  if (figures.length === 0) return bookingCopy.summary.turnaroundUnknown;
  if (figures.length === 1) return `usually ${figures[0]}`;
  const sorted = figures.sort((a, b) => hoursOf(a) - hoursOf(b));
  return `${sorted[0]} to ${sorted.at(-1)}, by package`;
}

export function summarize(quote: Quote, services: readonly BookingService[], earliest?: string): Summary {
  const rush = quote.addOns.includes('rush');
  const lines: ServiceLine[] = [];
  for (const slug of quote.services) {
    const service = services.find((s) => s.slug === slug);
    if (!service) continue;
    const pkg = service.packages.find((p) => p.id === quote.packages[slug]);
    const standard = pkg ? (pkg.turnaround ?? bookingCopy.summary.turnaroundUnknown) : serviceTurnaround(service);
    const rushNote = pkg?.rush ? `rush from ${pkg.rush}` : `rush ${RUSH_HOURS} h requested`;
    lines.push({
      slug,
      label: service.label,
      name: pkg ? `${service.label}: ${pkg.title}` : service.label,
      price:
        pkg?.price ??
        (!pkg && service.packages.some((p) => p.price) ? bookingCopy.summary.pricedByPackage : bookingCopy.summary.customQuote),
      turnaround: rush ? `${standard}; ${rushNote}` : standard,
    });
  }

  const addOnNames = quote.addOns.map((id) => {
    const addOn = addOns.find((a) => a.id === id)!;
    const source = addOn.source && services.find((s) => s.slug === addOn.source!.service);
    const turnaround = source?.packages.find((p) => p.title === addOn.source!.package)?.turnaround;
    return turnaround ? `${addOn.label} (${turnaround})` : addOn.label;
  });

  const type = propertyTypes.find((t) => t.id === quote.type)?.label;
  const size = propertySizes.find((s) => s.id === quote.size)?.label;
  const city = cities.find((c) => c.slug === quote.city)?.name;
  const address = [quote.address.trim(), city].filter(Boolean).join(', ');
  const dates = quote.dates.filter((d) => d && !dateProblem(d, earliest)).map(formatDate);
  const note = quote.note.trim();

  const summary: Summary = {
    empty: false,
    services: lines,
    addOns: addOnNames,
    ...(type || size ? { property: [type, size && (type ? `about ${size}` : `About ${size}`)].filter(Boolean).join(', ') } : {}),
    ...(quote.address.trim() && { street: quote.address.trim() }),
    ...(city && { cityName: city }),
    ...(address && { address }),
    dates,
    ...(note && { note }),
  };
  summary.empty = !lines.length && !addOnNames.length && !summary.property && !summary.address && !dates.length && !summary.note;
  return summary;
}

/** The free-text parts the message may shorten to fit a link, longest-lived last. */
export interface FreeText {
  note: string;
  address: string;
}

/** The message, given the (possibly shortened) free text. With nothing chosen, the site's generic greeting. */
export function composeMessage(summary: Summary, text: FreeText = { note: summary.note ?? '', address: summary.street ?? '' }): string {
  if (summary.empty) return messageCopy.generic;
  const l = messageCopy.labels;
  const lines: string[] = [messageCopy.greeting, ''];
  if (summary.services.length) {
    lines.push(`${l.services}:`);
    for (const s of summary.services) lines.push(`- ${s.name} (${s.price}; turnaround ${s.turnaround})`);
  }
  if (summary.addOns.length) lines.push(`${l.addOns}: ${summary.addOns.join('; ')}`);
  if (summary.property) lines.push(`${l.property}: ${summary.property}`);
  const address = [text.address, summary.cityName].filter(Boolean).join(', ');
  if (address) lines.push(`${l.address}: ${address}`);
  if (summary.dates.length) lines.push(`${l.dates}: ${summary.dates.join(' or ')}`);
  if (text.note) lines.push(`${l.note}: ${text.note}`);
  return lines.join('\n');
}

export function composeSubject(summary: Summary): string {
  if (summary.empty) return messageCopy.genericSubject;
  const names = summary.services.map((s) => s.label);
  return [messageCopy.subject, names.length ? `: ${names.join(', ')}` : '', summary.cityName ? ` in ${summary.cityName}` : ''].join('');
}
