// The service-page FAQ: one item open at a time, and the open one can be collapsed.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

test('one FAQ item open at a time, and the open one collapses', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/services/photography');
  const faq = page.locator('#faq');
  const triggers = faq.getByRole('button', { expanded: false }).filter({ hasText: '?' });
  await expect(triggers).toHaveCount(6);

  const first = faq.getByRole('button', { name: 'How many photos will I receive?' });
  const second = faq.getByRole('button', { name: 'How long does a photoshoot take?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/25-35 finished photos/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  // Keyboard too.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await expect(faq.getByRole('link', { name: 'Contact Us for More Information' })).toHaveAttribute('href', '/contact');
  expect(problems).toEqual([]);
});

test('the editing page has 5 single-open FAQ items', async ({ page }) => {
  await page.goto('/services/editing');
  const faq = page.locator('#faq');
  const triggers = faq.locator('h3 button');
  await expect(triggers).toHaveCount(5);
  await triggers.nth(0).click();
  await triggers.nth(4).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true');
});
