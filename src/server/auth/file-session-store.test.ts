// The session store on disk: sessions survive a new store over the same folder, expire, and never grow past
// the cap (the oldest go first).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type session from 'express-session';
import { describe, expect, it } from 'vitest';
import { tempSite } from '#test/temp-site';
import { FileSessionStore } from './file-session-store';

const data = (minutes: number) =>
  ({ cookie: { expires: new Date(Date.now() + minutes * 60_000), originalMaxAge: null } }) as session.SessionData;
const set = (store: FileSessionStore, sid: string, d: session.SessionData) =>
  new Promise<void>((resolve, reject) =>
    store.set(sid, d, (e) => (e ? reject(e instanceof Error ? e : new Error('session store failed')) : resolve())),
  );
const get = (store: FileSessionStore, sid: string) =>
  new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (e, v) => (e ? reject(e instanceof Error ? e : new Error('session store failed')) : resolve(v))),
  );

describe('FileSessionStore', () => {
  it('keeps sessions for a new store over the same folder, and drops expired ones', async () => {
    const { dataDir } = tempSite('nf-sessions-');
    const first = new FileSessionStore(dataDir);
    await set(first, 'alive', data(30));
    await set(first, 'gone', data(-1));
    first.close();
    const second = new FileSessionStore(dataDir);
    expect(await get(second, 'alive')).toBeTruthy();
    expect(await get(second, 'gone')).toBeNull();
    second.close();
  });

  it('never keeps more sessions than its cap: the oldest are removed', async () => {
    const { dataDir } = tempSite('nf-sessions-');
    const store = new FileSessionStore(dataDir, 3);
    for (const sid of ['a', 'b', 'c', 'd', 'e']) {
      await set(store, sid, data(30));
      await new Promise((r) => setTimeout(r, 15));
    }
    await store.prune();
    expect(readdirSync(path.join(dataDir, 'sessions'))).toHaveLength(3);
    expect(await get(store, 'a')).toBeNull();
    expect(await get(store, 'e')).toBeTruthy();
    store.close();
  });
});
