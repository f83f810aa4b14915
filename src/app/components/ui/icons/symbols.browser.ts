// The browser's side of `#icon-symbols` (package.json picks it under the "browser" condition): the server's page
// carries the symbols it draws (<svg id="__icons">); the rest of the sprite is fetched for the next page and added
// there. Same exports as symbols.server.ts.
import { ICONS_ELEMENT_ID, inlineSymbolId } from './symbol-id';

let markup: string | undefined;
let loading: Promise<void> | undefined;

/** An icon drawn after the server's page (a lightbox's arrows, the admin's lists) whose symbol the page lacks starts
 * the sprite's load at once; it appears when the sprite arrives. */
export function noteIcon(symbolId: string): void {
  if (!loading && !document.getElementById(inlineSymbolId(symbolId))) void loadAllIcons().catch(() => {});
}

/** What the server's element held, read once and unchanged after, so React never rewrites the element (and drops the
 * symbols added to it since). */
export function pageIconsMarkup(): string {
  markup ??= document.getElementById(ICONS_ELEMENT_ID)?.innerHTML ?? '';
  return markup;
}

/** Adds every symbol the page lacks (once it has succeeded). A client navigation waits for it, and a missing icon
 * starts it; it is not loaded when idle, since parsing the sprite into the page is a long task on a slow phone. */
export function loadAllIcons(): Promise<void> {
  const holder = document.getElementById(ICONS_ELEMENT_ID);
  if (!holder) return Promise.resolve(); // a page without icons (a static error page)
  loading ??= import('./sprite-loader')
    .then((m) => m.addMissingSymbols(holder, inlineSymbolId))
    .catch((error: unknown) => {
      loading = undefined; // tried again by the next navigation
      throw error;
    });
  return loading;
}
