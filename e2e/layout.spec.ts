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

// The studio's figures (the home's About and the About page) are large serif numbers in two columns on a phone: each
// stays on one line inside its column ("24-48h" once broke at its hyphen at 375 px).
for (const width of [320, 375]) {
  test(`the studio figures keep each number on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    const broken: string[] = [];
    for (const path of ['/', '/about']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const figures = await page.locator('dl > div > dd:first-of-type').evaluateAll((dds) =>
        dds.map((dd) => {
          const range = document.createRange();
          range.selectNodeContents(dd);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          const cell = dd.parentElement!;
          const style = getComputedStyle(cell);
          const room = cell.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: dd.textContent ?? '', lines, fits: range.getBoundingClientRect().width <= room + 0.5 };
        }),
      );
      expect(figures.length, path).toBeGreaterThanOrEqual(4);
      for (const f of figures)
        if (f.lines !== 1 || !f.fits) broken.push(`${path} ${f.text}: ${f.lines} lines${f.fits ? '' : ', wider than its column'}`);
    }
    expect(broken).toEqual([]);
  });
}

// A project's breadcrumb on a phone: the current crumb follows "Projects /" on the first line and wraps word by word,
// instead of dropping whole to lines of its own under a hanging separator.
test('a long breadcrumb wraps inside its current crumb at 375 px', async ({ page }) => {
  await page.goto('/projects/cornell-townhome-collection', { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  const tops = await trail.evaluate((nav) => {
    const top = (el: Element) => Math.round(el.getClientRects()[0]!.top);
    const current = nav.querySelector('[aria-current="page"]')!;
    return { first: top(nav.querySelector('a')!), current: top(current), lines: current.getClientRects().length };
  });
  expect(tops.lines).toBeGreaterThan(1);
  expect(tops.current).toBe(tops.first);
});
