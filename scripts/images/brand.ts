// Brand files outside the responsive set: favicon + app icons, the default social card, and
// client wordmarks. Written only when their bytes change so rebuilds leave git clean.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { draw as houseDusk } from './scenes/house-dusk';
import { P } from './lib/nature';
import { monogram } from './lib/monogram';
import { g, rect, text } from './lib/svg';
import { logoSvg, logos } from './logos';
import { ROOT } from './sources';

const PUBLIC = join(ROOT, 'public');

export function faviconSvg(rounded = true): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    rect(0, 0, 64, 64, P.slate, { rx: rounded ? 12 : 0 }) +
    rect(5, 5, 54, 54, 'none', { rx: rounded ? 8 : 3, stroke: P.brass, 'stroke-width': 1.2, opacity: 0.55 }) +
    monogram(P.brassLight) +
    '</svg>\n'
  );
}

/** Full-bleed square for app icons (platforms apply their own mask), letters inside the safe zone. */
function appIconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512">` +
    rect(0, 0, 64, 64, P.slate) +
    g(monogram(P.brassLight), { transform: 'translate(32 32) scale(0.78) translate(-32.5 -32)' }) +
    '</svg>'
  );
}

function ogSvg(): string {
  const { s, body } = houseDusk();
  // The crop keeps the house; the lower band darkens so the wordmark always reads.
  const vb: [number, number, number, number] = [0, 170, 1920, 1008];
  const top = vb[1];
  const overlay = g([
    rect(
      0,
      top,
      1920,
      1008,
      s.linU(
        [
          [0.35, '#0b1018', 0],
          [0.72, '#0b1018', 0.72],
          [1, '#0b1018', 0.92],
        ],
        0,
        top,
        0,
        top + 1008,
      ),
    ),
    g(faviconSvg().replace(/<\/?svg[^>]*>/g, ''), { transform: `translate(96 ${top + 80}) scale(1.5)` }),
    text(96, top + 860, 'Northframe Media', {
      'font-family': "Georgia, 'DejaVu Serif', serif",
      'font-size': 128,
      fill: '#f6f1e8',
      'letter-spacing': -1,
    }),
    rect(100, top + 902, 80, 4, P.brass),
    text(206, top + 922, 'TORONTO REAL ESTATE MEDIA', {
      'font-family': "Helvetica, Arial, 'DejaVu Sans', sans-serif",
      'font-size': 44,
      fill: P.brassLight,
      'letter-spacing': 7,
    }),
  ]);
  return s.render([...body, overlay], vb, [1200, 630]);
}

function writeIfChanged(file: string, bytes: Buffer | string): number {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && readFileSync(file).equals(buf)) return 0;
  writeFileSync(file, buf);
  return 1;
}

export async function writeBrandAssets(): Promise<number> {
  mkdirSync(join(PUBLIC, 'logos'), { recursive: true });
  let n = writeIfChanged(join(PUBLIC, 'favicon.svg'), faviconSvg());
  const icon = Buffer.from(appIconSvg());
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    n += writeIfChanged(join(PUBLIC, file), await sharp(icon).resize(size, size).png({ compressionLevel: 9 }).toBuffer());
  }
  const og = await sharp(Buffer.from(ogSvg())).resize(1200, 630).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  n += writeIfChanged(join(PUBLIC, 'og-default.jpg'), og);
  for (const l of logos) n += writeIfChanged(join(PUBLIC, 'logos', `${l.file}.svg`), logoSvg(l));
  return n;
}
