import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { SPRITE_FILE, buildSprite, declaredIcons } from '#scripts/build-icons';
import * as lucide from './lucide';
import * as brands from './brands';
import { Icon } from '../icon';
import { toSymbolId } from './symbol-id';

const sprite = readFileSync(SPRITE_FILE, 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
const css = readFileSync('src/app/styles/site.css', 'utf8');

describe('icon sprite', () => {
  it('is up to date with lucide.ts and brands.ts (run `npm run icons` after changing them)', () => {
    expect(sprite).toBe(buildSprite());
  });

  it('has a symbol for every exported icon, and no other', () => {
    const exported = [...Object.values(lucide), ...Object.values(brands)].map((icon) => icon.symbolId);
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    expect([...symbolIds].sort()).toEqual([...exported].sort());
    expect(declaredIcons('lucide.ts')).toEqual(Object.keys(lucide));
  });

  it('draws real geometry for each symbol', () => {
    for (const id of symbolIds)
      expect(sprite, id).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
  });

  it('keeps lucide class names', () => {
    expect(toSymbolId('ArrowRight')).toBe('arrow-right');
    expect(toSymbolId('Link2')).toBe('link-2');
    expect(toSymbolId('Rotate3d')).toBe('rotate-3d');
    expect(toSymbolId('Building2')).toBe('building-2');
  });

  it('renders a decorative icon as an svg that uses the sprite symbol', () => {
    const html = renderToStaticMarkup(createElement(lucide.Check, { className: 'h-4 w-4' }));
    expect(html).toMatch(/^<svg [^>]*class="icon lucide-check h-4 w-4"/);
    expect(html).toContain('aria-hidden="true"');
    // The stroke style is the stylesheet's, once, not five attributes on every icon.
    expect(html).not.toContain('stroke=');
    expect(css).toMatch(/svg\.icon \{\s*fill: none;\s*stroke: currentColor;\s*stroke-width: 2;/);
    expect(html).toMatch(/<use href="#icon-check"><\/use><\/svg>$/);
  });

  it('lets a labelled icon be announced, and draws brand marks filled', () => {
    const labelled = renderToStaticMarkup(createElement(lucide.Star, { 'aria-label': 'Rated' }));
    expect(labelled).not.toContain('aria-hidden');
    const brand = renderToStaticMarkup(createElement(brands.FacebookIcon, {}));
    expect(brand).toMatch(/^<svg [^>]*class="brand-icon brand-facebook"/);
    expect(css).toMatch(/svg\.brand-icon \{\s*fill: currentColor;/);
    expect(brand).toContain('#icon-brand-facebook"');
  });

  it('has a symbol for every icon the content, the registry and the pages name', () => {
    const sources = ['src/content', 'src/shared'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(dir, f)),
    );
    const named = new Set(sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bicon: '([A-Za-z0-9]+)'/g)].map((m) => m[1]!)));
    expect(named.size).toBeGreaterThan(20);
    for (const name of named) expect(symbolIds, name).toContain(toSymbolId(name));
  });

  it('draws a named icon from its sprite symbol', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'Camera', className: 'h-4 w-4' }));
    expect(html).toMatch(/^<svg [^>]*class="icon lucide-camera h-4 w-4"/);
    expect(html).toMatch(/#icon-camera"><\/use><\/svg>$/);
  });
});
