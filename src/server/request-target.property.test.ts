// One page, one key (security round 3, findings 1 and 2): whatever request target a client sends over the wire, a page
// is stored in the HTML cache only under the key of the page it is, and a target that is not canonical is answered
// without a render (a 301 to its one address, or a 400 or 414). Sent over a real socket, since HTTP clients drop a
// fragment and resolve dot segments before sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Server } from 'node:http';
import { rawRequest } from '#test/raw-http';
import { canonicalHref } from '#test/html';
import { wrappedRenderer } from '#test/wrapped-renderer';
import { listenLikeServer, quietLog, testConfig, TEST_PUBLIC_URL } from '#test/test-app';
import { MAX_PATH_LENGTH } from '#shared/route-policy';
import { createApp, type AppHandle } from './app';
import { parseTarget } from './http/request-target';
import { visitablePaths } from './seo/public-urls';

let handle: AppHandle;
let server: Server;
let port: number;
let renders = 0;
/** The canonical link of each real page the generated targets can reach, read from a render of its own address. */
const expected = new Map<string, string>();

const WORDS = ['about', 'privacy', 'terms', 'portfolio', 'photography', 'services', 'faq'];

beforeAll(async () => {
  const renderer = await wrappedRenderer((render, ...args) => {
    renders++;
    return render(...args);
  });
  const config = testConfig({}, { mode: 'production', dev: false });
  handle = await createApp(config, { renderer, log: quietLog().log });
  ({ server, port } = await listenLikeServer(handle.app));
  const reachable = [...visitablePaths()].filter((p) => p.split('/').every((s) => s === '' || WORDS.includes(s)));
  for (const path of reachable) {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expected.set(path, canonicalHref(page.body)!);
  }
  expect(expected.size).toBeGreaterThanOrEqual(6);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

/** One request with the target exactly as given; the body undecoded (no Accept-Encoding, so identity). */
async function get(target: string) {
  const answer = await rawRequest(port, [`GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`]);
  const [head = '', ...rest] = answer.text.split('\r\n\r\n');
  const location = /\r\nLocation: ([^\r]*)/i.exec(head)?.[1];
  return { status: answer.status, head, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8'), location };
}

/** Every page in the cache is the page of its key's path: a real page, whose canonical link is its own. */
async function expectCacheTrue() {
  await handle.htmlCache!.idle();
  for (const key of handle.htmlCache!.keys()) {
    const path = key.slice(key.indexOf(' ') + 1);
    const stored = handle.htmlCache!.get(key)!.responses.identity.body.toString();
    expect(expected.has(path), `a page stored under ${path}`).toBe(true);
    expect(canonicalHref(stored), `the page stored under ${path}`).toBe(expected.get(path));
  }
}

const piece = fc.constantFrom(
  ...WORDS,
  ...['/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '#', '?', '%23', '%3F', '%2f', '%2F', '%5c', '%00'],
  ...['x', 'A', 'About', '%41', '%61', '"', '{', '}', '~', '=', ';', '&', '%', '%zz', '*', 'utm_source=a', '&gclid=1'],
);
const target = fc.oneof(
  { weight: 20, arbitrary: fc.array(piece, { maxLength: 14 }).map((parts) => `/${parts.join('')}`) },
  { weight: 1, arbitrary: fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => `/x${'/..'.repeat(n * 400)}/about`.slice(0, MAX_PATH_LENGTH + n)) },
);

describe('request targets and the HTML cache', () => {
  it('stores a page only under its own key, and never renders a target that is not canonical', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (raw) => {
        // Each target meets an empty cache, the moment the probe's poisoning needed.
        handle.htmlCache!.clear();
        const before = renders;
        const answer = await get(raw);
        expect(answer.status, raw).toBeGreaterThan(0);
        expect(answer.status, raw).toBeLessThan(500);
        const parsed = parseTarget(raw);
        if (!parsed.canonical) {
          expect(renders, `${raw} was rendered`).toBe(before);
          expect([301, 400, 414], raw).toContain(answer.status);
        }
        if (answer.status === 301) {
          // One redirect lands on the canonical target (Express escapes the query's odd characters on the way).
          const next = parseTarget(answer.location!);
          expect(next.canonical, `${raw} -> ${answer.location}`).toBe(true);
          expect(next.path, raw).toBe(parsed.path);
        }
        if (answer.status === 200 && /text\/html/.test(answer.head)) {
          expect(parsed.canonical, raw).toBe(true);
          expect(canonicalHref(answer.body), raw).toBe(expected.get(parsed.path));
        }
        await expectCacheTrue();
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['/#/../privacy', '/'],
    ['/about#/../terms', '/about'],
    ['/portfolio/photography#/../../privacy', '/portfolio/photography'],
    ['/portfolio/photography%23/%2e%2e/%2E%2E/privacy', '/privacy'],
  ])('cannot make %s stand for another page', async (raw, path) => {
    handle.htmlCache!.clear();
    const before = renders;
    const answer = await get(raw);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(path);
    expect(renders).toBe(before);
    const page = await get(path);
    expect(canonicalHref(page.body)).toBe(`${TEST_PUBLIC_URL}${path === '/' ? '/' : path}`);
    await expectCacheTrue();
    expect(handle.htmlCache!.keys().map((k) => k.split(' ')[1])).toEqual([path]);
  });

  it('answers 170 dot-segment spellings of a page with 301s, rendering and storing none, so real pages stay cached', async () => {
    handle.htmlCache!.clear();
    for (const path of expected.keys()) await get(path);
    await handle.htmlCache!.idle();
    const keys = handle.htmlCache!.keys().sort();
    expect(keys).toHaveLength(expected.size);
    const before = renders;
    for (let i = 0; i < 170; i++) {
      const answer = await get(`/x${i}/../about`);
      expect(answer.status).toBe(301);
      expect(answer.location).toBe('/about');
    }
    expect(renders).toBe(before);
    await handle.htmlCache!.idle();
    expect(handle.htmlCache!.keys().sort()).toEqual(keys);
  });
});
