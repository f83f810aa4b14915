// A before-and-after card made from two committed masters of one frame: the left part from the "before", the rest
// from the "after", with a thin light rule where they meet. The shot list names it (script "split",
// params.before, params.after, params.at: where the rule falls, 0..1 across).
//   npm run split -- summerhill-living-split
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { RENDER_DIR, SHOTS_PATH, writeDataLine } from './paths';

interface SplitShot {
  name: string;
  script: string;
  params: { before: string; after: string; at?: number };
}

const name = process.argv[2];
const shot = (JSON.parse(readFileSync(SHOTS_PATH, 'utf8')) as SplitShot[]).find((s) => s.name === name);
if (shot?.script !== 'split') {
  console.error(`usage: split.ts NAME, where NAME is a shot with script "split" in ${SHOTS_PATH}`);
  process.exit(2);
}
const { before, after, at = 0.5 } = shot.params;
const afterMaster = join(RENDER_DIR, `${after}.avif`);
const { width, height } = await sharp(afterMaster).metadata();
const cut = Math.round(width * at);
const rule = Math.max(2, Math.round(width / 600));
const left = await sharp(join(RENDER_DIR, `${before}.avif`))
  .resize(width, height)
  .extract({ left: 0, top: 0, width: cut, height })
  .png()
  .toBuffer();
const line = await sharp({ create: { width: rule, height, channels: 3, background: '#f4f1ea' } })
  .png()
  .toBuffer();
const out = join(RENDER_DIR, `${name}.avif`);
await sharp(afterMaster)
  .composite([
    { input: left, left: 0, top: 0 },
    { input: line, left: cut - Math.floor(rule / 2), top: 0 },
  ])
  .avif({ quality: 70, effort: 6 })
  .toFile(out);
writeDataLine(name);
console.log(`${out}: ${width}x${height}, ${before} left of ${Math.round(at * 100)}%, ${after} right`);
