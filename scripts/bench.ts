// npm run bench: on loopback, for five pages, the real app's req/s and p50/p99 (brotli accepted) side by side
// with the limit (the same bytes from a minimal Express handler), the ratio, uncached rendering, first-render
// time, and the server's memory after each of two rounds. Every run also gives the server's CPU time per
// request, and a/b as the inverse ratio of those. BENCH_SECONDS sets each run's duration (default 5). A last row
// runs the same server on PostgreSQL (DATABASE_URL, a throwaway cluster) against it (BENCH_POSTGRES=0 skips it).
// BENCH_WARM_UP=1 starts the server as a deploy does, with its warm-up (every sitemap page rendered and cached) done
// before the first figure, so the memory lines read what a warmed server holds under load.
//
// Three processes: the real server (dist/node/server.js on plain Node, as `npm start` runs it; production, a
// throwaway copy of the store), the limit, and this one, which only drives autocannon. Each figure pair a/b is measured a, b, b, a in half-runs, so a machine
// whose load drifts during the run (shared CPUs) skews both sides alike. Uncached rendering is the same server
// asked for the page with a query string, which the HTML cache never looks up.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuild } from './ensure-build.ts';
import { exactRequest, type ExactResponse } from '#test/raw-http.ts';
import { freePort, peakRssBytes, rssBytes, startServerProcess, processSite, warmUpFinished } from '#test/server-process.ts';
import { startPostgresApp, stopPostgresApp } from './bench/postgres-app.ts';
import { storeReadCost } from './bench/store-read.ts';

