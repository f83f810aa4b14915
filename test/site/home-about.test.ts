// Home and About as rendered: the home page's featured projects, figures, client logos, services, latest posts and
// FAQ; the About page's story, founder, values, timeline and figures. Years of experience follow the founding year.
import { describe, expect, it } from 'vitest';
import { absolute, renderedSite } from '#test/site-pages';
import { anchors, count, decode, imgTags, jsonLdOf, linksNamed, sectionOf, textOf } from '#test/html';
import { about as promisedAbout, blog, home as promisedHome } from '#test/site-promises';
import { serviceSlugs } from '#shared/catalog';
import { paths } from '#shared/paths';
import { aboutPage } from '#content/about';
import { site as studio } from '#content/site';

const { cta: aboutCta, stats: aboutStats, highlights, milestones, values } = aboutPage();
const founder = studio.founder;
import { clientLogos } from '#content/client-logos';
import { featuredProjectsSection, homeFaqs, homeStats, insightsSection, servicesSection } from '#content/home-sections';
import { postIndex } from '#content/posts';
import { featuredProjects } from '#content/projects';
import { site as facts } from '#content/site';

const site = renderedSite();
const torontoYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date()));
const years = torontoYear - facts.foundedYear;

/** A stats row: each tile's figure and label. */
const tiles = (markup: string) =>
  [...markup.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [textOf(m[2]!), textOf(m[1]!)]);

describe('home', () => {
  it('shows the featured projects, each linked by slug or id, and View More Projects', async () => {
    const block = sectionOf(await site.html('/'), 'id="featured-projects"');
    const projectLinks = [
      ...new Set(
        anchors(block)
          .map((a) => a.href)
          .filter((h) => h.startsWith('/projects/')),
      ),
    ];
    expect(projectLinks).toEqual(featuredProjects.map(paths.project));
    expect(linksNamed(block, featuredProjectsSection.cta.text)).toEqual([featuredProjectsSection.cta.href]);
  });

  it('states the headline figures, the years from the founding year, and shows the client logos with their names', async () => {
    const block = sectionOf(await site.html('/'), 'id="about"');
    expect(tiles(block)).toEqual(homeStats.map((s) => [s.number, s.label]));
    expect(homeStats[0]!.number).toBe(`${years}+`);
    const logos = imgTags(block).filter((img) => img.includes('src="/logos/'));
    expect(logos.map((img) => decode(/alt="([^"]*)"/.exec(img)![1]!))).toEqual(clientLogos.map((c) => c.name));
  });

  it('links a card to each service page with its Learn more, in growing columns', async () => {
    const block = sectionOf(await site.html('/'), 'id="services"');
    expect(linksNamed(block, servicesSection.linkLabel)).toEqual(serviceSlugs.map(paths.service));
    const [one, two, three, four] = promisedHome.serviceColumns.split(' ');
    expect(block).toMatch(new RegExp(`${one} [^"]*${two} [^"]*${three} [^"]*${four}`));
  });

  it('teases the latest posts with a link to the blog', async () => {
    const block = sectionOf(await site.html('/'), 'id="insights"');
    expect(textOf(block)).toContain(insightsSection.heading);
    expect(linksNamed(block, blog.readMore)).toEqual(postIndex.slice(0, promisedHome.insights.posts).map((p) => paths.post(p.slug)));
    expect(linksNamed(block, insightsSection.cta.text)).toEqual([insightsSection.cta.href]);
  });

  it('asks its questions in a closed accordion', async () => {
    const faq = sectionOf(await site.html('/'), 'id="faq"');
    for (const f of homeFaqs) expect(decode(faq)).toContain(f.question);
    expect(count(faq, /<button[^>]*aria-expanded="false"/g)).toBe(homeFaqs.length);
  });

  it('describes the business and the site search to crawlers', async () => {
    const html = await site.html('/');
    expect(jsonLdOf(html, 'WebSite')!.potentialAction.target.urlTemplate).toBe(`${absolute('/search')}?q={search_term_string}`);
    const business = jsonLdOf(html, 'ProfessionalService')!;
    expect(business.foundingDate).toBe(String(facts.foundedYear));
    expect(business.address.addressLocality).toBe('Toronto');
  });
});

describe('/about', () => {
  it('tells the story: hero, sections, highlights, founder, values and the timeline', async () => {
    const text = textOf(await site.main(paths.about));
    for (const heading of [promisedAbout.hero, ...promisedAbout.sections]) expect(text).toContain(heading);
    for (const h of highlights) expect(text).toContain(h.title);
    expect(text).toContain(founder.name);
    for (const v of values) expect(text).toContain(v.title);
    for (const m of milestones) expect(text).toContain(`${m.year} ${m.title}`);
    expect(count(sectionOf(await site.html(paths.about), 'id="values"'), /<h3\b/g)).toBe(values.length);
  });

  it('counts its years from the founding year, in the figures and the words', async () => {
    const html = await site.main(paths.about);
    expect(tiles(sectionOf(html, 'aria-label="Studio figures"'))).toEqual(aboutStats.map((s) => [s.number, s.label]));
    expect(aboutStats.find((s) => /years/i.test(s.label))?.number).toBe(`${years}+`);
    for (const path of [paths.about, paths.learn]) {
      const text = textOf(await site.main(path));
      expect(text).not.toMatch(/\b(?:seven|eigh|nine)teen years\b/i);
      for (const [, n] of text.matchAll(/\b(\d+)\+? years\b/g)) expect(Number(n), path).toBe(years);
    }
  });

  it('closes on Start a Project to the contact page', async () => {
    expect(linksNamed(await site.main(paths.about), aboutCta.button)).toEqual([paths.contact]);
  });
});
