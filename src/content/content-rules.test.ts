// Rules every piece of built-in copy keeps, whatever it says: one role per person, hero buttons that lead
// somewhere else, at most one Most Popular badge a page, heads that fit search results, one figure for the years
// in business, and no placeholder or mistaken wording.
import { describe, expect, it } from 'vitest';
import { allContent, allStrings, stringsUnder } from '#test/content-walk';
import { headLimits, listingMedia } from '#test/site-promises';
import { fullTitle } from '#app/lib/seo';
import { catalog, portfolioSlugs } from '#shared/catalog';
import { paths } from '#shared/paths';
import { heroButtons, heroCtas } from './hero-ctas';
import { postHead } from './posts';
import { projectHead } from './projects';
import type { HeadText, PageHero } from './types';

const content = await allContent();
const { about, blogPage, contact, faq, home, homeSections, info, legal, overview, portfolio, projects, reviews, site, sitemap } = content;
// A project card shows its description whole: four lines of the narrowest card (about 37 characters a line).
const PROJECT_CARD_DESCRIPTION_MAX = 140;
const torontoYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date()));
const yearsInBusiness = torontoYear - site.site.foundedYear;

interface Appearance {
  name: string;
  role: string;
  where: string;
  client?: true;
}

/** Everyone the copy names with a role: the studio's people, and the clients who speak for it. */
function appearances(): Appearance[] {
  const team: Appearance[] = [
    { ...site.site.founder, where: 'founder' },
    { name: info.mediaContact.name, role: info.mediaContact.role, where: 'media contact' },
    ...content.posts.flatMap((p) => (p.author ? [{ name: p.author.name, role: p.author.role, where: `author of ${p.slug}` }] : [])),
  ];
  const quoted = content.posts.flatMap((post) =>
    post.content.flatMap((block) => {
      if (block.type !== 'quote' || !block.author) return [];
      const [name = '', ...role] = block.author.split(', ');
      return [{ name, role: role.join(', '), where: `quoted in ${post.slug}` }];
    }),
  );
  const clients: Appearance[] = [
    ...content.servicePages.map((p) => ({ name: p.testimonial.author, role: p.testimonial.role, where: `testimonial on ${p.slug}` })),
    ...Object.values(overview.servicesOverview).map((o) => ({ name: o.testimonial.author, role: o.testimonial.role, where: o.path })),
    ...reviews.reviews.map((r) => ({ name: r.name, role: r.role ?? '', where: `review ${r.id}` })),
  ].map((a) => ({ ...a, client: true }));
  return [...team, ...quoted, ...clients];
}

/** Each page's hero with the path it stands on. */
const heroes: [path: string, hero: Pick<PageHero, 'heroKey'>][] = [
  [paths.home, home.hero],
  [paths.about, { heroKey: 'about' }],
  [paths.contact, contact.hero],
  [paths.blog, blogPage.blogPage.hero],
  [paths.privacy, legal.privacyHero],
  [paths.terms, legal.termsHero],
  [paths.licensing, legal.licensingHero],
  [paths.sitemap, sitemap.hero],
  [paths.learn, info.learnHero],
  [paths.downloads, info.downloadsHero],
  [paths.vendorDirectory, info.vendorHero],
  [paths.media, info.mediaHero],
  [paths.faq, faq.faqPage.hero],
  [paths.reviews, reviews.reviewsPage.hero],
  [portfolio.portfolioIndex.path, portfolio.portfolioIndex.hero],
  [projects.projectsPage.path, projects.projectsPage.hero],
  ...Object.values(overview.servicesOverview).map((o): [string, PageHero] => [o.path, { ...o.hero, heroKey: o.heroKey }]),
  ...portfolioSlugs.map((s): [string, PageHero] => [paths.portfolioCategory(s), portfolio.portfolioCategories[s].hero]),
  ...content.servicePages.map((p): [string, Pick<PageHero, 'heroKey'>] => [paths.service(p.slug), p]),
];

/** Every head the content writes, with where it shows. */
function heads(): [where: string, head: HeadText][] {
  const seoFields: HeadText[] = [];
  (function walk(value: unknown) {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const head = child as Partial<HeadText>;
        // A page's head text; a post's or a project's own (partial) head text is checked through postHead and projectHead.
        if (key === 'seo' && typeof head.title === 'string' && typeof head.description === 'string') seoFields.push(head as HeadText);
        else walk(child);
      }
    }
  })({ ...content, posts: [] });
  return [
    ...seoFields.map((h): [string, HeadText] => [h.title, h]),
    ...content.posts.map((p): [string, HeadText] => [paths.post(p.slug), postHead(p)]),
    ...projects.projects.map((p): [string, HeadText] => [paths.project(p), projectHead(p)]),
  ];
}

describe('people', () => {
  it('gives every person one role across the whole site', () => {
    const roles = new Map<string, Set<string>>();
    for (const a of appearances()) roles.set(a.name, (roles.get(a.name) ?? new Set()).add(`${a.client ? 'client' : 'studio'}: ${a.role}`));
    const twice = [...roles].filter(([, r]) => r.size > 1).map(([name, r]) => `${name}: ${[...r].join(' | ')}`);
    expect(twice).toEqual([]);
  });

  it('lets each client speak once, and never under a studio name', () => {
    const all = appearances();
    const studio = new Set(all.filter((a) => !a.client).map((a) => a.name));
    const clients = all.filter((a) => a.client);
    expect(clients.filter((a) => studio.has(a.name)).map((a) => `${a.name} (${a.where})`)).toEqual([]);
    const seen = new Map<string, string>();
    const repeated = clients
      .filter((a) => seen.has(a.name) || !seen.set(a.name, a.where))
      .map((a) => `${a.name}: ${seen.get(a.name)}, ${a.where}`);
    expect(repeated).toEqual([]);
  });
});

