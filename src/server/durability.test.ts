// Durability: 500 concurrent adds over HTTP, each acknowledged item present exactly once (also after a restart);
// SIGTERM while ~50 page requests are in flight: every one of them gets its 2xx and the process exits 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { createApp } from './app';
import { DEFAULT_RATE_LIMITS } from './env';
import { PortfolioStore } from './storage/portfolio-store';
import { listenLikeServer, quietLog, testConfig } from '#test/test-app';
import { adminEnv } from '#test/admin-session';
import { freePort, signInOverHttp, startServerProcess, processSite } from '#test/server-process';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

type Item = { id: string; title: string };

describe('durability', () => {
  it('500 concurrent adds: every acknowledged item is present exactly once, on disk and after a restart', async () => {
    // 500 writes in a burst is far past a person's pace: lift the admin rate limit for this app only.
    const config = testConfig(adminEnv(fake), { rateLimits: { ...DEFAULT_RATE_LIMITS, admin: 10_000 } });
    const handle = await createApp(config, { log: quietLog().log });
    const { server, port } = await listenLikeServer(handle.app);
    const base = `http://127.0.0.1:${port}`;
    try {
      const admin = await signInOverHttp(base, fake);
      const before = (await (await fetch(`${base}/api/portfolio/dronePortfolio`)).json()) as Item[];
      const answers = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const res = await fetch(`${base}/api/portfolio/dronePortfolio`, {
            method: 'POST',
            headers: admin.headers,
            body: JSON.stringify({
              title: `Scarborough Bluffs pass ${i}`,
              description: 'Drone pass along the bluffs.',
              type: 'image',
              src: 'chelster-hall-aerial-lot',
            }),
          });
          return { status: res.status, body: (await res.json()) as Item };
        }),
      );
      const acked = answers.filter((a) => a.status === 201).map((a) => a.body);
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(new Set(acked.map((i) => i.id)).size).toBe(500);

      const check = (list: Item[]) => {
        expect(list).toHaveLength(before.length + 500);
        const count = new Map<string, number>();
        for (const item of list) count.set(item.id, (count.get(item.id) ?? 0) + 1);
        for (const item of acked) expect(count.get(item.id), item.id).toBe(1);
        expect(new Set(acked.map((i) => i.title)).size).toBe(500);
      };
      check((await (await fetch(`${base}/api/portfolio/dronePortfolio`)).json()) as Item[]);
      // Answers go out after the fsync, so the file already holds every acknowledged item.
      check(JSON.parse(readFileSync(config.dbFile, 'utf8')).dronePortfolio);
      await handle.close();
      check(await new PortfolioStore(config.dbFile, quietLog().log).list('dronePortfolio'));
    } finally {
      server.close();
    }
  }, 60_000);

  it('SIGTERM under load: the ~50 page requests in flight all get a 2xx, then the process exits 0', async () => {
    const site = processSite();
    const server = startServerProcess(await freePort(), site.env);
    await server.listening;
    const pages = [
      '/',
      '/about',
      '/portfolio/photography',
      '/services/drone',
      '/blog',
      '/contact',
      '/faq',
      '/projects',
      '/service-areas/toronto',
      '/search',
    ];
    // Each request on its own connection (node:http, no agent), so "in flight" is exact: SIGTERM is sent once every
    // request has been written to its socket and three have been answered. (With fetch, the client could still be
    // opening connections when the first answers came, and a request that had not been sent yet was counted.)
    let answered = 0;
    let written = 0;
    let signalled!: () => void;
    const signal = new Promise<void>((resolve) => (signalled = resolve));
    const ready = () => {
      if (answered >= 3 && written === 50) signalled();
    };
    const requests = Array.from(
      { length: 50 },
      // A query string per request keeps the HTML cache from answering them all at once.
      (_, i) =>
        new Promise<number | string>((resolve) => {
          const req = http.get(
            `${server.url}${pages[i % pages.length]}?load=${i}`,
            { agent: false, headers: { connection: 'close' } },
            (res) => {
              res.resume();
              res.on('end', () => {
                answered++;
                ready();
                resolve(res.statusCode ?? 0);
              });
              res.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.message} ${error.code ?? ''}`));
            },
          );
          req.on('finish', () => {
            written++;
            ready();
          });
          req.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.message} ${error.code ?? ''}`));
        }),
    );
    await signal;
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    const failed = statuses.filter((s) => typeof s !== 'number' || s < 200 || s >= 300);
    expect(failed, server.output()).toEqual([]);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM');
  }, 60_000);

  it('sweeps half-written uploads (.name.tmp) that a killed process left, at start-up, and keeps finished ones', async () => {
    const config = testConfig();
    const tmp = path.join(config.uploadsDir, '.0123abcd.webp.tmp');
    const done = path.join(config.uploadsDir, '0123abcd-640.webp');
    writeFileSync(tmp, 'half');
    writeFileSync(done, 'whole');
    const { log, lines } = quietLog();
    const handle = await createApp(config, { log });
    expect(existsSync(tmp)).toBe(false);
    expect(existsSync(done)).toBe(true);
    expect(lines.join('\n')).toMatch(/"count":1,"msg":"removed unfinished upload files/);
    await handle.close();
  });
});
