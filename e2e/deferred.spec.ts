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

test('the scroll-in animation leaves a block alone until React has hydrated it, then plays there', async ({ page }) => {
  // React compares a block's server HTML with what it renders when it hydrates it: a class or attribute added before
  // that was reported as a hydration mismatch on every load (in development) and never patched up.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/services/photography');
  await page.waitForLoadState('networkidle');
  // Blocks far below the fold have not loaded their code: their reveal elements are as the server wrote them.
  const state = () =>
    page.evaluate(() => {
      const far = [...document.querySelectorAll('[data-deferred] [data-reveal]')].filter(
        (el) => el.getBoundingClientRect().top > window.innerHeight + 1500,
      );
      return {
        far: far.length,
        touched: far.filter((el) => el.hasAttribute('data-reveal-seen') || el.classList.contains('reveal-pending')).length,
        seen: document.querySelectorAll('[data-reveal][data-reveal-seen]').length,
      };
    });
  const before = await state();
  expect(before.far).toBeGreaterThan(0);
  expect(before.touched).toBe(0);
  expect(before.seen).toBeGreaterThan(0);
  // Scrolled through, the blocks hydrate and their elements join the animation.
  for (let y = 0; y < 12_000; y += 600) await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await state()).seen).toBeGreaterThan(before.seen);
});
