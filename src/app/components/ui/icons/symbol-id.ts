/** `ArrowRight` → `arrow-right`, `Link2` → `link-2`: lucide's own class names, and the sprite's symbol ids. */
export const toSymbolId = (name: string) => name.replace(/([a-z0-9])([A-Z])|([a-z])([0-9])/g, '$1$3-$2$4').toLowerCase();
export const brandSymbolId = (name: string) => `brand-${name}`;
/** A symbol's id inside a page, apart from the page's own ids (a section could be called `video` or `mail`). */
export const inlineSymbolId = (symbolId: string) => `icon-${symbolId}`;
/** The page's hidden <svg> that holds the symbols its icons use. */
export const ICONS_ELEMENT_ID = '__icons';
