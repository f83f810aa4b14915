// The image worker: a child process of the server that does its image work, one job at a time: judging and
// processing uploads (image-processing.ts), and making the site's served image files from their masters
// (images/variants.ts). Being a process of its own, its decoding uses its own threads and memory: the server's thread
// pool (which reads static files) and heap never carry a 50-megapixel decode, and the server lowers the worker's CPU
// priority. It leaves when the server does (the IPC channel closes).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp, processUpload, UploadError, type SavedUpload } from './image-processing';
import { renderVariant } from '../images/variants';
import type { Master } from '../images/masters';
import type { Variant } from '../images/recipe';

export type ImageJob =
  | { id: number; kind: 'upload'; input: string; uploadsDir: string }
  /** One served file of a site image, written to `out` (atomically: a reader sees it whole or not at all). */
  | { id: number; kind: 'variant'; root: string; master: Master; variant: Variant; out: string };

export type ImageJobResult = { id: number; ok: true; saved?: SavedUpload } | { id: number; ok: false; status: number; message: string };

const sharp = await loadSharp();
// One image at a time, on two libvips threads (the worker runs at low priority, so pages still come first), with no
// operation cache: memory stays that of the image at hand.
sharp.concurrency(2);
sharp.cache(false);

async function run(job: ImageJob): Promise<SavedUpload | undefined> {
  if (job.kind === 'upload') return processUpload(job.input, job.uploadsDir);
  const bytes = await renderVariant(job.root, job.master, job.variant);
  await mkdir(path.dirname(job.out), { recursive: true });
  const tmp = `${job.out}.${process.pid}.${job.id}.tmp`;
  try {
    await writeFile(tmp, bytes);
    await rename(tmp, job.out);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return undefined;
}

process.on('message', (job: ImageJob) => {
  run(job).then(
    (saved) => process.send!({ id: job.id, ok: true, saved } satisfies ImageJobResult),
    (error: unknown) => {
      const known = error instanceof UploadError;
      const message = known ? error.message : `The image could not be processed: ${(error as Error)?.message ?? 'unknown error'}`;
      process.send!({ id: job.id, ok: false, status: known ? error.status : 500, message } satisfies ImageJobResult);
    },
  );
});
process.on('disconnect', () => process.exit(0));
process.send!('ready');
