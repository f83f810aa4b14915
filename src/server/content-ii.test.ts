// Content II over supertest against the production build: home, about, blog, posts, contact, legal, sitemap,
// information pages, cities, search, and the crawler files. Every count, label and target the issue names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { testApp, TEST_PUBLIC_URL } from '#test/test-app';
import { canonicalHref, hrefs, jsonLd, metaContent, titleOf } from '#test/html';
import { citySlugs, portfolioSlugs, serviceSlugs } from '#shared/catalog';
import { postCategories, postIndex, postSlugs, relatedPosts } from '#content/posts';
import { featuredProjects, projects } from '#content/projects';
import { clientLogos } from '#content/client-logos';
import { cities } from '#content/cities';
import { faqCategories, faqPageItems } from '#content/faq';
import { homeFaqs } from '#content/home';
import { reviews } from '#content/reviews';
import { sitemapGroups } from '#content/sitemap-page';
import { licensingSections } from '#content/legal';
import { site, whatsappHref } from '#content/site';
import { routes } from '#app/routes';
import { paths } from '#shared/paths';

let app: Express;
const pages = new Map<string, string>();

async function html(path: string): Promise<string> {
  if (!pages.has(path)) {
    const res = await request(app).get(path);
    expect(res.status, path).toBe(200);
    pages.set(path, res.text);
  }
  return pages.get(path)!;
}

/** The page's <main>, without the navbar and footer, so counts are about the page itself. */
async function main(path: string): Promise<string> {
  const text = await html(path);
  return text.slice(text.indexOf('<main'), text.indexOf('</main>'));
}

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Visible text of an HTML fragment, tags removed. */
const textOf = (fragment: string) => decode(fragment.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** Every <a> with its href and text, inside a fragment. */
function anchors(fragment: string): { href: string; text: string; attrs: string }[] {
  return [...fragment.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: m[1]!,
    href: decode(m[1]!.match(/\bhref="([^"]*)"/)?.[1] ?? ''),
    // The visible label: screen-reader-only context ("about Photography") is not part of it.
    text: textOf(m[2]!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')).trim(),
  }));
}

/** The head's <link rel="alternate"> to the RSS feed, whatever the attribute order. */
const rssLink = (page: string) =>
  [...page.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .find((l) => l.includes('rel="alternate"') && l.includes('href="/rss.xml"') && l.includes('type="application/rss+xml"'));

const count = (haystack: string, needle: string | RegExp) =>
  typeof needle === 'string' ? haystack.split(needle).length - 1 : [...haystack.matchAll(needle)].length;

/** The HTML of the element with this id attribute, up to its section's end. */
function sectionById(fragment: string, id: string): string {
  const start = fragment.indexOf(`id="${id}"`);
  expect(start, `#${id}`).toBeGreaterThan(-1);
  const open = fragment.lastIndexOf('<section', start);
  let depth = 0;
  const re = /<(\/?)section\b/g;
  re.lastIndex = open;
  for (let m = re.exec(fragment); m; m = re.exec(fragment)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return fragment.slice(open, m.index);
  }
  return fragment.slice(open);
}

beforeAll(async () => {
  app = (await testApp()).app;
});

const contentPages = [
  '/',
  '/about',
  '/blog',
  ...postSlugs.map((s) => `/blog/${s}`),
  '/contact',
  '/privacy',
  '/terms',
  '/licensing-terms',
  '/sitemap',
  '/learn',
  '/downloads',
  '/vendor-directory',
  '/media',
  '/reviews',
  '/faq',
  ...citySlugs.map((c) => `/service-areas/${c}`),
  '/search',
  '/search?q=drone',
];

describe('statuses', () => {
  it.each(contentPages)('%s answers 200 with one h1', async (path) => {
    const page = await html(path);
    expect(count(page, /<h1\b/g)).toBe(1);
  });

  it.each(['/blog/not-a-post', '/blog/ultimate-guide', '/service-areas/ottawa'])('%s is a 404', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(metaContent(res.text, 'robots')).toBe('noindex,nofollow');
  });

  it('sends another spelling of a page to its one address (301)', async () => {
    const res = await request(app).get('/service-areas/TORONTO').expect(301);
    expect(res.headers.location).toBe('/service-areas/toronto');
  });
});

