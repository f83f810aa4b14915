// The web-vitals endpoint: validation, ratings by the published thresholds, and admin-only figures.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '#test/test-app';
import { signIn, adminEnv } from '#test/admin-session';
import { startFakeGitHub } from '#test/fake-github';
import { STORES, storeEnv } from '#test/stores';
import type { Express } from 'express';
import { rate } from '#shared/vitals';
import { percentile, VitalsStore } from '../vitals/vitals-store';

const fakeGitHub = await startFakeGitHub();
afterAll(() => fakeGitHub.close());

/** The per-route figures, as the admin sees them. */
async function vitalsRoutes(app: Express): Promise<Record<string, unknown>> {
  const admin = await signIn(app, fakeGitHub);
  return (await admin.agent.get('/api/admin/vitals').expect(200)).body.routes as Record<string, unknown>;
}

describe('ratings', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 301, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 499, 'needs-improvement'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });

  it('summarises p75 per route', async () => {
    const store = new VitalsStore();
    for (const v of [1000, 2000, 3000, 4000]) await store.add('/', 'LCP', v);
    expect(percentile([1000, 2000, 3000, 4000], 0.75)).toBe(3000);
    expect((await store.summary())['/']!.LCP).toMatchObject({ p75: 3000, count: 4, rating: 'needs-improvement' });
  });
});

describe('POST /api/vitals', () => {
  it('accepts a beacon report and rates it', async () => {
    const { app } = await testApp();
    const res = await request(app)
      .post('/api/vitals')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ name: 'LCP', value: 1200, id: 'v1', path: '/about' }));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ rating: 'good' });
  });

  it.each([
    ['not json', '{nope'],
    ['unknown metric', JSON.stringify({ name: 'XYZ', value: 1, path: '/' })],
    ['negative value', JSON.stringify({ name: 'LCP', value: -1, path: '/' })],
    ['missing path', JSON.stringify({ name: 'LCP', value: 1 })],
    ['off-site path', JSON.stringify({ name: 'LCP', value: 1, path: 'https://evil.example/' })],
    ['array', '[]'],
  ])('rejects %s with 400 and stays up', async (_label, body) => {
    const { app } = await testApp();
    const res = await request(app).post('/api/vitals').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
    expect((await request(app).get('/about')).status).toBe(200);
  });

  it('takes a report carrying a __proto__ key as a plain report, polluting nothing', async () => {
    const { app } = await testApp();
    const body = '{"__proto__":{"polluted":1},"name":"LCP","value":1,"path":"/"}';
    const res = await request(app).post('/api/vitals').set('Content-Type', 'application/json').send(body);
    // The unknown key is dropped by the schema: what is left is a valid report.
    expect(res.status).toBe(202);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes the ids and navigation types web-vitals sends', async () => {
    const { app } = await testApp(adminEnv(fakeGitHub));
    for (const navigationType of ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation']) {
      const body = { name: 'INP', value: 0, id: 'v6-1732000000000-1000000000007', rating: 'good', path: '/faq', navigationType };
      expect((await request(app).post('/api/vitals').type('application/json').send(body)).status, navigationType).toBe(202);
    }
    expect(await vitalsRoutes(app)).toHaveProperty(['/faq', 'INP', 'count'], 1);
  });

  it('rejects a body over 4 KB', async () => {
    const { app } = await testApp();
    const res = await request(app)
      .post('/api/vitals')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'LCP', value: 1, path: '/' + 'a'.repeat(5000) }));
    expect(res.status).toBe(413);
  });

  it('keeps the per-route figures for the admin only', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/api/admin/vitals');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
  });

  it('files reports only under pages of the site: invented paths cannot push real routes out, the admin is not counted', async () => {
    const { app } = await testApp(adminEnv(fakeGitHub));
    const post = (path: string) => request(app).post('/api/vitals').type('application/json').send({ name: 'LCP', value: 1200, path });
    expect((await post('/services/photography?utm=x#packages')).status).toBe(202);
    for (let i = 0; i < 250; i++) expect((await post(`/invented-${i}`)).status).toBe(422);
    const admin = await post('/admin');
    expect(admin.status).toBe(202);
    expect(admin.body).toEqual({ ignored: expect.stringMatching(/admin/) });
    expect(Object.keys(await vitalsRoutes(app))).toEqual(['/services/photography']);
  });
});

describe.each(STORES)('hostile vitals reports, over %s', (kind) => {
  it.each([
    ['an id of control characters', { id: '\u0001\u0002'.repeat(20) }, 'id'],
    ['an id over 40 characters', { id: 'v6-'.padEnd(41, '1') }, 'id'],
    ['an id with markup', { id: '<img src=x>' }, 'id'],
    ['an LCP of ten minutes', { value: 600_000 }, 'value'],
    ['a TTFB of 0 ms', { name: 'TTFB', value: 0 }, 'value'],
    ['a CLS of 11', { name: 'CLS', value: 11 }, 'value'],
    ['an invented rating', { rating: 'excellent' }, 'rating'],
    ['an invented navigation type', { navigationType: 'x'.repeat(30) }, 'navigationType'],
    ['a path with a control character', { path: '/about\u0007' }, 'path'],
  ])('refuses %s with 400 naming the field, and files nothing', async (_label, change, field) => {
    const { app } = await testApp({ ...(await storeEnv(kind)), ...adminEnv(fakeGitHub) });
    const body = { name: 'LCP', value: 1200, id: 'v6-1732000000000-1234567890123', path: '/about', ...change };
    const res = await request(app).post('/api/vitals').type('application/json').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await vitalsRoutes(app)).toEqual({});
  });
});
