// The session store on disk: sessions survive a new store over the same folder, expire, and never grow past
// the cap (an account's own oldest go first, then anyone's).
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

const asAccount = (d: session.SessionData, id: string) =>
  ({ ...d, passport: { user: { id, login: `l${id}`, name: 'N' } } }) as session.SessionData;

/** Evicted files are unlinked in the background: wait for the folder to show it. */
async function waitFor(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

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
    for (const sid of ['a', 'b', 'c', 'd', 'e']) await set(store, sid, data(30));
    expect(store.size).toBe(3);
    expect(await get(store, 'a')).toBeNull();
    expect(await get(store, 'e')).toBeTruthy();
    await waitFor(() => readdirSync(path.join(dataDir, 'sessions')).length === 3);
    store.close();
  });

  it("removes an account's own oldest session past its cap, never another account's", async () => {
    const { dataDir } = tempSite('nf-sessions-');
    const store = new FileSessionStore(dataDir, 1000, 5);
    await set(store, 'owner', asAccount(data(30), '1'));
    for (let i = 0; i < 40; i++) await set(store, `other-${i}`, asAccount(data(30), '2'));
    expect(await get(store, 'owner')).toBeTruthy();
    expect(await get(store, 'other-34')).toBeNull();
    expect(await get(store, 'other-39')).toBeTruthy();
    expect(store.size).toBe(6);
    store.close();
    // A new store reads the same six back from the folder.
    await waitFor(() => readdirSync(path.join(dataDir, 'sessions')).length === 6);
    const again = new FileSessionStore(dataDir, 1000, 5);
    expect(await get(again, 'owner')).toBeTruthy();
    expect(again.size).toBe(6);
    again.close();
  });
});
