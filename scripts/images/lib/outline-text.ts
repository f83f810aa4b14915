// Text drawn as outlines in the site's own typefaces, for SVGs that are shown as <img> (which cannot use the page's
// web fonts, so live <text> falls back to whatever the visitor's system has). Static instances of the variable
// fonts are cut once into .cache/fonts by `npm run fonts` (fontTools), then read here with fontkit.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

export type Face = 'display' | 'sans' | 'sans-bold';

const FILES: Record<Face, string> = {
  display: '.cache/fonts/fraunces-500.ttf',
  sans: '.cache/fonts/inter-600.ttf',
  'sans-bold': '.cache/fonts/inter-700.ttf',
};

interface LaidOutFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: { path: { toSVG(): string } }[]; positions: { xAdvance: number }[] };
}

const loaded = new Map<Face, LaidOutFont>();

function font(face: Face): LaidOutFont {
  let f = loaded.get(face);
  if (!f) {
    if (!existsSync(FILES[face])) execFileSync('bash', ['scripts/build-fonts.sh', '--cache-only'], { stdio: 'inherit' });
    f = fontkit.openSync(FILES[face]) as unknown as LaidOutFont;
    loaded.set(face, f);
  }
  return f;
}

/** The advance width of `text` at `size` units, with `spacing` units between letters. */
export function textWidth(face: Face, text: string, size: number, spacing = 0): number {
  const f = font(face);
  const run = f.layout(text);
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  return (advance * size) / f.unitsPerEm + spacing * Math.max(0, text.length - 1);
}

/** One <path> per glyph, baseline at (x, y), in `fill`. */
export function outlinedText(face: Face, text: string, x: number, y: number, size: number, fill: string, spacing = 0): string {
  const f = font(face);
  const run = f.layout(text);
  const scale = size / f.unitsPerEm;
  let pen = x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const d = glyph.path.toSVG();
    if (d) parts.push(`<path transform="translate(${pen.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`);
    pen += run.positions[i]!.xAdvance * scale + spacing;
  });
  return `<g fill="${fill}">${parts.join('')}</g>`;
}
