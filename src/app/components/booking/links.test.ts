// The WhatsApp and mailto links: whatever the visitor writes, the link decodes back to it; a message too long for
// a link is shortened in its free text, between graphemes, and every link stays within its channel's limit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serviceSlugs } from '#shared/catalog';
import { loadAllServicePages } from '#content/services/load';
import { addOns, MAX_ADDRESS, MAX_NOTE, messageCopy } from '#content/booking';
import { defaultContact, mailtoUrl, site, whatsappUrl } from '#content/site';
import { bookingServices } from './options';
import { cleanText, composeMessage, composeSubject, emptyQuote, graphemes, summarize, type Quote } from './quote';
import { LINK_LIMITS, messageLinks } from './links';

const services = bookingServices(await loadAllServicePages());
const ELLIPSIS = messageCopy.shortenedMark;

const waText = (href: string) => {
  const url = new URL(href);
  expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('https://wa.me/14165550148');
  return url.searchParams.get('text')!;
};
const mailParts = (href: string) => {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(defaultContact.email);
  // RFC 6068: spaces are %20 (a "+" would stay a plus sign in a mail client) and line breaks CRLF.
  expect(href).not.toMatch(/\+|%0A(?<!%0D%0A)/);
  const body = url.searchParams.get('body')!;
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return { subject: url.searchParams.get('subject')!, body: body.replace(/\r\n/g, '\n') };
};

const wellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
const boundaries = (text: string) => {
  const out = new Set([0]);
  let at = 0;
  for (const g of graphemes(text)) out.add((at += g.length));
  return out;
};

/** The note as the message carries it: either whole, or a grapheme prefix of it plus an ellipsis. */
function checkNote(decoded: string, summaryNote: string, shortened: boolean) {
  expect(wellFormed(decoded)).toBe(true);
  if (!summaryNote) return;
  const at = decoded.indexOf('\nNote: ');
  if (!shortened) {
    expect(decoded.slice(at + '\nNote: '.length)).toBe(summaryNote);
    return;
  }
  if (at < 0) return; // Dropped entirely: not even an ellipsis fits.
  const carried = decoded.slice(at + '\nNote: '.length);
  expect(carried.endsWith(ELLIPSIS)).toBe(true);
  const prefix = carried.slice(0, -ELLIPSIS.length);
  expect(summaryNote.startsWith(prefix)).toBe(true);
  expect(boundaries(summaryNote).has(prefix.length)).toBe(true);
}

// Any text a visitor might type or paste: lone surrogates, combining marks, emoji sequences, RTL, controls, CRLF.
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({
      unit: fc.constantFrom('a', ' ', '\n', '\r\n', '&', '#', '+', '%', '=', '?', 'é', 'e\u0301', '👍🏽', '👨‍👩‍👧', '中', 'ש', '\u0000'),
      maxLength,
    }),
  );

const quoteArb = fc.record({
  services: fc.subarray([...serviceSlugs]),
  addOns: fc.subarray(addOns.map((a) => a.id)),
  address: anyText(80),
  note: fc.oneof(anyText(120), anyText(MAX_NOTE)),
});

