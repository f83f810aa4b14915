// npm run icons: writes src/app/components/ui/icons/sprite.svg, one <symbol> per icon the site exports from
// icons/lucide.ts (geometry rendered from lucide-react itself) and icons/brands.ts (Simple Icons paths).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { readFileSync } from 'node:fs';
import { brandSymbolId, toSymbolId } from '#app/components/ui/icons/symbol-id.ts';

const ICONS_DIR = new URL('../src/app/components/ui/icons/', import.meta.url);
export const SPRITE_FILE = fileURLToPath(new URL('sprite.svg', ICONS_DIR));

/** The names a module declares with `strokeIcon('Name')` or `brandIcon('name')` (the modules import the sprite,
 * so they are read as text here rather than imported). */
export function declaredIcons(file: 'lucide.ts' | 'brands.ts'): string[] {
  const source = readFileSync(new URL(file, ICONS_DIR), 'utf8');
  return [...source.matchAll(/(?:strokeIcon|brandIcon)\('(\w+)'\)/g)].map((m) => m[1]!);
}

const LINKEDIN =
  'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1.6 7.4V19h3V9.4h-3Zm1.5-4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM10.5 9.4V19h3v-5c0-1.4.5-2.5 2-2.5s1.8 1.2 1.8 2.6V19h3v-5.6c0-2.8-1.3-4.3-3.7-4.3-1.5 0-2.5.7-3 1.5V9.4h-3.1Z';
const BRAND_PATHS: Record<string, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  x: siX.path,
  whatsapp: siWhatsapp.path,
  linkedin: LINKEDIN,
};

function lucideSymbol(name: string): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
  return `<symbol id="${toSymbolId(name)}" viewBox="0 0 24 24">${inner.replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>')}</symbol>`;
}

function brandSymbol(name: string): string {
  const path = BRAND_PATHS[name];
  if (!path) throw new Error(`no brand path for ${name}`);
  return `<symbol id="${brandSymbolId(name)}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`;
}

export function buildSprite(): string {
  const symbols = [...declaredIcons('lucide.ts').map(lucideSymbol), ...declaredIcons('brands.ts').map(brandSymbol)];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sprite = buildSprite();
  writeFileSync(SPRITE_FILE, sprite);
  console.log(`wrote ${SPRITE_FILE}: ${sprite.split('<symbol').length - 1} symbols, ${(sprite.length / 1024).toFixed(1)} KB`);
}
