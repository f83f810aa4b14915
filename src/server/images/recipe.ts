// How every served size of a site image is made from its master: the widths, formats and encoder settings, and the
// file names that carry them. A name is `NAME.HASH.WIDTH.EXT` (`pWIDTH` for a phone hero's tall crop), where HASH
// covers the master's bytes, its focal point and this recipe's version: a URL stays the same while all three do, and
// changes (so no browser keeps a stale copy) when any does. Pure: the build, the server and the image worker share it.
import type { ImageManifestEntry } from '#shared/image-manifest';

/** Bumped whenever a setting below changes: every hash changes with it, so no cache keeps an old file. */
export const RECIPE_VERSION = 2;

export const WIDTHS = [480, 800, 1200, 1920] as const;
/** Phone heroes: a 9:16 crop wide enough for a 414 px screen at 3x. */
export const PORTRAIT_WIDTHS = [480, 828, 1242] as const;
export const FALLBACK_WIDTH = 1200;
/** A master is read at most this large on its long edge. */
export const MASTER_EDGE = 2400;

// AVIF effort: 3, and 2 at 1920 px. Effort 4 made 800 px files 1.5% smaller in 3.7 times the CPU, and effort 6 the
// tall crops 9% smaller in 9 times (measured on six masters): every file is made on a server, so CPU counts.
const AVIF_EFFORT = 3;
const AVIF_EFFORT_WIDEST = 2;

export type Format = 'avif' | 'webp' | 'jpg';

export interface Variant {
  /** A landscape size of the whole image, or a phone hero's tall crop around the focal point. */
  crop: 'none' | 'portrait';
  width: number;
  format: Format;
}

/** Encoder settings of a variant, as sharp takes them. */
export function encoding(v: Variant) {
  if (v.format === 'jpg') return { format: 'jpeg', options: { quality: 78, mozjpeg: true, progressive: true } } as const;
  if (v.format === 'webp') return { format: 'webp', options: { quality: 72, effort: 4 } } as const;
  // The tall crops are only ever a phone's hero, its largest paint, which on slow 4G shares the bandwidth with the
  // text faces: quality 44 with 4:2:0 chroma is about a third smaller than quality 50 at 4:4:4.
  if (v.crop === 'portrait') return { format: 'avif', options: { quality: 44, effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' } } as const;
  return { format: 'avif', options: { quality: 50, effort: v.width > FALLBACK_WIDTH ? AVIF_EFFORT_WIDEST : AVIF_EFFORT } } as const;
}

/** Widths to emit for a master of the given width: the standard steps, capped at the master. */
export function widthsFor(masterWidth: number): number[] {
  const ws: number[] = WIDTHS.filter((w) => w <= masterWidth);
  if (masterWidth < WIDTHS[WIDTHS.length - 1]! && !ws.includes(masterWidth)) ws.push(masterWidth);
  return ws;
}

/** Widths of the tall crop, for a crop of the given width. */
export function portraitWidthsFor(cropWidth: number): number[] {
  const ws: number[] = PORTRAIT_WIDTHS.filter((w) => w <= cropWidth);
  if (cropWidth < PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1]! && !ws.includes(cropWidth)) ws.push(cropWidth);
  return ws;
}

export const jpegWidth = (e: Pick<ImageManifestEntry, 'widths'>): number =>
  Math.max(e.widths[0]!, ...e.widths.filter((w) => w <= FALLBACK_WIDTH));

/** The 9:16 region around the focal point that a phone hero shows, as wide as the master's height allows. */
export function portraitRegion(width: number, height: number, focal: readonly [number, number]) {
  const cropWidth = Math.min(width, Math.round((height * 9) / 16));
  const left = Math.round(Math.min(width - cropWidth, Math.max(0, focal[0] * width - cropWidth / 2)));
  return { left, top: 0, width: cropWidth, height };
}

/** Every variant an image's entry lists. */
export function variantsOf(e: Pick<ImageManifestEntry, 'widths' | 'portrait'>): Variant[] {
  const out: Variant[] = [];
  for (const width of e.widths) out.push({ crop: 'none', width, format: 'avif' }, { crop: 'none', width, format: 'webp' });
  out.push({ crop: 'none', width: jpegWidth(e), format: 'jpg' });
  for (const width of e.portrait?.widths ?? [])
    out.push({ crop: 'portrait', width, format: 'avif' }, { crop: 'portrait', width, format: 'webp' });
  return out;
}

export function fileName(name: string, hash: string, v: Variant): string {
  return `${name}.${hash}.${v.crop === 'portrait' ? 'p' : ''}${v.width}.${v.format}`;
}

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([0-9a-f]{8})\.(p?)(\d{2,4})\.(avif|webp|jpg)$/;

/**
 * The image, hash and variant a served file name asks for, or null unless it is exactly one of the files the
 * manifest's entry lists: nothing else is ever made, so a request cannot make the server encode an invented size.
 */
export function parseFileName(file: string, rows: { entry(name: string): ImageManifestEntry | undefined }) {
  const m = FILE.exec(file);
  if (!m) return null;
  const [, name, hash, portrait, width, format] = m;
  const entry = rows.entry(name!);
  if (!entry || entry.hash !== hash) return null;
  const variant: Variant = { crop: portrait ? 'portrait' : 'none', width: Number(width), format: format as Format };
  const listed = variantsOf(entry).some((v) => v.crop === variant.crop && v.width === variant.width && v.format === variant.format);
  return listed ? { name: name!, entry, variant } : null;
}
