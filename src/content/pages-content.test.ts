// Checks the page copy modules against the exact labels, counts and links the spec fixes,
// and that every icon and image they name can actually be rendered.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as about from './about';
import { portfolioSlugs } from '#shared/catalog';
import * as contact from './contact';
import * as home from './home';
import * as info from './info-pages';
import * as legal from './legal';
import { mailHref, site, whatsappHref } from './site';
import * as sitemap from './sitemap-page';

const modules = { home, about, contact, legal, sitemap, info } as const;

/** Every string found under the given keys, anywhere in a module's exports. */
function collect(value: unknown, keys: ReadonlySet<string>, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, keys, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (keys.has(key) && typeof child === 'string') found.push(child);
      else collect(child, keys, found);
    }
  }
  return found;
}

/** Every string anywhere in a value, for copy-wide wording checks. */
function allStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, found);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) allStrings(child, found);
  return found;
}

// The image catalogue the manifest is rendered from (notes/common.md); checked even before the manifest exists.
const imageCatalogue = new Set([
  'house-dusk',
  'house-dusk-wide',
  'condo-interior',
  'kitchen',
  'bedroom',
  'bathroom',
  'aerial-lot',
  'aerial-neighbourhood',
  'toronto-skyline',
  'toronto-skyline-night',
  'floor-plan',
  'tour-wireframe',
  'brand-jacket',
  'website-laptop',
  'editing-before-after',
  'video-set',
  'drone-flight',
  'luxury-estate',
  'townhouse-row',
  'lakefront',
  'commercial-office',
  'ai-dashboard',
  'virtual-staging',
  'twilight-exterior',
  'backyard-pool',
  'founder-portrait',
  'neighbourhood-street',
  'condo-tower',
  'camera-gear',
  'dining-room',
]);

/** Image names in the manifest, whatever its top-level shape (array of names/records, or a map by name). */
function manifestNames(manifest: unknown): Set<string> {
  const root = manifest && typeof manifest === 'object' && !Array.isArray(manifest) && 'images' in manifest ? manifest.images : manifest;
  if (Array.isArray(root)) {
    return new Set(root.map((entry) => (typeof entry === 'string' ? entry : (entry as { name: string }).name)));
  }
  return new Set(Object.keys(root as object));
}

