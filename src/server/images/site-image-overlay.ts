// The owner's edits to the built-in photographs (content records of type `site-image`: a description, a focal
// point) laid over the image manifest. Pages render with these rows, their HTML carries them for hydration, the
// browser reads them for its next pages (GET /api/site-images), and the image files are made from them. Rebuilt
// from the content snapshot (content-snapshot.ts) whenever it is read again.
import { createHash } from 'node:crypto';
import type { ContentRecord, SiteImageData } from '#shared/content-records';
import type { ImageManifest, ImageManifestEntry } from '#shared/image-manifest';

/** The hash of an image's files once the owner moved its focal point: the tall crops differ, so every URL changes
 * with it and no browser or CDN keeps a crop around the old point. Back at the built-in point, the built-in hash. */
export function focalHash(hash: string, focal: readonly [number, number]): string {
  return createHash('sha256').update(`${hash}|${focal[0]},${focal[1]}`).digest('hex').slice(0, 8);
}

const same = (a: readonly [number, number] | undefined, b: readonly [number, number]) =>
  (a?.[0] ?? 0.5) === b[0] && (a?.[1] ?? 0.5) === b[1];

/** A built-in row with the owner's edit applied. */
export function overlaid(entry: ImageManifestEntry, edit: SiteImageData): ImageManifestEntry {
  const row: ImageManifestEntry = { ...entry };
  if (edit.alt) row.alt = edit.alt;
  if (edit.focal) {
    const focal: [number, number] = [edit.focal.x / 100, edit.focal.y / 100];
    if (!same(entry.focal, focal)) Object.assign(row, { focal, hash: focalHash(entry.hash, focal) });
  }
  return row;
}

export class SiteImageOverlay {
  private edited: ImageManifest = {};

  constructor(private readonly manifest: ImageManifest) {}

  /** Lays the owner's edits (the site-image records among these) over the manifest again. */
  rebuild(records: readonly ContentRecord[]): void {
    const rows: ImageManifest = {};
    for (const record of records) {
      if (record.type !== 'site-image' || !Object.hasOwn(this.manifest, record.id)) continue;
      const row = overlaid(this.manifest[record.id]!, record.data as SiteImageData);
      if (row.alt !== undefined || row.hash !== this.manifest[record.id]!.hash) rows[record.id] = row;
    }
    this.edited = rows;
  }

  /** The rows the owner changed, by name: what a page renders with instead of the manifest's. */
  rows(): Readonly<ImageManifest> {
    return this.edited;
  }

  /** An image's row as the build made it. */
  builtIn(name: string): ImageManifestEntry | undefined {
    return Object.hasOwn(this.manifest, name) ? this.manifest[name] : undefined;
  }

  /** An image's row as the site uses it now. */
  entry(name: string): ImageManifestEntry | undefined {
    if (Object.hasOwn(this.edited, name)) return this.edited[name];
    return this.builtIn(name);
  }
}
