// npm run lighthouse: Lighthouse 12 in Debian's Chromium, default mobile throttling, on issue #17's seven pages,
// RUNS runs each (default 5). Prints the median performance score, LCP, TBT, CLS and FCP per page, plus the other
// categories. THROTTLING=devtools measures without simulation: Chromium itself slows the CPU 4x and the network to
// slow 4G while the page loads (issue #17's second LCP target, 1.5 s). PAGES=/a,/b picks pages; BLOCK=*.woff2 blocks
// matching requests; REPORTS=dir writes each run's full report (JSON) there; LANTERN=1 prints, for each page's first
// run, every node of the simulated FCP and LCP graphs with its simulated start and end. The server is the production
// bundle in a process of its own, as `npm start` runs it; BASE=http://127.0.0.1:PORT measures a server already running
// instead (another build, or a proxy that rewrites the pages, to size a change before building it).
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureBuild } from './ensure-build.ts';
import { chromiumArgs, chromiumPath } from '#test/chromium.ts';
import { MEASURED_PAGES } from './measured-pages.ts';
import { processSite, startWarmedServer } from '#test/server-process.ts';
// Lighthouse's own copy of Lantern (the same module instance), for LANTERN=1.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const PAGES = MEASURED_PAGES;
const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';

// The server as `npm start` runs it (the production bundle, its Node flags and malloc setting, the start-up
// warm-up), in a process of its own. Until 2026-11-28 it ran inside this script's process, where Lighthouse's own
// protocol and trace handling shared its event loop: the observed server response was 57-109 ms for a cached page,
// and the simulation carries that time into every TTFB (docs/performance.md).
const server = process.env.BASE ? undefined : await startServer();
const base = process.env.BASE?.replace(/\/$/, '') ?? server!.url;
async function startServer() {
  ensureBuild();
  return startWarmedServer(processSite('nf-lighthouse-').env);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
});
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Rows = { items?: Record<string, unknown>[] };

/** DETAILS=1: what the LCP element is, where its time goes, and which scripts and tasks block the main thread. */
function printPerformanceDetails(page: string, lhr: Result) {
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as Rows & { items?: (Rows & Record<string, unknown>)[] };
  const lcpItems = details('largest-contentful-paint-element').items ?? [];
  const element = (lcpItems[0]?.items?.[0] as { node?: { snippet?: string } } | undefined)?.node?.snippet;
  console.log(`  ${page} LCP element: ${element ?? 'unknown'}`);
  console.log(`    server response time (observed): ${Math.round(lhr.audits['server-response-time']?.numericValue ?? NaN)} ms`);
  for (const phase of (lcpItems[1]?.items ?? []) as { phase?: string; timing?: number }[])
    console.log(`    ${phase.phase}: ${Math.round(phase.timing ?? 0)} ms`);
  for (const row of (details('mainthread-work-breakdown').items ?? []).slice(0, 5))
    console.log(`    main thread ${String(row.groupLabel)}: ${Math.round(Number(row.duration))} ms`);
  for (const row of (details('bootup-time').items ?? []).slice(0, 5))
    console.log(`    script ${String(row.url).replace(base, '')}: ${Math.round(Number(row.total))} ms`);
  for (const row of (details('render-blocking-resources').items ?? []).slice(0, 5))
    console.log(`    render-blocking ${String(row.url).replace(base, '')}: ${Math.round(Number(row.wastedMs))} ms`);
  for (const row of (details('long-tasks').items ?? []).slice(0, 8))
    console.log(
      `    long task at ${Math.round(Number(row.startTime))} ms: ${Math.round(Number(row.duration))} ms (${String(row.url).replace(base, '')})`,
    );
}

