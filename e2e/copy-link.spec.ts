// Blog post copy-link: copies the page address and shows a check mark for 2 seconds, then reverts.
import { expect, test } from './support/test';
import { watchConsole } from './console';

test('copy-link copies the address and shows a check mark for 2 s', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const problems = watchConsole(page);
  // A controlled clock makes the 2 s window exact however busy the machine is.
  await page.clock.install();
  await page.goto('/blog/drone-photography-best-practices');
  await page.clock.runFor(200);
  await expect(page.locator('body')).toHaveClass('loaded');
  // From here on, time only moves when the test moves it.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));

  const button = page.getByRole('button', { name: 'Copy link' });
  await button.click();
  const copied = page.getByRole('button', { name: 'Link copied' });
  // The share links are a deferred block. If it was still server HTML (a busy machine), lib/deferred.tsx held the
  // click and replays it from a timer once the block has hydrated, and only this clock can fire that timer: step it a
  // millisecond at a time until the click has landed, so the 2 s start within a millisecond of the last step.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return copied.isVisible();
    })
    .toBe(true);
  await expect(copied.locator('svg.lucide-check')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toHaveCount(1);
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toBe(page.url());

  // Still confirmed just before 2 s, back to the link icon just after.
  await page.clock.runFor(1950);
  await expect(copied).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' }).locator('svg.lucide-link-2')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the share links open Facebook, X and LinkedIn with the post address', async ({ page }) => {
  await page.goto('/blog/marketing-luxury-properties');
  const address = encodeURIComponent(new URL('/blog/marketing-luxury-properties', page.url()).toString());
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${address}`,
  );
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(`^https://x\\.com/intent/post\\?url=${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
  );
  for (const name of ['Share on Facebook', 'Share on X', 'Share on LinkedIn']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});
