// The content against what the site promises (#test/site-promises): every count, figure and label there,
// checked once against the module that holds it.
import { describe, expect, it } from 'vitest';
import * as promised from '#test/site-promises';
import { allStrings } from '#test/content-walk';
import { catalog, citySlugs, collectionKeys, portfolioSlugs, serviceSlugs, type ServiceSlug } from '#shared/catalog';
import { paths } from '#shared/paths';
import { site } from './site';
import { aboutPage } from './about';
import { blogPage, postPage, postSidebarCategories, postTags } from './blog-page';
import { cities, cityServiceCards } from './cities';
import { clientLogos } from './client-logos';
import { contactCards, hero as contactHero, socialLinks } from './contact';
import { faqCategories, faqPageItems } from './faq';
import { heroButtons, heroCtas } from './hero-ctas';
import { featuredProjectsSection, homeStats, insightsSection, servicesSection } from './home-sections';
import { downloadGroups, learnTopics, partnerSection, vendorCategories } from './info-pages';
import { licensingLastUpdated, licensingSections } from './legal';
import { navEntries, portfolioMenu, servicesMenu } from './navigation';
import { flagshipProjects, portfolioCategories, portfolioCategoryCards, portfolioIndex } from './portfolio';
import { featuredProjects, projects, projectsPage } from './projects';
import { postCategories, postIndex } from './posts';
import { reviews, reviewsPage } from './reviews';
import { seedPortfolio } from './seed-portfolio';
import { sitemapGroups } from './sitemap-page';
import { serviceCards } from './services/cards';
import { industries, servicesOverview } from './services/overview';
import { loadAllServicePages } from './services/load';
import type { Cta } from './types';

const servicePages = Object.fromEntries((await loadAllServicePages()).map((p) => [p.slug, p]));
const page = (slug: ServiceSlug) => servicePages[slug]!;
const button = (cta: Cta | undefined) => cta && [cta.text, cta.href];
const torontoYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date()));

describe('the agency', () => {
  it('states its years from the founding year, beside the other headline figures', () => {
    expect(site.foundedYear).toBe(promised.agency.foundedYear);
    const { properties, clients, subscribers } = promised.agency.figures;
    expect(homeStats.map((s) => s.number)).toEqual([`${torontoYear - site.foundedYear}+`, properties, clients, subscribers]);
    expect(homeStats).toHaveLength(promised.agency.statTiles);
    expect(clientLogos).toHaveLength(promised.agency.clientLogos);
    expect(reviewsPage.trustedBy).toBe(promised.agency.reviewsClaim);
  });

  it('gives its location and hours on the contact page', () => {
    expect(contactHero.title).toBe(promised.contactPage.hero);
    expect(allStrings(contactCards)).toContain(promised.agency.contactLocation);
    expect(socialLinks.map((s) => s.network)).toEqual(promised.contactPage.socialNetworks);
  });
});

describe('navigation and heroes', () => {
  it('has the promised entries and the registry rows under All Services and View All Portfolio', () => {
    expect(navEntries.map((e) => e.label)).toEqual(promised.navigation.entries);
    expect(servicesMenu[0]!.label).toBe(promised.navigation.allServices);
    expect(portfolioMenu[0]!.label).toBe(promised.navigation.allPortfolio);
    expect(servicesMenu).toHaveLength(promised.navigation.registryRows + 1);
    expect(portfolioMenu).toHaveLength(promised.navigation.registryRows + 1);
  });

  it('has every hero key, the named buttons, and the home buttons for an unknown key', () => {
    for (const key of promised.hero.keys) expect(Object.keys(heroCtas)).toContain(key);
    for (const [key, want] of Object.entries(promised.hero.buttons)) {
      heroButtons(key).forEach((cta, i) => {
        const [label, href] = want[i]!;
        expect(cta.text).toBe(label);
        if (href) expect(cta.href).toBe(href);
      });
    }
    expect(heroButtons('no-such-key')).toEqual(heroButtons('home'));
  });
});

describe('home and the services overviews', () => {
  it('shows the promised cards, links and teasers', () => {
    expect(featuredProjects).toHaveLength(promised.home.featuredProjects);
    expect(button(featuredProjectsSection.cta)).toEqual(promised.home.viewMoreProjects);
    expect(serviceCards).toHaveLength(promised.home.serviceCards);
    expect(servicesSection.linkLabel).toBe(promised.home.serviceCardLink);
    expect(insightsSection.heading).toBe(promised.home.insights.heading);
    expect(button(insightsSection.cta)).toEqual(promised.home.insights.viewAll);
  });

  it('lists the industries and closes each overview on its button', () => {
    expect(serviceCards).toHaveLength(promised.servicesOverview.serviceCards);
    expect(industries.map((i) => i.title)).toEqual(promised.servicesOverview.industries);
    for (const overview of Object.values(servicesOverview)) {
      expect(overview.industriesHeading).toBe(promised.servicesOverview.industriesHeading);
      const closing = promised.servicesOverview.closing[overview.path as keyof typeof promised.servicesOverview.closing];
      expect(button(overview.cta.primary)).toEqual([closing, paths.contact]);
    }
  });
});

