// The About page as a content record, over supertest: the page rendered from the store is the page rendered from
// its built-in seed, byte for byte; a save keeps a draft the site does not show; publishing makes it live at once;
// an earlier version can be restored, a draft discarded; refusals name their field, and stale steps get 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { AboutPage } from '#shared/content/about-page';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, STRANGER_LOGIN, throughGitHub } from '#test/admin-session';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const RECORD = '/api/admin/content/about/page';

async function adminApp() {
  const handle = await testApp(adminEnv(fake));
  const admin = await signIn(handle.app, fake);
  const send = (method: 'put' | 'post', path: string, body: unknown) =>
    admin.agent[method](path)
      .set(sameOrigin(admin.csrf))
      .send(body as object);
  const opened = async () =>
    (await admin.agent.get(RECORD).expect(200)).body as {
      record: { version: number } | null;
      seed: AboutPage;
      history: { version: number; event?: string }[];
    };
  return { ...handle, admin, send, opened };
}

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const headingOf = (html: string) => /<h2 id="who-title"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];

describe('the About page as a content record', () => {
  it('renders the same page from the store as from its seed, and the seed is what the admin opens', async () => {
    const { app, send, opened } = await adminApp();
    const before = (await request(app).get('/about').expect(200)).text;
    const { record, seed } = await opened();
    expect(record).toBeNull();
    expect(seed.whoWeAre.heading).toBe('Who We Are');
    // Tokens stay tokens in the record; the page fills them in.
    expect(seed.hero.description).toContain('{years}');
    expect(main(before)).not.toContain('{years}');
    expect((await request(app).get('/api/content/about/page').expect(200)).body).toEqual(seed);

    await send('put', RECORD, { data: seed, baseVersion: 0 }).expect(200);
    await send('post', `${RECORD}/publish`, { baseVersion: 1 }).expect(200);
    expect((await request(app).get('/about').expect(200)).text).toBe(before);
  });

  it('keeps a save as a draft the site does not show, publishes it at once, and restores the version before', async () => {
    const { app, send, opened } = await adminApp();
    const { seed } = await opened();
    const edited: AboutPage = { ...seed, whoWeAre: { ...seed.whoWeAre, heading: 'The Studio Behind the Listings' } };
    const draft = (await send('put', RECORD, { data: edited, baseVersion: 0 }).expect(200)).body;
    expect(draft).toMatchObject({ version: 1, event: 'draft', draft: { whoWeAre: { heading: 'The Studio Behind the Listings' } } });
    expect(headingOf((await request(app).get('/about').expect(200)).text)).toBe('Who We Are');
    expect((await request(app).get('/api/content/about/page').expect(200)).body.whoWeAre.heading).toBe('Who We Are');

    const live = (await send('post', `${RECORD}/publish`, { baseVersion: 1 }).expect(200)).body;
    expect(live).toMatchObject({ version: 2, event: 'published', data: { whoWeAre: { heading: 'The Studio Behind the Listings' } } });
    expect(live).not.toHaveProperty('draft');
    expect(headingOf((await request(app).get('/about').expect(200)).text)).toBe('The Studio Behind the Listings');
    expect((await request(app).get('/api/content/about/page').expect(200)).body.whoWeAre.heading).toBe('The Studio Behind the Listings');

    // Version 1 showed the seed (its draft aside): restoring it puts the seed's heading back.
    const { history } = await opened();
    expect(history.map((v) => [v.version, v.event])).toEqual([[1, 'draft']]);
    const restored = (await send('post', `${RECORD}/restore`, { version: 1, baseVersion: 2 }).expect(200)).body;
    expect(restored).toMatchObject({ version: 3, event: 'restored' });
    expect(headingOf((await request(app).get('/about').expect(200)).text)).toBe('Who We Are');

    // A draft can be thrown away; the site is untouched.
    await send('put', RECORD, { data: edited, baseVersion: 3 }).expect(200);
    const discarded = (await send('post', `${RECORD}/discard`, { baseVersion: 4 }).expect(200)).body;
    expect(discarded).toMatchObject({ version: 5, event: 'discarded' });
    expect(discarded).not.toHaveProperty('draft');
    expect(headingOf((await request(app).get('/about').expect(200)).text)).toBe('Who We Are');
  });

  it('previews a draft on the real page for the owner only: never cached, never indexed, not hydrated', async () => {
    const { app, admin, send, opened } = await adminApp();
    const PREVIEW = '/api/admin/preview/about/page';
    await request(app).get(PREVIEW).expect(401);
    expect((await admin.agent.get(PREVIEW).expect(404)).body.error).toBe('There is no draft to preview');
    await admin.agent.get('/api/admin/preview/featured-work/drone').expect(404);
    const { seed } = await opened();
    await send('put', RECORD, { data: { ...seed, whoWeAre: { ...seed.whoWeAre, heading: 'A Draft Heading' } }, baseVersion: 0 }).expect(
      200,
    );

    const preview = await admin.agent
      .get(PREVIEW)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headingOf(preview.text)).toBe('A Draft Heading');
    expect(preview.text).toContain('Preview of your draft');
    expect(main(preview.text)).not.toContain('{years}');
    expect(preview.text).not.toMatch(/<script[^>]+type="module"/);
    // Visitors still get the published page.
    expect(headingOf((await request(app).get('/about').expect(200)).text)).toBe('Who We Are');
  });

  it('refuses strangers, cross-site steps, bad records (the field named), stale steps and steps with nothing to do', async () => {
    const { app, admin, send, opened } = await adminApp();
    const { seed } = await opened();
    await request(app).get(RECORD).expect(401);
    const stranger = await throughGitHub(app, fake, STRANGER_LOGIN);
    await stranger.agent.get(RECORD).expect(401);
    await admin.agent
      .post(`${RECORD}/publish`)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': admin.csrf })
      .send({ baseVersion: 0 })
      .expect(403);

    const bad = await send('put', RECORD, { data: { ...seed, whoWeAre: { heading: '', paragraphs: [] } }, baseVersion: 0 }).expect(400);
    expect(bad.body.fields).toEqual({ 'whoWeAre.heading': 'Heading is required', 'whoWeAre.paragraphs': 'Paragraphs needs at least 1' });
    await send('put', RECORD, { data: { ...seed, mission: { heading: 'Our \ud800 Mission', text: 'x' } }, baseVersion: 0 }).expect(400);
    await send('put', RECORD, { data: { ...seed, colour: 'red' }, baseVersion: 0 }).expect(400);
    await send('put', '/api/admin/content/about/home', { data: seed, baseVersion: 0 }).expect(404);
    expect((await send('post', `${RECORD}/publish`, { baseVersion: 0 }).expect(409)).body.current).toBeNull();

    await send('put', RECORD, { data: seed, baseVersion: 0 }).expect(200);
    expect((await send('put', RECORD, { data: seed, baseVersion: 0 }).expect(409)).body.current).toMatchObject({ version: 1 });
    await send('post', `${RECORD}/publish`, { baseVersion: 1 }).expect(200);
    expect((await send('post', `${RECORD}/publish`, { baseVersion: 2 }).expect(400)).body.error).toBe('There is no draft to publish');
    expect((await send('post', `${RECORD}/discard`, { baseVersion: 2 }).expect(400)).body.error).toBe('There is no draft to discard');
    expect((await send('post', `${RECORD}/restore`, { version: 9, baseVersion: 2 }).expect(404)).body.error).toMatch(/no version 9/);
    await send('post', '/api/admin/content/featured-work/drone/publish', { baseVersion: 0 }).expect(404);
  });
});
