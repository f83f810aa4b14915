// The services overviews and the eight service pages as rendered: each section shows its content module's items,
// in the registry's order where it lists services, with the head and structured data a crawler reads.
import { describe, expect, it } from 'vitest';
import { absolute, renderedSite } from '#test/site-pages';
import { anchors, count, decode, itemsMarked, jsonLdOf, linkTo, metaContent, sectionOf, textOf, titleOf } from '#test/html';
import { editingPage, listingMedia, matterportPage, serviceFaqContact } from '#test/site-promises';
import { catalog, serviceSlugs } from '#shared/catalog';
import { paths } from '#shared/paths';
import { fullTitle } from '#app/lib/seo';
import { heroButtons } from '#content/hero-ctas';
import { loadAllServicePages } from '#content/services/load';
import { industries, servicesOverview } from '#content/services/overview';
import type { Cta } from '#content/types';

const site = renderedSite();
const pages = await loadAllServicePages();
/** The buttons as a page of `service` draws them: its links to /contact open the quote builder with it chosen. */
const buttons = (ctas: (Cta | undefined)[], service?: string) =>
  ctas.flatMap((c) => (c ? [[c.text, service && c.href === paths.contact ? `/contact?service=${service}#quote` : c.href]] : []));
const labelled = (markup: string) => anchors(markup).map((a) => [a.text, a.href]);

describe.each(Object.values(servicesOverview).map((o) => [o.path, o] as const))('%s', (path, overview) => {
  it('links the service cards to the service pages, in registry order', async () => {
    const cards = sectionOf(await site.html(path), 'id="services"');
    expect(itemsMarked(cards, 'data-service-card').map((card) => anchors(card)[0]?.href)).toEqual(serviceSlugs.map(paths.service));
  });

  it('lists the industries served, a testimonial and the closing button', async () => {
    const html = await site.html(path);
    const block = sectionOf(html, 'id="industries"');
    expect(textOf(block)).toContain(overview.industriesHeading);
    expect(count(block, 'data-industry')).toBe(industries.length);
    for (const industry of industries) expect(textOf(block)).toContain(industry.title);
    expect(textOf(sectionOf(html, 'aria-label="Client testimonial"'))).toContain(overview.testimonial.author);
    expect(labelled(sectionOf(html, 'aria-labelledby="cta-title"'))).toEqual(buttons([overview.cta.primary]));
  });
});

