// The content API over supertest: who may read and save, the CSRF check, schema errors naming their field, the
// version check (409 with the current record), the versions kept, and a service page's Featured Work following the
// owner's choice at once (the HTML cache emptied by the save).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, STRANGER_LOGIN, throughGitHub } from '#test/admin-session';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const PATH = '/api/admin/content/featured-work/drone';

async function adminApp() {
  const handle = await testApp(adminEnv(fake));
  return { ...handle, admin: await signIn(handle.app, fake) };
}

/** The Featured Work section of a rendered page. */
const featuredSection = (html: string) => /<section[^>]*id="featured"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('the content API', () => {
  it('is for admins only: 401 without a session and for a stranger, 403 for a cross-site save', async () => {
    const { app, admin } = await adminApp();
    await request(app).get(PATH).expect(401);
    await request(app).get('/api/admin/content/featured-work').expect(401);
    await request(app)
      .put(PATH)
      .send({ data: { source: 'latest' }, baseVersion: 0 })
      .expect(401);
    const stranger = await throughGitHub(app, fake, STRANGER_LOGIN);
    await stranger.agent.get(PATH).expect(401);
    await admin.agent
      .put(PATH)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': admin.csrf })
      .send({ data: { source: 'latest' }, baseVersion: 0 })
      .expect(403);
    expect((await admin.agent.get(PATH).expect(200)).body).toEqual({ record: null, history: [] });
  });

  it('refuses unknown types and ids (404) and bad bodies with the field at fault (400)', async () => {
    const { admin } = await adminApp();
    const put = (path: string, body: unknown) =>
      admin.agent
        .put(path)
        .set(sameOrigin(admin.csrf))
        .send(body as object);
    expect((await put('/api/admin/content/recipes/drone', { data: {}, baseVersion: 0 }).expect(404)).body.error).toMatch(
      /Unknown content type/,
    );
    await put('/api/admin/content/toString/drone', { data: {}, baseVersion: 0 }).expect(404);
    await put('/api/admin/content/featured-work/kayaking', { data: { source: 'latest' }, baseVersion: 0 }).expect(404);
    const bad = await put(PATH, { data: { source: 'everything' }, baseVersion: 0 }).expect(400);
    expect(bad.body.fields).toEqual({ source: 'Choose the built-in selection or the newest items' });
    await put(PATH, { data: { source: 'latest', extra: 1 }, baseVersion: 0 }).expect(400);
    await put(PATH, { data: { source: '\ud800' }, baseVersion: 0 }).expect(400);
    expect((await put(PATH, { data: { source: 'latest' }, baseVersion: -1 }).expect(400)).body.fields).toHaveProperty('baseVersion');
    await admin.agent.put(PATH).set(sameOrigin(admin.csrf)).set('content-type', 'text/plain').send('latest').expect(415);
    expect((await admin.agent.get(PATH).expect(200)).body.record).toBeNull();
  });

  it('saves from the current version, refuses a save from an older one with the record as it is (409), and keeps the versions', async () => {
    const { admin } = await adminApp();
    const put = (source: string, baseVersion: number) =>
      admin.agent.put(PATH).set(sameOrigin(admin.csrf)).send({ data: { source }, baseVersion });
    const first = (await put('latest', 0).expect(200)).body;
    expect(first).toMatchObject({
      type: 'featured-work',
      id: 'drone',
      version: 1,
      data: { source: 'latest' },
      savedBy: 'northframe-admin',
    });
    await put('built-in', 1).expect(200);
    // A second tab that opened version 1.
    const conflict = (await put('latest', 1).expect(409)).body;
    expect(conflict.error).toMatch(/changed in another tab/);
    expect(conflict.current).toMatchObject({ version: 2, data: { source: 'built-in' } });
    const answer = (await admin.agent.get(PATH).expect(200)).body;
    expect(answer.record).toMatchObject({ version: 2, data: { source: 'built-in' } });
    expect(answer.history).toMatchObject([{ version: 1, data: { source: 'latest' } }]);
    expect((await admin.agent.get('/api/admin/content/featured-work').expect(200)).body.records).toHaveLength(1);
  });

  it('a service page shows its newest items once the owner chooses them, and its built-in work again after', async () => {
    const { app, admin } = await adminApp();
    const title = 'Port Credit harbour at first light';
    await admin.agent
      .post('/api/portfolio/dronePortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ title, description: 'The lighthouse and the marina from 90 m.', type: 'image', src: 'leslieville-kitchen' })
      .expect(201);
    const builtIn = featuredSection((await request(app).get('/services/drone').expect(200)).text);
    expect(builtIn).not.toContain(title);
    expect((await request(app).get('/api/content/featured-work/drone').expect(200)).body).toEqual({ source: 'built-in' });

    await admin.agent
      .put(PATH)
      .set(sameOrigin(admin.csrf))
      .send({ data: { source: 'latest' }, baseVersion: 0 })
      .expect(200);
    const latest = featuredSection((await request(app).get('/services/drone').expect(200)).text);
    expect(latest).toContain(title);
    expect(latest.match(/data-media-item/g)).toHaveLength(builtIn.match(/data-media-item/g)!.length);
    expect((await request(app).get('/api/content/featured-work/drone').expect(200)).body).toEqual({ source: 'latest' });
    // Another service's page keeps its built-in work.
    expect(featuredSection((await request(app).get('/services/video').expect(200)).text)).not.toContain(title);

    await admin.agent
      .put(PATH)
      .set(sameOrigin(admin.csrf))
      .send({ data: { source: 'built-in' }, baseVersion: 1 })
      .expect(200);
    expect(featuredSection((await request(app).get('/services/drone').expect(200)).text)).toBe(builtIn);
  });
});