type LanternNode = {
  type: string;
  request?: { url: string; priority: string; transferSize: number; resourceType?: string };
  childEvents?: { name: string }[];
  event?: { dur?: number };
};
/** LANTERN=1: every node of the simulated FCP and LCP graphs, in simulated time, to see what each metric carries. */
function printLanternGraphs(page: string) {
  const all = (
    Lantern as unknown as {
      Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, { startTime: number; endTime: number }>> } };
    }
  ).Simulation.Simulator.allNodeTimings;
  for (const label of ['optimisticFirstContentfulPaint', 'optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = all.get(label);
    if (!timings) continue;
    console.log(`  ${page} ${label}:`);
    // Inline placeholders (data: URLs) are nodes too, of no bytes: counted, not listed.
    const inline = [...timings.keys()].filter((node) => node.request?.url.startsWith('data:')).length;
    if (inline) console.log(`    (and ${inline} data: URLs)`);
    const rows = [...timings.entries()]
      .filter(([node]) => !node.request?.url.startsWith('data:'))
      .sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request!.priority} ${(node.request!.transferSize / 1024).toFixed(1)} KB ${node.request!.url.replace(base, '')}`
          : `cpu ${((node.event?.dur ?? 0) / 1000).toFixed(1)} ms raw [${[...new Set((node.childEvents ?? []).map((e) => e.name))].filter((n) => /Parse|Layout|Paint|Style|Evaluate|Compile|Function/.test(n)).join(',')}]`;
      console.log(`    ${t.startTime.toFixed(0).padStart(6)} → ${t.endTime.toFixed(0).padStart(6)}  ${what}`);
    }
  }
}

// Lighthouse's own measure of the machine's speed (a fixed JS loop; higher is faster). Simulated TBT and LCP scale
// with it, so figures from two machines, or from a busy one, are only comparable when it is printed beside them.
const benchmarks: number[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(
  `Lighthouse ${RUNS} runs per page, mobile, ${THROTTLING === 'devtools' ? 'DevTools throttling (not simulated)' : 'simulated throttling'}, Debian Chromium`,
);
console.log('page'.padEnd(42) + 'perf   LCP ms  TBT ms   CLS    FCP ms | a11y  best  seo');
for (const page of PAGES) {
  const runs: { perf: number; lcp: number; tbt: number; cls: number; fcp: number; a11y: number; bp: number; seo: number }[] = [];
  let retries = 3;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: THROTTLING,
      // BLOCK=pattern,pattern: what a page would score without those requests, to size a lever before building it.
      blockedUrlPatterns: process.env.BLOCK?.split(','),
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    // Chromium sometimes fails a run outright (no paint recorded); that run is repeated, not averaged in.
    if (lhr.runtimeError && retries-- > 0) {
      console.log(`  ${page}: run failed (${lhr.runtimeError.code}), repeating it`);
      i--;
      continue;
    }
    if (process.env.DETAILS && i === 0) {
      for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
        for (const ref of lhr.categories[id]!.auditRefs) {
          const a = lhr.audits[ref.id];
          if (a && ref.weight > 0 && a.score !== null && a.score < 1) console.log(`  ${page} ${id}: ${a.id}: ${a.title}`);
        }
      }
    }
    if (process.env.DETAILS && i === 0) printPerformanceDetails(page, lhr);
    if (process.env.LANTERN && i === 0) printLanternGraphs(page);
    if (process.env.REPORTS) {
      mkdirSync(process.env.REPORTS, { recursive: true });
      writeFileSync(
        `${process.env.REPORTS}/${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}-${i + 1}.json`,
        JSON.stringify(lhr),
      );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    benchmarks.push(lhr.environment.benchmarkIndex);
    runs.push({
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bp: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    });
  }
  const m = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
  console.log(
    `${page.padEnd(42)}${String(m('perf')).padStart(4)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(7)} ${m('fcp').toFixed(0).padStart(9)} | ${String(m('a11y')).padStart(4)} ${String(m('bp')).padStart(5)} ${String(m('seo')).padStart(4)}`,
  );
}
console.log(`machine: Lighthouse benchmarkIndex median ${median(benchmarks)} over ${benchmarks.length} runs`);
chrome.kill();
server?.child.kill();
process.exit(0);
