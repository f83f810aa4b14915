// Prints the @font-face fallback rules (size-adjust and metric overrides) that make the web-font swap shift nothing.
// Run: npx tsx scripts/font-fallbacks.ts — then paste into src/app/styles/fonts.css.
//
// Capsize's metrics describe each family's default instance (weight 400). The headings set Fraunces at 500, about
// 1.6% wider, so a fallback sized for 400 set them narrower: a heading near a line's end took one line fewer until
// Fraunces arrived, then wrapped and pushed the page down. So Fraunces gets a second fallback face for weight 500, its
// average width measured on a static instance at that weight (headings that wrap differently: 13 -> 6 of 802 at
// 375 px; see docs/performance.md).
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import inter from '@capsizecss/metrics/inter';
import fraunces from '@capsizecss/metrics/fraunces';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

/** Linux has neither Arial nor Times New Roman; Liberation Sans and Serif are cut to their metrics. */
const LIBERATION = { Arial: 'Liberation Sans', 'Times New Roman': 'Liberation Serif' } as const;

/** How much wider Fraunces sets at 500 than at 400, over the lower- and upper-case letters, from static instances
 * that `scripts/build-fonts.sh --cache-only` cuts with fontTools (fontkit cannot vary a WOFF2 file). */
function frauncesWidthAt500(): number {
  if (!existsSync('.cache/fonts/fraunces-400.ttf')) execFileSync('bash', ['scripts/build-fonts.sh', '--cache-only'], { stdio: 'inherit' });
  const text = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const width = (weight: number) => (fontkit.openSync(`.cache/fonts/fraunces-${weight}.ttf`) as fontkit.Font).layout(text).advanceWidth;
  return width(500) / width(400);
}

function faces(font: FontMetrics, fallback: FontMetrics, weight?: number): string {
  const { fontFaces } = createFontStack([font, fallback], weight ? { fontFaceProperties: { fontWeight: String(weight) } } : undefined);
  const family = fallback.familyName as keyof typeof LIBERATION;
  return fontFaces.replace(/(src: [^;]*);/, `$1, local('${LIBERATION[family]}');`);
}

const wider = frauncesWidthAt500();
// Capsize sizes by the Latin subset's average width where the metrics carry one.
const fraunces500: FontMetrics = {
  ...fraunces,
  xWidthAvg: fraunces.xWidthAvg * wider,
  subsets: { ...fraunces.subsets, latin: { xWidthAvg: fraunces.subsets.latin.xWidthAvg * wider } },
};

console.log(faces(inter, arial));
console.log(faces(fraunces, timesNewRoman));
console.log(faces(fraunces500, timesNewRoman, 500));