describe.each(serviceSlugs.map((slug) => [slug] as const))('the %s service page', (slug) => {
  const want = promised.servicePages[slug];

  it('has the promised number of packages, featured items, steps, FAQs and related services', () => {
    const p = page(slug);
    if (want.packages) expect(p.packages).toHaveLength(want.packages);
    expect(p.featured.items).toHaveLength(want.featured);
    expect(p.process.steps).toHaveLength(want.steps);
    expect(p.faqs).toHaveLength(want.faqs);
    expect(p.related.items).toHaveLength(promised.relatedCards);
  });

  it('closes on its two buttons and links the promised related services', () => {
    const { primary, secondary } = page(slug).cta;
    const [primaryLabel, second] = want.closing;
    expect(button(primary)).toEqual([primaryLabel, paths.contact]);
    if (typeof second === 'string') expect(secondary.text).toBe(second);
    else expect(button(secondary)).toEqual(second);
    const related = page(slug).related.items;
    want.related?.forEach((target, i) =>
      target === 'floor plans' ? expect(related[i]!.title).toMatch(/floor plans/i) : expect(related[i]!.href).toBe(paths.service(target)),
    );
  });

  it('quotes the promised figures', () => {
    const copy = allStrings(page(slug)).join('\n');
    for (const figure of promised.serviceFigures[slug]) expect(copy, figure).toContain(figure);
  });
});

describe('service page specifics', () => {
  it('matterport: Virtual Tours, its section headings and the View Full Portfolio button', () => {
    const p = page('matterport');
    const { headings } = promised.matterportPage;
    expect(p.hero.title).toBe(promised.matterportPage.heroTitle);
    expect([p.packagesHeading, p.featured.heading, p.process.heading, p.faqHeading, p.related.heading]).toEqual([
      headings.packages,
      headings.featured,
      headings.process,
      headings.faq,
      headings.related,
    ]);
    expect(button(p.featured.viewAll)).toEqual(promised.matterportPage.viewAll);
  });

  it('editing: Professional Editing, its solutions, How It Works durations and turnaround tiers', () => {
    const p = page('editing');
    expect(p.breadcrumbName).toBe(promised.editingPage.breadcrumb.at(-1));
    expect(p.solutionsHeading).toBe(promised.editingPage.solutionsHeading);
    expect(p.solutions).toHaveLength(promised.editingPage.solutions);
    expect(p.process.heading).toBe(promised.editingPage.processHeading);
    expect(p.process.steps.map((s) => s.duration)).toEqual(promised.editingPage.durations);
    expect(p.packages.map((x) => x.title)).toEqual(promised.editingPage.tiers);
  });

  it('lays packages out two to a row only where promised, and the testimonials carry the sale results', () => {
    for (const slug of serviceSlugs) {
      expect(page(slug).packagesLayout === 'two-column', slug).toBe(promised.twoColumnPackages.includes(slug));
    }
    const quotes = [...serviceSlugs.map((s) => page(s).testimonial), ...Object.values(servicesOverview).map((o) => o.testimonial)];
    for (const said of [quotes.map((t) => t.quote), reviews.map((r) => r.text)]) {
      for (const claim of promised.testimonialClaims) expect(said.join('\n')).toContain(claim);
    }
  });
});

describe('portfolio and projects', () => {
  it('has the category cards, flagship projects and the closing button', () => {
    expect(portfolioCategoryCards).toHaveLength(promised.portfolio.categoryCards);
    expect(flagshipProjects).toHaveLength(promised.portfolio.flagshipProjects);
    expect(button(portfolioIndex.cta.button)).toEqual(promised.portfolio.closing);
  });

  it.each(portfolioSlugs.map((s) => [s] as const))('/portfolio/%s keeps its promised hero, grid, items and buttons', (slug) => {
    const want = promised.portfolio.categories[slug];
    const content = portfolioCategories[slug];
    const collection = catalog.find((row) => row.portfolio === slug)!.collection;
    if (want.items) expect(seedPortfolio[collection]).toHaveLength(want.items);
    if (want.tags) expect(content.hero.tags).toEqual(want.tags);
    expect(content.hero.variant === 'chips').toBe(Boolean(want.chips));
    if (want.heroTitle) expect(content.hero.title).toBe(want.heroTitle);
    if (want.showcaseTitle) expect(content.showcaseTitle).toBe(want.showcaseTitle);
    const buttons = content.buttons.map(button);
    if (want.buttons) expect(buttons).toEqual(want.buttons);
    expect(buttons.some((b) => b![1] === paths.contact)).toBe(true);
    if (want.service) expect(buttons.some((b) => b![1] === paths.service(want.service!))).toBe(true);
  });

  it('starts the store with the registry collections', () => {
    expect(Object.keys(seedPortfolio)).toEqual([...collectionKeys]);
  });

  it('lists the promised projects; only the first has a slug; galleries stay within the limit', () => {
    expect([projectsPage.hero.title, projectsPage.listTitle]).toContain(promised.projects.heading);
    expect(projects).toHaveLength(promised.projects.cards);
    expect(projects.filter((p) => p.slug).map((p) => p.slug)).toEqual([promised.projects.onlySlug]);
    expect(projects[0]!.slug).toBe(promised.projects.onlySlug);
    for (const p of projects) expect(p.detail.gallery.length, p.id).toBeLessThanOrEqual(promised.projects.galleryMax);
  });
});

