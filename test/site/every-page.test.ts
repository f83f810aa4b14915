// Every page of the route table, as a visitor and a crawler get it: one h1, its own head (canonical, Open Graph
// with a sized and described image, a title and description that fit search results), structured data that
// parses, images with text alternatives, hero buttons that go somewhere else, and nothing loaded from elsewhere.
import { describe, expect, it } from 'vitest';
import { aliasPaths, absolute, everyPagePath, listedPaths, renderedSite } from '#test/site-pages';
import { anchors, canonicalHref, count, imgTags, jsonLd, mainOf, metaContent, sectionOf, textOf, titleOf } from '#test/html';
import { headLimits, matterportPage, navigation } from '#test/site-promises';
import { hasImage, imageSources } from '#app/components/ui/picture';

const site = renderedSite();
const canonicalOf = (path: string) => absolute(aliasPaths.find((a) => a.path === path)?.canonical ?? path);

/** The width and height of a site image variant (/img/{name}.{hash}.{width}.jpg), from the image manifest. */
function variantSize(url: string): [number, number] | undefined {
  const m = /\/img\/([\w-]+)\.[0-9a-f]+\.(\d+)\.jpg$/.exec(url);
  if (!m || !hasImage(m[1]!)) return undefined;
  const { width, height } = imageSources(m[1]!);
  const w = Number(m[2]);
  return [w, Math.round((height * w) / width)];
}

describe.each(everyPagePath.map((p) => [p] as const))('%s', (path) => {
  it('renders one h1 and its own canonical address', async () => {
    const html = await site.html(path);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(count(html, /<h1\b/g)).toBe(1);
    expect(canonicalHref(html)).toBe(canonicalOf(path));
  });

  it('has a head that fits search results and a complete Open Graph card', async () => {
    const html = await site.html(path);
    const title = titleOf(html)!;
    const description = metaContent(html, 'description')!;
    expect(title.length, title).toBeLessThanOrEqual(headLimits.title);
    expect(description.length, description).toBeLessThanOrEqual(headLimits.description);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(canonicalOf(path));
    const image = metaContent(html, 'og:image')!;
    expect(image.startsWith(absolute('/'))).toBe(true);
    const size = [metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')].map(Number);
    expect(size.every((n) => n > 0)).toBe(true);
    const variant = variantSize(image);
    if (variant) expect(size).toEqual(variant);
    expect(metaContent(html, 'og:image:alt')?.trim()).toBeTruthy();
  });

  it("renders the same bytes with a campaign link's tracking parameters as without them (the HTML cache relies on it)", async () => {
    // `render=fresh` is no tracking parameter, so this response is rendered, not replayed from the cache.
    const res = await site.get(`${path}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=a1&fbclid=b2&render=fresh`);
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.text).toBe(await site.html(path));
  });

  it('writes structured data that parses, with breadcrumbs that end on the page', async () => {
    const blocks = jsonLd(await site.html(path));
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
      { itemListElement: { item: string; position: number }[] } | undefined;
    if (crumbs) {
      expect(crumbs.itemListElement.map((c) => c.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1));
      expect(crumbs.itemListElement.at(-1)!.item).toBe(canonicalOf(path));
    }
  });

  it('gives every image a text alternative and a size, and loads nothing from elsewhere', async () => {
    const html = await site.html(path);
    for (const img of imgTags(html)) {
      expect(img, img).toMatch(/\balt="[^"]*"/);
      expect(img, img).toMatch(/\bwidth="\d+"[^>]*\bheight="\d+"|\bheight="\d+"[^>]*\bwidth="\d+"/);
      expect(img).not.toMatch(/\bsrc="(https?:)?\/\//);
    }
    expect(html).not.toContain('<iframe');
  });

  it('offers every image in the sizes its slot needs: srcset and sizes on the img, or on its picture’s sources', async () => {
    const html = await site.html(path);
    for (const picture of html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? []) {
      const sources = picture.match(/<source\b[^>]*>/g) ?? [];
      expect(sources.length, picture).toBeGreaterThan(0);
      for (const source of sources) expect(source, source).toMatch(/\bsrcset="[^"]+ \d+w[^"]*"[^>]*\bsizes="[^"]+"/i);
    }
    // A vector image (the client logos) is sharp at any size: one file serves every slot.
    const raster = imgTags(html.replace(/<picture\b[\s\S]*?<\/picture>/g, '')).filter((img) => !/\bsrc="[^"]+\.svg"/.test(img));
    for (const img of raster) {
      expect(img, img).toMatch(/\bsrcset="[^"]+ \d+w[^"]*"/i);
      expect(img, img).toMatch(/\bsizes="[^"]+"/);
    }
  });

  it('carries the sprite symbol of every icon it draws, and no others', async () => {
    const html = await site.html(path);
    const used = new Set([...html.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1]!));
    const symbols = [...html.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) /g)].map(
      (m) => m[1]!,
    );
    expect(used.size).toBeGreaterThan(3);
    expect(symbols.length).toBe(new Set(symbols).size);
    expect(new Set(symbols)).toEqual(used);
  });

  it('fetches only its hero image at high priority', async () => {
    const html = await site.html(path);
    const urgent = imgTags(html).filter((img) => /\bfetchpriority="high"/i.test(img));
    expect(urgent.length, urgent.join('\n')).toBeLessThanOrEqual(1);
    if (urgent.length === 1) expect(imgTags(html.slice(html.indexOf('data-hero=')))[0]).toBe(urgent[0]);
  });

  // A hero that shows up again as a card further down reads as a placeholder (the drone page's first Featured Work
  // card was its hero). A project's own gallery and video poster, and a before/after pair, show the page's photos on
  // purpose.
  it('shows its hero picture only in the hero, not again as a card further down the page', async () => {
    const html = await site.html(path);
    const start = html.indexOf('data-hero=');
    if (start < 0) return;
    const end = html.indexOf('</section>', start);
    const names = (part: string) => new Set([...part.matchAll(/\/img\/([a-z0-9-]+)\.[0-9a-f]{8}\./g)].map((m) => m[1]!));
    const below = names(html.slice(end).replace(/<section id="(?:gallery|video-tour|before-after)"[\s\S]*?<\/section>/g, ''));
    expect([...names(html.slice(start, end))].filter((name) => below.has(name))).toEqual([]);
  });

  it("loads every image after the hero lazily, so none shares the first load with it (a blog post's lead image excepted)", async () => {
    const html = await site.html(path);
    const eager = imgTags(html).filter((img) => /\bloading="eager"/i.test(img) && !/\bfetchpriority="high"/i.test(img));
    expect(eager.length, eager.join('\n')).toBeLessThanOrEqual(path.startsWith('/blog/') ? 1 : 0);
  });

  it('carries the manifest rows of the images it draws, for hydration, and no others', async () => {
    const html = await site.html(path);
    const rows = JSON.parse(/<script id="__images" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
      string,
      { hash: string }
    >;
    const drawn = new Map([...html.matchAll(/\/img\/([a-z0-9-]+)\.([0-9a-f]{8})\./g)].map((m) => [m[1]!, m[2]!]));
    expect(Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.hash]))).toEqual(Object.fromEntries(drawn));
  });

  it('sends its hero buttons elsewhere, and every in-page link to a target on the page', async () => {
    const html = await site.html(path);
    const hero = sectionOf(html, 'data-hero=');
    for (const a of anchors(hero)) expect(a.href, a.text).not.toBe(new URL(canonicalOf(path)).pathname);
    for (const a of anchors(html).filter((x) => x.href.startsWith('#'))) expect(html, a.href).toContain(`id="${a.href.slice(1)}"`);
  });

  it('writes AI in capitals and shows at most one Most Popular badge', async () => {
    // Addresses the page prints (the sitemap lists them) are not words.
    const text = textOf(mainOf(await site.html(path))).replace(/(^|\s)\/\S*/g, ' ');
    expect(text).not.toMatch(/\bai\b/);
    expect(count(text, matterportPage.popularBadge)).toBeLessThanOrEqual(1);
  });
});

