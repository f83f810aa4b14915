// npm run kill-loop: crash safety under writes. Starts the real server on a temporary DB_FILE/UPLOADS_DIR, streams
// admin adds and uploads at it (signed in through the fake GitHub, as the tests do), kill -9s it at a random
// moment, and restarts it, CYCLES times (default 100). After every kill: db.json parses and holds every
// acknowledged item exactly once, every visible upload is a complete image with its variants, and once the
// server is back no half-written (.tmp) upload is left in the folder. Exits 1 on the first broken cycle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startFakeGitHub } from '#test/fake-github.ts';
import { freePort, signInOverHttp, startServerProcess, processSite, type HttpAdmin, type ServerProcess } from '#test/server-process.ts';

const CYCLES = Number(process.env.CYCLES ?? 100);
const ADD_WORKERS = 3;
const KILL_AFTER_MS: [number, number] = [40, 1200];
const START_TIMEOUT_MS = 30_000;

type Acked = { collection: string; id: string; title: string };
const collections = ['photographyPortfolio', 'videoPortfolio', 'dronePortfolio', 'aiServicesPortfolio'] as const;

const site = processSite('nf-kill-loop-');
const env = { ...site.env, RATE_LIMIT_ADMIN: '1000000' };
const fake = await startFakeGitHub();
Object.assign(env, {
  GITHUB_CLIENT_ID: 'fake-github-client-id',
  GITHUB_CLIENT_SECRET: 'fake-github-client-secret',
  GITHUB_BASE_URL: fake.url,
  GITHUB_API_URL: fake.url,
  ADMIN_GITHUB_LOGINS: 'northframe-admin',
});
// Big enough that sharp writes the 640 and 1280 variants, so an upload is several files and a wide kill window.
const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7a8c99' } })
  .composite([
    { input: Buffer.from('<svg width="1600" height="1000"><rect x="200" y="150" width="900" height="500" fill="#b08d57"/></svg>') },
  ])
  .png()
  .toBuffer();

const acked: Acked[] = [];
const uploads: string[] = [];
const verified = new Set<string>();
let admin: HttpAdmin | undefined;
let sent = 0;
const failures: string[] = [];

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fail(cycle: number, message: string, server?: ServerProcess): never {
  console.error(`kill-loop: cycle ${cycle}: ${message}`);
  if (server) console.error(server.output().slice(-3000));
  process.exit(1);
}

async function ensureSignedIn(base: string) {
  if (admin) {
    const user = (await (await fetch(`${base}/api/auth/user`, { headers: { cookie: admin.cookie } })).json()) as { authenticated: boolean };
    if (user.authenticated) return;
  }
  admin = await signInOverHttp(base, fake);
}

