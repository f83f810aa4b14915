// npm run field: the site's own field data under a slow phone. Starts the production server (dist/node/server.js,
// as `npm start` runs it, warmed up), then visits issue #17's seven pages RUNS times each (default 5) in Debian's
// Chromium with DevTools throttling (4x CPU, slow 4G: 562 ms round trip, 1.6 Mbit/s down) as a 412 px phone: each
// visit loads the page, waits for the network to settle, taps the heading (an interaction, for INP) and hides the
// tab, so the page's web-vitals reporter sends what it measured to /api/vitals like a visitor's browser does.
// Then it signs in to the admin (a fake GitHub) and prints the p75 per route and metric from GET /api/admin/vitals,
// the figures the admin's panel shows, with their band. PAGES=/a,/b picks pages.
import { chromium, type BrowserContext } from '@playwright/test';
import { ensureBuild } from './ensure-build.ts';
import { chromiumLaunchOptions } from '#test/chromium.ts';
import { MEASURED_PAGES } from './measured-pages.ts';
import { fakeGitHubEnv, startFakeGitHub } from '#test/fake-github.ts';
import { processSite, signInOverHttp, startWarmedServer } from '#test/server-process.ts';
import type { VitalsMetric, VitalsResponse } from '#shared/api.ts';

const PAGES = MEASURED_PAGES;
const RUNS = Number(process.env.RUNS ?? 5);
const METRICS: VitalsMetric[] = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'];
/** Lighthouse's mobile DevTools throttling (its `devtools` preset): slow 4G and a 4x slower CPU. */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

ensureBuild();
const fake = await startFakeGitHub();
const site = processSite('nf-field-');
// Every visit reports from 127.0.0.1: lift the per-client limit on vitals reports for this run.
// The warm-up fills the HTML cache, as after a deploy.
const server = await startWarmedServer({ ...site.env, ...fakeGitHubEnv(fake), RATE_LIMIT_VITALS: '100000' });

const browser = await chromium.launch(chromiumLaunchOptions);

async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(server.url + path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.waitForTimeout(500);
  // What a visitor's browser does when they switch away: the reporter sends LCP, CLS and INP now.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);
  await page.close();
}

try {
  for (let run = 1; run <= RUNS; run++) {
    for (const path of PAGES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await visit(context, path);
      await context.close();
    }
    console.info(`run ${run} of ${RUNS} done`);
  }
  const admin = await signInOverHttp(server.url, fake);
  const vitals = (await (await fetch(`${server.url}/api/admin/vitals`, { headers: { cookie: admin.cookie } })).json()) as VitalsResponse;
  const cell = (path: string, metric: VitalsMetric) => {
    const row = vitals.routes[path]?.[metric];
    if (!row) return '-'.padStart(28);
    const value = metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
    return `${value} ${row.rating} (${row.count})`.padStart(28);
  };
  console.info(`\nAdmin vitals panel, p75 per route (${RUNS} throttled visits each; rating, reports):`);
  console.info(`${'page'.padEnd(40)}${METRICS.map((m) => m.padStart(28)).join('')}`);
  for (const path of PAGES) console.info(`${path.padEnd(40)}${METRICS.map((m) => cell(path, m)).join('')}`);
  const notGood = PAGES.flatMap((p) =>
    METRICS.filter((m) => vitals.routes[p]?.[m] && vitals.routes[p][m].rating !== 'good').map((m) => `${p} ${m}`),
  );
  console.info(notGood.length ? `\nNot in the good band: ${notGood.join(', ')}` : '\nEvery figure is in the good band.');
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  await fake.close();
}