describe('message links', () => {
  it('decode back to the note, or to a prefix of it cut between graphemes, and stay within each limit', () => {
    fc.assert(
      fc.property(quoteArb, ({ address, note, ...choices }) => {
        const quote: Quote = {
          ...emptyQuote,
          ...choices,
          address: cleanText(address, MAX_ADDRESS, { singleLine: true }),
          note: cleanText(note, MAX_NOTE),
        };
        const summary = summarize(quote, services);
        const links = messageLinks(summary, defaultContact);
        expect(links.whatsapp.href.length).toBeLessThanOrEqual(LINK_LIMITS.whatsapp);
        expect(links.email.href.length).toBeLessThanOrEqual(LINK_LIMITS.email);

        const wa = waText(links.whatsapp.href);
        const mail = mailParts(links.email.href);
        checkNote(wa, summary.note ?? '', links.whatsapp.shortened);
        checkNote(mail.body, summary.note ?? '', links.email.shortened);
        expect(mail.subject).toBe(composeSubject(summary));
        if (!links.whatsapp.shortened) expect(wa).toBe(composeMessage(summary));
        if (!links.email.shortened) expect(mail.body).toBe(composeMessage(summary));
        // Everything but the free text always arrives whole.
        for (const line of summary.services) {
          expect(wa).toContain(line.name);
          expect(mail.body).toContain(line.name);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('carry the note exactly: a short note with every awkward character round-trips', () => {
    const note = 'Lockbox #12 & gate code 4+4=8 (50% done)?\nPets: 🐕‍🦺, café, שלום, e\u0301';
    const summary = summarize({ ...emptyQuote, services: ['drone'], note }, services);
    const links = messageLinks(summary, defaultContact);
    expect(links.whatsapp.shortened).toBe(false);
    expect(waText(links.whatsapp.href)).toContain(`Note: ${note}`);
    expect(mailParts(links.email.href).body).toContain(`Note: ${note}`);
  });

  it('shorten the worst case (every service and add-on, the longest address and note) without losing a choice', () => {
    const longest = (slug: (typeof serviceSlugs)[number]) =>
      services
        .find((s) => s.slug === slug)!
        .packages.reduce<string | undefined>((a, p) => (!a || p.title.length > a.length ? p.id : a), undefined);
    const packages: Quote['packages'] = {};
    for (const slug of serviceSlugs) {
      const id = longest(slug);
      if (id) packages[slug] = id;
    }
    const quote: Quote = {
      ...emptyQuote,
      services: [...serviceSlugs],
      packages,
      addOns: addOns.map((a) => a.id),
      type: 'commercial',
      size: '2500-5000',
      city: 'richmond-hill',
      address: cleanText('🏠'.repeat(MAX_ADDRESS), MAX_ADDRESS),
      note: cleanText('👨‍👩‍👧‍👦'.repeat(MAX_NOTE), MAX_NOTE),
      dates: ['2031-01-01', '2031-01-02'],
    };
    const summary = summarize(quote, services, '2030-12-01');
    const links = messageLinks(summary, defaultContact);
    for (const [link, limit] of [
      [links.whatsapp, LINK_LIMITS.whatsapp],
      [links.email, LINK_LIMITS.email],
    ] as const) {
      expect(link.shortened).toBe(true);
      expect(link.href.length).toBeLessThanOrEqual(limit);
      const text = link === links.whatsapp ? waText(link.href) : mailParts(link.href).body;
      // Not the generic fallback: the choices are all there, the city too.
      for (const line of summary.services) expect(text).toContain(line.name);
      expect(text).toContain('Richmond Hill');
      expect(text).toContain('Preferred dates: Wednesday, January 1, 2031 or Thursday, January 2, 2031');
    }
    // The full text is still there to copy.
    expect(links.text).toContain(summary.note);
  });

  it('send the site’s greeting when nothing is chosen, as the contact page’s buttons do', () => {
    const links = messageLinks(summarize(emptyQuote, services), defaultContact);
    expect(links.whatsapp.href).toBe(whatsappUrl(site.phone));
    expect(mailParts(links.email.href)).toEqual({ subject: messageCopy.genericSubject, body: messageCopy.generic });
  });

  it('go to the configured number and address', () => {
    const links = messageLinks(summarize(emptyQuote, services), { whatsapp: '+44 20 7946 0958', email: 'bookings@example.org' });
    expect(links.whatsapp.href.startsWith('https://wa.me/442079460958?text=')).toBe(true);
    expect(links.email.href.startsWith('mailto:bookings@example.org?subject=')).toBe(true);
    expect(whatsappUrl('+1 (416) 555-0148', 'a b')).toBe('https://wa.me/14165550148?text=a%20b');
    expect(mailtoUrl('info@northframe.ca')).toBe('mailto:info@northframe.ca');
  });
});
