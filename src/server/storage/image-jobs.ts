// The server's image work, queued: jobs go to the image workers (image-worker.ts, child processes at low CPU priority,
// two: one job each at a time). Uploads and the site image files a visitor is waiting for go first, in order; a few
// uploads may wait,
// and past that an upload is refused at once (503) rather than piling up. The files the start-up warm-up makes go only
// when nothing else waits. A worker starts with its first job and leaves after a minute with none, so a server with no
// image work never holds sharp's memory. If it dies mid-job (killed, out of memory), that job fails with a clear
// message and the next one starts a new worker.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageJob, ImageJobResult } from './image-worker';
import { UploadError, type SavedUpload } from './image-processing';
import type { Master } from '../images/masters';
import type { Variant } from '../images/recipe';

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
  resolve: (saved: SavedUpload | undefined) => void;
  reject: (error: Error) => void;
}

/** A job without its id (the queue numbers them), kind by kind. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type JobInput = WithoutId<ImageJob>;

/** One worker process and the job it is doing. */
class Worker {
  process?: ChildProcess;
  ready?: Promise<ChildProcess>;
  current?: Pending;
  idle?: NodeJS.Timeout;
}

export class ImageJobs {
  /**
   * `workers`: how many worker processes at most (one per core: two files of a page are made at once); `module`:
   * which worker to run (the bench runs the built one from source); by default the one beside this code.
   */
  constructor(
    private readonly module = workerModule(),
    workers = 2,
  ) {
    this.workers = Array.from({ length: workers }, () => new Worker());
  }

  private readonly workers: Worker[];
  /** Uploads and files a visitor waits for; then the warm-up's, only when none of these waits. */
  private readonly queue: Pending[] = [];
  private readonly background: Pending[] = [];
  private nextId = 1;

  /** Processes the upload in `input` into `uploadsDir`, in its turn. */
  async run(input: string, uploadsDir: string): Promise<SavedUpload> {
    if (this.queue.filter((p) => p.job.kind === 'upload').length >= UPLOADS_WAITING) {
      throw new UploadError(503, 'The server is busy with other uploads: try this one again in a minute');
    }
    return (await this.enqueue({ kind: 'upload', input, uploadsDir }, this.queue))!;
  }

  /** Makes one served file of a site image at `out`: now (a visitor waits for it), or when nothing else waits. */
  async variant(root: string, master: Master, variant: Variant, out: string, { background = false } = {}): Promise<void> {
    await this.enqueue({ kind: 'variant', root, master, variant, out }, background ? this.background : this.queue);
  }

  /** A visitor now waits for the file at `out` that the warm-up had asked for: it moves from the last lane to the first. */
  promote(out: string) {
    const at = this.background.findIndex((p) => p.job.kind === 'variant' && p.job.out === out);
    if (at >= 0) this.queue.push(...this.background.splice(at, 1));
  }

  private enqueue(job: JobInput, lane: Pending[]): Promise<SavedUpload | undefined> {
    return new Promise((resolve, reject) => {
      lane.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.next();
    });
  }

  /** Jobs waiting (first lane, and warm-up), how many are being processed, and a worker's process id (tests, the soak). */
  get state() {
    return {
      waiting: this.queue.length,
      background: this.background.length,
      processing: this.workers.filter((w) => w.current).length > 0,
      pid: this.workers.find((w) => w.process)?.process?.pid,
    };
  }

  private next() {
    for (const worker of this.workers) {
      if (worker.current || !(this.queue.length || this.background.length)) continue;
      clearTimeout(worker.idle);
      const pending = (worker.current = (this.queue.length ? this.queue : this.background).shift()!);
      this.start(worker).then(
        (proc) => proc.send(pending.job),
        (error: Error) =>
          this.finish(worker, { id: pending.job.id, ok: false, status: 500, message: `The image worker did not start: ${error.message}` }),
      );
    }
  }

  private finish(worker: Worker, result: ImageJobResult) {
    const pending = worker.current;
    if (!pending || pending.job.id !== result.id) return;
    worker.current = undefined;
    if (result.ok) pending.resolve(result.saved);
    else pending.reject(new UploadError(result.status, result.message));
    if (this.queue.length || this.background.length) this.next();
    else {
      worker.idle = setTimeout(() => worker.process?.kill(), IDLE_MS);
      worker.idle.unref();
    }
  }

  private start(worker: Worker): Promise<ChildProcess> {
    worker.ready ??= new Promise((resolve, reject) => {
      const { file, execArgv } = this.module;
      const proc = fork(file, [], {
        execArgv,
        // Its own small thread pool: the server's keeps serving files.
        env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      worker.process = proc;
      proc.on('message', (message: ImageJobResult | 'ready') => {
        if (message === 'ready') {
          // Pages come first: the worker runs at a lower CPU priority than the server.
          try {
            setPriority(proc.pid!, 10);
          } catch {
            // Not permitted here: it runs at the server's priority.
          }
          resolve(proc);
        } else this.finish(worker, message);
      });
      proc.once('error', reject);
      proc.once('exit', (code, signal) => {
        if (worker.process === proc) {
          worker.process = undefined;
          worker.ready = undefined;
        }
        reject(new Error(`exited (${signal ?? code})`));
        if (worker.current) {
          this.finish(worker, {
            id: worker.current.job.id,
            ok: false,
            status: 500,
            message: 'The image could not be processed (the image worker stopped): try again, or export the photo smaller',
          });
        }
      });
    });
    return worker.ready;
  }

  /** Stops the workers (the server closing); a job in progress fails. */
  stop() {
    for (const worker of this.workers) {
      clearTimeout(worker.idle);
      worker.process?.kill();
    }
  }
}
