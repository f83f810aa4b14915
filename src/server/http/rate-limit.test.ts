// Rate limits: sign-in, the admin API, uploads and the vitals beacon answer 429 JSON past their limit, per
// client and per window; public pages and public portfolio reads are never limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { createApp } from '../app';
import { loadConfig } from '../env';
import { quietLog, testConfig } from '#test/test-app';
import { adminEnv, sameOrigin, signIn } from '#test/admin-session';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../env';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

async function limitedApp(limits: Partial<RateLimits>) {
  const config = testConfig(adminEnv(fake), { rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits } });
  return (await createApp(config, { log: quietLog().log })).app;
}

const vital = { name: 'LCP', value: 900, path: '/' };

describe('rate limits', () => {
  it('limits GitHub sign-in starts per client, with a 429 JSON error and Retry-After', async () => {
    const app = await limitedApp({ auth: 3 });
    for (let i = 0; i < 3; i++) await request(app).get('/auth/github').expect(302);
    const res = await request(app).get('/auth/github').expect(429);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The callback and logout share the /auth bucket.
    await request(app).get('/auth/github/callback?code=x&state=y').expect(429);
    await request(app).post('/auth/logout').expect(429);
    // Another client (behind the loopback proxy) still gets through.
    await request(app).get('/auth/github').set('X-Forwarded-For', '203.0.113.9').expect(302);
  });

  it('answers a refused browser navigation with a page that says when to try again', async () => {
    const app = await limitedApp({ auth: 1 });
    await request(app).get('/auth/github').expect(302);
    const res = await request(app).get('/auth/github').set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html').expect(429);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<h1>Too many sign-in attempts</h1>');
    expect(res.text).toMatch(/Too many requests: try again in \d+ seconds\./);
    expect(res.text).toContain('<a href="/admin">Back to the admin</a>');
    expect(res.text).not.toContain('<script');
  });

  it('limits the admin API, portfolio writes and uploads together, and never touches the store once limited', async () => {
    const app = await limitedApp({ admin: 6 });
    const admin = await signIn(app, fake); // one /api/auth/user call
    await admin.agent.get('/api/admin/portfolio').expect(200);
    const before = (await admin.agent.get('/api/admin/portfolio').expect(200)).text;
    const item = { title: 'Leslieville Semi', description: 'Porch at dusk.', type: 'image', src: 'leslieville-semi-front' };
    await admin.agent.post('/api/portfolio/photographyPortfolio').set(sameOrigin(admin.csrf)).send(item).expect(201);
    await admin.agent.get('/api/admin/vitals').expect(200);
    await admin.agent.get('/api/auth/user').expect(200);
    // Six used: everything in the bucket is now refused before it runs.
    const refused = await admin.agent.post('/api/portfolio/photographyPortfolio').set(sameOrigin(admin.csrf)).send(item).expect(429);
    expect(refused.body.error).toMatch(/^Too many requests/);
    await admin.agent
      .put('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, id: 'x' })
      .expect(429);
    await admin.agent.delete('/api/portfolio/photographyPortfolio/x').set(sameOrigin(admin.csrf)).expect(429);
    await admin.agent.post('/api/upload').set(sameOrigin(admin.csrf)).attach('file', Buffer.from('x'), 'a.png').expect(429);
    await admin.agent.get('/api/admin/portfolio').expect(429);

    const list = (await request(app).get('/api/portfolio/photographyPortfolio').expect(200)).body as { title: string }[];
    expect(list.filter((i) => i.title === item.title)).toHaveLength(1);
    expect(JSON.parse(before).photographyPortfolio.length + 1).toBe(list.length);
  });

  it('limits the vitals beacon generously, apart from the admin bucket', async () => {
    const app = await limitedApp({ vitals: 4, admin: 2 });
    for (let i = 0; i < 4; i++) await request(app).post('/api/vitals').send(vital).expect(202);
    await request(app).post('/api/vitals').send(vital).expect(429);
    await request(app).get('/api/admin/vitals').expect(401);
  });

  it('never limits public pages or public portfolio reads, even for a client that is limited elsewhere', async () => {
    const app = await limitedApp({ auth: 1, admin: 1, vitals: 1 });
    await request(app).get('/auth/github').expect(302);
    await request(app).get('/auth/github').expect(429);
    await request(app).get('/api/admin/portfolio').expect(401);
    await request(app).get('/api/admin/portfolio').expect(429);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(app).get(['/', '/about', '/api/portfolio/photographyPortfolio', '/portfolio/photography', '/sitemap.xml'][i % 5]!),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(answers.every((r) => r.headers['ratelimit'] === undefined)).toBe(true);
  });

  it('lets the client back in when the window has passed', async () => {
    const app = await limitedApp({ windowMs: 400, auth: 1 });
    await request(app).get('/auth/github').expect(302);
    await request(app).get('/auth/github').expect(429);
    await new Promise((r) => setTimeout(r, 600));
    await request(app).get('/auth/github').expect(302);
  });

  it('defaults to 30/min for sign-in, 300/min for the admin API and 600/min for vitals, and reads overrides from the environment', () => {
    expect(loadConfig({}).rateLimits).toEqual({ windowMs: 60_000, auth: 30, admin: 300, vitals: 600 });
    expect(loadConfig({ RATE_LIMIT_ADMIN: '5000', RATE_LIMIT_AUTH: '7' }).rateLimits).toMatchObject({ admin: 5000, auth: 7 });
    expect(() => loadConfig({ RATE_LIMIT_ADMIN: '0' })).toThrow('RATE_LIMIT_ADMIN');
  });

  it('lets a busy admin session through at the default limits', async () => {
    const app = await limitedApp({});
    const admin = await signIn(app, fake);
    const answers = [];
    for (let i = 0; i < 150; i++) answers.push((await admin.agent.get('/api/admin/portfolio')).status);
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});
