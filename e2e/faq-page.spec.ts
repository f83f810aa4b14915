// /faq: 18 questions in six categories; several answers stay open at once, and each toggles on its own.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

test('several FAQ answers can be open at once', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/faq');
  await expect(page.locator('body')).toHaveClass('loaded');
  const main = page.getByRole('main');
  const triggers = main.locator('button[aria-expanded]');
  await expect(triggers).toHaveCount(18);
  for (const c of ['General', 'Photography', 'Video', 'Drone', 'Matterport', 'Pricing']) {
    await expect(main.getByRole('heading', { level: 2, name: c, exact: true })).toBeVisible();
  }

  const first = main.getByRole('button', { name: 'Which areas do you serve?' });
  const second = main.getByRole('button', { name: 'How far in advance should I book a shoot?' });
  const third = main.getByRole('button', { name: 'How many photos will I receive?' });
  await first.click();
  await second.click();
  await third.click();
  for (const t of [first, second, third]) await expect(t).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('Each photography package includes 25-40 images')).toBeVisible();

  // Closing one leaves the others open.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(third).toHaveAttribute('aria-expanded', 'true');

  await main.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(problems).toEqual([]);
});
