// npm run images: every served file of every site image, made now into the image cache (IMAGE_CACHE_DIR, default
// .cache/img) instead of on first request, for a deployment that wants them all before it serves (a server makes any
// that are missing when asked, and its warm-up makes the rest). Files already in the cache are left alone: their
// names carry their master's hash.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listMasters } from '#server/images/masters';
import { fileName, variantsOf } from '#server/images/recipe';
import { renderVariant } from '#server/images/variants';
import { buildManifest } from './images/manifest';

const POOL = 2; // one image per core; libvips threads inside each job
sharp.concurrency(1);
sharp.cache(false);

const root = process.cwd();
const cacheDir = path.resolve(root, process.env.IMAGE_CACHE_DIR ?? '.cache/img');
const started = performance.now();
const { manifest } = await buildManifest(root);
const masters = new Map(listMasters(root).map((m) => [m.name, m]));
const jobs = Object.entries(manifest).flatMap(([name, entry]) =>
  variantsOf(entry).map((variant) => ({
    master: masters.get(name)!,
    variant,
    out: path.join(cacheDir, fileName(name, entry.hash, variant)),
  })),
);
const todo = jobs.filter((j) => !existsSync(j.out));
mkdirSync(cacheDir, { recursive: true });
let next = 0;
await Promise.all(
  Array.from({ length: POOL }, async () => {
    // A job's variants come one master after another, so each master is decoded once (variants.ts keeps the last few).
    while (next < todo.length) {
      const { master, variant, out } = todo[next++]!;
      const tmp = `${out}.${process.pid}.tmp`;
      writeFileSync(tmp, await renderVariant(root, master, variant));
      renameSync(tmp, out);
    }
  }),
);
console.log(
  `images: ${Object.keys(manifest).length} images, ${jobs.length} files, ${todo.length} made into ${path.relative(root, cacheDir)}, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
