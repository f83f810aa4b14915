// What the server hands page loaders (React Router's requestContext): the store's read side. In the browser it
// is absent, and loaders read the same data from the public API instead.
import type { CollectionKey } from './catalog';
import type { ContentRecord, ContentType } from './content-records';
import type { PortfolioItem } from './portfolio-item';

export interface PortfolioReader {
  list(collection: CollectionKey): Promise<PortfolioItem[]>;
}

export interface ContentReader {
  get<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T> | undefined>;
}

export interface LoadContext {
  portfolio: PortfolioReader;
  content: ContentReader;
  /** A signed-in admin's preview: this record's draft is shown instead of its published data. */
  preview?: { type: ContentType; id: string };
}

export function serverContext(context: unknown): LoadContext | undefined {
  return context && typeof context === 'object' && 'portfolio' in context ? (context as LoadContext) : undefined;
}
