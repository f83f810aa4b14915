// A content record's published data for a page's loader: on the server from the content snapshot (the draft
// instead, when the signed-in owner previews it); in the browser from GET /api/content/{type}/{id}. Until the owner
// publishes the record, its built-in seed from src/content.
import type { ContentData, ContentType } from '#shared/content-records';
import { serverContext } from '#shared/load-context';

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
  const response = await fetch(`/api/content/${type}/${id}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Response(`Failed to fetch the ${type} content`, { status: response.status });
  return (await response.json()) as ContentData[T];
}
