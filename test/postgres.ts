// A throwaway PostgreSQL for the store contract suite, the cluster test and the bench: Debian's binaries
// (scripts/ensure-postgres.sh installs them), a cluster in a temp folder, on a free loopback port, run by the
// unprivileged account that script makes when we are root (PostgreSQL refuses root). It is stopped and its folder
// removed when the process exits, also after a failure; clusters a killed run left behind are cleaned at the next start.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Database, migrate } from '#server/pg/database';
import { importFiles } from '#server/pg/import-files';
import { createLog } from '#server/log';
import { freePort } from './server-process';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_USER = process.env.PG_TEST_USER ?? 'nfpg';
const PREFIX = 'nf-pg-';

export interface TestPostgres {
  /** The cluster's `postgres` database, as a superuser URL. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** A new empty database on this cluster; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** The account to run as: ours when we are not root, the unprivileged one otherwise. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: Number(execFileSync('id', ['-u', PG_USER])), gid: Number(execFileSync('id', ['-g', PG_USER])) };
  } catch {
    throw new Error(`No user "${PG_USER}" to run PostgreSQL as: run bash scripts/ensure-postgres.sh first.`);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Clusters left by runs that ended without cleaning up (a killed test worker): a postmaster whose test process is
 * gone is stopped, and its folder removed.
 */
function sweepLeftovers() {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    const read = (file: string) => (existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0);
    const owner = read(path.join(dir, 'owner.pid'));
    if (owner && alive(owner)) continue;
    const postmaster = read(path.join(dir, 'data', 'postmaster.pid'));
    if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  }
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startPostgres(): Promise<TestPostgres> {
  if (!existsSync(path.join(PG_BIN, 'postgres'))) {
    throw new Error(`PostgreSQL is not installed in ${PG_BIN}: run bash scripts/ensure-postgres.sh (as root it installs it).`);
  }
  sweepLeftovers();
  const owner = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const data = path.join(dir, 'data');
  writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = { ...owner, env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  execFileSync(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    ...as,
    stdio: 'pipe',
  });
  const port = await freePort();
  // Durability of the test cluster itself is not under test (the app is killed, never PostgreSQL): no fsync.
  const child = spawn(
    path.join(PG_BIN, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  running.add(child);
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', cleanup);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${output}`);
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (i > 300) throw new Error(`PostgreSQL did not accept connections:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  let databases = 0;
  return {
    url,
    pid: child.pid!,
    async createDatabase(name = `nf_${process.pid}_${++databases}`) {
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      running.delete(child);
      cleanup();
    },
  };
}

/** A new database holding a throwaway site's portfolio (migrated, then imported as db:import does); its URL. */
export async function siteDatabase(server: TestPostgres, site: { dbFile: string; dataDir: string }): Promise<string> {
  const url = await migratedDatabase(server);
  const db = new Database(url, createLog('warn'), 1);
  try {
    await importFiles(db, site, false);
  } finally {
    await db.close();
  }
  return url;
}

/** A new database on the cluster with the schema migrated; its URL. */
export async function migratedDatabase(server: TestPostgres): Promise<string> {
  const url = await server.createDatabase();
  await migrate(url);
  return url;
}
