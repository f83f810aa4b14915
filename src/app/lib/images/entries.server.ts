// The server's side of `#image-entries`: every built-in image's manifest row, and the rows a page has drawn. A page
// renders inside collectPageAssets(); each row looked up while it renders is noted, and the page's HTML carries
// those rows (<script id="__images">) for hydration, so the browser's first load never ships the whole manifest.
import { pageAssets } from '../page-assets.server';
import manifest from '#content/image-manifest.json';
import type { ImageManifest, ImageManifestEntry } from '#shared/image-manifest';

// JSON imports type tuples as plain arrays; the build writes exactly this shape.
const images = manifest as unknown as ImageManifest;

/** A built-in image's row, or undefined for a name the manifest does not hold. */
export function imageEntry(name: string): ImageManifestEntry | undefined {
  if (!Object.prototype.hasOwnProperty.call(images, name)) return undefined;
  const page = pageAssets();
  page?.images.add(name);
  return rowOf(name, page?.edited);
}

/** The row as the owner left it (their description, their focal point), else the manifest's. */
const rowOf = (name: string, edited: Readonly<ImageManifest> | undefined) =>
  edited && Object.prototype.hasOwnProperty.call(edited, name) ? edited[name]! : images[name]!;

/** The rows this page has looked up so far, as JSON safe inside a <script> element. */
export function pageImagesJson(): string {
  const rows: ImageManifest = {};
  const page = pageAssets();
  for (const name of page?.images ?? []) rows[name] = rowOf(name, page?.edited);
  return JSON.stringify(rows).replace(/</g, '\\u003c');
}

/** The server holds every row from the start. */
export function allImagesLoaded(): boolean {
  return true;
}

/** The browser loads the rest of the manifest for its next page; the server has it all. */
export function loadAllImages(): Promise<void> {
  return Promise.resolve();
}
