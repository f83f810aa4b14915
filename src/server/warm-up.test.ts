import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { quietLog, testConfig } from '#test/test-app';
import { ownUrl, warmUp } from './warm-up';
import type { Config } from './env';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
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
    const result = await warmUp(base, { only: ['/privacy'] });
    expect(result.failed).toEqual([]);
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
      const formats = heroFiles.map((f) => f.split('.').at(-1));
      expect(formats.slice(0, formats.indexOf('webp'))).toEqual(formats.filter((f) => f === 'avif'));
      const avifWidths = heroFiles.filter((f) => f.endsWith('.avif')).map((f) => Number(/\.p?(\d+)\.avif$/.exec(f)![1]));
      expect(avifWidths).toEqual([...avifWidths].sort((a, b) => b - a));
    } finally {
      proxy.close();
    }
  }, 300_000);

  it('reports, rather than throws, when the server is unreachable', async () => {
    const result = await warmUp('http://127.0.0.1:9');
    expect(result.pages).toBe(0);
    expect(result.failed[0]).toMatch(/^warm-up stopped: /);
  });
});
