// The admin journey against the fake GitHub: sign in (and a stranger refused), Missing fields, add, edit,
// upload a real PNG (and a fake one refused with the server's reason), reorder, delete after the named
// confirmation, the public page, log out.
import { expect, test } from './support/test';
import sharp from 'sharp';
import { signInAs } from '#test/admin-browser';
import { admin } from '#test/site-promises';
import { watchConsole } from './console';

test.describe.configure({ mode: 'serial' });

test('a GitHub login that is not on the allowlist is refused, with no session', async ({ page, context }) => {
  await signInAs(page, 'curious-stranger', '', { refused: true });
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText(/not authorised to manage the portfolio/)).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('nf.sid');
  const api = await page.request.get('/api/admin/portfolio');
  expect(api.status()).toBe(401);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin journey: add, edit, upload, reorder, delete, public page, log out', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await signInAs(page, 'northframe-admin');

  // Ready: greeting, the GitHub account, Sign out named with the person, Photography selected, Manage Items.
  await expect(page.getByRole('heading', { name: `${admin.greeting}Marcus Bennett` })).toBeVisible();
  await expect(page.getByText('Signed in to GitHub as')).toBeAttached();
  await expect(page.getByText('northframe-admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out (Marcus Bennett)' })).toBeVisible();
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
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(admin.toasts.missing[0]!)).toBeVisible();
  await expect(toasts.getByText(admin.toasts.missing[1]!)).toBeVisible();
  await expect(page.getByLabel('Title *')).toBeFocused();
  expect(posts).toBe(0);

  // The source field follows the type.
  const type = page.getByLabel('Type *');
  await type.selectOption('video');
  await expect(page.getByLabel('YouTube Video ID *')).toHaveAttribute('placeholder', 'e.g., dQw4w9WgXcQ');
  await type.selectOption('embed');
  await expect(page.getByLabel('Embed Code *')).toHaveAttribute('placeholder', 'Paste iframe code here');
  await type.selectOption('image');
  await expect(page.getByLabel('Image URL *')).toHaveAttribute('placeholder', 'Image URL or path');

  // Add.
  const title = 'Riverdale Victorian at First Light';
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('A restored bay-and-gable on Langley Avenue, shot at sunrise with the porch lanterns on.');
  await page.getByLabel('Image URL *').fill('cornell-townhomes-street');
  await page.getByLabel('Category/Tag').fill('Heritage');
  await page.getByLabel('Specifications').fill('2,600 sq ft · 31 photos');
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
  await expect(page.getByLabel('Title *')).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const edited = `${title} (Twilight)`;
  await page.getByLabel('Title *').fill(edited);

  // Upload: a text file named .png is refused with the server's reason; a real PNG fills the source field.
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Image file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(toasts.getByText('Upload failed')).toBeVisible();
  await expect(toasts.getByText('Only JPEG, PNG, WebP and AVIF images can be uploaded')).toBeVisible();
  await expect(page.getByLabel('Image URL *')).toHaveValue('cornell-townhomes-street');
  // An iPhone photo is refused in the browser, before anything is sent, and says why.
  await page.getByLabel('Image file').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') });
  await expect(page.getByText(/HEIC photos \(the iPhone’s default\)/).first()).toBeVisible();
  await expect(page.getByLabel('Image file')).toHaveAttribute('aria-invalid', 'true');
  await expect(upload).toBeDisabled();

  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7a5d31' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: png });
  // A good file takes the refusal's place under the field.
  await expect(page.getByText(/HEIC photos \(the iPhone’s default\)/)).toHaveCount(0);
  await expect(page.getByLabel('Image file')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toasts.getByText('Upload successful')).toBeVisible();
  await expect(toasts.getByText('Image uploaded and ready to use.')).toBeVisible();
  await expect(page.getByLabel('Image URL *')).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const url = await page.getByLabel('Image URL *').inputValue();
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

  // The newest item leads its list. Reorder from the keyboard: it moves down one place, and the public order follows.
  await expect(page.getByTestId('admin-item').nth(0)).toContainText(edited);
  await editedRow.getByRole('button', { name: `Move ${edited} down` }).click();
  await expect(page.getByTestId('admin-item').nth(1)).toContainText(edited);
  await expect
    .poll(async () => ((await (await page.request.get('/api/portfolio/photographyPortfolio')).json()) as { title: string }[])[1]?.title)
    .toBe(edited);

  // Delete, after the confirmation that names the item.
  await page
    .getByTestId('admin-item')
    .filter({ hasText: edited })
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: admin.confirmDelete });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Delete item' }).click();
  await expect(toasts.getByText(admin.toasts.deleted)).toBeVisible();
  await expect(count).toHaveText(`(${before} items)`);
  await expect(page.getByTestId('admin-item').filter({ hasText: edited })).toHaveCount(0);

  // Log out through the name button.
  await page.getByRole('button', { name: 'Sign out (Marcus Bennett)' }).click();
  await expect(toasts.getByText(admin.toasts.loggedOut[0])).toBeVisible();
  await expect(toasts.getByText('Please refresh the page to log out from GitHub.')).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.signInRequired[0] })).toBeVisible();
  expect((await page.request.get('/api/admin/portfolio')).status()).toBe(401);

  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('drag and drop reorders a service, and the public order follows', async ({ page }) => {
  await signInAs(page, 'northframe-admin');
  await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: /Video/ }).click();
  const rows = page.getByTestId('admin-item');
  await expect(rows).toHaveCount(3);
  const titles = (await rows.locator('h3').allTextContents()).map((t) => t.trim());
  // Drag by the handle with the mouse, in small steps as a hand moves.
  const from = (await rows
    .nth(0)
    .getByRole('button', { name: /^Reorder / })
    .boundingBox())!;
  const to = (await rows
    .nth(2)
    .getByRole('button', { name: /^Reorder / })
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 12 });
  await page.mouse.up();
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
