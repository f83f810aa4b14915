// Renders every image source (the offline renders in src/images/renders/ and any photos in src/images/source/) to
// hashed AVIF/WebP/JPEG variants in public/img, with a tall crop for phone heroes and a blurred placeholder, and
// records them in src/content/image-manifest.json.
// Incremental: a name whose hash and files already exist is skipped. `--force` rebuilds everything; `--portraits`
// encodes every phone-hero crop's AVIF again (after PORTRAIT_AVIF changes) and leaves the other files alone.
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { writeBrandAssets } from './images/brand';
import {
  MANIFEST_PATH,
  OUT_DIR,
  jpegWidth,
  listSources,
  outputFiles,
  readManifest,
  widthsFor,
  PORTRAIT_WIDTHS,
  type Manifest,
  type ManifestEntry,
  type Source,
} from './images/sources';

const POOL = 2; // one image per core; libvips threads inside each job
// AVIF effort 4 at every width costs ~13 s of CPU per image (over 3 min for the set on 2 cores).
// 1200w uses effort 3 and 1920w effort 2 (~5-8% bigger files there) so a full build stays near 70 s.
const AVIF_EFFORT: Record<number, number> = { 480: 4, 800: 4, 1200: 3, 1920: 2 };
// The tall crops are only ever a phone's hero, its largest paint, which on slow 4G shares the bandwidth with the text
// faces: quality 44 with 4:2:0 chroma (sharp's default is 4:4:4) at effort 6 is 32-40% smaller than quality 50 at
// 4:4:4, and at a phone's pixel ratio the brick courses and tile joints still read (docs/performance.md, "Phone heroes
// a third lighter").
const PORTRAIT_AVIF = { quality: 44, effort: 6, chromaSubsampling: '4:2:0' } as const;
sharp.concurrency(1);
sharp.cache(false);

const force = process.argv.includes('--force');
const portraitsOnly = process.argv.includes('--portraits');
const started = performance.now();

/** A 16 px wide, softly blurred WebP (about 90 bytes), base64 for the manifest: it fills the image's box (scaled
 * up, so it reads as a blur) until the real file arrives. */
async function placeholderOf(data: Buffer, raw: SharpOptions): Promise<string> {
  return (await sharp(data, raw).resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer()).toString('base64');
}

/** A photograph or render, upright and at most 2400 px on its long edge, as raw sRGB pixels. */
async function pixelsOf(bytes: Buffer) {
  return pixels(sharp(bytes).rotate().resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true }));
}

/** Decodes to raw sRGB without alpha, with the options sharp needs to read those pixels again. */
async function pixels(image: Sharp) {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { raw: { width: info.width, height: info.height, channels: info.channels } } } as const;
}

/** The 9:16 region around the focal point that a phone hero shows, as wide as the master's height allows. */
function portraitRegion(width: number, height: number, focal: [number, number]) {
  const cropWidth = Math.min(width, Math.round((height * 9) / 16));
  const left = Math.round(Math.min(width - cropWidth, Math.max(0, focal[0] * width - cropWidth / 2)));
  return { left, top: 0, width: cropWidth, height };
}

