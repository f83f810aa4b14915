// The admin journey against the fake GitHub: sign in (and a stranger refused), Missing fields, add, edit,
// upload a real PNG (and a fake one refused), reorder, delete after the confirm, the public page, log out.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { watchConsole } from './console';
import { admin } from '../test/site-promises';

const [signInHeading, signInText, refresh] = admin.signInRequired;

test.describe.configure({ mode: 'serial' });

async function signInAs(page: Page, login: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: signInHeading })).toBeVisible();
  await expect(page.getByText(signInText)).toBeVisible();
  await expect(page.getByRole('button', { name: refresh })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.getByRole('button', { name: new RegExp(`Continue as ${login}`) }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a GitHub login that is not on the allowlist is refused', async ({ page }) => {
  await signInAs(page, 'curious-stranger');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText('curious-stranger')).toBeVisible();
  const api = await page.request.get('/api/admin/portfolio');
  expect(api.status()).toBe(403);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: signInHeading })).toBeVisible();
});

test('the admin journey: add, edit, upload, reorder, delete, public page, log out', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await signInAs(page, 'northframe-admin');

  // Ready: greeting, name button, services with Photography first and selected, Manage Items tab.
  await expect(page.getByRole('heading', { name: `${admin.greeting}Marcus Bennett` })).toBeVisible();
  const services = page.getByRole('navigation', { name: 'Services' }).getByRole('button');
  await expect(services).toHaveCount(8);
  await expect(services.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(services.first()).toContainText('Photography');
  await expect(page.getByRole('tab', { name: admin.tabs.manage })).toHaveAttribute('aria-selected', 'true');
  const count = page.getByText(/^\(\d+ items\)$/);
  const before = Number((await count.textContent())!.match(/\d+/)![0]);

  // Tabs wrap around with the arrow keys.
  await page.getByRole('tab', { name: admin.tabs.manage }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: admin.tabs.add })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: admin.tabs.manage })).toBeFocused();

  // Missing fields: toast, and nothing sent.
  await page.getByRole('tab', { name: admin.tabs.add }).click();
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/portfolio/')) posts++;
  });
  await expect(page.getByRole('button', { name: admin.cancel })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(admin.toasts.missing[0]!)).toBeVisible();
  await expect(toasts.getByText(admin.toasts.missing[1]!)).toBeVisible();
  expect(posts).toBe(0);

  // The source field follows the type.
  const type = page.getByLabel(admin.fields.type);
  await type.selectOption('video');
  await expect(page.getByLabel(admin.source.video[0]!)).toHaveAttribute('placeholder', admin.source.video[1]!);
  await type.selectOption('embed');
  await expect(page.getByLabel(admin.source.embed[0]!)).toHaveAttribute('placeholder', admin.source.embed[1]!);
  await type.selectOption('image');
  await expect(page.getByLabel(admin.source.image[0]!)).toHaveAttribute('placeholder', admin.source.image[1]!);

  // Add.
  const title = 'Riverdale Victorian at First Light';
  await page.getByLabel(admin.fields.title).fill(title);
  await page
    .getByLabel(admin.fields.description)
    .fill('A restored bay-and-gable on Langley Avenue, shot at sunrise with the porch lanterns on.');
  await page.getByLabel(admin.source.image[0]!).fill('neighbourhood-street');
  await page.getByLabel(admin.fields.category).fill('Heritage');
  await page.getByLabel(admin.fields.specs).fill('2,600 sq ft · 31 photos');
  await page.getByLabel('Alt text').fill('Red-brick Victorian with a lit front porch at sunrise');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(toasts.getByText(admin.toasts.added)).toBeVisible();
  await expect(page.getByRole('tab', { name: admin.tabs.manage })).toHaveAttribute('aria-selected', 'true');
  await expect(count).toHaveText(`(${before + 1} items)`);
  const row = page.getByTestId('admin-item').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Heritage')).toBeVisible();
  await expect(row.getByText('image', { exact: true })).toBeVisible();

  // The public page shows it, with its alt text.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/portfolio/photography');
  await expect(publicPage.getByText(title).first()).toBeVisible();
  await publicPage.close();

  // Edit: the tab reads Edit Item, Cancel appears, the id is kept.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('tab', { name: admin.tabs.edit })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(admin.fields.title)).toHaveValue(title);
  await expect(page.getByRole('button', { name: admin.cancel })).toBeVisible();
  const edited = `${title} (Twilight)`;
  await page.getByLabel(admin.fields.title).fill(edited);

  // Upload: a text file named .png is refused; a real PNG fills the source field and is served.
  const upload = page.getByRole('button', { name: admin.upload, exact: true });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Image file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(toasts.getByText(admin.toasts.uploadFailed[0]!)).toBeVisible();
  await expect(toasts.getByText(admin.toasts.uploadFailed[1]!)).toBeVisible();
  await expect(page.getByLabel(admin.source.image[0]!)).toHaveValue('neighbourhood-street');

  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7a5d31' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: admin.upload, exact: true }).click();
  await expect(toasts.getByText(admin.toasts.uploaded[0]!)).toBeVisible();
  await expect(toasts.getByText(admin.toasts.uploaded[1]!)).toBeVisible();
  await expect(page.getByLabel(admin.source.image[0]!)).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const url = await page.getByLabel(admin.source.image[0]!).inputValue();
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(toasts.getByText(admin.toasts.updated)).toBeVisible();
  await expect(page.getByRole('tab', { name: admin.tabs.add })).toBeVisible();
  await expect(page.getByRole('tab', { name: admin.tabs.manage })).toHaveAttribute('aria-selected', 'true');
  const editedRow = page.getByTestId('admin-item').filter({ hasText: edited });
  await expect(editedRow).toBeVisible();
  await expect(count).toHaveText(`(${before + 1} items)`);

  // Reorder from the keyboard: the new item moves up one place, and the public order follows.
  await editedRow.getByRole('button', { name: `Move ${edited} up` }).click();
  await expect(page.getByTestId('admin-item').nth(before - 1)).toContainText(edited);
  await expect
    .poll(async () => ((await (await page.request.get('/api/portfolio/photographyPortfolio')).json()) as { title: string }[]).at(-2)?.title)
    .toBe(edited);

  // Delete, after the confirmation.
  let confirmText = '';
  page.once('dialog', (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await page
    .getByTestId('admin-item')
    .filter({ hasText: edited })
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  await expect(toasts.getByText(admin.toasts.deleted)).toBeVisible();
  expect(confirmText).toBe(admin.confirmDelete);
  await expect(count).toHaveText(`(${before} items)`);
  await expect(page.getByTestId('admin-item').filter({ hasText: edited })).toHaveCount(0);

  // Log out through the name button.
  await page.getByRole('button', { name: 'Marcus Bennett' }).click();
  await expect(toasts.getByText(admin.toasts.loggedOut[0])).toBeVisible();
  await expect(toasts.getByText(admin.toasts.loggedOut[1])).toBeVisible();
  await expect(page.getByRole('heading', { name: signInHeading })).toBeVisible();
  expect((await page.request.get('/api/admin/portfolio')).status()).toBe(401);

  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('drag and drop reorders a service, and the public order follows', async ({ page }) => {
  await signInAs(page, 'northframe-admin');
  await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: /Video/ }).click();
  const rows = page.getByTestId('admin-item');
  await expect(rows).toHaveCount(3);
  const titles = (await rows.locator('h3').allTextContents()).map((t) => t.trim());
  await rows.nth(0).dragTo(rows.nth(2));
  await expect(rows.nth(2).locator('h3')).toHaveText(titles[0]!);
  const order = async () =>
    ((await (await page.request.get('/api/portfolio/videoPortfolio')).json()) as { title: string }[]).map((i) => i.title);
  await expect.poll(order).toEqual([titles[1], titles[2], titles[0]]);
  // And back, from the keyboard.
  await rows
    .nth(2)
    .getByRole('button', { name: `Move ${titles[0]} up` })
    .click();
  await expect.poll(order).toEqual([titles[1], titles[0], titles[2]]);
  await rows
    .nth(1)
    .getByRole('button', { name: `Move ${titles[0]} up` })
    .click();
  await expect.poll(order).toEqual(titles);
});

test('the admin page is noindex and its code is not in the public entry', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body, src).not.toContain(admin.loading);
    expect(body, src).not.toContain(admin.confirmDelete);
  }
});
