// Debian's Chromium (never a downloaded browser), launched the same way by every browser run here: the Playwright
// journeys, `npm run lighthouse`, `npm run budget`, `npm run field` and the screenshot scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
