// Making a site image's manifest entry and its served files from its master, by the recipe (recipe.ts). Runs in the
// image worker for files asked for at run time, and in `npm run images` for the whole set at once; the same bytes
// come out of either.
import { join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import type { ImageManifestEntry } from '#shared/image-manifest';
import { loadSharp } from '../storage/image-processing';
import type { Master } from './masters';
import { encoding, MASTER_EDGE, portraitRegion, portraitWidthsFor, widthsFor, type Variant } from './recipe';

interface Pixels {
  data: Buffer;
  raw: SharpOptions;
  width: number;
  height: number;
}

/** The last few masters decoded: a burst of one image's sizes decodes it once. About 12 MB each. */
const decoded = new Map<string, Promise<Pixels>>();
const KEEP_DECODED = 3;

/** A master, upright and at most MASTER_EDGE on its long edge, as raw sRGB pixels. */
function pixelsOf(root: string, file: string): Promise<Pixels> {
  const known = decoded.get(file);
  if (known) {
    decoded.delete(file);
    decoded.set(file, known);
    return known;
  }
  const made = (async () => {
    const sharp = await loadSharp();
    const image: Sharp = sharp(join(root, file))
      .rotate()
      .resize({ width: MASTER_EDGE, height: MASTER_EDGE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    return {
      data,
      raw: { raw: { width: info.width, height: info.height, channels: info.channels } },
      width: info.width,
      height: info.height,
    };
  })();
  decoded.set(file, made);
  made.catch(() => decoded.delete(file));
  while (decoded.size > KEEP_DECODED) decoded.delete(decoded.keys().next().value!);
  return made;
}

const CENTRE = [0.5, 0.5] as const;

/** The manifest entry of a master: its size, widths, average colour, blurred placeholder, focal point and tall crop. */
export async function manifestEntry(root: string, master: Master, hash: string): Promise<ImageManifestEntry> {
  const sharp = await loadSharp();
  const px = await pixelsOf(root, master.file);
  const stats = await sharp(px.data, px.raw).stats();
  const color = `#${stats.channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
    .join('')}`;
  // A 16 px wide, softly blurred WebP (about 90 bytes): it fills the image's box until the real file arrives.
  const placeholder = (await sharp(px.data, px.raw).resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer()).toString('base64');
  const focal = master.focal ?? CENTRE;
  const centred = focal[0] === 0.5 && focal[1] === 0.5;
  const entry: ImageManifestEntry = {
    width: px.width,
    height: px.height,
    hash,
    widths: widthsFor(px.width),
    color,
    placeholder,
    // The centre is the browser's own object-position: only another focal point is written.
    ...(centred ? {} : { focal: [focal[0], focal[1]] }),
  };
  if (px.width > px.height) {
    const tall = master.portrait ? await pixelsOf(root, master.portrait.file) : px;
    const region = portraitRegion(tall.width, tall.height, master.portrait ? (master.portrait.focal ?? CENTRE) : focal);
    entry.portrait = { widths: portraitWidthsFor(region.width), width: region.width, height: region.height };
  }
  return entry;
}

/** One served file of a master, encoded by the recipe. */
export async function renderVariant(root: string, master: Master, variant: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  const { format, options } = encoding(variant);
  if (variant.crop === 'portrait') {
    const tall = await pixelsOf(root, master.portrait?.file ?? master.file);
    const region = portraitRegion(tall.width, tall.height, (master.portrait ? master.portrait.focal : master.focal) ?? CENTRE);
    return sharp(tall.data, tall.raw)
      .extract(region)
      .resize({ width: variant.width, kernel: 'lanczos3' })
      .toFormat(format, options)
      .toBuffer();
  }
  const px = await pixelsOf(root, master.file);
  return sharp(px.data, px.raw).resize({ width: variant.width, kernel: 'lanczos3' }).toFormat(format, options).toBuffer();
}
