// The two preloaded text fonts hold every character the public pages print, so no page waits on the full font
// files; the italic holds every character of the banners' accent words; and the ranges `npm run fonts` cuts are
// the ones fonts.css declares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everyPagePath, renderedSite } from '#test/site-pages';
import { textOf } from '#test/html';

const site = renderedSite();
const css = readFileSync('src/app/styles/fonts.css', 'utf8');
const script = readFileSync('scripts/build-fonts.sh', 'utf8');

/** Code points of a CSS unicode-range list ("U+0020-007E, U+00A9"). */
function codePoints(range: string): Set<number> {
  const out = new Set<number>();
  for (const part of range.trim().split(/\s*,\s*/)) {
    const [from, to] = part
      .replace(/^U\+/, '')
      .split('-')
      .map((h) => parseInt(h, 16));
    for (let c = from!; c <= (to ?? from!); c++) out.add(c);
  }
  return out;
}

const textFaces = [...css.matchAll(/url\('\.\/fonts\/[a-z]+-text-400-700\.woff2'\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map((m) =>
  m[1]!.replace(/\s+/g, ' ').trim(),
);
const textRange = codePoints(textFaces[0] ?? '');

describe('text fonts', () => {
  it('declares one range for both text cuts, the one npm run fonts cuts', () => {
    expect(textFaces).toHaveLength(2);
    expect(textFaces[1]).toBe(textFaces[0]);
    const cut = /TEXT_RANGE="([^"]+)"/.exec(script)?.[1] ?? '';
    expect([...codePoints(cut)].sort()).toEqual([...textRange].sort());
  });

  it('hold every character of every public page', async () => {
    const missing = new Map<string, string>();
    for (const path of everyPagePath) {
      const body = (await site.html(path)).replace(/<script[\s\S]*?<\/script>/g, '').split('</head>')[1] ?? '';
      for (const ch of textOf(body)) if (!textRange.has(ch.codePointAt(0)!) && !/\s/.test(ch)) missing.set(ch, path);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

const italicFace = /url\('\.\/fonts\/fraunces-italic-[a-z0-9-]+\.woff2'\)[^;]*;\s*unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
const italicRange = codePoints(italicFace.replace(/\s+/g, ' '));

describe('accent italic', () => {
  it('declares the range npm run fonts cuts', () => {
    const cut = /ITALIC_RANGE="([^"]+)"/.exec(script)?.[1] ?? '';
    expect(italicRange.size).toBeGreaterThan(0);
    expect([...codePoints(cut)].sort()).toEqual([...italicRange].sort());
  });

  it('holds every character of the accent on every page', async () => {
    const missing = new Map<string, string>();
    let accents = 0;
    for (const path of everyPagePath) {
      const body = (await site.html(path)).split('</head>')[1] ?? '';
      for (const m of body.matchAll(/<span class="italic\b[^"]*">([\s\S]*?)<\/span>/g)) {
        accents++;
        for (const ch of textOf(m[1]!)) if (!italicRange.has(ch.codePointAt(0)!)) missing.set(ch, path);
      }
    }
    expect(accents).toBeGreaterThan(10);
    // A character listed here needs adding to ITALIC_RANGE in scripts/build-fonts.sh and fonts.css, then `npm run fonts`.
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
