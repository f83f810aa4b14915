// Brand files outside the responsive set: favicon + app icons, the default social card, and
// client wordmarks. Written only when their bytes change so rebuilds leave git clean.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { monogram } from './lib/monogram';
import { outlinedText } from './lib/outline-text';
import { g, rect } from './lib/svg';
import { logoSvg, logos } from './logos';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PUBLIC = join(ROOT, 'public');
/** The brand's slate and brass (the site's --color-slate and --color-brass tokens). */
const BRAND = { slate: '#1f2937', brass: '#b08d57', brassLight: '#d9bb84' } as const;

export function faviconSvg(rounded = true): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    rect(0, 0, 64, 64, BRAND.slate, { rx: rounded ? 12 : 0 }) +
    rect(5, 5, 54, 54, 'none', { rx: rounded ? 8 : 3, stroke: BRAND.brass, 'stroke-width': 1.2, opacity: 0.55 }) +
    monogram(BRAND.brassLight) +
    '</svg>\n'
  );
}

/** Full-bleed square for app icons (platforms apply their own mask), letters inside the safe zone. */
function appIconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512">` +
    rect(0, 0, 64, 64, BRAND.slate) +
    g(monogram(BRAND.brassLight), { transform: 'translate(32 32) scale(0.78) translate(-32.5 -32)' }) +
    '</svg>'
  );
}

/** The default social card: a rendered twilight exterior, darkened towards the foot so the wordmark (in the site's
 * own typefaces, as outlines) always reads. */
const OG_IMAGE = join(ROOT, 'src/images/renders/oakville-estate-dusk.avif');
const OG = { width: 1200, height: 630 } as const;

function ogOverlay(): string {
  const { width: w, height: h } = OG;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    '<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0.3" stop-color="#0b1018" stop-opacity="0"/><stop offset="0.7" stop-color="#0b1018" stop-opacity="0.7"/>' +
    '<stop offset="1" stop-color="#0b1018" stop-opacity="0.92"/></linearGradient></defs>' +
    rect(0, 0, w, h, 'url(#fade)') +
    g(faviconSvg().replace(/<\/?svg[^>]*>/g, ''), { transform: 'translate(60 50)' }) +
    outlinedText('display', 'Northframe Media', 60, 530, 80, '#f6f1e8', -0.6) +
    rect(62, 560, 50, 3, BRAND.brass) +
    outlinedText('sans', 'TORONTO REAL ESTATE MEDIA', 128, 572, 26, BRAND.brassLight, 4.5) +
    '</svg>'
  );
}

async function ogCard(): Promise<Buffer> {
  return sharp(readFileSync(OG_IMAGE))
    .resize(OG.width, OG.height, { fit: 'cover', position: 'centre' })
    .composite([{ input: Buffer.from(ogOverlay()) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** An ICO file holding PNG images (a 6-byte header, a 16-byte directory entry per image, then the PNGs). */
function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // width (0 means 256)
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
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
  // /favicon.ico, for the clients that ask for it whatever the page declares (feed readers, crawlers, some browsers
  // on a JSON or plain-text response): the same mark as PNGs in an ICO container.
  n += writeIfChanged(
    join(PUBLIC, 'favicon.ico'),
    icoFile(
      await Promise.all(
        [16, 32, 48].map((size) =>
          sharp(icon)
            .resize(size, size)
            .png({ compressionLevel: 9 })
            .toBuffer()
            .then((png) => ({ size, png })),
        ),
      ),
    ),
  );
  n += writeIfChanged(join(PUBLIC, 'og-default.jpg'), await ogCard());
  for (const l of logos) n += writeIfChanged(join(PUBLIC, 'logos', `${l.file}.svg`), logoSvg(l));
  return n;
}
