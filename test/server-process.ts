// The real server as a child process (node --import tsx server.ts), for the SIGTERM, kill -9 and soak runs,
// and a sign-in over plain HTTP through the fake GitHub, the same redirects a browser follows.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tempSite } from './temp-site';
import net from 'node:net';
import path from 'node:path';
import type { FakeGitHub } from './fake-github';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the server logs that it listens; rejects if it exits first. */
  listening: Promise<void>;
  output(): string;
}

/** A throwaway site with a fixed session secret, so a session survives a restart of the process. */
export function processSite(prefix = 'nf-proc-') {
  const site = tempSite(prefix);
  return { ...site, env: { ...site.env, SESSION_SECRET: 'process-test-secret-process-test-secret' } };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcessOptions {
  /** Node flags: after `--import tsx` for server.ts (so a TypeScript `--import` works); with `bundle`, plain ones. */
  execArgv?: string[];
  /** Runs the production bundle (dist/node/server.js) on plain Node, as `npm start` does, instead of server.ts under tsx. */
  bundle?: boolean;
  /** Opens an IPC channel (child.send / process.send), which server.ts itself never uses. */
  ipc?: boolean;
}

/** The words of package.json's start script. */
function startScriptWords(): string[] {
  const start = (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return start.trim().split(/\s+/);
}

/** The Node flags package.json's start script gives the server (`node --flag … scripts/start.mjs`), so a run of the
 * bundle measures the server `npm start` runs (its heap limit, README, Performance). */
export function startScriptNodeFlags(): string[] {
  const words = startScriptWords();
  const node = words.indexOf('node');
  if (node < 0) return [];
  const flags: string[] = [];
  for (const word of words.slice(node + 1)) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}

/**
 * The variables `npm start` sets before the server starts: the `NAME=value` words that open package.json's start
 * script (glibc's malloc settings; README, Performance). Child-process runs get them too, so they measure that server.
 */
export function startScriptEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of startScriptWords()) {
    const assignment = word.match(/^([A-Z_][A-Z0-9_]*)=(.*)$/);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}

export function startServerProcess(port: number, env: Record<string, string> = {}, options: ServerProcessOptions = {}): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const flags = options.execArgv ?? [];
  const args = options.bundle ? [...startScriptNodeFlags(), ...flags, 'dist/node/server.js'] : ['--import', 'tsx', ...flags, 'server.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...startScriptEnv(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => {});
  return { child, url, port, exited, listening, output: () => output };
}

/**
 * The production bundle as `npm start` runs it, in a process of its own on a free port, once its start-up warm-up has
 * finished (every sitemap page rendered and cached, as after a deploy), so the warm-up does not run beside what is
 * measured. Throws if the warm-up has not finished within 60 s. For npm run lighthouse, long-tasks and field.
 */
export async function startWarmedServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess(await freePort(), env, { bundle: true });
  await server.listening;
  await warmUpFinished(server);
  return server;
}

/** Resolves once a server started with WARM_UP=1 logs that its warm-up ended; throws after 60 s. */
export async function warmUpFinished(server: ServerProcess): Promise<void> {
  for (let waited = 0; !server.output().includes('warm-up:'); waited += 100) {
    if (waited >= 60_000) throw new Error(`the server's warm-up did not finish in 60 s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A process's resident memory, from /proc (Linux). */

export function rssBytes(pid: number): number {
  return statusBytes(pid, 'VmRSS');
}

/** The most the process has ever held resident (the kernel's high-water mark, VmHWM): the peak between readings. */
export function peakRssBytes(pid: number): number {
  return statusBytes(pid, 'VmHWM');
}

function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
}

export interface HttpAdmin {
  cookie: string;
  csrf: string;
  /** Headers a same-origin fetch from the admin page sends with a mutation. */
  headers: Record<string, string>;
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /sid=/.test(c));

/** /auth/github → the fake's approve redirect → our callback, as `login`: the callback's answer (not followed). */
export async function callbackOverHttp(
  baseUrl: string,
  fake: FakeGitHub,
  login: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const start = await fetch(`${baseUrl}/auth/github`, { redirect: 'manual', headers });
  // The sign-in's state travels in its own short-lived cookie, sent back to the callback.
  const stateCookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const authorize = new URL(start.headers.get('location')!);
  const approve = new URL('/login/oauth/authorize/approve', fake.url);
  for (const key of ['client_id', 'redirect_uri', 'state']) approve.searchParams.set(key, authorize.searchParams.get(key) ?? '');
  approve.searchParams.set('login', login);
  const granted = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(granted.headers.get('location')!);
  return fetch(`${baseUrl}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { ...headers, cookie: stateCookie } });
}

/** Signs in through the fake GitHub, with the session cookie carried by hand. */
export async function signInOverHttp(baseUrl: string, fake: FakeGitHub, login = 'northframe-admin'): Promise<HttpAdmin> {
  const done = await callbackOverHttp(baseUrl, fake, login);
  if (done.status !== 303 || done.headers.get('location') !== '/admin') throw new Error(`sign-in failed: ${done.status}`);
  const cookie = cookieOf(done);
  if (!cookie) throw new Error('sign-in set no session cookie');
  const user = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as { csrfToken?: string };
  if (!user.csrfToken) throw new Error('signed in, but no CSRF token');
  return {
    cookie,
    csrf: user.csrfToken,
    headers: {
      cookie,
      Origin: baseUrl,
      'Sec-Fetch-Site': 'same-origin',
      'X-CSRF-Token': user.csrfToken,
      'Content-Type': 'application/json',
    },
  };
}
