// The quote builder's model: its options follow the service pages, its state survives the URL, and its summary
// says in plain words what was chosen, with the turnaround and price the service pages state and nothing else.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalog, cities, serviceSlugs } from '#shared/catalog';
import { loadAllServicePages } from '#content/services/load';
import { addOns, MAX_ADDRESS, MAX_NOTE, propertySizes, propertyTypes } from '#content/booking';
import { site } from '#content/site';
import { bookingServices, statedTurnaround } from './options';
import { pageBookingContext, quoteHref } from './contact-link';
import { packageId } from './package-id';
import {
  cleanText,
  composeMessage,
  composeSubject,
  dateProblem,
  earliestDate,
  emptyQuote,
  graphemes,
  parsePreselection,
  parseQuote,
  serializeQuote,
  summarize,
  type Quote,
} from './quote';
import { quoteFromUrl, urlForQuote } from './url-state';

const pages = await loadAllServicePages();
const services = bookingServices(pages);
const service = (slug: string) => services.find((s) => s.slug === slug)!;

describe('options from the service pages', () => {
  it('has one service per registry row, in registry order, with each page’s packages', () => {
    expect(services.map((s) => s.slug)).toEqual(serviceSlugs);
    expect(services.map((s) => s.label)).toEqual(catalog.map((row) => row.label));
    for (const page of pages) expect(service(page.slug).packages.map((p) => p.title)).toEqual(page.packages.map((p) => p.title));
  });

  it('gives every package a distinct id', () => {
    for (const s of services) expect(new Set(s.packages.map((p) => p.id)).size).toBe(s.packages.length);
  });

  it('reads the turnaround each package states, in its own words', () => {
    expect(statedTurnaround(['Delivered in 48-72 business hours'])).toBe('48-72 business hours');
    expect(statedTurnaround(['Tour live in 24-48 hours, rush for an extra fee'])).toBe('24-48 hours');
    expect(statedTurnaround(['12-hour turnaround'])).toBe('12 hours');
    expect(statedTurnaround(['Built and published in 12-20 weeks'])).toBe('12-20 weeks');
    expect(statedTurnaround(['Flown only in winds under 15 mph'])).toBeUndefined();
    expect(service('drone').packages.find((p) => p.title === 'Aerial Video')?.turnaround).toBe('48-72 business hours');
    expect(
      service('editing')
        .packages.map((p) => p.turnaround)
        .slice(0, 3),
    ).toEqual(['24 hours', '12 hours', '6 hours']);
    expect(service('video').packages.find((p) => p.title === 'Social Reels Pack')?.rush).toBe('72 hours');
  });

  it('states a figure only where the page does: every turnaround and price appears in that package’s own text', () => {
    for (const page of pages) {
      for (const pkg of page.packages) {
        const option = service(page.slug).packages.find((p) => p.title === pkg.title)!;
        const text = pkg.features.join(' ');
        if (option.turnaround) expect(text).toMatch(new RegExp(option.turnaround.split(' ')[0]!));
        expect(option.price).toBe(pkg.price);
      }
    }
    // Prices are published for website packages only.
    expect(services.filter((s) => s.packages.some((p) => p.price)).map((s) => s.slug)).toEqual(['website']);
  });

  it('ties each add-on to a package that exists', () => {
    for (const addOn of addOns.filter((a) => a.source)) {
      expect(service(addOn.source!.service).packages.map((p) => p.title)).toContain(addOn.source!.package);
    }
  });
});

