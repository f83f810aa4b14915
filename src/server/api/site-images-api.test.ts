// The built-in photographs in the media library, over supertest: the admin's list (how the pages describe each),
// the owner's description replacing the built-in ones on the pages, a moved focal point giving new crops under new
// URLs (the old ones still served), the browser's rows for its next pages, and the version check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import manifest from '#content/image-manifest.json';
import type { BuiltInImage } from '#shared/api';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp } from '#test/test-app';
import { adminEnv, sameOrigin, signIn } from '#test/admin-session';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

/** A project's lead photograph: /projects shows it on the project's card, with the project's alt text. */
const CARD = 'chelster-hall-facade-day';
const BUILT_IN_ALT = 'Chelster Hall, a red-brick Georgian Revival manor with a white portico and three dormers, seen across its front lawn';
const hashOf = (name: string) => (manifest as Record<string, { hash: string }>)[name]!.hash;

async function adminApp() {
  const handle = await testApp(adminEnv(fake));
  const admin = await signIn(handle.app, fake);
  const save = (name: string, data: unknown, baseVersion: number) =>
    admin.agent.put(`/api/admin/content/site-image/${name}`).set(sameOrigin(admin.csrf)).send({ data, baseVersion });
  return { ...handle, admin, save };
}

/** The alt texts of the <img>s that show this image on a page, in page order. */
function altsOf(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<img[^>]*src="/img/${name}\\.[^>]*>`, 'g'))].map((img) => /alt="([^"]*)"/.exec(img[0])?.[1] ?? '');
}

describe('the built-in photographs in the media library', () => {
  it('are listed for admins only, each with how the pages describe it', async () => {
    const { app, admin } = await adminApp();
    await request(app).get('/api/admin/site-images').expect(401);
    const { images } = (await admin.agent.get('/api/admin/site-images').expect(200)).body as { images: BuiltInImage[] };
    expect(images.map((i) => i.name)).toEqual(Object.keys(manifest).sort());
    const card = images.find((i) => i.name === CARD)!;
    expect(card.descriptions).toContain(BUILT_IN_ALT);
    expect(card.uses).toBeGreaterThan(0);
    expect(card).toMatchObject({ version: 0, focal: card.builtInFocal });
    expect(card.url).toMatch(new RegExp(`^/img/${CARD}\\.${hashOf(CARD)}\\.\\d+\\.webp$`));
    await admin.agent.get(card.url).expect(200).expect('content-type', 'image/webp');
  });

  it('take the owner’s description on every page that shows them, and give it back when it is cleared', async () => {
    const { app, save } = await adminApp();
    const page = '/projects/chelster-hall';
    // Shown there as the hero (a backdrop, alt="") and in the gallery, described.
    const built = altsOf((await request(app).get(page).expect(200)).text, CARD);
    expect(built).toContain('');
    expect(built.filter(Boolean)).toEqual([expect.stringMatching(/^Chelster Hall, a red-brick Georgian Revival manor/)]);
    const withMine = (mine: string) => built.map((alt) => (alt ? mine : ''));
    const mine = 'The front of Chelster Hall on a clear morning: red brick, a white portico and three dormers';
    const saved = await save(CARD, { alt: `  ${mine} ` }, 0).expect(200);
    expect(saved.body).toMatchObject({ type: 'site-image', id: CARD, version: 1, data: { alt: mine } });
    expect(altsOf((await request(app).get(page).expect(200)).text, CARD)).toEqual(withMine(mine));
    expect(altsOf((await request(app).get('/portfolio').expect(200)).text, CARD)).toContain(mine);
    // The browser's rows for its next pages carry it too.
    expect((await request(app).get('/api/site-images').expect(200)).body.rows[CARD]).toMatchObject({ alt: mine, hash: hashOf(CARD) });

    await save(CARD, {}, 1).expect(200);
    expect(altsOf((await request(app).get(page).expect(200)).text, CARD)).toEqual(built);
    expect((await request(app).get('/api/site-images').expect(200)).body.rows).toEqual({});
  });

  it('crop around the point the owner sets: the tall crops are made again under a new URL, the old one still served', async () => {
    const { app, save } = await adminApp();
    const page = (await request(app).get('/privacy').expect(200)).text;
    const [, hero, hash] = /\/img\/([a-z0-9-]+)\.([0-9a-f]{8})\.p480\.webp/.exec(page)!;
    expect(hash).toBe(hashOf(hero!));
    const before = (await request(app).get(`/img/${hero}.${hash}.p480.webp`).expect(200)).body as Buffer;

    await save(hero!, { focal: { x: 5, y: 50 } }, 0).expect(200);
    const moved = (await request(app).get('/privacy').expect(200)).text;
    const newHash = new RegExp(`/img/${hero}\\.([0-9a-f]{8})\\.p480\\.webp`).exec(moved)![1]!;
    expect(newHash).not.toBe(hash);
    expect(moved).not.toContain(`${hero}.${hash}.`);
    const after = (await request(app).get(`/img/${hero}.${newHash}.p480.webp`).expect(200)).body as Buffer;
    expect(after.equals(before)).toBe(false);
    // A page cached with the old URLs still gets its file; an invented hash does not.
    await request(app).get(`/img/${hero}.${hash}.p480.webp`).expect(200);
    await request(app).get(`/img/${hero}.0badc0de.p480.webp`).expect(404);

    // Back at the built-in point: the built-in URLs again.
    const { body } = await request(app).get('/api/site-images').expect(200);
    expect(body.rows[hero!]).toMatchObject({ focal: [0.05, 0.5], hash: newHash });
    await save(hero!, { focal: await builtInFocal(app, hero!) }, 1).expect(200);
    expect((await request(app).get('/privacy').expect(200)).text).toContain(`${hero}.${hash}.p480.webp`);
  }, 120_000);

  it('refuse what is not a built-in image or not a description and focal point (the field named), and stale saves', async () => {
    const { save } = await adminApp();
    expect((await save('no-such-photo', { alt: 'x' }, 0).expect(404)).body.error).toMatch(/no site-image record "no-such-photo"/);
    await save('Not_A_Name', { alt: 'x' }, 0).expect(404);
    expect((await save(CARD, { focal: { x: 150, y: 50 } }, 0).expect(400)).body.fields).toEqual({ 'focal.x': 'focal.x must be 0 to 100' });
    expect((await save(CARD, { alt: 42 }, 0).expect(400)).body.fields).toEqual({ alt: 'Alt text must be text' });
    expect((await save(CARD, { alt: 'x'.repeat(301) }, 0).expect(400)).body.fields.alt).toMatch(/at most 300/);
    await save(CARD, { alt: 'ok', colour: 'red' }, 0).expect(400);
    await save(CARD, { alt: 'first' }, 0).expect(200);
    const stale = await save(CARD, { alt: 'second' }, 0).expect(409);
    expect(stale.body.current).toMatchObject({ version: 1, data: { alt: 'first' } });
  });
});

/** The point a built-in image's crops keep, as the admin's list gives it. */
async function builtInFocal(app: Parameters<typeof request>[0], name: string) {
  const admin = await signIn(app as never, fake);
  const { images } = (await admin.agent.get('/api/admin/site-images').expect(200)).body as { images: BuiltInImage[] };
  return images.find((i) => i.name === name)!.builtInFocal;
}
