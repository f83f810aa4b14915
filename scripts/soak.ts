// npm run soak: a bounded mixed load over the public pages against the real server in a child process.
// SOAK_SECONDS (default 120) of autocannon after a short warm-up (SOAK_WARMUP_SECONDS, default 10): cached pages,
// pages rendered fresh (a query string skips the HTML cache), the public portfolio API, the sitemap and a
// static asset, and a bounded share of hostile path spellings that must each get their one cheap answer (301, 414
// or 404). Prints requests, errors and the server's RSS every 10 s (SOAK_REPORT_SECONDS). Fails if any
// request errs or answers anything but its expected status, or if RSS grows by 10% or more from the first minute to the last
// (for runs shorter than two minutes: from the first half to the second half). The server must exit 0 on SIGTERM.
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, rssBytes, startServerProcess, processSite } from '#test/server-process.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const REPORT_SECONDS = Number(process.env.SOAK_REPORT_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
// The short run inside npm test loosens this (SOAK_MAX_GROWTH), since ten seconds still include heap warm-up.
const MAX_GROWTH = Number(process.env.SOAK_MAX_GROWTH ?? 0.1);

const asset = readdirSync('dist/client/assets').find((f) => f.endsWith('.css'));
const cached = [
  '/',
  '/about',
  '/services',
  '/services/drone',
  '/portfolio/photography',
  '/projects',
  '/blog',
  '/contact',
  '/faq',
  '/service-areas/toronto',
];
const fresh = ['/search?q=condo', '/portfolio/drone?view=grid', '/blog?page=1'];
const other = ['/api/portfolio/photographyPortfolio', '/sitemap.xml', '/robots.txt', ...(asset ? [`/assets/${asset}`] : [])];
// A bounded share of hostile spellings, each with the one answer it must get: other spellings of a page 301 to
// it, an overlong path is refused (414), an unknown page is a 404. None may render a page or grow the cache.
const hostile: [string, number][] = [
  ['/SERVICES/Drone', 301],
  ['/services/drone/', 301],
  ['//faq', 301],
  ['/%66aq', 301],
  ['/services\\photography', 301],
  [`/a${'/'.repeat(2000)}b/`, 414],
  ['/no-such-page', 404],
];
const paths: [string, number][] = [...[...cached, ...fresh, ...other].map((p): [string, number] => [p, 200]), ...hostile];
const encodings = ['br', 'gzip', 'identity'];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function load(
  url: string,
  seconds: number,
  onResponse: (status: number, expected: number) => void,
  onError: (error: Error) => void,
): Promise<autocannon.Result> {
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req, context: { expected?: number }) => {
              const i = n++;
              const [path, expected] = paths[i % paths.length]!;
              context.expected = expected;
              return { ...req, method: 'GET', path, headers: { 'accept-encoding': encodings[i % encodings.length]! } };
            },
            onResponse: (status, _body, context: { expected?: number }) => onResponse(status, context.expected ?? 200),
          },
        ],
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
    instance.on('reqError', onError);
  });
}

const site = processSite('nf-soak-');
const server = startServerProcess(await freePort(), site.env, { bundle: true });
await server.listening;
const pid = server.child.pid!;
let failed = false;

try {
  console.info(`soak: ${server.url}, ${CONNECTIONS} connections, ${paths.length} paths, warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s`);
  if (WARMUP_SECONDS > 0)
    await load(
      server.url,
      WARMUP_SECONDS,
      () => {},
      () => {},
    );

  const samples: { t: number; rss: number }[] = [];
  const errors: string[] = [];
  let unexpected = 0;
  let requests = 0;
  let intervalRequests = 0;
  let intervalErrors = 0;
  const started = Date.now();
  const running = load(
    server.url,
    SECONDS,
    (status, expected) => {
      requests++;
      intervalRequests++;
      if (status !== expected) {
        unexpected++;
        intervalErrors++;
        if (errors.length < 20) errors.push(`HTTP ${status}, expected ${expected}`);
      }
    },
    (error) => {
      intervalErrors++;
      if (errors.length < 20) errors.push(error.message);
    },
  );
  const timer = setInterval(() => {
    const t = Math.round((Date.now() - started) / 1000);
    const rss = rssBytes(pid);
    samples.push({ t, rss });
    console.info(
      `  ${String(t).padStart(4)} s  ${String(intervalRequests).padStart(7)} requests  ${intervalErrors} errors  RSS ${mb(rss)}`,
    );
    intervalRequests = 0;
    intervalErrors = 0;
  }, REPORT_SECONDS * 1000);
  const result = await running;
  clearInterval(timer);

  const window = SECONDS >= 120 ? 60 : SECONDS / 2;
  const first = samples.filter((s) => s.t <= window + 1);
  const last = samples.filter((s) => s.t >= SECONDS - window - 1 && !first.includes(s));
  const peak = (list: typeof samples) => Math.max(...list.map((s) => s.rss));
  const growth = first.length && last.length ? peak(last) / peak(first) - 1 : 0;
  const errorCount = result.errors + result.timeouts + unexpected;
  console.info(
    `soak: ${requests} requests in ${SECONDS} s (${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms), ` +
      `${errorCount} errors; RSS ${first.length ? mb(peak(first)) : '?'} (first ${window} s) -> ${last.length ? mb(peak(last)) : '?'} (last ${window} s), ` +
      `${(growth * 100).toFixed(1)}% growth`,
  );
  if (errorCount > 0) {
    failed = true;
    console.error(
      `soak: FAILED: ${errorCount} errors (${result.errors} socket errors, ${result.timeouts} timeouts, ${unexpected} unexpected statuses): ${errors.join('; ')}`,
    );
  }
  if (!first.length || !last.length) {
    failed = true;
    console.error('soak: FAILED: too few RSS samples; run for at least two report intervals');
  } else if (growth >= MAX_GROWTH) {
    failed = true;
    console.error(`soak: FAILED: RSS grew ${(growth * 100).toFixed(1)}% (limit ${MAX_GROWTH * 100}%)`);
  }
} finally {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) {
    failed = true;
    console.error(`soak: the server exited ${code} on SIGTERM:\n${server.output().slice(-2000)}`);
  }
}
console.info(failed ? 'soak: FAILED' : 'soak: passed');
process.exit(failed ? 1 : 0);
