// What a page draws while it renders on the server: the built-in images it looks up (#image-entries) and the sprite
// icons it draws (#icon-symbols). One AsyncLocalStorage per page render, so the work React schedules from the render
// is noted too; the page's HTML then carries exactly those image rows and symbols.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PageAssets {
  images: Set<string>;
  icons: Set<string>;
}

const current = new AsyncLocalStorage<PageAssets>();

/** Runs a page's render; the images and icons it draws are noted for that page. */
export function collectPageAssets<T>(render: () => T): T {
  return current.run({ images: new Set(), icons: new Set() }, render);
}

/** The notes of the page being rendered, or undefined outside a page's render. */
export function pageAssets(): PageAssets | undefined {
  return current.getStore();
}
