// Everything the image pipeline renders: the offline renders in src/images/renders/ (stand-ins for the agency's
// photographs), plus any real photos dropped into src/images/source/. A photo named like a render
// (oakville-estate-dusk.jpg) replaces that render.
// Pure and sharp-free so the manifest test can recompute hashes cheaply.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageManifest as Manifest, ImageManifestEntry as ManifestEntry } from '#shared/image-manifest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PHOTO_DIR = join(ROOT, 'src/images/source');
export const OUT_DIR = join(ROOT, 'public/img');
export const MANIFEST_PATH = join(ROOT, 'src/content/image-manifest.json');

export const RENDER_DIR = join(ROOT, 'src/images/renders');
export const SHOTS_PATH = join(ROOT, 'scripts/render/shots.json');

/** What the image pipeline reads from the render shot list. */
interface ShotInfo {
  name: string;
  focal?: { x: number; y: number };
}

export const WIDTHS = [480, 800, 1200, 1920] as const;
/** Phone heroes: a 9:16 crop wide enough for a 414 px screen at 3x. */
export const PORTRAIT_WIDTHS = [480, 828, 1242] as const;
export const FALLBACK_WIDTH = 1200;
const PHOTO_EXT = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

export interface Source {
  name: string;
  kind: 'render' | 'photo';
  bytes: Buffer;
  hash: string;
  /** The point every crop keeps (0..1 across and down); the centre unless the shot list says otherwise. */
  focal?: [number, number];
  /** A tall master of the same view (`NAME-portrait` among the renders or photos): phone crops are cut from it. */
  portraitMaster?: { bytes: Buffer; focal?: [number, number] };
  file?: string;
}

export type { Manifest, ManifestEntry };

export const hash8 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex').slice(0, 8);

export function listSources(): Source[] {
  const out = new Map<string, Source>();
  // Offline renders (scripts/render) stand in for photographs; a real photo of the same name replaces one.
  const shots = existsSync(SHOTS_PATH) ? (JSON.parse(readFileSync(SHOTS_PATH, 'utf8')) as ShotInfo[]) : [];
  const shotByName = new Map(shots.map((s) => [s.name, s]));
  if (existsSync(RENDER_DIR)) {
    for (const f of readdirSync(RENDER_DIR).sort()) {
      if (!/\.(avif|jpe?g|png|webp)$/i.test(f)) continue;
      const name = basename(f, extname(f));
      const bytes = readFileSync(join(RENDER_DIR, f));
      const shot = shotByName.get(name);
      const focal: [number, number] | undefined = shot?.focal ? [shot.focal.x, shot.focal.y] : undefined;
      // The hash covers the focal point too, so moving it rebuilds the crops.
      const meta = JSON.stringify({ focal });
      out.set(name, {
        name,
        kind: 'render',
        bytes,
        hash: hash8(Buffer.concat([bytes, Buffer.from(meta)])),
        file: join(RENDER_DIR, f),
        focal,
      });
    }
  }
  if (existsSync(PHOTO_DIR)) {
    for (const f of readdirSync(PHOTO_DIR).sort()) {
      const ext = extname(f).toLowerCase();
      if (!PHOTO_EXT.has(ext)) continue;
      const name = basename(f, extname(f))
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const file = join(PHOTO_DIR, f);
      const bytes = readFileSync(file);
      out.set(name, { name, kind: 'photo', bytes, hash: hash8(bytes), file });
    }
  }
  // NAME-portrait is not an image of its own: it gives NAME its phone crops, and its bytes join NAME's hash.
  for (const [name, tall] of out) {
    const wide = name.endsWith(PORTRAIT_SUFFIX) ? out.get(name.slice(0, -PORTRAIT_SUFFIX.length)) : undefined;
    if (!wide) continue;
    wide.portraitMaster = { bytes: tall.bytes, focal: tall.focal };
    wide.hash = hash8(`${wide.hash}:${tall.hash}`);
    out.delete(name);
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const PORTRAIT_SUFFIX = '-portrait';

/** Widths to emit for a master of the given width: the standard steps, capped at the master. */
export function widthsFor(masterWidth: number): number[] {
  const ws: number[] = WIDTHS.filter((w) => w <= masterWidth);
  if (masterWidth < WIDTHS[WIDTHS.length - 1]! && !ws.includes(masterWidth)) ws.push(masterWidth);
  return ws;
}

export const jpegWidth = (e: Pick<ManifestEntry, 'widths'>): number =>
  Math.max(e.widths[0]!, ...e.widths.filter((w) => w <= FALLBACK_WIDTH));

/** Every file an entry owns under public/img. */
export function outputFiles(name: string, e: Pick<ManifestEntry, 'hash' | 'widths' | 'portrait'>): string[] {
  const files = e.widths.flatMap((w) => [`${name}.${e.hash}.${w}.avif`, `${name}.${e.hash}.${w}.webp`]);
  files.push(`${name}.${e.hash}.${jpegWidth(e)}.jpg`);
  for (const w of e.portrait?.widths ?? []) files.push(`${name}.${e.hash}.p${w}.avif`, `${name}.${e.hash}.p${w}.webp`);
  return files;
}

export function readManifest(): Manifest {
  return existsSync(MANIFEST_PATH) ? (JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest) : {};
}
