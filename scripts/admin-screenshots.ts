// Screenshots every /admin state at 375 and 1440 px against `npm run dev:admin` (or any server wired to the
// fake GitHub): npx tsx scripts/admin-screenshots.ts http://localhost:3000 → /tmp/shots/admin-<state>-<width>.png
// STATES=ready,library limits the run to some states.
import { dropFiles } from '#test/admin-browser';
import { chromium, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '#test/chromium.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number);
const only = process.env.STATES?.split(',');
mkdirSync('/tmp/shots', { recursive: true });

const never = () => new Promise<void>(() => {});
const hang = (route: Route) => never().then(() => route.abort());

async function shot(page: Page, state: string, width: number, fullPage = true) {
  if (only && !only.includes(state)) return;
  await page.waitForTimeout(400);
  const path = `/tmp/shots/admin-${state}-${width}.png`;
  await page.screenshot({ path, fullPage });
  console.log(path);
}

async function signIn(page: Page, login: string, ending = /\/admin$/) {
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.getByRole('button', { name: new RegExp(`Continue as ${login}`) }).click();
  await page.waitForURL(ending);
}

const photo = (color: string) =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: color } })
    .composite([{ input: Buffer.from('<svg width="1800" height="1200"><circle cx="600" cy="500" r="300" fill="#f3eadb"/></svg>') }])
    .jpeg()
    .toBuffer();

// A few vitals reports so the panel has figures in every colour.
for (const [path, name, value] of [
  ['/', 'LCP', 1900],
  ['/', 'CLS', 0.02],
  ['/', 'TTFB', 420],
  ['/', 'FCP', 1200],
  ['/', 'INP', 160],
  ['/portfolio/photography', 'LCP', 3100],
  ['/portfolio/photography', 'INP', 640],
  ['/portfolio/photography', 'CLS', 0.14],
  ['/blog', 'LCP', 4600],
  ['/blog', 'TTFB', 950],
] as const) {
  await fetch(`${base}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, value, path }),
  });
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const viewport = { width, height: width < 800 ? 812 : 900 };
  const fresh = async () => (await browser.newContext({ viewport })).newPage();

  let page = await fresh();
  await page.route('**/api/auth/user', hang);
  await page.goto(`${base}/admin`);
  await shot(page, 'checking', width);
  await page.context().close();

  page = await fresh();
  await page.goto(`${base}/admin`);
  await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
  await shot(page, 'auth-required', width);
  await page.context().close();

  page = await fresh();
  await page.route('**/api/auth/user', (r) => r.fulfill({ json: { authenticated: false, name: null, signInConfigured: false } }));
  await page.goto(`${base}/admin`);
  await page.getByRole('heading', { name: 'GitHub sign-in is not configured' }).waitFor();
  await shot(page, 'not-configured', width);
  await page.context().close();

  page = await fresh();
  await signIn(page, 'curious-stranger', /\/admin\?signin=refused$/);
  await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
  await shot(page, 'not-authorised', width);
  await page.context().close();

  page = await fresh();
  await signIn(page, 'northframe-admin');
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: 10_000 });
  await shot(page, 'ready', width);
  await shot(page, 'ready-top', width, false);

  await page.getByRole('tab', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByText('Please fill in all required fields', { exact: true }).first().waitFor();
  await shot(page, 'add-field-errors', width, false);

  // Three photos dropped on the form, the uploads slowed so their progress shows.
  await page.route('**/api/upload', async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await r.continue();
  });
  await dropFiles(page, 'form[aria-label="Add new item"]', [
    { name: 'leaside-dusk.jpg', type: 'image/jpeg', bytes: await photo('#38506b') },
    { name: 'kitchen.jpg', type: 'image/jpeg', bytes: await photo('#8a6a44') },
    { name: 'iphone.heic', type: 'image/heic', bytes: Buffer.from('not really') },
  ]);
  await page.waitForTimeout(300);
  await shot(page, 'form-uploading', width);
  await page
    .getByText(/^Uploaded, /)
    .first()
    .waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  await shot(page, 'form-uploaded', width);
  await page.unroute('**/api/upload');

  await page.getByRole('button', { name: 'Choose from library' }).click();
  await page.getByRole('dialog', { name: 'Choose from the library' }).waitFor();
  await shot(page, 'library-picker', width, false);
  await page.keyboard.press('Escape');

  // Switching collection with unsaved changes asks first.
  await page.getByLabel('Title *').fill('Half-typed title');
  await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: /Video/ }).click();
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).waitFor();
  await shot(page, 'unsaved-guard', width, false);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('tab', { name: 'Manage Items' }).click();
  await shot(page, 'video-list', width);

  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Edit Item' }).waitFor();
  await shot(page, 'edit', width);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').waitFor();
  await shot(page, 'delete-dialog', width, false);
  await page.getByRole('button', { name: 'Delete item' }).click();
  await page.getByRole('button', { name: 'Undo' }).waitFor();
  await shot(page, 'undo-toast', width, false);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Item restored', { exact: true }).waitFor();

  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await shot(page, 'bulk-select', width, false);
  await page.getByRole('button', { name: 'Clear selection' }).click();

  await page.locator('#library-heading').scrollIntoViewIfNeeded();
  await shot(page, 'library', width, false);
  await page.getByTestId('media-card').first().getByRole('button').click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'library-details', width, false);
  await page.keyboard.press('Escape');

  await page.locator('#vitals-heading').scrollIntoViewIfNeeded();
  await shot(page, 'vitals', width, false);

  await page.route('**/api/admin/portfolio', async (r) => {
    const response = await r.fetch();
    const data = await response.json();
    await r.fulfill({ json: { ...data, aiServicesPortfolio: [] } });
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('button', { name: /AI Services/ })
    .click();
  await page.getByText('No items found for this service.').waitFor();
  await shot(page, 'empty', width, false);
  await page.unroute('**/api/admin/portfolio');

  await page.route('**/api/admin/portfolio', hang);
  await page.reload();
  await page.getByText('Loading portfolio data...').waitFor();
  await shot(page, 'loading', width);
  await page.context().close();
}
await browser.close();