describe('about, blog and contact', () => {
  it('about: the hero, highlights, values, milestones and closing button', () => {
    const { cta, hero: aboutHero, highlights, milestones, values } = aboutPage();
    expect(aboutHero.title).toBe(promised.about.hero);
    expect(highlights.map((h) => h.title)).toEqual(promised.about.highlights);
    expect(values.map((v) => v.title)).toEqual(promised.about.values);
    expect(milestones.map((m) => `${m.year} ${m.title}`)).toEqual(promised.about.milestones);
    expect(cta.button).toBe(promised.about.closing);
  });

  it('blog: the hero, the five posts, their categories and read times', () => {
    expect(blogPage.hero.title).toBe(promised.blog.hero);
    expect(blogPage.allLabel).toBe(promised.blog.allPosts);
    expect(postIndex.map((p) => p.slug)).toEqual(promised.blog.slugs);
    expect(new Set(postCategories)).toEqual(new Set(promised.blog.categories));
    const [min, max] = promised.blog.readMinutes;
    for (const post of postIndex) {
      const minutes = Number(/^(\d+) min read$/.exec(post.readTime ?? '')?.[1]);
      expect(minutes, post.slug).toBeGreaterThanOrEqual(min);
      expect(minutes, post.slug).toBeLessThanOrEqual(max);
    }
  });

  it('blog post: tags, category list, labels and the not-found screen', () => {
    const { post, notFound } = promised.blog;
    expect(postTags).toEqual(post.tags);
    expect(postSidebarCategories).toEqual(post.sidebarCategories);
    expect(postPage.backLabel).toBe(post.back[0]);
    expect(postPage.viewProfile).toBe(post.authorProfile[0]);
    expect(button(postPage.cta.button)).toEqual(post.closing);
    expect([postPage.notFound.title, postPage.notFound.message]).toEqual([notFound.title, notFound.message]);
    expect([postPage.notFound.back.text, postPage.notFound.back.href]).toEqual(notFound.back);
  });
});

describe('legal, sitemap and information pages', () => {
  it('has ten numbered licensing sections, last updated on the promised date, with the licensing hours', () => {
    expect(licensingSections).toHaveLength(promised.legal.licensingSections);
    licensingSections.forEach((s, i) => expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(licensingLastUpdated).toBe(promised.legal.licensingUpdated);
    expect(allStrings(licensingSections.at(-1)).join(' ')).toContain(promised.legal.licensingHours);
  });

  it('groups the sitemap page as promised', () => {
    expect(sitemapGroups.map((g) => [g.title, g.links.map((l) => l.href)])).toEqual(promised.sitemapPage);
  });

  it('has the Learn topics, download groups, vendor categories and partner list', () => {
    const info = promised.informationPages;
    expect(learnTopics.map((t) => t.title)).toEqual(info.learnTopics);
    for (const topic of learnTopics) expect(topic.status).toBe(info.comingSoon);
    expect(downloadGroups).toHaveLength(info.downloadGroups);
    expect(vendorCategories.map((c) => [c.title, c.count])).toEqual(Object.entries(info.vendorCategories));
    expect(partnerSection.heading).toBe(info.becomeAPartner);
  });

  it('has the promised reviews and FAQ', () => {
    expect(reviews).toHaveLength(promised.reviews.count);
    for (const r of reviews) expect(r.rating).toBe(promised.reviews.stars);
    expect(reviewsPage.googleReviewsLabel).toBe(promised.reviews.googleLink);
    expect(faqPageItems).toHaveLength(promised.faqPage.questions);
    expect(faqCategories).toEqual(promised.faqPage.categories);
    const answers = faqPageItems.map((f) => f.answer).join('\n');
    for (const figure of promised.faqPage.figures) expect(answers, figure).toContain(figure);
  });
});

describe('city pages', () => {
  it.each(citySlugs.map((s) => [s] as const))('%s: neighbourhoods, four tiles with the promised figures', (slug) => {
    const city = cities[slug];
    const hoods = slug === 'toronto' ? promised.cityPages.torontoNeighbourhoods : promised.cityPages.neighbourhoods;
    expect(city.neighbourhoods).toHaveLength(hoods);
    expect(new Set(city.neighbourhoods).size).toBe(hoods);
    expect(city.stats).toHaveLength(promised.cityPages.tiles);
    expect(city.stats.slice(0, 3).map((s) => s.value)).toEqual(promised.cityPages.tileFigures[slug]);
  });

  it('links the four promised services from every city', () => {
    expect(cityServiceCards.map((c) => c.href)).toEqual(promised.cityPages.services.map(paths.service));
  });
});
