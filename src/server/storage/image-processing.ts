// An upload, judged and made web-ready: the format its bytes declare, no markup beside the picture, then decoded
// by sharp, which is the real test: a file that decodes as an image of an accepted type is kept, whatever its bytes
// look like. The saved image is a fresh re-encode (orientation applied, metadata stripped, long edge capped) with its
// responsive variants, under a random name. Runs in the image worker (image-worker.ts), never in the server's process.
//
// Files are written under temporary dot-names and renamed at the end, so a failure leaves nothing served.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, OutputInfo } from 'sharp';
import { UPLOAD_RULES } from '#shared/api';
import type { ImageVariant } from '#shared/portfolio-item';
import { findEmbeddedMarkup, sniffImage } from './upload-checks';

/** Longest side of the stored image. */
export const MAX_EDGE = 2560;
/** Decoded pixels allowed: full-frame and phone cameras shoot 48-61 MP; a file that expands further is refused
 * before a pixel is decoded. */
export const MAX_PIXELS = UPLOAD_RULES.maxMegapixels * 1_000_000;
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
  /** Bytes of every file written (the main file and its variants), for the uploads quota. */
  stored: number;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** sharp (libvips) loads with the first image handled: about 28 MB of memory a process that takes none never spends. */
export const loadSharp = () => import('sharp').then((m) => m.default);

/** The average colour of an image, as #rrggbb: the placeholder shown while it loads. */
export async function averageColor(image: Buffer | string): Promise<string> {
  const sharp = await loadSharp();
  const { data } = await sharp(image).removeAlpha().resize(1, 1, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return `#${hex(data[0] ?? 0)}${hex(data[1] ?? 0)}${hex(data[2] ?? 0)}`;
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

/** Why the bytes are refused before decoding, or null: the format they declare, and markup beside the picture. */
function refusal(bytes: Buffer): UploadError | null {
  const kind = sniffImage(bytes);
  if (kind === 'heic') return new UploadError(415, UPLOAD_RULES.heic);
  if (!kind) return new UploadError(415, UPLOAD_RULES.wrongType);
  if (findEmbeddedMarkup(bytes, kind)) {
    return new UploadError(415, 'The file carries script or markup in its metadata or after the picture, so it is refused as unsafe');
  }
  return null;
}

/**
 * The judgement before any pixel is decoded: the format the bytes declare, no markup beside the picture, and a
 * header sharp reads as that format with at most UPLOAD_RULES.maxMegapixels. Throws the refusal, with its reason.
 */
export async function judgeUpload(bytes: Buffer): Promise<Metadata> {
  const refused = refusal(bytes);
  if (refused) throw refused;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, 'The file could not be read as an image: its data is damaged, or it is not a picture');
  }
  const declared = meta.format === 'heif' ? 'avif' : meta.format;
  if (declared !== sniffImage(bytes)) throw new UploadError(415, 'The file contents do not match an accepted image type');
  const megapixels = ((meta.width ?? 0) * (meta.height ?? 0)) / 1_000_000;
  if (!meta.width || !meta.height || megapixels > UPLOAD_RULES.maxMegapixels) {
    throw new UploadError(
      422,
      `The image is ${Math.round(megapixels)} megapixels, more than the ${UPLOAD_RULES.maxMegapixels} accepted: export it smaller`,
    );
  }
  return meta;
}

/** Judges the upload in `input` and writes the web-ready image and its variants into `uploadsDir`. */
export async function processUpload(input: string, uploadsDir: string): Promise<SavedUpload> {
  const bytes = await readFile(input);
  await judgeUpload(bytes);
  const sharp = await loadSharp();
  const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning', animated: false, sequentialRead: true });

  // Decode once, fully: truncated or corrupt data fails here, before anything is written.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await open()
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadError(422, 'The image data is damaged or incomplete: export the photo again and upload that file');
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
    stored: outputs.reduce((sum, o) => sum + o.data.length, 0),
  };
}