/** Adds items until the process dies; only 201 answers count as acknowledged. */
async function addWorker(base: string, cycle: number, worker: number, alive: () => boolean) {
  for (let n = 0; alive(); n++) {
    const collection = collections[(worker + n) % collections.length]!;
    const title = `Kill loop c${cycle} w${worker} n${n}`;
    const src = uploads.length && n % 5 === 0 ? uploads[uploads.length - 1]! : 'king-west-loft-living';
    sent++;
    try {
      const res = await fetch(`${base}/api/portfolio/${collection}`, {
        method: 'POST',
        headers: admin!.headers,
        body: JSON.stringify({ title, description: 'Written while the server may be killed.', type: 'image', src }),
      });
      const body = (await res.json()) as { id: string };
      if (res.status === 201) acked.push({ collection, id: body.id, title });
      else failures.push(`POST ${collection} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    } catch {
      return; // The process was killed: this add was never acknowledged.
    }
  }
}

async function uploadWorker(base: string, alive: () => boolean) {
  while (alive()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'porch.png');
    const { 'Content-Type': _json, ...headers } = admin!.headers;
    try {
      const res = await fetch(`${base}/api/upload`, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { url?: string };
      if (res.status === 201 && body.url) uploads.push(body.url);
      else failures.push(`POST /api/upload answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    } catch {
      return;
    }
  }
}

/** The store file and the uploads folder as the killed process left them. */
async function checkDisk(cycle: number, afterRestart: boolean, server?: ServerProcess) {
  let data: Record<string, { id: string; title: string }[]>;
  try {
    data = JSON.parse(readFileSync(env.DB_FILE, 'utf8'));
  } catch (error) {
    fail(cycle, `db.json does not parse: ${(error as Error).message}`, server);
  }
  for (const item of acked) {
    const found = (data[item.collection] ?? []).filter((i) => i.id === item.id);
    if (found.length !== 1 || found[0]!.title !== item.title)
      fail(cycle, `acknowledged ${item.collection}/${item.id} is present ${found.length} times`, server);
  }
  const files = readdirSync(env.UPLOADS_DIR);
  if (afterRestart) {
    const temp = files.filter((f) => f.endsWith('.tmp'));
    if (temp.length) fail(cycle, `half-written uploads left after restart: ${temp.join(', ')}`, server);
  }
  for (const url of uploads) {
    const name = path.basename(url, '.webp');
    for (const f of [`${name}.webp`, `${name}-640.webp`, `${name}-640.avif`, `${name}-1280.webp`, `${name}-1280.avif`]) {
      if (!files.includes(f)) fail(cycle, `acknowledged upload ${url} is missing ${f}`, server);
    }
  }
  // Every visible file (what /uploads serves) must decode completely; each is checked once.
  for (const f of files.filter((n) => !n.startsWith('.') && !verified.has(n))) {
    try {
      await sharp(path.join(env.UPLOADS_DIR, f), { failOn: 'truncated' }).raw().toBuffer();
    } catch (error) {
      fail(cycle, `visible upload ${f} is not a complete image: ${(error as Error).message}`, server);
    }
    verified.add(f);
  }
}

// One port for every cycle: PUBLIC_URL (and so the Origin the CSRF check wants) stays the same across restarts.
const port = await freePort();

async function start(cycle: number): Promise<ServerProcess> {
  const server = startServerProcess(port, env, { bundle: true });
  const timeout = sleep(START_TIMEOUT_MS).then(() => 'timeout' as const);
  const result = await Promise.race([
    server.listening.then(
      () => 'up' as const,
      () => 'exited' as const,
    ),
    timeout,
  ]);
  if (result !== 'up') {
    server.child.kill('SIGKILL');
    fail(cycle, `server did not start (${result})`, server);
  }
  return server;
}

const started = Date.now();
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const server = await start(cycle);
  await checkDisk(cycle, true, server);
  await ensureSignedIn(server.url);
  let alive = true;
  const isAlive = () => alive;
  const before = acked.length;
  const beforeUploads = uploads.length;
  const workers = [
    ...Array.from({ length: ADD_WORKERS }, (_, w) => addWorker(server.url, cycle, w, isAlive)),
    uploadWorker(server.url, isAlive),
  ];
  await sleep(rand(...KILL_AFTER_MS));
  server.child.kill('SIGKILL');
  await server.exited;
  alive = false;
  await Promise.all(workers);
  if (failures.length) fail(cycle, `the server refused a well-formed write:\n  ${failures.slice(0, 5).join('\n  ')}`, server);
  await checkDisk(cycle, false);
  const files = readdirSync(env.UPLOADS_DIR);
  console.info(
    `cycle ${String(cycle).padStart(3)}: ok, +${acked.length - before} adds, +${uploads.length - beforeUploads} uploads acknowledged ` +
      `(${acked.length} adds, ${uploads.length} uploads in all; ${files.filter((f) => f.endsWith('.tmp')).length} temp files until restart)`,
  );
}
// One last start: the swept folder and the store as a fresh process sees them.
const last = await start(CYCLES + 1);
await checkDisk(CYCLES + 1, true, last);
const list = (await (await fetch(`${last.url}/api/portfolio/photographyPortfolio`)).json()) as unknown[];
last.child.kill('SIGTERM');
await last.exited;
await fake.close();
console.info(
  `kill-loop: ${CYCLES} cycles passed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${acked.length} of ${sent} adds and ` +
    `${uploads.length} uploads acknowledged, all present exactly once; photography now lists ${list.length} items.`,
);
process.exit(0);
