// The "before" of an editing pair, made from a finished master as the camera would have recorded the frame: a
// stop and a half darker, the warm cast of mixed tungsten light and the window clipped towards white. Level by
// default, so a comparison slider lines the two up pixel for pixel (params.tilt_degrees turns it off level). The shot list names the variant and its source (script "derive", params.variant_of); derive.py
// does the same from a render's kept passes, and this works from the committed master when the passes are gone.
//   npm run unedit -- summerhill-living-before
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { RENDER_DIR, SHOTS_PATH, writeDataLine } from './paths';

interface VariantShot {
  name: string;
  params: { variant_of: string; exposure_offset: number; wb: [number, number, number]; window_clip?: boolean; tilt_degrees?: number };
}

const name = process.argv[2];
const shot = (JSON.parse(readFileSync(SHOTS_PATH, 'utf8')) as VariantShot[]).find((s) => s.name === name);
if (!shot?.params.variant_of) {
  console.error(`usage: unedit.ts NAME, where NAME is a shot with params.variant_of in ${SHOTS_PATH}`);
  process.exit(2);
}
const { variant_of: source, exposure_offset: ev, wb, window_clip: clip = true, tilt_degrees: tilt = 0 } = shot.params;
const master = join(RENDER_DIR, `${source}.avif`);
const { width, height } = await sharp(master).metadata();

// Exposure in display values: a linear factor of 2^ev is about 2^(ev/2.2) after the sRGB curve.
const k = 2 ** (ev / 2.2);
let frame = sharp(master).linear(
  wb.map((w) => w * k),
  [0, 0, 0],
);
if (clip) {
  // What was bright (the window, the lamps) runs past the sensor's range and clips to white.
  const blown = await sharp(master)
    .linear(2.4, -1.3 * 255)
    .png()
    .toBuffer();
  frame = frame.composite([{ input: blown, blend: 'screen' }]);
}
const flat = await frame.png().toBuffer();
// Off level: rotate, then crop back inside the turned frame and return to the master's size.
const turned = await sharp(flat).rotate(tilt, { background: '#000' }).png().toBuffer();
const t = await sharp(turned).metadata();
const rad = (Math.abs(tilt) * Math.PI) / 180;
const inset = Math.ceil(Math.max(width * Math.sin(rad), height * Math.sin(rad)));
const box = { left: Math.round((t.width - width) / 2) + inset, top: Math.round((t.height - height) / 2) + inset };
const out = join(RENDER_DIR, `${name}.avif`);
await sharp(turned)
  .extract({ ...box, width: width - 2 * inset, height: height - 2 * inset })
  .resize(width, height)
  .avif({ quality: 70, effort: 6 })
  .toFile(out);
writeDataLine(name);
console.log(`${out}: ${width}x${height} from ${source} (${ev} EV, wb ${wb.join('/')}, tilt ${tilt}°${clip ? ', window clipped' : ''})`);
