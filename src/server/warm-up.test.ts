import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { quietLog, testConfig } from '#test/test-app';
import { imagesOf, ownUrl, warmUp } from './warm-up';
import type { Config } from './env';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { getEventListeners } from 'node:events';
import os from 'node:os';
import path from 'node:path';

let server: Server;
let base: string;
let config: Config;

beforeAll(async () => {
  const { log } = quietLog();
  config = testConfig({ NODE_ENV: 'production', IMAGE_CACHE_DIR: mkdtempSync(path.join(os.tmpdir(), 'nf-img-')) });
  const { app } = await createApp(config, { log });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('start-up warm-up', () => {
  it('requests every sitemap page, after which they are served from the HTML cache', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const count = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).size;
    const result = await warmUp(base, { images: false });
    expect(result.failed).toEqual([]);
    expect(result.pages).toBe(count);
    expect(count).toBeGreaterThan(30);
    // The cache stores a page once its response is compressed (off the request path): wait for the last page
    // warmed, then the first request for each earlier page must already be a hit.
    const last = new URL([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].at(-1)![1]!).pathname;
    for (let i = 0; i < 50; i++) {
      if ((await fetch(base + last, { method: 'HEAD' })).headers.get('x-cache') === 'HIT') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // A page whose phone hero is inlined waits for that file (the render asked for it; this cache starts empty): it
    // is stored by the first render after the file is made. Every other page is a hit at once.
    for (const path of ['/', '/services/photography', '/service-areas/toronto', '/blog']) {
      let cache: string | null = null;
      for (let tries = 0; tries < 300 && cache !== 'HIT'; tries++) {
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
        cache = res.headers.get('x-cache');
        if (cache !== 'HIT') await new Promise((r) => setTimeout(r, 200));
      }
      expect(cache, path).toBe('HIT');
    }
  }, 300_000);

  it('reaches the server on loopback when it listens on every address', () => {
    expect(ownUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownUrl('::1', 8080)).toBe('http://[::1]:8080');
    expect(ownUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
  });

  it('stops when aborted and reports no failure for it', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await warmUp(base, { signal: controller.signal });
    expect(result.pages).toBe(0);
    expect(result.failed).toEqual([]);
  });

  it('then makes every image file the pages name, so a visitor’s first request finds it made', async () => {
    // One page with one picture, its hero: its widths, formats and phone crops.
    const controller = new AbortController();
    const result = await warmUp(base, { only: ['/privacy'], signal: controller.signal });
    expect(result.failed).toEqual([]);
    // No request leaves a listener on the shutdown signal (thousands on a whole site set off Node's leak warning).
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(result.images).toBeGreaterThan(10);
    const html = await (await fetch(`${base}/privacy`)).text();
    const file = /\/img\/([a-z0-9-]+\.[0-9a-f]{8}\.p?\d+\.avif)/.exec(html)![1]!;
    expect(existsSync(path.join(config.imageCacheDir, file))).toBe(true);
  }, 300_000);

  it("makes the first page's hero, AVIF and the widest first, before it renders the next page", async () => {
    // A recording proxy in front of the app: the order in which the warm-up asks for things.
    const asked: string[] = [];
    const proxy = createServer((req, res) => {
      asked.push(req.url!);
      void fetch(base + req.url!, { headers: { 'user-agent': req.headers['user-agent'] ?? '' } }).then(async (r) => {
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await r.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const result = await warmUp(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, { only: ['/terms', '/licensing-terms'] });
      expect(result.failed).toEqual([]);
      const second = asked.indexOf('/licensing-terms');
      const heroFiles = asked.slice(1, second);
      expect(heroFiles.length).toBeGreaterThan(5);
      expect(heroFiles.every((f) => f.startsWith('/img/'))).toBe(true);
      // Two files are asked for at a time (one per image worker), so neighbours may reach the proxy in either
      // order: the order itself is the next test's, on the list the warm-up works through.
      const { hero } = imagesOf(await (await fetch(`${base}/terms`)).text());
      expect([...heroFiles].sort()).toEqual([...hero].sort());
    } finally {
      proxy.close();
    }
  }, 300_000);

  it('works through a page’s hero files AVIF first, then WebP, then JPEG, the widest first within each', async () => {
    const html = await (await fetch(`${base}/terms`)).text();
    const { hero, rest } = imagesOf(html);
    expect(hero.length).toBeGreaterThan(5);
    const formats = hero.map((f) => f.split('.').at(-1));
    expect(formats).toEqual([...formats].sort((a, b) => ['avif', 'webp', 'jpg'].indexOf(a!) - ['avif', 'webp', 'jpg'].indexOf(b!)));
    for (const format of ['avif', 'webp', 'jpg']) {
      const widths = hero.filter((f) => f.endsWith(`.${format}`)).map((f) => Number(/\.p?(\d+)\.\w+$/.exec(f)![1]));
      expect(widths, format).toEqual([...widths].sort((a, b) => b - a));
    }
    // The hero's files are not asked for again with the rest.
    expect(rest.filter((f) => hero.includes(f))).toEqual([]);
  });

  it('reports, rather than throws, when the server is unreachable', async () => {
    const result = await warmUp('http://127.0.0.1:9');
    expect(result.pages).toBe(0);
    expect(result.failed[0]).toMatch(/^warm-up stopped: /);
  });
});
