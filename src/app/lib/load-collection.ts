// One collection's items for a page loader: from the store on the server, from GET /api/portfolio/{collection}
// in the browser (after a client-side navigation).
import type { CollectionKey } from '#shared/catalog';
import { serverContext } from '#shared/load-context';
import type { PortfolioItem } from '#shared/portfolio-item';

export async function loadCollection(collection: CollectionKey, context: unknown, signal?: AbortSignal): Promise<PortfolioItem[]> {
  // The browser build has no server branch (import.meta.env.SSR is false there): nothing of it ships to the page.
  const server = import.meta.env.SSR ? serverContext(context) : undefined;
  if (server) return server.portfolio.list(collection);
  const response = await fetch(`/api/portfolio/${collection}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Response('Failed to fetch portfolio data', { status: response.status });
  return (await response.json()) as PortfolioItem[];
}
