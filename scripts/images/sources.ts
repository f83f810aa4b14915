// Everything the image pipeline renders: the generated scenes, plus any real photos dropped into
// src/images/source/. A photo named like a scene (house-dusk.jpg) replaces that illustration.
// Pure and sharp-free so the manifest test can recompute hashes cheaply.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenes } from './scenes/index';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PHOTO_DIR = join(ROOT, 'src/images/source');
export const OUT_DIR = join(ROOT, 'public/img');
export const MANIFEST_PATH = join(ROOT, 'src/content/image-manifest.json');

export const WIDTHS = [480, 800, 1200, 1920] as const;
export const FALLBACK_WIDTH = 1200;
const PHOTO_EXT = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

export interface Source {
  name: string;
  kind: 'scene' | 'photo';
  bytes: Buffer;
  hash: string;
  /** Known up front for scenes; read from the file for photos. */
  width?: number;
  height?: number;
  file?: string;
}

export interface ManifestEntry {
  width: number;
  height: number;
  hash: string;
  widths: number[];
  color: string;
}
export type Manifest = Record<string, ManifestEntry>;

export const hash8 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex').slice(0, 8);

export function listSources(): Source[] {
  const out = new Map<string, Source>();
  for (const [name, scene] of Object.entries(scenes)) {
    const bytes = Buffer.from(scene.render(), 'utf8');
    out.set(name, { name, kind: 'scene', bytes, hash: hash8(bytes), width: scene.width, height: scene.height });
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
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Widths to emit for a master of the given width: the standard steps, capped at the master. */
export function widthsFor(masterWidth: number): number[] {
  const ws: number[] = WIDTHS.filter((w) => w <= masterWidth);
  if (masterWidth < WIDTHS[WIDTHS.length - 1]! && !ws.includes(masterWidth)) ws.push(masterWidth);
  return ws;
}

export const jpegWidth = (e: Pick<ManifestEntry, 'widths'>): number =>
  Math.max(e.widths[0]!, ...e.widths.filter((w) => w <= FALLBACK_WIDTH));

/** Every file an entry owns under public/img. */
export function outputFiles(name: string, e: Pick<ManifestEntry, 'hash' | 'widths'>): string[] {
  const files = e.widths.flatMap((w) => [`${name}.${e.hash}.${w}.avif`, `${name}.${e.hash}.${w}.webp`]);
  files.push(`${name}.${e.hash}.${jpegWidth(e)}.jpg`);
  return files;
}

export function readManifest(): Manifest {
  return existsSync(MANIFEST_PATH) ? (JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest) : {};
}
