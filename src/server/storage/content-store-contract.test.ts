// The content records' contract, run against both stores (storage/content-store.ts over a file, pg/pg-content-store.ts
// over PostgreSQL): a save from the current version is kept and numbered, a save from any other version is refused
// with the record as it is, concurrent saves from one version give exactly one winner, the replaced versions are kept
// newest first, and what was answered is there after a reopen. The PostgreSQL runs use a throwaway cluster.
import { writeFileSync } from 'node:fs';
import { aboutSeed } from '#content/about';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLog } from '#test/test-app';
import { tempSite } from '#test/temp-site';
import { migratedDatabase, startPostgres, type TestPostgres } from '#test/postgres';
import { Database } from '../pg/database';
import { CacheCoherence } from '../pg/cache-coherence';
import { PgContentStore } from '../pg/pg-content-store';
import { ContentStore, contentFileFor } from './content-store';
import type { ContentStorage } from './store';

let server: TestPostgres | undefined;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await server?.stop();
});

async function pgHandle(url: string): Promise<ContentStorage> {
  const log = quietLog().log;
  const db = new Database(url, log, 4);
  const coherence = new CacheCoherence(db, () => undefined, log);
  await coherence.start();
  closers.push(async () => {
    await coherence.close();
    await db.close();
  });
  return new PgContentStore(db, coherence);
}

interface Backend {
  name: string;
  /** A store, and another handle on the same data (a reopened file, a second instance). */
  open(): Promise<{ store: ContentStorage; another(): Promise<ContentStorage> }>;
}

const backends: Backend[] = [
  {
    name: 'file',
    async open() {
      const file = contentFileFor(tempSite().dbFile);
      const store = new ContentStore(file, quietLog().log);
      await store.open();
      return {
        store,
        another: async () => {
          await store.close();
          const next = new ContentStore(file, quietLog().log);
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
      const url = await migratedDatabase(server);
      return { store: await pgHandle(url), another: () => pgHandle(url) };
    },
  },
];

describe.each(backends)('content store contract: $name', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  beforeAll(async () => {
    opened = await backend.open();
  }, 60_000);

  it('a first save is version 1; a save from the current version is the next; the replaced ones are kept newest first', async () => {
    const s = opened.store;
    expect(await s.get('featured-work', 'drone')).toBeUndefined();
    const first = await s.save('featured-work', 'drone', { source: 'latest' }, 0, 'owner');
    expect(first).toEqual({
      saved: expect.objectContaining({ type: 'featured-work', id: 'drone', version: 1, data: { source: 'latest' }, savedBy: 'owner' }),
    });
    const second = await s.save('featured-work', 'drone', { source: 'built-in' }, 1, 'editor');
    expect(second).toMatchObject({ saved: { version: 2, data: { source: 'built-in' }, savedBy: 'editor' } });
    await s.save('featured-work', 'drone', { source: 'latest' }, 2, 'owner');
    expect((await s.history('featured-work', 'drone')).map((r) => [r.version, r.data.source])).toEqual([
      [2, 'built-in'],
      [1, 'latest'],
    ]);
    expect(await s.get('featured-work', 'drone')).toMatchObject({ version: 3, data: { source: 'latest' } });
    expect((await s.list()).filter((r) => r.id === 'drone')).toHaveLength(1);
  });

  it('a save from an older version, or a first save of a record that exists, is refused with the record as it is', async () => {
    const s = opened.store;
    await s.save('featured-work', 'video', { source: 'latest' }, 0, 'owner');
    expect(await s.save('featured-work', 'video', { source: 'built-in' }, 0, 'tab-2')).toEqual({
      conflict: expect.objectContaining({ version: 1, data: { source: 'latest' } }),
    });
    await s.save('featured-work', 'video', { source: 'built-in' }, 1, 'owner');
    expect(await s.save('featured-work', 'video', { source: 'latest' }, 1, 'tab-2')).toMatchObject({ conflict: { version: 2 } });
    expect(await s.save('featured-work', 'editing', { source: 'latest' }, 4, 'owner')).toEqual({ conflict: null });
    expect(await s.get('featured-work', 'video')).toMatchObject({ version: 2, data: { source: 'built-in' } });
  });

  it('ten saves from one version at once: exactly one is kept', async () => {
    const s = opened.store;
    await s.save('featured-work', 'brand', { source: 'built-in' }, 0, 'owner');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.save('featured-work', 'brand', { source: i % 2 ? 'latest' : 'built-in' }, 1, `tab-${i}`)),
    );
    expect(results.filter((r) => 'saved' in r)).toHaveLength(1);
    expect(await s.get('featured-work', 'brand')).toMatchObject({ version: 2 });
  });

  it('what was answered is there in another handle, a page’s draft and each version’s event with it', async () => {
    await opened.store.save('featured-work', 'website', { source: 'latest' }, 0, 'owner');
    const seed = aboutSeed;
    const draft = { ...seed, mission: { ...seed.mission, heading: 'What We Are For' } };
    await opened.store.save('about', 'page', seed, 0, 'owner', { draft, event: 'draft' });
    await opened.store.save('about', 'page', draft, 1, 'owner', { event: 'published' });
    const other = await opened.another();
    expect(await other.get('featured-work', 'website')).toMatchObject({ version: 1, data: { source: 'latest' } });
    expect(await other.history('featured-work', 'drone')).toHaveLength(2);
    const about = await other.get('about', 'page');
    expect(about).toMatchObject({ version: 2, event: 'published', data: { mission: { heading: 'What We Are For' } } });
    expect(about).not.toHaveProperty('draft');
    expect(await other.history('about', 'page')).toMatchObject([
      { version: 1, event: 'draft', draft: { mission: { heading: 'What We Are For' } } },
    ]);
    opened.store = other;
  });
});

describe('content file', () => {
  it('a record that no longer passes its schema is left out, the rest is read', async () => {
    const file = contentFileFor(tempSite().dbFile);
    const good = {
      type: 'featured-work',
      id: 'drone',
      version: 1,
      data: { source: 'latest' },
      savedAt: '2026-12-01T00:00:00.000Z',
      savedBy: 'o',
    };
    writeFileSync(
      file,
      JSON.stringify({
        'featured-work/drone': { current: good, earlier: [] },
        'featured-work/video': { current: { ...good, id: 'video', data: { source: 'everything' } }, earlier: [] },
        'featured-work/nowhere': { current: { ...good, id: 'nowhere' }, earlier: [] },
      }),
    );
    const { log, lines } = quietLog();
    const store = new ContentStore(file, log);
    expect(await store.list()).toEqual([good]);
    expect(lines.filter((l) => l.includes('does not pass its schema'))).toHaveLength(2);
  });
});
