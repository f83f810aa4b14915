// The admin API end to end over supertest: sign-in through the fake GitHub, every row of
// the table with its 2xx, 400, 401, 403 and 404 cases, CSRF, durability across a restart, and uploads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { createApp } from '../app';
import { quietLog, testApp, testConfig, TEST_PUBLIC_URL } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, STRANGER_LOGIN, throughGitHub, type SignedIn } from '#test/admin-session';
import { collectionKeys } from '#shared/catalog';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const item = {
  title: 'Cabbagetown Semi at Golden Hour',
  description: 'Victorian semi on Sumach Street.',
  type: 'image',
  src: 'leslieville-semi-front',
};

async function adminApp() {
  const handle = await testApp(adminEnv(fake));
  const admin = await signIn(handle.app, fake);
  return { ...handle, admin };
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();

describe('sign-in', () => {
  it('signs an allowlisted login in, with a regenerated session id and HttpOnly SameSite=Lax cookie', async () => {
    const { app } = await testApp(adminEnv(fake));
    const agent = request.agent(app);
    const start = await agent.get('/auth/github').expect(302);
    // Starting a sign-in sets only the OAuth state cookie: no session exists before the sign-in succeeds.
    const startCookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
    expect(startCookies.map((c) => c.split('=')[0])).toEqual(['nf.oauth']);
    expect(start.headers.location).toContain(`${fake.url}/login/oauth/authorize`);
    expect(new URL(String(start.headers.location)).searchParams.get('state')).toBeTruthy();

    const signed = await signIn(app, fake);
    const cookie = signed.callbackSetCookie.find((c) => c.startsWith('nf.sid='))!;
    expect(cookie).toMatch(/^nf\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const user = await signed.agent.get('/api/auth/user').expect(200);
    expect(user.body).toMatchObject({ authenticated: true, name: 'Marcus Bennett', signInConfigured: true });
    expect(user.body.csrfToken).toMatch(/^[\w-]{40,}$/);
  });

  it('uses Secure cookies (a __Host- session) when PUBLIC_URL is https', async () => {
    const { app } = await testApp({ ...adminEnv(fake), PUBLIC_URL: 'https://northframe.example' });
    const res = await request(app).get('/auth/github').set('X-Forwarded-Proto', 'https').expect(302);
    const state = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    expect(state).toMatch(/^__Host-nf\.oauth=/);
    expect(state).toMatch(/; Secure/i);
    // The session cookie is made at the callback: follow the sign-in by hand over "https".
    const authorize = new URL(String(res.headers.location));
    const approve = new URL('/login/oauth/authorize/approve', fake.url);
    for (const key of ['client_id', 'redirect_uri', 'state']) approve.searchParams.set(key, authorize.searchParams.get(key) ?? '');
    approve.searchParams.set('login', 'northframe-admin');
    const callback = new URL((await fetch(approve, { redirect: 'manual' })).headers.get('location')!);
    const done = await request(app)
      .get(callback.pathname + callback.search)
      .set({ 'X-Forwarded-Proto': 'https', Cookie: state.split(';')[0]! })
      .expect(303);
    const cookie = ([] as string[]).concat(done.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-nf.sid='))!;
    expect(cookie).toMatch(/^__Host-nf\.sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('refuses a callback with a missing or wrong state', async () => {
    const { app } = await testApp(adminEnv(fake));
    const agent = request.agent(app);
    await agent.get('/auth/github').expect(302);
    const res = await agent.get('/auth/github/callback?code=abc&state=forged').expect(303);
    expect(res.headers.location).toBe('/admin?signin=failed');
    const none = await agent.get('/auth/github/callback?code=abc').expect(303);
    expect(none.headers.location).toBe('/admin?signin=failed');
    expect((await agent.get('/api/auth/user')).body.authenticated).toBe(false);
  });

  it('sends a login that is not on the allowlist to the refusal screen with no session, and the API stays shut', async () => {
    const { app } = await testApp(adminEnv(fake));
    const stranger = await throughGitHub(app, fake, STRANGER_LOGIN);
    expect(stranger.done.headers.location).toBe('/admin?signin=refused');
    const user = await stranger.agent.get('/api/auth/user').expect(200);
    expect(user.body).toEqual({ authenticated: false, name: null, signInConfigured: true });
    await stranger.agent.get('/api/admin/portfolio').expect(401);
    await stranger.agent.post('/api/portfolio/photographyPortfolio').set(sameOrigin('x')).send(item).expect(401);
    await stranger.agent.get('/api/admin/vitals').expect(401);
  });

  it('answers anonymous visitors with authenticated false and no cookie', async () => {
    const { app } = await testApp(adminEnv(fake));
    const res = await request(app).get('/api/auth/user').expect(200);
    expect(res.body).toEqual({ authenticated: false, name: null, signInConfigured: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says what to set when GitHub is not configured, without crashing', async () => {
    const { app } = await testApp();
    expect((await request(app).get('/api/auth/user').expect(200)).body).toMatchObject({ signInConfigured: false });
    const res = await request(app).get('/auth/github').expect(503);
    expect(res.text).toContain('GITHUB_CLIENT_ID');
    expect(res.text).toContain('ADMIN_GITHUB_LOGINS');
  });

  it('logout needs CSRF, destroys the session, and the old session id stays dead', async () => {
    const { app, admin } = await adminApp();
    await admin.agent.post('/auth/logout').set({ Origin: 'https://evil.example' }).expect(403);
    await admin.agent.post('/auth/logout').set({ Origin: TEST_PUBLIC_URL }).expect(403);
    const out = await admin.agent.post('/auth/logout').set(sameOrigin(admin.csrf)).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/nf\.sid=;/);
    expect((await request(app).get('/api/auth/user').set('Cookie', admin.cookie)).body.authenticated).toBe(false);
    await request(app).get('/api/admin/portfolio').set('Cookie', admin.cookie).expect(401);
  });

  it('keeps the admin signed in across a restart (persistent store)', async () => {
    const config = testConfig(adminEnv(fake));
    const first = await createApp(config, { log: quietLog().log });
    const { cookie } = await signIn(first.app, fake);
    await first.close();
    const second = await createApp(config, { log: quietLog().log });
    expect((await request(second.app).get('/api/auth/user').set('Cookie', cookie)).body.authenticated).toBe(true);
  });
});

describe('GET /api/admin/portfolio', () => {
  it('answers the 8 arrays to the admin', async () => {
    const { admin } = await adminApp();
    const res = await admin.agent.get('/api/admin/portfolio').expect(200);
    expect(Object.keys(res.body)).toEqual([...collectionKeys]);
    for (const key of collectionKeys) expect(Array.isArray(res.body[key])).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 401 for anonymous visitors', async () => {
    const { app } = await testApp(adminEnv(fake));
    expect((await request(app).get('/api/admin/portfolio').expect(401)).body).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/portfolio/{service}', () => {
  it('adds an item with a service-key id, leaves empty optionals out, and the public page sees it', async () => {
    const { app, admin } = await adminApp();
    const res = await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, thumbnail: '', category: ' ', specs: '', alt: 'Red-brick semi at sunset' })
      .expect(201);
    expect(res.body.id).toMatch(/^photography-\d{13,}$/);
    expect(res.body).toEqual({ id: res.body.id, ...item, alt: 'Red-brick semi at sunset' });
    const list = await request(app).get('/api/portfolio/photographyPortfolio').expect(200);
    // The newest work leads its collection.
    expect(list.body[0]).toEqual(res.body);
    const page = await request(app).get('/portfolio/photography').expect(200);
    expect(page.text).toContain('Cabbagetown Semi at Golden Hour');
  });

  it.each([
    ['title', { title: 'Dusk \ud800 over Leaside' }],
    ['description', { description: 'A lone low half \udc00 of a pair' }],
    ['alt', { alt: 'Ends in a high half \ud83d' }],
    ['category', { category: '\udfff' }],
    ['specs', { specs: 'NUL \u0000 inside' }],
    ['title', { title: 'A bell \u0007 in the title' }],
  ])('refuses %s text with an unpaired surrogate or a control character, naming the field, and stores nothing', async (field, change) => {
    const { app, admin } = await adminApp();
    const before = (await request(app).get('/api/portfolio/photographyPortfolio').expect(200)).body as unknown[];
    const res = await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, ...change })
      .expect(400);
    expect(res.body.fields[field]).toMatch(/broken or invisible control character/);
    expect((await request(app).get('/api/portfolio/photographyPortfolio').expect(200)).body).toEqual(before);
    // A whole pair (an emoji) is text like any other.
    await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, title: 'Dusk \ud83c\udf05 over Leaside' })
      .expect(201);
  });

  it('draws the card of a tour or video saved without a thumbnail, never showing another property’s photo', async () => {
    const { app, admin } = await adminApp();
    for (const [collection, page, body] of [
      ['matterportPortfolio', '/portfolio/matterport', { type: 'embed', src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' }],
      ['videoPortfolio', '/portfolio/video', { type: 'video', src: 'dQw4w9WgXcQ' }],
    ] as const) {
      await admin.agent
        .post(`/api/portfolio/${collection}`)
        .set(sameOrigin(admin.csrf))
        .send({ title: 'Bayview Condo, Unit 1204', description: 'A new listing, its thumbnail still to come.', ...body })
        .expect(201);
      const html = (await request(app).get(page).expect(200)).text;
      // The newest item leads the page's grid; its card is the drawn one, with no <img> of its own.
      const card = html.slice(html.indexOf('data-media-item='), html.indexOf('</article>', html.indexOf('data-media-item=')));
      expect(card).toContain('Bayview Condo, Unit 1204');
      expect(card).toMatch(/data-drawn-picture="(embed|video)"/);
      expect(card).not.toMatch(/<img/);
    }
  });

  it('the public read answers a key in another case with a 301 to the key, and an unknown key with 404', async () => {
    const { app } = await adminApp();
    const moved = await request(app).get('/api/portfolio/photographyPortfOlio').expect(301);
    expect(moved.headers.location).toBe('/api/portfolio/photographyPortfolio');
    const unknown = await request(app).get('/api/portfolio/photographyPortfolios').expect(404);
    expect(unknown.body.error).toBe('Unknown portfolio collection "photographyPortfolios"');
  });

  it('shows the write on the next request even when the page was in the HTML cache', async () => {
    const { app, admin } = await adminApp();
    let cached = false;
    for (let i = 0; i < 100 && !cached; i++) {
      cached = (await request(app).get('/portfolio/photography')).headers['x-cache'] === 'HIT';
      if (!cached) await new Promise((r) => setTimeout(r, 50));
    }
    expect(cached).toBe(true);
    await admin.agent.post('/api/portfolio/photographyPortfolio').set(sameOrigin(admin.csrf)).send(item).expect(201);
    const page = await request(app).get('/portfolio/photography').expect(200);
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.text).toContain('Cabbagetown Semi at Golden Hour');
  });

  it('gives unique ids to adds in the same millisecond, and keeps every acknowledged add', async () => {
    const { app, admin } = await adminApp();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.agent
          .post('/api/portfolio/webDesignPortfolio')
          .set(sameOrigin(admin.csrf))
          .send({ ...item, title: `Site ${i}` }),
      ),
    );
    const ids = results.map((r) => r.body.id);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(ids).size).toBe(20);
    expect(ids.every((id) => /^webDesign-\d+$/.test(id))).toBe(true);
    const stored = (await request(app).get('/api/portfolio/webDesignPortfolio')).body as { id: string }[];
    for (const id of ids) expect(stored.filter((s) => s.id === id)).toHaveLength(1);
  });

  it.each([
    ['title missing', { ...item, title: '' }, /Title is required/],
    ['description missing', { ...item, description: undefined }, /Description is required/],
    ['src missing', { ...item, src: '  ' }, /Image URL is required/],
    ['bad type', { ...item, type: 'gif' }, /Type must be image, video or embed/],
    ['outside image URL', { ...item, src: 'https://evil.example/x.png' }, /Image URL must be/],
    ['bad video id', { ...item, type: 'video', src: 'not-an-id' }, /YouTube Video ID/],
    ['script embed', { ...item, type: 'embed', src: '<script>alert(1)</script>' }, /Matterport/],
    ['array body', [item], /JSON object/],
  ])('400 for %s', async (_name, body, message) => {
    const { admin } = await adminApp();
    const res = await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .send(body as object)
      .expect(400);
    expect(res.body.error).toMatch(message);
  });

  it('normalises video links and Matterport iframe code to ids and rebuilt URLs, keeping a tour’s own options', async () => {
    const { admin } = await adminApp();
    const video = await admin.agent
      .post('/api/portfolio/videoPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, type: 'video', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
      .expect(201);
    expect(video.body.src).toBe('dQw4w9WgXcQ');
    const tour = await admin.agent
      .post('/api/portfolio/matterportPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({
        ...item,
        type: 'embed',
        src: '<iframe width="853" src="https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;mls=1&amp;utm_source=x" onload="x()"></iframe>',
      })
      .expect(201);
    // mls=1 (the unbranded tour MLS boards require) stays; what is not a Matterport option goes.
    expect(tour.body.src).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&mls=1');
  });

  it('400 for bad JSON, 413 over 100 KB, 415 for a form body', async () => {
    const { admin } = await adminApp();
    const url = '/api/portfolio/photographyPortfolio';
    const bad = await admin.agent.post(url).set(sameOrigin(admin.csrf)).set('Content-Type', 'application/json').send('{"title":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Body must be valid JSON' });
    const big = await admin.agent
      .post(url)
      .set(sameOrigin(admin.csrf))
      .send({ ...item, description: 'x'.repeat(110_000) });
    expect(big.status).toBe(413);
    await admin.agent.post(url).set(sameOrigin(admin.csrf)).type('form').send('title=x').expect(415);
  });

  it('401 anonymous, 403 cross-site or without the token, 404 for unknown and prototype keys', async () => {
    const { app, admin, config } = await adminApp();
    const before = readFileSync(config.dbFile, 'utf8');
    await request(app).post('/api/portfolio/photographyPortfolio').set({ Origin: TEST_PUBLIC_URL }).send(item).expect(401);
    const cross = await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set({ ...sameOrigin(admin.csrf), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .send(item)
      .expect(403);
    expect(cross.body.error).toMatch(/Cross-site/);
    await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set({ 'X-CSRF-Token': admin.csrf, 'Sec-Fetch-Site': 'same-site' })
      .send(item)
      .expect(403);
    await admin.agent.post('/api/portfolio/photographyPortfolio').set({ 'X-CSRF-Token': admin.csrf }).send(item).expect(403);
    await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set({ ...sameOrigin(admin.csrf), 'X-CSRF-Token': 'wrong' })
      .send(item)
      .expect(403);
    for (const key of ['unknownPortfolio', '__proto__', 'constructor', 'toString', 'photography']) {
      const res = await admin.agent.post(`/api/portfolio/${key}`).set(sameOrigin(admin.csrf)).send(item).expect(404);
      expect(res.body.error).toMatch(/Unknown portfolio service/);
    }
    const polluted = await admin.agent
      .post('/api/portfolio/photographyPortfolio')
      .set(sameOrigin(admin.csrf))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...item, __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }))
      .expect(201);
    expect(Object.keys(polluted.body)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Only the one valid add changed the file.
    const after = JSON.parse(readFileSync(config.dbFile, 'utf8'));
    expect(after.photographyPortfolio.length).toBe(JSON.parse(before).photographyPortfolio.length + 1);
  });
});

