// No page hero is blown up: on a 375 x 812 phone at 3x, a 768 x 1024 tablet at 2x (an iPad mini held upright: the
// tablet layout's first width, where a page's banner is 475 px tall) and a 1440 px desktop at 1x, each device pixel
// of the banner gets at most 1.5 device pixels per pixel of the file the browser chose (a phone takes the tall crop).
import { expect, test } from './support/test';
import { postIndex } from '#content/posts';
import { projects } from '#content/projects';
import { publicPaths } from '#shared/route-table';

const MAX_UPSCALE = 1.5;
const screens = [
  { name: 'a 375 px phone at 3x', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: 'a 768 px tablet at 2x', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'a 1440 px desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

for (const { name, ...screen } of screens) {
  test.describe(`on ${name}`, () => {
    test.use(screen);

    test('every page hero has the pixels its banner shows', async ({ page }) => {
      test.setTimeout(180_000);
      const blown: string[] = [];
      let measured = 0;
      for (const path of publicPaths({ projects, posts: postIndex })) {
        await page.goto(path, { waitUntil: 'load' });
        const hero = await page.evaluate(async (dpr) => {
          const img = document.querySelector<HTMLImageElement>('[data-hero] img');
          if (!img) return null;
          const box = img.getBoundingClientRect();
          // naturalWidth is corrected for the srcset density: decode the chosen file alone for its own pixels.
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode();
          const scale = Math.max(box.width / file.naturalWidth, box.height / file.naturalHeight) * dpr;
          return { scale: Math.round(scale * 100) / 100, file: img.currentSrc.split('/').pop() };
        }, screen.deviceScaleFactor);
        if (!hero) continue;
        measured++;
        if (hero.scale > MAX_UPSCALE) blown.push(`${path}: ${hero.scale} device px per image px (${hero.file})`);
      }
      expect(measured).toBeGreaterThan(20);
      expect(blown).toEqual([]);
    });
  });
}
