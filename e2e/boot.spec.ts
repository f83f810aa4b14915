// The first load's order (src/app/boot.ts): the page's scripts start only after the hero image has arrived and the
// first frame is on screen, so on a slow phone they share neither the bandwidth nor the main thread with the largest
// paint; a hero that fails does not keep the page from hydrating; a campaign link's first load is the cached page,
// and its tracking parameters stay in the address bar for analytics.
import { expect, test } from './support/test';

const ENTRY = /\/assets\/entry-client-[\w-]+\.js$/;

test('scripts start after the hero image has arrived and after the first paint', async ({ page }) => {
  // A slow hero: every image answers 1.5 s late.
  await page.route('**/img/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/services/photography');
  const timings = await page.evaluate((entry) => {
    const hero = document.querySelector<HTMLImageElement>('[data-hero] img')!;
    const resources = performance.getEntriesByType('resource').filter((r): r is PerformanceResourceTiming => 'responseEnd' in r);
    return {
      hero: resources.find((r) => r.name === hero.currentSrc)?.responseEnd,
      entry: resources.find((r) => new RegExp(entry).test(r.name))?.startTime,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    };
  }, ENTRY.source);
  expect(timings.hero).toBeGreaterThan(1000);
  expect(timings.entry).toBeGreaterThan(timings.hero!);
  expect(timings.entry).toBeGreaterThan(timings.firstPaint!);
});

test('a hero image that fails to load does not keep the page from hydrating', async ({ page }) => {
  await page.route('**/img/**', (route) => route.abort());
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto('/services/photography');
  await expect(page.locator('body')).toHaveClass('loaded');
  const hero = await page.locator('[data-hero] img').evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(failed).toContain(hero);
});

test("a campaign link gets the bare address's cached page, hydrates, and keeps its tracking parameters", async ({ page }) => {
  const campaign = '/services/photography?utm_source=newsletter&utm_medium=email&gclid=a1';
  // The cache stores a page once its first response has gone out: ask until the campaign address is answered from it.
  await expect.poll(async () => (await page.request.get(campaign)).headers()['x-cache']).toBe('HIT');
  const response = await page.goto(campaign);
  expect(response!.headers()['x-cache']).toBe('HIT');
  // Analytics reads the parameters from the address bar, so the router must leave them there.
  expect(await page.evaluate(() => location.search)).toBe('?utm_source=newsletter&utm_medium=email&gclid=a1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Projects');
});
