// The whole sprite, added to the page's <svg id="__icons"> for what the visitor opens next. A chunk of its own that
// imports nothing of the page's (its caller hands it the holder and the id rule): the first load needs none of it.
import spriteUrl from './sprite.svg'; // a URL: assetsInlineLimit is 0, so never inlined

/** Fetches the sprite and adds to `holder` every symbol the page lacks, under the id the page gives it. */
export async function addMissingSymbols(holder: Element, pageId: (symbolId: string) => string): Promise<void> {
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`icon sprite: HTTP ${response.status}`);
  const text = await response.text();
  for (const symbol of new DOMParser().parseFromString(text, 'image/svg+xml').querySelectorAll('symbol')) {
    symbol.id = pageId(symbol.id);
    if (!document.getElementById(symbol.id)) holder.appendChild(document.importNode(symbol, true));
  }
}