describe('PUT /api/portfolio/{service}', () => {
  it('updates in place and keeps the id', async () => {
    const { app, admin } = await adminApp();
    const list = (await request(app).get('/api/portfolio/dronePortfolio')).body as { id: string }[];
    const target = list[1]!;
    const res = await admin.agent
      .put('/api/portfolio/dronePortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, id: target.id, title: 'Renamed aerial' })
      .expect(200);
    expect(res.body.id).toBe(target.id);
    const after = (await request(app).get('/api/portfolio/dronePortfolio')).body as { id: string; title: string }[];
    expect(after[1]).toMatchObject({ id: target.id, title: 'Renamed aerial' });
    expect(after).toHaveLength(list.length);
  });

  it('400 without an id or with a bad body, 401, 403, 404 for an unknown id or service', async () => {
    const { app, admin } = await adminApp();
    const url = '/api/portfolio/dronePortfolio';
    await admin.agent.put(url).set(sameOrigin(admin.csrf)).send(item).expect(400);
    await admin.agent.put(url).set(sameOrigin(admin.csrf)).send({ id: 'drone-1', title: '' }).expect(400);
    await request(app)
      .put(url)
      .set({ Origin: TEST_PUBLIC_URL })
      .send({ ...item, id: 'x' })
      .expect(401);
    await admin.agent
      .put(url)
      .set({ Origin: 'https://evil.example', 'X-CSRF-Token': admin.csrf })
      .send({ ...item, id: 'x' })
      .expect(403);
    const missing = await admin.agent
      .put(url)
      .set(sameOrigin(admin.csrf))
      .send({ ...item, id: 'drone-0' })
      .expect(404);
    expect(missing.body.error).toMatch(/No item with id "drone-0"/);
    await admin.agent
      .put('/api/portfolio/__proto__')
      .set(sameOrigin(admin.csrf))
      .send({ ...item, id: 'x' })
      .expect(404);
  });
});

describe('DELETE /api/portfolio/{service}/{itemId}', () => {
  it('deletes, then 404s the same id', async () => {
    const { app, admin } = await adminApp();
    const list = (await request(app).get('/api/portfolio/editingPortfolio')).body as { id: string }[];
    const id = list[0]!.id;
    await admin.agent.delete(`/api/portfolio/editingPortfolio/${id}`).set(sameOrigin(admin.csrf)).expect(200);
    const after = (await request(app).get('/api/portfolio/editingPortfolio')).body as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(id);
    await admin.agent.delete(`/api/portfolio/editingPortfolio/${id}`).set(sameOrigin(admin.csrf)).expect(404);
  });

  it('401, 403 cross-site (nothing deleted), 404 for an unknown service', async () => {
    const { app, admin } = await adminApp();
    const list = (await request(app).get('/api/portfolio/editingPortfolio')).body as { id: string }[];
    const id = list[0]!.id;
    await request(app).delete(`/api/portfolio/editingPortfolio/${id}`).set({ Origin: TEST_PUBLIC_URL }).expect(401);
    await admin.agent
      .delete(`/api/portfolio/editingPortfolio/${id}`)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': admin.csrf })
      .expect(403);
    await admin.agent.delete(`/api/portfolio/constructor/${id}`).set(sameOrigin(admin.csrf)).expect(404);
    expect((await request(app).get('/api/portfolio/editingPortfolio')).body).toEqual(list);
  });
});

describe('POST /api/portfolio/{service}/batch', () => {
  it('puts a shoot first, in its order, in one write, and the public page leads with it', async () => {
    const { app, admin } = await adminApp();
    const before = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body as { id: string }[];
    const shoot = Array.from({ length: 25 }, (_, i) => ({ ...item, title: `Aerial ${i + 1}, Port Credit` }));
    const res = await admin.agent
      .post('/api/portfolio/dronePortfolio/batch')
      .set(sameOrigin(admin.csrf))
      .send({ items: shoot })
      .expect(201);
    expect(res.body.items.map((i: { title: string }) => i.title)).toEqual(shoot.map((i) => i.title));
    const after = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body as { id: string; title: string }[];
    expect(after.slice(0, 25).map((i) => i.title)).toEqual(shoot.map((i) => i.title));
    expect(after.slice(25).map((i) => i.id)).toEqual(before.map((i) => i.id));
    const page = (await request(app).get('/portfolio/drone').expect(200)).text;
    expect(page.indexOf('Aerial 1, Port Credit')).toBeGreaterThan(0);
    expect(page.indexOf('Aerial 1, Port Credit')).toBeLessThan(page.indexOf('Aerial 2, Port Credit'));
  });

  it('refuses the whole batch when one item is wrong, naming it and its fields, and stores nothing', async () => {
    const { app, admin } = await adminApp();
    const before = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).text;
    const shoot = [
      { ...item, title: 'Fine' },
      { ...item, title: '' },
      { ...item, description: 'x'.repeat(2001) },
    ];
    const res = await admin.agent
      .post('/api/portfolio/dronePortfolio/batch')
      .set(sameOrigin(admin.csrf))
      .send({ items: shoot })
      .expect(400);
    expect(res.body.error).toBe('Item 2: Title is required');
    expect(Object.keys(res.body.items)).toEqual(['1', '2']);
    expect(res.body.items['2'].description).toMatch(/at most 2000/);
    for (const body of [{}, { items: [] }, { items: Array.from({ length: 101 }, () => item) }, { items: 'x' }]) {
      await admin.agent.post('/api/portfolio/dronePortfolio/batch').set(sameOrigin(admin.csrf)).send(body).expect(400);
    }
    expect((await request(app).get('/api/portfolio/dronePortfolio').expect(200)).text).toBe(before);
    await request(app)
      .post('/api/portfolio/dronePortfolio/batch')
      .send({ items: [item] })
      .expect(401);
  });
});