describe('home', () => {
  it('shows 5 featured projects: the first to /projects/chelster-hall, the rest to /projects/{id}', async () => {
    const section = sectionById(await main('/'), 'featured-projects-title');
    const links = anchors(section).filter((a) => a.href.startsWith('/projects/'));
    expect(links.map((a) => a.href)).toEqual(featuredProjects.map(paths.project));
    expect(links).toHaveLength(5);
    expect(links[0]!.href).toBe('/projects/chelster-hall');
    for (const [i, p] of featuredProjects.entries()) if (i > 0) expect(links[i]!.href).toBe(`/projects/${p.id}`);
    const more = anchors(section).find((a) => a.text === 'View More Projects');
    expect(more?.href).toBe('/projects');
  });

  it('has the About section with 4 stats and 20 client logos as images with alt text and size', async () => {
    const section = sectionById(await main('/'), 'about-title');
    expect(count(section, /<dt\b/g)).toBe(4);
    for (const n of ['17+', '5000+', '700+', '48K+']) expect(section).toContain(`>${n}<`);
    const logos = [...section.matchAll(/<img\b[^>]*src="\/logos\/[^"]+\.svg"[^>]*>/g)].map((m) => m[0]);
    expect(logos).toHaveLength(20);
    expect(clientLogos).toHaveLength(20);
    for (const [i, logo] of logos.entries()) {
      expect(logo).toContain(`alt="${clientLogos[i]!.name.replace(/&/g, '&amp;')}"`);
      expect(logo).toMatch(/width="\d+"/);
      expect(logo).toMatch(/height="\d+"/);
    }
  });

  it('has 8 service cards with Learn more, in 1/2/3/4 columns', async () => {
    const section = sectionById(await main('/'), 'services-title');
    const learn = anchors(section).filter((a) => a.text === 'Learn more');
    expect(learn.map((a) => a.href)).toEqual(serviceSlugs.map((s) => `/services/${s}`));
    expect(section).toMatch(/grid-cols-1 [^"]*sm:grid-cols-2 [^"]*lg:grid-cols-3 [^"]*xl:grid-cols-4/);
  });

  it('shows the first 3 posts under Latest Insights and View all blog posts to /blog', async () => {
    const section = sectionById(await main('/'), 'insights-title');
    expect(section).toContain('Latest Insights');
    const reads = anchors(section).filter((a) => a.text === 'Read More');
    expect(reads.map((a) => a.href)).toEqual(postIndex.slice(0, 3).map((p) => `/blog/${p.slug}`));
    expect(anchors(section).find((a) => a.text === 'View all blog posts')?.href).toBe('/blog');
  });

  it('renders the FAQ as a single-open accordion with every home question', async () => {
    const section = sectionById(await main('/'), 'faq-title');
    for (const f of homeFaqs) expect(decode(section)).toContain(f.question);
    expect(count(section, 'aria-expanded="false"')).toBe(homeFaqs.length);
  });

  it('keeps the Organization and WebSite JSON-LD, with the search action', async () => {
    const ld = jsonLd(await html('/'));
    const website = ld.find((d) => d['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toBe(`${TEST_PUBLIC_URL}/search?q={search_term_string}`);
    expect(ld.some((d) => d['@type'] === 'ProfessionalService')).toBe(true);
  });
});

describe('about', () => {
  it('has the hero, Who We Are with 3 highlights, mission, vision, founder, 4 values, the timeline, stats and Start a Project', async () => {
    const page = textOf(await main('/about'));
    expect(page).toContain('Vision and Excellence');
    expect(page).toContain('Who We Are');
    for (const h of ['Award-Winning Quality', 'Fast Turnaround', 'Cutting-Edge Technology']) expect(page).toContain(h);
    expect(page).toContain('Our Mission');
    expect(page).toContain('Our Vision');
    expect(page).toContain('Meet Our Founder');
    expect(page).toContain(site.founder.name);
    for (const v of ['Innovation', 'Excellence', 'Reliability', 'Creativity']) expect(page).toContain(v);
    const years = ['2007 Founded', '2012 First Drone Permit', '2016 3D Tours Launch', '2019 AI Integration', '2023 Industry Recognition'];
    for (const y of years) expect(page).toContain(y);
    const main_ = await main('/about');
    expect(count(sectionById(main_, 'values-title'), /<h3\b/g)).toBe(4);
    expect(anchors(main_).find((a) => a.text === 'Start a Project')?.href).toBe('/contact');
  });
});

describe('blog list', () => {
  it('has the hero, All Posts plus one button per category, and the search box', async () => {
    const page = await main('/blog');
    expect(textOf(page)).toContain('Insights & Stories');
    const buttons = [...page.matchAll(/<button[^>]*name="category"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => textOf(m[1]!).trim());
    expect(buttons).toEqual(['All Posts', ...postCategories]);
    expect(new Set(postCategories)).toEqual(new Set(postIndex.map((p) => p.category)));
    expect(page).toContain('placeholder="Search articles..."');
  });

  it('shows every post as a card with image, category, date, title, excerpt, author line and Read More', async () => {
    const page = await main('/blog');
    const reads = anchors(page).filter((a) => a.text === 'Read More');
    expect(reads.map((a) => a.href)).toEqual(postIndex.map((p) => `/blog/${p.slug}`));
    const text = textOf(page);
    for (const p of postIndex) {
      expect(text).toContain(p.title);
      expect(text).toContain(p.excerpt);
      expect(text).toContain(p.date);
      expect(text).toContain(`By ${p.author?.name ?? 'the Northframe Media team'}`);
    }
    expect(count(page, /<picture\b/g)).toBeGreaterThanOrEqual(postIndex.length);
  });

  it('filters on the server from ?q= (title or excerpt, any case) and ?category=, combined', async () => {
    const drone = await main('/blog?q=DRONE');
    const expected = postIndex.filter((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes('drone'));
    expect(anchors(drone).filter((a) => a.text === 'Read More')).toHaveLength(expected.length);

    const photography = await main('/blog?category=Photography');
    const photoLinks = anchors(photography)
      .filter((a) => a.text === 'Read More')
      .map((a) => a.href);
    expect(photoLinks).toEqual(postIndex.filter((p) => p.category === 'Photography').map((p) => `/blog/${p.slug}`));
    expect(photography).toMatch(/aria-pressed="true"[^>]*>Photography</);

    const both = await main('/blog?q=equipment&category=Photography');
    expect(
      anchors(both)
        .filter((a) => a.text === 'Read More')
        .map((a) => a.href),
    ).toEqual(['/blog/essential-photography-equipment']);
  });

  it('shows the empty state with Reset Filters when nothing matches', async () => {
    const empty = textOf(await main('/blog?q=zebra&category=Drone'));
    expect(empty).toContain('No articles found');
    expect(empty).toContain('Try adjusting your search or filter criteria');
    expect(empty).toContain('Reset Filters');
  });

  it('links the RSS feed from the head', async () => {
    expect(rssLink(await html('/blog'))).toBeTruthy();
  });
});

describe('blog post', () => {
  it('has 5 posts with the spec slugs', () => {
    expect([...postSlugs].sort()).toEqual(
      [
        'ultimate-guide-real-estate-photography-toronto',
        'essential-photography-equipment',
        'drone-photography-best-practices',
        'virtual-staging-trends',
        'marketing-luxury-properties',
      ].sort(),
    );
  });

  it.each(postSlugs)('%s renders every part of the spec list', async (slug) => {
    const meta = postIndex.find((p) => p.slug === slug)!;
    const page = await main(`/blog/${slug}`);
    const text = textOf(page);
    const links = anchors(page);
    expect(links.find((a) => a.text === 'Back to Blog')?.href).toBe('/blog');
    for (const part of [meta.title, meta.excerpt, meta.date, meta.category]) expect(text).toContain(part);
    if (meta.readTime) expect(text).toContain(meta.readTime);
    // Share links and copy-link.
    const share = (label: string) => links.find((a) => a.attrs.includes(`aria-label="${label}"`));
    expect(share('Share on Facebook')?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${TEST_PUBLIC_URL}/blog/${slug}`)}`,
    );
    expect(share('Share on X')?.href).toMatch(/^https:\/\/x\.com\/intent\/post\?url=/);
    expect(share('Share on LinkedIn')?.href).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(page).toContain('aria-label="Copy link"');
    // Fixed tags, category list, related posts, call to action.
    for (const tag of ['Photography', 'Real Estate', 'Equipment']) expect(text).toContain(tag);
    const categoryList = sectionById(page, 'categories-title');
    const categoryLinks = anchors(categoryList);
    expect(categoryLinks.map((a) => a.text.replace(/\s*\d+$/, ''))).toEqual(['Photography', 'Drone', 'Marketing', 'Technology']);
    for (const a of categoryLinks) expect(new URL(a.href, TEST_PUBLIC_URL).pathname).toBe('/blog');
    const related = sectionById(page, 'related-title');
    expect(
      anchors(related)
        .filter((a) => a.text === 'Read More')
        .map((a) => a.href),
    ).toEqual(relatedPosts(slug).map((p) => `/blog/${p.slug}`));
    expect(relatedPosts(slug)).toHaveLength(2);
    expect(links.find((a) => a.text === 'Contact Us Today')?.href).toBe('/contact');
    // Author card.
    if (meta.author) {
      const author = sectionById(page, 'author-title');
      expect(textOf(author)).toContain(meta.author.name);
      expect(textOf(author)).toContain(meta.author.role);
      expect(anchors(author).find((a) => a.text === 'View Profile')?.href).toBe('/about');
    } else {
      expect(page).not.toContain('id="author-title"');
    }
  });

  it('renders the body blocks: h2 headings, paragraphs, figures, highlights, quotes and lists', async () => {
    const page = await main('/blog/drone-photography-best-practices');
    expect(count(page, /<h2 class="mt-14/g)).toBe(8);
    expect(count(page, /<figure class="my-10"/g)).toBe(2);
    expect(count(page, /<aside class="my-10/g)).toBe(1);
    expect(count(page, /<blockquote/g)).toBe(1);
    expect(count(page, /<ul class="mt-6 space-y-3"/g)).toBe(5);
  });

  it('sets og:type article, BlogPosting JSON-LD and the RSS link', async () => {
    const page = await html('/blog/virtual-staging-trends');
    expect(metaContent(page, 'og:type')).toBe('article');
    const posting = jsonLd(page).find((d) => d['@type'] === 'BlogPosting') as Record<string, any>;
    expect(posting.headline).toBe('Virtual Staging Trends for 2026: What Works and What to Disclose');
    expect(posting.datePublished).toBe('2026-08-25');
    expect(posting.mainEntityOfPage['@id']).toBe(`${TEST_PUBLIC_URL}/blog/virtual-staging-trends`);
    expect(posting.wordCount).toBeGreaterThan(800);
    expect(rssLink(page)).toBeTruthy();
  });

  it('answers an unknown slug with 404, Post Not Found, its message and Return to Blog', async () => {
    const res = await request(app).get('/blog/no-such-post');
    expect(res.status).toBe(404);
    const text = textOf(res.text);
    expect(titleOf(res.text)).toContain('Post Not Found');
    expect(text).toContain('Post Not Found');
    expect(text).toContain("The blog post you're looking for doesn't exist or has been moved.");
    expect(anchors(res.text).find((a) => a.text === 'Return to Blog')?.href).toBe('/blog');
  });
});

describe('contact', () => {
  it('has the hero, e-mail, WhatsApp, location, hours, socials and the two buttons, and no form', async () => {
    const page = await main('/contact');
    const text = textOf(page);
    expect(text).toContain("Let's Create Together");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone);
    expect(text).toContain('Toronto, Ontario');
    expect(text).toContain('Business Hours');
    expect(text).toContain('9:00 AM – 6:00 PM');
    const links = anchors(page);
    expect(links.some((a) => a.href === `mailto:${site.email}`)).toBe(true);
    expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/14165550148\?text=.+/);
    expect(links.filter((a) => a.href === whatsappHref).length).toBeGreaterThanOrEqual(2);
    for (const s of Object.values(site.social)) expect(links.some((a) => a.href === s)).toBe(true);
    expect(links.find((a) => a.text === 'Message us on WhatsApp')?.href).toBe(whatsappHref);
    expect(links.find((a) => a.text === 'Send an Email')?.href).toBe(`mailto:${site.email}`);
    expect(page).not.toMatch(/<form\b/);
  });
});

describe('legal and sitemap', () => {
  const today = () =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

  it.each(['/privacy', '/terms'])('%s shows Last updated with today in Toronto and the privacy e-mail', async (path) => {
    const page = await main(path);
    expect(textOf(page)).toContain(`Last updated: ${today()}`);
    expect(textOf(page)).toContain(site.email);
    // The date travels in the loader data, so the browser renders the same text.
    const boot = (await html(path)).match(/<script id="__boot" type="application\/json">([\s\S]*?)<\/script>/)![1];
    expect(boot).toContain(today());
  });

  it('/licensing-terms has ten numbered sections, January 2024 and the licensing hours', async () => {
    const page = await main('/licensing-terms');
    const headings = [...page.matchAll(/<h2 id="[^"]+-title"[^>]*>([^<]*)<\/h2>/g)].map((m) => decode(m[1]!));
    expect(headings).toHaveLength(10);
    expect(licensingSections).toHaveLength(10);
    headings.forEach((h, i) => expect(h.startsWith(`${i + 1}. `)).toBe(true));
    expect(textOf(page)).toContain('Last updated: January 2024');
    expect(textOf(page)).toContain('Monday to Friday, 9AM-6PM EST');
  });

  it('/sitemap shows exactly the spec groups and links', async () => {
    const page = await main('/sitemap');
    const groups = [...page.matchAll(/<h2 id="group-\d+"[^>]*>([^<]*)<\/h2>/g)].map((m) => decode(m[1]!));
    expect(groups).toEqual(['Main Pages', 'Services', 'Portfolio', 'Featured Projects', 'Legal']);
    const linkHrefs = anchors(page.slice(page.indexOf('aria-label="All pages"'))).map((a) => a.href);
    const expected = [
      ['/', '/about', '/projects', '/blog', '/contact'],
      [
        '/services/all',
        ...['photography', 'video', 'drone', 'matterport', 'automation', 'editing', 'website', 'brand'].map((s) => `/services/${s}`),
      ],
      ['/portfolio', ...portfolioSlugs.map((s) => `/portfolio/${s}`)],
      ['/projects', '/projects/chelster-hall'],
      ['/privacy', '/terms', '/sitemap'],
    ];
    expect(sitemapGroups.map((g) => g.links.map((l) => l.href))).toEqual(expected);
    expect(linkHrefs).toEqual(expected.flat());
  });
});

describe('information pages', () => {
  it('/learn has six Coming Soon topic cards', async () => {
    const page = await main('/learn');
    const topics = [
      'Photography Fundamentals',
      'Lighting Techniques',
      'Staging Tips',
      'Equipment Guide',
      'Business Development',
      'Industry Trends',
    ];
    for (const t of topics) expect(textOf(page)).toContain(t);
    expect(count(page, '>Coming Soon<')).toBe(6);
  });

  it('/downloads has 3 groups, download icons with no action, and the more-is-coming note', async () => {
    const page = await main('/downloads');
    expect(count(page, /<h3 id="dl-\d"/g)).toBe(3);
    const icons = count(page, 'data-download-icon');
    expect(icons).toBe(11);
    expect(page).not.toMatch(/<a[^>]*download/);
    expect(textOf(page)).toContain('More resources are on the way');
  });

  it('/vendor-directory has the 4 categories with counts and Become a Partner', async () => {
    const text = textOf(await main('/vendor-directory'));
    for (const [name, n] of [
      ['Home Staging', '12+'],
      ['Contractors & Renovations', '8+'],
      ['Interior Design', '6+'],
      ['Real Estate Services', '15+'],
    ] as const)
      expect(text).toMatch(new RegExp(`${n.replace('+', '\\+')} ${name}`));
    expect(text).toContain('Become a Partner');
  });

  it('/media has press releases, awards, coverage and the media contact', async () => {
    const text = textOf(await main('/media'));
    for (const h of ['Press Releases', 'Awards', 'Media Coverage', 'Media Contact']) expect(text).toContain(h);
    expect(text).toContain(site.email);
  });

  it('/reviews has 6 testimonials, 5 stars, Trusted by 127+ Clients, View Google Reviews and the JSON-LD', async () => {
    const full = await html('/reviews');
    const page = await main('/reviews');
    expect(reviews).toHaveLength(6);
    expect(count(page, /<figure class="card/g)).toBe(6);
    for (const r of reviews) expect(textOf(page)).toContain(r.name);
    expect(count(page, 'aria-label="5 out of 5 stars"')).toBe(7);
    expect(textOf(page)).toContain('Trusted by 127+ Clients');
    const google = anchors(page).find((a) => a.text === 'View Google Reviews')!;
    expect(google.href).toBe(site.googleReviews);
    expect(google.attrs).toContain('target="_blank"');
    expect(google.attrs).toContain('rel="noopener noreferrer"');
    const business = jsonLd(full).find((d) => 'aggregateRating' in d) as Record<string, any>;
    expect(business.aggregateRating['@type']).toBe('AggregateRating');
    expect(business.aggregateRating.reviewCount).toBe(6);
    expect(business.review).toHaveLength(6);
    expect(business.review[0]['@type']).toBe('Review');
  });

  it('/faq has 18 questions in 6 categories, multi-open accordions, Contact Us and FAQPage JSON-LD', async () => {
    const full = await html('/faq');
    const page = await main('/faq');
    expect(faqPageItems).toHaveLength(18);
    const headings = [...page.matchAll(/<h2 id="faq-[a-z]+-title"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([...faqCategories]);
    expect(count(page, /aria-expanded="false"/g)).toBe(18);
    for (const q of faqPageItems) expect(decode(page)).toContain(q.question);
    expect(anchors(page).find((a) => a.text === 'Contact Us')?.href).toBe('/contact');
    const faq = jsonLd(full).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(18);
  });
});

describe('city pages', () => {
  it.each(citySlugs)('/service-areas/%s has 4 service cards, its neighbourhoods, expertise, 4 tiles and its own SEO', async (slug) => {
    const city = cities[slug];
    const path = `/service-areas/${slug}`;
    const full = await html(path);
    const page = await main(path);
    const services = anchors(sectionById(page, 'services-title')).map((a) => a.href);
    expect(services).toEqual(['/services/photography', '/services/video', '/services/drone', '/services/matterport']);
    const hoods = sectionById(page, 'neighbourhoods-title');
    expect(count(hoods, /<li\b/g)).toBe(slug === 'toronto' ? 17 : 12);
    for (const p of city.marketExpertise) expect(decode(page)).toContain(p);
    expect(count(page, 'data-stat-tile')).toBe(4);
    for (const s of city.stats) expect(textOf(page)).toContain(`${s.label} ${s.value}`);
    expect(decode(titleOf(full)!)).toBe(
      city.seo.title.includes('Northframe Media') ? city.seo.title : `${city.seo.title} | Northframe Media`,
    );
    expect(decode(metaContent(full, 'description')!)).toBe(city.seo.description);
    expect(metaContent(full, 'keywords')).toBe(city.seo.keywords.join(', '));
    expect(canonicalHref(full)).toBe(`${TEST_PUBLIC_URL}${path}`);
    const business = jsonLd(full).find((d) => 'areaServed' in d && (d.areaServed as { '@type': string })['@type'] === 'City') as Record<
      string,
      any
    >;
    expect(business.areaServed.name).toBe(city.name);
  });

  it('uses the spec figures on the tiles', () => {
    const figures: Record<string, string[]> = {
      toronto: ['500+', '24hr', '150+'],
      oakville: ['200+', '$5M+', '95%'],
      hamilton: ['300+', '48hr', '85+'],
      mississauga: ['400+', '24hr', '120+'],
      brampton: ['350+', '48hr', '90+'],
      burlington: ['180+', '$1.2M+', '98%'],
      milton: ['250+', '72hr', '60+'],
      markham: ['220+', '$2.1M+', '96%'],
      vaughan: ['280+', '$1.8M+', '94%'],
      'richmond-hill': ['160+', '$2.5M+', '98%'],
    };
    for (const slug of citySlugs) expect(cities[slug].stats.slice(0, 3).map((s) => s.value)).toEqual(figures[slug]);
  });
});

describe('search', () => {
  it('renders results for posts, services, cities and FAQs on the server', async () => {
    const page = await main('/search?q=drone');
    const links = anchors(page).map((a) => a.href);
    expect(links).toContain('/blog/drone-photography-best-practices');
    expect(links).toContain('/services/drone');
    expect(links.some((h) => h.startsWith('/faq#'))).toBe(true);
    expect(anchors(await main('/search?q=oakville')).map((a) => a.href)).toContain('/service-areas/oakville');
  });

  it('shows a designed empty state, and is noindex', async () => {
    const none = await main('/search?q=qwertyuiop');
    expect(textOf(none)).toContain('No results found');
    expect(textOf(await main('/search'))).toContain('What are you looking for?');
    expect(metaContent(await html('/search?q=drone'), 'robots')).toBe('noindex,nofollow');
  });
});

describe('every internal link on these pages ends on a 200 page', () => {
  it('follows each distinct link once', async () => {
    const targets = new Set<string>();
    for (const path of contentPages) {
      for (const href of hrefs(await html(path))) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        targets.add(href.split('#')[0] || '/');
      }
    }
    const broken: string[] = [];
    for (const target of targets) {
      const res = await request(app).get(target);
      if (res.status !== 200) broken.push(`${target} -> ${res.status}`);
    }
    expect(broken).toEqual([]);
    expect(targets.size).toBeGreaterThan(60);
  }, 120_000);
});

describe('crawler files', () => {
  it('/sitemap.xml parses as XML and lists every route that has content, each with a lastmod', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = new XMLParser().parse(res.text);
    const urls = doc.urlset.url as { loc: string; lastmod: string }[];
    const locs = urls.map((u) => u.loc);
    for (const u of urls) expect(String(u.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set(locs).size).toBe(locs.length);

    // Expand the route table: each pattern's parameters take every value they serve.
    const params: Record<string, readonly string[]> = {
      'services/:slug': serviceSlugs,
      'portfolio/:category': portfolioSlugs,
      'projects/:slug': projects.map((p) => p.slug ?? p.id),
      'blog/:slug': postSlugs,
      'service-areas/:city': citySlugs,
    };
    // Not content for crawlers: the admin (disallowed), search results (noindex), the automation alias
    // (its canonical is /services/ai-services) and the catch-all.
    const excluded = new Set(['admin', 'search', 'services/automation', '*']);
    const expected: string[] = [];
    const site_ = routes[0]!.children![0]!.children!;
    for (const r of site_) {
      if (r.index) expected.push('/');
      else if (r.path && !excluded.has(r.path)) {
        const param = params[r.path];
        if (param) for (const v of param) expected.push(`/${r.path.replace(/:[a-z]+/, v)}`);
        else expected.push(`/${r.path}`);
      }
    }
    expect(expected.length).toBeGreaterThan(50);
    expect(new Set(locs)).toEqual(new Set(expected.map((p) => new URL(p, TEST_PUBLIC_URL).toString())));
    const post = urls.find((u) => u.loc.endsWith('/blog/virtual-staging-trends'))!;
    expect(post.lastmod).toBe('2026-08-25');
  });

  it('/robots.txt allows the site, disallows /admin and /api and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it('/rss.xml is a valid feed with one item per post', async () => {
    const res = await request(app).get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(res.text);
    const items = doc.rss.channel.item as { title: string; link: string; pubDate: string; description: string }[];
    expect(items).toHaveLength(postIndex.length);
    expect(new Set(items.map((i) => i.link))).toEqual(new Set(postSlugs.map((s) => `${TEST_PUBLIC_URL}/blog/${s}`)));
    for (const i of items) expect(Number.isNaN(Date.parse(i.pubDate))).toBe(false);
    expect(doc.rss.channel.link).toBe(`${TEST_PUBLIC_URL}/blog`);
  });
});

afterAll(() => pages.clear());
