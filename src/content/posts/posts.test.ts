// The blog's index and loaders: lookups, lazy bodies, read times and related posts, checked as rules over
// whatever posts the index holds.
import { readdirSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { loadAllPosts } from '#test/content-walk';
import type { BlogBlock } from '../types';
import { loadPost, postCardView, postIndex, postMeta, postSlugs, relatedCards, relatedPosts } from './index';
import { readTimeFor, wordCount } from './read-time';

const posts = await loadAllPosts();

describe('post index', () => {
  it('lists every slug once, in index order, and keeps bodies out', () => {
    expect(postIndex.map((p) => p.slug)).toEqual([...postSlugs]);
    expect(new Set(postSlugs).size).toBe(postSlugs.length);
    for (const post of postIndex) expect(post).not.toHaveProperty('content');
  });

  it('has an index entry for every body in ./articles, and a body for every entry', () => {
    const bodies = readdirSync(new URL('./articles', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));
    expect([...bodies].sort()).toEqual([...postSlugs].sort());
  });

  it('shows each date as the display form of its ISO date', () => {
    for (const post of postIndex) {
      const display = new Date(`${post.isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(post.date, post.slug).toBe(display);
    }
  });

  it('finds known slugs and nothing else', () => {
    for (const post of postIndex) expect(postMeta(post.slug)).toBe(post);
    for (const bad of ['no-such-post', '', 'toString', '__proto__']) expect(postMeta(bad)).toBeUndefined();
  });
});

describe('post bodies', () => {
  it('load with their metadata, and an unknown slug loads nothing', async () => {
    for (const post of postIndex) expect(await loadPost(post.slug)).toMatchObject(post);
    expect(await loadPost('no-such-post')).toBeUndefined();
    expect(await loadPost('')).toBeUndefined();
  });

  it('run 800-2000 words, with the read time their words give', () => {
    for (const post of posts) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(800);
      expect(words, post.slug).toBeLessThanOrEqual(2000);
      expect(post.readTime, post.slug).toBe(readTimeFor(post.content));
    }
  });

  it('each use headings, paragraphs, a list and an image; together every block type, every quote attributed', () => {
    for (const post of posts) {
      const types = new Set(post.content.map((b) => b.type));
      for (const type of ['heading', 'paragraph', 'list', 'image']) expect(types, post.slug).toContain(type);
    }
    const blocks = posts.flatMap((p) => p.content);
    expect(new Set(blocks.map((b) => b.type))).toEqual(new Set(['heading', 'paragraph', 'image', 'highlight', 'quote', 'list']));
    for (const block of blocks) if (block.type === 'quote') expect(block.author).toBeTruthy();
  });
});

describe('readTimeFor', () => {
  it('rounds up at 200 words a minute and counts only known blocks', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readTimeFor([{ type: 'paragraph', text: words(200) }])).toBe('1 min read');
    expect(readTimeFor([{ type: 'paragraph', text: words(201) }])).toBe('2 min read');
    const unknown = { type: 'video', text: words(500) } as unknown as BlogBlock;
    expect(wordCount([unknown, { type: 'list', items: ['one two', 'three'] }])).toBe(3);
    expect(wordCount([{ type: 'paragraph', content: 'a — b' }])).toBe(2);
  });
});

describe('relatedPosts', () => {
  /** The rule: same-category posts first, then the first other posts, never the post itself. */
  const expected = (slug: string, count = 2) => {
    const current = postMeta(slug);
    const others = postIndex.filter((p) => p.slug !== slug);
    const same = others.filter((p) => p.category === current?.category);
    return [...new Set([...same, ...others])].slice(0, count).map((p) => p.slug);
  };

  it('gives each post two others, its own category first', () => {
    for (const post of postIndex) {
      const related = relatedPosts(post.slug).map((p) => p.slug);
      expect(related).toEqual(expected(post.slug));
      expect(related).toHaveLength(2);
      expect(related).not.toContain(post.slug);
    }
  });

  it('honours a count and answers an unknown slug with the first posts', () => {
    expect(relatedPosts(postIndex[0]!.slug, 3).map((p) => p.slug)).toEqual(expected(postIndex[0]!.slug, 3));
    expect(relatedPosts('no-such-post').map((p) => p.slug)).toEqual(postSlugs.slice(0, 2));
  });
});

describe('post cards away from /blog', () => {
  const figures = (post: (typeof posts)[number]) => post.content.flatMap((b: BlogBlock) => (b.type === 'image' ? [b.src] : []));

  it('rotate only through the article’s own figures', () => {
    for (const post of posts) for (const image of post.cardImages ?? []) expect(figures(post)).toContain(image);
  });

  it('show the hero on /blog and a figure on the home page and on other posts', () => {
    for (const post of postIndex) {
      expect(postCardView(post, 0).image).toBe(post.image);
      const home = postCardView(post, 1).image;
      expect(home).toBe(post.cardImages?.[0] ?? post.image);
    }
  });

  it('give a related article a different frame on different posts when it has more than one', () => {
    for (const post of postIndex.filter((p) => (p.cardImages?.length ?? 0) > 1)) {
      const shown = postIndex
        .filter((p) => p.slug !== post.slug)
        .flatMap((p) => relatedCards(p.slug).filter((r) => r.slug === post.slug))
        .map((r) => r.image);
      if (shown.length > 1) expect(new Set(shown).size).toBeGreaterThan(1);
      for (const image of shown) expect(post.cardImages).toContain(image);
    }
  });
});
