// Portfolio pages read the store: a category page shows the store's items (seeded from the starting portfolio) (server-rendered and after client-side
// navigation through the public API), and /services/automation renders the AI page.
import { expect, test } from './support/test';
import { seedPortfolio } from '#content/seed-portfolio';
import { watchConsole } from './console';

const db = seedPortfolio;

test('a category page shows the items of its db.json collection', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/portfolio/drone');
  const grid = page.getByRole('list', { name: 'Drone Showcase' });
  await expect(grid.getByRole('listitem')).toHaveCount(db.dronePortfolio.length);
  for (const item of db.dronePortfolio) await expect(grid.getByRole('heading', { name: item.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('navigating in the browser loads the collection through the API', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/portfolio');
  await page.getByRole('link', { name: 'Editing', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\/editing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Editing Portfolio');
  const grid = page.getByRole('list', { name: 'Editing Showcase' });
  await expect(grid.getByRole('heading', { name: db.editingPortfolio[0]!.title })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(db.editingPortfolio.length);
  await expect(page.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services/editing');
  expect(problems).toEqual([]);
});

test('/services/automation renders the AI services page with the automation hero', async ({ page }) => {
  const problems = watchConsole(page);
  const res = await page.goto('/services/automation');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See AI in Action' })).toHaveAttribute('href', '/portfolio/ai-services');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/ai-services$/);
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/#packages$/);
  await expect(page.locator('#packages')).toBeInViewport();
  expect(problems).toEqual([]);
});
