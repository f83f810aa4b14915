// What both media libraries (db.media.json and PostgreSQL) share: the upload files on disk, how a URL names its
// upload, how a patch applies to a record, and how an item is described with its uploads.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MediaPatch, MediaRecord } from '#shared/api';
import type { ImageVariant, PortfolioItem, UploadedImage } from '#shared/portfolio-item';
import type { Log } from '../log';
import { averageColor, loadSharp } from './image-processing';

const MAIN_FILE = /^([0-9a-f]{32})\.webp$/;
const VARIANT_FILE = /^([0-9a-f]{32})-(\d{2,5})\.(webp|avif)$/;

/** Every URL of an upload: its main file and each variant. */
export function uploadUrls(image: UploadedImage): string[] {
  return [image.url, ...image.variants.flatMap((v) => [v.webp, v.avif])];
}

/** The upload id behind any of an upload's URLs (its main file or a variant). */
export function uploadIdOf(url: string): string | undefined {
  return /^\/uploads\/([0-9a-f]{32})[.-]/.exec(url)?.[1];
}

/** A record with a PATCH applied: alt text set, focal point set or (null) removed. */
export function patched(record: MediaRecord, patch: MediaPatch): MediaRecord {
  const next: MediaRecord = { ...record };
  if (patch.alt !== undefined) next.alt = patch.alt;
  if (patch.focal === null) delete next.focal;
  else if (patch.focal) next.focal = patch.focal;
  return next;
}

/** The item with what the media library knows of its uploaded images (for srcset, placeholder, focal point). */
export function withUploads(item: PortfolioItem, recordOf: (url: string) => MediaRecord | undefined): PortfolioItem {
  let uploads: Record<string, UploadedImage> | undefined;
  for (const url of [item.src, item.thumbnail]) {
    const entry = url ? recordOf(url) : undefined;
    if (!url || !entry) continue;
    const { id: _id, bytes: _bytes, originalName: _name, alt: _alt, uploadedAt: _at, ...image } = entry;
    uploads = { ...uploads, [url]: image };
  }
  return uploads ? { ...item, uploads } : item;
}

/** Deletes an upload's files: the main file before its variants, so a crash half way leaves nothing a reconcile would bring back. */
export async function removeUploadFiles(uploadsDir: string, id: string): Promise<void> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  const files = [`${id}.webp`, ...names.filter((n) => n.startsWith(`${id}-`))];
  for (const name of files) await unlink(path.join(uploadsDir, name)).catch(() => undefined);
}

/**
 * What the uploads folder says the records should be: a record for each upload on disk that has none (made before
 * the library existed, or whose record a killed process never wrote), and the ids of records whose file is gone.
 */
export async function reconcileUploads(
  uploadsDir: string,
  records: MediaRecord[],
  log: Log,
): Promise<{ found: MediaRecord[]; gone: string[] } | undefined> {
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch {
    return undefined;
  }
  const mains = new Set(names.flatMap((n) => MAIN_FILE.exec(n)?.[1] ?? []));
  const known = new Set(records.map((m) => m.id));
  const gone = records.filter((m) => !mains.has(m.id)).map((m) => m.id);
  const found: MediaRecord[] = [];
  for (const id of mains) {
    if (known.has(id)) continue;
    try {
      found.push(await describeUpload(uploadsDir, id, names));
    } catch (error) {
      log.warn({ area: 'media', id, err: error }, 'an upload could not be read for the media library');
    }
  }
  return { found, gone };
}

/** A record for an upload found on disk: its size and colour from the file, its variants from their names. */
async function describeUpload(uploadsDir: string, id: string, names: string[]): Promise<MediaRecord> {
  const file = path.join(uploadsDir, `${id}.webp`);
  const sharp = await loadSharp();
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
