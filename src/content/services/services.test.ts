// Checks the service page content against the counts, labels, links and figures the spec fixes,
// and that every image, icon, video id and tour URL it names can actually be rendered.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { citySlugs, portfolioSlugs, serviceSlugs } from '#shared/catalog';
import type { ServiceSlug } from '#shared/catalog';
import { heroCtas } from '../hero-ctas';
import { loadAllServicePages, loadServicePage } from './load';
import { industries, servicesOverview } from './overview';
import { serviceCards } from './cards';
import type { ServicePage } from './types';

const pages = await loadAllServicePages();
const servicePages = Object.fromEntries(pages.map((p) => [p.slug, p])) as Record<ServiceSlug, ServicePage>;

// route list (plus the in-page anchor the brand and AI pages use for View Pricing).
const routes = new Set<string>([
  '/',
  '/services',
  '/services/all',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/services/automation',
  '/portfolio',
  ...portfolioSlugs.map((s) => `/portfolio/${s}`),
  '/projects',
  '/projects/chelster-hall',
  '/about',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/sitemap',
  '/learn',
  '/downloads',
  '/vendor-directory',
  '/media',
  '/reviews',
  '/faq',
  '/licensing-terms',
  ...citySlugs.map((s) => `/service-areas/${s}`),
  '#packages',
]);

const imageCatalogue = new Set([
  'house-dusk',
  'house-dusk-wide',
  'condo-interior',
  'kitchen',
  'bedroom',
  'bathroom',
  'aerial-lot',
  'aerial-neighbourhood',
  'toronto-skyline',
  'toronto-skyline-night',
  'floor-plan',
  'tour-wireframe',
  'brand-jacket',
  'website-laptop',
  'editing-before-after',
  'video-set',
  'drone-flight',
  'luxury-estate',
  'townhouse-row',
  'lakefront',
  'commercial-office',
  'ai-dashboard',
  'virtual-staging',
  'twilight-exterior',
  'backyard-pool',
  'founder-portrait',
  'neighbourhood-street',
  'condo-tower',
  'camera-gear',
  'dining-room',
]);

const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const matterportUrl = /^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}$/;

/** Every string under the given keys, anywhere in a value. */
function collect(value: unknown, keys: ReadonlySet<string>, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collect(item, keys, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (keys.has(key) && typeof child === 'string') found.push(child);
      else collect(child, keys, found);
    }
  }
  return found;
}

function allStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, found);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) allStrings(child, found);
  return found;
}

/** All image names a page renders: hero, image items' src, and thumbnails. */
function imageNames(page: ServicePage): string[] {
  return [
    page.hero.image,
    ...page.featured.items.flatMap((item) => [...(item.type === 'image' ? [item.src] : []), ...(item.thumbnail ? [item.thumbnail] : [])]),
  ];
}

const text = (page: ServicePage) => allStrings(page).join('\n');
const relatedHrefs = (page: ServicePage) => page.related.items.map((r) => r.href);

interface Expected {
  packages: number;
  featured: number;
  steps: number;
  faqs: number;
  primary: string;
  secondary: [string, string];
  related?: string[];
}

const expected: Record<ServiceSlug, Expected> = {
  photography: { packages: 6, featured: 5, steps: 5, faqs: 6, primary: 'Book a Photoshoot', secondary: ['Get a Quote', '/contact'] },
  video: { packages: 6, featured: 5, steps: 5, faqs: 6, primary: 'Start Your Video Project', secondary: ['Get a Quote', '/contact'] },
  drone: { packages: 6, featured: 5, steps: 5, faqs: 6, primary: 'Book a Drone Shoot', secondary: ['Get a Quote', '/contact'] },
  matterport: { packages: 6, featured: 5, steps: 5, faqs: 6, primary: 'Book a 3D Tour', secondary: ['Get a Quote', '/contact'] },
  editing: {
    packages: 3,
    featured: 6,
    steps: 4,
    faqs: 5,
    primary: 'Start Your Project',
    secondary: ['Get a Quote', '/contact'],
    related: ['/services/photography', '/services/video', '/services/drone'],
  },
  website: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    primary: 'Get Started Today',
    secondary: ['View Our Work', '/portfolio/website-design'],
    related: ['/services/photography', '/services/video', '/services/matterport'],
  },
  brand: {
    packages: 4,
    featured: 5,
    steps: 5,
    faqs: 6,
    primary: 'Request Brand Consultation',
    secondary: ['View Pricing', '#packages'],
    related: ['/services/video', '/services/drone', '/services/matterport'],
  },
  'ai-services': {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    primary: 'Schedule a Demo',
    secondary: ['View Pricing', '#packages'],
    related: ['/services/photography', '/services/website', '/services/brand'],
  },
};

