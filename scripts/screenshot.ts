// Screenshots pages at 375 and 1440 px in Debian's Chromium: npx tsx scripts/screenshot.ts http://localhost:3000 / /about
// Writes /tmp/shots/<name>-<width>.png (full page).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '#test/chromium.ts';

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number);
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 812 : 900 },
    deviceScaleFactor: 1,
    reducedMotion: process.env.MOTION ? 'no-preference' : 'reduce',
  });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // Scroll through so lazy images and reveal animations settle, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(900);
    const name = p === '/' ? 'home' : p.slice(1).replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: process.env.FULL !== '0' });
    console.log(`/tmp/shots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
