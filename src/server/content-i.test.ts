// Services, portfolio and projects pages over supertest on the production build: every count, label and link
// target the spec gives for them, their structured data, the store-backed showcase grids, and that every
// internal link on these pages ends on a 200 page.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { quietLog, testApp, testConfig, TEST_PUBLIC_URL } from '#test/test-app';
import { createApp } from './app';
import { canonicalHref, hrefs, jsonLd, metaContent, titleOf } from '#test/html';
import { byPortfolio, portfolioSlugs, serviceSlugs, type ServiceSlug } from '#shared/catalog';
import { seedPortfolio } from '#content/seed-portfolio';
import { loadAllServicePages, loadServicePage } from '#content/services/load';
import type { ServicePage } from '#content/services/types';

const servicePages = Object.fromEntries((await loadAllServicePages()).map((p) => [p.slug, p])) as Record<ServiceSlug, ServicePage>;
import { industries } from '#content/services/overview';
import { serviceCards } from '#content/services/cards';
import { flagshipProjects, portfolioCategories, portfolioCategoryCards } from '#content/portfolio';
import { projects } from '#content/projects';
import type { PortfolioItem } from '#shared/portfolio-item';
import { paths } from '#shared/paths';

let app: Express;
const pages = new Map<string, string>();

beforeAll(async () => {
  const t = await testApp();
  app = t.app;
});

/** GET once per path and keep the HTML; these pages are read by many tests. */
async function html(path: string): Promise<string> {
  const cached = pages.get(path);
  if (cached !== undefined) return cached;
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  pages.set(path, res.text);
  return res.text;
}

/** Text as React writes it into HTML. */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The markup from a marker (e.g. id="packages") to the end of its <section>. */
function section(page: string, marker: string): string {
  const start = page.indexOf(marker);
  expect(start, `marker ${marker}`).toBeGreaterThanOrEqual(0);
  const sectionStart = page.lastIndexOf('<section', start);
  const end = page.indexOf('</section>', start);
  return page.slice(sectionStart, end);
}

function count(markup: string, needle: string): number {
  return markup.split(needle).length - 1;
}

