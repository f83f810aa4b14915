// Debian's nginx as the cluster test's load balancer: the upstream and proxy settings of docs/deploy.md ("nginx in
// front of N instances"), in a temp folder, on a free loopback port, run by the same unprivileged account as the
// test PostgreSQL when we are root. Stopped, and its folder removed, by stop() or when the process exits.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const RUN_AS = process.env.PG_TEST_USER ?? 'nfpg';

/** How long nginx leaves an instance out after a failed connection (`fail_timeout`, with `max_fails=1`). */
export const FAIL_TIMEOUT_MS = 2000;

export interface TestNginx {
  url: string;
  /** nginx's error log so far (why an upstream was left out, a 502). */
  log(): string;
  stop(): Promise<void>;
}

/** The http block: the upstreams, and the proxy rules docs/deploy.md gives (without TLS). */
function config(dir: string, port: number, upstreams: string[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temp}
  upstream northframe {
    least_conn;
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=${FAIL_TIMEOUT_MS / 1000}s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 11m;
    location / {
      proxy_pass http://northframe;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

/** `port`: where to listen (a free one when not given). */
export async function startNginx(upstreams: string[], port?: number): Promise<TestNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: run bash scripts/ensure-nginx.sh (as root it installs it).`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-nginx-'));
  port ??= await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const owner =
    process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', RUN_AS])), gid: Number(execFileSync('id', ['-g', RUN_AS])) } : {};
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const child = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    ...owner,
    stdio: 'ignore',
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  // Waits for nginx to listen with a bare connection: a request would reach an upstream, and one that is not up yet
  // would be left out for fail_timeout.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (i > 100) throw new Error('nginx did not accept connections');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    log: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
