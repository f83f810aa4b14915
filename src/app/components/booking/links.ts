// The two ways a request leaves the page: a wa.me link and a mailto link, both carrying the message. Links are kept
// within what WhatsApp and mail clients reliably accept; a message too long for that is shortened in its free
// text (the note first, then the address), between two graphemes, never mid-character.
import { mailtoUrl, whatsappUrl, type ContactChannels } from '#content/site';
import { messageCopy } from '#content/booking';
import { composeMessage, composeSubject, graphemes, type FreeText, type Summary } from './quote';

/**
 * Longest link each channel gets. Mail clients on Windows (Outlook and the system's URL handler) drop or truncate
 * mailto links past about 2,000 characters; wa.me has no published limit, so it gets the same, safe figure.
 */
export const LINK_LIMITS = { whatsapp: 2000, email: 2000 } as const;

export interface MessageLink {
  href: string;
  /** True when the free text was shortened to fit. */
  shortened: boolean;
}

/**
 * The link `build` makes from the free text, shortened until it is at most `limit` characters long. Each field is
 * cut to its longest grapheme prefix that fits, marked with an ellipsis; when even the structured part is too long,
 * the `fallback` link (the generic message) is used.
 */
export function fitLink(build: (text: FreeText) => string, text: FreeText, limit: number, fallback: string): MessageLink {
  const whole = build(text);
  if (whole.length <= limit) return { href: whole, shortened: false };
  let current = text;
  for (const key of ['note', 'address'] as const) {
    if (!current[key]) continue;
    const parts = graphemes(current[key]);
    const attempt = (count: number) => build({ ...current, [key]: parts.slice(0, count).join('') + messageCopy.shortenedMark });
    if (attempt(0).length > limit) {
      current = { ...current, [key]: '' };
      if (build(current).length <= limit) return { href: build(current), shortened: true };
      continue;
    }
    // The largest count of graphemes that fits: attempt(0) fits, attempt(parts.length) cannot (the whole did not).
    let lo = 0;
    let hi = parts.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (attempt(mid).length <= limit) lo = mid;
      else hi = mid - 1;
    }
    return { href: attempt(lo), shortened: true };
  }
  return { href: fallback, shortened: true };
}

export interface MessageLinks {
  /** The whole message, never shortened (what "Copy the message" copies). */
  text: string;
  subject: string;
  whatsapp: MessageLink;
  email: MessageLink;
}

export function messageLinks(summary: Summary, contact: ContactChannels, limits = LINK_LIMITS): MessageLinks {
  const free: FreeText = { note: summary.note ?? '', address: summary.street ?? '' };
  const subject = composeSubject(summary);
  return {
    text: composeMessage(summary),
    subject,
    whatsapp: fitLink(
      (t) => whatsappUrl(contact.whatsapp, composeMessage(summary, t)),
      free,
      limits.whatsapp,
      whatsappUrl(contact.whatsapp, messageCopy.generic),
    ),
    email: fitLink(
      (t) => mailtoUrl(contact.email, { subject, body: composeMessage(summary, t) }),
      free,
      limits.email,
      mailtoUrl(contact.email, { subject: messageCopy.genericSubject, body: messageCopy.generic }),
    ),
  };
}
