// /healthz and /readyz on the default (file) store: both answer at once, never cached; after drain() (SIGTERM)
// /readyz says 503 so a load balancer stops sending work, while /healthz still says the process is alive. Probes,
// refusals and redirects carry the security headers pages carry.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '#test/test-app';

describe('health and readiness', () => {
  it('/healthz is 200, /readyz is 200 until the process drains, then 503', async () => {
    const handle = await testApp();
    const health = await request(handle.app).get('/healthz').expect(200);
    expect(health.text).toBe('ok\n');
    expect(health.headers['cache-control']).toBe('no-store');
    expect((await request(handle.app).get('/readyz').expect(200)).text).toBe('ready\n');
    handle.drain();
    expect((await request(handle.app).get('/readyz').expect(503)).text).toBe('not ready\n');
    await request(handle.app).get('/healthz').expect(200);
    await handle.close();
  });

  it.each([
    ['/healthz', 200],
    ['/readyz', 200],
    [`/${'x'.repeat(1100)}`, 414],
    ['/api/vitals/x/../../admin', 301],
    ['/no-such-page', 404],
  ])('answers %s (%i) with the same security headers as pages', async (target, status) => {
    const handle = await testApp();
    const page = await request(handle.app).get('/about').expect(200);
    const res = await request(handle.app).get(target);
    expect(res.status).toBe(status);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(res.headers[header], header).toBe(page.headers[header]);
    }
    await handle.close();
  });
});
