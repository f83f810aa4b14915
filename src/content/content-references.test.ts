// Everything the content points at resolves: site paths to pages, image names to the image manifest, and every
// built-in portfolio item (store seed, service pages, project galleries) is one the admin's own checks accept as is.
import { describe, expect, it } from 'vitest';
import { allContent, stringsUnder } from '#test/content-walk';
import { catalog, idPrefix } from '#shared/catalog';
import { parseYouTubeId } from '#shared/embeds';
import { paths } from '#shared/paths';
import { itemSchemas, type PortfolioItem } from '#shared/portfolio-item';
import { publicPaths } from '#shared/route-table';
import { hasImage } from '#app/components/ui/picture';
import { projectCardData } from './project-cards';
import { findProject } from './projects';
import { postIndex } from './posts';

const content = await allContent();
const { projects } = content.projects;
const pages = new Set([
  ...publicPaths({ projects, posts: postIndex }),
  ...catalog.flatMap((row) => ('alias' in row ? [paths.serviceAlias(row.alias)] : [])),
]);
const schema = itemSchemas(hasImage).existingItem;

/** The portfolio items the content holds, with where they come from. */
const items: [where: string, item: PortfolioItem][] = [
  ...Object.entries(content.seed.seedPortfolio).flatMap(([key, list]) => list.map((i): [string, PortfolioItem] => [key, i])),
  ...content.servicePages.flatMap((p) => p.featured.items.map((i): [string, PortfolioItem] => [`/services/${p.slug}`, i])),
  ...projects.flatMap((p) => p.detail.gallery.map((i): [string, PortfolioItem] => [paths.project(p), i])),
];

/** Every image name the content uses, wherever it sits. */
function imageNames(): string[] {
  const named = stringsUnder(content, ['image', 'allImage', 'heroImage', 'thumbnail']);
  const sources: string[] = [];
  (function walk(value: unknown) {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const v = value as { type?: unknown; src?: unknown };
      if (v.type === 'image' && typeof v.src === 'string') sources.push(v.src);
      Object.values(value).forEach(walk);
    }
  })(content);
  return [...named, ...sources];
}

describe('links', () => {
  it('lead to a page of the site, an anchor on the page, or out by mail, phone, WhatsApp or the web', () => {
    const hrefs = stringsUnder(content, ['href']);
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) {
      if (/^(#[a-z][\w-]*|https:\/\/\S+|mailto:\S+@\S+|tel:\+\d+)$/.test(href)) continue;
      expect(pages, href).toContain(href);
    }
  });

  it('find every project again from its address', () => {
    for (const p of projects) expect(findProject(paths.project(p).split('/').pop()!)).toBe(p);
    expect(findProject('no-such-project')).toBeUndefined();
    expect(new Set(projects.map(paths.project)).size).toBe(projects.length);
    expect(projectCardData(projects[0]!)).not.toHaveProperty('detail');
  });
});

describe('images', () => {
  it('are all in the image manifest', () => {
    const names = imageNames();
    expect(names.length).toBeGreaterThan(100);
    expect([...new Set(names)].filter((n) => !hasImage(n) && !n.startsWith('/uploads/'))).toEqual([]);
  });

  it('are not repeated within one grid of cards', () => {
    const grids = [
      content.cards.serviceCards.map((c) => c.image),
      content.cards.serviceCards.map((c) => c.allImage ?? c.image),
      Object.values(content.cities.cities).map((c) => c.image),
      ...content.servicePages.map((p) => p.featured.items.map((i) => (i.type === 'image' ? i.src : i.thumbnail))),
    ];
    for (const grid of grids) expect(new Set(grid).size).toBe(grid.length);
  });

  it('carry a text alternative where they show a listing', () => {
    for (const [where, item] of items) if (item.type === 'image') expect(item.alt ?? item.title, where).toBeTruthy();
    for (const post of content.posts) {
      for (const block of post.content) if (block.type === 'image') expect(block.alt && block.caption, post.slug).toBeTruthy();
    }
  });
});

describe('portfolio items', () => {
  it.each(items.map(([where, item]) => [`${where} ${item.id}`, item] as const))('%s is one the admin could save unchanged', (_, item) => {
    const parsed = schema.safeParse(item);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBeUndefined();
    const { id, title, description, type, src, thumbnail, category, specs, alt } = item;
    expect(parsed.data).toEqual(JSON.parse(JSON.stringify({ id, title, description, type, src, thumbnail, category, specs, alt })));
  });

  it('have unique ids (store ids as the admin makes them) and no video or tour twice across the service pages', () => {
    const ids = items.map(([, i]) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, list] of Object.entries(content.seed.seedPortfolio)) {
      for (const item of list) expect(item.id).toMatch(new RegExp(`^${idPrefix(key)}-\\d{13}$`));
    }
    const featuredMedia = content.servicePages.flatMap((p) => p.featured.items.filter((i) => i.type !== 'image').map((i) => i.src));
    expect(new Set(featuredMedia).size).toBe(featuredMedia.length);
  });

  it('give videos and tours a picture to show before they load, and each project a playable video tour', () => {
    for (const [where, item] of items) if (item.type !== 'image') expect(item.thumbnail, where).toBeTruthy();
    for (const p of projects) expect(parseYouTubeId(p.detail.videoId), p.id).toBe(p.detail.videoId);
  });
});
