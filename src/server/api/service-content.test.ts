// The service pages as content records, over supertest: each page rendered from its published record is the page
// rendered from its module, byte for byte (the alias address too); a package's price saved as a draft shows only in
// the owner's preview until it is published; a section the owner empties leaves the page; refusals name their field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { serviceSlugs } from '#shared/catalog';
import type { ServicePageContent } from '#shared/content/service-page';
import { paths } from '#shared/paths';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, STRANGER_LOGIN, throughGitHub } from '#test/admin-session';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const record = (slug: string) => `/api/admin/content/service/${slug}`;

async function adminApp() {
  const handle = await testApp(adminEnv(fake));
  const admin = await signIn(handle.app, fake);
  const send = (method: 'put' | 'post', path: string, body: unknown) =>
    admin.agent[method](path)
      .set(sameOrigin(admin.csrf))
      .send(body as object);
  const seedOf = async (slug: string) => (await admin.agent.get(record(slug)).expect(200)).body.seed as ServicePageContent;
  const publish = async (slug: string, data: unknown, baseVersion = 0) => {
    await send('put', record(slug), { data, baseVersion }).expect(200);
    await send('post', `${record(slug)}/publish`, { baseVersion: baseVersion + 1 }).expect(200);
  };
  return { ...handle, admin, send, seedOf, publish };
}

/** The package cards' titles and prices, as a visitor reads them. */
const prices = (html: string) =>
  [...html.matchAll(/(?:<p class="text-right[^"]*">([^<]+)<\/p>)?<\/div><h3[^>]*>([^<]+)<\/h3>/g)].map((m) => [m[2], m[1] ?? null]);

describe('the service pages as content records', () => {
  it('render the same from their published records as from their modules, every page and the alias address', async () => {
    const { app, seedOf, publish } = await adminApp();
    const addresses = [...serviceSlugs.map((slug) => paths.service(slug)), '/services/automation'];
    const before = await Promise.all(addresses.map(async (path) => (await request(app).get(path).expect(200)).text));
    for (const slug of serviceSlugs) {
      const seed = await seedOf(slug);
      expect(seed).not.toHaveProperty('slug');
      expect(seed.featured).not.toHaveProperty('items');
      await publish(slug, seed);
    }
    for (const [i, path] of addresses.entries()) expect((await request(app).get(path).expect(200)).text, path).toBe(before[i]);
  });

  it('shows a changed price only in the preview until it is published, then on the page and to the browser', async () => {
    const { app, admin, send, seedOf } = await adminApp();
    const seed = await seedOf('photography');
    const edited: ServicePageContent = {
      ...seed,
      packages: seed.packages.map((p, i) => (i === 0 ? { ...p, price: 'From $349' } : p)),
    };
    const page = async () => (await request(app).get('/services/photography').expect(200)).text;
    expect(prices(await page())[0]).toEqual(['Essential Listing', null]);

    await send('put', record('photography'), { data: edited, baseVersion: 0 }).expect(200);
    expect(prices(await page())[0]).toEqual(['Essential Listing', null]);
    const preview = await admin.agent.get('/api/admin/preview/service/photography').expect(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(prices(preview.text)[0]).toEqual(['Essential Listing', 'From $349']);
    expect(preview.text).toContain('Preview of your draft');

    await send('post', `${record('photography')}/publish`, { baseVersion: 1 }).expect(200);
    expect(prices(await page())[0]).toEqual(['Essential Listing', 'From $349']);
    expect((await request(app).get('/api/content/service/photography').expect(200)).body.packages[0].price).toBe('From $349');
    // The other pages are untouched.
    expect(await page()).toContain('Real Estate');
    expect(prices((await request(app).get('/services/drone').expect(200)).text).every(([, price]) => price === null)).toBe(true);
  });

  it('leaves out a section the owner removed instead of falling back to the module', async () => {
    const { app, seedOf, publish } = await adminApp();
    const { comparisons, ...without } = await seedOf('editing');
    expect(comparisons).toBeDefined();
    const before = (await request(app).get('/services/editing').expect(200)).text;
    expect(before).toContain('id="before-after"');
    await publish('editing', without);
    const after = (await request(app).get('/services/editing').expect(200)).text;
    expect(after).not.toContain('id="before-after"');
    expect(after).toContain('id="packages"');
  });

  it('refuses strangers, unknown services and bad fields, naming the field', async () => {
    const { app, admin, send, seedOf } = await adminApp();
    await request(app).get(record('photography')).expect(401);
    const stranger = await throughGitHub(app, fake, STRANGER_LOGIN);
    await stranger.agent.get(record('photography')).expect(401);
    const seed = await seedOf('photography');
    await send('put', record('plumbing'), { data: seed, baseVersion: 0 }).expect(404);
    await request(app).get('/api/content/service/plumbing').expect(404);

    const badLink = { ...seed, cta: { ...seed.cta, primary: { ...seed.cta.primary, href: 'https://evil.example/' } } };
    expect((await send('put', record('photography'), { data: badLink, baseVersion: 0 }).expect(400)).body.fields).toEqual({
      'cta.primary.href': 'Link must be a page of this site such as /contact, or #section',
    });
    const badPackage = { ...seed, packages: [{ ...seed.packages[0], price: '', popular: 'yes' }] };
    expect((await send('put', record('photography'), { data: badPackage, baseVersion: 0 }).expect(400)).body.fields).toEqual({
      'packages.0.price': 'Price is required',
      'packages.0.popular': 'Most popular must be yes or no',
    });
    expect(
      (await send('put', record('photography'), { data: { ...seed, packagesLayout: 'grid' }, baseVersion: 0 }).expect(400)).body.fields,
    ).toEqual({ packagesLayout: 'Packages: layout must be one of two-column, three-column' });
    // Nothing was kept.
    expect((await admin.agent.get(record('photography')).expect(200)).body.record).toBeNull();
  });
});
