// Site chrome journeys: navbar states and menus, scroll-to-top, body class, and a clean console.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { watchConsole } from './console';
import { holdRequests } from './support/hold';

/** The open mobile menu's chunk (mobile-menu-panel), which the page loads lazily. */
const MENU_PANEL = /\/assets\/mobile-menu-panel-[^/]+\.js$/;
/** How long to wait for that chunk: under the full suite's load it has taken more than the default 5 s, and its
 * speed is not what these tests check (its links show meanwhile). */
const PANEL_ARRIVES = { timeout: 15_000 };
/** Whether the page behind the open menu is out of reach (inert) and held still (no scrolling). */
const pageBehind = (page: Page) =>
  page.evaluate(() => ({ inert: document.querySelector('main')!.inert, overflow: document.documentElement.style.overflow }));

test('the navbar turns solid after 50 px of scroll', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(200);
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-solid', 'false');
  expect(problems).toEqual([]);
});

test('the body class goes from loading to loaded', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('body')).toHaveClass('loaded');
});

test('the Services dropdown opens on hover, closes on leave, and its links navigate', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Services' });
  await trigger.hover();
  const menu = nav.getByRole('menu', { name: 'Services' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(9);
  await expect(menu.getByRole('menuitem').first()).toHaveText('All Services');
  await page.mouse.move(5, 600);
  await expect(menu).toBeHidden();

  await nav.getByRole('button', { name: 'Portfolio' }).hover();
  const portfolio = nav.getByRole('menu', { name: 'Portfolio' });
  await expect(portfolio.getByRole('menuitem')).toHaveCount(9);
  await expect(portfolio.getByRole('menuitem').first()).toHaveText('View All Portfolio');
  await portfolio.getByRole('menuitem', { name: 'Drone' }).click();
  await expect(page).toHaveURL(/\/portfolio\/drone$/);
  await expect(portfolio).toBeHidden();
  expect(problems).toEqual([]);
});

test('the dropdowns work from the keyboard and close 150 ms after focus leaves', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Services' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = nav.getByRole('menu', { name: 'Services' });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'All Services' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Photography' })).toBeFocused();

  // Tab through to the end of the menu and out: it closes after the blur delay.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();

  await nav.getByRole('button', { name: 'Portfolio' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio\/photography$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens expandable Services and Portfolio sections', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const services = menu.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false', PANEL_ARRIVES);
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Matterport' })).toBeVisible();
    await menu.getByRole('button', { name: 'Portfolio' }).click();
    await menu.getByRole('link', { name: 'Brand Apparel' }).click();
    await expect(page).toHaveURL(/\/portfolio\/brand-apparel$/);
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the open menu shows its entries as links while its code loads, and nothing moves when it arrives', async ({ page }) => {
    // Hold the panel's chunk (the idle preload asks for it too) until the menu has been seen without it.
    const release = await holdRequests(page, MENU_PANEL);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('list').first()).toHaveAttribute('aria-busy', 'true');
    const entries = ['Home', 'Services', 'Portfolio', 'Projects', 'About', 'Blog', 'Contact'];
    await expect(menu.getByRole('link')).toHaveText(entries);
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    const before = await menu.getByRole('link', { name: 'Contact', exact: true }).boundingBox();
    // Already modal: the page behind is out of reach and does not scroll.
    expect(await pageBehind(page)).toEqual({ inert: true, overflow: 'hidden' });

    release();
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false', PANEL_ARRIVES);
    await expect(menu.locator('[aria-busy]')).toHaveCount(0);
    expect(await menu.getByRole('link', { name: 'Contact', exact: true }).boundingBox()).toEqual(before);
    expect(await pageBehind(page)).toEqual({ inert: true, overflow: 'hidden' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => pageBehind(page)).toEqual({ inert: false, overflow: '' });
  });

  test('a keyboard visitor on a row of the loading menu keeps focus on that entry when the panel arrives', async ({ page }) => {
    const release = await holdRequests(page, MENU_PANEL);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();

    release();
    await expect(menu.getByRole('button', { name: 'Services' })).toBeFocused(PANEL_ARRIVES);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the loading menu is already modal to the keyboard: Tab stays in the header, Escape closes it', async ({ page }) => {
    await holdRequests(page, MENU_PANEL);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    const inHeader = () => page.evaluate(() => document.activeElement?.closest('header') !== null);
    // The bar's links and the seven rows, twice round in each direction: the panel's chunk never arrives.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 24; i++) {
        await page.keyboard.press(key);
        expect(await inHeader(), `${key} #${i + 1}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect.poll(() => pageBehind(page)).toEqual({ inert: false, overflow: '' });
  });

  test('a section in the loading menu leads to its own page', async ({ page }) => {
    await holdRequests(page, MENU_PANEL);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => pageBehind(page)).toEqual({ inert: false, overflow: '' });
  });

  test('the home hero shows its buttons only above the small breakpoint', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-hero="home"]').getByRole('link', { name: 'Our Services' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Scroll' })).toBeVisible();
  });
});

test('navigating scrolls to the top and updates the title without duplicates', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/FAQ|Questions/i);
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
  expect(problems).toEqual([]);
});

test('a page view is reported on every path change', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __views: string[] }).__views = [];
    window.addEventListener('app:pageview', (e) =>
      (window as unknown as { __views: string[] }).__views.push((e as CustomEvent).detail.path),
    );
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __views: string[] }).__views)).toEqual(['/', '/about']);
});
