// Upload processing, queued: jobs go to the image worker (image-worker.ts, a child process at low CPU priority) one
// at a time, in order; a few may wait, and past that an upload is refused at once (503) rather than piling up. The
// worker starts with the first upload and leaves after a minute with none, so a server that takes no upload never
// holds sharp's memory. If it dies mid-job (killed, out of memory), that upload fails with a clear message and the
// next one starts a new worker.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageJob, ImageJobResult } from './image-worker';
import { UploadError, type SavedUpload } from './image-processing';

/** Uploads that may wait while one is processed: the admin sends two at a time. */
export const UPLOADS_WAITING = 8;
const IDLE_MS = 60_000;

/** The worker's module: the built one beside the server bundle (dist/node), or the source under tsx. */
function workerModule(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const built = `${path.sep}dist${path.sep}node${path.sep}`;
  const at = here.indexOf(built);
  if (at >= 0) return { file: path.join(here.slice(0, at + built.length), 'image-worker.js'), execArgv: [] };
  return { file: path.join(path.dirname(here), 'image-worker.ts'), execArgv: ['--import', 'tsx'] };
}

interface Pending {
  job: ImageJob;
  resolve: (saved: SavedUpload) => void;
  reject: (error: Error) => void;
}

export class ImageJobs {
  /** `module`: which worker to run (the bench runs the built one from source); by default the one beside this code. */
  constructor(private readonly module = workerModule()) {}

  private worker?: ChildProcess;
  private ready?: Promise<ChildProcess>;
  private readonly queue: Pending[] = [];
  private current?: Pending;
  private nextId = 1;
  private idle?: NodeJS.Timeout;

  /** Processes the upload in `input` into `uploadsDir`, in its turn. */
  run(input: string, uploadsDir: string): Promise<SavedUpload> {
    if (this.queue.length >= UPLOADS_WAITING) {
      return Promise.reject(new UploadError(503, 'The server is busy with other uploads: try this one again in a minute'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, input, uploadsDir }, resolve, reject });
      this.next();
    });
  }

  /** Uploads waiting, whether one is being processed, and the worker's process id (tests, the soak). */
  get state() {
    return { waiting: this.queue.length, processing: this.current !== undefined, pid: this.worker?.pid };
  }

  private next() {
    if (this.current || !this.queue.length) return;
    clearTimeout(this.idle);
    const pending = (this.current = this.queue.shift()!);
    this.start().then(
      (worker) => worker.send(pending.job),
      (error: Error) =>
        this.finish({ id: pending.job.id, ok: false, status: 500, message: `The image worker did not start: ${error.message}` }),
    );
  }

  private finish(result: ImageJobResult) {
    const pending = this.current;
    if (!pending || pending.job.id !== result.id) return;
    this.current = undefined;
    if (result.ok) pending.resolve(result.saved);
    else pending.reject(new UploadError(result.status, result.message));
    if (this.queue.length) this.next();
    else {
      this.idle = setTimeout(() => this.stop(), IDLE_MS);
      this.idle.unref();
    }
  }

  private start(): Promise<ChildProcess> {
    this.ready ??= new Promise((resolve, reject) => {
      const { file, execArgv } = this.module;
      const worker = fork(file, [], {
        execArgv,
        // Its own small thread pool: the server's keeps serving files.
        env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.worker = worker;
      worker.on('message', (message: ImageJobResult | 'ready') => {
        if (message === 'ready') {
          // Pages come first: the worker runs at a lower CPU priority than the server.
          try {
            setPriority(worker.pid!, 10);
          } catch {
            // Not permitted here: it runs at the server's priority.
          }
          resolve(worker);
        } else this.finish(message);
      });
      worker.once('error', reject);
      worker.once('exit', (code, signal) => {
        if (this.worker === worker) {
          this.worker = undefined;
          this.ready = undefined;
        }
        reject(new Error(`exited (${signal ?? code})`));
        if (this.current) {
          this.finish({
            id: this.current.job.id,
            ok: false,
            status: 500,
            message: 'The image could not be processed (the image worker stopped): try again, or export the photo smaller',
          });
        }
      });
    });
    return this.ready;
  }

  /** Stops the worker (idle, or the server closing); a job in progress fails. */
  stop() {
    clearTimeout(this.idle);
    this.worker?.kill();
  }
}