describe('service page lookup', () => {
  it('has one page per service slug, keyed by its own slug', () => {
    expect(Object.keys(servicePages).sort()).toEqual([...serviceSlugs].sort());
    for (const slug of serviceSlugs) expect(servicePages[slug].slug).toBe(slug);
  });

  it('loadServicePage returns pages for slugs and undefined for anything else', async () => {
    for (const slug of serviceSlugs) expect(await loadServicePage(slug)).toBe(servicePages[slug]);
    for (const bad of ['', 'photos', 'toString', 'constructor', '__proto__', 'Photography']) {
      expect(await loadServicePage(bad)).toBeUndefined();
    }
  });
});

describe.each(serviceSlugs.map((slug) => [slug, servicePages[slug]] as const))('%s page', (slug, page) => {
  const want = expected[slug];

  it('has the spec counts', () => {
    expect(page.packages).toHaveLength(want.packages);
    expect(page.featured.items).toHaveLength(want.featured);
    expect(page.process.steps).toHaveLength(want.steps);
    expect(page.faqs).toHaveLength(want.faqs);
    expect(page.related.items).toHaveLength(3);
  });

  it('has the spec call to action', () => {
    expect(page.cta.primary).toEqual({ text: want.primary, href: '/contact', variant: 'primary' });
    expect(page.cta.secondary).toEqual({ text: want.secondary[0], href: want.secondary[1], variant: 'secondary' });
    expect(page.cta.heading.length).toBeGreaterThan(0);
    expect(page.cta.body.length).toBeGreaterThan(0);
  });

  it('links related services as the spec lists them', () => {
    expect(page.related.heading).toBe('Related Services');
    if (want.related) expect(relatedHrefs(page)).toEqual(want.related);
    expect(relatedHrefs(page)).not.toContain(`/services/${slug}`);
  });

  it('uses a hero key with its own buttons', () => {
    expect(page.heroKey).toBe(slug === 'ai-services' ? 'automation' : slug);
    expect(Object.keys(heroCtas)).toContain(page.heroKey);
  });

  it('has complete SEO and structured-data fields', () => {
    expect(page.seo.title.length).toBeGreaterThan(10);
    expect(page.seo.title.length).toBeLessThanOrEqual(70);
    expect(page.seo.description.length).toBeGreaterThan(50);
    expect(page.seo.description.length).toBeLessThanOrEqual(170);
    expect(page.seo.keywords.length).toBeGreaterThanOrEqual(3);
    expect(page.breadcrumbName.length).toBeGreaterThan(0);
    expect(page.serviceType.length).toBeGreaterThan(0);
  });

  it('has complete featured items of the right media type', () => {
    for (const item of page.featured.items) {
      expect(item.title.length, item.id).toBeGreaterThan(0);
      expect(item.description.length, item.id).toBeGreaterThan(0);
      expect(item.category, item.id).toBeTruthy();
      expect(item.specs, item.id).toBeTruthy();
      if (item.type === 'image') expect(item.alt, item.id).toBeTruthy();
      if (item.type === 'video') expect(item.src, item.id).toMatch(youTubeId);
      if (item.type === 'embed') expect(item.src, item.id).toMatch(matterportUrl);
      if (item.type !== 'image') expect(item.thumbnail, item.id).toBeTruthy();
    }
    const types = new Set(page.featured.items.map((item) => item.type));
    if (slug === 'video') expect([...types]).toEqual(['video']);
    else if (slug === 'drone') expect([...types].sort()).toEqual(['image', 'video']);
    else if (slug === 'matterport') expect([...types]).toEqual(['embed']);
    else expect([...types]).toEqual(['image']);
  });

  it('marks packages popular only on the 3D tour page', () => {
    const popular = page.packages.filter((p) => p.popular).length;
    if (slug === 'matterport') {
      expect(popular).toBeGreaterThanOrEqual(1);
      expect(popular).toBeLessThanOrEqual(2);
    } else expect(popular).toBe(0);
  });

  it('gives every package, step and FAQ real content', () => {
    for (const p of page.packages) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.features.length, p.title).toBeGreaterThanOrEqual(4);
    }
    for (const s of page.process.steps) expect(s.description.length, s.title).toBeGreaterThan(20);
    for (const f of page.faqs) {
      expect(f.question.endsWith('?'), f.question).toBe(true);
      expect(f.answer.length, f.question).toBeGreaterThan(40);
    }
    expect(page.testimonial.quote.length).toBeGreaterThan(40);
    expect(page.testimonial.author && page.testimonial.role && page.testimonial.service).toBeTruthy();
  });

  it('shows durations only on the editing page', () => {
    const withDuration = page.process.steps.filter((s) => s.duration !== undefined);
    expect(withDuration.length).toBe(slug === 'editing' ? 4 : 0);
  });
});

