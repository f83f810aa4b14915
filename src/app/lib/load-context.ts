// What the server hands page loaders (React Router's requestContext). In the browser it is absent,
// and loaders fetch the same data from the public read API instead.
import type { CollectionKey } from '#content/catalog';
import type { PortfolioItem } from '#content/types';

export interface PortfolioReader {
  list(collection: CollectionKey): Promise<PortfolioItem[]>;
}

export interface LoadContext {
  portfolio: PortfolioReader;
}

export function serverContext(context: unknown): LoadContext | undefined {
  return context && typeof context === 'object' && 'portfolio' in context ? (context as LoadContext) : undefined;
}

/** One collection's items: from the store on the server, from GET /api/portfolio/{collection} in the browser. */
export async function loadCollection(collection: CollectionKey, context: unknown, signal?: AbortSignal): Promise<PortfolioItem[]> {
  const server = serverContext(context);
  if (server) return server.portfolio.list(collection);
  const response = await fetch(`/api/portfolio/${collection}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Response('Failed to fetch portfolio data', { status: response.status });
  return (await response.json()) as PortfolioItem[];
}
