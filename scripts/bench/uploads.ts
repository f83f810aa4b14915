// npm run bench:uploads: camera-sized JPEGs (SIZES megapixels, default 12,24,45,61) through the image
// worker, one at a time: the time each takes and the worker's peak memory (VmHWM), with the server-side ImageJobs
// as the server runs them (the built worker when dist/node/image-worker.js exists, else the source under tsx).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { ImageJobs } from '#server/storage/image-jobs';

const BUILT = path.resolve('dist/node/image-worker.js');
const sizes = (process.env.SIZES ?? '12,24,45,61').split(',').map(Number);
const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-bench-uploads-'));
const peak = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
for (const megapixels of sizes) {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * 1.5));
  const height = Math.round(width / 1.5);
  // Noise over a flat colour: it compresses like a detailed photo (about 0.4 bytes a pixel at quality 88).
  const raw = randomFillSync(Buffer.alloc(width * height * 3));
  for (let i = 0; i < raw.length; i++) raw[i] = 96 + (raw[i]! & 63);
  const file = path.join(dir, `${megapixels}.upload`);
  writeFileSync(
    file,
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  // A fresh worker per size, so its peak is this image's.
  const jobs = existsSync(BUILT) ? new ImageJobs({ file: BUILT, execArgv: [] }) : new ImageJobs();
  let highest = 0;
  const watch = setInterval(() => {
    const pid = jobs.state.pid;
    if (pid) highest = Math.max(highest, peak(pid));
  }, 50);
  const started = performance.now();
  const saved = await jobs.run(file, path.join(dir, 'out'));
  const ms = performance.now() - started;
  highest = Math.max(highest, jobs.state.pid ? peak(jobs.state.pid) : 0);
  clearInterval(watch);
  jobs.stop();
  const mb = (readFileSync(file).length / 1024 / 1024).toFixed(1);
  console.log(
    `${megapixels} MP (${width} x ${height}, ${mb} MB): ${Math.round(ms)} ms, worker peak ${Math.round(highest)} MB, saved ${saved.width} x ${saved.height}`,
  );
}
