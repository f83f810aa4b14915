// npm run bench: on loopback, for five pages, the real app's req/s and p50/p99 (brotli accepted) side by side
// with the limit (the same bytes from a minimal Express handler), the ratio, uncached rendering, first-render
// time, and the server's RSS after each of two rounds. BENCH_SECONDS sets each run's duration (default 5).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild } from './ensure-build.ts';

const PAGES = ['/', '/services/photography', '/blog/drone-photography-best-practices', '/portfolio/photography', '/service-areas/toronto'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HEADERS = { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 bench' };

ensureBuild();
// React and Express run their production code paths only when NODE_ENV is production.
const child = fork(new URL('./bench/servers.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const ports = await new Promise<Record<'cached' | 'uncached' | 'limit' | 'control', number>>((resolve) => child.once('message', resolve as never));
const url = (port: number, path = '') => `http://127.0.0.1:${port}${path}`;

async function load(port: number, path: string) {
  const result = await autocannon({ url: url(port, path), connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function rss() {
  const { rss } = (await (await fetch(url(ports.control, '/rss'))).json()) as { rss: number };
  return `${(rss / 1024 / 1024).toFixed(0)} MB`;
}

// First render of each page in a cold app: the uncached instance has never rendered it.
const firstRender: Record<string, number> = {};
for (const path of PAGES) {
  const start = performance.now();
  await (await fetch(url(ports.uncached, path), { headers: HEADERS })).arrayBuffer();
  firstRender[path] = performance.now() - start;
}

// The limit serves exactly the bytes and headers the app sends for a cached hit.
for (const path of PAGES) {
  await fetch(url(ports.cached, path), { headers: HEADERS }).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 300));
  const res = await fetch(url(ports.cached, path), { headers: HEADERS, decompress: false } as RequestInit);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding'].includes(k)) headers[k] = v;
  });
  await fetch(url(ports.control, '/limit'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, headers, body: body.toString('base64') }),
  });
}

const fmt = (n: number) => n.toFixed(0).padStart(6);
for (const round of [1, 2]) {
  console.log(`\nRound ${round}: ${SECONDS}s per run, ${CONNECTIONS} connections, Accept-Encoding: br`);
  console.log('page                                    | app req/s  p50  p99 | limit req/s  p50  p99 | a/b  | uncached req/s  p50  p99 | first render');
  for (const path of PAGES) {
    const a = await load(ports.cached, path);
    const b = await load(ports.limit, path);
    const c = await load(ports.uncached, path);
    console.log(
      `${path.padEnd(40)}| ${fmt(a.rps)} ${fmt(a.p50)} ${fmt(a.p99)} | ${fmt(b.rps)} ${fmt(b.p50)} ${fmt(b.p99)}   | ${(a.rps / b.rps).toFixed(2)} | ${fmt(c.rps)}     ${fmt(c.p50)} ${fmt(c.p99)} | ${firstRender[path].toFixed(0)} ms` +
        (a.errors + b.errors + c.errors ? `  (errors: ${a.errors}/${b.errors}/${c.errors})` : ''),
    );
  }
  console.log(`server RSS after round ${round}: ${await rss()}`);
}
child.kill();
