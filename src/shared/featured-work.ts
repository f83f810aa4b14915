// What a service page's Featured Work shows: the page's built-in selection, or the newest items of its collection.
// Apart from content-records.ts (its schema), so the public page that reads the choice ships no zod.
export const FEATURED_SOURCES = ['built-in', 'latest'] as const;
export type FeaturedSource = (typeof FEATURED_SOURCES)[number];

export interface FeaturedWork {
  source: FeaturedSource;
}

/** What a service without a saved choice shows. */
export const FEATURED_FALLBACK: FeaturedWork = { source: 'built-in' };