describe('PUT /api/portfolio/{service}/order', () => {
  it('reorders, and the public read side keeps the order', async () => {
    const { app, admin } = await adminApp();
    const list = (await request(app).get('/api/portfolio/videoPortfolio')).body as { id: string }[];
    const ids = list.map((i) => i.id).reverse();
    await admin.agent.put('/api/portfolio/videoPortfolio/order').set(sameOrigin(admin.csrf)).send({ ids }).expect(200);
    expect(((await request(app).get('/api/portfolio/videoPortfolio')).body as { id: string }[]).map((i) => i.id)).toEqual(ids);
  });

  it('400 when the ids are not exactly the service items; 401; 403; 404', async () => {
    const { app, admin } = await adminApp();
    const list = (await request(app).get('/api/portfolio/videoPortfolio')).body as { id: string }[];
    const ids = list.map((i) => i.id);
    const url = '/api/portfolio/videoPortfolio/order';
    await admin.agent
      .put(url)
      .set(sameOrigin(admin.csrf))
      .send({ ids: ids.slice(1) })
      .expect(400);
    await admin.agent
      .put(url)
      .set(sameOrigin(admin.csrf))
      .send({ ids: [...ids, ids[0]] })
      .expect(400);
    await admin.agent.put(url).set(sameOrigin(admin.csrf)).send({ ids: 'all' }).expect(400);
    await request(app).put(url).set({ Origin: TEST_PUBLIC_URL }).send({ ids }).expect(401);
    await admin.agent.put(url).set({ Origin: 'https://evil.example', 'X-CSRF-Token': admin.csrf }).send({ ids }).expect(403);
    await admin.agent.put('/api/portfolio/__proto__/order').set(sameOrigin(admin.csrf)).send({ ids }).expect(404);
  });
});

