// Guards the spec's counts and figures for the city, FAQ and reviews content.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { citySlugs } from '#shared/catalog';
import { cities, cityServiceCards, getCity, withCity } from './cities';
import { faqCategories, faqPage, faqPageItems } from './faq';
import { homeFaqs } from './home';
import { reviews, reviewsPage } from './reviews';

const specFigures: Record<string, [string, string, string]> = {
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

describe('cities', () => {
  it('has the 10 cities in catalogue order with matching slugs', () => {
    expect(Object.keys(cities)).toEqual([...citySlugs]);
    for (const slug of citySlugs) {
      expect(cities[slug].slug).toBe(slug);
      expect(getCity(slug)).toBe(cities[slug]);
    }
    expect(getCity('atlantis')).toBeUndefined();
    expect(getCity('toString')).toBeUndefined();
  });

  it('lists 17 neighbourhoods for Toronto and 12 elsewhere, without duplicates', () => {
    for (const city of Object.values(cities)) {
      expect(city.neighbourhoods).toHaveLength(city.slug === 'toronto' ? 17 : 12);
      expect(new Set(city.neighbourhoods).size).toBe(city.neighbourhoods.length);
    }
  });

  it('shows four stat tiles that start with the spec figures verbatim', () => {
    for (const city of Object.values(cities)) {
      expect(city.stats).toHaveLength(4);
      expect(city.stats.slice(0, 3).map((s) => s.value)).toEqual(specFigures[city.slug]);
      for (const stat of city.stats) {
        expect(stat.value.trim()).not.toBe('');
        expect(stat.label.trim()).not.toBe('');
      }
    }
  });

  it('has unique SEO titles, 5+ keywords and 2-3 market paragraphs per city', () => {
    const titles = Object.values(cities).map((c) => c.seo.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const city of Object.values(cities)) {
      expect(city.seo.title).toContain(city.name);
      expect(city.seo.keywords.length).toBeGreaterThanOrEqual(5);
      expect(city.marketExpertise.length).toBeGreaterThanOrEqual(2);
      expect(city.marketExpertise.length).toBeLessThanOrEqual(3);
      expect(city.intro.length).toBeGreaterThan(100);
    }
  });

  it('links four service cards to photography, video, drone and matterport', () => {
    expect(cityServiceCards.map((c) => c.href)).toEqual([
      '/services/photography',
      '/services/video',
      '/services/drone',
      '/services/matterport',
    ]);
    for (const card of cityServiceCards) {
      expect(card.description).toContain('{city}');
      expect(withCity(card.description, 'Milton')).not.toContain('{city}');
    }
  });
});

describe('FAQ', () => {
  it('has 18 page items, three in each of the six categories', () => {
    expect(faqPageItems).toHaveLength(18);
    for (const category of faqCategories) {
      expect(faqPageItems.filter((f) => f.category === category)).toHaveLength(3);
    }
    const questions = faqPageItems.map((f) => f.question);
    expect(new Set(questions).size).toBe(18);
  });

  it('quotes the FAQ-page figures from the spec', () => {
    const all = faqPageItems.map((f) => f.answer).join('\n');
    for (const figure of [
      '25-40 images',
      '48-72 hours',
      '60-90 seconds',
      '2-3 minutes',
      '2-3 hours',
      'custom by quote',
      'Net 30',
      'under 15 mph',
      'FAA Part 107',
      'Transport Canada',
      '12 months',
      '2, 3 or 5-year',
      'transferred',
      '2-4 hours',
      'Mon-Fri 9AM-6PM EST',
    ]) {
      expect(all).toContain(figure);
    }
  });

  it('has 6 home FAQs without categories, and page hero copy', () => {
    expect(homeFaqs).toHaveLength(6);
    for (const f of homeFaqs) expect(f.category).toBeUndefined();
    expect(faqPage.hero.title).not.toBe('');
    expect(faqPage.seo.keywords.length).toBeGreaterThanOrEqual(5);
  });
});

describe('reviews', () => {
  it('has six five-star reviews with ids 1 to 6 dated 2025-2026', () => {
    expect(reviews.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of reviews) {
      expect(r.rating).toBe(5);
      expect(r.date).toMatch(/\b202[56]$/);
      expect(r.name.trim()).not.toBe('');
      expect(r.service.trim()).not.toBe('');
    }
    const text = reviews.map((r) => r.text).join('\n');
    expect(text).toContain('30%');
    expect(text).toContain('40%');
    expect(text).toContain('3 weeks');
  });

  it('uses the spec labels', () => {
    expect(reviewsPage.trustedBy).toBe('Trusted by 127+ Clients');
    expect(reviewsPage.googleReviewsLabel).toBe('View Google Reviews');
    expect(reviewsPage.googleReviewsHref).toMatch(/^https:\/\//);
  });
});

describe('images', () => {
  const manifestPath = fileURLToPath(new URL('./image-manifest.json', import.meta.url));
  const images = [...Object.values(cities).map((c) => c.image), faqPage.hero.image, reviewsPage.hero.image];

  // The manifest is generated by `npm run images`; until it exists there is nothing to check against.
  it.skipIf(!existsSync(manifestPath))('refers only to images in the manifest', () => {
    const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const names = manifestNames(manifest);
    for (const name of images) expect(names, name).toContain(name);
  });

  it('gives every city its own picture', () => {
    const cityImages = Object.values(cities).map((c) => c.image);
    expect(new Set(cityImages).size).toBe(cityImages.length);
  });
});

/** Accepts either { name: … } / { images: { name: … } } maps or an array of { name } entries. */
function manifestNames(manifest: unknown): string[] {
  if (Array.isArray(manifest)) return manifest.map((e: { name: string }) => e.name);
  const record = manifest as Record<string, unknown>;
  const inner = record.images && typeof record.images === 'object' ? record.images : record;
  return Array.isArray(inner) ? inner.map((e: { name: string }) => e.name) : Object.keys(inner);
}