describe.each(pages.map((p) => [p.slug, p] as const))('/services/%s', (slug, page) => {
  const path = paths.service(slug);

  it('has its own title, description and keywords, and Service and breadcrumb data naming Toronto', async () => {
    const html = await site.html(path);
    expect(titleOf(html)).toBe(fullTitle(page.seo.title));
    expect(metaContent(html, 'description')).toBe(page.seo.description);
    expect(metaContent(html, 'keywords')).toBe(page.seo.keywords.join(', '));
    const service = jsonLdOf(html, 'Service')!;
    expect([service.name, service.url, service.areaServed]).toEqual([
      page.breadcrumbName,
      absolute(path),
      { '@type': 'City', name: 'Toronto' },
    ]);
    expect(service.offers.map((o: { name: string }) => o.name)).toEqual(page.packages.map((p) => p.title));
    const crumbs = jsonLdOf(html, 'BreadcrumbList')!.itemListElement.map((c: { name: string }) => c.name);
    expect(crumbs).toEqual(['Home', 'Services', page.breadcrumbName]);
  });

  it('shows its hero buttons, packages, featured work in the lightbox and process steps', async () => {
    const html = await site.html(path);
    expect(labelled(sectionOf(html, 'data-hero='))).toEqual(expect.arrayContaining(buttons(heroButtons(page.heroKey), page.slug)));
    const packages = sectionOf(html, 'id="packages"');
    expect(count(packages, 'data-package')).toBe(page.packages.length);
    expect(count(packages, matterportPage.popularBadge)).toBe(page.packages.filter((p) => p.popular).length);
    expect(packages).toContain(`data-layout="${page.packagesLayout ?? 'three-column'}"`);
    const featured = sectionOf(html, 'id="featured"');
    expect([...featured.matchAll(/data-media-item="(\w+)"/g)].map((m) => m[1])).toEqual(page.featured.items.map((i) => i.type));
    expect(count(featured, 'aria-haspopup="dialog"')).toBe(page.featured.items.length);
    for (const item of page.featured.items) expect(decode(featured)).toContain(item.title);
    expect(count(sectionOf(html, 'id="process"'), 'data-step')).toBe(page.process.steps.length);
  });

  it('answers its questions and offers the contact page for more', async () => {
    const faq = sectionOf(await site.html(path), 'id="faq"');
    expect(count(faq, /<button[^>]*aria-expanded="false"/g)).toBe(page.faqs.length);
    for (const f of page.faqs) expect(decode(faq)).toContain(f.question);
    expect(linkTo(faq, serviceFaqContact[0])).toBe(serviceFaqContact[1]);
  });

  it('closes on its testimonial, related services and call to action', async () => {
    const html = await site.html(path);
    expect(textOf(sectionOf(html, 'aria-label="Client testimonial"'))).toContain(page.testimonial.author);
    const related = sectionOf(html, 'id="related"');
    expect(itemsMarked(related, 'data-related').map((r) => anchors(r)[0]?.href)).toEqual(page.related.items.map((r) => r.href));
    expect(labelled(sectionOf(html, 'aria-labelledby="cta-title"'))).toEqual(buttons([page.cta.primary, page.cta.secondary], page.slug));
  });

  // Only the listing-media services (photography, video, drone…) speak of "the listing" in their packages.
  if (!listingMedia.includes(slug)) {
    it('sells its packages without speaking of a listing', async () => {
      const packages = sectionOf(await site.html(path), 'id="packages"');
      const intro = textOf(packages.slice(0, packages.indexOf('data-package')));
      expect(intro).not.toMatch(/\bthe listing\b|\byour listing\b/i);
    });
  }
});

describe('service page specifics', () => {
  it('matterport: hero titled Virtual Tours, tours in the featured grid and the View Full Portfolio button', async () => {
    const html = await site.html(paths.service('matterport'));
    expect(textOf(sectionOf(html, 'data-hero='))).toContain(matterportPage.heroTitle);
    expect(linkTo(sectionOf(html, 'id="featured"'), matterportPage.viewAll[0])).toBe(matterportPage.viewAll[1]);
  });

  it('editing: the solutions blocks and How It Works with a duration on each step', async () => {
    const html = await site.html(paths.service('editing'));
    const solutions = sectionOf(html, 'id="solutions"');
    expect(textOf(solutions)).toContain(editingPage.solutionsHeading);
    expect(count(solutions, 'data-solution')).toBe(editingPage.solutions);
    const steps = sectionOf(html, 'id="process"');
    expect(textOf(steps)).toContain(editingPage.processHeading);
    const durations = [...steps.matchAll(/data-duration[^>]*>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]!));
    expect(durations).toEqual(editingPage.durations);
  });

  it.each(catalog.flatMap((row) => ('alias' in row ? [[row.alias, row.service] as const] : [])))(
    '/services/%s shows the %s page with its own hero buttons',
    async (alias, service) => {
      const html = await site.html(paths.serviceAlias(alias));
      const page = pages.find((p) => p.slug === service)!;
      expect(labelled(sectionOf(html, 'data-hero='))).toEqual(expect.arrayContaining(buttons(heroButtons(alias), 'ai-services')));
      expect(count(sectionOf(html, 'id="packages"'), 'data-package')).toBe(page.packages.length);
      expect(jsonLdOf(html, 'Service')!.url).toBe(absolute(paths.service(service)));
    },
  );
});
