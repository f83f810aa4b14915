// The first load's order (src/app/boot.ts): the page's scripts start only after the hero image has arrived and the
// first frame is on screen, so on a slow phone they share neither the bandwidth nor the main thread with the largest
// paint; a hero that fails does not keep the page from hydrating.
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
