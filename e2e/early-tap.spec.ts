// A tap on a button before React has hydrated the page (boot.ts keeps it, lib/early-tap.ts replays it): on a slow
// phone the scripts start only once the hero is painted, and the menu button must not ignore the visitor meanwhile.
// On a desktop, a mouse resting on a dropdown entry as the page hydrates opens it (components/layout/nav-dropdown.tsx).
// The base test, not ./support/test: its page.goto waits for a hydration these tests hold back.
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { holdRequests } from './support/hold';

const ENTRY = /\/assets\/entry-client-[\w-]+\.js$/;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the menu button tapped before hydration opens the menu once the page has hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRequests(page, ENTRY);
  let entryRequested = false;
  page.on('request', (request) => (entryRequested ||= ENTRY.test(request.url())));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.tap();
  // As HTML the button does nothing: the menu stays closed, and the tap has started the scripts.
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect.poll(() => entryRequested).toBe(true);

  release();
  await expect(page.locator('body')).toHaveClass('loaded');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Projects' })).toBeVisible();
  // Replayed once: a second click would have closed it again.
  await page.waitForTimeout(500);
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tap after hydration is React’s alone: the menu opens and closes with one tap each', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass('loaded');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await page.waitForTimeout(300);
  await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('a question tapped before hydration, in a block whose code loads when seen, opens once it has hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRequests(page, ENTRY);
  await page.goto('/services/photography', { waitUntil: 'domcontentloaded' });
  const faq = page.locator('#faq');
  const question = faq.getByRole('button').first();
  await expect(page.locator('[data-deferred] #faq')).toHaveCount(1);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.tap();
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(page.locator('body')).toHaveClass('loaded');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(500);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test.describe('with a mouse, on a 1440 px screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  /** The home page as server HTML, its entry held back, and the bar's dropdown entries. */
  async function beforeHydration(page: Page) {
    const release = await holdRequests(page, ENTRY);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('navigation', { name: 'Main' });
    return { release, services: bar.getByRole('button', { name: 'Services' }), portfolio: bar.getByRole('button', { name: 'Portfolio' }) };
  }

  test('a dropdown entry the mouse rests on as the page hydrates opens, as its hover would have', async ({ page }) => {
    const { release, services, portfolio } = await beforeHydration(page);
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(page.locator('body')).toHaveClass('loaded');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Matterport' })).toBeVisible();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown entry clicked before hydration, the mouse still on it, opens once and stays open', async ({ page }) => {
    const { release, services } = await beforeHydration(page);
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(page.locator('body')).toHaveClass('loaded');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // The replayed click and the resting mouse open it once between them: a second opening would have been a toggle.
    await page.waitForTimeout(500);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });
});
