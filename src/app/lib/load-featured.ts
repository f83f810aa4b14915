// A service page's Featured Work: the page's built-in selection, or the newest items of its collection when the
// owner chose them in the admin (the collection's first items, as many as the built-in selection shows). On the
// server from the store; in the browser from GET /api/content/featured-work/{service} and the collection's API.
import type { CatalogEntry } from '#shared/catalog';
import { FEATURED_FALLBACK, type FeaturedWork } from '#shared/featured-work';
import { serverContext } from '#shared/load-context';
import type { PortfolioItem } from '#shared/portfolio-item';
import { loadCollection } from './load-store';

async function featuredChoice(service: string, context: unknown, signal?: AbortSignal): Promise<FeaturedWork> {
  // The browser build has no server branch (import.meta.env.SSR is false there): nothing of it ships to the page.
  const server = import.meta.env.SSR ? serverContext(context) : undefined;
  if (server) return (await server.content.get('featured-work', service))?.data ?? FEATURED_FALLBACK;
  const response = await fetch(`/api/content/featured-work/${service}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Response('Failed to fetch the featured work', { status: response.status });
  return (await response.json()) as FeaturedWork;
}

export async function loadFeatured(
  row: CatalogEntry,
  builtIn: PortfolioItem[],
  context: unknown,
  signal?: AbortSignal,
): Promise<PortfolioItem[]> {
  const choice = await featuredChoice(row.service, context, signal);
  if (choice.source !== 'latest') return builtIn;
  const latest = (await loadCollection(row.collection, context, signal)).slice(0, builtIn.length);
  // A collection the owner emptied still shows the built-in work rather than an empty section.
  return latest.length ? latest : builtIn;
}
