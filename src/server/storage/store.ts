// The store seam: public pages and the admin API talk to these interfaces only. Two implementations hold the data:
// db.json and db.media.json through lowdb (storage/portfolio-store.ts, storage/media-store.ts; the embedded
// default, one writer), and PostgreSQL (pg/pg-portfolio-store.ts, pg/pg-media-store.ts; shared by any number of
// instances). storage/store-contract.test.ts runs one suite against both.
import type { CollectionKey } from '#shared/catalog';
import type { MediaPatch, MediaRecord, PortfolioData } from '#shared/api';
import type { PortfolioReader } from '#shared/load-context';
import type { NewPortfolioItem, PortfolioItem } from '#shared/portfolio-item';
import type { ContentData, ContentEvent, ContentRecord, ContentType } from '#shared/content-records';

/** The media library: one record per uploaded image. */
export interface MediaLibrary {
  open(): Promise<void>;
  /** Newest first. */
  list(): Promise<MediaRecord[]>;
  get(id: string): Promise<MediaRecord | undefined>;
  /** Adds the record, or replaces the one with the same id. */
  add(entry: MediaRecord): Promise<MediaRecord>;
  update(id: string, patch: MediaPatch): Promise<MediaRecord | undefined>;
  /** Deletes the upload's files, then its record; undefined when there is no such record. */
  remove(id: string): Promise<MediaRecord | undefined>;
  close(): Promise<void>;
}

/** The portfolio: 8 ordered collections of items. Every write is answered only once it is durable. */
export interface PortfolioStorage extends PortfolioReader {
  readonly media: MediaLibrary;
  open(): Promise<void>;
  /** Every collection as stored (no upload descriptions). */
  read(): Promise<PortfolioData>;
  /** Every collection as pages show it: each item with its uploaded images described. */
  readAll(): Promise<PortfolioData>;
  /** Puts an item first in its collection (the owner's newest work leads), with a new id unique in it. */
  add(collection: CollectionKey, input: NewPortfolioItem): Promise<PortfolioItem>;
  /** Puts several items first, in the order given (a shoot of 25 photos stays in its order), in one write. */
  addMany(collection: CollectionKey, inputs: NewPortfolioItem[]): Promise<PortfolioItem[]>;
  /** Replaces the item with the same id, in place; undefined when there is none. */
  update(collection: CollectionKey, item: PortfolioItem): Promise<PortfolioItem | undefined>;
  remove(collection: CollectionKey, id: string): Promise<boolean>;
  /** Puts a deleted item back at `index` (clamped); undefined when its id is already there. */
  restore(collection: CollectionKey, item: PortfolioItem, index: number): Promise<PortfolioItem | undefined>;
  /** Sets the order; `ids` must name every item exactly once, or nothing changes (undefined). */
  reorder(collection: CollectionKey, ids: string[]): Promise<PortfolioItem[] | undefined>;
  close(): Promise<void>;
}

/** A save's outcome: the new version, or a conflict with the record as it now is (null: it was never saved). */
export type ContentSaveResult<T extends ContentType = ContentType> = { saved: ContentRecord<T> } | { conflict: ContentRecord<T> | null };

/** What a version carries besides the data the site shows. */
export interface ContentExtra<T extends ContentType = ContentType> {
  draft?: ContentData[T];
  event?: ContentEvent;
}

/** Content records (src/shared/content-records.ts): one current version each, and the versions it replaced. */
export interface ContentStorage {
  open(): Promise<void>;
  /** Every record's current version. */
  list(): Promise<ContentRecord[]>;
  get<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T> | undefined>;
  /** Saves `data` as version `baseVersion + 1` if the record is at `baseVersion` now (0: never saved); durable when answered. */
  save<T extends ContentType>(
    type: T,
    id: string,
    data: ContentData[T],
    baseVersion: number,
    savedBy: string,
    /** The draft the version keeps beside `data` (types with drafts), and what made it. */
    extra?: ContentExtra<T>,
  ): Promise<ContentSaveResult<T>>;
  /** The versions a record replaced, newest first (at most CONTENT_HISTORY). */
  history<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T>[]>;
  close(): Promise<void>;
}
