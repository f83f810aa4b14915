// npm run marks: the client marks the apparel renders embroider and print (studio/apparel.py), cut
// from the site's own client logos (public/logos/*.svg) as white-on-transparent PNGs in studio/screens/.
// The render tints them with the thread or ink colour, so one PNG serves a tonal, a white or a dark mark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const MARKS = ['beaches-and-boardwalk', 'harbourline-realty', 'junction-house-realty', 'leslieville-home-co', 'liberty-village-living'];
const root = path.resolve(import.meta.dirname, '..');

for (const name of MARKS) {
  // white, and bolder than the web logo: an embroidered or printed mark a few centimetres wide needs heavier strokes
  const svg = readFileSync(path.join(root, 'public/logos', `${name}.svg`), 'utf8')
    .replace(/#1f2937/gi, '#ffffff')
    .replace(/stroke-width="([\d.]+)"/g, (_, w: string) => `stroke-width="${Number(w) * 1.5}"`)
    .replace(/<g fill="#ffffff">/g, '<g fill="#ffffff" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round">');
  const out = path.join(root, 'studio/screens', `mark-${name}.png`);
  const info = await sharp(Buffer.from(svg), { density: 600 }).resize({ width: 1600 }).png().toFile(out);
  console.log(`${path.relative(root, out)} ${info.width}x${info.height}`);
}
