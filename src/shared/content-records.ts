// Content the owner edits that is not a portfolio item: each kind of record is a zod schema here, used by the store,
// the admin API and the admin alike. A record is kept with a version number, checked on every write (a save made
// from an older version is refused, never applied over a newer one), and each save keeps the version it replaced.
import { z } from 'zod';
import { serviceSlugs } from './catalog';
import { FEATURED_FALLBACK, FEATURED_SOURCES, type FeaturedWork } from './featured-work';

export const featuredWorkSchema = z
  .object({
    source: z.enum(FEATURED_SOURCES, { error: 'Choose the built-in selection or the newest items' }),
  })
  .strict() satisfies z.ZodType<FeaturedWork>;

/** Every kind of content record: its schema, the ids a record may have, and what an absent record means. */
export const contentTypes = {
  'featured-work': {
    schema: featuredWorkSchema,
    ids: serviceSlugs as readonly string[],
    fallback: FEATURED_FALLBACK,
  },
} as const;

export type ContentType = keyof typeof contentTypes;
export interface ContentData {
  'featured-work': FeaturedWork;
}

export const isContentType = (value: string): value is ContentType => Object.hasOwn(contentTypes, value);
export const isContentId = (type: ContentType, id: string): boolean => contentTypes[type].ids.includes(id);

/** A stored record as the admin API answers it. */
export interface ContentRecord<T extends ContentType = ContentType> {
  type: T;
  id: string;
  /** 1 for the first save; every save adds one. */
  version: number;
  data: ContentData[T];
  /** ISO time and GitHub login of the save that made this version. */
  savedAt: string;
  savedBy: string;
}

/** How many earlier versions a record keeps. */
export const CONTENT_HISTORY = 50;

/** The 409 answer: the record as it is now, so the admin can show both versions. */
export interface ContentConflict {
  error: string;
  current: ContentRecord | null;
}
