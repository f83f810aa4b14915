// What a page draws while it renders on the server: the built-in images it looks up (#image-entries) and the sprite
// icons it draws (#icon-symbols). One AsyncLocalStorage per page render, so the work React schedules from the render
// is noted too; the page's HTML then carries exactly those image rows and symbols.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ImageManifest } from '#shared/image-manifest';

export interface PageAssets {
  images: Set<string>;
  icons: Set<string>;
  /** The image rows the owner changed (a description, a focal point), drawn instead of the manifest's. */
  edited: Readonly<ImageManifest>;
}

const current = new AsyncLocalStorage<PageAssets>();

/** Runs a page's render; the images and icons it draws are noted for that page. */
export function collectPageAssets<T>(render: () => T, edited: Readonly<ImageManifest> = {}): T {
  return current.run({ images: new Set(), icons: new Set(), edited }, render);
}

/** The notes of the page being rendered, or undefined outside a page's render. */
export function pageAssets(): PageAssets | undefined {
  return current.getStore();
}
