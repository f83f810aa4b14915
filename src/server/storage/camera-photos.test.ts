// Real photos upload (the owner's first hour, round 2): 40 camera-sized JPEGs from 12 to 61 megapixels, made here
// from noise over gradients so their compressed data is as close to random as a photo's, are all judged fit (the
// scan of whole files refused 2 of 40 such photos as "script or markup", and a 40 MP limit refused every large
// camera's); a few go all the way through the API. The hostile files stay refused (hostile-uploads.test.ts).
import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { adminEnv, sameOrigin, signIn } from '#test/admin-session';
import { testApp } from '#test/test-app';
import { judgeUpload } from './image-processing';

/** Width and height of a 3:2 camera frame of about `megapixels`. */
const frame = (megapixels: number) => {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * 1.5) / 8) * 8;
  return { width, height: Math.round(width / 1.5 / 8) * 8 };
};

/** A camera JPEG: a diagonal gradient (sky to ground) with sensor-like noise over it, EXIF like a camera's. */
async function cameraJpeg(megapixels: number, seed: number) {
  const { width, height } = frame(megapixels);
  // Random bytes, kept to a 64-level band that moves from dark to light down the frame, four bytes at a time.
  const words = randomFillSync(new Uint32Array((width * height * 3) / 4));
  const row = (width * 3) / 4;
  for (let y = 0; y < height; y++) {
    const shade = (40 + Math.round((150 * y) / height) + (seed % 8)) * 0x01010101;
    for (let i = y * row; i < (y + 1) * row; i++) words[i] = ((words[i]! & 0x3f3f3f3f) + shade) >>> 0;
  }
  const pixels = Buffer.from(words.buffer);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Northframe', Model: `Body ${seed}`, Copyright: 'Northframe Media' } })
    .jpeg({ quality: 85 + (seed % 10) })
    .toBuffer();
}

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

describe('camera photos', () => {
  it('judges 40 camera JPEGs of 12 to 61 megapixels fit to upload', async () => {
    const sizes = Array.from({ length: 40 }, (_, i) => 12 + (49 * i) / 39);
    const refused: string[] = [];
    for (const [i, megapixels] of sizes.entries()) {
      const bytes = await cameraJpeg(megapixels, i);
      const meta = await judgeUpload(bytes).catch((error: Error) => {
        refused.push(`${megapixels.toFixed(1)} MP (${(bytes.length / 1e6).toFixed(1)} MB): ${error.message}`);
        return undefined;
      });
      if (meta) expect(meta.width * meta.height).toBeGreaterThan(megapixels * 0.98e6);
    }
    expect(refused).toEqual([]);
  }, 300_000);

  it('uploads 12, 36 and 61 megapixel photos through the API, each stored at 2,560 px with its variants', async () => {
    const { app } = await testApp(adminEnv(fake));
    const admin = await signIn(app, fake);
    for (const megapixels of [12, 36, 61]) {
      const res = await admin.agent
        .post('/api/upload')
        .set(sameOrigin(admin.csrf))
        .attach('file', await cameraJpeg(megapixels, megapixels), `DSC_${megapixels}.JPG`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ width: 2560, originalName: `DSC_${megapixels}.JPG` });
      expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    }
  }, 300_000);
});
