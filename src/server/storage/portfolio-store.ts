// The portfolio store over db.json (lowdb). This process is the file's only writer: reads come from
// memory, writes are queued one at a time, and a write resolves only once the file is fsynced.
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { collectionKeys, idPrefix, type CollectionKey } from '#shared/catalog';
import type { PortfolioData } from '#shared/api';
import { firstIssue, type NewPortfolioItem, type PortfolioItem } from '#shared/portfolio-item';
import { seedPortfolio } from '#content/seed-portfolio';
import type { Log } from '../log';
import { existingItem } from '../api/portfolio-schema';
import { withCurrentImages } from './retired-images';
import { MediaStore, mediaFileFor } from './media-store';
import { withUploads } from './media-files';
import type { PortfolioStorage } from './store';

function emptyData(): PortfolioData {
  return Object.fromEntries(collectionKeys.map((k) => [k, []])) as unknown as PortfolioData;
}

interface Rejected {
  collection: CollectionKey;
  index: number;
  item: unknown;
  reason: string;
}

/**
 * The store's data from a parsed file: every registry collection, each item checked against the item schema.
 * Items that fail it (a hand-edited null, a missing title, a duplicate id) are set apart, so one bad row can
 * never break a page.
 */
export function normalise(raw: unknown): { data: PortfolioData; rejected: Rejected[]; renamed: number } {
  const source = raw && typeof raw === 'object' ? (raw as Partial<Record<string, unknown>>) : {};
  const data = emptyData();
  const rejected: Rejected[] = [];
  let renamed = 0;
  for (const collection of collectionKeys) {
    const list = Object.hasOwn(source, collection) ? source[collection] : undefined;
    const ids = new Set<string>();
    for (const [index, stored] of (Array.isArray(list) ? (list as unknown[]) : []).entries()) {
      // A retired site image name becomes the image that replaced it (see retired-images.ts).
      const { item, renamed: changed } = withCurrentImages(stored);
      if (changed) renamed++;
      const parsed = existingItem.safeParse(item);
      if (!parsed.success) rejected.push({ collection, index, item, reason: firstIssue(parsed.error) });
      else if (ids.has(parsed.data.id)) rejected.push({ collection, index, item, reason: `duplicate id ${parsed.data.id}` });
      else {
        ids.add(parsed.data.id);
        data[collection].push(item as PortfolioItem);
      }
    }
  }
  return { data, rejected, renamed };
}