describe('page-specific labels and figures', () => {
  it('photography, video and drone quote the spec figures', () => {
    const photo = text(servicePages.photography);
    for (const f of ['25-35', '35-50+', '3,000 sq ft', '1-2 hour', '2-3 hour', '2,500 sq ft', '24-48 hours', 'same-day']) {
      expect(photo, f).toContain(f);
    }
    const video = text(servicePages.video);
    for (const f of ['7-10 business days', '72 hours', 'two rounds', '1.5-3 minutes']) expect(video, f).toContain(f);
    const drone = text(servicePages.drone);
    for (const f of ['48-72 business hours', 'under 15 mph', 'Part 107']) expect(drone, f).toContain(f);
  });

  it('matterport: headings, view-all link, floor plans card and hosting figures', () => {
    const page = servicePages.matterport;
    expect(page.hero.title).toBe('Virtual Tours');
    expect(page.packagesHeading).toBe('Service Packages');
    expect(page.featured.heading).toBe('Featured Work');
    expect(page.featured.viewAll).toEqual({ text: 'View Full Portfolio', href: '/portfolio/matterport', variant: 'secondary' });
    expect(page.process.heading).toBe('Our Process');
    expect(page.faqHeading).toBe('FAQ');
    expect(page.related.items.map((r) => r.title)).toEqual(['Real Estate Photography', 'Video Production', 'Floor Plans']);
    expect(relatedHrefs(page).slice(0, 2)).toEqual(['/services/photography', '/services/video']);
    const copy = text(page);
    for (const f of ['1-3 hours', '24-48 hours', '5,000 sq ft', 'extra fee', '12 months', '2, 3 or 5 years', 'transfer']) {
      expect(copy, f).toContain(f);
    }
  });

  it('editing: metadata, solutions, How It Works durations, formats and turnarounds', () => {
    const page = servicePages.editing;
    expect(page.breadcrumbName).toBe('Professional Editing');
    expect(page.solutionsHeading).toBe('Editing Solutions');
    expect(page.solutions).toHaveLength(6);
    expect(page.featured.heading).toBe('Featured Work');
    expect(page.process.heading).toBe('How It Works');
    expect(page.process.steps.map((s) => s.duration)).toEqual(['30 minutes', '2-24 hours', '1 hour', 'Instant']);
    expect(page.packages.map((p) => p.title)).toEqual(['Basic', 'Professional', 'Premium']);
    const faqs = page.faqs.map((f) => f.answer).join('\n');
    for (const f of ['RAW', 'CR2', 'NEF', 'ARW', 'DNG', 'JPEG', 'TIFF', 'MP4', 'MOV', 'AVI']) expect(faqs, f).toContain(f);
    for (const f of ['Basic edits are back in 24 hours', 'Professional in 12 hours', 'Premium in 6 hours']) {
      expect(faqs, f).toContain(f);
    }
  });

  it('website: prices, timelines and milestone payments', () => {
    const copy = text(servicePages.website);
    for (const f of ['$500-1,500', '3-5 business days', '$2,500', '$10,000+', '2-4 weeks', '6-12 weeks', '$15,000', '12-20 weeks']) {
      expect(copy, f).toContain(f);
    }
    expect(copy).toMatch(/deposit.*design approval.*launch/);
  });

  it('brand: four packages in two columns', () => {
    expect(servicePages.brand.packagesLayout).toBe('two-column');
    for (const page of pages) if (page.slug !== 'brand') expect(page.packagesLayout ?? 'three-column').toBe('three-column');
  });

  it('ai-services: turnaround, accuracy and chatbot figures', () => {
    const copy = text(servicePages['ai-services']);
    for (const f of ['24-48 hours', '85-92%', '2-3 weeks', '3-5 hours']) expect(copy, f).toContain(f);
  });

  it('testimonials carry the spec result claims (30%, 40%, 3-week sale)', () => {
    const quotes = [...pages.map((p) => p.testimonial), servicesOverview.services.testimonial, servicesOverview.allServices.testimonial]
      .map((t) => t.quote)
      .join('\n');
    for (const f of ['30%', '40%', '3 weeks']) expect(quotes, f).toContain(f);
  });
});

