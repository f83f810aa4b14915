// What a page loader reads from the store: one collection's items, and one content record's published data. On the
// server from the store (the content from its snapshot); in the browser, after a client-side navigation, from
// GET /api/portfolio/{collection} and GET /api/content/{type}/{id}. One module, so a page loads one chunk for both.
import type { CollectionKey } from '#shared/catalog';
import type { ContentData, ContentType } from '#shared/content-records';
import { serverContext } from '#shared/load-context';
import type { PortfolioItem } from '#shared/portfolio-item';

export async function loadCollection(collection: CollectionKey, context: unknown, signal?: AbortSignal): Promise<PortfolioItem[]> {
  // The browser build has no server branch (import.meta.env.SSR is false there): nothing of it ships to the page.
  const server = import.meta.env.SSR ? serverContext(context) : undefined;
  if (server) return server.portfolio.list(collection);
  return fetchJson(`/api/portfolio/${collection}`, signal);
}

/** A GET of the site's API after a client-side navigation; a failure is the page's error, with the API's status. */
async function fetchJson<T>(url: string, signal: AbortSignal | undefined): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Response(`Failed to fetch ${url}`, { status: response.status });
  return (await response.json()) as T;
}

/** A content record's published data (the draft instead, when the signed-in owner previews it); until the owner
 * publishes the record, its built-in seed from src/content. */
export async function loadContentRecord<T extends ContentType>(
  type: T,
  id: string,
  context: unknown,
  signal: AbortSignal | undefined,
  seed: () => Promise<ContentData[T]>,
): Promise<ContentData[T]> {
  // The browser build has no server branch (import.meta.env.SSR is false there): nothing of it ships to the page.
  const server = import.meta.env.SSR ? serverContext(context) : undefined;
  if (server) {
    const record = await server.content.get(type, id);
    const previewed = server.preview?.type === type && server.preview.id === id;
    if (previewed && record?.draft) return record.draft;
    return record?.data ?? seed();
  }
  return fetchJson(`/api/content/${type}/${id}`, signal);
}