async function fsyncPath(target: string, flags = 'r') {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class StoreWriteError extends Error {}

export class PortfolioStore implements PortfolioStorage {
  private db: Low<PortfolioData>;
  private opening?: Promise<void>;
  private queue: Promise<unknown> = Promise.resolve();
  private lastStamp = 0;
  /** The media library's records, in a file beside this store (db.json -> db.media.json). */
  readonly media: MediaStore;

  /** `uploadsDir` lets the media library find uploads on disk and delete an image's files. */
  constructor(
    private readonly file: string,
    private readonly log: Log,
    uploadsDir?: string,
  ) {
    this.db = new Low<PortfolioData>(new JSONFile<PortfolioData>(file), emptyData());
    this.media = new MediaStore(mediaFileFor(file), log, uploadsDir);
  }

  /** Loads the file once: seeds a missing one, moves a corrupt one aside (never overwrites it). */
  open(): Promise<void> {
    this.opening ??= Promise.all([this.load(), this.media.open()]).then(() => undefined);
    return this.opening;
  }

  private async load() {
    // DB_FILE may name a folder that does not exist yet (a fresh clone, a new volume).
    await mkdir(path.dirname(this.file), { recursive: true });
    if (!existsSync(this.file)) {
      this.db.data = normalise(structuredClone(seedPortfolio)).data;
      await this.persist();
      this.log.info({ area: 'store', file: this.file }, 'the store did not exist: seeded it with the starting portfolio items');
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(this.file, 'utf8'));
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('top level is not an object');
    } catch (error) {
      const aside = `${this.file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(this.file, aside);
      this.log.error(
        { area: 'store', file: this.file, movedTo: aside, reason: (error as Error).message },
        'the store could not be read: it was moved aside and the store starts again from the starting items (restore the old file by hand if it holds edits)',
      );
      this.db.data = normalise(structuredClone(seedPortfolio)).data;
      await this.persist();
      return;
    }
    const { data, rejected, renamed } = normalise(raw);
    this.db.data = data;
    if (renamed) {
      this.log.info(
        { area: 'store', file: this.file, items: renamed },
        'items named retired site images: they now name the renders that replaced them',
      );
      if (!rejected.length) await this.persist();
    }
    if (!rejected.length) return;
    // Bad items are kept beside the store (never lost) and the store goes on without them.
    const aside = `${this.file}.quarantine-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    await writeFile(aside, `${JSON.stringify(rejected, null, 2)}\n`, { mode: 0o600 });
    this.log.error(
      {
        area: 'store',
        file: this.file,
        movedTo: aside,
        items: rejected.map(({ collection, index, reason }) => ({ collection, index, reason })),
      },
      'items in the store did not pass the item schema: they were moved aside and left out',
    );
    await this.persist();
  }

  private async persist() {
    try {
      await this.db.write();
    } catch (error) {
      // A failed write (a full disk) leaves steno's half-written temp file beside the store: remove it now.
      await rm(path.join(path.dirname(this.file), `.${path.basename(this.file)}.tmp`), { force: true });
      throw error;
    }
    // steno writes a temp file and renames it but never fsyncs: flush the file, then the directory entry.
    await fsyncPath(this.file);
    await fsyncPath(path.dirname(this.file)).catch(() => undefined);
  }

  async read(): Promise<PortfolioData> {
    await this.open();
    return this.db.data;
  }

  /** One collection as pages show it: each item with its uploaded images described. */
  async list(collection: CollectionKey): Promise<PortfolioItem[]> {
    return (await this.read())[collection].map((item) => withUploads(item, (url) => this.media.byUrl(url)));
  }

  /** Every collection, as `list` gives each. */
  async readAll(): Promise<PortfolioData> {
    const data = await this.read();
    return Object.fromEntries(
      collectionKeys.map((k) => [k, data[k].map((item) => withUploads(item, (url) => this.media.byUrl(url)))]),
    ) as PortfolioData;
  }

  /** Runs one change at a time; the new data is kept only if it reached the disk. */
  private write<T>(change: (data: PortfolioData) => { data: PortfolioData; result: T }): Promise<T> {
    const run = async () => {
      await this.open();
      const before = this.db.data;
      const { data, result } = change(before);
      if (data === before) return result;
      this.db.data = data;
      try {
        await this.persist();
      } catch (error) {
        this.db.data = before;
        this.log.error({ area: 'store', err: error }, 'write failed');
        throw new StoreWriteError('The portfolio could not be saved');
      }
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Millisecond timestamp ids, bumped by one when two adds land in the same millisecond. */
  private nextId(collection: CollectionKey, data: PortfolioData): string {
    const taken = new Set(data[collection].map((i) => i.id));
    let stamp = Math.max(Date.now(), this.lastStamp + 1);
    while (taken.has(`${idPrefix(collection)}-${stamp}`)) stamp++;
    this.lastStamp = stamp;
    return `${idPrefix(collection)}-${stamp}`;
  }

  async add(collection: CollectionKey, input: NewPortfolioItem): Promise<PortfolioItem> {
    return (await this.addMany(collection, [input]))[0]!;
  }

  addMany(collection: CollectionKey, inputs: NewPortfolioItem[]): Promise<PortfolioItem[]> {
    return this.write((data) => {
      const items: PortfolioItem[] = [];
      for (const input of inputs)
        items.push({ id: this.nextId(collection, { ...data, [collection]: [...items, ...data[collection]] }), ...input });
      return { data: { ...data, [collection]: [...items, ...data[collection]] }, result: items };
    });
  }

  /** Replaces the item with the same id, in place; undefined when there is none. */
  update(collection: CollectionKey, item: PortfolioItem): Promise<PortfolioItem | undefined> {
    return this.write((data) => {
      const index = data[collection].findIndex((i) => i.id === item.id);
      if (index < 0) return { data, result: undefined };
      const list = data[collection].slice();
      list[index] = item;
      return { data: { ...data, [collection]: list }, result: item };
    });
  }

  remove(collection: CollectionKey, id: string): Promise<boolean> {
    return this.write((data) => {
      const list = data[collection].filter((i) => i.id !== id);
      if (list.length === data[collection].length) return { data, result: false };
      return { data: { ...data, [collection]: list }, result: true };
    });
  }

  /**
   * Puts a deleted item back with its id and fields, at `index` (clamped to the list). Undefined when an item
   * with that id is already there.
   */
  restore(collection: CollectionKey, item: PortfolioItem, index: number): Promise<PortfolioItem | undefined> {
    return this.write((data) => {
      if (data[collection].some((i) => i.id === item.id)) return { data, result: undefined };
      const list = data[collection].slice();
      list.splice(Math.max(0, Math.min(index, list.length)), 0, item);
      return { data: { ...data, [collection]: list }, result: item };
    });
  }

  /** Sets the order of a collection; `ids` must name every item exactly once, or nothing changes. */
  reorder(collection: CollectionKey, ids: string[]): Promise<PortfolioItem[] | undefined> {
    return this.write((data) => {
      const current = data[collection];
      const byId = new Map(current.map((i) => [i.id, i]));
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) {
        return { data, result: undefined };
      }
      const list = ids.map((id) => byId.get(id)!);
      return { data: { ...data, [collection]: list }, result: list };
    });
  }

  /** Resolves when every queued write has finished. */
  async close(): Promise<void> {
    await this.queue;
    await this.media.close();
  }
}
