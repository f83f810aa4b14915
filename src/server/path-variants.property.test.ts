// Every spelling of a path gets what the path itself gets, through the real app: pages 301 to their one address
// (rendered and cached once), sign-in never answers 5xx, the API's limits count every spelling together, and an
// overlong path is refused at once. What the 301 costs is measured by `npm run bench:linear`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import request from 'supertest';
import { pathSpelling } from '#test/path-spellings';
import { postSlugs } from '#content/posts';
import { MAX_PATH_LENGTH } from '#shared/route-policy';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { createApp, type AppHandle } from './app';
import { DEFAULT_RATE_LIMITS } from './env';
import { adminEnv } from '#test/admin-session';
import { quietLog, testConfig } from '#test/test-app';

let fake: FakeGitHub;
let handle: AppHandle;
let logs: string[];

beforeAll(async () => {
  fake = await startFakeGitHub();
  const quiet = quietLog();
  logs = quiet.lines;
  const config = testConfig(adminEnv(fake), { mode: 'production', dev: false, rateLimits: { ...DEFAULT_RATE_LIMITS, vitals: 5 } });
  handle = await createApp(config, { log: quiet.log });
});
afterAll(() => fake.close());

const pages = ['/', '/services/photography', '/faq', '/portfolio/website-design', '/service-areas/richmond-hill', `/blog/${postSlugs[0]}`];

describe('path spellings through the app', () => {
  it('answers a page spelling with a cheap 301 to its one address, and caches one entry per page', async () => {
    for (const page of pages) await request(handle.app).get(page).expect(200);
    // Compression for the cache runs off the request: wait until every page is stored (slower on a busy machine).
    for (let waited = 0; handle.htmlCache!.size < pages.length && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(handle.htmlCache!.size).toBe(pages.length);
    for (const page of pages) {
      await fc.assert(
        fc.asyncProperty(pathSpelling(page), async (variant) => {
          const res = await request(handle.app).get(variant);
          expect(res.status, variant).toBeLessThan(500);
          if (variant === page) expect(res.status).toBe(200);
          else {
            expect(res.status, variant).toBe(301);
            expect(res.headers.location).toBe(page);
          }
        }),
        { numRuns: 25 },
      );
    }
    // Still one entry per page: no spelling was rendered and stored.
    expect(handle.htmlCache!.size).toBe(pages.length);
  });

  it('never answers 5xx to a spelling of the sign-in, the admin or the API', async () => {
    for (const path of ['/auth/github', '/admin', '/api/auth/user', '/api/portfolio/photographyPortfolio', '/api/admin/portfolio']) {
      const expected = (await request(handle.app).get(path)).status;
      await fc.assert(
        fc.asyncProperty(pathSpelling(path), async (variant) => {
          const res = await request(handle.app).get(variant);
          expect(res.status, variant).toBeLessThan(500);
          if (!variant.endsWith('/') && !variant.includes('//') && !variant.includes('\\') && !variant.includes('%')) {
            // Only case differs: the routers treat it as the same path (a page answers 301 to it).
            expect([expected, 301], variant).toContain(res.status);
          }
        }),
        { numRuns: 20 },
      );
    }
    expect(logs.join('\n')).not.toContain('"area":"http"');
  });

  it('counts every spelling of the vitals beacon in one rate-limit bucket', async () => {
    const vital = JSON.stringify({ name: 'LCP', value: 900, path: '/' });
    const spellings = ['/api/vitals', '/API/VITALS', '/api/vitals/', '/Api/Vitals', '/api//vitals'];
    for (const path of spellings) await request(handle.app).post(path).type('application/json').send(vital);
    for (const path of spellings)
      expect((await request(handle.app).post(path).type('application/json').send(vital)).status, path).toBe(429);
  });

  it('refuses an overlong path with 414, however its slashes run', async () => {
    for (const path of [`/a${'/'.repeat(15_500)}b/`, `/${'x'.repeat(MAX_PATH_LENGTH + 1)}`, `/api/${'/'.repeat(5_000)}vitals`]) {
      const res = await request(handle.app).get(path);
      expect(res.status).toBe(414);
    }
  });
});
