// The image worker: a child process of the server that judges and processes uploads (image-processing.ts), one at a
// time. Being a process of its own, its decoding uses its own threads and memory: the server's thread pool (which
// reads static files) and heap never carry a 50-megapixel decode, and the server lowers the worker's CPU priority.
// It leaves when the server does (the IPC channel closes).
import { loadSharp, processUpload, UploadError } from './image-processing';

export interface ImageJob {
  id: number;
  input: string;
  uploadsDir: string;
}

export type ImageJobResult =
  { id: number; ok: true; saved: Awaited<ReturnType<typeof processUpload>> } | { id: number; ok: false; status: number; message: string };

const sharp = await loadSharp();
// One image at a time, on two libvips threads (the worker runs at low priority, so pages still come first), with no
// operation cache: memory stays that of the image at hand.
sharp.concurrency(2);
sharp.cache(false);

process.on('message', (job: ImageJob) => {
  processUpload(job.input, job.uploadsDir).then(
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
