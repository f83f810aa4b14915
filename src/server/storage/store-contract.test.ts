// The store contract: one suite, run against both implementations of the store seam (store.ts): lowdb files and
// PostgreSQL. Ordering, unique ids under concurrent adds, the update/remove/restore/reorder rules, concurrent
// reorders from two handles (two instances, for PostgreSQL), the media library, and acknowledged writes surviving a
// reopen. The PostgreSQL runs use a throwaway cluster (test/postgres.ts).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortfolio } from '#content/seed-portfolio';
import { mediaRecord } from '#test/media-record';
import { quietLog } from '#test/test-app';
import { tempSite } from '#test/temp-site';
import { migratedDatabase, siteDatabase, startPostgres, type TestPostgres } from '#test/postgres';
import { Database } from '../pg/database';
import { CacheCoherence } from '../pg/cache-coherence';
import { PgPortfolioStore } from '../pg/pg-portfolio-store';
import { importFiles } from '../pg/import-files';
import { PortfolioStore } from './portfolio-store';
import { ContentStore, contentFileFor } from './content-store';
import { PgContentStore } from '../pg/pg-content-store';
import type { PortfolioStorage } from './store';

const item = { title: 'T', description: 'D', type: 'image' as const, src: 'leslieville-kitchen' };
const record = mediaRecord;

/** A store holding the starting items, and a way to open another handle on the same data. */
interface Backend {
  name: string;
  open(): Promise<{ store: PortfolioStorage; uploadsDir: string; another(): Promise<PortfolioStorage> }>;
}

let server: TestPostgres | undefined;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await server?.stop();
});

async function pgHandle(url: string, uploadsDir: string): Promise<PortfolioStorage> {
  const log = quietLog().log;
  const db = new Database(url, log, 4);
  const coherence = new CacheCoherence(db, () => undefined, log);
  await coherence.start();
  const store = new PgPortfolioStore(db, coherence, uploadsDir);
  await store.open();
  closers.push(async () => {
    await store.close();
    await coherence.close();
    await db.close();
  });
  return store;
}

