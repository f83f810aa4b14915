// Screenshots every /admin state at 375 and 1440 px against `npm run dev:admin` (or any server wired to the
// fake GitHub): npx tsx scripts/admin-screenshots.ts http://localhost:3000 → /tmp/shots/admin-<state>-<width>.png
import { chromium, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumArgs } from '../playwright.config.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number);
mkdirSync('/tmp/shots', { recursive: true });

const never = () => new Promise<void>(() => {});
const hang = (route: Route) => never().then(() => route.abort());

async function shot(page: Page, state: string, width: number) {
  await page.waitForTimeout(400);
  const path = `/tmp/shots/admin-${state}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

async function signIn(page: Page, login: string) {
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.getByRole('button', { name: new RegExp(`Continue as ${login}`) }).click();
  await page.waitForURL(/\/admin$/);
}

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

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
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
  await signIn(page, 'curious-stranger');
  await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
  await shot(page, 'not-authorised', width);
  await page.context().close();

  page = await fresh();
  await signIn(page, 'northframe-admin');
  await page
    .getByRole('heading', { name: /Welcome back/ })
    .waitFor({ timeout: 10_000 })
    .catch(async (error) => {
      await page.screenshot({ path: `/tmp/shots/admin-failed-${width}.png` });
      throw error;
    });
  await shot(page, 'ready', width);

  await page.getByRole('tab', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByText('Please fill in all required fields', { exact: true }).first().waitFor();
  await shot(page, 'add-missing-fields', width);

  await page.getByRole('tab', { name: 'Manage Items' }).click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Edit Item' }).waitFor();
  await shot(page, 'edit', width);

  await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: /Video/ }).click();
  await page.getByRole('tab', { name: 'Manage Items' }).click();
  await shot(page, 'video-list', width);

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
  await shot(page, 'empty', width);
  await page.unroute('**/api/admin/portfolio');

  await page.route('**/api/admin/portfolio', hang);
  await page.reload();
  await page.getByText('Loading portfolio data...').waitFor();
  await shot(page, 'loading', width);
  await page.context().close();
}
await browser.close();