async function build(src: Source, only?: 'portraits'): Promise<ManifestEntry> {
  const { data, raw } = await pixelsOf(src.bytes);
  const info = raw.raw;
  const widths = widthsFor(info.width);
  const focal = src.focal ?? [0.5, 0.5];
  const stats = await sharp(data, raw).stats();
  const color =
    '#' +
    stats.channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('');

  const at = (w: number) => sharp(data, raw).resize({ width: w, kernel: 'lanczos3' });
  const file = (w: number | string, ext: string) => join(OUT_DIR, `${src.name}.${src.hash}.${w}.${ext}`);
  const jobs: Array<Promise<unknown>> = [];
  for (const w of only ? [] : widths) {
    jobs.push(
      at(w)
        .avif({ quality: 50, effort: AVIF_EFFORT[w] ?? (w > 1200 ? 2 : 3) })
        .toFile(file(w, 'avif')),
    );
    jobs.push(at(w).webp({ quality: 72, effort: 4 }).toFile(file(w, 'webp')));
  }
  // The centre is the browser's own object-position: only another focal point is written, so a page's manifest rows
  // stay small.
  const centred = focal[0] === 0.5 && focal[1] === 0.5;
  const placeholder = await placeholderOf(data, raw);
  const entry: ManifestEntry = {
    width: info.width,
    height: info.height,
    hash: src.hash,
    widths,
    color,
    placeholder,
    ...(centred ? {} : { focal }),
  };
  const jw = jpegWidth(entry);
  if (!only) jobs.push(at(jw).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(file(jw, 'jpg')));

  // Every landscape image also gets a tall crop for phone heroes. A tall master of the same view, where there is
  // one, gives the crop its full height.
  if (info.width > info.height) {
    const tall = src.portraitMaster ? await pixelsOf(src.portraitMaster.bytes) : { data, raw };
    const region = portraitRegion(
      tall.raw.raw.width,
      tall.raw.raw.height,
      src.portraitMaster ? (src.portraitMaster.focal ?? [0.5, 0.5]) : focal,
    );
    const portraitWidths: number[] = PORTRAIT_WIDTHS.filter((w) => w <= region.width);
    if (region.width < PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1]! && !portraitWidths.includes(region.width))
      portraitWidths.push(region.width);
    const crop = (w: number) => sharp(tall.data, tall.raw).extract(region).resize({ width: w, kernel: 'lanczos3' });
    for (const w of portraitWidths) {
      jobs.push(
        crop(w)
          .avif(PORTRAIT_AVIF)
          .toFile(file(`p${w}`, 'avif')),
      );
      if (!only)
        jobs.push(
          crop(w)
            .webp({ quality: 72, effort: 4 })
            .toFile(file(`p${w}`, 'webp')),
        );
    }
    entry.portrait = { widths: portraitWidths, width: region.width, height: region.height };
  }
  await Promise.all(jobs);
  return entry;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const old = readManifest();
  const sources = listSources();
  const next: Manifest = {};
  const todo: Source[] = [];
  const recrop: Source[] = [];
  for (const src of sources) {
    const prev = old[src.name];
    // A landscape entry without its tall crop predates the crops: it is built again.
    const complete =
      prev && (prev.portrait || prev.width <= prev.height) && outputFiles(src.name, prev).every((f) => existsSync(join(OUT_DIR, f)));
    if (!force && prev && prev.hash === src.hash && complete) {
      next[src.name] = prev;
      if (portraitsOnly && prev.portrait) recrop.push(src);
    } else todo.push(src);
  }

  let i = 0;
  const queue = [...todo.map((src) => ({ src, only: undefined })), ...recrop.map((src) => ({ src, only: 'portraits' as const }))];
  const worker = async () => {
    while (i < queue.length) {
      const { src, only } = queue[i++]!;
      next[src.name] = await build(src, only);
    }
  };
  await Promise.all(Array.from({ length: POOL }, worker));

  // Drop files that no current entry owns: old hashes, removed widths, deleted sources.
  const keep = new Set(Object.entries(next).flatMap(([n, e]) => outputFiles(n, e)));
  let removed = 0;
  for (const f of readdirSync(OUT_DIR)) {
    if (/\.(avif|webp|jpg)$/.test(f) && !keep.has(f)) {
      unlinkSync(join(OUT_DIR, f));
      removed++;
    }
  }

  const sorted: Manifest = Object.fromEntries(
    Object.keys(next)
      .sort()
      .map((k) => [k, next[k]!]),
  );
  const json = JSON.stringify(sorted, null, 2) + '\n';
  if (!existsSync(MANIFEST_PATH) || readFileSync(MANIFEST_PATH, 'utf8') !== json) writeFileSync(MANIFEST_PATH, json);

  const brand = await writeBrandAssets();
  const bytes = [...keep].reduce((n, f) => n + statSync(join(OUT_DIR, f)).size, 0);
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${sources.length} sources, ${todo.length} built, ${recrop.length} hero crops encoded again, ` +
      `${sources.length - todo.length} up to date, ` +
      `${removed} stale removed, ${keep.size} files ${(bytes / 1048576).toFixed(2)} MiB, ${brand} brand files written, ${secs}s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
