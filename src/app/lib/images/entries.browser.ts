// The browser's side of `#image-entries` (package.json picks it under the "browser" condition): the rows of the
// images on the server's page, read from <script id="__images">, until the whole manifest has loaded in its own
// chunk for the next page. Same exports as entries.server.ts.
import type { ImageManifest, ImageManifestEntry } from '#shared/image-manifest';
import { IMAGES_ELEMENT_ID } from './element-id';

let page: ImageManifest | undefined;
let all: ImageManifest | undefined;
let loading: Promise<void> | undefined;

/** The page's own rows, read once (the first lookup happens during hydration, after the document is parsed). */
function pageRows(): ImageManifest {
  page ??= JSON.parse(pageImagesJson()) as ImageManifest;
  return page;
}

export function imageEntry(name: string): ImageManifestEntry | undefined {
  const rows = all ?? pageRows();
  return Object.prototype.hasOwnProperty.call(rows, name) ? rows[name] : undefined;
}

/** What the server wrote, unchanged, so hydration renders the same element. */
export function pageImagesJson(): string {
  return document.getElementById(IMAGES_ELEMENT_ID)?.textContent ?? '{}';
}

/** GET /api/site-images: the rows the owner changed. */
async function editedRows(): Promise<ImageManifest> {
  const res = await fetch('/api/site-images', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`site images: ${res.status}`);
  return ((await res.json()) as { rows: ImageManifest }).rows;
}

export function allImagesLoaded(): boolean {
  return all !== undefined;
}

/** Loads every row (once it has succeeded). A client navigation waits for it; the entry starts it when the browser is
 * idle. */
export function loadAllImages(): Promise<void> {
  // The built-in rows, and over them the ones the owner changed since the build (their descriptions, focal points).
  loading ??= Promise.all([import('#content/image-manifest.json'), editedRows()]).then(
    ([m, edited]) => {
      all = { ...(m.default as unknown as ImageManifest), ...edited };
    },
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load (offline, a new deployment) is tried again next time
      throw error;
    },
  );
  return loading;
}
