// The media library's records: one per uploaded image (its files, size, colour, alt text, focal point), kept in
// a JSON file beside the portfolio store under the same rules (queued writes answered after fsync, a corrupt file
// moved aside). On open it is reconciled with the uploads folder: uploads made before the library existed, or
// whose record a killed process never wrote, get a record; records whose file is gone are dropped.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import type { MediaPatch, MediaRecord } from '#shared/api';
import type { ImageVariant, UploadedImage } from '#shared/portfolio-item';
import type { Log } from '../log';
import { DurableJson } from './durable-json';
import { averageColor } from './uploads';

const MAIN_FILE = /^([0-9a-f]{32})\.webp$/;
const VARIANT_FILE = /^([0-9a-f]{32})-(\d{2,5})\.(webp|avif)$/;

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

function parseData(raw: unknown): MediaData {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { media?: unknown }).media)) throw new Error('no media list');
  // A record that fails the schema is left out (its file, if any, is found again by the reconcile).
  const media = (raw as { media: unknown[] }).media.flatMap((r) => {
    const parsed = record.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  return { media };
}

/** The media file that goes with a portfolio store: db.json -> db.media.json, in the same folder. */
export function mediaFileFor(dbFile: string): string {
  return path.join(path.dirname(dbFile), `${path.basename(dbFile, '.json')}.media.json`);
}

/** Every URL of an upload: its main file and each variant. */
export function uploadUrls(image: UploadedImage): string[] {
  return [image.url, ...image.variants.flatMap((v) => [v.webp, v.avif])];
}

export class MediaStore {
  private readonly store: DurableJson<MediaData>;
  private opening?: Promise<void>;

  constructor(
    file: string,
    private readonly log: Log,
    private readonly uploadsDir?: string,
  ) {
    this.store = new DurableJson(file, log, { area: 'media', empty: () => ({ media: [] }), parse: parseData });
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
    const match = /^\/uploads\/([0-9a-f]{32})[.-]/.exec(url);
    return match ? this.store.data.media.find((m) => m.id === match[1]) : undefined;
  }

  add(entry: MediaRecord): Promise<MediaRecord> {
    return this.store.change((data) => ({ data: { media: [...data.media.filter((m) => m.id !== entry.id), entry] }, result: entry }));
  }

  update(id: string, patch: MediaPatch): Promise<MediaRecord | undefined> {
    return this.store.change((data) => {
      const index = data.media.findIndex((m) => m.id === id);
      if (index < 0) return { data, result: undefined };
      const next: MediaRecord = { ...data.media[index]! };
      if (patch.alt !== undefined) next.alt = patch.alt;
      if (patch.focal === null) delete next.focal;
      else if (patch.focal) next.focal = patch.focal;
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
    if (this.uploadsDir) {
      const names = await readdir(this.uploadsDir).catch(() => [] as string[]);
      const files = [`${id}.webp`, ...names.filter((n) => n.startsWith(`${id}-`))];
      for (const name of files) await unlink(path.join(this.uploadsDir, name)).catch(() => undefined);
    }
    return this.store.change((data) => ({ data: { media: data.media.filter((m) => m.id !== id) }, result: entry }));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** Brings the records in line with the files in the uploads folder. */
  private async reconcile() {
    if (!this.uploadsDir) return;
    let names: string[];
    try {
      names = await readdir(this.uploadsDir);
    } catch {
      return;
    }
    const mains = new Set(names.flatMap((n) => MAIN_FILE.exec(n)?.[1] ?? []));
    const known = new Set(this.store.data.media.map((m) => m.id));
    const gone = this.store.data.media.filter((m) => !mains.has(m.id));
    const found: MediaRecord[] = [];
    for (const id of mains) {
      if (known.has(id)) continue;
      try {
        found.push(await this.describe(id, names));
      } catch (error) {
        this.log.warn({ area: 'media', id, err: error }, 'an upload could not be read for the media library');
      }
    }
    if (!gone.length && !found.length) return;
    const goneIds = new Set(gone.map((m) => m.id));
    await this.store.change((data) => ({
      data: { media: [...data.media.filter((m) => !goneIds.has(m.id)), ...found] },
      result: undefined,
    }));
    this.log.info({ area: 'media', added: found.length, dropped: gone.length }, 'media library reconciled with the uploads folder');
  }

  /** A record for an upload found on disk: its size and colour from the file, its variants from their names. */
  private async describe(id: string, names: string[]): Promise<MediaRecord> {
    const file = path.join(this.uploadsDir!, `${id}.webp`);
    const [meta, info, color] = await Promise.all([sharp(file).metadata(), stat(file), averageColor(file)]);
    const widths = new Map<number, Set<string>>();
    for (const name of names) {
      const m = VARIANT_FILE.exec(name);
      if (!m || m[1] !== id) continue;
      const set = widths.get(Number(m[2])) ?? new Set<string>();
      set.add(m[3]!);
      widths.set(Number(m[2]), set);
    }
    const variants: ImageVariant[] = [...widths]
      .filter(([, formats]) => formats.has('webp') && formats.has('avif'))
      .map(([width]) => ({ width, webp: `/uploads/${id}-${width}.webp`, avif: `/uploads/${id}-${width}.avif` }))
      .sort((a, b) => a.width - b.width);
    return {
      id,
      url: `/uploads/${id}.webp`,
      width: meta.width ?? 1,
      height: meta.height ?? 1,
      variants,
      color,
      bytes: info.size,
      originalName: `${id}.webp`,
      alt: '',
      uploadedAt: info.mtime.toISOString(),
    };
  }
}
