// Prints the @font-face fallback rules (size-adjust and metric overrides) that make the web-font swap shift nothing.
// Run: npx tsx scripts/font-fallbacks.ts — then paste into src/app/styles/fonts.css.
import { createFontStack } from '@capsizecss/core';
import inter from '@capsizecss/metrics/inter';
import fraunces from '@capsizecss/metrics/fraunces';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

for (const [font, fallback] of [
  [inter, arial],
  [fraunces, timesNewRoman],
] as const) {
  const { fontFaces } = createFontStack([font, fallback]);
  console.log(fontFaces);
}
