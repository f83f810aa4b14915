// The multi-instance proof (issue #15): two instances of the site on one PostgreSQL and one uploads folder.
// A session made on A works on B; A's adds, updates, reorders and deletes show on B's next page request (its HTML
// cache was emptied before A answered); an upload through A is served by B; the rate limit counts both together;
// 500 concurrent adds over both are each present once; kill -9 of A during writes loses no acknowledged write while
// B serves, and A comes back caught up; a rolling restart under load fails no request.
// Short by default (inside `npm test`); `npm run test:cluster -- --long` (CLUSTER_LONG=1) runs heavier rounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startCluster, type Cluster } from './cluster';
import { FAIL_TIMEOUT_MS } from '../nginx';
import type { HttpAdmin, ServerProcess } from '../server-process';

const LONG = process.env.CLUSTER_LONG === '1';
const ADDS = LONG ? 2000 : 500;
const KILL_ROUNDS = LONG ? 5 : 1;
const ROLLING_REQUESTS_PER_STEP = LONG ? 400 : 60;
const PAGE = '/portfolio/photography';
/** The long form's rolling restart re-renders most pages (every tenth request is a write): give it room. */
const LONG_MS = LONG ? 900_000 : 300_000;

type Item = { id: string; title: string };
let cluster: Cluster;
let admin: HttpAdmin;
const A = () => cluster.instances.A;
const B = () => cluster.instances.B;

beforeAll(async () => {
  cluster = await startCluster({ RATE_LIMIT_VITALS: '20' });
  admin = await cluster.signIn(A());
}, 180_000);
afterAll(() => cluster?.stop(), 60_000);

const json = async <T>(res: Response) => (await res.json()) as T;
const page = async (server: ServerProcess) => {
  const res = await fetch(server.url + PAGE);
  return { status: res.status, cache: res.headers.get('x-cache'), html: await res.text(), cacheControl: res.headers.get('cache-control') };
};
/** Requests B's page until it comes from B's HTML cache, so the next check proves that cache was emptied. */
async function cachedOnB() {
  for (let i = 0; i < 20; i++) if ((await page(B())).cache === 'HIT') return;
  throw new Error(`${PAGE} never came from B's cache`);
}
const send = (server: ServerProcess, method: string, path: string, body?: unknown) =>
  fetch(server.url + path, { method, headers: cluster.headersFor(admin), body: body === undefined ? undefined : JSON.stringify(body) });
const newItem = (title: string) => ({ title, description: 'Written in the cluster test.', type: 'image', src: 'leslieville-kitchen' });

