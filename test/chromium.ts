// Debian's Chromium (never a downloaded browser), launched the same way by every browser run here: the Playwright
// journeys, `npm run lighthouse`, `npm run budget`, `npm run field` and the screenshot scripts. It starts through
// `chromium-launch.sh`, which switches off what Chromium would run beside the page (CHROMIUM_PATH names the browser).
import { fileURLToPath } from 'node:url';

export const chromiumPath = fileURLToPath(new URL('./chromium-launch.sh', import.meta.url));

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
