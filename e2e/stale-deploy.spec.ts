// After a deploy, a page opened before it asks for chunks that no longer exist (src/app/lib/stale-deploy.ts): the
// page the visitor was going to loads from the server instead of the error page, and only once per address.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The About page's own chunks (the page module and its content), as a deploy would have renamed them. */
const ABOUT_CHUNKS = /\/assets\/about-[\w-]{8}\.js$/;

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

function countDocumentLoads(page: Page, pathname: string) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === pathname) loads.count++;
  });
  return loads;
}

test('a page whose code is gone after a deploy loads from the server, not the error page', async ({ page }) => {
  await page.goto('/services/photography');
  await markDocument(page);
  let refused = 0;
  // The old build's chunks are gone once; the document that follows names chunks that load.
  await page.route(ABOUT_CHUNKS, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.continue()));
  const loads = countDocumentLoads(page, '/about');

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  await expect(page.locator('body.loaded')).toHaveCount(1); // the new document hydrated
  expect(await sameDocument(page)).toBe(false); // a document load, not the router
  expect(loads.count).toBe(1);
});

test('a page whose code keeps failing is not reloaded twice: its server HTML stays readable', async ({ page }) => {
  await page.goto('/services/photography');
  await page.route(ABOUT_CHUNKS, (route) => route.fulfill({ status: 404, body: '' }));
  const loads = countDocumentLoads(page, '/about');

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Give a second reload, if there were one, time to start.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(1);
});
