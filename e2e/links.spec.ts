// The site's links (src/app/components/ui/link.tsx) render their path as the href and hand a plain click to the
// router: the page changes without a document load, Back returns, and a modified click is left to the browser.
import { expect, test } from './support/test';

test('a footer link navigates in the page, and Back returns', async ({ page }) => {
  await page.goto('/services/photography');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const footer = page.getByRole('contentinfo');
  const faq = footer.getByRole('link', { name: 'FAQ', exact: true });
  await expect(faq).toHaveAttribute('href', '/faq');
  // The footer is a deferred block: its code loads as it nears the viewport, and then its links are the router's.
  await faq.scrollIntoViewIfNeeded();
  await expect
    .poll(() => faq.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps'))), { message: 'the footer hydrated' })
    .toBe(true);
  await faq.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/question/i);
  // Still the same document: the router rendered the page, the browser did not load it.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The site's stylesheet is in the page (inline): loading the next page's chunks must not link it again.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.locator('style[data-href="__css"]')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/photography$/);
});

test('a Ctrl-click on a link is left to the browser (the page stays)', async ({ page, context }) => {
  await page.goto('/services/photography');
  const opened = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'FAQ', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/faq');
  await expect(page).toHaveURL(/\/services\/photography$/);
});
