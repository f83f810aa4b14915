import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import type { BlogBlock, BlogPost } from '../types';
import { loadPost, postCategories, postIndex, postMeta, postSlugs, relatedPosts } from './index';
import { readTimeFor, wordCount } from './read-time';

const expectedSlugs = [
  'ultimate-guide-real-estate-photography-toronto',
  'essential-photography-equipment',
  'drone-photography-best-practices',
  'virtual-staging-trends',
  'marketing-luxury-properties',
];
const allowedCategories = ['Photography', 'Drone', 'Technology', 'Marketing'];

async function loadAll(): Promise<BlogPost[]> {
  const posts = await Promise.all(postIndex.map((meta) => loadPost(meta.slug)));
  return posts.map((post, i) => {
    if (!post) throw new Error(`loadPost returned nothing for ${postIndex[i]!.slug}`);
    return post;
  });
}

/** Image names from the manifest, whatever its top-level shape (object keyed by name, { images }, or a list). */
function manifestNames(raw: unknown): Set<string> {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) && 'images' in raw ? raw.images : raw;
  if (Array.isArray(source)) {
    return new Set(source.map((entry) => (typeof entry === 'string' ? entry : (entry as { name: string }).name)));
  }
  return new Set(Object.keys(source as object));
}

describe('post index', () => {
  it('lists exactly the 5 spec slugs in order', () => {
    expect(postIndex.map((post) => post.slug)).toEqual(expectedSlugs);
    expect([...postSlugs]).toEqual(expectedSlugs);
  });

  it('uses only the 4 allowed categories, listed in order of first appearance', () => {
    for (const post of postIndex) expect(allowedCategories).toContain(post.category);
    expect(postCategories).toEqual(['Photography', 'Drone', 'Technology', 'Marketing']);
  });

  it('gives every post a display date and a matching ISO date in 2026', () => {
    for (const post of postIndex) {
      expect(post.isoDate).toMatch(/^2026-\d{2}-\d{2}$/);
      const display = new Date(`${post.isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(post.date).toBe(display);
    }
  });

  it('has exactly one post without an author and the rest with name and role', () => {
    expect(postIndex.filter((post) => !post.author)).toHaveLength(1);
    for (const post of postIndex.filter((p) => p.author)) {
      expect(post.author?.name).toBeTruthy();
      expect(post.author?.role).toBeTruthy();
    }
  });

  it('postMeta finds known slugs and not unknown ones', () => {
    expect(postMeta('virtual-staging-trends')?.category).toBe('Technology');
    expect(postMeta('no-such-post')).toBeUndefined();
  });

  it('keeps bodies out of the index', () => {
    for (const post of postIndex) expect(post).not.toHaveProperty('content');
  });
});

describe('post bodies', () => {
  it('each has 800-2000 words and a declared read time that matches its content, 5-15 min', async () => {
    for (const post of await loadAll()) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(800);
      expect(words, post.slug).toBeLessThanOrEqual(2000);
      expect(post.readTime, post.slug).toBe(readTimeFor(post.content));
      const minutes = Number(/^(\d+) min read$/.exec(post.readTime ?? '')?.[1]);
      expect(minutes, post.slug).toBeGreaterThanOrEqual(5);
      expect(minutes, post.slug).toBeLessThanOrEqual(15);
    }
  });

  it('each uses headings, paragraphs, a list and an image with caption and alt', async () => {
    for (const post of await loadAll()) {
      const types = new Set(post.content.map((block) => block.type));
      for (const type of ['heading', 'paragraph', 'list', 'image']) expect(types, post.slug).toContain(type);
      for (const block of post.content) {
        if (block.type === 'image') {
          expect(block.caption, post.slug).toBeTruthy();
          expect(block.alt, post.slug).toBeTruthy();
        }
      }
    }
  });

  it('uses all 6 block types across the set, and every quote has an author', async () => {
    const blocks = (await loadAll()).flatMap((post) => post.content);
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(['heading', 'paragraph', 'image', 'highlight', 'quote', 'list']));
    for (const block of blocks) if (block.type === 'quote') expect(block.author).toBeTruthy();
  });

  it('loadPost merges metadata with the body', async () => {
    const post = await loadPost('drone-photography-best-practices');
    expect(post?.title).toBe(postMeta('drone-photography-best-practices')?.title);
    expect(post?.content.length).toBeGreaterThan(10);
  });

  it('loadPost returns undefined for an unknown slug', async () => {
    expect(await loadPost('no-such-post')).toBeUndefined();
    expect(await loadPost('')).toBeUndefined();
  });
});

describe('readTimeFor', () => {
  it('rounds up at 200 words per minute and ignores unknown blocks', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readTimeFor([{ type: 'paragraph', text: words(200) }])).toBe('1 min read');
    expect(readTimeFor([{ type: 'paragraph', text: words(201) }])).toBe('2 min read');
    const unknown = { type: 'video', text: words(500) } as unknown as BlogBlock;
    expect(wordCount([unknown, { type: 'list', items: ['one two', 'three'] }])).toBe(3);
    expect(wordCount([{ type: 'paragraph', content: 'a — b' }])).toBe(2);
  });
});

describe('relatedPosts', () => {
  it('always returns 2 posts, never the current one, never duplicates', () => {
    for (const post of postIndex) {
      const related = relatedPosts(post.slug);
      expect(related).toHaveLength(2);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
      expect(new Set(related.map((p) => p.slug)).size).toBe(2);
    }
  });

  it('prefers the same category', () => {
    expect(relatedPosts('ultimate-guide-real-estate-photography-toronto').map((p) => p.slug)).toEqual([
      'essential-photography-equipment',
      'drone-photography-best-practices',
    ]);
    expect(relatedPosts('essential-photography-equipment').map((p) => p.slug)).toEqual([
      'ultimate-guide-real-estate-photography-toronto',
      'drone-photography-best-practices',
    ]);
  });

  it('falls back to the first other posts when the category has no siblings', () => {
    expect(relatedPosts('drone-photography-best-practices').map((p) => p.slug)).toEqual([
      'ultimate-guide-real-estate-photography-toronto',
      'essential-photography-equipment',
    ]);
    expect(relatedPosts('marketing-luxury-properties').map((p) => p.slug)).toEqual([
      'ultimate-guide-real-estate-photography-toronto',
      'essential-photography-equipment',
    ]);
  });

  it('honours a custom count and handles an unknown slug', () => {
    expect(relatedPosts('virtual-staging-trends', 3)).toHaveLength(3);
    expect(relatedPosts('no-such-post').map((p) => p.slug)).toEqual(expectedSlugs.slice(0, 2));
  });
});

describe('images', () => {
  const manifestPath = fileURLToPath(new URL('../image-manifest.json', import.meta.url));
  // The manifest is generated by `npm run images`; until it exists there is nothing to check against.
  it.skipIf(!existsSync(manifestPath))('every post and body image exists in the image manifest', async () => {
    const names = manifestNames(JSON.parse(readFileSync(manifestPath, 'utf8')));
    for (const post of await loadAll()) {
      expect(names, post.slug).toContain(post.image);
      if (post.author?.image) expect(names, post.slug).toContain(post.author.image);
      for (const block of post.content) if (block.type === 'image') expect(names, post.slug).toContain(block.src);
    }
  });
});
