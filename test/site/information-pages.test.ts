// Contact, the legal pages, the sitemap page and the information pages as rendered, from their content modules.
import { describe, expect, it } from 'vitest';
import { renderedSite } from '#test/site-pages';
import { anchors, count, jsonLd, linksNamed, sectionOf, textOf } from '#test/html';
import { agency, informationPages, reviews as promisedReviews } from '#test/site-promises';
import { paths } from '#shared/paths';
import { businessHours, contactCtas, hero as contactHero } from '#content/contact';
import { downloadGroups, downloadsNote, learnTopics, mediaContact, partnerSection, vendorCategories } from '#content/info-pages';
import { licensingLastUpdated, licensingSections } from '#content/legal';
import { reviews, reviewsPage } from '#content/reviews';
import { mailHref, site as facts, whatsappUrl } from '#content/site';
import { sitemapGroups } from '#content/sitemap-page';

const site = renderedSite();
const today = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

describe('/contact', () => {
  it('gives the e-mail, the WhatsApp number, the location, the hours and the social pages, and has no form', async () => {
    const main = await site.main(paths.contact);
    const text = textOf(main);
    for (const part of [contactHero.title, facts.email, facts.phone, agency.contactLocation, ...agency.weekdayHours, agency.weekends]) {
      expect(text).toContain(part);
    }
    for (const row of businessHours.rows) expect(text).toContain(row.days);
    const hrefs = anchors(main).map((a) => a.href);
    expect(hrefs).toEqual(expect.arrayContaining([mailHref, whatsappUrl(facts.phone), ...Object.values(facts.social)]));
    for (const cta of contactCtas) expect(linksNamed(main, cta.text)).toEqual([cta.href]);
    expect(main).not.toMatch(/<form\b/);
  });
});

describe('legal pages', () => {
  it.each([paths.privacy, paths.terms])(
    '%s is last updated today in Toronto, in the HTML and the data the browser hydrates',
    async (path) => {
      const html = await site.html(path);
      expect(textOf(await site.main(path))).toContain(`Last updated: ${today()}`);
      expect(textOf(await site.main(path))).toContain(facts.email);
      expect(/<script id="__boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]).toContain(today());
    },
  );

  it('/licensing-terms has its numbered sections, its date and its hours', async () => {
    const main = await site.main(paths.licensing);
    const headings = [...main.matchAll(/<h2 id="[^"]+-title"[^>]*>([^<]*)<\/h2>/g)].map((m) => textOf(m[1]!));
    expect(headings).toEqual(licensingSections.map((s) => s.heading));
    expect(textOf(main)).toContain(`Last updated: ${licensingLastUpdated}`);
  });

  it('/sitemap shows its groups and links', async () => {
    const main = await site.main(paths.sitemap);
    const groups = [...main.matchAll(/<h2 id="group-\d+"[^>]*>([^<]*)<\/h2>/g)].map((m) => textOf(m[1]!));
    expect(groups).toEqual(sitemapGroups.map((g) => g.title));
    const links = anchors(main.slice(main.indexOf('aria-label="All pages"'))).map((a) => a.href);
    expect(links).toEqual(sitemapGroups.flatMap((g) => g.links.map((l) => l.href)));
  });
});

describe('information pages', () => {
  it('/learn shows each topic as Coming Soon', async () => {
    const main = await site.main(paths.learn);
    for (const topic of learnTopics) expect(textOf(main)).toContain(topic.title);
    expect(count(main, `>${informationPages.comingSoon}<`)).toBe(learnTopics.length);
  });

  it('/downloads lists the groups with an inert download icon per file, no file sizes, and the note', async () => {
    const main = await site.main(paths.downloads);
    const text = textOf(main);
    expect(count(main, /<h3 id="dl-\d"/g)).toBe(downloadGroups.length);
    const files = downloadGroups.flatMap((g) => g.items);
    expect(count(main, 'data-download-icon')).toBe(files.length);
    for (const file of files) expect(text).toContain(file.name);
    expect(text).not.toMatch(/\d(?:\.\d+)? ?(?:KB|MB|GB)\b/);
    expect(main).not.toMatch(/<a[^>]*\bdownload\b/);
    expect(text).toContain(downloadsNote);
  });

  it('/vendor-directory shows the categories with their counts and how to become a partner', async () => {
    const main = await site.main(paths.vendorDirectory);
    for (const c of vendorCategories) expect(textOf(main)).toContain(`${c.count} ${c.title}`);
    const partner = sectionOf(main, 'aria-labelledby="partner-title"');
    expect(textOf(partner)).toContain(partnerSection.heading);
    for (const benefit of partnerSection.benefits) expect(textOf(partner)).toContain(benefit);
    expect(linksNamed(partner, partnerSection.cta.text)).toEqual([partnerSection.cta.href]);
  });

  it('/media has its press, awards, coverage and the media contact', async () => {
    const text = textOf(await site.main(paths.media));
    for (const heading of informationPages.mediaSections) expect(text).toContain(heading);
    for (const part of [mediaContact.name, mediaContact.role, mediaContact.email]) expect(text).toContain(part);
  });

  it('/reviews shows each review with five stars, the client count, the Google link and the rating data', async () => {
    const html = await site.html(paths.reviews);
    const main = await site.main(paths.reviews);
    const list = sectionOf(main, 'aria-label="Client reviews"');
    expect(count(list, /<figure\b/g)).toBe(reviews.length);
    for (const r of reviews) expect(textOf(list)).toContain(r.name);
    expect(count(main, `aria-label="${promisedReviews.stars} out of 5 stars"`)).toBe(reviews.length + 1);
    expect(textOf(main)).toContain(reviewsPage.trustedBy);
    const google = anchors(main).find((a) => a.text === reviewsPage.googleReviewsLabel)!;
    expect(google.href).toBe(reviewsPage.googleReviewsHref);
    expect(google.attrs).toContain('target="_blank"');
    expect(google.attrs).toContain('rel="noopener noreferrer"');
    const rated = jsonLd(html).find((d) => 'aggregateRating' in d) as Record<string, any>;
    expect(rated.aggregateRating.reviewCount).toBe(reviews.length);
    expect(rated.review).toHaveLength(reviews.length);
  });
});