const backends: Backend[] = [
  {
    name: 'lowdb',
    async open() {
      const site = tempSite();
      const store = new PortfolioStore(site.dbFile, quietLog().log, site.uploadsDir);
      await store.open();
      // One writer per file: a second handle is the same store (a second process may not share the file).
      return {
        store,
        uploadsDir: site.uploadsDir,
        another: async () => {
          await store.close();
          const next = new PortfolioStore(site.dbFile, quietLog().log, site.uploadsDir);
          await next.open();
          return next;
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      server ??= await startPostgres();
      const site = tempSite();
      const url = await siteDatabase(server, site);
      return { store: await pgHandle(url, site.uploadsDir), uploadsDir: site.uploadsDir, another: () => pgHandle(url, site.uploadsDir) };
    },
  },
];

describe.each(backends)('store contract: $name', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  beforeAll(async () => {
    opened = await backend.open();
  }, 60_000);

  it('lists the starting items in their order', async () => {
    expect(await opened.store.list('photographyPortfolio')).toEqual(seedPortfolio.photographyPortfolio);
    expect(await opened.store.read()).toEqual(seedPortfolio);
  });

  it('100 concurrent adds: unique ids, each present exactly once, put first, ahead of what was there', async () => {
    const before = await opened.store.list('dronePortfolio');
    const added = await Promise.all(Array.from({ length: 100 }, (_, i) => opened.store.add('dronePortfolio', { ...item, title: `T${i}` })));
    expect(new Set(added.map((a) => a.id)).size).toBe(100);
    const list = await opened.store.list('dronePortfolio');
    expect(list).toHaveLength(before.length + 100);
    for (const a of added) expect(list.filter((i) => i.id === a.id)).toEqual([a]);
    expect(list.slice(100)).toEqual(before);
  });

  it('updates in place, removes, restores at an index, and reorders only with the exact id set', async () => {
    const s = opened.store;
    const [a, b] = [await s.add('editingPortfolio', item), await s.add('editingPortfolio', { ...item, title: 'B' })];
    expect(await s.update('editingPortfolio', { ...a, title: 'New' })).toMatchObject({ id: a.id, title: 'New' });
    expect(await s.update('editingPortfolio', { ...a, id: 'missing' })).toBeUndefined();
    const ids = (await s.list('editingPortfolio')).map((i) => i.id);
    // The newest goes first.
    expect(ids.slice(0, 2)).toEqual([b.id, a.id]);
    expect(await s.reorder('editingPortfolio', ids.slice(1))).toBeUndefined();
    expect(await s.reorder('editingPortfolio', [...ids, ids[0]!])).toBeUndefined();
    const reversed = [...ids].reverse();
    expect((await s.reorder('editingPortfolio', reversed))!.map((i) => i.id)).toEqual(reversed);
    expect((await s.list('editingPortfolio')).map((i) => i.id)).toEqual(reversed);
    expect(await s.remove('editingPortfolio', b.id)).toBe(true);
    expect(await s.remove('editingPortfolio', b.id)).toBe(false);
    expect(await s.restore('editingPortfolio', b, 1)).toEqual(b);
    expect((await s.list('editingPortfolio')).map((i) => i.id)[1]).toBe(b.id);
    expect(await s.restore('editingPortfolio', b, 0)).toBeUndefined();
    expect(await s.remove('editingPortfolio', b.id)).toBe(true);
    expect(await s.restore('editingPortfolio', b, 10_000)).toEqual(b);
    expect((await s.list('editingPortfolio')).at(-1)!.id).toBe(b.id);
  });

  it('puts a batch first, in the order given, with new ids', async () => {
    const s = opened.store;
    const before = (await s.list('dronePortfolio')).map((i) => i.id);
    const shoot = Array.from({ length: 25 }, (_, i) => ({ ...item, title: `DSC_${String(i + 1).padStart(4, '0')}` }));
    const added = await s.addMany('dronePortfolio', shoot);
    expect(added.map((i) => i.title)).toEqual(shoot.map((i) => i.title));
    expect(new Set(added.map((i) => i.id)).size).toBe(25);
    const after = await s.list('dronePortfolio');
    expect(after.map((i) => i.title).slice(0, 25)).toEqual(shoot.map((i) => i.title));
    expect(after.map((i) => i.id).slice(25)).toEqual(before);
  });

  it('concurrent reorders from two handles: the result is one of the orders, whole, never a mix', async () => {
    const other = backend.name === 'lowdb' ? opened.store : await opened.another();
    const ids = (await opened.store.list('videoPortfolio')).map((i) => i.id);
    const forward = [...ids.slice(1), ids[0]!];
    const backward = [...ids].reverse();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => opened.store.reorder('videoPortfolio', forward)),
      ...Array.from({ length: 10 }, () => other.reorder('videoPortfolio', backward)),
    ]);
    expect(results.every(Boolean)).toBe(true);
    const final = (await other.list('videoPortfolio')).map((i) => i.id);
    expect([forward, backward]).toContainEqual(final);
  });

  it('the media library: newest first, patch alt and focal point, an item shows its upload, remove', async () => {
    const media = opened.store.media;
    // The uploads' files (a new handle reconciles the records with the folder, and drops records without a file).
    for (const i of [1, 2, 3]) writeFileSync(path.join(opened.uploadsDir, `${record(i).id}.webp`), '');
    await Promise.all([1, 2, 3].map((i) => media.add(record(i))));
    expect((await media.list()).slice(0, 3).map((m) => m.id)).toEqual([record(3).id, record(2).id, record(1).id]);
    expect(await media.update(record(2).id, { alt: 'Kitchen at dusk', focal: { x: 30, y: 60 } })).toMatchObject({
      alt: 'Kitchen at dusk',
      focal: { x: 30, y: 60 },
    });
    expect((await media.update(record(2).id, { focal: null }))!.focal).toBeUndefined();
    expect(await media.update('f'.repeat(32), { alt: 'x' })).toBeUndefined();
    const shown = await opened.store.add('photographyPortfolio', { ...item, src: record(2).url });
    const listed = (await opened.store.list('photographyPortfolio')).find((i) => i.id === shown.id)!;
    expect(listed.uploads?.[record(2).url]).toMatchObject({ width: 800, height: 500, color: '#102030' });
    expect((await opened.store.readAll()).photographyPortfolio.find((i) => i.id === shown.id)!.uploads).toBeDefined();
    expect(await media.remove(record(1).id)).toMatchObject({ id: record(1).id });
    expect(await media.get(record(1).id)).toBeUndefined();
    expect(existsSync(path.join(opened.uploadsDir, `${record(1).id}.webp`))).toBe(false);
    expect(await media.remove(record(1).id)).toBeUndefined();
  });

  it('acknowledged writes are there for a new handle (a restart, or another instance)', async () => {
    const added = await opened.store.add('aiServicesPortfolio', { ...item, title: 'Kept' });
    const fresh = await opened.another();
    expect((await fresh.list('aiServicesPortfolio')).filter((i) => i.id === added.id)).toEqual([added]);
    expect(await fresh.media.get(record(3).id)).toEqual(record(3));
    opened = { ...opened, store: fresh };
  });
});

describe('db:import', () => {
  it('copies the files once (items, content records and their versions): a second run and a dry run change nothing, and a dry run reports without writing', async () => {
    server ??= await startPostgres();
    const site = tempSite();
    const url = await migratedDatabase(server);
    const db = new Database(url, quietLog().log, 2);
    closers.push(() => db.close());
    const content = new ContentStore(contentFileFor(site.dbFile), quietLog().log);
    await content.save('featured-work', 'drone', { source: 'latest' }, 0, 'owner');
    await content.save('featured-work', 'drone', { source: 'built-in' }, 1, 'owner');
    await content.close();
    const dry = await importFiles(db, site, true);
    expect(dry.content).toEqual({ add: 1, update: 0, same: 0 });
    expect(dry.changed).toBe(true);
    expect(dry.collections.photographyPortfolio.add).toBe(seedPortfolio.photographyPortfolio.length);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM portfolio_items')).rows[0].n).toBe(0);
    expect((await importFiles(db, site, false)).changed).toBe(true);
    const again = await importFiles(db, site, false);
    expect(again.changed).toBe(false);
    expect(again.content).toEqual({ add: 0, update: 0, same: 1 });
    const pgContent = new PgContentStore(db, { announce: () => Promise.resolve(undefined), settled: () => Promise.resolve() } as never);
    expect(await pgContent.get('featured-work', 'drone')).toMatchObject({ version: 2, data: { source: 'built-in' } });
    expect((await pgContent.history('featured-work', 'drone')).map((r) => r.version)).toEqual([1]);
    expect(again.collections.photographyPortfolio).toMatchObject({ add: 0, update: 0, same: seedPortfolio.photographyPortfolio.length });
    const total = Object.values(seedPortfolio).reduce((n, list) => n + list.length, 0);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM portfolio_items')).rows[0].n).toBe(total);
  });
});
