// Home FAQ: one answer open at a time, and the open one can be collapsed.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

test('the home FAQ keeps a single item open', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass('loaded');
  const faq = page.locator('#faq');
  await faq.scrollIntoViewIfNeeded();
  const triggers = faq.locator('button[aria-expanded]');
  await expect(triggers).toHaveCount(6);

  const first = faq.getByRole('button', { name: 'How fast will I get my listing photos?' });
  const second = faq.getByRole('button', { name: 'How far in advance do I need to book?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('Standard turnaround is 24-48 hours')).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);

  // The open item collapses, leaving none open.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
