// Blog list (/blog): category buttons and a search box that combine, with their state in the URL
// (?q=&category=) so a filtered view can be shared and is rendered on the server as well.
import { Icon } from '#app/components/ui/icon';
import { useId, useState, type FormEvent } from 'react';
import { NavigationType, useLoaderData, useNavigationType, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { BlogPostMeta } from '#content/types';
import { Hero } from '../components/sections/hero';
import { PostCard } from '../components/blog/post-card';
import { definePage } from '../lib/page';
import { absoluteUrl, paths } from '#shared/paths';

export interface BlogFilters {
  q: string;
  /** '' means All Posts. */
  category: string;
}

/** Reads ?q= and ?category=; an unknown category counts as All Posts. */
export function readFilters(search: URLSearchParams, categories: readonly string[]): BlogFilters {
  const q = (search.get('q') ?? '').slice(0, 200);
  const raw = search.get('category') ?? '';
  const category = categories.find((c) => c.toLowerCase() === raw.toLowerCase()) ?? '';
  return { q, category };
}

/** Title or excerpt contains the text (ignoring case), and the category matches when one is chosen. */
export function filterPosts(posts: BlogPostMeta[], { q, category }: BlogFilters): BlogPostMeta[] {
  const needle = q.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  );
}

/** The post index travels as loader data (filtering happens on it in the browser), so the index module stays out
 * of the page's chunk. */
async function loader({ request }: LoaderFunctionArgs) {
  const [{ postCategories, postIndex }, { blogPage }] = await Promise.all([import('#content/posts'), import('#content/blog-page')]);
  return {
    blogPage,
    initial: readFilters(new URL(request.url).searchParams, postCategories),
    posts: postIndex,
    categories: postCategories,
  };
}

function toSearch(filters: BlogFilters): URLSearchParams {
  const next = new URLSearchParams();
  if (filters.q) next.set('q', filters.q);
  if (filters.category) next.set('category', filters.category);
  return next;
}

function BlogPage() {
  const { initial, posts: allPosts, categories, blogPage } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = readFilters(searchParams, categories);
  const category = fromUrl.category;
  // The box keeps its own text so typing never waits for a navigation; the URL follows it.
  const [query, setQuery] = useState(initial.q);
  const navigationType = useNavigationType();
  const inputId = useId();

  // Back/forward or a link changed ?q=: take the URL's text. Our own updates are REPLACE navigations that can
  // settle after the next keystroke, so they must never write back into the box (that dropped characters).
  const [syncedQ, setSyncedQ] = useState(fromUrl.q);
  if (syncedQ !== fromUrl.q) {
    setSyncedQ(fromUrl.q);
    if (navigationType !== NavigationType.Replace) setQuery(fromUrl.q);
  }

  const update = (next: BlogFilters) => {
    setSearchParams(toSearch(next), { replace: true, preventScrollReset: true });
  };

  const onQuery = (value: string) => {
    setQuery(value);
    update({ q: value, category });
  };
  const onCategory = (value: string) => update({ q: query, category: value });
  const reset = () => {
    setQuery('');
    update({ q: '', category: '' });
  };
  // Without JavaScript the form submits as a GET; with it, the buttons update the URL in place.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const posts = filterPosts(allPosts, { q: query, category });
  const buttons = [{ label: blogPage.allLabel, value: '' }, ...categories.map((c) => ({ label: c, value: c }))];

  return (
    <>
      <Hero {...blogPage.hero} heroKey={blogPage.hero.heroKey} />
      <section aria-label="Articles" className="bg-paper py-16 sm:py-20">
        <div className="container-site">
          <form
            role="search"
            action="/blog"
            method="get"
            onSubmit={onSubmit}
            className="flex flex-col gap-5 border-b border-line pb-8 lg:flex-row lg:items-center lg:justify-between"
          >
            <div
              role="group"
              aria-label="Filter by category"
              className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
            >
              {buttons.map((b) => {
                const active = b.value === category;
                return (
                  <button
                    key={b.label}
                    type="submit"
                    name="category"
                    value={b.value}
                    aria-pressed={active}
                    onClick={(e) => {
                      e.preventDefault();
                      onCategory(b.value);
                    }}
                    className={`min-h-11 shrink-0 rounded-full border px-5 text-sm font-semibold transition-colors ${
                      active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink-700 hover:border-ink/40'
                    }`}
                  >
                    {b.label}
                  </button>
                );
              })}
            </div>
            <div className="relative w-full lg:max-w-sm">
              <label htmlFor={inputId} className="sr-only">
                Search articles
              </label>
              <Icon
                name="Search"
                aria-hidden="true"
                className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
              />
              <input
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(e) => onQuery(e.target.value)}
                placeholder="Search articles..."
                autoComplete="off"
                className="h-12 w-full rounded-full border border-line bg-white pl-11 pr-11 text-sm text-ink placeholder:text-ink-500 focus:border-brass focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass [&::-webkit-search-cancel-button]:hidden"
              />
              {query && (
                <button
                  type="button"
                  onClick={() => onQuery('')}
                  aria-label="Clear search"
                  className="absolute right-2 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-500 hover:bg-paper-2 hover:text-ink"
                >
                  <Icon name="X" aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            </div>
          </form>

          <p aria-live="polite" className="mt-6 text-sm text-ink-500">
            {posts.length === 1 ? '1 article' : `${posts.length} articles`}
            {category ? ` in ${category}` : ''}
            {query.trim() ? ` matching “${query.trim()}”` : ''}
          </p>

          {posts.length ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, i) => (
                <li key={post.slug}>
                  <PostCard post={post} index={i} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="card mx-auto mt-10 flex max-w-xl flex-col items-center px-8 py-14 text-center">
              <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-paper-2 text-brass-700">
                <Icon name="SearchX" aria-hidden="true" className="h-6 w-6" />
              </span>
              <h2 className="mt-5 text-2xl font-medium">No articles found</h2>
              <p className="mt-2 text-ink-600">Try adjusting your search or filter criteria</p>
              <button type="button" onClick={reset} className="btn-dark mt-7">
                Reset Filters
              </button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data, data: { blogPage }, publicUrl }) => ({
    ...blogPage.seo,
    path: paths.blog,
    trail: [{ name: 'Blog', path: paths.blog }],
    feeds: [{ title: blogPage.feedTitle, href: '/rss.xml' }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: blogPage.feedTitle,
        url: absoluteUrl(publicUrl, '/blog'),
        blogPost: data.posts.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          url: absoluteUrl(publicUrl, `/blog/${post.slug}`),
          datePublished: post.isoDate,
        })),
      },
    ],
  }),
  Component: BlogPage,
});
