// The whole built-in content as one value, and walkers over it, for the rules every piece of copy must keep.
import * as about from '#content/about';
import * as blogPage from '#content/blog-page';
import * as cities from '#content/cities';
import * as clientLogos from '#content/client-logos';
import * as contact from '#content/contact';
import * as faq from '#content/faq';
import * as home from '#content/home';
import * as homeSections from '#content/home-sections';
import * as info from '#content/info-pages';
import * as legal from '#content/legal';
import * as portfolio from '#content/portfolio';
import * as projects from '#content/projects';
import * as reviews from '#content/reviews';
import * as seed from '#content/seed-portfolio';
import * as site from '#content/site';
import * as sitemap from '#content/sitemap-page';
import * as cards from '#content/services/cards';
import * as overview from '#content/services/overview';
import { loadAllServicePages } from '#content/services/load';
import { loadPost, postIndex } from '#content/posts';
import type { BlogPost } from '#content/types';

/** Every post with its body. */
export async function loadAllPosts(): Promise<BlogPost[]> {
  return Promise.all(postIndex.map(async (meta) => (await loadPost(meta.slug))!));
}

/** Every content module, the lazily loaded service pages and post bodies included. */
export async function allContent() {
  const [servicePages, posts] = await Promise.all([loadAllServicePages(), loadAllPosts()]);
  return {
    about,
    blogPage,
    cities,
    clientLogos,
    contact,
    faq,
    home,
    homeSections,
    info,
    legal,
    portfolio,
    projects,
    reviews,
    seed,
    site,
    sitemap,
    cards,
    overview,
    servicePages,
    posts,
  };
}

/** Every string under one of these keys, anywhere in a value. */
export function stringsUnder(value: unknown, keys: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) stringsUnder(item, keys, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && typeof child === 'string') found.push(child);
      else stringsUnder(child, keys, found);
    }
  }
  return found;
}

/** Every string anywhere in a value. */
export function allStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, found);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) allStrings(child, found);
  return found;
}