function stripTags(s: string): string {
  return s
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

interface LinkInfo {
  href: string;
  text: string;
}

/** A /contact button on a service or portfolio page adds the quote builder's preselection; its target is /contact. */
const contactTarget = (href: string) => href.replace(/^\/contact\?[^#]*#quote$/, '/contact');

function links(markup: string, { raw = false } = {}): LinkInfo[] {
  return [...markup.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => {
    const href = m[1]!.replace(/&amp;/g, '&');
    return { href: raw ? href : contactTarget(href), text: stripTags(m[2]!) };
  });
}

function linkTo(markup: string, text: string): LinkInfo | undefined {
  return links(markup).find((l) => l.text === text);
}

/** The hrefs of the `data-x` list items in a block, in order. */
function itemHrefs(markup: string, attr: string): string[] {
  return markup
    .split(attr)
    .slice(1)
    .map((chunk) => /<a\b[^>]*\bhref="([^"]*)"/.exec(chunk)?.[1] ?? '');
}

const abs = (path: string) => new URL(path, TEST_PUBLIC_URL).toString();

// ---------------------------------------------------------------------------------------------------------------
describe('/services and /services/all', () => {
  const serviceHrefs = serviceSlugs.map((s) => `/services/${s}`);

  it.each(['/services', '/services/all'])('%s: 8 service cards linking to the 8 service pages', async (path) => {
    const block = section(await html(path), 'id="services"');
    expect(count(block, 'data-service-card')).toBe(8);
    expect(itemHrefs(block, 'data-service-card')).toEqual(serviceHrefs);
    expect(serviceCards.map((c) => c.href)).toEqual(serviceHrefs);
  });

  it.each(['/services', '/services/all'])('%s: Industries We Serve with its 4 industries', async (path) => {
    const block = section(await html(path), 'id="industries"');
    expect(block).toContain('>Industries We Serve</h2>');
    expect(count(block, 'data-industry')).toBe(4);
    const titles = industries.map((i) => i.title);
    expect(titles).toEqual(['Residential', 'Commercial', 'Real Estate Teams', 'Property Developers']);
    for (const t of titles) expect(block).toContain(`>${esc(t)}</h3>`);
  });

  it('/services: a testimonial and a Start a Project button to /contact', async () => {
    const page = await html('/services');
    expect(page).toContain('aria-label="Client testimonial"');
    expect(linkTo(section(page, 'aria-labelledby="cta-title"'), 'Start a Project')?.href).toBe('/contact');
  });

  it('/services/all: the premium page ends on Contact Us to /contact', async () => {
    const page = await html('/services/all');
    expect(page).toContain('aria-label="Client testimonial"');
    const cta = section(page, 'aria-labelledby="cta-title"');
    expect(linkTo(cta, 'Contact Us')?.href).toBe('/contact');
    expect(linkTo(cta, 'Start a Project')).toBeUndefined();
    expect(canonicalHref(page)).toBe(abs('/services/all'));
  });
});

// ---------------------------------------------------------------------------------------------------------------
interface ServiceExpectation {
  packages: number;
  featured: number;
  steps: number;
  faqs: number;
  related: string[];
  primary: string;
  secondary: [string, string];
}

const expectations: Record<ServiceSlug, ServiceExpectation> = {
  photography: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/video', '/services/drone', '/services/matterport'],
    primary: 'Book a Photoshoot',
    secondary: ['Get a Quote', '/contact'],
  },
  video: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/drone', '/services/editing'],
    primary: 'Start Your Video Project',
    secondary: ['Get a Quote', '/contact'],
  },
  drone: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/services/matterport'],
    primary: 'Book a Drone Shoot',
    secondary: ['Get a Quote', '/contact'],
  },
  matterport: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/contact'],
    primary: 'Book a 3D Tour',
    secondary: ['Get a Quote', '/contact'],
  },
  editing: {
    packages: servicePages.editing.packages.length,
    featured: 6,
    steps: 4,
    faqs: 5,
    related: ['/services/photography', '/services/video', '/services/drone'],
    primary: 'Start Your Project',
    secondary: ['Get a Quote', '/contact'],
  },
  website: {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/services/matterport'],
    primary: 'Get Started Today',
    secondary: ['View Our Work', '/portfolio/website-design'],
  },
  brand: {
    packages: 4,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/video', '/services/drone', '/services/matterport'],
    primary: 'Request Brand Consultation',
    secondary: ['View Pricing', '#packages'],
  },
  'ai-services': {
    packages: 6,
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/website', '/services/brand'],
    primary: 'Schedule a Demo',
    secondary: ['View Pricing', '#packages'],
  },
};

