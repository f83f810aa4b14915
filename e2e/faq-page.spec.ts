// /faq: several answers open at once, each toggling on its own; the browser's find-in-page reaches a closed
// answer and opens its item.
import { expect, test } from './support/test';
import { watchConsole } from './console';
import { faqPage as promised } from '../test/site-promises';
import { faqCategories, faqPageItems } from '../src/content/faq';

test('several FAQ answers can be open at once, each closing on its own', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/faq');
  await expect(page.locator('body')).toHaveClass('loaded');
  const main = page.getByRole('main');
  await expect(main.locator('button[aria-expanded]')).toHaveCount(promised.questions);
  for (const c of faqCategories) await expect(main.getByRole('heading', { level: 2, name: c, exact: true })).toBeVisible();

  const picked = [faqPageItems[0]!, faqPageItems[4]!, faqPageItems.at(-1)!];
  const [first, second, third] = picked.map((item) => main.getByRole('button', { name: item.question }));
  for (const trigger of [first!, second!, third!]) await trigger.click();
  for (const trigger of [first!, second!, third!]) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  for (const item of picked) await expect(main.getByText(item.answer)).toBeVisible();

  await second!.click();
  await expect(second!).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText(picked[1]!.answer)).toBeHidden();
  await expect(first!).toHaveAttribute('aria-expanded', 'true');
  await expect(third!).toHaveAttribute('aria-expanded', 'true');

  await main.getByRole('link', { name: promised.contact[0] }).click();
  await expect(page).toHaveURL(new RegExp(`${promised.contact[1]}$`));
  expect(problems).toEqual([]);
});

test('find-in-page opens the closed answer it finds', async ({ page }) => {
  const problems = watchConsole(page);
  const main = page.getByRole('main');
  const [linked, searched] = [faqPageItems.at(-2)!, faqPageItems.at(-1)!];

  // A text fragment link is the browser's own find: it reveals the hidden="until-found" answer and opens its item.
  const words = linked.answer.split(' ').slice(0, 6).join(' ');
  await page.goto(`/faq#:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`);
  await expect(page.locator('body')).toHaveClass('loaded');
  await expect(main.getByRole('button', { name: linked.question })).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(linked.answer)).toBeVisible();

  // The find bar fires beforematch on a closed answer before revealing it.
  const trigger = main.getByRole('button', { name: searched.question });
  const answer = page.getByRole('region', { name: searched.question, includeHidden: true });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toHaveAttribute('hidden', 'until-found');
  await answer.dispatchEvent('beforematch');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(main.getByRole('button', { name: linked.question })).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});
