// Content the owner edits that is not a portfolio item: each kind of record is a zod schema here, used by the store,
// the admin API and the admin alike. A record is kept with a version number, checked on every write (a save made
// from an older version is refused, never applied over a newer one), and each save keeps the version it replaced.
import { z } from 'zod';
import { serviceSlugs, type ServiceSlug } from './catalog';
import { FEATURED_FALLBACK, FEATURED_SOURCES, type FeaturedWork } from './featured-work';
import { ITEM_FIELDS } from './portfolio-item';
import { fieldText } from './well-formed';
import { aboutPageSchema, type AboutPage } from './content/about-page';
import { servicePageSchema, type ServicePageContent } from './content/service-page';
import { paths } from './paths';

export const featuredWorkSchema = z
  .object({
    source: z.enum(FEATURED_SOURCES, { error: 'Choose the built-in selection or the newest items' }),
  })
  .strict() satisfies z.ZodType<FeaturedWork>;

/** The owner's word on one of the site's built-in photographs (its id is the image's name): a description that
 * replaces the built-in ones wherever the site shows it, and the point every crop of it keeps, in % across and down.
 * Either may be absent: the built-in one holds. */
export interface SiteImageData {
  alt?: string;
  focal?: { x: number; y: number };
}

const percent = (axis: 'x' | 'y') =>
  z
    .number({ error: `focal.${axis} must be a number` })
    .int(`focal.${axis} must be a whole number`)
    .min(0, `focal.${axis} must be 0 to 100`)
    .max(100, `focal.${axis} must be 0 to 100`);

export const siteImageSchema = z
  .object({
    alt: fieldText(ITEM_FIELDS.alt.label, 'Alt text must be text')
      .trim()
      .max(ITEM_FIELDS.alt.max, `Alt text must be at most ${ITEM_FIELDS.alt.max} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    focal: z
      .object({ x: percent('x'), y: percent('y') }, { error: 'focal must be { x, y }' })
      .strict()
      .optional(),
  })
  .strict() satisfies z.ZodType<SiteImageData, unknown>;

/** A site image's name, as the masters are named (the API also checks the image exists). */
const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every kind of content record: its schema, the ids a record may have, and what an absent record means. */
export const contentTypes = {
  'featured-work': {
    schema: featuredWorkSchema,
    isId: (id: string) => (serviceSlugs as readonly string[]).includes(id),
    fallback: FEATURED_FALLBACK,
  },
  'site-image': {
    schema: siteImageSchema,
    isId: (id: string) => id.length <= 100 && IMAGE_NAME.test(id),
    fallback: {} as SiteImageData,
  },
  /** A page's copy: saved as a draft, previewed, then published; its seed is the built-in content (src/content). */
  about: {
    schema: aboutPageSchema,
    isId: (id: string) => id === 'page',
    fallback: undefined,
    drafts: true,
    /** The page that shows the record. */
    page: (_id: string) => paths.about,
  },
  /** A service page's copy, by the service's slug: hero, packages and prices, process, questions, testimonial. */
  service: {
    schema: servicePageSchema,
    isId: (id: string) => (serviceSlugs as readonly string[]).includes(id),
    fallback: undefined,
    drafts: true,
    page: (id: string) => paths.service(id as ServiceSlug),
  },
} as const;

/** Types whose records are saved as drafts and published, rather than live at each save. */
export const hasDrafts = (type: ContentType): boolean => 'drafts' in contentTypes[type];

/** The address of the page that shows a record, for a page's record. */
export function pageOf(type: ContentType, id: string): string | undefined {
  const kind = contentTypes[type];
  return 'page' in kind ? kind.page(id) : undefined;
}

export type ContentType = keyof typeof contentTypes;
export interface ContentData {
  'featured-work': FeaturedWork;
  'site-image': SiteImageData;
  about: AboutPage;
  service: ServicePageContent;
}

/** What made a version: a save that went live at once, a draft, a publish, a restore of an earlier version, or a
 * draft thrown away. */
export type ContentEvent = 'saved' | 'draft' | 'published' | 'restored' | 'discarded';

export const isContentType = (value: string): value is ContentType => Object.hasOwn(contentTypes, value);
export const isContentId = (type: ContentType, id: string): boolean => contentTypes[type].isId(id);

/** A stored record as the admin API answers it. */
export interface ContentRecord<T extends ContentType = ContentType> {
  type: T;
  id: string;
  /** 1 for the first save; every save adds one. */
  version: number;
  /** What the site shows. */
  data: ContentData[T];
  /** An unpublished draft (types with drafts), shown only in the owner's preview. */
  draft?: ContentData[T];
  event?: ContentEvent;
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