describe.each(serviceSlugs.map((s) => [s] as const))('/services/%s', (slug) => {
  const path = `/services/${slug}`;
  const content = servicePages[slug];
  const want = expectations[slug];

  it('has its own title, description, keywords and canonical link', async () => {
    const page = await html(path);
    expect(titleOf(page)).toContain(esc(content.seo.title.split(' | ')[0]!));
    expect(metaContent(page, 'description')).toBe(esc(content.seo.description));
    expect(metaContent(page, 'keywords')).toBe(esc(content.seo.keywords.join(', ')));
    expect(canonicalHref(page)).toBe(abs(path));
  });

  it('has Service and BreadcrumbList JSON-LD (Home > Services > name), serving Toronto', async () => {
    const ld = jsonLd(await html(path));
    const service = ld.find((d) => d['@type'] === 'Service') as Record<string, any>;
    expect(service).toBeTruthy();
    expect(service.name).toBe(content.breadcrumbName);
    expect(service.areaServed).toMatchObject({ name: 'Toronto' });
    expect(service.url).toBe(abs(path));
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual(['Home', 'Services', content.breadcrumbName]);
    expect(crumbs.itemListElement.map((c: any) => c.item)).toEqual([abs('/'), abs('/services'), abs(path)]);
  });

  it(`shows ${want.packages} packages in the #packages section`, async () => {
    const block = section(await html(path), 'id="packages"');
    expect(count(block, 'data-package')).toBe(want.packages);
  });

  it(`shows ${want.featured} featured items that open the lightbox`, async () => {
    const block = section(await html(path), 'id="featured"');
    expect(count(block, 'data-media-item=')).toBe(want.featured);
    expect(count(block, 'aria-haspopup="dialog"')).toBe(want.featured);
    expect(block).not.toContain('<iframe');
  });

  it(`shows a ${want.steps}-step process`, async () => {
    const block = section(await html(path), 'id="process"');
    expect(count(block, 'data-step')).toBe(want.steps);
  });

  it(`has ${want.faqs} FAQ items and a Contact Us for More Information link to /contact`, async () => {
    const block = section(await html(path), 'id="faq"');
    expect(count(block, '<button type="button" aria-controls=')).toBe(want.faqs);
    for (const f of content.faqs) expect(block).toContain(esc(f.question));
    expect(linkTo(block, 'Contact Us for More Information')?.href).toBe('/contact');
  });

  it('has a testimonial', async () => {
    const page = await html(path);
    expect(page).toContain('aria-label="Client testimonial"');
    expect(page).toContain(esc(content.testimonial.author));
  });

  it(`has 3 related services linking to ${want.related.join(', ')}`, async () => {
    const block = section(await html(path), 'id="related"');
    expect(count(block, 'data-related')).toBe(3);
    expect(itemHrefs(block, 'data-related')).toEqual(want.related);
  });

  it(`closes on ${want.primary} and ${want.secondary[0]}`, async () => {
    const cta = section(await html(path), 'aria-labelledby="cta-title"');
    expect(linkTo(cta, want.primary)?.href).toBe('/contact');
    expect(linkTo(cta, want.secondary[0])?.href).toBe(want.secondary[1]);
    expect(links(cta, { raw: true }).find((l) => l.text === want.primary)?.href).toBe(`/contact?service=${slug}#quote`);
  });
});