describe('across the site', () => {
  /** The listed pages each built-in image appears on (the body only: the head's social-card image is not something a
   * visitor sees on the page). */
  async function pagesPerImage(): Promise<Map<string, string[]>> {
    const on = new Map<string, string[]>();
    for (const path of listedPaths) {
      const body = (await site.html(path)).split('</head>')[1] ?? '';
      for (const name of new Set([...body.matchAll(/\/img\/([a-z0-9-]+)\.[0-9a-f]{8}\./g)].map((m) => m[1]!))) {
        on.set(name, [...(on.get(name) ?? []), path]);
      }
    }
    return on;
  }

  // Issue #16: at most two pages for any built-in image (the brand's own mark is an inline SVG, not an image here).
  const MAX_PAGES_PER_IMAGE = 2;

  it(`shows at least 80 distinct built-in images across its pages, none on more than ${MAX_PAGES_PER_IMAGE} pages (issue #16)`, async () => {
    const on = await pagesPerImage();
    for (const name of on.keys()) expect(hasImage(name), name).toBe(true);
    expect(on.size).toBeGreaterThanOrEqual(80);
    const over = [...on].filter(([, pages]) => pages.length > MAX_PAGES_PER_IMAGE).map(([name, pages]) => `${name}: ${pages.join(', ')}`);
    expect(over).toEqual([]);
  }, 120_000);

  it('gives each page its own title', async () => {
    const titles = await Promise.all(
      everyPagePath.filter((p) => !aliasPaths.some((a) => a.path === p)).map(async (p) => titleOf(await site.html(p))),
    );
    expect(new Set(titles).size).toBe(titles.length);
  }, 120_000);

  it('sends a menu label to one page wherever it appears', async () => {
    for (const label of [navigation.allServices, navigation.allPortfolio]) {
      const targets = new Set<string>();
      for (const path of everyPagePath) {
        for (const a of anchors(await site.html(path))) if (a.text.replace(/\s\/\S*$/, '') === label) targets.add(a.href);
      }
      expect([...targets], label).toHaveLength(1);
    }
  }, 120_000);
});
