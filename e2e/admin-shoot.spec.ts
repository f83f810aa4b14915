// A shoot in one go (the owner's first hour, round 2): 25 photos dropped on the Add New form become a shoot, 25 items
// titled from their file names, at the top of the collection in the order chosen, and lead its public page; with
// "Newest items" chosen under the list, they lead the service page's Featured Work too.
import { expect, test } from './support/test';
import { makePhoto } from './admin-photo';
import { adminHeaders, dropFiles, signInAdmin } from '#test/admin-browser';

test('drop 25 photos: 25 items with their file names for titles, newest first, on the public page and the service page', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const photos = await Promise.all(Array.from({ length: 25 }, (_, i) => makePhoto({ width: 960, height: 640, seed: 40 + i, quality: 85 })));
  const names = photos.map((_, i) => `yorkville-penthouse_${String(i + 1).padStart(2, '0')}.jpg`);
  const titles = names.map((_, i) => `Yorkville penthouse ${String(i + 1).padStart(2, '0')}`);
  await signInAdmin(page);
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('button', { name: /Website Design/ })
    .click();
  await page.getByRole('tab', { name: 'Add New' }).click();
  // Several photos dropped on the one-item form open the shoot with them.
  await dropFiles(
    page,
    'form[aria-label="Add new item"]',
    photos.map((bytes, i) => ({ name: names[i]!, type: 'image/jpeg', bytes })),
  );
  const cards = page.getByTestId('shoot-photo');
  await expect(cards).toHaveCount(25);
  // Each title comes from its file name, and can be changed before adding.
  await expect(page.getByLabel('Title of photo 1', { exact: true })).toHaveValue(titles[0]!);
  await expect(page.getByLabel('Title of photo 25', { exact: true })).toHaveValue(titles[24]!);
  const add = page.getByRole('button', { name: 'Add 25 items' });
  await expect(add).toBeEnabled({ timeout: 240_000 });
  await expect(cards.locator('img')).toHaveCount(25);

  // Nothing is added without the shared description: the field says so and takes focus.
  await add.click();
  await expect(page.getByLabel('Description *')).toBeFocused();
  await expect(page.getByLabel('Description *')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Title of photo 3', { exact: true }).fill('Yorkville penthouse terrace at dusk');
  titles[2] = 'Yorkville penthouse terrace at dusk';
  await page.getByLabel('Description *').fill('A sub-penthouse on Bloor Street West, shot for its launch site and MLS.');
  await add.click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('25 items added')).toBeVisible();

  // The list leads with the shoot, in the order chosen.
  await expect(page.getByRole('tab', { name: 'Manage Items' })).toHaveAttribute('aria-selected', 'true');
  // Add New is back to one item.
  await page.getByRole('tab', { name: 'Add New' }).click();
  await expect(page.getByRole('form', { name: 'Add new item' })).toBeVisible();
  await page.getByRole('tab', { name: 'Manage Items' }).click();
  const rows = page.getByTestId('admin-item');
  await expect(rows.nth(0)).toContainText(titles[0]!);
  await expect(rows.nth(24)).toContainText(titles[24]!);
  const stored = (await (await page.request.get('/api/portfolio/webDesignPortfolio')).json()) as { title: string }[];
  expect(stored.slice(0, 25).map((i) => i.title)).toEqual(titles);

  // So does the public page.
  await page.goto('/portfolio/website-design');
  const publicCards = page.locator('[data-media-item]');
  await expect(publicCards.first()).toContainText(titles[0]!);
  await expect(publicCards.nth(2)).toContainText(titles[2]);

  // The service page keeps its built-in work until the owner chooses the newest items under the list.
  const featured = page.locator('#featured [data-media-item]');
  await page.goto('/services/website');
  await expect(featured).toHaveCount(5);
  await expect(page.locator('#featured')).not.toContainText(titles[0]!);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('button', { name: /Website Design/ })
    .click();
  const choice = page.getByRole('group', { name: 'Featured Work on the Website Design page' });
  await expect(choice.getByRole('radio', { name: /Built-in selection/ })).toBeChecked();
  await choice.getByRole('radio', { name: /Newest items/ }).check();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Featured Work updated')).toBeVisible();
  await expect(choice.getByRole('radio', { name: /Newest items/ })).toBeChecked();
  await choice.getByRole('link', { name: 'View the Website Design page' }).click();
  await expect(page).toHaveURL(/\/services\/website#featured$/);
  await expect(featured).toHaveCount(5);
  for (const [i, title] of titles.slice(0, 5).entries()) await expect(featured.nth(i)).toContainText(title);

  // Back to the built-in selection, as the other journeys expect the page.
  const headers = await adminHeaders(page);
  const put = await page.request.put('/api/admin/content/featured-work/website', {
    headers,
    data: { data: { source: 'built-in' }, baseVersion: 1 },
  });
  expect(put.status()).toBe(200);
});