describe('the URL', () => {
  const quoteArb: fc.Arbitrary<Quote> = fc
    .record({
      services: fc.subarray([...serviceSlugs]),
      addOns: fc.subarray(addOns.map((a) => a.id)),
      type: fc.option(fc.constantFrom(...propertyTypes.map((t) => t.id)), { nil: undefined }),
      size: fc.option(fc.constantFrom(...propertySizes.map((t) => t.id)), { nil: undefined }),
      address: fc.string({ unit: 'grapheme', maxLength: 60 }),
      city: fc.option(fc.constantFrom(...cities.map((c) => c.slug)), { nil: undefined }),
      dates: fc.tuple(fc.constantFrom('', '2031-02-03', '2031-12-31'), fc.constantFrom('', '2031-02-04')),
      note: fc.string({ unit: 'grapheme', maxLength: 200 }),
      pick: fc.nat(),
    })
    .map(({ pick, address, note, ...q }) => {
      const packages: Quote['packages'] = {};
      for (const slug of q.services) {
        const options = service(slug).packages;
        if (options.length && pick % 3) packages[slug] = options[(pick + slug.length) % options.length]!.id;
      }
      return {
        ...q,
        packages,
        address: cleanText(address, MAX_ADDRESS, { singleLine: true }),
        note: cleanText(note, MAX_NOTE),
      };
    });

  it('holds any choice but the note through serialise and parse, the address byte for byte; the note never enters the URL', () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const inUrl = { ...quote, note: '' };
        expect(parseQuote(new URLSearchParams(serializeQuote(quote)), services)).toEqual(inUrl);
        expect(quoteFromUrl(urlForQuote(quote, '?utm_source=x&service=drone'), services)).toEqual(inUrl);
        expect(new URLSearchParams(serializeQuote(quote)).has('note')).toBe(false);
      }),
    );
  });

  it('takes no note from a link: a crafted #quote?note= cannot put words in the realtor’s message', () => {
    expect(quoteFromUrl('#quote?service=drone&note=Send+the+lockbox+code', services)).toEqual({ ...emptyQuote, services: ['drone'] });
  });

  it('keeps unrelated query parameters and drops the preselection once the state moves to the fragment', () => {
    expect(urlForQuote({ ...emptyQuote, services: ['drone'] }, '?service=drone&utm_source=x')).toBe('?utm_source=x#quote?service=drone');
    expect(urlForQuote(emptyQuote, '?service=drone')).toBe('#quote');
  });

  it('ignores what it does not know: unknown services, packages, cities, add-ons and malformed dates', () => {
    const quote = parseQuote(
      new URLSearchParams(
        'service=drone&service=toString&service=__proto__&package=drone.nope&package=video.listing-walkthrough&addon=spa&city=paris&type=castle&date=2031-2-3&date2=tomorrow',
      ),
      services,
    );
    expect(quote).toEqual({ ...emptyQuote, services: ['drone'] });
  });

  it('cuts an over-long note or address between graphemes', () => {
    const family = '👨‍👩‍👧‍👦';
    const note = cleanText(family.repeat(400), MAX_NOTE);
    expect(note.length).toBeLessThanOrEqual(MAX_NOTE);
    expect(graphemes(note).every((g) => g === family)).toBe(true);
    const quote = parseQuote(new URLSearchParams({ address: 'a\nb'.repeat(200) }), services);
    expect(quote.address).not.toContain('\n');
    expect(quote.address.length).toBeLessThanOrEqual(MAX_ADDRESS);
  });

  it('reads a Book button’s query (service, package, city) and nothing else from it', () => {
    const pre = parsePreselection(
      new URLSearchParams('service=drone&package=drone.aerial-video&city=mississauga&note=hello&addon=rush'),
      services,
    );
    expect(pre).toEqual({ ...emptyQuote, services: ['drone'], packages: { drone: 'aerial-video' }, city: 'mississauga' });
    // The fragment's state wins over the query once there is one.
    expect(quoteFromUrl('?service=drone#quote?service=video', services).services).toEqual(['video']);
    expect(quoteFromUrl('?service=drone#quote', services).services).toEqual(['drone']);
  });
});