describe('image and icon references', () => {
  const images = collect(modules, new Set(['image', 'mobileImage']));

  it('finds the images it should check', () => {
    expect(images.length).toBeGreaterThanOrEqual(10);
  });

  it('uses only catalogued image names', () => {
    for (const name of images) expect(imageCatalogue, name).toContain(name);
  });

  it('uses only images present in image-manifest.json (when it has been generated)', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const file = path.join(dir, 'image-manifest.json');
    if (!fs.existsSync(file)) return;
    const names = manifestNames(JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const name of images) expect(names, name).toContain(name);
  });

  it('names only icons that lucide-react exports', () => {
    const icons = collect(modules, new Set(['icon']));
    expect(icons.length).toBeGreaterThanOrEqual(20);
    const exported = lucide as unknown as Record<string, unknown>;
    for (const name of icons) expect(exported[name], name).toBeDefined();
  });

  it('says "Coming Soon" only on the Learn topic cards and never uses placeholder text', () => {
    const { learnTopics, ...rest } = info;
    const copy = allStrings({ ...modules, info: rest });
    for (const text of copy) {
      expect(text, text).not.toMatch(/coming soon|lorem ipsum|todo/i);
    }
    expect(learnTopics.every((topic) => topic.status === 'Coming Soon')).toBe(true);
  });

  it('gives every page SEO fields', () => {
    const seos = [
      home.seo,
      about.seo,
      contact.seo,
      sitemap.seo,
      legal.privacySeo,
      legal.termsSeo,
      legal.licensingSeo,
      info.learnSeo,
      info.downloadsSeo,
      info.vendorSeo,
      info.mediaSeo,
    ];
    for (const seo of seos) {
      expect(seo.title.length).toBeGreaterThan(0);
      expect(seo.description.length).toBeGreaterThan(50);
      expect(seo.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe('home', () => {
  it('has the home hero with its wide mobile image', () => {
    expect(home.hero.image).toBe('house-dusk');
    expect(home.hero.mobileImage).toBe('house-dusk-wide');
    expect(home.hero.heroKey).toBe('home');
  });

  it('has exactly the 4 headline stats', () => {
    expect(home.homeStats.map((s) => `${s.number} ${s.label}`)).toEqual([
      '17+ Years Experience',
      '5000+ Properties Shot',
      '700+ Active Clients',
      '48K+ YouTube Subscribers',
    ]);
    for (const stat of home.homeStats) expect(stat.description.length).toBeGreaterThan(0);
  });

  it('has the section headings and fixed labels', () => {
    expect(home.featuredProjectsSection.heading).toBe('Featured Projects');
    expect(home.featuredProjectsSection.cta).toMatchObject({ text: 'View More Projects', href: '/projects' });
    expect(home.servicesSection.heading).toBe('Our Services');
    expect(home.servicesSection.linkLabel).toBe('Learn more');
    expect(home.insightsSection.heading).toBe('Latest Insights');
    expect(home.insightsSection.cta).toMatchObject({ text: 'View all blog posts', href: '/blog' });
    expect(home.faqSection.heading.length).toBeGreaterThan(0);
    expect(home.homeAbout.paragraphs.length).toBeGreaterThan(0);
  });
});

describe('about', () => {
  it('has the Vision and Excellence hero', () => {
    expect(about.hero.title).toBe('Vision and Excellence');
    expect(about.hero.heroKey).toBe('about');
  });

  it('has exactly the 3 highlights', () => {
    expect(about.highlights.map((h) => h.title)).toEqual(['Award-Winning Quality', 'Fast Turnaround', 'Cutting-Edge Technology']);
  });

  it('has mission, vision and the founder profile', () => {
    expect(about.whoWeAre.heading).toBe('Who We Are');
    expect(about.mission.text.length).toBeGreaterThan(0);
    expect(about.vision.text.length).toBeGreaterThan(0);
    expect(about.founder.name).toBe('Marcus Bennett');
    expect(about.founder.name).toBe(site.founder.name);
    expect(about.founder.bio).toHaveLength(2);
    expect(about.founder.image).toBe('founder-portrait');
  });

  it('has exactly the 4 values with icons', () => {
    expect(about.values.map((v) => v.title)).toEqual(['Innovation', 'Excellence', 'Reliability', 'Creativity']);
    for (const value of about.values) expect(value.icon).toBeTruthy();
  });

  it('has exactly the 5 milestones', () => {
    expect(about.milestones.map((m) => `${m.year} ${m.title}`)).toEqual([
      '2007 Founded',
      '2012 First Drone Permit',
      '2016 3D Tours Launch',
      '2019 AI Integration',
      '2023 Industry Recognition',
    ]);
  });

  it('has 4 stats and the Start a Project call to action', () => {
    expect(about.aboutStats).toHaveLength(4);
    expect(about.aboutCta.cta).toMatchObject({ text: 'Start a Project', href: '/contact' });
  });
});

describe('contact', () => {
  it("has the Let's Create Together hero", () => {
    expect(contact.hero.title).toBe("Let's Create Together");
    expect(contact.hero.heroKey).toBe('contact');
  });

  it('shows e-mail, WhatsApp and location from the site facts', () => {
    const [email, whatsapp, location] = contact.contactCards as [contact.ContactCard, contact.ContactCard, contact.ContactCard];
    expect(email).toMatchObject({ value: site.email, href: mailHref });
    expect(email.detail).toContain('2-4 hours');
    expect(whatsapp).toMatchObject({ value: site.phone, href: whatsappHref });
    expect(whatsapp.detail).toContain('Mon-Fri 9AM-6PM EST');
    expect(location.value).toBe('Toronto, Ontario');
    expect(location.detail).toContain('GTA');
  });

  it('lists business hours with weekends by appointment', () => {
    expect(contact.businessHours.rows).toEqual([
      { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
      { days: 'Saturday', hours: 'By appointment' },
      { days: 'Sunday', hours: 'By appointment' },
    ]);
  });

  it('links the YouTube, Facebook and Instagram pages', () => {
    expect(contact.socialLinks.map((s) => [s.label, s.href])).toEqual([
      ['YouTube channel', site.social.youtube],
      ['Facebook', site.social.facebook],
      ['Instagram', site.social.instagram],
    ]);
  });

  it('has the WhatsApp and e-mail calls to action and a message checklist', () => {
    expect(contact.contactCtas.map((c) => [c.text, c.href])).toEqual([
      ['Message us on WhatsApp', whatsappHref],
      ['Send an Email', mailHref],
    ]);
    expect(contact.messageChecklist.items).toHaveLength(4);
  });
});

describe('legal', () => {
  it('has 8-10 privacy and terms sections with the privacy contact e-mail', () => {
    for (const sections of [legal.privacySections, legal.termsSections]) {
      expect(sections.length).toBeGreaterThanOrEqual(8);
      expect(sections.length).toBeLessThanOrEqual(10);
      for (const section of sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      expect(allStrings(sections).join(' ')).toContain(site.email);
    }
    expect(allStrings(legal.privacySections).join(' ')).toContain('Privacy Commissioner of Canada');
    expect(legal.privacyIntro).toContain('PIPEDA');
  });

  it('has exactly ten numbered licensing sections, last updated January 2024', () => {
    expect(legal.licensingSections).toHaveLength(10);
    legal.licensingSections.forEach((section, i) => expect(section.heading).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(legal.licensingLastUpdated).toBe('January 2024');
    const lastSection = allStrings(legal.licensingSections[9]).join(' ');
    expect(lastSection).toContain('Monday to Friday, 9AM-6PM EST');
    expect(lastSection).toContain(site.email);
  });

  it('uses the privacy and terms hero keys', () => {
    expect(legal.privacyHero.heroKey).toBe('privacy');
    expect(legal.termsHero.heroKey).toBe('terms');
    expect(legal.licensingHero.heroKey).toBe('terms');
  });
});

describe('sitemap page', () => {
  it('groups exactly the spec links', () => {
    expect(sitemap.hero.heroKey).toBe('sitemap');
    expect(sitemap.sitemapGroups.map((g) => [g.title, g.links.map((l) => l.href)])).toEqual([
      ['Main Pages', ['/', '/about', '/projects', '/blog', '/contact']],
      [
        'Services',
        [
          '/services/all',
          '/services/photography',
          '/services/video',
          '/services/drone',
          '/services/matterport',
          '/services/automation',
          '/services/editing',
          '/services/website',
          '/services/brand',
        ],
      ],
      ['Portfolio', ['/portfolio', ...portfolioSlugs.map((slug) => `/portfolio/${slug}`)]],
      ['Featured Projects', ['/projects', '/projects/chelster-hall']],
      ['Legal', ['/privacy', '/terms', '/sitemap']],
    ]);
    expect(sitemap.sitemapGroups[2]!.links).toHaveLength(9);
    for (const link of sitemap.sitemapGroups.flatMap((g) => g.links)) expect(link.label.length).toBeGreaterThan(0);
  });
});

describe('information pages', () => {
  it('has six Coming Soon Learn topics', () => {
    expect(info.learnTopics.map((t) => t.title)).toEqual([
      'Photography Fundamentals',
      'Lighting Techniques',
      'Staging Tips',
      'Equipment Guide',
      'Business Development',
      'Industry Trends',
    ]);
    for (const topic of info.learnTopics) expect(topic.status).toBe('Coming Soon');
  });

  it('has three download groups of 3-4 items and a note', () => {
    expect(info.downloadGroups).toHaveLength(3);
    for (const group of info.downloadGroups) {
      expect(group.items.length).toBeGreaterThanOrEqual(3);
      expect(group.items.length).toBeLessThanOrEqual(4);
      for (const item of group.items) {
        expect(item.format).toMatch(/^[A-Z]{2,5}$/);
        expect(item.size).toMatch(/^\d+(\.\d+)? (KB|MB)$/);
      }
    }
    expect(info.downloadsNote).toMatch(/on the way/);
  });

  it('has the four vendor categories with counts and a partner list', () => {
    expect(info.vendorCategories.map((c) => [c.title, c.count])).toEqual([
      ['Home Staging', '12+'],
      ['Contractors & Renovations', '8+'],
      ['Interior Design', '6+'],
      ['Real Estate Services', '15+'],
    ]);
    expect(info.partnerSection.heading).toBe('Become a Partner');
    expect(info.partnerSection.benefits.length).toBeGreaterThanOrEqual(5);
    expect(info.partnerSection.benefits.length).toBeLessThanOrEqual(6);
    expect(info.partnerSection.cta.href).toBe('/contact');
  });

  it('has press releases, awards, coverage and a media contact', () => {
    for (const list of [info.pressReleases, info.awards, info.coverage]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
    }
    expect(info.mediaContact.email).toBe(site.email);
    expect(info.mediaContact.name.length).toBeGreaterThan(0);
  });
});