const PAGES = ['/', '/services/photography', '/blog/drone-photography-best-practices', '/portfolio/photography', '/service-areas/toronto'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HEADERS = { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 bench' };
const UNCACHED = '?bench=uncached';

ensureBuild();

// The app: the real server as `npm start` runs it, plus a probe (bench only) that reports its heap over IPC.
// By default no warm-up, so the first renders below are cold and the HTML cache holds only the pages measured.
const WARM_UP = process.env.BENCH_WARM_UP === '1';
const site = processSite('nf-bench-');
const app = startServerProcess(
  await freePort(),
  { ...site.env, WARM_UP: WARM_UP ? '1' : '0' },
  {
    ipc: true,
    bundle: true,
    execArgv: ['--expose-gc', '--import', new URL('./bench/memory-probe.mjs', import.meta.url).pathname],
  },
);
await app.listening;
if (WARM_UP) await warmUpFinished(app);

// The limit, in a process of its own so it shares nothing with the app or autocannon.
const limitProcess = fork(new URL('./bench/limit-server.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, NODE_ENV: 'production' },
});
const nextMessage = <T>(child: { once(event: 'message', listener: (message: T) => void): unknown }) =>
  new Promise<T>((resolve) => child.once('message', resolve));
const limitUrl = `http://127.0.0.1:${(await nextMessage<{ port: number }>(limitProcess)).port}`;

// Either server ending before the bench does makes every later figure meaningless: stop with its output.
let finished = false;
void app.exited.then((code) => {
  if (finished) return;
  console.error(`bench: the app exited (${code ?? app.child.signalCode}) during the run:\n${app.output().slice(-3000)}`);
  process.exit(1);
});
limitProcess.on('exit', (code, signal) => {
  if (finished) return;
  console.error(`bench: the limit server exited (${code ?? signal}) during the run`);
  process.exit(1);
});

interface Target {
  url: string;
  pid: number;
}
const appTarget: Target = { url: app.url, pid: app.child.pid! };
const limitTarget: Target = { url: limitUrl, pid: limitProcess.pid! };

/** CPU time (user + system, all threads) a process has used, in ms; Linux clock ticks are 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * req/s and latency, and the server's CPU time per request: on a machine shared with other work, req/s follows
 * whatever CPU is left, while CPU per request barely moves, so it is the steadier way to compare two servers.
 */
async function load(target: Target, path: string, seconds: number) {
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({ url: target.url + path, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpu: cpuMs(target.pid) - cpuBefore,
  };
}
type Load = Awaited<ReturnType<typeof load>>;
const cpuUs = (l: Pick<Load, 'cpu' | 'requests'>) => (l.requests ? (l.cpu * 1000) / l.requests : NaN);

/** a, b, b, a in half-runs: the mean of each side, and the worse p50/p99 of its halves. */
function paired(path: string) {
  return pairedOn(appTarget, limitTarget, path);
}

async function pairedOn(aTarget: Target, bTarget: Target, path: string) {
  const half = SECONDS / 2;
  const a1 = await load(aTarget, path, half);
  const b1 = await load(bTarget, path, half);
  const b2 = await load(bTarget, path, half);
  const a2 = await load(aTarget, path, half);
  const merge = (x: Load, y: Load): Load => ({
    rps: (x.rps + y.rps) / 2,
    p50: Math.max(x.p50, y.p50),
    p99: Math.max(x.p99, y.p99),
    errors: x.errors + y.errors,
    requests: x.requests + y.requests,
    cpu: x.cpu + y.cpu,
  });
  return { a: merge(a1, a2), b: merge(b1, b2) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function memory() {
  const rss = rssBytes(app.child.pid!);
  const peak = peakRssBytes(app.child.pid!);
  app.child.send('memory');
  const { before, after } = await nextMessage<{ before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage }>(app.child);
  return `RSS ${mb(rss)} (peak so far ${mb(peak)}), heap used ${mb(before.heapUsed)} (${mb(after.heapUsed)} after a full GC), external ${mb(after.external)}`;
}

try {
  // First render of each page in a cold server: nothing has been rendered yet (with BENCH_WARM_UP=1, the first render
  // of the page's URL with a query string, after the warm-up rendered the page itself).
  const firstRender: Record<string, number> = {};
  for (const path of PAGES) {
    const start = performance.now();
    await (await fetch(app.url + path + UNCACHED, { headers: HEADERS })).arrayBuffer();
    firstRender[path] = performance.now() - start;
  }

  // The limit serves exactly the bytes and headers the app sends for a cached hit, read as they came (exactRequest:
  // Node's fetch decodes brotli whatever its options say, so the limit once served the page's 168 KB of HTML under
  // `Content-Encoding: br` instead of its 24 KB).
  for (const path of PAGES) {
    let hit: ExactResponse;
    for (let i = 0; ; i++) {
      hit = await exactRequest(app.url + path, HEADERS);
      if (hit.headers['x-cache'] === 'HIT') break;
      if (i === 50) throw new Error(`${path} never came from the HTML cache`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const { body } = hit;
    if (String(body.length) !== hit.headers['content-length'])
      throw new Error(`${path}: ${body.length} bytes read, but the app said Content-Length ${hit.headers['content-length']}`);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(hit.headers)) {
      if (v !== undefined && !['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding'].includes(k))
        headers[k] = String(v);
    }
    limitProcess.send({ path, headers, body: body.toString('base64') });
    await nextMessage(limitProcess);
  }

  const fmt = (n: number, width = 6) => n.toFixed(0).padStart(width);
  for (const round of [1, 2]) {
    console.log(`\nRound ${round}: ${SECONDS}s per run (a, b as a/b/b/a halves), ${CONNECTIONS} connections, Accept-Encoding: br`);
    console.log(
      'page                                    | app req/s  p50  p99  µs/req | limit req/s  p50  p99  µs/req | a/b req/s  a/b CPU | uncached req/s  p50  p99  µs/req | first render',
    );
    for (const path of PAGES) {
      const { a, b } = await paired(path);
      const c = await load(appTarget, path + UNCACHED, SECONDS);
      console.log(
        `${path.padEnd(40)}| ${fmt(a.rps)} ${fmt(a.p50, 4)} ${fmt(a.p99, 4)} ${fmt(cpuUs(a), 7)} | ${fmt(b.rps)}   ${fmt(b.p50, 4)} ${fmt(b.p99, 4)} ${fmt(cpuUs(b), 7)} | ` +
          `${(a.rps / b.rps).toFixed(2).padStart(9)} ${(cpuUs(b) / cpuUs(a)).toFixed(2).padStart(8)} | ${fmt(c.rps)}       ${fmt(c.p50, 4)} ${fmt(c.p99, 4)} ${fmt(cpuUs(c), 7)} | ${firstRender[path]!.toFixed(0)} ms` +
          (a.errors + b.errors + c.errors ? `  (errors: ${a.errors}/${b.errors}/${c.errors})` : ''),
      );
    }
    console.log(`server after round ${round}: ${await memory()}`);
  }
  await postgresRow();
} finally {
  finished = true;
  limitProcess.kill();
  app.child.kill('SIGTERM');
  await app.exited;
  await stopPostgresApp();
}

/**
 * The PostgreSQL row: the same server with DATABASE_URL (a throwaway cluster, test/postgres.ts, holding the same
 * starting items), against the file-store app above, a/b/b/a per page. Cached pages never touch the store, so they
 * should match; the uncached render's extra cost is the store read (one or two queries per page with items).
 */
async function postgresRow() {
  if (process.env.BENCH_POSTGRES === '0') return;
  let started: Awaited<ReturnType<typeof startPostgresApp>>;
  try {
    started = await startPostgresApp();
  } catch (error) {
    console.log(`\nPostgreSQL row skipped: ${(error as Error).message}`);
    return;
  }
  const pgTarget: Target = { url: started.app.url, pid: started.app.child.pid! };
  // The file-store app ran two rounds already: give this one the same kind of warm-up (JIT, caches) first.
  for (const path of PAGES) {
    await load(pgTarget, path, 1);
    await load(pgTarget, path + UNCACHED, 1);
  }
  const pgCpuBefore = started.postgresCpuMs();
  console.log(`\nPostgreSQL (DATABASE_URL) against the file store, ${SECONDS}s per run as a/b/b/a halves, ${CONNECTIONS} connections`);
  console.log(
    'page                                    | cached: pg req/s  µs/req | file req/s  µs/req | pg/file req/s | uncached: pg req/s  p50  µs/req | file req/s  p50  µs/req | extra µs/req',
  );
  const fmt = (n: number, width = 6) => n.toFixed(0).padStart(width);
  for (const path of PAGES) {
    const cached = await pairedOn(pgTarget, appTarget, path);
    const uncached = await pairedOn(pgTarget, appTarget, path + UNCACHED);
    console.log(
      `${path.padEnd(40)}|         ${fmt(cached.a.rps)} ${fmt(cpuUs(cached.a), 7)} | ${fmt(cached.b.rps, 10)} ${fmt(cpuUs(cached.b), 7)} | ${(cached.a.rps / cached.b.rps).toFixed(2).padStart(13)} | ` +
        `          ${fmt(uncached.a.rps)} ${fmt(uncached.a.p50, 4)} ${fmt(cpuUs(uncached.a), 7)} | ${fmt(uncached.b.rps, 10)} ${fmt(uncached.b.p50, 4)} ${fmt(cpuUs(uncached.b), 7)} | ${fmt(cpuUs(uncached.a) - cpuUs(uncached.b), 12)}` +
        (cached.a.errors + cached.b.errors + uncached.a.errors + uncached.b.errors ? '  (errors)' : ''),
    );
  }
  console.log(`PostgreSQL's own CPU time during the row: ${started.postgresCpuMs() - pgCpuBefore} ms (not counted in the app's µs/req)`);
  const read = await storeReadCost(started.databaseUrl);
  const us = (n: number) => `${n.toFixed(0)} µs`;
  console.log(
    `One collection read (what an uncached portfolio page asks the store), ${read.calls} sequential calls: ` +
      `file store ${us(read.files.wallUs)} wall / ${us(read.files.cpuUs)} CPU, PostgreSQL ${us(read.postgres.wallUs)} wall / ${us(read.postgres.cpuUs)} CPU`,
  );
}
