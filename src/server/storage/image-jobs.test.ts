// Uploads that cannot starve the site (security round 3, finding 8): processed in a worker process of their own,
// two at a time (one per core), with a bounded queue; a worker that dies fails its upload and the next one gets a new worker. The
// quota refuses an upload before a byte is stored.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { adminEnv, sameOrigin, signIn } from '#test/admin-session';
import { testApp } from '#test/test-app';
import { ImageJobs, UPLOADS_WAITING } from './image-jobs';

const photo = (width = 1600) =>
  sharp({
    create: { width, height: Math.round(width / 1.5), channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function waiting(bytes: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-jobs-'));
  const file = path.join(dir, 'in.upload');
  writeFileSync(file, bytes);
  return { file, out: path.join(dir, 'out') };
}

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

describe('the image worker', () => {
  it('processes uploads in processes of their own, two at a time (one per core), the rest in order', async () => {
    const jobs = new ImageJobs();
    try {
      const input = await waiting(await photo());
      const runs = [0, 1, 2].map(() => jobs.run(input.file, input.out));
      expect(jobs.state).toMatchObject({ processing: true, waiting: 1 });
      const results = await Promise.all(runs);
      expect(new Set(results.map((r) => r.id)).size).toBe(3);
      expect(results.every((r) => r.width === 1600 && r.variants.length === 4)).toBe(true);
      const pid = jobs.state.pid;
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(process.pid);
      expect(jobs.state).toMatchObject({ processing: false, waiting: 0 });
    } finally {
      jobs.stop();
    }
  });

  it(`keeps at most ${UPLOADS_WAITING} waiting and refuses the next at once with 503`, async () => {
    const jobs = new ImageJobs();
    try {
      const input = await waiting(await photo(400));
      // Two are taken at once by the workers; eight wait; the eleventh is refused.
      const runs = Array.from({ length: UPLOADS_WAITING + 3 }, () =>
        jobs.run(input.file, input.out).then(
          () => 201,
          (e: { status: number }) => e.status,
        ),
      );
      expect(await Promise.all(runs)).toEqual([...Array.from({ length: UPLOADS_WAITING + 2 }, () => 201), 503]);
    } finally {
      jobs.stop();
    }
  });

  it('fails the upload of a worker that dies mid-job with a clear message, and starts a new worker for the next', async () => {
    const jobs = new ImageJobs();
    try {
      const input = await waiting(await photo(6000));
      const first = jobs.run(input.file, input.out);
      while (!jobs.state.pid) await new Promise((r) => setTimeout(r, 5));
      const killed = jobs.state.pid;
      process.kill(killed, 'SIGKILL');
      await expect(first).rejects.toMatchObject({ status: 500, message: expect.stringMatching(/image worker stopped/) });
      const second = await jobs.run(input.file, input.out);
      expect(second.width).toBe(2560);
      expect(jobs.state.pid).not.toBe(killed);
    } finally {
      jobs.stop();
    }
  });
});

describe('the uploads quota', () => {
  it('refuses an upload that would pass UPLOADS_QUOTA_MB with 507 and a message saying what to do, storing nothing', async () => {
    const { app, config } = await testApp({ ...adminEnv(fake), UPLOADS_QUOTA_MB: '1' });
    const admin = await signIn(app, fake);
    const small = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await photo(600), 'small.jpg');
    expect(small.status).toBe(201);
    const big = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await photo(3000), 'big.jpg');
    expect(big.status).toBe(507);
    expect(big.body.error).toMatch(/uploads folder is full \(1 MB\).*media library.*UPLOADS_QUOTA_MB/);
    expect(readdirSync(config.uploadsDir).filter((f) => !f.startsWith(small.body.id))).toEqual([]);
    expect(readdirSync(path.join(config.dataDir, 'incoming'))).toEqual([]);
  });
});
