// The shared lightbox: open from a card, counter and category badge, ends disabled, arrow keys, dots, swipe,
// Escape and focus return, iframes only on allowlisted hosts, and the project page clearing its index on close.
import { expect, test, type Page } from './support/test';
import { watchConsole } from './console';
import photography from '../src/content/services/pages/photography';

// The photography page's Featured Work, as the content module lists it: the journeys follow whatever it holds.
const featured = photography.featured.items;
const n = featured.length;
const title = (i: number) => featured[i]!.title;

async function openCard(page: Page, title: string) {
  const card = page.getByRole('button', { name: title, exact: true });
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { card, dialog };
}

test('opens on a card, counts, stops at the ends, follows the arrow keys, closes on Escape and returns focus', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/services/photography');
  const { card, dialog } = await openCard(page, title(0));

  await expect(dialog).toHaveAccessibleName(title(0));
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  await expect(dialog.getByText(featured[0]!.category!, { exact: true })).toBeVisible();
  const previous = dialog.getByRole('button', { name: 'Previous' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // 2 to 10 items: dots are shown.
  await expect(dialog.getByRole('group', { name: 'Choose an item' }).getByRole('button')).toHaveCount(n);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`2 / ${n}`);
  await expect(dialog).toHaveAccessibleName(title(1));
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);

  for (let i = 0; i <= n; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`${n} / ${n}`);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  expect(problems).toEqual([]);
});

test('previous/next buttons, dots and the close button; focus stays inside while open', async ({ page }) => {
  await page.goto('/services/photography');
  const { card, dialog } = await openCard(page, title(n - 3));
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`${n - 2} / ${n}`);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`${n} / ${n}`);
  // The Next button went disabled under the pointer; focus moved to Previous, still inside the dialog.
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeFocused();
  await dialog.getByRole('button', { name: new RegExp(`^Show 1 of ${n}`) }).click();
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('a touch swipe moves between items', async ({ page }) => {
  await page.goto('/services/photography');
  const { dialog } = await openCard(page, title(0));
  const box = (await dialog.getByRole('img').first().boundingBox())!;
  const y = box.y + box.height / 2;
  const swipe = async (from: number, to: number) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from + to) / 2, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
  const mid = box.x + box.width / 2;
  await swipe(mid + 120, mid - 120);
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`2 / ${n}`);
  await swipe(mid - 120, mid + 120);
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  // A short drag is not a swipe.
  await swipe(mid, mid - 30);
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
});

test('videos play from youtube-nocookie with autoplay; tours from my.matterport.com', async ({ page }) => {
  await page.goto('/services/video');
  const firstVideo = page.locator('[data-media-item="video"] button').first();
  await firstVideo.click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?.*autoplay=1/);
  await page.keyboard.press('Escape');

  await page.goto('/portfolio/matterport');
  await page.getByRole('button', { name: 'Rosedale Family Home 3D Tour', exact: true }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
    'src',
    'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1',
  );
  await expect(page.getByRole('dialog').getByText('Residential', { exact: true })).toBeVisible();
  // 3 items: dots shown.
  await expect(page.getByRole('dialog').getByRole('group', { name: 'Choose an item' }).getByRole('button')).toHaveCount(3);
});

test('on the project page closing the viewer clears its index; elsewhere the index is kept', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/projects/chelster-hall');
  const gallery = page.locator('#gallery [data-lightbox-index]');
  await expect(gallery).toHaveAttribute('data-lightbox-index', '');
  // The dining room's place in the gallery, whatever frames the gallery holds today.
  const labels = await page
    .locator('#gallery')
    .getByRole('button', { name: /^View image: / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  const at = labels.indexOf('View image: Formal Dining Room');
  expect(at).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: 'View image: Formal Dining Room' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`${at + 1} / ${labels.length}`);
  await expect(gallery).toHaveAttribute('data-lightbox-index', String(at));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(gallery).toHaveAttribute('data-lightbox-index', '');
  await expect(page.getByRole('button', { name: 'View image: Formal Dining Room' })).toBeFocused();
  expect(problems).toEqual([]);

  await page.goto('/services/photography');
  const grid = page.locator('#featured [data-lightbox-index]');
  await page.getByRole('button', { name: title(n - 2), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid).toHaveAttribute('data-lightbox-index', String(n - 2));
  await expect(grid).toHaveAttribute('data-lightbox-open', 'false');
});

test('the property video tour loads its iframe only after the click', async ({ page }) => {
  await page.goto('/projects/chelster-hall');
  const tour = page.locator('#video-tour');
  await expect(tour.locator('iframe')).toHaveCount(0);
  await tour.getByRole('button', { name: /Play video/ }).click();
  await expect(tour.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?.*autoplay=1/,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const longest = featured.reduce((a, b) => ((b.description?.length ?? 0) > (a.description?.length ?? 0) ? b : a));

  test('shows the whole of a description its card clamps, and a long one scrolls in a region a keyboard reaches', async ({ page }) => {
    await page.goto('/services/photography');
    const cardText = page.locator('main p', { hasText: longest.description.slice(0, 40) });
    expect(await cardText.evaluate((p) => p.scrollHeight > p.clientHeight + 1), 'the card clamps it').toBe(true);

    const { dialog } = await openCard(page, longest.title);
    const description = dialog.getByText(longest.description, { exact: true });
    await expect(description).toBeVisible();
    expect(await description.evaluate((p) => p.parentElement!.scrollHeight <= p.parentElement!.clientHeight + 1)).toBe(true);
    await expect(dialog.getByRole('region', { name: 'Description' })).toHaveCount(0);

    // On a screen this short the same text scrolls inside its box, which a keyboard can focus and scroll.
    await page.setViewportSize({ width: 375, height: 260 });
    const region = dialog.getByRole('region', { name: 'Description' });
    await expect(region).toBeVisible();
    await region.focus();
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
  });
});
