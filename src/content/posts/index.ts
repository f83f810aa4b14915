// Blog index: card metadata for every post, plus lookups. Bodies live in ./articles/<slug>.ts and are only
// reached through loadPost's lazy import, so the list page, the home teaser and related-post cards never
// ship the text of every article. readTime is stored as a literal for the same reason; posts.test.ts
// checks it against readTimeFor(content).
import type { BlogBlock, BlogPost, BlogPostMeta } from '../types';
export { postHead } from './head';

/** A post's card fields as written: its display date is made from `isoDate`, never typed twice. */
type PostEntry = Omit<BlogPostMeta, 'date'> & { slug: string };

export type PostMeta = BlogPostMeta & { slug: string };

/** In display order. */
const entries: PostEntry[] = [
  {
    slug: 'ultimate-guide-real-estate-photography-toronto',
    title: 'The Ultimate Guide to Real Estate Photography in Toronto',
    excerpt:
      'Seller prep, room order, camera settings, twilight timing through the Toronto seasons and the MLS photo rules that matter: everything we have learned from 5,000+ GTA listing shoots.',
    isoDate: '2026-10-14',
    category: 'Photography',
    image: 'chelster-hall-lawn-twilight',
    imageAlt:
      'Chelster Hall across its lawn at blue hour: the red-brick front with its windows and dormers lit, a lantern glowing under the white portico, and mature trees against a deep blue sky.',
    heroImage: 'leaside-infill-entry-dusk',
    cardImages: [
      'leaside-infill-twilight-right',
      'leaside-infill-twilight-left',
      'oakville-estate-split',
      'kleinburg-estate-day-shoot',
      'oakville-estate-elevated-west',
    ],
    readTime: '10 min read',
    author: { name: 'Marcus Bennett', role: 'Founder & Lead Photographer' },
    seo: {
      title: 'The Ultimate Guide to Toronto Real Estate Photos',
      description:
        'Seller prep, room order, camera settings, twilight timing and the MLS photo rules that matter: what 5,000+ GTA listing shoots taught us about real estate photography.',
    },
  },
  {
    slug: 'essential-photography-equipment',
    title: 'Essential Photography Equipment for Real Estate Listings',
    excerpt:
      'The cameras, lenses, tripods, lights and editing setup behind a professional listing gallery, what a credible kit costs, and the questions to ask before you hire a photographer.',
    isoDate: '2026-09-29',
    category: 'Photography',
    image: 'chelster-hall-day-shoot',
    imageAlt:
      'A camera on a tripod at the kerb across from Chelster Hall on an autumn afternoon, framing the red-brick Georgian front: black shutters, a white columned portico with its lantern lit, three dormers on the slate roof, and maples turning on either side.',
    heroImage: 'chelster-hall-dining-table',
    cardImages: [
      'oakville-estate-ensuite-shoot',
      'kleinburg-estate-ensuite-scan',
      'summerhill-living-split',
      'kleinburg-estate-living-filming',
      'kleinburg-estate-kitchen-shoot',
    ],
    readTime: '9 min read',
    author: { name: 'Priya Raman', role: 'Senior Photographer' },
    seo: {
      title: 'Real Estate Photography Equipment Essentials',
      description:
        'The cameras, lenses, tripods, lights and editing setup behind a professional listing gallery, what a credible kit costs, and what to ask before you hire.',
    },
  },
  {
    slug: 'drone-photography-best-practices',
    title: 'Drone Photography Best Practices for Toronto Listings',
    excerpt:
      'Transport Canada rules in plain language, flying near Pearson and Billy Bishop with NAV Drone, wind and winter limits, and the aerial shot list that shows buyers the lot and the neighbourhood.',
    isoDate: '2026-09-10',
    category: 'Drone',
    image: 'oakville-estate-drone',
    imageAlt:
      'A drone hovering in front of a limestone estate’s slate roof in the early evening, across a wide lawn between mature trees, with lit sash windows and a white columned portico.',
    heroImage: 'leaside-infill-day',
    cardImages: [
      'chelster-hall-drone',
      'leslieville-semi-drone',
      'chelster-hall-elevated',
      'etobicoke-bungalow-elevated-street',
      'cornell-townhomes-elevated',
    ],
    readTime: '9 min read',
    author: { name: 'Daniel Okafor', role: 'Drone Operations Lead' },
    seo: {
      title: 'Drone Photography Best Practices in Toronto',
      description:
        'Transport Canada rules in plain language, flying near Pearson and Billy Bishop, wind and winter limits, and the aerial shot list that sells a Toronto listing.',
    },
  },
  {
    slug: 'virtual-staging-trends',
    title: 'Virtual Staging Trends for 2026: What Works and What to Disclose',
    excerpt:
      'AI-assisted staging with a human finish, furniture scaled to real condo rooms, the warm styles replacing grey, staged 3D tours, and the disclosure rules every Ontario listing should follow.',
    isoDate: '2026-08-25',
    category: 'Technology',
    image: 'cornell-model-dining-split',
    imageAlt:
      'One dining room in two halves: on the left empty, with bare cream walls, an oak floor and a wide window onto a tree and the neighbouring brick townhomes; on the right staged, with a dark wood table and green-seated chairs under a drum pendant, and a sideboard with two lit lamps below a marbled canvas.',
    heroImage: 'cornell-model-dining',
    readTime: '8 min read',
    seo: {
      title: 'Virtual Staging in 2026: Trends and Disclosure',
      description:
        'AI-assisted staging with a human finish, furniture scaled to real condo rooms, warmer styles, staged 3D tours and the disclosure rules for Ontario listings.',
    },
  },
  {
    slug: 'marketing-luxury-properties',
    title: 'Marketing Luxury Properties in the GTA',
    excerpt:
      'A launch framework for $3M+ listings: defining the buyer, the media package, a funnel from targeted ads to private showings, a three-week timeline, and the discretion high-end sellers expect.',
    isoDate: '2026-08-06',
    category: 'Marketing',
    image: 'oakville-estate-elevated-front',
    imageAlt:
      'A lakefront limestone estate from the drone, square to its front: lit sash windows either side of a white columned portico, three dormers and two tall chimneys on the slate hip roof, and a straight walk across the lawn to the door.',
    heroImage: 'oakville-estate-dining',
    cardImages: ['kleinburg-estate-twilight', 'studio-website-laptop'],
    readTime: '7 min read',
    author: { name: 'Sofia Marchetti', role: 'Head of Marketing' },
    seo: {
      description:
        'A launch framework for $3M+ GTA listings: the buyer, the media package, a funnel from targeted ads to private showings, a three-week timeline and discretion.',
    },
  },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-10-14" as people read it, "October 14, 2026" (no Intl: a calendar date has no time zone to apply). */
function longDateOf(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** In display order: the home page shows the first 3. */
export const postIndex: PostMeta[] = entries.map((entry) => ({ ...entry, date: longDateOf(entry.isoDate) }));

/** Every post's address, from the index (each has its body in ./articles/{slug}.ts; posts.test.ts checks both ways). */
export const postSlugs: readonly string[] = postIndex.map((post) => post.slug);

/** Unique categories in order of first appearance, for the blog list's filter buttons. */
export const postCategories: BlogPostMeta['category'][] = [...new Set(postIndex.map((post) => post.category))];

/** The head's title and description: the post's own head text where it has one, otherwise its title and excerpt. */

export function postMeta(slug: string): BlogPostMeta | undefined {
  return postIndex.find((post) => post.slug === slug);
}

/**
 * up to `count` posts from the same category, excluding the current post; if that is not
 * enough, top up with the first other posts in index order. Never the current post, never a duplicate.
 */
export function relatedPosts(slug: string, count = 2): BlogPostMeta[] {
  const current = postMeta(slug);
  const others = postIndex.filter((post) => post.slug !== slug);
  const sameCategory = current ? others.filter((post) => post.category === current.category) : [];
  const picked = sameCategory.slice(0, count);
  for (const post of others) {
    if (picked.length >= count) break;
    if (!picked.includes(post)) picked.push(post);
  }
  return picked;
}

/**
 * A post as a card. `view` 0 shows its hero (the /blog list); views 1 and up show the article's own figures in turn
 * (the home page's Latest Insights, then related articles at each distance), so one photograph is not on every page
 * that links to the post.
 */
export function postCardView<T extends BlogPostMeta>(post: T, view = 0): T {
  const frames = post.cardImages ?? [];
  if (view === 0 || frames.length === 0) return post;
  return { ...post, image: frames[(view - 1) % frames.length]! };
}

/** The related articles of a post as cards: each shows the frame for its distance from this post in the index. */
export function relatedCards(slug: string): BlogPostMeta[] {
  const at = (s: string) => postIndex.findIndex((p) => p.slug === s);
  return relatedPosts(slug).map((r) => postCardView(r, 1 + ((at(slug) - at(r.slug) + postIndex.length) % postIndex.length)));
}

// Lazy on purpose: each article becomes its own chunk, fetched only when its page is rendered.
// The glob sits inside a function so plain Node (the crawler routes under tsx) can import the index without Vite.
const articleModules = () => import.meta.glob<{ content: BlogBlock[] }>('./articles/*.ts');

/** The full post (metadata plus body), or undefined for an unknown slug. */
export async function loadPost(slug: string): Promise<BlogPost | undefined> {
  const meta = postMeta(slug);
  const load = meta ? articleModules()[`./articles/${meta.slug}.ts`] : undefined;
  if (!meta || !load) return undefined;
  const { content } = await load();
  return { ...meta, content };
}
