// Checks made on an upload before it is decoded: the file name the browser sent, the format its bytes declare, and
// script or markup hidden beside the picture (a polyglot: a real image that is also an HTML, SVG or PHP document).
// The stored files are always fresh re-encodes under random names, so neither could reach a visitor; they are
// refused anyway, as hostile.
//
// The markup scan reads only where markup can hide: a format's metadata (JPEG's APP and COM segments, PNG's text
// chunks, WebP's and AVIF's metadata) and what follows the image's end, never the compressed picture itself. Image
// data is close to random bytes, and a scan over all of a 12-megapixel photo found a 3-byte pattern by chance in one
// file in twenty.
import { UPLOAD_RULES } from '#shared/api';

/** Extensions an accepted image may carry (.jfif and .jpe are what some systems name JPEGs). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'webp', 'avif'] as const;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** Why the client's file name is refused, with the HTTP status, or null when it is fine. */
export function uploadNameProblem(name: string): [number, string] | null {
  // NUL and other control characters: `x.jpg\0.php` style truncation tricks, header injection.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return [400, 'The file name contains control characters'];
  if (name.length > 255) return [400, 'The file name is longer than 255 characters'];
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (extension === 'heic' || extension === 'heif') return [415, UPLOAD_RULES.heic];
  // The last extension decides: `x.jpg.php` is a PHP name, whatever precedes it.
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return [415, 'Only .jpg, .jpeg, .png, .webp and .avif files can be uploaded'];
  }
  return null;
}

/** The ISO media file's brands (ftyp box), for AVIF and HEIC. */
function brands(bytes: Buffer): string[] {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const out = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) out.push(bytes.toString('latin1', at, at + 4));
  return out;
}

/** The accepted format the bytes declare by their signature, 'heic' for an iPhone's HEIC, or null for anything else. */
export function sniffImage(bytes: Buffer): ImageKind | 'heic' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const declared = brands(bytes);
  if (declared.includes('avif') || declared.includes('avis')) return 'avif';
  if (declared.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b))) return 'heic';
  return null;
}

/** Byte ranges [start, end) of a file that are not compressed picture data. */
type Ranges = [number, number][];

/** Bytes of what follows an image's end that are read: an HTML page appended after it starts at once. */
const TRAILER_READ = 64 * 1024;

function trailer(bytes: Buffer, end: number): Ranges {
  return end < bytes.length ? [[end, Math.min(bytes.length, end + TRAILER_READ)]] : [];
}

/** JPEG: every marker segment's payload (APPn, COM, tables), not the entropy-coded scans; then the trailer. */
function jpegRanges(bytes: Buffer): Ranges {
  const out: Ranges = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    // Bytes where a marker should be: read on as far as a trailer would be.
    if (bytes[at] !== 0xff) return [...out, ...trailer(bytes, at)];
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return [...out, ...trailer(bytes, at + 2)];
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // A segment that runs past the file is not one: read it from its start, as a trailer.
    if (at + 2 + length > bytes.length) return [...out, ...trailer(bytes, at)];
    out.push([at + 4, at + 2 + length]);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      for (at = bytes.indexOf(0xff, at); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
        const next = bytes[at + 1]!;
        if (next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
      }
      if (at < 0 || at + 1 >= bytes.length) return out;
    }
  }
  return out;
}

/** PNG: every chunk but the picture data (IDAT); then the trailer. */
function pngRanges(bytes: Buffer): Ranges {
  const out: Ranges = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return [...out, ...trailer(bytes, at)];
    if (type !== 'IDAT') out.push([at + 8, end - 4]);
    if (type === 'IEND') return [...out, ...trailer(bytes, end)];
    at = end;
  }
  return out;
}

/** WebP: every RIFF chunk but the picture's (VP8, VP8L, ALPH, ANMF); then what follows the RIFF size. */
function webpRanges(bytes: Buffer): Ranges {
  const out: Ranges = [];
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    if (at + 8 + length > riffEnd) return [...out, ...trailer(bytes, at)];
    if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(type)) out.push([at + 8, at + 8 + length]);
    at += 8 + length + (length % 2);
  }
  return [...out, ...trailer(bytes, riffEnd)];
}

/** AVIF (ISO boxes): every top-level box but the media data (mdat); then anything past the last box. */
function isoRanges(bytes: Buffer): Ranges {
  const out: Ranges = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (size === 1 && at + 16 <= bytes.length) size = Number(bytes.readBigUInt64BE(at + 8));
    if (size === 0) size = bytes.length - at;
    if (size < 8 || at + size > bytes.length) return [...out, ...trailer(bytes, at)];
    if (type !== 'mdat') out.push([at + 8, at + size]);
    at += size;
  }
  return [...out, ...trailer(bytes, at)];
}

const RANGES: Record<ImageKind, (bytes: Buffer) => Ranges> = { jpeg: jpegRanges, png: pngRanges, webp: webpRanges, avif: isoRanges };

/**
 * Markup that has no business beside a photo: a tag name (or `<?php`) plus the one character that must follow it,
 * so the scan is linear in what it reads (no unbounded or nested repetition).
 */
const ACTIVE_CONTENT = /<\?php\s|<(?:script|html|iframe|body|svg|img|object|embed|meta|link|style)[\s/>]|<!doctype[\s]/i;

/** The first piece of script or markup found outside the picture data of an image of `kind`, or null. */
export function findEmbeddedMarkup(bytes: Buffer, kind: ImageKind): string | null {
  for (const [start, end] of RANGES[kind](bytes)) {
    const match = ACTIVE_CONTENT.exec(bytes.toString('latin1', start, end));
    if (match) return match[0];
  }
  return null;
}
