// The portfolio in PostgreSQL, for any number of instances. Every write is one transaction that first takes an
// advisory lock on its collection, so adds, reorders and restores from different instances queue up instead of
// overwriting each other; it announces the change (cache-coherence.ts) and is answered after the commit, once
// every live instance has emptied its HTML cache. Reads go to the database each time: pages are cached as HTML.
import { collectionKeys, idPrefix, type CollectionKey } from '#shared/catalog';
import type { PortfolioData } from '#shared/api';
import type { NewPortfolioItem, PortfolioItem } from '#shared/portfolio-item';
import type { PortfolioStorage } from '../storage/store';
import { uploadIdOf, withUploads } from '../storage/media-files';
import type { CacheCoherence } from './cache-coherence';
import type { Database, Queryable } from './database';
import { PgMediaStore } from './pg-media-store';
import { withCurrentImages } from '../storage/retired-images';

interface Row {
  collection: CollectionKey;
  item: PortfolioItem;
}

function insert(client: Queryable, collection: CollectionKey, item: PortfolioItem, position: number) {
  return client.query('INSERT INTO portfolio_items (collection, id, position, item) VALUES ($1, $2, $3, $4)', [
    collection,
    item.id,
    position,
    item,
  ]);
}

function emptyData(): PortfolioData {
  return Object.fromEntries(collectionKeys.map((k) => [k, []])) as unknown as PortfolioData;
}

export class PgPortfolioStore implements PortfolioStorage {
  readonly media: PgMediaStore;
  private lastStamp = 0;

  constructor(
    private readonly db: Database,
    private readonly coherence: CacheCoherence,
    uploadsDir?: string,
  ) {
    this.media = new PgMediaStore(db, coherence, uploadsDir);
  }

  open(): Promise<void> {
    return this.media.open();
  }

  async read(): Promise<PortfolioData> {
    const { rows } = await this.db.pool.query<Row>('SELECT collection, item FROM portfolio_items ORDER BY collection, position');
    const data = emptyData();
    for (const row of rows) data[row.collection]?.push(withCurrentImages(row.item).item);
    return data;
  }

  /** Items with their uploads described: the records of the uploads they name, in one more query. */
  private async described(items: PortfolioItem[]): Promise<PortfolioItem[]> {
    const ids = [...new Set(items.flatMap((i) => [i.src, i.thumbnail].map((u) => (u ? uploadIdOf(u) : undefined)).filter(Boolean)))];
    if (!ids.length) return items;
    const records = new Map((await this.media.getMany(ids as string[])).map((r) => [r.id, r]));
    return items.map((item) => withUploads(item, (url) => records.get(uploadIdOf(url) ?? '')));
  }

  async list(collection: CollectionKey): Promise<PortfolioItem[]> {
    const { rows } = await this.db.pool.query<Row>('SELECT item FROM portfolio_items WHERE collection = $1 ORDER BY position', [
      collection,
    ]);
    return this.described(rows.map((r) => withCurrentImages(r.item).item));
  }

  async readAll(): Promise<PortfolioData> {
    const data = await this.read();
    const all = await this.described(collectionKeys.flatMap((k) => data[k]));
    const out = emptyData();
    let i = 0;
    for (const k of collectionKeys) out[k] = all.slice(i, (i += data[k].length));
    return out;
  }

