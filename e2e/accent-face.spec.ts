// The hero's accent words are set in the Fraunces italic. A page whose hero has an accent carries that face in its
// head with the font inside it (the server's readInlineFace), so the browser never requests the file; a client
// navigation from a page without it loads the file through the stylesheet's own face.
import { expect, test, type Page } from './support/test';
import { watchConsole } from './console';

const ITALIC_FILE = /\/assets\/fraunces-italic-500-accents-[\w-]+\.woff2$/;

/** The status of each italic face the document knows ('loaded', 'unloaded', …). */
const italicFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.style === 'italic').map((face) => face.status));

test('an accent page draws its accent in the italic without requesting the font file', async ({ page }) => {
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/services/photography', { waitUntil: 'load' });
  await expect(page.locator('h1 .italic')).toHaveText('Photography');
  // Two faces of the same descriptors: the stylesheet's (never loaded) and the page's own, declared after it.
  await expect.poll(async () => (await italicFaces(page)).sort()).toEqual(['loaded', 'unloaded']);
  // Hydration keeps the face in the head.
  await expect(page.locator('head style[data-href="__accent-face"]')).toHaveCount(1);
  expect(requested.filter((url) => ITALIC_FILE.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a client navigation from a page without an accent loads the italic file', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/faq');
  await expect(page.locator('head style[data-href="__accent-face"]')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  const photography = footer.locator('a[href="/services/photography"]').first();
  // The footer is a deferred block: its links are the router's once it has hydrated.
  await photography.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photography.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps'))), {
      message: 'the footer hydrated',
    })
    .toBe(true);
  const italic = page.waitForResponse((response) => ITALIC_FILE.test(response.url()));
  await photography.click();
  await expect(page).toHaveURL(/\/services\/photography$/);
  await expect(page.locator('h1 .italic')).toHaveText('Photography');
  expect((await italic).status()).toBe(200);
  await expect.poll(() => italicFaces(page)).toEqual(['loaded']);
  expect(problems).toEqual([]);
});
