// The durability tests, run against both stores through the real server process: 500 concurrent adds over HTTP,
// each acknowledged item present exactly once, also after a restart; and kill -9 while adds stream in: after the
// restart every acknowledged add is there exactly once; so is the last acknowledged content save. (durability.test.ts and the kill loop go further on the
// file store: the file on disk, uploads, SIGTERM under load.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, fakeGitHubEnv, type FakeGitHub } from '#test/fake-github';
import { freePort, processSite, signInOverHttp, startServerProcess, type HttpAdmin, type ServerProcess } from '#test/server-process';
import { siteDatabase, startPostgres, type TestPostgres } from '#test/postgres';

type Item = { id: string; title: string };
let fake: FakeGitHub;
let server: TestPostgres | undefined;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(async () => {
  await fake.close();
  await server?.stop();
});

/** The environment of a throwaway site on each store; the PostgreSQL one holds the same starting items. */
const stores: { name: string; env(): Promise<Record<string, string>> }[] = [
  { name: 'files', env: () => Promise.resolve(processSite().env) },
  {
    name: 'postgres',
    async env() {
      server ??= await startPostgres();
      const site = processSite();
      return { ...site.env, DATABASE_URL: await siteDatabase(server, site) };
    },
  },
];

const item = (title: string) => JSON.stringify({ title, description: 'Durability.', type: 'image', src: 'chelster-hall-aerial-lot' });
const list = async (base: string) => (await (await fetch(`${base}/api/portfolio/dronePortfolio`)).json()) as Item[];
/** Every acknowledged item is in the list exactly once, with its title. */
function expectEachOnce(all: Item[], acked: Item[]) {
  const count = new Map<string, Item[]>();
  for (const i of all) count.set(i.id, [...(count.get(i.id) ?? []), i]);
  expect(acked.filter((a) => count.get(a.id)?.length !== 1 || count.get(a.id)![0]!.title !== a.title)).toEqual([]);
}

describe.each(stores)('durability: $name', (store) => {
  let env: Record<string, string>;
  let port: number;
  let running: ServerProcess | undefined;
  let admin: HttpAdmin;
  const start = async () => {
    running = startServerProcess(port, env);
    await running.listening;
    return running;
  };
  beforeAll(async () => {
    env = { ...(await store.env()), ...fakeGitHubEnv(fake), RATE_LIMIT_ADMIN: '1000000', WARM_UP: '0' };
    port = await freePort();
    admin = await signInOverHttp((await start()).url, fake);
  }, 120_000);
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
  });

  it('500 concurrent adds over HTTP: every acknowledged item is present exactly once, also after a restart', async () => {
    const base = running!.url;
    const before = await list(base);
    const answers = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const res = await fetch(`${base}/api/portfolio/dronePortfolio`, {
          method: 'POST',
          headers: admin.headers,
          body: item(`Pass ${i}`),
        });
        return { status: res.status, body: (await res.json()) as Item };
      }),
    );
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    const acked = answers.map((a) => a.body);
    expect(new Set(acked.map((i) => i.id)).size).toBe(500);
    expect(await list(base)).toHaveLength(before.length + 500);
    expectEachOnce(await list(base), acked);
    running!.child.kill('SIGTERM');
    expect(await running!.exited).toBe(0);
    await start();
    expect(await list(base)).toHaveLength(before.length + 500);
    expectEachOnce(await list(base), acked);
  }, 180_000);

  it('kill -9 while adds stream in: after the restart every acknowledged add is present exactly once', async () => {
    const base = running!.url;
    const acked: Item[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let n = 0; !stop; n++) {
        try {
          const res = await fetch(`${base}/api/portfolio/dronePortfolio`, {
            method: 'POST',
            headers: admin.headers,
            body: item(`Kill w${w} n${n}`),
          });
          const body = (await res.json()) as Item;
          if (res.status === 201) acked.push(body);
        } catch {
          return; // the process is gone: this add was never acknowledged
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acked.length < 40) await new Promise((r) => setTimeout(r, 10));
    running!.child.kill('SIGKILL');
    await running!.exited;
    stop = true;
    await Promise.all(workers);
    await start();
    expectEachOnce(await list(base), acked);
  }, 180_000);

  it('kill -9 while content saves stream in: after the restart the last acknowledged save is there, or a later one', async () => {
    const base = running!.url;
    const url = `${base}/api/admin/content/featured-work/drone`;
    const read = async () => (await (await fetch(url, { headers: admin.headers })).json()) as { record: Saved | null; history: Saved[] };
    type Saved = { version: number; data: { source: string } };
    let last: Saved = (await read()).record ?? { version: 0, data: { source: 'built-in' } };
    let saves = 0;
    let stop = false;
    // One editor saving again and again, each time from the version the previous save answered.
    const editor = (async () => {
      while (!stop) {
        const source = last.data.source === 'latest' ? 'built-in' : 'latest';
        try {
          const res = await fetch(url, {
            method: 'PUT',
            headers: admin.headers,
            body: JSON.stringify({ data: { source }, baseVersion: last.version }),
          });
          if (res.status !== 200) throw new Error(`save answered ${res.status}`);
          last = (await res.json()) as Saved;
          saves++;
        } catch (error) {
          if (stop || error instanceof TypeError) return; // the process is gone: this save was never acknowledged
          throw error;
        }
      }
    })();
    while (saves < 20) await new Promise((r) => setTimeout(r, 10));
    running!.child.kill('SIGKILL');
    await running!.exited;
    stop = true;
    await editor;
    await start();
    const after = await read();
    expect(after.record!.version).toBeGreaterThanOrEqual(last.version);
    const kept = after.record!.version === last.version ? after.record : after.history.find((v) => v.version === last.version);
    expect(kept?.data).toEqual(last.data);
  }, 180_000);
});
