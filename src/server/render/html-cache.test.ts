// The HTML cache: hits with ETags and ready encodings, 304s, strict CSP on cached bytes, complete pages for bots,
// hits whose headers are the miss's (they are replayed before the rest of the middleware runs), and what is never cached.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import zlib from 'node:zlib';
import type { Express } from 'express';
import { testApp } from '#test/test-app';
import { scriptTags } from '#test/html';
import { exactRequest, type ExactResponse } from '#test/raw-http';
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

/** A listening copy of an app, for requests that see the exact bytes (supertest decodes bodies and merges headers). */
async function listen(target: Express) {
  const server = target.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    exactRequest(`http://127.0.0.1:${port}${path}`, headers, method);
  /** The first response (a miss), then polls until the page comes from the cache. */
  const missThenHit = async (path: string, headers: Record<string, string> = {}) => {
    const miss = await raw(path, headers);
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 30));
      const hit = await raw(path, headers);
      if (hit.headers['x-cache'] === 'HIT') return { miss, hit };
    }
    throw new Error(`${path} never came from the cache`);
  };
  return { raw, missThenHit, close: () => new Promise((r) => server.close(r)) };
}

/** Headers that differ between any two responses (Date), or by design between a streamed miss and a hit. */
const PER_RESPONSE = new Set(['date', 'transfer-encoding', 'content-length', 'etag', 'x-cache', 'x-request-id']);
const sameAcrossResponses = (raw: string[]) => {
  const lines: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!PER_RESPONSE.has(raw[i]!.toLowerCase())) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return lines;
};

const decode = (res: ExactResponse) =>
  res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(res.body).toString()
      : res.body.toString();

let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  app = (await testApp()).app;
  server = await listen(app);
});
afterAll(() => server.close());

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
    await cache.store('k', Buffer.from('<html></html>'), 200, ['Cache-Control', 'public'], generation);
    expect(cache.get('k')).toBeUndefined();
    await cache.store('k', Buffer.from('<html></html>'), 200, ['Cache-Control', 'public']);
    expect(cache.get('k')?.etag).toMatch(/^"[\w-]+"$/);
  });

  it('holds at most maxBytes, dropping the least recently used page first', async () => {
    const html = Buffer.from(`<html>${'x'.repeat(4000)}</html>`);
    const probe = new HtmlCache();
    await probe.store('a', html, 200, []);
    const perPage = probe.bytes;
    expect(perPage).toBeGreaterThan(html.length);

    const cache = new HtmlCache(perPage * 2.5);
    await cache.store('a', html, 200, []);
    await cache.store('b', html, 200, []);
    cache.get('a'); // now the most recently used
    await cache.store('c', html, 200, []);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(perPage * 2);

    const tiny = new HtmlCache(perPage - 1);
    await tiny.store('a', html, 200, []);
    expect(tiny.size).toBe(0); // a page bigger than the whole cache is not kept
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
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
    const res = await request(app).get('/faq').set('If-None-Match', String(hit.headers.etag));
    expect(res.status).toBe(304);
    expect(res.text ?? '').toBe('');
  });

  it('serves ready brotli and gzip bytes that decode to the same page', async () => {
    const plain = await cachedHit('/contact', { 'Accept-Encoding': 'identity' });
    const br = await server.raw('/contact', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await server.raw('/contact', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.text);
  });

  it.each([
    ['br, gzip', '/privacy'],
    ['gzip', '/terms'],
    ['identity', '/media'],
  ])("sends a hit with the miss's headers byte for byte (Accept-Encoding: %s), plus ETag and Content-Length", async (encoding, path) => {
    const { miss, hit } = await server.missThenHit(path, { 'accept-encoding': encoding });
    expect(sameAcrossResponses(hit.raw)).toEqual(sameAcrossResponses(miss.raw));
    expect(hit.raw).toContain('Content-Security-Policy');
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(hit.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    expect(decode(hit)).toBe(decode(miss));

    const head = await server.raw(path, { 'accept-encoding': encoding }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.raw.filter((_, i) => i % 2 === 0 || head.raw[i - 1] !== 'Date')).toEqual(
      hit.raw.filter((_, i) => i % 2 === 0 || hit.raw[i - 1] !== 'Date'),
    );

    const notModified = await server.raw(path, { 'accept-encoding': encoding, 'if-none-match': `W/"other", ${hit.headers.etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(hit.headers.etag);
    for (const name of ['content-security-policy', 'cache-control', 'vary', 'x-frame-options', 'permissions-policy']) {
      expect(notModified.headers[name]).toBe(hit.headers[name]);
    }
  });

  it('replays the headers of the configuration it runs with (HSTS, the analytics CSP)', async () => {
    const other = await listen((await testApp({ PUBLIC_URL: 'https://northframe.example', GA_MEASUREMENT_ID: 'G-TEST12345' })).app);
    try {
      const { miss, hit } = await other.missThenHit('/sitemap', { 'accept-encoding': 'br' });
      expect(sameAcrossResponses(hit.raw)).toEqual(sameAcrossResponses(miss.raw));
      expect(hit.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(hit.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    } finally {
      await other.close();
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

  it('never caches error pages, queries, search or the admin, however the path is spelled', async () => {
    for (const path of ['/no-such-page', '/blog?q=drone', '/admin', '/Admin', '/ADMIN', '/search']) {
      await request(app).get(path);
      await new Promise((r) => setTimeout(r, 100));
      const again = await request(app).get(path);
      expect(again.headers['x-cache']).toBeUndefined();
    }
    expect((await request(app).get('/admin')).headers['cache-control']).toBe('no-store');
    for (const spelling of ['/Admin', '/ADMIN', '/admin/']) {
      const res = await request(app).get(spelling).expect(301);
      expect(res.headers.location).toBe('/admin');
    }
  });

  it('leaves everything but a query-less GET or HEAD of a cached page to the rest of the app', async () => {
    await cachedHit('/downloads');
    const withQuery = await request(app).get('/downloads?ref=mail');
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers['x-cache']).toBeUndefined();
    const slash = await request(app).get('/downloads/');
    expect([slash.status, slash.headers.location]).toEqual([301, '/downloads']);
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await request(app)[method]('/downloads');
      expect(res.status).toBe(405);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    const api = await request(app).get('/api/portfolio/photographyPortfolio');
    expect(api.headers['content-type']).toMatch(/json/);
    expect(api.headers['x-cache']).toBeUndefined();
  });

  it("answers a campaign link's tracking parameters from the cache, and any other query with a render", async () => {
    const hit = await cachedHit('/downloads');
    const campaign = await request(app).get('/downloads?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=a1');
    expect(campaign.headers['x-cache']).toBe('HIT');
    expect(campaign.text).toBe(hit.text);
    expect(campaign.headers.etag).toBe(hit.headers.etag);
    const notModified = await request(app).get('/downloads?fbclid=b2').set('If-None-Match', hit.headers.etag!);
    expect(notModified.status).toBe(304);
    for (const query of ['utm_source=newsletter&ref=mail', 'UTM_SOURCE=newsletter', 'q=drone']) {
      const res = await request(app).get(`/downloads?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers['x-cache'], query).toBeUndefined();
    }
  });

  it('serves a request that carries a session cookie the same page, and never sets a cookie on a hit', async () => {
    const hit = await cachedHit('/vendor-directory');
    const withCookie = await request(app).get('/vendor-directory').set('Cookie', 'nf.sid=s%3Asomething.signature');
    expect(withCookie.headers['x-cache']).toBe('HIT');
    expect(withCookie.text).toBe(hit.text);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });
});
