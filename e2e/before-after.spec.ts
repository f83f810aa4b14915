// The editing page's before-and-after: a slider over the two frames that follows the keyboard and shows its
// focus; without JavaScript the two frames stand side by side, each labelled.
import { expect, test } from './support/test';

test('the divider is a slider: arrow keys, Home and End move it, the edited frame follows, and focus shows on the handle', async ({
  page,
}) => {
  await page.goto('/services/editing');
  // the first pair; each pair has its own slider
  const section = page.locator('#before-after').getByRole('figure').first();
  const slider = section.getByRole('slider', { name: /Colour Correction, Summerhill Living Room: divider between before and after/ });
  await expect(slider).toHaveValue('50');
  await expect(section.getByRole('img', { name: /straight from the camera/ })).toBeAttached();
  await expect(section.getByRole('img', { name: /after editing/ })).toBeAttached();

  const handle = section.locator('[aria-hidden="true"] > span').first();
  const ringOf = () => handle.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(await ringOf()).not.toMatch(/rgb\(176, 141, 87\) 0px 0px 0px 6px/);
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('52');
  await expect(slider).toHaveAttribute('aria-valuetext', '52% before, 48% after');
  const clip = section.locator('[style*="clip-path"]');
  await expect(clip).toHaveAttribute('style', /inset\(0px 0px 0px 52%\)|inset\(0 0 0 52%\)/);
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');

  // The handle draws a brass ring (4 px beyond a 2 px offset) while the invisible input has keyboard focus.
  expect(await ringOf()).toMatch(/rgb\(176, 141, 87\) 0px 0px 0px 6px/);
});

test('without JavaScript the two frames stand side by side, labelled Before and After', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/services/editing');
  const section = page.locator('#before-after');
  await expect(section.getByRole('slider')).toHaveCount(0);
  // every pair (colour, day to dusk, virtual staging) stands as two frames; the first is measured
  await expect(section.getByRole('figure')).toHaveCount(3);
  const first = section.getByRole('figure').first();
  const [before, after] = await Promise.all([
    first.getByRole('img', { name: /straight from the camera/ }).boundingBox(),
    first.getByRole('img', { name: /after editing/ }).boundingBox(),
  ]);
  expect(before!.width).toBeGreaterThan(400);
  expect(after!.x).toBeGreaterThan(before!.x + before!.width);
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
  await expect(first.getByText('Before', { exact: true })).toBeVisible();
  await expect(first.getByText('After', { exact: true })).toBeVisible();
  await context.close();
});