describe('Book buttons', () => {
  it('preselect the page’s service, its portfolio’s service, the alias’s service or the city', () => {
    expect(pageBookingContext('/services/drone')).toEqual({ service: 'drone' });
    expect(pageBookingContext('/services/automation')).toEqual({ service: 'ai-services' });
    expect(pageBookingContext('/portfolio/website-design')).toEqual({ service: 'website' });
    expect(pageBookingContext('/service-areas/mississauga')).toEqual({ city: 'mississauga' });
    for (const path of ['/', '/services', '/services/all', '/services/nope', '/portfolio', '/contact', '/service-areas/paris'])
      expect(pageBookingContext(path)).toEqual({});
  });

  it('write links the builder reads back', () => {
    for (const row of services) {
      const pkg = row.packages[0];
      const href = quoteHref({ service: row.slug, ...(pkg && { packageId: packageId(pkg.title) }) });
      expect(href).toMatch(/^\/contact\?service=[a-z-]+(&package=[a-z-]+\.[a-z0-9-]+)?#quote$/);
      const url = new URL(href, 'http://x');
      const quote = quoteFromUrl(url.search + url.hash, services);
      expect(quote.services).toEqual([row.slug]);
      if (pkg) expect(quote.packages[row.slug]).toBe(pkg.id);
    }
    expect(quoteHref({ city: 'mississauga' })).toBe('/contact?city=mississauga#quote');
  });
});

describe('dates', () => {
  it('starts 48 hours ahead, as a day in Toronto', () => {
    // 23:30 in Toronto on 1 March (04:30 UTC on the 2nd): 48 hours later it is 3 March there.
    expect(earliestDate(new Date('2030-03-02T04:30:00Z'))).toBe('2030-03-03');
    expect(earliestDate(new Date('2030-03-02T12:00:00Z'))).toBe('2030-03-04');
    // Across the spring clock change.
    expect(earliestDate(new Date('2030-03-09T15:00:00Z'))).toBe('2030-03-11');
  });

  it('flags a day too soon or not in the calendar', () => {
    expect(dateProblem('2030-03-03', '2030-03-04')).toBe('too-soon');
    expect(dateProblem('2030-03-04', '2030-03-04')).toBeUndefined();
    expect(dateProblem('2030-02-30', '2030-01-01')).toBe('invalid');
    expect(dateProblem('', '2030-01-01')).toBeUndefined();
  });
});

describe('the summary and the message', () => {
  const quote: Quote = {
    services: ['drone', 'website'],
    packages: { drone: 'aerial-photo-video', website: 'agent-website' },
    addOns: ['twilight', 'virtual-staging'],
    type: 'detached',
    size: '2500-5000',
    address: '  1285 Lakeshore Rd E ',
    city: 'mississauga',
    dates: ['2030-06-12', '2030-06-01'],
    note: 'Lockbox 4412.\nSellers have a dog.',
  };

  it('says each choice in plain words, with the turnaround and price the pages state', () => {
    const summary = summarize(quote, services, '2030-06-03');
    expect(composeMessage(summary)).toBe(
      [
        "Hi Northframe Media, I'd like a quote for a listing.",
        '',
        'Services:',
        '- Drone: Aerial Photo + Video (custom quote; turnaround 48-72 business hours)',
        '- Website Design: Agent Website ($2,500-$10,000+; turnaround 2-4 weeks)',
        'Add-ons: Twilight exteriors; Virtual staging (24-48 hours)',
        'Property: Detached house, about 2,500–5,000 sq ft',
        'Address: 1285 Lakeshore Rd E, Mississauga',
        // 1 June is less than 48 hours ahead of the 3rd: left out (the page flags it).
        'Preferred dates: Wednesday, June 12, 2030',
        'Note: Lockbox 4412.\nSellers have a dog.',
      ].join('\n'),
    );
    expect(composeSubject(summary)).toBe('Quote request: Drone, Website Design in Mississauga');
  });

  it('says what a service without a package implies: one figure, a range by package, or none', () => {
    const lines = summarize({ ...emptyQuote, services: ['drone', 'editing', 'website', 'brand'] }, services).services;
    expect(lines.map((l) => [l.name, l.price, l.turnaround])).toEqual([
      ['Drone', 'custom quote', 'usually 48-72 business hours'],
      ['Editing', 'custom quote', '6 hours to 24 hours, by package'],
      ['Website Design', 'price depends on the package', '3-5 business days to 12-20 weeks, by package'],
      ['Brand Apparel', 'custom quote', 'confirmed with your quote'],
    ]);
  });

  it('adds a rush request to each turnaround, or the rush figure a package states', () => {
    const lines = summarize(
      { ...emptyQuote, services: ['photography', 'video'], packages: { video: 'social-reels-pack' }, addOns: ['rush'] },
      services,
    ).services;
    expect(lines.map((l) => l.turnaround)).toEqual([
      'usually 24-48 hours; rush 24 h requested',
      'confirmed with your quote; rush from 72 hours',
    ]);
  });

  it('falls back to the site’s greeting when nothing is chosen', () => {
    const summary = summarize(emptyQuote, services);
    expect(summary.empty).toBe(true);
    expect(composeMessage(summary)).toBe(site.whatsappMessage);
    expect(summarize({ ...emptyQuote, note: '   ' }, services).empty).toBe(true);
  });
});
