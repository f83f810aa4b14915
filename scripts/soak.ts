// npm run soak: a bounded mixed load against the production bundle in a child process, with the hostile shapes of
// security round 3 running beside it. SOAK_SECONDS (default 120) after a short warm-up (SOAK_WARMUP_SECONDS, 10):
// - visitors (from 32 addresses): cached pages, pages rendered fresh (a query skips the HTML cache), the public
//   portfolio API, the sitemap, a static asset, and hostile spellings that must each get their one cheap answer:
//   301 (case, slashes, escapes, a fragment, dot segments), 414 or 404;
// - one client's flood of unique 404s (404, or 503 once its share of the render queue is full);
// - a vitals flood: reports with hostile ids (400) between real ones (202);
// - a sign-in flood: GitHub accounts off the allowlist signing in (each refused, with no session);
// - four admin uploads at a time of a 12-megapixel photo (201, or 503 when the queue is full);
// - the admin: /admin and its API, timed, beside a static file, timed.
// Prints requests, errors and RSS every 10 s (SOAK_REPORT_SECONDS). Fails on any error or unexpected status, if RSS
// grows by 10% or more from the first minute to the last (runs under two minutes: first half to second), if a
// cached page's bytes changed, if a refused sign-in left a session, or if the server does not exit 0 on SIGTERM.
// SOAK_ADMIN_MAX_MS, when set, also fails a run whose /admin p95 under the flood passes it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { fakeGitHubEnv, startFakeGitHub } from '#test/fake-github.ts';
import {
  callbackOverHttp,
  freePort,
  peakRssBytes,
  rssBytes,
  signInOverHttp,
  startServerProcess,
  processSite,
} from '#test/server-process.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const REPORT_SECONDS = Number(process.env.SOAK_REPORT_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
// The short run inside npm test loosens this (SOAK_MAX_GROWTH), since ten seconds still include heap warm-up.
const MAX_GROWTH = Number(process.env.SOAK_MAX_GROWTH ?? 0.1);
const ADMIN_MAX_MS = process.env.SOAK_ADMIN_MAX_MS ? Number(process.env.SOAK_ADMIN_MAX_MS) : undefined;

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
// Hostile spellings, each with the one answer it must get: none may render a page or grow the cache.
const hostile: [string, number][] = [
  ['/SERVICES/Drone', 301],
  ['/services/drone/', 301],
  ['//faq', 301],
  ['/%66aq', 301],
  ['/services\\photography', 301],
  ['/#/../privacy', 301],
  ['/about#/../terms', 301],
  ['/x/../about', 301],
  ['/portfolio/photography%23/%2e%2e/%2E%2E/privacy', 301],
  [`/a${'/'.repeat(2000)}b/`, 414],
  ['/no-such-page', 404],
];
const paths: [string, number][] = [...[...cached, ...fresh, ...other].map((p): [string, number] => [p, 200]), ...hostile];
const encodings = ['br', 'gzip', 'identity'];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? 0;

interface Tally {
  requests: number;
  errors: number;
  /** The first few, to print. */
  messages: string[];
  interval: { requests: number; errors: number };
}
const tally: Tally = { requests: 0, errors: 0, messages: [], interval: { requests: 0, errors: 0 } };
function answered(stream: string, status: number, expected: number[]) {
  tally.requests++;
  tally.interval.requests++;
  if (!expected.includes(status)) failedRequest(`${stream}: HTTP ${status}, expected ${expected.join(' or ')}`);
}
function failedRequest(message: string) {
  tally.errors++;
  tally.interval.errors++;
  if (tally.messages.length < 50) tally.messages.push(message);
}

/** An autocannon stream: each request from `next(i)`, its answer checked against the statuses it may get. */
function cannon(
  name: string,
  url: string,
  seconds: number,
  connections: number,
  next: (i: number) => { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string; expected: number[] },
) {
  let n = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req, context: { expected?: number[] }) => {
              const { method = 'GET', path: target, headers = {}, body, expected } = next(n++);
              context.expected = expected;
              return { ...req, method, path: target, headers: { ...req.headers, ...headers }, body };
            },
            onResponse: (status, _body, context: { expected?: number[] }) => answered(name, status, context.expected ?? [200]),
          },
        ],
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
    instance.on('reqError', (error: Error) => failedRequest(`${name}: ${error.message}`));
  });
}

