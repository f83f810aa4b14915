// CSRF across every mutation (add, update, reorder, delete, upload, logout) and every way a forged request can
// arrive: each gets 403 and changes nothing (store, uploads, session). The same requests sent the way the admin
// page sends them then succeed, so the 403s come from the CSRF check and nothing else.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp, TEST_PUBLIC_URL } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, type SignedIn } from '#test/admin-session';
import { STORES, storeEnv } from '#test/stores';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const item = { title: 'Leslieville Semi', description: 'Porch at dusk.', type: 'image', src: 'leslieville-semi-front' };
type Agent = SignedIn['agent'];
type Mutation = { name: string; send: (agent: Agent, headers: Record<string, string>) => request.Test; ok: number };

async function mutations(app: Parameters<typeof request>[0]): Promise<Mutation[]> {
  const drone = (await request(app).get('/api/portfolio/dronePortfolio')).body as { id: string }[];
  const video = (await request(app).get('/api/portfolio/videoPortfolio')).body as { id: string }[];
  const editing = (await request(app).get('/api/portfolio/editingPortfolio')).body as { id: string }[];
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();
  return [
    { name: 'POST add', send: (a, h) => a.post('/api/portfolio/photographyPortfolio').set(h).send(item), ok: 201 },
    {
      name: 'PUT update',
      send: (a, h) =>
        a
          .put('/api/portfolio/dronePortfolio')
          .set(h)
          .send({ ...item, id: drone[0]!.id }),
      ok: 200,
    },
    {
      name: 'PUT order',
      send: (a, h) =>
        a
          .put('/api/portfolio/videoPortfolio/order')
          .set(h)
          .send({ ids: video.map((v) => v.id).reverse() }),
      ok: 200,
    },
    { name: 'DELETE', send: (a, h) => a.delete(`/api/portfolio/editingPortfolio/${editing[0]!.id}`).set(h), ok: 200 },
    { name: 'POST upload', send: (a, h) => a.post('/api/upload').set(h).attach('file', png, 'porch.png'), ok: 201 },
    { name: 'POST logout', send: (a, h) => a.post('/auth/logout').set(h), ok: 204 },
  ];
}

function forgeries(own: string, other: string): [string, Record<string, string>][] {
  return [
    [
      'a cross-site page (Origin and Sec-Fetch-Site say so), even with the token',
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': own },
    ],
    [
      'a sibling subdomain (same-site, not same-origin)',
      { Origin: 'http://admin.localhost:3000', 'Sec-Fetch-Site': 'same-site', 'X-CSRF-Token': own },
    ],
    ['an opaque origin (sandboxed frame, data: URL)', { Origin: 'null', 'X-CSRF-Token': own }],
    ['a client that sends neither Origin nor Sec-Fetch-Site', { 'X-CSRF-Token': own }],
    ['our origin without the token', { Origin: TEST_PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }],
    ['our origin with a wrong token', { ...sameOrigin(own), 'X-CSRF-Token': `${own.slice(0, -2)}xx` }],
    ["our origin with another admin session's token", sameOrigin(other)],
  ];
}

describe.each(STORES)('CSRF on every mutation, over %s', (kind) => {
  it('refuses every forged mutation with 403 and changes nothing; the genuine ones then succeed', async () => {
    const { app, config } = await testApp({ ...(await storeEnv(kind)), ...adminEnv(fake) });
    const admin = await signIn(app, fake);
    const other = await signIn(app, fake);
    expect(other.csrf).not.toBe(admin.csrf);
    const all = await mutations(app);
    // Everything the admin can change, read through the API: the same on either store.
    const everything = async (agent = admin.agent) =>
      JSON.stringify([(await agent.get('/api/admin/portfolio').expect(200)).body, (await agent.get('/api/admin/media').expect(200)).body]);
    const store = await everything();

    for (const mutation of all) {
      for (const [how, headers] of forgeries(admin.csrf, other.csrf)) {
        const res = await mutation.send(admin.agent, headers);
        expect(res.status, `${mutation.name} from ${how}`).toBe(403);
        expect(res.body.error, `${mutation.name} from ${how}`).toMatch(/Cross-site|CSRF token/);
      }
    }
    expect(await everything()).toBe(store);
    expect(readdirSync(config.uploadsDir)).toEqual([]);
    expect((await admin.agent.get('/api/auth/user')).body.authenticated).toBe(true);

    for (const mutation of all) {
      const res = await mutation.send(admin.agent, sameOrigin(admin.csrf));
      expect(res.status, `${mutation.name}: ${JSON.stringify(res.body)}`).toBe(mutation.ok);
    }
    expect((await admin.agent.get('/api/auth/user')).body.authenticated).toBe(false);
    expect(await everything((await signIn(app, fake)).agent)).not.toBe(store);
  });
});
