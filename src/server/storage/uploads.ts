// Admin image uploads: the type is decided by the bytes, the image is decoded and re-encoded by sharp
// (auto-rotated, metadata stripped, size capped), saved under a random name with responsive variants.
// Files are written under temporary dot-names and renamed at the end, so a failure leaves nothing served.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, OutputInfo } from 'sharp';
import { UPLOAD_RULES } from '#shared/api';
import type { ImageVariant } from '#shared/portfolio-item';
import { findActiveContent } from './upload-checks';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

export const MAX_UPLOAD_BYTES = UPLOAD_RULES.maxBytes;
/** Longest side of the stored image. */
export const MAX_EDGE = 2560;
/** Decoded pixels allowed (about 40 MP): a small file that expands to gigapixels is refused before decoding. */
export const MAX_PIXELS = 40_000_000;
/**
 * Extra widths written beside the main file, as WebP and AVIF (name-640.webp, name-640.avif, …), those narrower
 * than the image: enough steps that a phone at any density picks a file close to its slot.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * Encoder quality by width. Wide variants are only chosen on dense screens, where finer pixels hide compression:
 * a 1280 px AVIF for a 412 px phone at DPR 3 stays well under 60 KB.
 */
function quality(width: number) {
  if (width <= 640) return { webp: 78, avif: 52 };
  if (width <= 960) return { webp: 72, avif: 46 };
  return { webp: 66, avif: 40 };
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Recognises the four accepted formats by their signatures; anything else (SVG, text, PDF…) is null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands: string[] = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

async function writeDurably(file: string, data: Buffer) {
  const handle = await open(file, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface SavedUpload {
  /** The random file name, without extension. */
  id: string;
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  color: string;
  /** Bytes of the main file. */
  bytes: number;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** sharp (libvips) loads with the first image the server handles: about 28 MB of memory that a server which takes
 * no upload never spends. */
export const loadSharp = () => import('sharp').then((m) => m.default);

/** The average colour of an image, as #rrggbb: the placeholder shown while it loads. */
export async function averageColor(image: Buffer | string): Promise<string> {
  const sharp = await loadSharp();
  const { data } = await sharp(image).removeAlpha().resize(1, 1, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return `#${hex(data[0] ?? 0)}${hex(data[1] ?? 0)}${hex(data[2] ?? 0)}`;
}

export async function saveImageUpload(uploadsDir: string, bytes: Buffer): Promise<SavedUpload> {
  const kind = sniffImage(bytes);
  if (!kind) throw new UploadError(415, 'Only JPEG, PNG, WebP and AVIF images can be uploaded');
  if (findActiveContent(bytes))
    throw new UploadError(415, 'The file carries script or markup besides the image; export the photo again and upload that');

  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning', animated: false });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new UploadError(422, 'The file could not be read as an image');
  }
  const declared = meta.format === 'heif' ? 'avif' : meta.format;
  if (declared !== kind) throw new UploadError(415, 'The file contents do not match an accepted image type');
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
    throw new UploadError(422, 'The image is too large: at most 40 megapixels');
  }

  // Decode once, fully: truncated or corrupt data fails here, before anything is written.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await input()
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadError(422, 'The image data is damaged or incomplete');
  }

  const name = randomBytes(16).toString('hex');
  const outputs: { file: string; data: Buffer }[] = [{ file: `${name}.webp`, data: base.data }];
  const variants: ImageVariant[] = [];
  for (const width of VARIANT_WIDTHS.filter((w) => w < base.info.width)) {
    const resized = () => sharp(base.data).resize({ width });
    const q = quality(width);
    outputs.push({ file: `${name}-${width}.webp`, data: await resized().webp({ quality: q.webp }).toBuffer() });
    outputs.push({ file: `${name}-${width}.avif`, data: await resized().avif({ quality: q.avif, effort: 3 }).toBuffer() });
    variants.push({ width, webp: `/uploads/${name}-${width}.webp`, avif: `/uploads/${name}-${width}.avif` });
  }
  const color = await averageColor(base.data);

  await mkdir(uploadsDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const out of outputs) {
      const tmp = path.join(uploadsDir, `.${out.file}.tmp`);
      // Listed before writing: a write that fails half way (a full disk) leaves a file to remove too.
      written.push(tmp);
      await writeDurably(tmp, out.data);
    }
    // Variants first, the main file last: once the main file is visible, its variants are too.
    for (const out of [...outputs].reverse()) {
      await rename(path.join(uploadsDir, `.${out.file}.tmp`), path.join(uploadsDir, out.file));
    }
  } catch (error) {
    await Promise.all([...written, ...outputs.map((o) => path.join(uploadsDir, o.file))].map((f) => unlink(f).catch(() => undefined)));
    throw error;
  }
  return {
    id: name,
    url: `/uploads/${name}.webp`,
    width: base.info.width,
    height: base.info.height,
    variants,
    color,
    bytes: base.data.length,
  };
}

/**
 * Deletes temporary files that a killed process left half-written (`.name.tmp`), at start-up. They were never
 * served (dot-names), but they must not pile up. `olderThanMs` spares young ones on a folder other instances share.
 */
export async function removeUnfinishedUploads(uploadsDir: string, olderThanMs = 0): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch {
    return 0;
  }
  const now = Date.now();
  const temp = names.filter((n) => n.startsWith('.') && n.endsWith('.tmp'));
  const ages = await Promise.all(
    temp.map((n) =>
      stat(path.join(uploadsDir, n)).then(
        (s) => now - s.mtimeMs,
        () => -1,
      ),
    ),
  );
  const stale = temp.filter((_, i) => ages[i]! >= olderThanMs);
  await Promise.all(stale.map((n) => unlink(path.join(uploadsDir, n)).catch(() => undefined)));
  return stale.length;
}
