// Every public page fits a 375 px phone: nothing makes the page wider than the screen (no sideways scrolling).
import { expect, test } from './support/test';
import { postIndex } from '#content/posts';
import { projects } from '#content/projects';
import { publicPaths } from '#shared/route-table';

test.use({ viewport: { width: 375, height: 812 } });

test('no public page is wider than a 375 px phone', async ({ page }) => {
  test.setTimeout(180_000);
  const wide: string[] = [];
  for (const path of publicPaths({ projects, posts: postIndex })) {
    await page.goto(path, { waitUntil: 'load' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});