describe('service page specifics', () => {
  it('matterport: hero titled Virtual Tours, popular badges, View Full Portfolio, floor plans related', async () => {
    const page = await html('/services/matterport');
    expect(page).toMatch(/<h1[^>]*id="hero-title"[^>]*>Virtual Tours<\/h1>/);
    const packages = section(page, 'id="packages"');
    const popular = (await loadServicePage('matterport'))!.packages.filter((p) => p.popular).length;
    expect(popular).toBeGreaterThan(0);
    expect(count(packages, 'data-popular="true"')).toBe(popular);
    expect(count(packages, 'Most Popular')).toBe(popular);
    expect(linkTo(section(page, 'id="featured"'), 'View Full Portfolio')?.href).toBe('/portfolio/matterport');
    expect(count(section(page, 'id="featured"'), 'data-media-item="embed"')).toBe(5);
    const related = stripTags(section(page, 'id="related"'));
    expect(related).toMatch(/Photography/);
    expect(related).toMatch(/Video/);
    expect(related).toMatch(/Floor Plans/i);
  });

  it('editing: Professional Editing metadata, 6 solutions, 4 steps with the spec durations, 6 image cards', async () => {
    const page = await html('/services/editing');
    const block = section(page, 'id="solutions"');
    expect(block).toContain('>Editing Solutions</h2>');
    expect(count(block, 'data-solution')).toBe(6);
    const steps = section(page, 'id="process"');
    expect(steps).toContain('>How It Works</h2>');
    const durations = [...steps.matchAll(/data-duration[^>]*>([\s\S]*?)<\/p>/g)].map((m) => stripTags(m[1]!));
    expect(durations).toEqual(['30 minutes', '2-24 hours', '1 hour', 'Instant']);
    expect(count(section(page, 'id="featured"'), 'data-media-item="image"')).toBe(6);
    const service = jsonLd(page).find((d) => d['@type'] === 'Service') as Record<string, any>;
    expect(service.name).toBe('Professional Editing');
    expect(service.areaServed).toEqual({ '@type': 'City', name: 'Toronto' });
  });

  it('brand: 4 packages in a two-column grid, View Pricing lands on #packages', async () => {
    const page = await html('/services/brand');
    const block = section(page, 'id="packages"');
    expect(block).toContain('data-layout="two-column"');
    expect(block).toMatch(/md:grid-cols-2/);
    expect(block).not.toMatch(/lg:grid-cols-3/);
  });

  it('the other pages lay packages out in three columns', async () => {
    expect(section(await html('/services/photography'), 'id="packages"')).toContain('data-layout="three-column"');
  });

  it('/services/automation renders the AI page with the automation hero and the ai-services canonical', async () => {
    const page = await html('/services/automation');
    expect(canonicalHref(page)).toBe(abs('/services/ai-services'));
    const hero = section(page, 'data-hero=');
    expect(linkTo(hero, 'See AI in Action')?.href).toBe('/portfolio/ai-services');
    expect(count(section(page, 'id="packages"'), 'data-package')).toBe(6);
    expect(jsonLd(page).some((d) => d['@type'] === 'Service')).toBe(true);
  });

  it('answers 404 for an unknown service', async () => {
    expect((await request(app).get('/services/plumbing')).status).toBe(404);
    expect((await request(app).get('/services/tostring')).status).toBe(404);
    expect((await request(app).get('/services/toString')).headers.location).toBe('/services/tostring');
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('/portfolio', () => {
  it('has 8 category cards linking to the 8 category pages', async () => {
    const block = section(await html('/portfolio'), 'id="categories"');
    expect(count(block, 'data-category-card')).toBe(8);
    expect(itemHrefs(block, 'data-category-card')).toEqual(portfolioSlugs.map((s) => `/portfolio/${s}`));
    expect(portfolioCategoryCards).toHaveLength(8);
  });

  it('has 4 flagship projects, each with its list of services', async () => {
    const block = section(await html('/portfolio'), 'id="flagship"');
    expect(count(block, 'data-flagship')).toBe(4);
    for (const p of flagshipProjects) {
      expect(block).toContain(esc(p.title));
      expect(p.services.length).toBeGreaterThan(0);
      for (const s of p.services) expect(block).toContain(`${esc(s)}</li>`);
    }
  });

  it('ends on Start Your Project to /contact', async () => {
    const cta = section(await html('/portfolio'), 'aria-labelledby="cta-title"');
    expect(linkTo(cta, 'Start Your Project')?.href).toBe('/contact');
  });
});

const categorySpec: Record<string, { tags?: string[]; title?: string; buttons?: [string, string][]; min?: number; chips?: boolean }> = {
  photography: { min: 2 },
  video: { min: 3 },
  drone: { min: 4 },
  matterport: { min: 3, tags: ['3D Tours', 'Virtual Reality', 'Interactive', 'Remote Viewing'], chips: true },
  editing: {
    tags: ['HDR Enhancement', 'Color Correction', 'Virtual Staging', 'Sky Replacement'],
    title: 'Editing Showcase',
    buttons: [
      ['Start Editing Project', '/contact'],
      ['View Services', '/services/editing'],
    ],
  },
  'website-design': { tags: ['Responsive', 'Mobile-First', 'Custom Code', 'Modern Design'], title: 'Website Design Showcase' },
  'brand-apparel': {
    tags: ['Custom Apparel', 'Brand Design', 'Premium Quality', 'Professional'],
    title: 'Brand Apparel Showcase',
    buttons: [['Design Your Brand Apparel', '/contact']],
  },
  'ai-services': {
    tags: ['AI Automation', 'Machine Learning', 'Efficiency', 'Innovation'],
    title: 'AI Solutions Showcase',
    buttons: [['Explore AI Solutions', '/contact']],
  },
};

const serviceForCategory: Partial<Record<string, string>> = {
  video: '/services/video',
  drone: '/services/drone',
  matterport: '/services/matterport',
  'website-design': '/services/website',
};

describe.each(portfolioSlugs.map((s) => [s] as const))('/portfolio/%s', (slug) => {
  const path = `/portfolio/${slug}`;
  const content = portfolioCategories[slug];
  const spec = categorySpec[slug]!;
  const db: Record<string, PortfolioItem[]> = seedPortfolio;
  const items = db[byPortfolio(slug)!.collection]!;

  it('shows the page tags in its hero', async () => {
    const hero = section(await html(path), 'data-hero=');
    const list = /<ul[^>]*data-hero-tags[\s\S]*?<\/ul>/.exec(hero)?.[0] ?? '';
    const tags = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => stripTags(m[1]!));
    expect(tags).toEqual(content.hero.tags);
    if (spec.tags) expect(tags).toEqual(spec.tags);
    expect(hero).toContain(spec.chips ? 'data-hero-tags="chips"' : 'data-hero-tags="tags"');
  });

  it('titles its showcase grid', async () => {
    const block = section(await html(path), 'id="showcase"');
    expect(block).toContain(`>${esc(content.showcaseTitle)}</h2>`);
    if (spec.title) expect(content.showcaseTitle).toBe(spec.title);
  });

  it(`shows every item of the ${byPortfolio(slug)!.collection} collection in db.json, opening the lightbox`, async () => {
    const block = section(await html(path), 'id="showcase"');
    if (spec.min) expect(items.length).toBeGreaterThanOrEqual(spec.min);
    expect(items.length).toBeGreaterThan(0);
    expect(count(block, 'data-media-item=')).toBe(items.length);
    expect(count(block, 'aria-haspopup="dialog"')).toBe(items.length);
    for (const item of items) expect(block).toContain(esc(item.title));
  });

  it('has its buttons with the spec targets', async () => {
    const cta = section(await html(path), 'aria-labelledby="cta-title"');
    const ctaLinks = links(cta);
    expect(ctaLinks.map((l) => [l.text, l.href])).toEqual(content.buttons.map((b) => [b.text, b.href]));
    if (spec.buttons?.length) expect(ctaLinks.map((l) => [l.text, l.href])).toEqual(spec.buttons);
    expect(ctaLinks.some((l) => l.href === '/contact')).toBe(true);
    const service = serviceForCategory[slug];
    if (service) expect(ctaLinks.some((l) => l.href === service)).toBe(true);
  });
});

describe('portfolio store', () => {
  it('renders whatever the store holds, not built-in copies', async () => {
    // A second app over a store with one extra item: the showcase reads the store on each request.
    const config = testConfig();
    const data = JSON.parse(readFileSync(config.dbFile, 'utf8'));
    data.photographyPortfolio.push({
      id: 'photography-1999999999999',
      title: 'Stored Just Now in Cabbagetown',
      description: 'A Victorian row house added by the admin.',
      type: 'image',
      src: 'townhouse-row',
      category: 'Exterior',
    });
    writeFileSync(config.dbFile, JSON.stringify(data, null, 2));
    const other = await createApp(config, { log: quietLog().log });
    try {
      const res = await request(other.app).get('/portfolio/photography');
      expect(res.status).toBe(200);
      const block = section(res.text, 'id="showcase"');
      expect(block).toContain('Stored Just Now in Cabbagetown');
      expect(count(block, 'data-media-item=')).toBe(data.photographyPortfolio.length);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for an unknown category', async () => {
    expect((await request(app).get('/portfolio/weddings')).status).toBe(404);
    expect((await request(app).get('/portfolio/constructor')).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('/projects', () => {
  it('shows Notable Projects: 8 cards linking to /projects/{slug or id}, canonical /projects', async () => {
    const page = await html('/projects');
    expect(canonicalHref(page)).toBe(abs('/projects'));
    const block = section(page, 'id="projects"');
    expect(block).toContain('>Notable Projects</h2>');
    expect(count(block, 'data-project-card')).toBe(8);
    expect(itemHrefs(block, 'data-project-card')).toEqual(projects.map(paths.project));
    expect(paths.project(projects[0]!)).toBe('/projects/chelster-hall');
    for (const p of projects.slice(1)) expect(paths.project(p)).toBe(`/projects/${p.slug ?? p.id}`);
  });

  it('has a call to action to /contact', async () => {
    const cta = section(await html('/projects'), 'aria-labelledby="cta-title"');
    expect(links(cta).some((l) => l.href === '/contact')).toBe(true);
  });
});

describe.each(projects.map((p) => [paths.project(p), p] as const))('%s', (path, project) => {
  it('has the breadcrumb Projects / title and a Back to Projects button', async () => {
    const page = await html(path);
    const crumb = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(page)![0];
    expect(stripTags(crumb)).toBe(`Projects / ${project.title}`);
    expect(linkTo(crumb, 'Projects')?.href).toBe('/projects');
    expect(
      links(page)
        .filter((l) => l.text === 'Back to Projects')
        .every((l) => l.href === '/projects'),
    ).toBe(true);
    expect(linkTo(page, 'Back to Projects')).toBeTruthy();
    expect(canonicalHref(page)).toBe(abs(path));
  });

  it('has location, completion date, size and layout cards', async () => {
    const facts = section(await html(path), 'aria-label="Project facts"');
    expect(count(facts, 'data-fact')).toBe(4);
    const d = project.detail;
    for (const [label, value] of [
      ['Location', d.location],
      ['Completed', d.completedDate],
      ['Property Size', d.area],
      ['Layout', d.bedrooms],
    ]) {
      expect(facts).toContain(`>${label}</dt>`);
      expect(facts).toContain(`>${esc(value!)}</dd>`);
    }
  });

  it('has Services Provided, The Challenge and The Result', async () => {
    const page = await html(path);
    expect(page).toContain('>Services Provided</h3>');
    for (const s of project.detail.services) expect(page).toContain(esc(s));
    expect(page).toContain('>The Challenge</h2>');
    expect(page).toContain(esc(project.detail.challenges));
    expect(page).toContain('>The Result</h2>');
    expect(page).toContain(esc(project.detail.results));
  });

  it('has a gallery of at most 12 images in 4 columns that opens the lightbox', async () => {
    const block = section(await html(path), 'id="gallery"');
    const n = Math.min(12, project.detail.gallery.length);
    expect(count(block, 'data-media-item="image"')).toBe(n);
    expect(count(block, 'aria-haspopup="dialog"')).toBe(n);
    expect(block).toContain('data-layout="gallery"');
    expect(block).toContain('lg:grid-cols-4');
  });

  it('has a Property Video Tour facade that loads no iframe until clicked', async () => {
    const block = section(await html(path), 'id="video-tour"');
    expect(block).toContain('>Property Video Tour</h2>');
    expect(block).toContain('data-video-facade');
    expect(block).toContain('aria-label="Play video:');
    expect(block).not.toContain('<iframe');
  });
});

describe('project detail errors', () => {
  it('answers 404 for an unknown project', async () => {
    const res = await request(app).get('/projects/no-such-house');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toContain('Project Not Found');
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('links', () => {
  const ourPages = [
    '/services',
    '/services/all',
    ...serviceSlugs.map((s) => `/services/${s}`),
    '/services/automation',
    '/portfolio',
    ...portfolioSlugs.map((s) => `/portfolio/${s}`),
    '/projects',
    ...projects.map(paths.project),
  ];

  it('every internal link on these pages answers 200', async () => {
    const targets = new Set<string>();
    for (const p of ourPages) {
      for (const href of hrefs(await html(p))) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        targets.add(href.split('#')[0]!.split('?')[0] || '/');
      }
    }
    expect(targets.size).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const target of targets) {
      const res = await request(app).get(target);
      if (res.status !== 200) failures.push(`${target} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('every in-page anchor (such as View Pricing to #packages) has its target on the page', async () => {
    for (const p of ourPages) {
      const page = await html(p);
      for (const href of hrefs(page).filter((h) => h.startsWith('#'))) {
        expect(page, `${p} ${href}`).toContain(`id="${href.slice(1)}"`);
      }
    }
    expect(linkTo(await html('/services/brand'), 'View Pricing')?.href).toBe('#packages');
  });

  it('no page here renders an iframe or third-party image in its server HTML', async () => {
    for (const p of ourPages) {
      const page = await html(p);
      expect(page, p).not.toContain('<iframe');
      expect(page, p).not.toMatch(/<img[^>]+src="https?:\/\//);
    }
  });
});

afterAll(() => pages.clear());
