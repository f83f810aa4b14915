// What the JSON API sends, declared once for the server that answers and the pages that read it.
import type { CollectionKey } from './catalog';
import type { PortfolioItem, UploadedImage } from './portfolio-item';

/** GET /api/auth/user */
export interface AuthUserResponse {
  authenticated: boolean;
  name: string | null;
  login?: string;
  /** false when GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET are unset. */
  signInConfigured: boolean;
  csrfToken?: string;
}

/** POST /api/portfolio/{service}/batch: items put first in the collection, in this order (a shoot, say). */
export const MAX_BATCH_ITEMS = 100;

/** GET /api/admin/portfolio: every collection, in the registry's order. */
export type PortfolioData = Record<CollectionKey, PortfolioItem[]>;

/** An error answer; a refused item names the fields at fault. */
export interface ApiError {
  error: string;
  /** For item bodies: one message per field of the item form. */
  fields?: Partial<Record<string, string>>;
  /** For a batch: the refused items, by their index in the batch, each with its fields' messages. */
  items?: Record<number, Partial<Record<string, string>>>;
  /** For a media delete refused because items use the image. */
  usedBy?: MediaUsage[];
  /** For a content save refused with 409: the record as it is now (null when it is gone). */
  current?: unknown;
}

/** What a browser may send to POST /api/upload: checked in the admin before sending and again on the server. */
/** A full-frame camera's 61-megapixel JPEG at top quality is about 40 MB. */
const MAX_MB = 50;

export const UPLOAD_RULES = {
  maxBytes: MAX_MB * 1024 * 1024,
  /** As the admin says it: "JPEG, PNG, WebP or AVIF, up to 50 MB". */
  limit: `JPEG, PNG, WebP or AVIF, up to ${MAX_MB} MB`,
  maxMegapixels: 100,
  /** MIME types a browser reports for the accepted formats. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  extensions: ['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'webp', 'avif'],
  tooLarge: `The image is larger than ${MAX_MB} MB`,
  wrongType: 'Only JPEG, PNG, WebP and AVIF images can be uploaded',
  heic: 'HEIC photos (the iPhone’s default) cannot be used on the web: export the photo as JPEG and upload that',
} as const;

/** An uploaded image and what the library keeps about it (one record per upload, beside the portfolio store). */
export interface MediaRecord extends UploadedImage {
  /** The stored file's random name, without extension. */
  id: string;
  /** Size of the main file in bytes. */
  bytes: number;
  /** The file name the browser sent, for the owner to recognise it. */
  originalName: string;
  /** Describes the image; used when an item that shows it has no alt text of its own. */
  alt: string;
  /** ISO time of the upload. */
  uploadedAt: string;
}

/** Where an image appears: an item of a collection, as its source or its thumbnail. */
export interface MediaUsage {
  collection: CollectionKey;
  itemId: string;
  title: string;
  field: 'src' | 'thumbnail';
}

/** GET /api/admin/media lists these, newest first; POST /api/upload answers one (201). */
export interface MediaEntry extends MediaRecord {
  usedBy: MediaUsage[];
}

/** GET /api/admin/site-images: one of the site's built-in photographs, as the media library shows it. `url` and
 * `variants` are its landscape WebP and AVIF files; `focal` is where its crops centre now. */
export interface BuiltInImage extends UploadedImage {
  /** The image's site name, and its record's id. */
  name: string;
  /** The owner's description of it, when they gave one: it replaces `descriptions` on every page. */
  alt?: string;
  /** How the site's built-in pages describe it, each distinct text once. */
  descriptions: string[];
  /** How many places of the site show it. */
  uses: number;
  /** The point its crops keep when the owner has not moved it. */
  builtInFocal: { x: number; y: number };
  /** The version of the owner's record (0 when never edited): a save names it (PUT /api/admin/content/site-image/{name}). */
  version: number;
}

/** PATCH /api/admin/media/{id} */
export interface MediaPatch {
  alt?: string;
  focal?: { x: number; y: number } | null;
}

/** POST /api/portfolio/{service}/restore: puts a deleted item back, same id and fields, at its old place. */
export interface RestoreRequest {
  item: PortfolioItem;
  index: number;
}

export type VitalsMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'FID';
export type VitalsRating = 'good' | 'needs-improvement' | 'poor';

/** GET /api/admin/vitals */
export interface VitalsResponse {
  thresholds: Record<VitalsMetric, { good: number; poor: number }>;
  /** How far back the figures go. */
  window: { days: number; samples: number };
  routes: Record<
    string,
    Partial<
      Record<
        VitalsMetric,
        {
          p75: number;
          count: number;
          rating: VitalsRating;
          /** Daily p75 over the last days, oldest first (days without reports are left out). */
          trend: { day: string; p75: number; count: number }[];
        }
      >
    >
  >;
}
