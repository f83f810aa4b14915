// The portfolio and the projects as rendered: the category pages show whatever the store holds (read on each
// request), the projects pages their content, and every card leads where the registry and the content say.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { renderedSite } from '#test/site-pages';
import { anchors, count, decode, itemsMarked, jsonLdOf, linkTo, sectionOf, textOf } from '#test/html';
import { listingMedia, projects as promisedProjects } from '#test/site-promises';
import { quietLog, testConfig } from '#test/test-app';
import { createApp } from '#server/app';
import { catalog, type PortfolioSlug } from '#shared/catalog';
import { paths } from '#shared/paths';
import type { PortfolioItem } from '#shared/portfolio-item';
import { flagshipProjects, portfolioCategories, portfolioIndex } from '#content/portfolio';
import { projects, projectsPage } from '#content/projects';
import { seedPortfolio } from '#content/seed-portfolio';

const site = renderedSite();
const closing = (html: string) => anchors(sectionOf(html, 'aria-labelledby="cta-title"')).map((a) => [a.text, a.href]);

describe('/portfolio', () => {
  it('links a card to each category page, in registry order, and shows the flagship projects', async () => {
    const html = await site.html(paths.portfolio);
    const cards = sectionOf(html, 'id="categories"');
    expect(itemsMarked(cards, 'data-category-card').map((c) => anchors(c)[0]?.href)).toEqual(
      catalog.map((row) => paths.portfolioCategory(row.portfolio)),
    );
    const flagship = decode(sectionOf(html, 'id="flagship"'));
    for (const p of flagshipProjects) {
      expect(flagship).toContain(p.title);
      for (const service of p.services) expect(flagship).toContain(`${service}</li>`);
    }
    expect(closing(html)).toEqual([[portfolioIndex.cta.button.text, portfolioIndex.cta.button.href]]);
  });
});

describe.each(catalog.map((row) => [row.portfolio, row] as const))('/portfolio/%s', (slug: PortfolioSlug, row) => {
  const path = paths.portfolioCategory(slug);
  const page = portfolioCategories[slug];
  const items: PortfolioItem[] = seedPortfolio[row.collection];

  it('shows its tags in the hero, and its first hero button scrolls to the showcase', async () => {
    const hero = sectionOf(await site.html(path), 'data-hero=');
    const list = /<ul[^>]*data-hero-tags="(\w+)"[\s\S]*?<\/ul>/.exec(hero)!;
    expect(list[1]).toBe(page.hero.variant ?? 'tags');
    expect([...list[0].matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!))).toEqual(page.hero.tags);
    // A button that shows this page's work scrolls to it instead of loading the page again.
    const primary = anchors(hero).find((a) => a.attrs.includes('btn-primary'))!.href;
    expect([`/contact?service=${row.service}#quote`, '#showcase']).toContain(primary);
  });

  it(`shows the ${row.collection} items of the store under its showcase title, each opening the lightbox`, async () => {
    const showcase = sectionOf(await site.html(path), 'id="showcase"');
    expect(textOf(showcase)).toContain(page.showcaseTitle);
    expect(count(showcase, 'data-media-item=')).toBe(items.length);
    expect(count(showcase, 'aria-haspopup="dialog"')).toBe(items.length);
    for (const item of items) expect(decode(showcase)).toContain(item.title);
    const list = jsonLdOf(await site.html(path), 'CollectionPage')!.mainEntity;
    expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(items.map((i) => i.title));
  });

  it('closes on its buttons, with a heading about what the service sells', async () => {
    const html = await site.html(path);
    // Its link to /contact opens the quote builder with this page's service chosen.
    const booked = (href: string) => (href === paths.contact ? `/contact?service=${row.service}#quote` : href);
    expect(closing(html)).toEqual(page.buttons.map((b) => [b.text, booked(b.href)]));
    if (!listingMedia.includes(row.service)) expect(textOf(sectionOf(html, 'aria-labelledby="cta-title"'))).not.toMatch(/your listing/i);
  });
});

describe('the portfolio store', () => {
  it('is read on each request: an item the admin stored shows without a rebuild', async () => {
    const config = testConfig();
    const data = JSON.parse(readFileSync(config.dbFile, 'utf8')) as Record<string, PortfolioItem[]>;
    const added = {
      id: 'photography-1999999999999',
      title: 'Stored Just Now in Cabbagetown',
      description: 'A Victorian row.',
      type: 'image',
      src: 'leslieville-semi-front',
    };
    data.photographyPortfolio!.push(added as PortfolioItem);
    writeFileSync(config.dbFile, JSON.stringify(data));
    const other = await createApp(config, { log: quietLog().log });
    try {
      const res = await request(other.app).get(paths.portfolioCategory('photography'));
      expect(res.status).toBe(200);
      const showcase = sectionOf(res.text, 'id="showcase"');
      expect(showcase).toContain(added.title);
      expect(count(showcase, 'data-media-item=')).toBe(data.photographyPortfolio!.length);
    } finally {
      await other.close();
    }
  });
});

describe('/projects', () => {
  it('links a card to each project, by slug where it has one and by id otherwise, and closes on its button', async () => {
    const html = await site.html(paths.projects);
    const list = sectionOf(html, 'id="projects"');
    expect(textOf(list)).toContain(projectsPage.listTitle);
    expect(itemsMarked(list, 'data-project-card').map((c) => anchors(c)[0]?.href)).toEqual(
      projects.map((p) => `/projects/${p.slug ?? p.id}`),
    );
    expect(closing(html)).toEqual([[projectsPage.cta.button.text, projectsPage.cta.button.href]]);
  });
});

describe.each(projects.map((p) => [paths.project(p), p] as const))('%s', (path, project) => {
  const d = project.detail;

  it('has the breadcrumb back to Projects and a Back to Projects button', async () => {
    const html = await site.html(path);
    const crumb = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)![0];
    expect(textOf(crumb)).toBe(`${promisedProjects.breadcrumbRoot} / ${project.title}`);
    expect(linkTo(crumb, promisedProjects.breadcrumbRoot)).toBe(paths.projects);
    const [label, href] = promisedProjects.back;
    expect(
      anchors(html)
        .filter((a) => a.text === label)
        .map((a) => a.href),
    ).toContain(href);
  });

  it('states location, completion, size and layout, the services, the challenge and the result', async () => {
    const html = await site.html(path);
    const facts = sectionOf(html, 'aria-label="Project facts"');
    const values = [d.location, d.completedDate, d.area, d.bedrooms];
    promisedProjects.facts.forEach((label, i) =>
      expect(decode(facts)).toContain(
        `>${label}</dt><dd class="mt-1 font-display text-base leading-snug text-ink sm:text-lg">${values[i]}</dd>`,
      ),
    );
    const text = textOf(html);
    for (const heading of promisedProjects.sections) expect(text).toContain(heading);
    for (const s of [...d.services, d.challenges, d.results]) expect(text).toContain(s);
  });

  it(`shows at most ${promisedProjects.galleryMax} gallery images in four columns that open the lightbox, and a video that loads on click`, async () => {
    const html = await site.html(path);
    const gallery = sectionOf(html, 'id="gallery"');
    const shown = Math.min(promisedProjects.galleryMax, d.gallery.length);
    expect(count(gallery, 'data-media-item="image"')).toBe(shown);
    expect(count(gallery, 'aria-haspopup="dialog"')).toBe(shown);
    expect(gallery).toContain('lg:grid-cols-4');
    const video = sectionOf(html, 'id="video-tour"');
    expect(video).toContain('data-video-facade');
    expect(video).not.toContain('<iframe');
  });
});