describe('overview content', () => {
  it('has 8 service cards in spec order, linking to each service page', () => {
    expect(serviceCards.map((c) => c.href)).toEqual(serviceSlugs.map((s) => `/services/${s}`));
    for (const card of serviceCards) {
      expect(card.showButton).toBe(true);
      for (const c of card.color) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
      expect(card.image).toBeTruthy();
    }
    // Neighbouring cards never share a picture.
    expect(new Set(serviceCards.map((c) => c.image)).size).toBe(serviceCards.length);
  });

  it('lists the 4 industries', () => {
    expect(industries.map((i) => i.title)).toEqual(['Residential', 'Commercial', 'Real Estate Teams', 'Property Developers']);
  });

  it('gives /services and /services/all their hero keys and buttons', () => {
    expect(servicesOverview.services.heroKey).toBe('services');
    expect(servicesOverview.allServices.heroKey).toBe('allServices');
    expect(servicesOverview.services.cta.primary).toEqual({ text: 'Start a Project', href: '/contact', variant: 'primary' });
    expect(servicesOverview.allServices.cta.primary).toEqual({ text: 'Contact Us', href: '/contact', variant: 'primary' });
    expect(servicesOverview.services.industriesHeading).toBe('Industries We Serve');
  });
});

describe('references across all service content', () => {
  const everything = { pages: servicePages, serviceCards, industries, servicesOverview };

  it('links only to spec routes or #packages', () => {
    const hrefs = collect(everything, new Set(['href']));
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) expect(routes, href).toContain(href);
  });

  it('uses unique featured item ids', () => {
    const ids = pages.flatMap((p) => p.featured.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses unique YouTube ids and tour URLs', () => {
    const media = pages.flatMap((p) => p.featured.items.filter((i) => i.type !== 'image').map((i) => i.src));
    expect(new Set(media).size).toBe(media.length);
  });

  it('does not repeat an image within one featured grid', () => {
    for (const page of pages) {
      const shown = page.featured.items.map((i) => (i.type === 'image' ? i.src : i.thumbnail));
      expect(new Set(shown).size, page.slug).toBe(shown.length);
    }
  });

  const images = [
    ...pages.flatMap(imageNames),
    ...serviceCards.map((c) => c.image ?? ''),
    servicesOverview.services.hero.image,
    servicesOverview.allServices.hero.image,
  ];

  it('uses only catalogued image names', () => {
    for (const name of images) expect(imageCatalogue, name).toContain(name);
  });

  it('uses only images present in image-manifest.json (when it has been generated)', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'image-manifest.json');
    if (!fs.existsSync(file)) return;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const root = manifest && typeof manifest === 'object' && 'images' in manifest ? manifest.images : manifest;
    const names = new Set(
      Array.isArray(root) ? root.map((e) => (typeof e === 'string' ? e : (e as { name: string }).name)) : Object.keys(root as object),
    );
    for (const name of images) expect(names, name).toContain(name);
  });

  it('names only icons that lucide-react exports', () => {
    const icons = collect(everything, new Set(['icon']));
    expect(icons.length).toBeGreaterThan(100);
    const exported = lucide as unknown as Record<string, unknown>;
    for (const name of icons) expect(exported[name], name).toBeDefined();
  });

  it('contains no placeholder copy', () => {
    for (const s of allStrings(everything)) {
      expect(s, s).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
      expect(s, s).not.toMatch(/\bcolor\b|\bneighborhood\b|\bmeters\b/);
    }
  });
});
