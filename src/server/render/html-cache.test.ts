// The HTML cache: hits with ETags and ready encodings, 304s, strict CSP on cached bytes, complete pages for bots.
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import zlib from 'node:zlib';
import http from 'node:http';
import type { Express } from 'express';
import { testApp } from '../testing/test-app';
import { scriptTags } from '../testing/html';
import { HtmlCache, negotiateEncoding } from './html-cache';

let app: Express;

/** The cache fills after the first response is sent (compression runs off the request path): poll for the hit. */
async function cachedHit(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) {
    const res = await request(app).get(path).set(headers);
    if (res.headers['x-cache'] === 'HIT') return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

beforeAll(async () => {
  app = (await testApp()).app;
});

describe('negotiateEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('HtmlCache', () => {
  it('drops a page rendered before the cache was cleared', async () => {
    const cache = new HtmlCache();
    const generation = cache.currentGeneration;
    cache.clear();
    await cache.store('k', Buffer.from('<html></html>'), 200, 'public', generation);
    expect(cache.get('k')).toBeUndefined();
    await cache.store('k', Buffer.from('<html></html>'), 200, 'public');
    expect(cache.get('k')?.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('cached pages over HTTP', () => {
  it('renders once, then serves the same bytes with an ETag', async () => {
    const first = await request(app).get('/about').set('Accept-Encoding', 'identity');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await cachedHit('/about', { 'Accept-Encoding': 'identity' });
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toMatch(/^"/);
    expect(second.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const hit = await cachedHit('/faq');
    const res = await request(app).get('/faq').set('If-None-Match', hit.headers.etag);
    expect(res.status).toBe(304);
    expect(res.text ?? '').toBe('');
  });

  it('serves ready brotli and gzip bytes that decode to the same page', async () => {
    const plain = await cachedHit('/contact', { 'Accept-Encoding': 'identity' });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as import('node:net').AddressInfo).port;
    const raw = (encoding: string) =>
      new Promise<{ headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/contact', headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    try {
      const br = await raw('br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.text);
      const gz = await raw('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.text);
    } finally {
      server.close();
    }
  });

  it('keeps the CSP strict on cached responses: no inline executable script in the bytes', async () => {
    const hit = await cachedHit('/reviews');
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    for (const attrs of scriptTags(hit.text)) {
      expect(/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)).toBe(true);
    }
  });

  it('gives bots the complete page from the cache too', async () => {
    const res = await cachedHit('/learn', { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(res.text).toContain('</footer>');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('never caches error pages, queries or the admin', async () => {
    for (const path of ['/no-such-page', '/blog?q=drone', '/admin']) {
      await request(app).get(path);
      await new Promise((r) => setTimeout(r, 100));
      const again = await request(app).get(path);
      expect(again.headers['x-cache']).toBeUndefined();
    }
  });
});
