// The owner's journeys in the admin, each at 1440 and at 375 px: drop three photos on the library and watch them
// upload, pick one into a new item, field errors on an empty submit, a fresh form after switching collection,
// delete with the named dialog and undo it, reorder from the keyboard with focus kept, delete an unused upload.
import { expect, test, type Page } from './support/test';
import { makePhoto } from './admin-photo';
import { adminHeaders, dropFiles, signInAdmin, throttleUploads } from '#test/admin-browser';

// Journeys that change a collection use one collection per width, so they can run side by side.
const WIDTHS = [1440, 375] as const;
const COLLECTIONS = {
  1440: { remove: ['Drone', 'dronePortfolio', '/portfolio/drone'], reorder: ['Editing', 'editingPortfolio'] },
  375: { remove: ['Matterport', 'matterportPortfolio', '/portfolio/matterport'], reorder: ['AI Services', 'aiServicesPortfolio'] },
} as const;
const viewport = (width: number) => ({ width, height: width < 800 ? 812 : 900 });

let photos: Promise<Buffer[]> | undefined;
const threePhotos = () => (photos ??= Promise.all([1, 2, 3].map((seed) => makePhoto({ width: 1800, height: 1200, seed }))));

const services = (page: Page) => page.getByRole('navigation', { name: 'Services' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Uploads one photo through the API with the page's session, as the library would. */
async function uploadViaApi(page: Page, name: string, seed = 9) {
  const bytes = await makePhoto({ width: 1200, height: 800, seed });
  const res = await page.request.post('/api/upload', {
    headers: await adminHeaders(page),
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; url: string; variants: { webp: string; avif: string }[] };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('drop three photos on the library: each shows its progress, then its own result', async ({ page }) => {
      test.setTimeout(120_000);
      const [a, b, c] = await threePhotos();
      await signInAdmin(page);
      const library = page.locator('section[aria-labelledby="library-heading"]');
      await library.scrollIntoViewIfNeeded();
      const restore = await throttleUploads(page, 300 * 1024);
      const names = [`${width}-garden.jpg`, `${width}-hall.jpg`, `${width}-porch.jpg`];
      await dropFiles(page, 'section[aria-labelledby="library-heading"]', [
        { name: names[0]!, type: 'image/jpeg', bytes: a! },
        { name: names[1]!, type: 'image/jpeg', bytes: b! },
        { name: names[2]!, type: 'image/jpeg', bytes: c! },
      ]);
      const tasks = library.getByTestId('upload-task');
      await expect(tasks).toHaveCount(3);
      // A real progress bar: part of the bytes sent, as the browser reports them.
      await expect
        .poll(
          async () =>
            library
              .locator('progress')
              .evaluateAll((bars) =>
                bars.some(
                  (bar) => (bar as HTMLProgressElement).value > 0 && (bar as HTMLProgressElement).value < (bar as HTMLProgressElement).max,
                ),
              ),
          { timeout: 20_000, intervals: [100] },
        )
        .toBe(true);
      await expect(library.getByText(/of \d+(\.\d)? (KB|MB) \(\d+%\)/).first()).toBeVisible();
      await restore();
      for (const name of names) await expect(tasks.filter({ hasText: name })).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      for (const name of names) await expect(library.getByTestId('media-card').filter({ hasText: name })).toBeVisible();
      await expect(library.getByTestId('media-card').filter({ hasText: names[0]! })).toContainText('1800 × 1200');
    });

    test('pick an uploaded photo from the library into a new item', async ({ page }) => {
      await signInAdmin(page);
      const photo = await uploadViaApi(page, `${width}-library-pick.jpg`);
      await page.reload();
      await services(page)
        .getByRole('button', { name: /Brand Apparel/ })
        .click();
      await page.getByRole('tab', { name: 'Add New' }).click();
      const title = `Studio jacket shoot (${width})`;
      await page.getByLabel('Title *').fill(title);
      await page.getByLabel('Description *').fill('Embroidered jackets for a brokerage team, shot on seamless paper.');
      await page.getByRole('button', { name: 'Choose from library' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose from the library' });
      await picker.getByRole('button', { name: new RegExp(`${width}-library-pick\\.jpg`) }).click();
      await expect(picker).toBeHidden();
      await expect(page.getByLabel('Image URL *')).toHaveValue(photo.url);
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(toasts(page).getByText('Item added')).toBeVisible();
      const row = page.getByTestId('admin-item').filter({ hasText: title });
      await expect(row).toBeVisible();
      // The list's thumbnail asks for a small variant, not the full-size file.
      await expect(row.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-320\.avif 320w/);
      // The library now says where the photo is used.
      await expect(page.getByTestId('media-card').filter({ hasText: `${width}-library-pick.jpg` })).toContainText(`Used in ${title}`);
    });

    test('an empty submit marks each required field, focuses the first, and sends nothing', async ({ page }) => {
      await signInAdmin(page);
      await services(page)
        .getByRole('button', { name: /Matterport/ })
        .click();
      await page.getByRole('tab', { name: 'Add New' }).click();
      let posts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/portfolio/')) posts++;
      });
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(toasts(page).getByText('Missing fields')).toBeVisible();
      await expect(toasts(page).getByText('Please fill in all required fields')).toBeVisible();
      const title = page.getByLabel('Title *');
      await expect(title).toBeFocused();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription(/Title is required/);
      await expect(page.getByLabel('Description *')).toHaveAccessibleDescription(/Description is required/);
      await expect(page.getByLabel('Image URL *')).toHaveAccessibleDescription(/Image URL is required/);
      // Typing clears that field's error; a bad YouTube id is named under the video field.
      await title.fill('Forest Hill walkthrough');
      await expect(title).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Type *').selectOption('video');
      await page.getByLabel('Description *').fill('A four-minute film of the house.');
      await page.getByLabel('YouTube Video ID *').fill('no such video');
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByLabel('YouTube Video ID *')).toBeFocused();
      await expect(page.getByLabel('YouTube Video ID *')).toHaveAccessibleDescription(/YouTube Video ID must be an 11-character id/);
      expect(posts).toBe(0);
    });

    test('switching collection asks before discarding, then shows an empty form', async ({ page }) => {
      await signInAdmin(page);
      await services(page).getByRole('button', { name: /Drone/ }).click();
      await page.getByRole('tab', { name: 'Add New' }).click();
      await page.getByLabel('Title *').fill('Half-written drone item');
      await page.getByLabel('Category/Tag').fill('Aerial');
      await services(page)
        .getByRole('button', { name: /Editing/ })
        .click();
      const guard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await expect(guard).toBeVisible();
      await guard.getByRole('button', { name: 'Keep editing' }).click();
      await expect(page.getByLabel('Title *')).toHaveValue('Half-written drone item');
      await services(page)
        .getByRole('button', { name: /Editing/ })
        .click();
      await guard.getByRole('button', { name: 'Discard changes' }).click();
      await expect(services(page).getByRole('button', { name: /Editing/ })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('tab', { name: 'Add New' }).click();
      await expect(page.getByLabel('Title *')).toHaveValue('');
      await expect(page.getByLabel('Category/Tag')).toHaveValue('');
      await expect(page.getByLabel('Type *')).toHaveValue('image');
    });

    test('delete names the item, removes it from the public page, and Undo puts it back in place', async ({ page }) => {
      const [label, collection, publicPath] = COLLECTIONS[width].remove;
      await signInAdmin(page);
      const before = (await (await page.request.get(`/api/portfolio/${collection}`)).json()) as { id: string; title: string }[];
      const victim = before[1]!;
      await services(page)
        .getByRole('button', { name: new RegExp(label) })
        .click();
      await page
        .getByTestId('admin-item')
        .filter({ hasText: victim.title })
        .getByRole('button', { name: `Delete ${victim.title}` })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
      await expect(dialog).toContainText(`“${victim.title}”`);
      await dialog.getByRole('button', { name: 'Delete item' }).click();
      await expect(toasts(page).getByText('Item deleted')).toBeVisible();
      await expect(page.getByTestId('admin-item').filter({ hasText: victim.title })).toHaveCount(0);
      const publicPage = await page.context().newPage();
      await publicPage.goto(publicPath);
      await expect(publicPage.getByText(victim.title)).toHaveCount(0);
      await publicPage.close();

      await toasts(page).getByRole('button', { name: 'Undo' }).click();
      await expect(toasts(page).getByText('Item restored')).toBeVisible();
      await expect(page.getByTestId('admin-item').nth(1)).toContainText(victim.title);
      const after = (await (await page.request.get(`/api/portfolio/${collection}`)).json()) as { id: string }[];
      expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    });

    test('reorder from the keyboard: focus stays on the moved item and the move is announced', async ({ page }) => {
      const [label, collection] = COLLECTIONS[width].reorder;
      await signInAdmin(page);
      await services(page)
        .getByRole('button', { name: new RegExp(label) })
        .click();
      await expect(services(page).getByRole('button', { name: new RegExp(label) })).toHaveAttribute('aria-pressed', 'true');
      const rows = page.getByTestId('admin-item');
      const titles = (await rows.locator('h3').allTextContents()).map((t) => t.trim());
      expect(titles.length).toBeGreaterThanOrEqual(4);
      const order = async () =>
        ((await (await page.request.get(`/api/portfolio/${collection}`)).json()) as { title: string }[]).map((i) => i.title);

      // The drag handle: Space lifts, ArrowDown moves, Space drops, each step announced before the next.
      const handle = rows.nth(0).getByRole('button', { name: `Reorder ${titles[0]}` });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`“${titles[0]}” is over position 1 of ${titles.length}.`)).toBeAttached();
      // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout after the lift; one page task
      // later it is listening (timers run in order), however loaded the machine is.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(`“${titles[0]}” is over position 2 of ${titles.length}.`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(rows.nth(1)).toContainText(titles[0]!);
      await expect(page.getByRole('button', { name: `Reorder ${titles[0]}` })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: `Moved “${titles[0]}” to position 2 of ${titles.length}.` })).toBeAttached();
      await expect.poll(order).toEqual([titles[1], titles[0], ...titles.slice(2)]);

      // The arrow buttons: Enter on Move down, twice; focus stays on the button as the row moves.
      const down = page.getByRole('button', { name: `Move ${titles[0]} down` });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(rows.nth(2)).toContainText(titles[0]!);
      await expect(down).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rows.nth(3)).toContainText(titles[0]!);
      await expect(down).toBeFocused();
      // And back up to the top.
      const up = page.getByRole('button', { name: `Move ${titles[0]} up` });
      await up.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
      await expect(rows.nth(0)).toContainText(titles[0]!);
      await expect(up).toBeFocused();
      await expect(up).toHaveAttribute('aria-disabled', 'true');
      await expect.poll(order).toEqual(titles);
    });

    test('delete an unused upload: its file and every size answer 404 afterwards', async ({ page, request }) => {
      await signInAdmin(page);
      const photo = await uploadViaApi(page, `${width}-unused.jpg`, 11);
      await page.reload();
      const card = page.getByTestId('media-card').filter({ hasText: `${width}-unused.jpg` });
      await card.getByRole('button').click();
      const details = page.getByRole('dialog', { name: `${width}-unused.jpg` });
      await expect(details).toContainText('No item uses this image.');
      await details.getByRole('button', { name: 'Delete image' }).click();
      await page.getByRole('alertdialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete image' }).click();
      await expect(toasts(page).getByText('Image deleted')).toBeVisible();
      await expect(card).toHaveCount(0);
      for (const url of [photo.url, ...photo.variants.flatMap((v) => [v.webp, v.avif])])
        expect((await request.get(url)).status(), url).toBe(404);
    });
  });
}
