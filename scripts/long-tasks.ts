// npm run long-tasks: the main thread's long tasks as a slow phone meets them, without Lighthouse. Debian's Chromium
// slows its CPU 4x (as Lighthouse's mobile setting does) and loads each of issue #17's seven pages RUNS times (default
// 9), at 412 px and 1.75x, over loopback; the page's own Long Tasks observer reports every task of 50 ms or more. It
// prints, per page, the median blocking time after the first contentful paint (each task's part after FCP beyond
// 50 ms: TBT without an end at TTI), the longest task and the number of long tasks.
//
// Nothing traces or profiles the page (with V8's compile trace category on, V8 spent 23 ms of the entry's 28 ms
// collecting source positions), and unlike Lighthouse's TBT, which moves by 40-50 ms between sets of runs here, the
// two builds it compares load alternately in one browser (docs/performance.md). PAGES=/a,/b picks pages;
// BASES=http://host:port,… measures servers already running instead of starting the build (two builds side by side,
// the order of their loads turning each run). The server is the production bundle in a process of its own, as
// `npm start` runs it.
import { chromium } from '@playwright/test';
import { ensureBuild } from './ensure-build.ts';
import { chromiumLaunchOptions } from '#test/chromium.ts';
import { MEASURED_PAGES } from './measured-pages.ts';
import { processSite, startWarmedServer, type ServerProcess } from '#test/server-process.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const CPU_SLOWDOWN = 4;
/** How long after the load event tasks are still counted: the page's scripts start once its hero is on screen. */
const SETTLE_MS = 5000;

let server: ServerProcess | undefined;
let bases = process.env.BASES?.split(',');
if (!bases) {
  ensureBuild();
  server = await startWarmedServer(processSite('nf-long-tasks-').env);
  bases = [server.url];
}

const browser = await chromium.launch(chromiumLaunchOptions);

interface Load {
  blocking: number;
  longest: number;
  count: number;
}

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e): [number, number] => [e.startTime, e.duration]))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const blocking = tasks.reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(duration, start + duration - fcp) - 50), 0);
    return { blocking, longest: Math.max(0, ...tasks.map(([, d]) => d)), count: tasks.length };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(`Long tasks, ${RUNS} loads per page, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, no network throttling, nothing tracing`);
console.log(`${'page'.padEnd(42)}${bases.length > 1 ? 'server'.padEnd(26) : ''}blocking after FCP   longest   long tasks`);
for (const page of MEASURED_PAGES) {
  const loads = new Map<string, Load[]>(bases.map((b) => [b, []]));
  // The order turns each run (A-B, then B-A): two servers of the same bytes, always loaded in one order, read medians
  // of 256 and 384 ms here.
  for (let i = 0; i < RUNS; i++) {
    for (const [k] of bases.entries()) {
      const base = bases[(k + i) % bases.length]!;
      loads.get(base)!.push(await load(base + page));
    }
  }
  for (const [base, rows] of loads) {
    console.log(
      `${page.padEnd(42)}${bases.length > 1 ? base.padEnd(26) : ''}${`${median(rows.map((r) => r.blocking)).toFixed(0)} ms`.padStart(18)}${`${median(rows.map((r) => r.longest)).toFixed(0)} ms`.padStart(10)}${String(median(rows.map((r) => r.count))).padStart(13)}`,
    );
  }
}
await browser.close();
server?.child.kill();
process.exit(0);