/** Repeats `once` until `until`, in `parallel` loops. */
async function loop(parallel: number, until: number, once: () => Promise<void>) {
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) await once().catch((error: Error) => failedRequest(error.message));
    }),
  );
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<[number, number]> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return [res.status, performance.now() - started];
}

const fake = await startFakeGitHub();
const site = processSite('nf-soak-');
const server = startServerProcess(
  await freePort(),
  // The floods are the point: the per-client limits would otherwise answer most of them with 429.
  {
    ...site.env,
    ...fakeGitHubEnv(fake, 'northframe-admin'),
    RATE_LIMIT_VITALS: '100000000',
    RATE_LIMIT_AUTH: '100000000',
    RATE_LIMIT_ADMIN: '100000000',
  },
  { bundle: true },
);
await server.listening;
const pid = server.child.pid!;
let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`soak: FAILED: ${message}`);
};

try {
  const admin = await signInOverHttp(server.url, fake);
  const photo = await sharp({
    create: { width: 4240, height: 2832, channels: 3, background: '#6f7f8c', noise: { type: 'gaussian', mean: 120, sigma: 24 } },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  console.info(
    `soak: ${server.url}, ${CONNECTIONS} connections, ${paths.length} paths and five hostile streams, warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s`,
  );

  const visitor = (i: number) => {
    const [target, expected] = paths[i % paths.length]!;
    return {
      path: target,
      expected: [expected],
      headers: { 'accept-encoding': encodings[i % encodings.length]!, 'x-forwarded-for': `198.51.100.${i % 32}` },
    };
  };
  if (WARMUP_SECONDS > 0) await cannon('warm-up', server.url, WARMUP_SECONDS, CONNECTIONS, visitor);
  Object.assign(tally, { requests: 0, errors: 0, messages: [] });

  // Before: each cached page's bytes, /admin's and a static file's usual time.
  const pageBytes = async (p: string) =>
    Buffer.from(await (await fetch(server.url + p, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const before = new Map<string, Buffer>();
  for (const p of cached) before.set(p, await pageBytes(p));
  const quiet: number[] = [];
  await timed(`${server.url}/admin`, { cookie: admin.cookie });
  for (let i = 0; i < 10; i++) quiet.push((await timed(`${server.url}/admin`, { cookie: admin.cookie }))[1]);

  const samples: { t: number; rss: number }[] = [];
  const adminMs: number[] = [];
  const staticMs: number[] = [];
  let uploads = 0;
  let signIns = 0;
  let workerPeak = 0;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const streams = Promise.all([
    cannon('visitors', server.url, SECONDS, CONNECTIONS, visitor),
    cannon('404 flood', server.url, SECONDS, 8, (i) => ({
      path: `/no-such-page-${i}`,
      headers: { 'x-forwarded-for': '203.0.113.66' },
      expected: [404, 503],
    })),
    cannon('vitals flood', server.url, SECONDS, 4, (i) => ({
      method: 'POST',
      path: '/api/vitals',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.67' },
      body: JSON.stringify({
        name: 'LCP',
        value: 900 + (i % 500),
        path: cached[i % cached.length],
        id: i % 2 ? '\u0001'.repeat(30) : `v6-${i}`,
      }),
      expected: [i % 2 ? 400 : 202],
    })),
    loop(2, until, async () => {
      const res = await callbackOverHttp(server.url, fake, 'curious-stranger', { 'x-forwarded-for': '203.0.113.68' });
      signIns++;
      answered('sign-in flood', res.status, [303]);
      if (res.headers.get('location') !== '/admin?signin=refused') failedRequest(`sign-in flood: sent to ${res.headers.get('location')}`);
    }),
    loop(4, until, async () => {
      const form = new FormData();
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'shoot.jpg');
      const { 'Content-Type': _json, ...headers } = admin.headers;
      const res = await fetch(`${server.url}/api/upload`, { method: 'POST', headers, body: form });
      await res.arrayBuffer();
      if (res.status === 201) uploads++;
      answered('uploads', res.status, [201, 503]);
    }),
    loop(1, until, async () => {
      const [status, ms] = await timed(`${server.url}/admin`, { cookie: admin.cookie });
      answered('admin', status, [200]);
      adminMs.push(ms);
      const [api] = await timed(`${server.url}/api/admin/portfolio`, { cookie: admin.cookie });
      answered('admin API', api, [200]);
      if (asset) {
        const [file, fileMs] = await timed(`${server.url}/assets/${asset}`);
        answered('static', file, [200]);
        staticMs.push(fileMs);
      }
      await new Promise((r) => setTimeout(r, 250));
    }),
  ]);
  const timer = setInterval(() => {
    const t = Math.round((Date.now() - started) / 1000);
    const rss = rssBytes(pid);
    samples.push({ t, rss });
    console.info(
      `  ${String(t).padStart(4)} s  ${String(tally.interval.requests).padStart(7)} requests  ${tally.interval.errors} errors  RSS ${mb(rss)}`,
    );
    tally.interval = { requests: 0, errors: 0 };
  }, REPORT_SECONDS * 1000);
  // The image worker's peak memory, read while it lives (it leaves a minute after the last upload).
  const watchWorker = setInterval(() => {
    for (const child of childrenOf(pid)) workerPeak = Math.max(workerPeak, peakRssBytes(child));
  }, 500);
  await streams;
  clearInterval(timer);
  clearInterval(watchWorker);

  // After: the same cached pages, byte for byte; no refused account left a session.
  for (const p of cached) if (!(await pageBytes(p)).equals(before.get(p)!)) fail(`${p} changed under the flood`);
  const sessions = readdirSync(path.join(site.dataDir, 'sessions')).length;
  if (sessions !== 1) fail(`${sessions} sessions stored; only the admin's should be`);
  const vitalsFile = statSync(path.join(site.dataDir, 'vitals.bin')).size;

  const window = SECONDS >= 120 ? 60 : SECONDS / 2;
  const first = samples.filter((s) => s.t <= window + 1);
  const last = samples.filter((s) => s.t >= SECONDS - window - 1 && !first.includes(s));
  const peak = (list: typeof samples) => Math.max(...list.map((s) => s.rss));
  const growth = first.length && last.length ? peak(last) / peak(first) - 1 : 0;
  console.info(
    `soak: ${tally.requests} requests in ${SECONDS} s, ${tally.errors} errors; ` +
      `RSS ${first.length ? mb(peak(first)) : '?'} (first ${window} s) -> ${last.length ? mb(peak(last)) : '?'} (last ${window} s), ` +
      `${(growth * 100).toFixed(1)}% growth, peak ${mb(peakRssBytes(pid))}; image worker peak ${mb(workerPeak)}`,
  );
  console.info(
    `soak: /admin ${Math.round(p95(quiet))} ms p95 quiet, ${Math.round(p95(adminMs))} ms p95 under the flood (${adminMs.length} probes); ` +
      `static file ${Math.round(p95(staticMs))} ms p95; ${uploads} uploads, ${signIns} refused sign-ins, ${sessions} session, vitals.bin ${mb(vitalsFile)}`,
  );
  if (tally.errors) fail(`${tally.errors} errors: ${[...new Set(tally.messages)].slice(0, 12).join('; ')}`);
  if (!first.length || !last.length) fail('too few RSS samples; run for at least two report intervals');
  else if (growth >= MAX_GROWTH) fail(`RSS grew ${(growth * 100).toFixed(1)}% (limit ${MAX_GROWTH * 100}%)`);
  if (ADMIN_MAX_MS !== undefined && p95(adminMs) > ADMIN_MAX_MS)
    fail(`/admin p95 ${Math.round(p95(adminMs))} ms under the flood (limit ${ADMIN_MAX_MS} ms)`);
} finally {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  await fake.close();
  if (code !== 0) fail(`the server exited ${code} on SIGTERM:\n${server.output().slice(-2000)}`);
}

/** The process ids of a process's children (the image worker), from /proc. */
function childrenOf(parent: number): number[] {
  try {
    return readdirSync(`/proc/${parent}/task`).flatMap((task) => {
      try {
        return readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

console.info(failed ? 'soak: FAILED' : 'soak: passed');
process.exit(failed ? 1 : 0);
