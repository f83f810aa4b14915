// The FAQ on a service page (the home page uses the same single-open accordion): one item open at a time, the open
// one collapses, and the keyboard works the same.
import { expect, test } from './support/test';
import { watchConsole } from './console';
import { serviceFaqContact } from '../test/site-promises';
import photography from '../src/content/services/pages/photography';

test('one FAQ item open at a time, and the open one collapses', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/services/photography');
  await expect(page.locator('body')).toHaveClass('loaded');
  const faq = page.locator('#faq');
  await expect(faq.locator('button[aria-expanded="false"]')).toHaveCount(photography.faqs.length);

  const [one, two] = photography.faqs;
  const first = faq.getByRole('button', { name: one!.question });
  const second = faq.getByRole('button', { name: two!.question });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(one!.answer)).toBeVisible();
  // The opening answer pushes the next question down for 250 ms: wait for it to settle, so the next click does not
  // aim at a moving target (a fresh-clone run under load once lost that click; the cause is not proven).
  await faq.getByText(one!.answer).evaluate((answer) =>
    Promise.all(
      answer
        .closest('[role="region"]')!
        .getAnimations()
        .map((a) => a.finished),
    ),
  );

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(one!.answer)).toBeHidden();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await expect(faq.getByRole('link', { name: serviceFaqContact[0] })).toHaveAttribute('href', serviceFaqContact[1]);
  expect(problems).toEqual([]);
});