describe('two instances on PostgreSQL', () => {
  it('migrates and imports with the project commands; both instances are live and ready', async () => {
    expect(cluster.log[0]).toMatch(/db:migrate: applied/);
    expect(cluster.log[1]).toMatch(/db:import: did change the database/);
    for (const server of [A(), B()]) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/readyz`)).text()).toBe('ready\n');
    }
  });

  it('a session made by signing in on A works on B', async () => {
    const user = await json<{ authenticated: boolean; login?: string; csrfToken?: string }>(
      await fetch(`${B().url}/api/auth/user`, { headers: { cookie: admin.cookie } }),
    );
    expect(user).toMatchObject({ authenticated: true, login: 'northframe-admin', csrfToken: admin.csrf });
    const res = await fetch(`${B().url}/api/admin/portfolio`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
  });

  it("add, update, reorder and delete on A: B's next page request shows each change, with its CDN headers", async () => {
    await cachedOnB();
    const added = await json<Item>(await send(A(), 'POST', '/api/portfolio/photographyPortfolio', newItem('Cluster Loft Sunrise')));
    let seen = await page(B());
    expect(seen.status).toBe(200);
    expect(seen.html).toContain('Cluster Loft Sunrise');
    expect(seen.cacheControl).toMatch(/s-maxage/);

    await cachedOnB();
    expect(
      (await send(A(), 'PUT', '/api/portfolio/photographyPortfolio', { ...newItem('Cluster Loft Sunset'), id: added.id })).status,
    ).toBe(200);
    seen = await page(B());
    expect(seen.html).toContain('Cluster Loft Sunset');
    expect(seen.html).not.toContain('Cluster Loft Sunrise');

    await cachedOnB();
    // The added item leads its collection; moved to the end on A, B's page shows it after the others.
    const ids = (await json<Item[]>(await fetch(`${A().url}/api/portfolio/photographyPortfolio`))).map((i) => i.id);
    expect(ids[0]).toBe(added.id);
    const nextTitle = (await json<Item[]>(await fetch(`${B().url}/api/portfolio/photographyPortfolio`)))[1]!.title;
    expect(
      (await send(A(), 'PUT', '/api/portfolio/photographyPortfolio/order', { ids: [...ids.filter((id) => id !== added.id), added.id] }))
        .status,
    ).toBe(200);
    seen = await page(B());
    expect(seen.html.indexOf(nextTitle)).toBeLessThan(seen.html.indexOf('Cluster Loft Sunset'));
    expect((await json<Item[]>(await fetch(`${B().url}/api/portfolio/photographyPortfolio`))).at(-1)!.id).toBe(added.id);

    await cachedOnB();
    expect((await send(A(), 'DELETE', `/api/portfolio/photographyPortfolio/${added.id}`)).status).toBe(200);
    seen = await page(B());
    expect(seen.html).not.toContain('Cluster Loft Sunset');
  });

  it('a built-in photograph described on A is described so on B’s next page, and in B’s rows for the browser', async () => {
    const image = 'leaside-infill-twilight';
    const alts = async (server: ServerProcess) =>
      [...(await page(server)).html.matchAll(new RegExp(`<img[^>]*src="/img/${image}\\.[^>]*>`, 'g'))].map(
        (m) => /alt="([^"]*)"/.exec(m[0])![1],
      );
    const before = await alts(B());
    expect(before.filter(Boolean).length).toBeGreaterThan(0);
    await cachedOnB();
    const alt = 'A Leaside infill house described in the cluster test';
    const save = (data: unknown, baseVersion: number) =>
      send(A(), 'PUT', `/api/admin/content/site-image/${image}`, { data, baseVersion }).then((r) => r.status);
    expect(await save({ alt }, 0)).toBe(200);
    expect((await alts(B())).filter(Boolean)).toEqual(before.filter(Boolean).map(() => alt));
    expect((await json<{ rows: Record<string, { alt?: string }> }>(await fetch(`${B().url}/api/site-images`))).rows[image]?.alt).toBe(alt);
    // A second save from the first version is refused on B too.
    expect((await send(B(), 'PUT', `/api/admin/content/site-image/${image}`, { data: {}, baseVersion: 0 })).status).toBe(409);
    expect(await save({}, 1)).toBe(200);
    expect(await alts(B())).toEqual(before);
  });

  it('an upload through A is served by B, and listed in B’s media library', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6b7f8e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'porch.png');
    const { 'Content-Type': _json, ...headers } = cluster.headersFor(admin);
    const res = await fetch(`${A().url}/api/upload`, { method: 'POST', headers, body: form });
    expect(res.status).toBe(201);
    const upload = await json<{ id: string; url: string }>(res);
    const [fromA, fromB] = await Promise.all([fetch(A().url + upload.url), fetch(B().url + upload.url)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const media = await json<{ media: { id: string }[] }>(await fetch(`${B().url}/api/admin/media`, { headers: { cookie: admin.cookie } }));
    expect(media.media.map((m) => m.id)).toContain(upload.id);
  });

  it('the rate limit counts requests to A and B together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const server = i % 2 ? B() : A();
      const res = await fetch(`${server.url}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'LCP', value: 1000 + i, id: `v1-cluster-${i}`, path: '/' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it(`${ADDS} concurrent adds spread over both instances: every acknowledged add is present exactly once`, async () => {
    const before = await json<Item[]>(await fetch(`${A().url}/api/portfolio/dronePortfolio`));
    const answers = await Promise.all(
      Array.from({ length: ADDS }, async (_, i) => {
        const res = await send(i % 2 ? B() : A(), 'POST', '/api/portfolio/dronePortfolio', newItem(`Bluffs pass ${i}`));
        return { status: res.status, body: await json<Item>(res) };
      }),
    );
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    const acked = answers.map((a) => a.body);
    expect(new Set(acked.map((i) => i.id)).size).toBe(ADDS);
    for (const server of [A(), B()]) {
      const list = await json<Item[]>(await fetch(`${server.url}/api/portfolio/dronePortfolio`));
      expect(list).toHaveLength(before.length + ADDS);
      const count = new Map<string, number>();
      for (const item of list) count.set(item.id, (count.get(item.id) ?? 0) + 1);
      expect(acked.filter((item) => count.get(item.id) !== 1)).toEqual([]);
    }
  }, 300_000);

  it('kill -9 of A during writes: B keeps serving, no acknowledged write is lost, A restarts and catches up', async () => {
    for (let round = 1; round <= KILL_ROUNDS; round++) {
      const acked: Item[] = [];
      const errors: string[] = [];
      let stop = false;
      let aDown = false;
      const worker = async (target: () => ServerProcess, w: number) => {
        for (let n = 0; !stop; n++) {
          const server = target();
          const down = server === A() && aDown;
          try {
            const res = await send(server, 'POST', '/api/portfolio/videoPortfolio', newItem(`Kill r${round} w${w} n${n}`));
            if (res.status === 201) acked.push(await json<Item>(res));
            else errors.push(`add answered ${res.status}`);
          } catch (error) {
            // Only A, killed on purpose, may drop a request; its workers wait for the restart.
            if (!(server === A() && (aDown || down))) errors.push(String((error as Error).cause ?? error));
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      };
      const workers = [worker(A, 0), worker(A, 1), worker(B, 2), worker(B, 3)];
      while (acked.length < 20) await new Promise((r) => setTimeout(r, 20));
      aDown = true;
      A().child.kill('SIGKILL');
      await A().exited;
      const ackedAtKill = acked.length;
      // B serves pages and takes writes while A is gone.
      expect((await page(B())).status).toBe(200);
      while (acked.length < ackedAtKill + 10) await new Promise((r) => setTimeout(r, 20));
      const restarted = await cluster.start('A');
      aDown = false;
      stop = true;
      await Promise.all(workers);
      expect(errors).toEqual([]);
      const fromA = await json<Item[]>(await fetch(`${restarted.url}/api/portfolio/videoPortfolio`));
      const fromB = await json<Item[]>(await fetch(`${B().url}/api/portfolio/videoPortfolio`));
      expect(fromA).toEqual(fromB);
      const ids = new Map<string, number>();
      for (const item of fromA) ids.set(item.id, (ids.get(item.id) ?? 0) + 1);
      expect(acked.filter((item) => ids.get(item.id) !== 1)).toEqual([]);
      // A renders from the shared data at once: its page lists as many items as the database holds.
      const html = await (await fetch(`${restarted.url}/portfolio/video`)).text();
      expect(html.match(/"numberOfItems":(\d+)/)?.[1]).toBe(String(fromB.length));
    }
  }, 300_000);

  it(
    'rolling restart behind nginx (SIGTERM A, start A, SIGTERM B, start B) under a bounded load: no request fails',
    async () => {
      const site = cluster.balancer.url;
      const failures: string[] = [];
      const acked: Item[] = [];
      let sent = 0;
      let stop = false;
      const paths = ['/', PAGE, '/services/drone', '/portfolio/video', '/about', '/api/portfolio/photographyPortfolio'];
      const client = async (c: number) => {
        for (let n = 0; !stop; n++) {
          sent++;
          try {
            // Every tenth request is an admin write, through the balancer like the rest.
            const write = n % 10 === 9;
            const res = write
              ? await fetch(`${site}/api/portfolio/aiServicesPortfolio`, {
                  method: 'POST',
                  headers: cluster.headersFor(admin),
                  body: JSON.stringify(newItem(`Rolling c${c} n${n}`)),
                })
              : await fetch(site + paths[(c + n) % paths.length]!);
            if (write && res.status === 201) acked.push(await json<Item>(res));
            else await res.arrayBuffer();
            if (res.status >= 300) failures.push(`${res.status} ${res.url}`);
          } catch (error) {
            failures.push(String((error as Error).cause ?? error));
          }
        }
      };
      const clients = Array.from({ length: 4 }, (_, c) => client(c));
      /** Waits until the load has sent this many more requests. */
      const load = (count: number) =>
        new Promise<void>((resolve) => {
          const target = sent + count;
          const timer = setInterval(() => {
            if (sent < target) return;
            clearInterval(timer);
            resolve();
          }, 10);
        });
      for (const name of ['A', 'B'] as const) {
        await load(ROLLING_REQUESTS_PER_STEP);
        const old = cluster.instances[name];
        old.child.kill('SIGTERM');
        expect(await old.exited).toBe(0);
        await load(ROLLING_REQUESTS_PER_STEP);
        // As docs/deploy.md says: start it, wait until it is ready, then until the balancer has taken it back
        // (nginx tries an instance it left out again once fail_timeout has passed) before stopping the next one.
        const started = await cluster.start(name);
        expect((await fetch(`${started.url}/readyz`)).status).toBe(200);
        await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 500));
      }
      await load(ROLLING_REQUESTS_PER_STEP);
      stop = true;
      await Promise.all(clients);
      expect(failures, cluster.balancer.log()).toEqual([]);
      expect(sent).toBeGreaterThan(ROLLING_REQUESTS_PER_STEP * 5);
      const stored = new Set((await json<Item[]>(await fetch(`${site}/api/portfolio/aiServicesPortfolio`))).map((i) => i.id));
      expect(acked.filter((item) => !stored.has(item.id))).toEqual([]);
    },
    LONG_MS,
  );
});