describe('pages', () => {
  it.each(heroes)('%s: the hero buttons lead somewhere other than the page itself', (path, hero) => {
    for (const cta of heroButtons(hero.heroKey)) expect(cta.href, cta.text).not.toBe(path);
  });

  it('name only hero keys that have buttons (an unknown one would quietly show the home buttons)', () => {
    for (const [path, hero] of heroes) if (hero.heroKey) expect(Object.keys(heroCtas), path).toContain(hero.heroKey);
  });

  it('give every package, step and question real content', () => {
    for (const page of content.servicePages) {
      for (const p of page.packages) expect(p.features.length, p.title).toBeGreaterThanOrEqual(4);
      for (const step of page.process.steps) expect(step.description.length, step.title).toBeGreaterThan(20);
    }
    const faqs = [...content.servicePages.flatMap((p) => p.faqs), ...faq.faqPageItems, ...homeSections.homeFaqs];
    for (const f of faqs) {
      expect(f.question, f.question).toMatch(/\?$/);
      expect(f.answer.length, f.question).toBeGreaterThan(40);
    }
  });

  it('describe what every built-in card shows, a film still or a tour frame included, not just its title', () => {
    const items: { title?: unknown; src?: unknown; thumbnail?: unknown; alt?: unknown }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        if (typeof o.type === 'string' && ['image', 'video', 'embed'].includes(o.type) && 'src' in o && 'title' in o) items.push(o);
        Object.values(o).forEach(walk);
      }
    };
    walk(content);
    expect(items.length).toBeGreaterThan(50);
    for (const item of items) {
      expect(item.alt, String(item.title)).toBeTruthy();
      expect(item.alt, String(item.title)).not.toBe(item.title);
    }
  });

  it('keeps each project description short enough to show whole on its card', () => {
    const long = projects.projects
      .filter((p) => p.description.length > PROJECT_CARD_DESCRIPTION_MAX)
      .map((p) => `${p.id}: ${p.description.length}`);
    expect(long).toEqual([]);
  });

  it('marks at most one package Most Popular on a page', () => {
    for (const page of content.servicePages) expect(page.packages.filter((p) => p.popular).length, page.slug).toBeLessThanOrEqual(1);
  });

  it('writes heads that fit search results', () => {
    for (const [where, head] of heads()) expect(head.description.length, where).toBeGreaterThan(50);
    const tooLong = heads().flatMap(([where, head]) => [
      ...(fullTitle(head.title).length > headLimits.title ? [`${where}: title ${fullTitle(head.title).length}`] : []),
      ...(head.description.length > headLimits.description ? [`${where}: description ${head.description.length}`] : []),
    ]);
    expect(tooLong).toEqual([]);
  });

  it('speaks of a listing only on the services that sell media for one', () => {
    for (const page of content.servicePages) {
      if (listingMedia.includes(page.slug)) continue;
      expect(page.packagesIntro, page.slug).not.toMatch(/\blisting\b/i);
    }
    for (const row of catalog) {
      if (listingMedia.includes(row.service)) continue;
      const { closing } = portfolio.portfolioCategories[row.portfolio];
      expect(`${closing.heading} ${closing.body}`, row.portfolio).not.toMatch(/\byour listings?\b|\bthe listing\b/i);
    }
  });
});

describe('wording', () => {
  const copy = allStrings(content);

  it(`gives the years in business as ${yearsInBusiness}, from the founding year, wherever they are stated`, () => {
    const claims = copy.flatMap((s) => [...s.matchAll(/\b(\d+)\+? years? (?:of|in business|experience)\b/gi)].map((m) => [m[1], s]));
    expect(claims.length).toBeGreaterThan(0);
    for (const [figure, text] of claims) expect(Number(figure), text).toBe(yearsInBusiness);
    for (const stat of [...homeSections.homeStats, ...about.aboutPage().stats].filter((s) => /years/i.test(s.label))) {
      expect(stat.number).toBe(`${yearsInBusiness}+`);
    }
    for (const text of copy) expect(text).not.toMatch(/\b(?:seven|eigh|nine)teen years\b/i);
  });

  it('has no placeholder text, and says Coming Soon only on the Learn topics', () => {
    const learnStatus = new Set(info.learnTopics.map((t) => t.status));
    for (const text of copy) {
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b/i);
      if (!learnStatus.has(text as 'Coming Soon')) expect(text).not.toMatch(/coming soon/i);
    }
  });

  it('offers only the ways of contact the site has (WhatsApp and e-mail, no form), in Canadian spelling', () => {
    for (const text of copy) {
      expect(text).not.toMatch(/contact form|enquiry form|fill (?:in|out) the form/i);
      expect(text).not.toMatch(/\bcolor\b|\bneighborhood|\bmeters\b/);
    }
  });

  it('names AI in capitals', () => {
    for (const text of stringsUnder(content, ['title', 'heading', 'description', 'intro', 'label'])) expect(text).not.toMatch(/\bai\b/);
  });
});