describe('durability', () => {
  it('a write answered 2xx survives a restart of the app over the same DB_FILE', async () => {
    const config = testConfig(adminEnv(fake));
    const first = await createApp(config, { log: quietLog().log });
    const admin: SignedIn = await signIn(first.app, fake);
    const added = await admin.agent.post('/api/portfolio/aiServicesPortfolio').set(sameOrigin(admin.csrf)).send(item).expect(201);
    await first.close();
    const second = await createApp(config, { log: quietLog().log });
    const list = (await request(second.app).get('/api/portfolio/aiServicesPortfolio').expect(200)).body as { id: string }[];
    expect(list.map((i) => i.id)).toContain(added.body.id);
  });
});

describe('POST /api/upload', () => {
  const uploadsOf = (dir: string) => readdirSync(dir).filter((f) => !f.startsWith('.'));

  it('re-encodes a real PNG to WebP with variants, and serves it with nosniff and a long cache', async () => {
    const { app, admin, config } = await adminApp();
    const res = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await png(1600, 1000), { filename: 'porch.png', contentType: 'image/png' })
      .expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280]);
    const served = await request(app).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.body).metadata()).format).toBe('webp');
    expect(uploadsOf(config.uploadsDir)).toHaveLength(9);
  });

  it.each([
    ['a text file renamed .png', () => Buffer.from('hello, this is not an image'), 'notes.png', 'image/png', 415],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml', 415],
    [
      'a 51 MB file',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(51 * 1024 * 1024)]),
      'big.png',
      'image/png',
      413,
    ],
    ['a truncated PNG', async () => (await png(400, 300)).subarray(0, 60), 'cut.png', 'image/png', 422],
  ])('rejects %s and writes nothing', async (_name, body, filename, contentType, status) => {
    const { admin, config } = await adminApp();
    const res = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await body(), { filename, contentType })
      .expect(status);
    expect(res.body.error).toEqual(expect.any(String));
    expect(readdirSync(config.uploadsDir)).toHaveLength(0);
  });

  // Polyglots, x.jpg.php, NUL names, pixel floods, two files: ./hostile-uploads.test.ts.
  it('rejects a form with no file', async () => {
    const { admin, config } = await adminApp();
    const res = await admin.agent.post('/api/upload').set(sameOrigin(admin.csrf)).field('note', 'x').expect(400);
    expect(res.body.error).toMatch(/Choose an image/);
    expect(readdirSync(config.uploadsDir)).toHaveLength(0);
  });

  it('401 anonymous, 403 cross-site, and nothing is written', async () => {
    const { app, admin, config } = await adminApp();
    const one = await png();
    await request(app).post('/api/upload').set({ Origin: TEST_PUBLIC_URL }).attach('file', one, 'a.png').expect(401);
    await admin.agent
      .post('/api/upload')
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': admin.csrf })
      .attach('file', one, 'a.png')
      .expect(403);
    expect(existsSync(config.uploadsDir) ? readdirSync(config.uploadsDir) : []).toHaveLength(0);
  });

  it('404s an upload that does not exist, without leaking files', async () => {
    const { app } = await adminApp();
    await request(app).get('/uploads/nothing.webp').expect(404);
    await request(app)
      .get('/uploads/..%2fdb.json')
      .redirects(1)
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    expect(path.basename('/uploads/x')).toBe('x');
  });
});
