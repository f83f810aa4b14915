// Site speed is filed under the page a visit was on: land on /about, interact, go to /contact client-side, hide
// the tab; /about's INP and CLS are filed under /about (not under /contact, the address when they are sent).
// The figures are on disk: after a restart of the server the admin's panel still shows them.
import { expect, test } from './support/test';
import { fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from '../test/fake-github.ts';
import { freePort, processSite, signInOverHttp, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import type { VitalsResponse } from '../src/shared/api.ts';
import { signInAdmin } from '#test/admin-browser';

let fake: FakeGitHub;
let server: ServerProcess | undefined;
test.beforeAll(async () => {
  fake = await startFakeGitHub();
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await fake.close();
});

test('INP and CLS of a page are filed under it after a client-side navigation, and survive a restart', async ({ page }) => {
  test.setTimeout(120_000);
  const site = processSite('nf-vitals-');
  const env = { ...site.env, ...fakeGitHubEnv(fake, 'northframe-admin'), WARM_UP: '0' };
  server = startServerProcess(await freePort(), env);
  await server.listening;

  await page.goto(`${server.url}/about`);
  await page.waitForLoadState('load');
  // The reporter loads after the load event; give it a moment, then make an interaction slow enough to count.
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    document.addEventListener('pointerdown', () => {
      const until = performance.now() + 120;
      while (performance.now() < until) {
        // A slow handler: the interaction's delay is what INP measures.
      }
    });
  });
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(300);
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });

  const admin = await signInOverHttp(server.url, fake);
  const figures = async () =>
    (await (await fetch(`${server!.url}/api/admin/vitals`, { headers: { cookie: admin.cookie } })).json()) as VitalsResponse;
  await expect
    .poll(async () => Object.keys((await figures()).routes['/about'] ?? {}).sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['CLS', 'INP']));
  const before = await figures();
  expect(before.routes['/about']!.INP!.p75).toBeGreaterThanOrEqual(100);
  expect(before.routes['/contact']?.INP).toBeUndefined();

  // Restart: the figures come back from DATA_DIR/vitals.json.
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = startServerProcess(await freePort(), env);
  await server.listening;
  await signInAdmin(page, server.url);
  const about = page.locator('[data-testid="vitals-route"][data-route="/about"]');
  await about.scrollIntoViewIfNeeded();
  await expect(about.locator('[data-metric="INP"]')).toContainText(/\d+ ms/);
  await expect(about.locator('[data-metric="INP"]')).toContainText(/1 visit/);
  await expect(about.locator('[data-metric="CLS"]')).toContainText(/Good|Needs improvement|Poor/);
});
