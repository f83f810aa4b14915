// The media library's records: one per uploaded image (its files, size, colour, alt text, focal point), kept in
// a JSON file beside the portfolio store under the same rules (queued writes answered after fsync, a corrupt file
// moved aside). On open it is reconciled with the uploads folder: uploads made before the library existed, or
// whose record a killed process never wrote, get a record; records whose file is gone are dropped.
import { z } from 'zod';
import type { MediaPatch, MediaRecord } from '#shared/api';
import type { Log } from '../log';
import { besideStore, DurableJson } from './durable-json';
import { patched, reconcileUploads, removeUploadFiles, uploadIdOf } from './media-files';
import type { MediaLibrary } from './store';

const variant = z.object({ width: z.number().int().positive(), webp: z.string(), avif: z.string() });
const record = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(variant),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  focal: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
  bytes: z.number().int().nonnegative(),
  originalName: z.string().max(255),
  alt: z.string().max(300),
  uploadedAt: z.string(),
});

interface MediaData {
  media: MediaRecord[];
}

export function parseMediaData(raw: unknown): MediaData {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { media?: unknown }).media)) throw new Error('no media list');
  // A record that fails the schema is left out (its file, if any, is found again by the reconcile).
  const media = (raw as { media: unknown[] }).media.flatMap((r) => {
    const parsed = record.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  return { media };
}

/** The media file that goes with a portfolio store: db.json -> db.media.json, in the same folder. */
export const mediaFileFor = (dbFile: string): string => besideStore(dbFile, 'media');

export class MediaStore implements MediaLibrary {
  private readonly store: DurableJson<MediaData>;
  private opening?: Promise<void>;

  constructor(
    file: string,
    private readonly log: Log,
    private readonly uploadsDir?: string,
  ) {
    this.store = new DurableJson(file, log, { area: 'media', empty: () => ({ media: [] }), parse: parseMediaData });
  }

  open(): Promise<void> {
    this.opening ??= this.store.open().then(() => this.reconcile());
    return this.opening;
  }

  /** Newest first. */
  async list(): Promise<MediaRecord[]> {
    await this.open();
    return [...this.store.data.media].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }

  async get(id: string): Promise<MediaRecord | undefined> {
    await this.open();
    return this.store.data.media.find((m) => m.id === id);
  }

  /** The record behind any of an upload's URLs, from memory (the store is open before the app serves). */
  byUrl(url: string): MediaRecord | undefined {
    const id = uploadIdOf(url);
    return id ? this.store.data.media.find((m) => m.id === id) : undefined;
  }

  add(entry: MediaRecord): Promise<MediaRecord> {
    return this.store.change((data) => ({ data: { media: [...data.media.filter((m) => m.id !== entry.id), entry] }, result: entry }));
  }

  update(id: string, patch: MediaPatch): Promise<MediaRecord | undefined> {
    return this.store.change((data) => {
      const index = data.media.findIndex((m) => m.id === id);
      if (index < 0) return { data, result: undefined };
      const next = patched(data.media[index]!, patch);
      const media = data.media.slice();
      media[index] = next;
      return { data: { media }, result: next };
    });
  }

  /**
   * Deletes an upload: its files first (the main file before its variants, so a crash half way leaves nothing the
   * reconcile would bring back), then its record. Undefined when there is no such record.
   */
  async remove(id: string): Promise<MediaRecord | undefined> {
    const entry = await this.get(id);
    if (!entry) return undefined;
    if (this.uploadsDir) await removeUploadFiles(this.uploadsDir, id);
    return this.store.change((data) => ({ data: { media: data.media.filter((m) => m.id !== id) }, result: entry }));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** Brings the records in line with the files in the uploads folder. */
  private async reconcile() {
    if (!this.uploadsDir) return;
    const result = await reconcileUploads(this.uploadsDir, this.store.data.media, this.log);
    if (!result || (!result.gone.length && !result.found.length)) return;
    const gone = new Set(result.gone);
    await this.store.change((data) => ({
      data: { media: [...data.media.filter((m) => !gone.has(m.id)), ...result.found] },
      result: undefined,
    }));
    this.log.info({ area: 'media', added: result.found.length, dropped: gone.size }, 'media library reconciled with the uploads folder');
  }
}
