// The site's images, made from their masters the first time each file is asked for (a lighter repository: nothing
// under /img is committed): a listed file is made once, even for a burst of requests, then served from the image
// cache with a year's immutable caching; anything not listed is a cheap 404 that makes nothing.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '#test/test-app';
import manifest from '#content/image-manifest.json';
import type { ImageManifest } from '#shared/image-manifest';
import { ImageJobs } from '../storage/image-jobs';
import { fileName } from './recipe';

const images = manifest as unknown as ImageManifest;
let app: Awaited<ReturnType<typeof testApp>>;
let cacheDir: string;
const made = vi.spyOn(ImageJobs.prototype, 'variant');

beforeAll(async () => {
  // Under a dot folder, as the default (.cache/img) is: a dotfile rule must not refuse the cache's files.
  cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'nf-img-')), '.cache', 'img');
  app = await testApp({ IMAGE_CACHE_DIR: cacheDir });
});
afterAll(() => app.close());

const file = (name: string, crop: 'none' | 'portrait', width: number, format: 'avif' | 'webp' | 'jpg') =>
  `/img/${fileName(name, images[name]!.hash, { crop, width, format })}`;

describe('site images made from their masters', () => {
  it('makes a file the first time it is asked for, once for a burst, then serves it from the cache', async () => {
    const name = 'oakville-estate-dusk';
    const url = file(name, 'portrait', 828, 'avif');
    made.mockClear();
    const answers = await Promise.all(Array.from({ length: 12 }, () => request(app.app).get(url)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(made).toHaveBeenCalledTimes(1);
    expect(answers[0]!.headers['content-type']).toBe('image/avif');
    expect(answers[0]!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(answers[0]!.body as Buffer).metadata();
    expect([meta.format, meta.width]).toEqual(['heif', 828]);
    // The phone hero's tall crop: taller than wide.
    expect(meta.height).toBeGreaterThan(meta.width);
    expect(existsSync(path.join(cacheDir, url.slice('/img/'.length)))).toBe(true);

    made.mockClear();
    expect((await request(app.app).get(url)).status).toBe(200);
    expect(made).not.toHaveBeenCalled();
  });

  it('makes every format and width the manifest lists, at that width', async () => {
    const name = 'leslieville-semi-front';
    for (const [format, width] of [
      ['webp', 800],
      ['jpg', 1200],
      ['avif', 480],
    ] as const) {
      const res = await request(app.app)
        .get(file(name, 'none', width, format))
        .expect(200);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(width);
    }
  });

  it('answers any other name with a cheap 404 and makes nothing', async () => {
    const [name, entry] = Object.entries(images)[0]!;
    made.mockClear();
    const before = readdirSync(cacheDir).length;
    for (const target of [
      `/img/${name}.${entry.hash}.333.avif`,
      `/img/${name}.deadbeef.480.avif`,
      `/img/${name}.${entry.hash}.480.gif`,
      `/img/no-such-image.${entry.hash}.480.avif`,
      `/img/${name}.${entry.hash}.p1920.avif`,
      '/img/x',
      `/img/${name}.${entry.hash}.480.avif.tmp`,
    ]) {
      expect((await request(app.app).get(target)).status, target).toBe(404);
    }
    expect(made).not.toHaveBeenCalled();
    expect(readdirSync(cacheDir)).toHaveLength(before);
  });
});
