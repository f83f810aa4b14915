// The media library and restore calls over supertest: each with its 2xx, 400, 401, 403 (CSRF), 404 and 409; an
// upload becomes a library record; a public item shows what the library knows (srcset widths, colour, focal
// point); a deleted image takes its files with it; uploads from before the library are found on disk.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp, TEST_PUBLIC_URL } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, STRANGER_LOGIN, throughGitHub } from '#test/admin-session';
import type { MediaEntry } from '#shared/api';
import type { PortfolioItem } from '#shared/portfolio-item';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const crossSite = (csrf: string) => ({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-CSRF-Token': csrf });
const jpeg = (w = 1400, h = 900) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#4a6b8a' } })
    .jpeg()
    .toBuffer();

async function adminApp(env: Record<string, string> = {}) {
  const handle = await testApp({ ...adminEnv(fake), ...env });
  const admin = await signIn(handle.app, fake);
  const upload = async (name = 'dusk.jpg') =>
    (
      await admin.agent
        .post('/api/upload')
        .set(sameOrigin(admin.csrf))
        .attach('file', await jpeg(), { filename: name })
        .expect(201)
    ).body as MediaEntry;
  return { ...handle, admin, upload };
}

const item = (src: string): Omit<PortfolioItem, 'id'> => ({ title: 'Leaside at dusk', description: 'Blue hour.', type: 'image', src });

describe('the media library', () => {
  it('records an upload: GET /api/admin/media lists it with its size, colour, name and where it is used', async () => {
    const { admin, upload } = await adminApp();
    const saved = await upload('Leaside Dusk.jpg');
    expect(saved).toMatchObject({ width: 1400, height: 900, originalName: 'Leaside Dusk.jpg', alt: '', usedBy: [] });
    expect(saved.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(saved.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    expect(saved.bytes).toBeGreaterThan(0);

    await admin.agent.post('/api/portfolio/photographyPortfolio').set(sameOrigin(admin.csrf)).send(item(saved.url)).expect(201);
    const list = (await admin.agent.get('/api/admin/media').expect(200)).body as { media: MediaEntry[] };
    expect(list.media).toHaveLength(1);
    expect(list.media[0]!.usedBy).toEqual([
      { collection: 'photographyPortfolio', itemId: expect.stringMatching(/^photography-\d+$/), title: 'Leaside at dusk', field: 'src' },
    ]);
  });

  it('GET is 401 for nobody, and for a login not on the list (which gets no session)', async () => {
    const { app } = await adminApp();
    await request(app).get('/api/admin/media').expect(401);
    const stranger = await throughGitHub(app, fake, STRANGER_LOGIN);
    await stranger.agent.get('/api/admin/media').expect(401);
  });

  it('public items carry the upload’s widths, colour and focal point; PATCH sets alt text and focal point', async () => {
    const { app, admin, upload } = await adminApp();
    const saved = await upload();
    await admin.agent.post('/api/portfolio/dronePortfolio').set(sameOrigin(admin.csrf)).send(item(saved.url)).expect(201);
    const patched = await admin.agent
      .patch(`/api/admin/media/${saved.id}`)
      .set(sameOrigin(admin.csrf))
      .send({ alt: 'A flat-roofed infill house at blue hour', focal: { x: 30, y: 65 } })
      .expect(200);
    expect(patched.body).toMatchObject({ alt: 'A flat-roofed infill house at blue hour', focal: { x: 30, y: 65 } });

    const publicList = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body as PortfolioItem[];
    const shown = publicList.find((i) => i.src === saved.url)!;
    expect(shown.uploads?.[saved.url]).toMatchObject({ width: 1400, height: 900, color: saved.color, focal: { x: 30, y: 65 } });
    expect(shown.uploads?.[saved.url]?.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    // The public page is rendered with the responsive sources.
    const html = (await request(app).get('/portfolio/drone').expect(200)).text;
    expect(html).toContain(`${saved.url.replace('.webp', '')}-640.avif 640w`);
    expect(html).toContain('object-position:30% 65%');

    await admin.agent.patch(`/api/admin/media/${saved.id}`).set(sameOrigin(admin.csrf)).send({ focal: null }).expect(200);
    const after = (await admin.agent.get('/api/admin/media').expect(200)).body as { media: MediaEntry[] };
    expect(after.media[0]!.focal).toBeUndefined();
  });

  it('PATCH: 400 for bad values or other keys, 415 for a form, 404 unknown, 401, 403 without the token or cross-site', async () => {
    const { app, admin, upload } = await adminApp();
    const saved = await upload();
    const at = `/api/admin/media/${saved.id}`;
    expect(
      (
        await admin.agent
          .patch(at)
          .set(sameOrigin(admin.csrf))
          .send({ focal: { x: 120, y: 5 } })
          .expect(400)
      ).body.error,
    ).toMatch(/0 to 100/);
    await admin.agent.patch(at).set(sameOrigin(admin.csrf)).send({ url: '/etc/passwd' }).expect(400);
    await admin.agent
      .patch(at)
      .set(sameOrigin(admin.csrf))
      .send({ alt: 'x'.repeat(301) })
      .expect(400);
    expect((await admin.agent.patch(at).set(sameOrigin(admin.csrf)).send({ alt: 'Half a pair \ud800' }).expect(400)).body.error).toMatch(
      /broken or invisible control character/,
    );
    await admin.agent.patch(at).set(sameOrigin(admin.csrf)).type('form').send('alt=x').expect(415);
    await admin.agent.patch('/api/admin/media/0123456789abcdef0123456789abcdef').set(sameOrigin(admin.csrf)).send({ alt: 'x' }).expect(404);
    await admin.agent.patch('/api/admin/media/..%2f..%2fdb').set(sameOrigin(admin.csrf)).send({ alt: 'x' }).expect(404);
    await request(app).patch(at).set({ Origin: TEST_PUBLIC_URL }).send({ alt: 'x' }).expect(401);
    await admin.agent.patch(at).set({ Origin: TEST_PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }).send({ alt: 'x' }).expect(403);
    await admin.agent.patch(at).set(crossSite(admin.csrf)).send({ alt: 'x' }).expect(403);
    const list = (await admin.agent.get('/api/admin/media').expect(200)).body as { media: MediaEntry[] };
    expect(list.media[0]!.alt).toBe('');
  });

  it('DELETE refuses an image in use (409, saying where), then removes an unused one with all its files', async () => {
    const { app, admin, upload, config } = await adminApp();
    const saved = await upload();
    const added = await admin.agent
      .post('/api/portfolio/videoPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ title: 'Walkthrough', description: 'A film.', type: 'video', src: 'dQw4w9WgXcQ', thumbnail: saved.variants[1]!.webp })
      .expect(201);
    const refused = await admin.agent.delete(`/api/admin/media/${saved.id}`).set(sameOrigin(admin.csrf)).expect(409);
    expect(refused.body.error).toBe('This image is used by “Walkthrough” (Video). Remove it from there first.');
    expect(refused.body.usedBy).toEqual([
      { collection: 'videoPortfolio', itemId: added.body.id, title: 'Walkthrough', field: 'thumbnail' },
    ]);
    await request(app).get(saved.url).expect(200);

    await admin.agent.delete(`/api/portfolio/videoPortfolio/${added.body.id}`).set(sameOrigin(admin.csrf)).expect(200);
    await request(app).delete(`/api/admin/media/${saved.id}`).set({ Origin: TEST_PUBLIC_URL }).expect(401);
    await admin.agent.delete(`/api/admin/media/${saved.id}`).set(crossSite(admin.csrf)).expect(403);
    await admin.agent.delete(`/api/admin/media/${saved.id}`).set(sameOrigin(admin.csrf)).expect(200, { deleted: saved.id });
    for (const url of [saved.url, ...saved.variants.flatMap((v) => [v.webp, v.avif])]) await request(app).get(url).expect(404);
    expect(readdirSync(config.uploadsDir).filter((f) => f.startsWith(saved.id))).toEqual([]);
    await admin.agent.delete(`/api/admin/media/${saved.id}`).set(sameOrigin(admin.csrf)).expect(404);
    expect(((await admin.agent.get('/api/admin/media').expect(200)).body as { media: unknown[] }).media).toEqual([]);
  });

  it('finds uploads made before the library (only 640 and 1280 variants) and keeps serving them responsively', async () => {
    const handle = await testApp(adminEnv(fake));
    const dir = handle.config.uploadsDir;
    const id = 'a'.repeat(32);
    const base = await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#7a5d31' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(dir, `${id}.webp`), base);
    for (const w of [640, 1280]) {
      writeFileSync(path.join(dir, `${id}-${w}.webp`), await sharp(base).resize(w).webp().toBuffer());
      writeFileSync(path.join(dir, `${id}-${w}.avif`), await sharp(base).resize(w).avif().toBuffer());
    }
    await handle.close();
    // A new app over the same folders: the library reconciles with the uploads folder as it opens.
    const { app, admin } = await adminApp({
      DB_FILE: handle.config.dbFile,
      UPLOADS_DIR: dir,
      DATA_DIR: handle.config.dataDir,
    });
    const list = (await admin.agent.get('/api/admin/media').expect(200)).body as { media: MediaEntry[] };
    expect(list.media).toEqual([
      expect.objectContaining({ id, width: 2000, height: 1250, originalName: `${id}.webp`, color: expect.stringMatching(/^#/) }),
    ]);
    expect(list.media[0]!.variants.map((v) => v.width)).toEqual([640, 1280]);
    await admin.agent
      .post('/api/portfolio/editingPortfolio')
      .set(sameOrigin(admin.csrf))
      .send(item(`/uploads/${id}.webp`))
      .expect(201);
    const html = (await request(app).get('/portfolio/editing').expect(200)).text;
    expect(html).toContain(`/uploads/${id}-1280.avif 1280w`);
    expect(html).toContain(`/uploads/${id}.webp 2000w`);
  });
});

describe('POST /api/portfolio/{service}/restore', () => {
  it('puts a deleted item back with the same id, fields and place', async () => {
    const { app, admin } = await adminApp();
    const before = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body as PortfolioItem[];
    const victim = before[1]!;
    await admin.agent.delete(`/api/portfolio/dronePortfolio/${victim.id}`).set(sameOrigin(admin.csrf)).expect(200);
    const restored = await admin.agent
      .post('/api/portfolio/dronePortfolio/restore')
      .set(sameOrigin(admin.csrf))
      .send({ item: victim, index: 1 })
      .expect(201);
    expect(restored.body).toEqual(victim);
    expect((await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body).toEqual(before);
    // The same id twice is refused.
    await admin.agent
      .post('/api/portfolio/dronePortfolio/restore')
      .set(sameOrigin(admin.csrf))
      .send({ item: victim, index: 0 })
      .expect(409);
  });

  it('400 for a bad index or item (with field errors), 401, 403 without CSRF, 404 for an unknown service', async () => {
    const { app, admin } = await adminApp();
    const good = { item: { id: 'drone-1', ...item('chelster-hall-aerial-lot') }, index: 0 };
    const at = '/api/portfolio/dronePortfolio/restore';
    await admin.agent
      .post(at)
      .set(sameOrigin(admin.csrf))
      .send({ ...good, index: -1 })
      .expect(400);
    await admin.agent
      .post(at)
      .set(sameOrigin(admin.csrf))
      .send({ ...good, index: 'first' })
      .expect(400);
    const bad = await admin.agent
      .post(at)
      .set(sameOrigin(admin.csrf))
      .send({ item: { id: 'drone-1', title: '', description: '', type: 'image', src: '' }, index: 0 })
      .expect(400);
    expect(bad.body.fields).toEqual({ title: 'Title is required', description: 'Description is required', src: 'Image URL is required' });
    await request(app).post(at).set({ Origin: TEST_PUBLIC_URL }).send(good).expect(401);
    await admin.agent.post(at).set(crossSite(admin.csrf)).send(good).expect(403);
    await admin.agent.post(at).set({ Origin: TEST_PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }).send(good).expect(403);
    await admin.agent.post('/api/portfolio/nopePortfolio/restore').set(sameOrigin(admin.csrf)).send(good).expect(404);
    const list = (await request(app).get('/api/portfolio/dronePortfolio').expect(200)).body as PortfolioItem[];
    expect(list.map((i) => i.id)).not.toContain('drone-1');
  });
});

describe('field errors', () => {
  it('a refused item names each field at fault, with the messages the form shows', async () => {
    const { admin } = await adminApp();
    const res = await admin.agent
      .post('/api/portfolio/videoPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ title: 'x'.repeat(201), description: 'ok', type: 'video', src: 'not a video' })
      .expect(400);
    expect(res.body.fields).toEqual({ title: 'Title must be at most 200 characters' });
    const video = await admin.agent
      .post('/api/portfolio/videoPortfolio')
      .set(sameOrigin(admin.csrf))
      .send({ title: 'Film', description: 'ok', type: 'video', src: 'not a video' })
      .expect(400);
    expect(video.body.fields).toEqual({ src: expect.stringMatching(/^YouTube Video ID must be/) });
  });
});
