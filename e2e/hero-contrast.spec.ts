// Text over a hero image is readable: for every public page at 375 and 1440 px, the banner is photographed with
// its text (and the navbar's over it) made transparent, and each text box is checked against the pixels behind
// it: at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold), for 98% of the pixels under the box.
import sharp from 'sharp';
import { expect, test } from './support/test';
import { postIndex } from '#content/posts';
import { projects } from '#content/projects';
import { publicPaths } from '#shared/route-table';

/** The share of a text box's background pixels allowed below the ratio (a lamp's highlight, a lit window). */
const OUTLIERS = 0.02;

interface TextBox {
  text: string;
  rgba: [number, number, number, number];
  large: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // The page's CSP refuses inline styles: the test's own stylesheet (which hides the text) needs it lifted.
    test.use({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true });

    test('hero and navbar text keep their contrast over the image behind them', async ({ page }) => {
      test.setTimeout(240_000);
      const low: string[] = [];
      let checked = 0;
      for (const path of publicPaths({ projects, posts: postIndex })) {
        await page.goto(path, { waitUntil: 'load' });
        const hero = page.locator('[data-hero]');
        if ((await hero.count()) === 0) continue;
        // Every text element with its own words, in the banner and in the navbar while it lies over the banner.
        const boxes = await page.evaluate(() => {
          const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
          const rgbaOf = (css: string) => {
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = css;
            canvas.fillRect(0, 0, 1, 1);
            const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
            return [r!, g!, b!, a! / 255] as [number, number, number, number];
          };
          const heroBox = document.querySelector('[data-hero]')!.getBoundingClientRect();
          const roots = [document.querySelector('[data-hero]'), document.querySelector('header')].filter(Boolean) as Element[];
          const out: TextBox[] = [];
          for (const root of roots) {
            for (const el of root.querySelectorAll('*')) {
              const words = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
              const style = getComputedStyle(el);
              if (words.length === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
              const size = parseFloat(style.fontSize);
              const rgba = rgbaOf(style.color);
              const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
              // The glyphs' own line boxes, not the element's: a pill button's corners are not behind its text.
              for (const node of words) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects()) {
                  if (r.width <= 1 || r.height <= 1 || r.bottom > heroBox.bottom || r.top < heroBox.top) continue;
                  out.push({
                    text: node.textContent!.trim().replace(/\s+/g, ' ').slice(0, 48),
                    rgba,
                    large,
                    x: Math.max(0, Math.floor(r.left)),
                    y: Math.max(0, Math.floor(r.top)),
                    w: Math.ceil(Math.min(r.width, innerWidth - r.left)),
                    h: Math.ceil(r.height),
                  });
                }
              }
            }
          }
          return out;
        });
        const hide = await page.addStyleTag({
          content:
            '[data-hero] *, header * { color: transparent !important; -webkit-text-fill-color: transparent !important; ' +
            'text-shadow: none !important; transition: none !important; border-color: transparent !important }',
        });
        const shot = await page.screenshot({ clip: { x: 0, y: 0, width: viewport.width, height: viewport.height } });
        await hide.evaluate((el) => (el as Element).remove());
        const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        for (const box of boxes) {
          const [tr, tg, tb, ta] = box.rgba;
          const need = box.large ? 3 : 4.5;
          const ratios: number[] = [];
          for (let y = box.y; y < Math.min(box.y + box.h, info.height); y++) {
            for (let x = box.x; x < Math.min(box.x + box.w, info.width); x++) {
              const i = (y * info.width + x) * 3;
              const [br, bg, bb] = [data[i]!, data[i + 1]!, data[i + 2]!];
              // Text drawn with alpha shows the background through it.
              const fg = luminance(tr * ta + br * (1 - ta), tg * ta + bg * (1 - ta), tb * ta + bb * (1 - ta));
              ratios.push(ratio(fg, luminance(br, bg, bb)));
            }
          }
          if (ratios.length === 0) continue;
          checked++;
          ratios.sort((a, b) => a - b);
          const worst = ratios[Math.floor(ratios.length * OUTLIERS)]!;
          if (worst < need) low.push(`${path} "${box.text}": ${worst.toFixed(2)}:1 (needs ${need}:1)`);
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(low).toEqual([]);
    });
  });
}
