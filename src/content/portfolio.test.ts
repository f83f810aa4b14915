import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { describe, it, expect } from 'vitest';
import { collectionKeys, portfolioSlugs } from '#shared/catalog';
import { flagshipProjects, portfolioCategories, portfolioCategoryCards, portfolioIndex } from './portfolio';
import { featuredProjects, findProject, projects, projectsPage } from './projects';
import { seedPortfolio } from './seed-portfolio';
import { paths } from '#shared/paths';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const matterportUrl = /^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}$/;

describe('portfolio index', () => {
  it('has 8 category cards, one per category page, with real lucide icons', () => {
    expect(portfolioCategoryCards).toHaveLength(8);
    expect(portfolioCategoryCards.map((c) => c.href)).toEqual(portfolioSlugs.map((s) => `/portfolio/${s}`));
    const lucideTypes = readFileSync(resolve(root, 'node_modules/lucide-react/dist/lucide-react.d.ts'), 'utf8');
    for (const card of portfolioCategoryCards) {
      expect(lucideTypes, card.icon).toContain(`declare const ${card.icon}: `);
      expect(card.color).toHaveLength(2);
      for (const c of card.color) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('has 4 flagship projects, each with services', () => {
    expect(flagshipProjects).toHaveLength(4);
    for (const f of flagshipProjects) expect(f.services.length).toBeGreaterThan(0);
  });

  it('closes with Start Your Project to /contact', () => {
    expect(portfolioIndex.hero.heroKey).toBe('portfolio');
    expect(portfolioIndex.cta.button).toMatchObject({ text: 'Start Your Project', href: '/contact' });
  });
});

describe('portfolio category pages', () => {
  const hrefs = (slug: keyof typeof portfolioCategories) => portfolioCategories[slug].buttons.map((b) => b.href);

  it('covers every slug with its own collection', () => {
    expect(Object.keys(portfolioCategories)).toEqual([...portfolioSlugs]);
    for (const slug of portfolioSlugs) {
      const page = portfolioCategories[slug];
      expect(page.hero.tags).toHaveLength(4);
      expect(page.buttons[0]!.href).toBe('/contact');
    }
  });

  it('links to the matching service pages', () => {
    expect(hrefs('photography')).toEqual(['/contact', '/services/photography']);
    expect(hrefs('video')).toEqual(['/contact', '/services/video']);
    expect(hrefs('drone')).toEqual(['/contact', '/services/drone']);
    expect(hrefs('matterport')).toEqual(['/contact', '/services/matterport']);
    expect(hrefs('website-design')).toEqual(['/contact', '/services/website']);
  });

  it('gives matterport its chip hero', () => {
    const { hero } = portfolioCategories.matterport;
    expect(hero.variant).toBe('chips');
    expect(hero.tags).toEqual(['3D Tours', 'Virtual Reality', 'Interactive', 'Remote Viewing']);
  });

  it('uses the spec texts for editing', () => {
    const page = portfolioCategories.editing;
    expect(page.hero.title).toBe('Professional Editing Portfolio');
    expect(page.hero.heroKey).toBe('editing-portfolio');
    expect(page.hero.tags).toEqual(['HDR Enhancement', 'Color Correction', 'Virtual Staging', 'Sky Replacement']);
    expect(page.showcaseTitle).toBe('Editing Showcase');
    expect(page.buttons.map(({ text, href }) => ({ text, href }))).toEqual([
      { text: 'Start Editing Project', href: '/contact' },
      { text: 'View Services', href: '/services/editing' },
    ]);
  });

  it('uses the spec texts for website design, brand apparel and AI services', () => {
    const web = portfolioCategories['website-design'];
    expect(web.hero.tags).toEqual(['Responsive', 'Mobile-First', 'Custom Code', 'Modern Design']);
    expect(web.showcaseTitle).toBe('Website Design Showcase');

    const brand = portfolioCategories['brand-apparel'];
    expect(brand.hero.tags).toEqual(['Custom Apparel', 'Brand Design', 'Premium Quality', 'Professional']);
    expect(brand.showcaseTitle).toBe('Brand Apparel Showcase');
    expect(brand.buttons.map(({ text, href }) => ({ text, href }))).toEqual([{ text: 'Design Your Brand Apparel', href: '/contact' }]);

    const ai = portfolioCategories['ai-services'];
    expect(ai.hero.tags).toEqual(['AI Automation', 'Machine Learning', 'Efficiency', 'Innovation']);
    expect(ai.showcaseTitle).toBe('AI Solutions Showcase');
    expect(ai.buttons.map(({ text, href }) => ({ text, href }))).toEqual([{ text: 'Explore AI Solutions', href: '/contact' }]);
  });
});

describe('projects', () => {
  it('has 8 projects and only the first is slugged chelster-hall', () => {
    expect(projects).toHaveLength(8);
    expect(projects[0]).toMatchObject({ slug: 'chelster-hall', title: 'Chelster Hall' });
    for (const p of projects.slice(1)) expect(p.slug).toBeUndefined();
  });

  it('has unique, URL-safe ids and unique links', () => {
    const ids = projects.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const hrefs = projects.map(paths.project);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs[0]).toBe('/projects/chelster-hall');
    expect(hrefs[1]).toBe(`/projects/${projects[1]!.id}`);
  });

  it('resolves every link back to its project', () => {
    for (const p of projects) expect(findProject(paths.project(p).split('/').pop()!)).toBe(p);
    expect(findProject('no-such-project')).toBeUndefined();
  });

  it('features the first 5 on the home page', () => {
    expect(featuredProjects).toEqual(projects.slice(0, 5));
  });

  it('keeps galleries within 12 images, Chelster Hall at exactly 12', () => {
    expect(projects[0]!.detail.gallery).toHaveLength(12);
    for (const p of projects) {
      const { gallery } = p.detail;
      expect(gallery.length, p.id).toBeGreaterThanOrEqual(8);
      expect(gallery.length, p.id).toBeLessThanOrEqual(12);
      expect(new Set(gallery.map((g) => g.id)).size).toBe(gallery.length);
      expect(p.detail.services.length).toBeGreaterThan(0);
    }
  });

  it('uses valid YouTube ids', () => {
    for (const p of projects) expect(p.detail.videoId).toMatch(youtubeId);
  });

  it('links the projects page to /contact', () => {
    expect(projectsPage.path).toBe('/projects');
    expect(projectsPage.cta.button.href).toBe('/contact');
  });
});

describe('seed portfolio store', () => {
  it('has exactly the 8 collections in order, with the spec counts', () => {
    expect(Object.keys(seedPortfolio)).toEqual([...collectionKeys]);
    const counts = Object.fromEntries(Object.entries(seedPortfolio).map(([k, v]) => [k, v.length]));
    expect(counts).toEqual({
      photographyPortfolio: 2,
      videoPortfolio: 3,
      dronePortfolio: 4,
      matterportPortfolio: 3,
      editingPortfolio: 6,
      webDesignPortfolio: 4,
      brandApparelPortfolio: 4,
      aiServicesPortfolio: 4,
    });
  });

  it('uses admin-style ids and well-formed sources', () => {
    const all = Object.values(seedPortfolio).flat();
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    for (const key of collectionKeys) {
      const prefix = key.replace('Portfolio', '');
      for (const item of seedPortfolio[key]) {
        expect(item.id).toMatch(new RegExp(`^${prefix}-\\d{13}$`));
        expect(item.title && item.description && item.src).toBeTruthy();
        if (item.type === 'video') expect(item.src).toMatch(youtubeId);
        if (item.type === 'embed') expect(item.src).toMatch(matterportUrl);
        if (item.type === 'image') expect(item.alt).toBeTruthy();
      }
    }
  });
});

describe('image names', () => {
  const manifestPath = resolve(here, 'image-manifest.json');

  /** Accepts the manifest keyed by name at the top level, under `images`, or as a list of { name }. */
  function manifestNames(): Set<string> {
    const data: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const body = (data as { images?: unknown }).images ?? data;
    if (Array.isArray(body)) return new Set(body.map((e) => (typeof e === 'string' ? e : (e as { name: string }).name)));
    return new Set(Object.keys(body as object));
  }

  function usedNames(): string[] {
    const names: (string | undefined)[] = [];
    for (const c of portfolioCategoryCards) names.push(c.image);
    for (const f of flagshipProjects) names.push(f.image);
    names.push(portfolioIndex.hero.image, projectsPage.hero.image);
    for (const page of Object.values(portfolioCategories)) names.push(page.hero.image);
    for (const p of projects) {
      names.push(p.src, p.thumbnail, p.detail.heroImage);
      for (const g of p.detail.gallery) names.push(g.src, g.thumbnail);
    }
    for (const item of Object.values(seedPortfolio).flat()) {
      names.push(item.thumbnail);
      if (item.type === 'image') names.push(item.src);
    }
    return names.filter((n): n is string => Boolean(n));
  }

  it.skipIf(!existsSync(manifestPath))('all exist in the image manifest', () => {
    const known = manifestNames();
    const missing = [...new Set(usedNames())].filter((n) => !known.has(n));
    expect(missing).toEqual([]);
  });
});
