// /healthz and /readyz on the default (file) store: both answer at once, never cached; after drain() (SIGTERM)
// /readyz says 503 so a load balancer stops sending work, while /healthz still says the process is alive.
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
});
