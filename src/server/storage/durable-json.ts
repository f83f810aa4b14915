// A JSON file that this process alone writes, with the portfolio store's rules (decision 2): reads from memory;
// a write is answered only once the file and its folder are fsynced; a file that does not parse is moved aside,
// never overwritten. Two ways to write:
// - `change`: one at a time, each its own write; a failed write puts the old data back (the media records);
// - `record`: the change is made in memory at once and the caller waits for the next write to carry it, so a
//   burst of small changes shares writes (the vitals samples).
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../log';

async function fsyncPath(target: string) {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DurableJsonOptions<T> {
  /** The log area, e.g. 'media'. */
  area: string;
  empty: () => T;
  /** Turns the parsed file into data; throws when the file is not data of this kind. */
  parse: (raw: unknown) => T;
}

export class StoreWriteFailed extends Error {}

/** A file kept beside the portfolio store, in the same folder: db.json -> db.{kind}.json. */
export function besideStore(dbFile: string, kind: string): string {
  return path.join(path.dirname(dbFile), `${path.basename(dbFile, '.json')}.${kind}.json`);
}

export class DurableJson<T> {
  data: T;
  private opening?: Promise<void>;
  private queue: Promise<unknown> = Promise.resolve();
  private changed = 0;
  private written = 0;
  private flushing?: Promise<void>;

  constructor(
    readonly file: string,
    private readonly log: Log,
    private readonly options: DurableJsonOptions<T>,
  ) {
    this.data = options.empty();
  }

  /** Loads the file once; a missing file starts empty, an unreadable one is moved aside and starts empty. */
  open(): Promise<void> {
    this.opening ??= this.load();
    return this.opening;
  }

  private async load() {
    await mkdir(path.dirname(this.file), { recursive: true });
    if (!existsSync(this.file)) return;
    try {
      this.data = this.options.parse(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      const aside = `${this.file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(this.file, aside);
      this.log.error(
        { area: this.options.area, file: this.file, movedTo: aside, reason: (error as Error).message },
        'the file could not be read: it was moved aside and a new one started',
      );
      this.data = this.options.empty();
    }
  }

  /** Writes the data as it is now: a temp file, fsync, rename, then the folder's fsync. */
  private async persist(data: T) {
    const tmp = path.join(path.dirname(this.file), `.${path.basename(this.file)}.tmp`);
    try {
      const handle = await open(tmp, 'w', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(data)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, this.file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    await fsyncPath(path.dirname(this.file)).catch(() => undefined);
  }

  /** One change at a time; the new data is kept only if it reached the disk. */
  change<R>(fn: (data: T) => { data: T; result: R }): Promise<R> {
    const run = async () => {
      await this.open();
      const before = this.data;
      const { data, result } = fn(before);
      if (data === before) return result;
      this.data = data;
      try {
        await this.persist(data);
      } catch (error) {
        this.data = before;
        this.log.error({ area: this.options.area, err: error }, 'write failed');
        throw new StoreWriteFailed('The change could not be saved');
      }
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Applies `fn` to the data in memory now; resolves once a write that includes it has reached the disk. */
  async record(fn: (data: T) => void): Promise<void> {
    await this.open();
    fn(this.data);
    const mine = ++this.changed;
    while (this.written < mine) {
      this.flushing ??= (async () => {
        const upTo = this.changed;
        try {
          await this.persist(this.data);
          this.written = upTo;
        } finally {
          this.flushing = undefined;
        }
      })();
      await this.flushing;
    }
  }

  /** Resolves when every queued write has finished. */
  async close(): Promise<void> {
    await this.queue;
    await this.flushing?.catch(() => undefined);
  }
}
