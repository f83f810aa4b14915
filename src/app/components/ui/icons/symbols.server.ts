// The server's side of `#icon-symbols`: the sprite's symbols, and the ones a page has drawn. A page renders inside
// collectPageAssets(); each icon drawn is noted, and the page's HTML carries those symbols inline (<svg id="__icons">)
// instead of sending the browser to the whole sprite, which it parsed as a document of its own on the main thread
// before the first paint (docs/performance.md).
import { pageAssets } from '#app/lib/page-assets.server';
import sprite from './sprite.svg?raw';
import { inlineSymbolId } from './symbol-id';

/** Each symbol's markup by its sprite id, with the id the page's document gives it. */
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([\s\S]*?)<\/symbol>/g)].map((m) => [
    m[1]!,
    `<symbol id="${inlineSymbolId(m[1]!)}"${m[2]!}</symbol>`,
  ]),
);

/** Notes that the page being rendered draws this symbol. */
export function noteIcon(symbolId: string): void {
  pageAssets()?.icons.add(symbolId);
}

/** The symbols this page has drawn so far, in sprite order. */
export function pageIconsMarkup(): string {
  const ids = pageAssets()?.icons;
  if (!ids) return '';
  return [...symbols]
    .filter(([id]) => ids.has(id))
    .map(([, markup]) => markup)
    .join('');
}

/** The server holds every symbol from the start. */
export function loadAllIcons(): Promise<void> {
  return Promise.resolve();
}
