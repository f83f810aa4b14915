// The FAQs as crawlers get them (every answer in the HTML, closed until found), the /faq page, the city pages and
// the site search, as rendered from their content.
import { describe, expect, it } from 'vitest';
import { absolute, renderedSite } from '#test/site-pages';
import { anchors, count, decode, jsonLdOf, linksNamed, metaContent, sectionOf, textOf, titleOf } from '#test/html';
import { faqPage as promisedFaq, search } from '#test/site-promises';
import { citySlugs } from '#shared/catalog';
import { paths } from '#shared/paths';
import { fullTitle } from '#app/lib/seo';
import { cities, cityServiceCards, withCity } from '#content/cities';
import { faqCategories, faqPageItems } from '#content/faq';
import { homeFaqs } from '#content/home-sections';
import { loadAllServicePages } from '#content/services/load';
import type { FaqItem } from '#content/types';

const site = renderedSite();
const faqPages: [path: string, items: FaqItem[]][] = [
  [paths.home, homeFaqs],
  ...(await loadAllServicePages()).map((p): [string, FaqItem[]] => [paths.service(p.slug), p.faqs]),
  [paths.faq, faqPageItems],
];

/** Each accordion trigger's question, and the element its aria-controls names. */
function accordion(main: string) {
  return [...main.matchAll(/<button\b([^>]*\baria-expanded="(?:true|false)"[^>]*)>([\s\S]*?)<\/button>/g)].flatMap((m) => {
    const controls = /\baria-controls="([^"]+)"/.exec(m[1]!)?.[1];
    if (!controls) return [];
    const open = main.indexOf(`id="${controls}"`);
    const tag = main.slice(main.lastIndexOf('<', open), main.indexOf('>', open) + 1);
    const region = main.slice(open, main.indexOf('</div>', open));
    return [
      {
        question: textOf(m[2]!),
        expanded: m[1]!.includes('aria-expanded="true"'),
        tag,
        answer: textOf(region.slice(region.indexOf('>') + 1)),
      },
    ];
  });
}

describe.each(faqPages)('the FAQ on %s', (path, items) => {
  it('holds every answer in the server HTML, each in its question’s region, closed until found', async () => {
    const main = await site.main(path);
    const rendered = accordion(main);
    expect(rendered.map((r) => r.question)).toEqual(items.map((f) => f.question));
    rendered.forEach((r, i) => {
      expect(r.answer, r.question).toBe(items[i]!.answer);
      expect(r.expanded).toBe(false);
      expect(r.tag).toMatch(/\bhidden="until-found"/);
      expect(r.tag).toMatch(/\brole="region"/);
    });
    for (const f of items) expect(decode(main)).toContain(f.answer);
  });
});

describe('/faq', () => {
  it('groups its questions under the categories and ends on Contact Us', async () => {
    const main = await site.main(paths.faq);
    const headings = [...main.matchAll(/<h2 id="faq-[a-z]+-title"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([...faqCategories]);
    for (const category of faqCategories) {
      const questions = accordion(sectionOf(main, `id="faq-${category.toLowerCase()}"`)).map((r) => r.question);
      expect(questions).toEqual(faqPageItems.filter((f) => f.category === category).map((f) => f.question));
    }
    expect(linksNamed(main, promisedFaq.contact[0])).toContain(promisedFaq.contact[1]);
  });

  it('tells crawlers the same questions and answers in its FAQPage data', async () => {
    const faq = jsonLdOf(await site.html(paths.faq), 'FAQPage')!;
    const pairs = faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => [q.name, q.acceptedAnswer.text]);
    expect(pairs).toEqual(faqPageItems.map((f) => [f.question, f.answer]));
  });
});

describe.each(citySlugs.map((s) => [s, cities[s]] as const))('/service-areas/%s', (slug, city) => {
  const path = paths.city(slug);

  it('links the service cards, lists the neighbourhoods, explains the market and shows the tiles', async () => {
    const main = await site.main(path);
    const services = sectionOf(main, 'id="services"');
    expect(anchors(services).map((a) => a.href)).toEqual(cityServiceCards.map((c) => c.href));
    for (const card of cityServiceCards) expect(textOf(services)).toContain(withCity(card.description, city.name));
    const hoods = sectionOf(main, 'id="neighbourhoods"');
    expect(count(hoods, /<li\b/g)).toBe(city.neighbourhoods.length);
    for (const n of city.neighbourhoods) expect(textOf(hoods)).toContain(n);
    for (const p of city.marketExpertise) expect(textOf(main)).toContain(p);
    expect(count(main, 'data-stat-tile')).toBe(city.stats.length);
    for (const s of city.stats) expect(textOf(main)).toContain(`${s.label} ${s.value}`);
  });

  it('has its own title, description, keywords and a business serving the city', async () => {
    const html = await site.html(path);
    expect(titleOf(html)).toBe(fullTitle(city.seo.title));
    expect(metaContent(html, 'description')).toBe(city.seo.description);
    expect(metaContent(html, 'keywords')).toBe(city.seo.keywords.join(', '));
    const business = jsonLdOf(html, 'LocalBusiness') ?? jsonLdOf(html, 'ProfessionalService');
    expect(business?.areaServed).toMatchObject({ '@type': 'City', name: city.name });
    expect(business?.url ?? absolute(path)).toBe(absolute(path));
  });
});

describe('/search', () => {
  it('finds posts, services, cities and FAQ answers on the server', async () => {
    const word = 'drone';
    const found = anchors(await site.main(`/search?q=${word}`)).map((a) => a.href);
    expect(found).toContain(paths.service('drone'));
    expect(found.some((h) => h.startsWith(`${paths.faq}#`))).toBe(true);
    const cityName = cities.oakville.name;
    expect(anchors(await site.main(`/search?q=${cityName.toLowerCase()}`)).map((a) => a.href)).toContain(paths.city('oakville'));
  });

  it('says when nothing matches and what to do with an empty query, and is never indexed', async () => {
    expect(textOf(await site.main('/search?q=qwertyuiop'))).toContain(search.noResults);
    expect(textOf(await site.main('/search'))).toContain(search.prompt);
    expect(metaContent(await site.html('/search?q=drone'), 'robots')).toBe('noindex,nofollow');
  });
});
