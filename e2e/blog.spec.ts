// Blog list: category buttons and search combine, the state lives in the URL, the empty state resets both.
import { expect, test, type Page } from './support/test';
import { watchConsole } from './console';

const cards = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Read More/ });

test('category filter and search combine, update the URL, and Reset Filters clears both', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/blog');
  await expect(page.locator('body')).toHaveClass('loaded');
  await expect(cards(page)).toHaveCount(5);
  const filters = page.getByRole('group', { name: 'Filter by category' });
  await expect(filters.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');

  await filters.getByRole('button', { name: 'Photography' }).click();
  await expect(page).toHaveURL(/\/blog\?category=Photography$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(filters.getByRole('button', { name: 'Photography' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'false');

  // Search ignores case and matches the title or the excerpt, within the chosen category.
  const search = page.getByPlaceholder('Search articles...');
  await search.fill('TRIPODS');
  await expect(page).toHaveURL(/[?&]q=TRIPODS/);
  await expect(page).toHaveURL(/[?&]category=Photography/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('href', '/blog/essential-photography-equipment');

  // A category with no match for the text: the empty state.
  await filters.getByRole('button', { name: 'Drone' }).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(cards(page)).toHaveCount(5);
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(filters.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test('a shared filter URL renders filtered on the server and hydrates with the same state', async ({ page, request }) => {
  const html = await (await request.get('/blog?q=staging&category=Technology')).text();
  expect(html.match(/>Read More</g)).toHaveLength(1);
  expect(html).toContain('href="/blog/virtual-staging-trends"');

  const problems = watchConsole(page);
  await page.goto('/blog?q=staging&category=Technology');
  await expect(page.locator('body')).toHaveClass('loaded');
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('staging');
  await expect(page.getByRole('button', { name: 'Technology' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);

  // Typing keeps every character, and back/forward are not flooded: the URL is replaced, not pushed.
  const search = page.getByPlaceholder('Search articles...');
  await search.fill('');
  await search.pressSequentially('virtual', { delay: 15 });
  await expect(search).toHaveValue('virtual');
  await expect(page).toHaveURL(/q=virtual/);
  await expect(cards(page)).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('an empty search result from the URL shows the empty state', async ({ page }) => {
  await page.goto('/blog?q=submarine');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(cards(page)).toHaveCount(5);
});
