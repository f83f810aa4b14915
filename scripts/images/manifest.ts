// The image manifest (src/content/image-manifest.json, not committed; written by prepare.ts, the first step of the
// build) from the masters and their data lines: for each image its size, widths, colour, blurred placeholder,
// focal point, tall crop and hash. An entry is made once per master hash and kept in .cache/images/entries, so a
// build after the first only hashes the masters (about a second). Written only when it changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageManifest, ImageManifestEntry } from '#shared/image-manifest';
import { listMasters, masterHash, type Master } from '#server/images/masters';
import { manifestEntry } from '#server/images/variants';

export const MANIFEST_PATH = 'src/content/image-manifest.json';
const ENTRY_CACHE = '.cache/images/entries';
/** Masters decoded at once: one per core. */
const POOL = 2;

export async function buildManifest(root = process.cwd()): Promise<{ manifest: ImageManifest; made: number }> {
  const cache = join(root, ENTRY_CACHE);
  mkdirSync(cache, { recursive: true });
  const masters = listMasters(root);
  const entries = new Map<string, ImageManifestEntry>();
  const todo: { master: Master; hash: string; file: string }[] = [];
  for (const master of masters) {
    const hash = masterHash(root, master);
    const file = join(cache, `${master.name}.${hash}.json`);
    if (existsSync(file)) entries.set(master.name, JSON.parse(readFileSync(file, 'utf8')) as ImageManifestEntry);
    else todo.push({ master, hash, file });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < todo.length) {
        const { master, hash, file } = todo[next++]!;
        const entry = await manifestEntry(root, master, hash);
        writeFileSync(file, JSON.stringify(entry));
        entries.set(master.name, entry);
      }
    }),
  );
  const manifest: ImageManifest = Object.fromEntries(masters.map((m) => [m.name, entries.get(m.name)!]));
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const out = join(root, MANIFEST_PATH);
  if (!existsSync(out) || readFileSync(out, 'utf8') !== json) writeFileSync(out, json);
  return { manifest, made: todo.length };
}
