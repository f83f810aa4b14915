// Deferred blocks (src/app/lib/deferred.tsx): a section below the fold loads its code only as it nears the
// viewport; a click that lands on it before it has hydrated is held and replayed; and the first client navigation
// does not wait on blocks that were never scrolled to.
import { expect, test } from './support/test';

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test('a section below the fold loads its code only as it nears the viewport, and then works', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/services/photography');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => chunk('faq-section').test(u))).toEqual([]);
  expect(requested.filter((u) => chunk('footer').test(u))).toEqual([]);

  const faq = page.locator('#faq');
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.filter((u) => chunk('faq-section').test(u)).length).toBe(1);
  const first = faq.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('a click on a block whose code is still loading is replayed once it has hydrated', async ({ page }) => {
  // The video tour's chunk arrives a second late: the click lands on server HTML and must not be lost.
  await page.route(chunk('video-facade'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/projects/chelster-hall');
  const tour = page.locator('#video-tour');
  await tour.getByRole('button', { name: /Play video/ }).click();
  await expect(tour.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
});

test('the first client navigation does not wait on blocks that were never scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/services/photography');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Photography/);
  await expect(page.locator('footer')).toBeVisible();
});

test('every icon has its symbol after a client navigation, even when the sprite failed to load on the first page', async ({ page }) => {
  const unresolved = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('use')]
        .map((use) => use.getAttribute('href') ?? '')
        .filter((href) => !href.startsWith('#') || !document.getElementById(href.slice(1))),
    );
  // The first page's own symbols come with its HTML; the sprite for the next page fails once, then loads.
  await page.route(/\/assets\/sprite-[\w-]+\.svg$/, (route) => route.abort());
  await page.goto('/contact');
  expect(await unresolved()).toEqual([]);
  const onContact = await page.locator('#__icons symbol').count();
  await page.unrouteAll();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.locator('main svg.icon').first()).toBeVisible();
  expect(await unresolved()).toEqual([]);
  expect(await page.locator('#__icons symbol').count()).toBeGreaterThan(onContact);
});
