// Renders every image source (generated SVG scenes and any photos in src/images/source/) to
// hashed AVIF/WebP/JPEG variants in public/img and records them in src/content/image-manifest.json.
// Incremental: a name whose hash and files already exist is skipped. `--force` rebuilds everything.
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeBrandAssets } from './images/brand';
import {
  MANIFEST_PATH,
  OUT_DIR,
  jpegWidth,
  listSources,
  outputFiles,
  readManifest,
  widthsFor,
  type Manifest,
  type ManifestEntry,
  type Source,
} from './images/sources';

const POOL = 2; // one image per core; libvips threads inside each job
// AVIF effort 4 at every width costs ~13 s of CPU per image (over 3 min for the set on 2 cores).
// 1200w uses effort 3 and 1920w effort 2 (~5-8% bigger files there) so a full build stays near 70 s.
const AVIF_EFFORT: Record<number, number> = { 480: 4, 800: 4, 1200: 3, 1920: 2 };
sharp.concurrency(1);
sharp.cache(false);

const force = process.argv.includes('--force');
const started = performance.now();

async function build(src: Source): Promise<ManifestEntry> {
  let input = src.kind === 'scene' ? sharp(src.bytes) : sharp(src.bytes).rotate();
  if (src.kind === 'photo') input = input.resize({ width: 1920, withoutEnlargement: true });
  const { data, info } = await input.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = widthsFor(info.width);
  const entry: Omit<ManifestEntry, 'color'> = { width: info.width, height: info.height, hash: src.hash, widths };
  const stats = await sharp(data, raw).stats();
  const color =
    '#' +
    stats.channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('');

  const at = (w: number) => sharp(data, raw).resize({ width: w, kernel: 'lanczos3' });
  const file = (w: number, ext: string) => join(OUT_DIR, `${src.name}.${src.hash}.${w}.${ext}`);
  const jobs: Array<Promise<unknown>> = [];
  for (const w of widths) {
    jobs.push(
      at(w)
        .avif({ quality: 50, effort: AVIF_EFFORT[w] ?? (w > 1200 ? 2 : 3) })
        .toFile(file(w, 'avif')),
    );
    jobs.push(at(w).webp({ quality: 72, effort: 4 }).toFile(file(w, 'webp')));
  }
  const jw = jpegWidth(entry);
  jobs.push(at(jw).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(file(jw, 'jpg')));
  await Promise.all(jobs);
  return { ...entry, color };
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const old = readManifest();
  const sources = listSources();
  const next: Manifest = {};
  const todo: Source[] = [];
  for (const src of sources) {
    const prev = old[src.name];
    if (!force && prev && prev.hash === src.hash && outputFiles(src.name, prev).every((f) => existsSync(join(OUT_DIR, f)))) {
      next[src.name] = prev;
    } else todo.push(src);
  }

  let i = 0;
  const worker = async () => {
    while (i < todo.length) {
      const src = todo[i++]!;
      next[src.name] = await build(src);
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
    `images: ${sources.length} sources, ${todo.length} built, ${sources.length - todo.length} up to date, ` +
      `${removed} stale removed, ${keep.size} files ${(bytes / 1048576).toFixed(2)} MiB, ${brand} brand files written, ${secs}s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
