// The whole built-in content as one value: for the rules every piece of copy must keep (test/content-walk.ts), and
// for the media library, which lists how the site describes each built-in photograph (content/image-uses.ts).
import * as about from './about';
import * as blogPage from './blog-page';
import * as cities from './cities';
import * as clientLogos from './client-logos';
import * as contact from './contact';
import * as faq from './faq';
import * as home from './home';
import * as homeSections from './home-sections';
import * as info from './info-pages';
import * as legal from './legal';
import * as portfolio from './portfolio';
import * as projects from './projects';
import * as reviews from './reviews';
import * as seed from './seed-portfolio';
import * as site from './site';
import * as sitemap from './sitemap-page';
import * as cards from './services/cards';
import * as overview from './services/overview';
import { loadAllServicePages } from './services/load';
import { loadPost, postIndex } from './posts';
import type { BlogPost } from './types';

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
