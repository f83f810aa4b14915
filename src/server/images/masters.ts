// The site's image masters: the render studio's stand-ins in src/images/renders/, and the agency's own photos in
// src/images/source/ (a photo named like a render replaces it), with their data lines in src/images/images.json
// (the point every crop keeps). Everything served is made from these (recipe.ts); none of it is committed.
// Pure fs, no sharp: the server reads it at start to find a master by name.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { RECIPE_VERSION } from './recipe';

export const RENDER_DIR = 'src/images/renders';
export const PHOTO_DIR = 'src/images/source';
export const DATA_FILE = 'src/images/images.json';
const PORTRAIT_SUFFIX = '-portrait';
const EXTENSIONS = new Set(['.avif', '.jpg', '.jpeg', '.png', '.webp']);

/** One line of images.json: where crops centre, [x, y] in 0..1 (the centre when absent). */
export interface ImageData {
  focal?: [number, number];
}

export interface Master {
  name: string;
  kind: 'render' | 'photo';
  file: string;
  focal?: [number, number];
  /** A tall master of the same view (`NAME-portrait`): the phone hero's crop is cut from it. */
  portrait?: { file: string; focal?: [number, number] };
}

/** Photos may be named as a camera or a person names them: the site name is its lower-case words joined by hyphens. */
const siteName = (file: string) =>
  basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function readImageData(root: string): Record<string, ImageData> {
  const file = join(root, DATA_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ImageData>) : {};
}

/** Every master by its site name, sorted; `NAME-portrait` files join NAME as its tall master. */
export function listMasters(root: string): Master[] {
  const data = readImageData(root);
  const found = new Map<string, Master>();
  for (const [dir, kind] of [
    [RENDER_DIR, 'render'],
    [PHOTO_DIR, 'photo'],
  ] as const) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const f of readdirSync(abs).sort()) {
      if (!EXTENSIONS.has(extname(f).toLowerCase())) continue;
      const name = siteName(f);
      found.set(name, { name, kind, file: join(dir, f), focal: data[name]?.focal });
    }
  }
  for (const [name, tall] of found) {
    if (!name.endsWith(PORTRAIT_SUFFIX)) continue;
    const wide = found.get(name.slice(0, -PORTRAIT_SUFFIX.length));
    if (!wide) continue;
    wide.portrait = { file: tall.file, focal: tall.focal };
    found.delete(name);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The master's hash: its bytes, its tall master's, both focal points and the recipe's version (8 hex characters). */
export function masterHash(root: string, m: Master): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, m.file)));
  if (m.portrait) hash.update(readFileSync(join(root, m.portrait.file)));
  hash.update(JSON.stringify({ focal: m.focal, portraitFocal: m.portrait?.focal, recipe: RECIPE_VERSION }));
  return hash.digest('hex').slice(0, 8);
}
