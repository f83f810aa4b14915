// THE route table: every page URL of the site, as data. The app turns each row into a React Router route whose
// module is src/app/pages/{id}.tsx; the server reads the same rows for the sitemap, caching and the route policy.
import { catalog, citySlugs, type Catalog } from './catalog';
import { paths } from './paths';

/** What a page shows decides how long shared caches may keep it. */
export type PageCache =
  /** Built-in content only: changes with a deployment. */
  | 'static'
  /** Shows portfolio items or content records the admin edits: a short shared-cache life. */
  | 'store'
  /** Per-query or signed-in work: never stored. */
  | 'never';

export interface PageRouteRow {
  /** The route id and its page module, src/app/pages/{id}.tsx. */
  id: string;
  /** A React Router pattern with at most one parameter. */
  path: string;
  /** Where the parameter's values come from, for the sitemap. */
  params?: 'service' | 'portfolio' | 'city' | 'project' | 'post';
  /** Left out of sitemap.xml (an alias, a search page, the admin). */
  unlisted?: true;
  cache: PageCache;
}

export const pageRoutes = [
  { id: 'home', path: '/', cache: 'store' },
  { id: 'services-overview', path: '/services', cache: 'static' },
  { id: 'services-all', path: '/services/all', cache: 'static' },
  { id: 'service-automation', path: '/services/automation', unlisted: true, cache: 'store' },
  { id: 'service', path: '/services/:slug', params: 'service', cache: 'store' },
  { id: 'portfolio-index', path: '/portfolio', cache: 'store' },
  { id: 'portfolio-category', path: '/portfolio/:category', params: 'portfolio', cache: 'store' },
  { id: 'projects', path: '/projects', cache: 'static' },
  { id: 'project', path: '/projects/:slug', params: 'project', cache: 'static' },
  { id: 'about', path: '/about', cache: 'static' },
  { id: 'blog', path: '/blog', cache: 'static' },
  { id: 'blog-post', path: '/blog/:slug', params: 'post', cache: 'static' },
  { id: 'contact', path: '/contact', cache: 'static' },
  { id: 'search', path: '/search', unlisted: true, cache: 'never' },
  { id: 'privacy', path: '/privacy', cache: 'static' },
  { id: 'terms', path: '/terms', cache: 'static' },
  { id: 'licensing-terms', path: '/licensing-terms', cache: 'static' },
  { id: 'sitemap', path: '/sitemap', cache: 'static' },
  { id: 'learn', path: '/learn', cache: 'static' },
  { id: 'downloads', path: '/downloads', cache: 'static' },
  { id: 'vendor-directory', path: '/vendor-directory', cache: 'static' },
  { id: 'media', path: '/media', cache: 'static' },
  { id: 'reviews', path: '/reviews', cache: 'static' },
  { id: 'faq', path: '/faq', cache: 'static' },
  { id: 'city', path: '/service-areas/:city', params: 'city', cache: 'static' },
  { id: 'admin', path: '/admin', unlisted: true, cache: 'never' },
] as const satisfies readonly PageRouteRow[];

/** The parameter values that only the content knows (project and post slugs). */
export interface ContentSlugs {
  projects: readonly { id: string; slug?: string }[];
  posts: readonly { slug: string }[];
}

/** The path of every listed page, expanded over the registry and the content; the sitemap's list. */
export function publicPaths(content: ContentSlugs, rows: readonly PageRouteRow[] = pageRoutes, services: Catalog = catalog): string[] {
  const expand: Record<NonNullable<PageRouteRow['params']>, () => string[]> = {
    service: () => services.map((row) => `/services/${row.service}`),
    portfolio: () => services.map((row) => `/portfolio/${row.portfolio}`),
    city: () => citySlugs.map(paths.city),
    project: () => content.projects.map(paths.project),
    post: () => content.posts.map((p) => paths.post(p.slug)),
  };
  return rows.filter((row) => !('unlisted' in row && row.unlisted)).flatMap((row) => (row.params ? expand[row.params]() : [row.path]));
}

/** How long shared caches may keep a page of this kind (browsers always revalidate). */
export function pageCacheControl(cache: PageCache): string {
  if (cache === 'never') return 'no-store';
  if (cache === 'store') return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
  return 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';
}
