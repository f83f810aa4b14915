// npm run screen -- NAME: screenshots studio/screens/NAME.html (a client's site the studio built, kept as
// a page because this site has no page for it) at 1440 x 900 in Debian's Chromium and writes NAME-website.jpg beside
// it, the screen a studio laptop shot shows (`screen` in shots.json). The page loads the committed renders and logos
// by relative path (file://), so it needs no server.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths';

const name = process.argv[2];
const page = join(ROOT, 'studio/screens', `${name}.html`);
if (!name || !existsSync(page)) {
  console.error('usage: npm run screen -- NAME   (studio/screens/NAME.html)');
  process.exit(1);
}
const out = join(ROOT, 'studio/screens', `${name}-website.jpg`);
// Debian's Chromium (CHROMIUM_PATH names another), never a downloaded browser.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' });
await tab.screenshot({ path: out, type: 'jpeg', quality: 88 });
await browser.close();
console.log(`screen: ${out}`);
