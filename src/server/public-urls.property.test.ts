// Property test (fast-check) over the public side: arbitrary request targets (route segments mixed with
// traversal tricks, broken percent-encoding, prototype keys, odd query strings), GET or HEAD, any
// Accept-Encoding, sent as raw bytes to the app on loopback. Never a 5xx, never a dropped connection, never
// package.json's contents, and the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Server } from 'node:http';
import { listenLikeServer, testApp } from '#test/test-app';
import { rawRequest } from '#test/raw-http';
import { portfolioSlugs, serviceSlugs, citySlugs } from '#shared/catalog';
import { postSlugs } from '#content/posts';

let server: Server;
let port: number;
let logs: string[];

beforeAll(async () => {
  const handle = await testApp();
  logs = handle.logs;
  ({ server, port } = await listenLikeServer(handle.app));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const routeSegment = fc.constantFrom(
  ...['services', 'portfolio', 'blog', 'projects', 'service-areas', 'uploads', 'assets', 'img', 'api', 'auth', 'admin', 'search'],
  ...['sitemap.xml', 'robots.txt', 'feed.xml', 'favicon.svg', 'github', 'callback', 'user', 'photographyPortfolio'],
  ...serviceSlugs,
  ...portfolioSlugs,
  ...citySlugs,
  ...postSlugs.slice(0, 3),
);
const hostileSegment = fc.constantFrom(
  ...['..', '.', '%2e%2e', '..%2f', '%2f', '%5c', '..%5c', '%00', '%', '%zz', '%c0%ae%c0%ae', '%ff%fe', '%e0%a4%a'],
  ...['__proto__', 'constructor', 'prototype', 'toString', '.env', 'db.json', '.db.json.tmp', 'package.json', '~', ';', '@', ':'],
  'x'.repeat(300),
);
const segment = fc.oneof(
  { weight: 5, arbitrary: routeSegment },
  { weight: 3, arbitrary: hostileSegment },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const queryPart = fc.oneof(
  fc.constantFrom('q', 'page', 'view', '__proto__', 'q[]', 'q[x]', 'code', 'state', 'signin'),
  fc.string({ maxLength: 6 }),
);
const query = fc.array(
  fc.tuple(queryPart, fc.oneof(fc.constantFrom('', '%', '-1', '1e99', 'grid', '<script>'), fc.string({ maxLength: 10 }))),
  { maxLength: 4 },
);

const target = fc
  .record({
    lead: fc.constantFrom('/', '/', '/', '/', '/', '/', '/', '/', '//', '/\\', 'http://evil.example/', '*'),
    segments: fc.array(segment, { minLength: 0, maxLength: 4 }),
    slash: fc.constantFrom(false, false, false, true),
    query,
  })
  .map(({ lead, segments, slash, query: q }) => {
    const path = lead + segments.join('/') + (slash && segments.length ? '/' : '');
    const search = q.length ? `?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
    // Spaces, CR and LF would end the request line itself; everything else goes to Node's parser as generated.
    return (path + search).replace(/[\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  });

const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD'),
  target,
  encoding: fc.constantFrom('br', 'gzip', 'identity', '*', 'br;q=0, gzip', ''),
});

describe('public URLs, property', () => {
  it('never answers 5xx or drops the connection, and never serves package.json', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, target: url, encoding }) => {
        const head = `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`;
        const answer = await rawRequest(port, [Buffer.from(head, 'utf8')]);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${method} ${url}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${url}`).toBeLessThan(500);
        expect(answer.text).not.toMatch(/"devDependencies"|"allowScripts"/);
      }),
      { numRuns: 250 },
    );
    expect(logs.filter((l) => l.includes('"area":"http"'))).toEqual([]);
    // The generators must reach pages, redirects, misses and refusals alike.
    for (const status of [200, 301, 404, 400]) expect(statuses.get(status) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    console.info('[public-urls.property] statuses:', JSON.stringify(Object.fromEntries([...statuses].sort())));
    const after = await rawRequest(port, ['GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n']);
    expect(after.status).toBe(200);
  }, 120_000);
});