  /**
   * One transaction on one collection, holding its lock. `fn` returns the result and whether it changed anything;
   * a change is announced to every instance and answered once they have all emptied their caches.
   */
  private async write<T>(collection: CollectionKey, fn: (client: Queryable) => Promise<{ result: T; changed: boolean }>): Promise<T> {
    const { result, change } = await this.db.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portfolio:${collection}`]);
      const { result, changed } = await fn(client);
      return { result, change: changed ? await this.coherence.announce(client) : undefined };
    });
    if (change !== undefined) await this.coherence.settled(change);
    return result;
  }

  private async items(client: Queryable, collection: CollectionKey): Promise<{ id: string; position: number }[]> {
    const { rows } = await client.query<{ id: string; position: string }>(
      'SELECT id, position FROM portfolio_items WHERE collection = $1 ORDER BY position',
      [collection],
    );
    return rows.map((r) => ({ id: r.id, position: Number(r.position) }));
  }

  async add(collection: CollectionKey, input: NewPortfolioItem): Promise<PortfolioItem> {
    return (await this.addMany(collection, [input]))[0]!;
  }

  addMany(collection: CollectionKey, inputs: NewPortfolioItem[]): Promise<PortfolioItem[]> {
    return this.write(collection, async (client) => {
      // Under the lock: positions before the first (the newest lead), in the order given, and millisecond ids as the
      // file store makes them; an id another instance took in the same millisecond is skipped (the insert does
      // nothing, and we try the next).
      const { rows } = await client.query<{ first: string }>(
        'SELECT COALESCE(min(position), 0) AS first FROM portfolio_items WHERE collection = $1',
        [collection],
      );
      const first = Number(rows[0]!.first) - inputs.length;
      const items: PortfolioItem[] = [];
      for (const [i, input] of inputs.entries()) {
        for (let stamp = Math.max(Date.now(), this.lastStamp + 1); ; stamp++) {
          const item: PortfolioItem = { id: `${idPrefix(collection)}-${stamp}`, ...input };
          const inserted = await client.query(
            `INSERT INTO portfolio_items (collection, id, position, item) VALUES ($1, $2, $3, $4) ON CONFLICT (collection, id) DO NOTHING`,
            [collection, item.id, first + i, item],
          );
          if (!inserted.rowCount) continue;
          this.lastStamp = stamp;
          items.push(item);
          break;
        }
      }
      return { result: items, changed: items.length > 0 };
    });
  }

  update(collection: CollectionKey, item: PortfolioItem): Promise<PortfolioItem | undefined> {
    return this.write(collection, async (client) => {
      const { rowCount } = await client.query('UPDATE portfolio_items SET item = $3 WHERE collection = $1 AND id = $2', [
        collection,
        item.id,
        item,
      ]);
      return rowCount ? { result: item, changed: true } : { result: undefined, changed: false };
    });
  }

  remove(collection: CollectionKey, id: string): Promise<boolean> {
    return this.write(collection, async (client) => {
      const { rowCount } = await client.query('DELETE FROM portfolio_items WHERE collection = $1 AND id = $2', [collection, id]);
      return { result: Boolean(rowCount), changed: Boolean(rowCount) };
    });
  }

  restore(collection: CollectionKey, item: PortfolioItem, index: number): Promise<PortfolioItem | undefined> {
    return this.write(collection, async (client) => {
      const current = await this.items(client, collection);
      if (current.some((i) => i.id === item.id)) return { result: undefined, changed: false };
      const at = Math.max(0, Math.min(index, current.length));
      const position = at < current.length ? current[at]!.position : current.length ? current[current.length - 1]!.position + 1 : 0;
      if (at < current.length) {
        await client.query('UPDATE portfolio_items SET position = position + 1 WHERE collection = $1 AND position >= $2', [
          collection,
          position,
        ]);
      }
      await insert(client, collection, item, position);
      return { result: item, changed: true };
    });
  }

  reorder(collection: CollectionKey, ids: string[]): Promise<PortfolioItem[] | undefined> {
    return this.write(collection, async (client) => {
      const current = new Set((await this.items(client, collection)).map((i) => i.id));
      if (ids.length !== current.size || new Set(ids).size !== ids.length || !ids.every((id) => current.has(id))) {
        return { result: undefined, changed: false };
      }
      const { rows } = await client.query<{ item: PortfolioItem }>(
        `UPDATE portfolio_items p SET position = o.position - 1
         FROM unnest($2::text[]) WITH ORDINALITY AS o(id, position)
         WHERE p.collection = $1 AND p.id = o.id
         RETURNING p.item, p.position`,
        [collection, ids],
      );
      const byId = new Map(rows.map((r) => [r.item.id, r.item]));
      return { result: ids.map((id) => byId.get(id)!), changed: true };
    });
  }

  close(): Promise<void> {
    return this.media.close();
  }
}
