// A two-instance site for the cluster test: a throwaway PostgreSQL, migrated and imported with the project's own
// commands (npm run db:migrate, db:import), two server processes on loopback sharing DATABASE_URL, UPLOADS_DIR
// and SESSION_SECRET, each with its own DB_FILE and DATA_DIR (so nothing can lean on them), and nginx in front of
// them with docs/deploy.md's load-balancer config, whose address is the site's PUBLIC_URL.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeGitHub, fakeGitHubEnv, type FakeGitHub } from '../fake-github';
import { startPostgres, type TestPostgres } from '../postgres';
import { startNginx, type TestNginx } from '../nginx';
import { freePort, processSite, signInOverHttp, startServerProcess, type HttpAdmin, type ServerProcess } from '../server-process';

const run = promisify(execFile);

export interface Cluster {
  pg: TestPostgres;
  fake: FakeGitHub;
  databaseUrl: string;
  uploadsDir: string;
  instances: Record<'A' | 'B', ServerProcess>;
  /** Starts (or restarts) an instance on its port and waits until it listens. */
  start(name: 'A' | 'B'): Promise<ServerProcess>;
  /** nginx in front of both instances: the site's public origin. */
  balancer: TestNginx;
  publicUrl: string;
  /** The admin's headers for a mutation: the session cookie, the CSRF token, and the site's public Origin. */
  headersFor(admin: HttpAdmin): Record<string, string>;
  signIn(instance: ServerProcess): Promise<HttpAdmin>;
  stop(): Promise<void>;
  /** What the commands printed (db:migrate, db:import). */
  log: string[];
}

export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const pg = await startPostgres();
  const fake = await startFakeGitHub();
  try {
    return await startInstances(pg, fake, env);
  } catch (error) {
    await fake.close();
    await pg.stop();
    throw error;
  }
}

async function startInstances(pg: TestPostgres, fake: FakeGitHub, env: Record<string, string>): Promise<Cluster> {
  const databaseUrl = await pg.createDatabase('site');
  const shared = processSite('nf-cluster-');
  const log: string[] = [];
  const commandEnv = { ...process.env, DATABASE_URL: databaseUrl, DB_FILE: shared.dbFile, DATA_DIR: shared.dataDir };
  for (const script of ['db-migrate.ts', 'db-import.ts']) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', script)], { env: commandEnv });
    log.push(stdout.trim());
  }
  const ports = { A: await freePort(), B: await freePort() };
  // Both instances serve one site, the balancer's: tests also reach each instance directly, and mutations carry
  // this Origin, which every instance accepts.
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  const envFor = (name: 'A' | 'B') => {
    const own = path.join(shared.dir, name);
    mkdirSync(own, { recursive: true });
    return {
      ...shared.env,
      ...fakeGitHubEnv(fake),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      DB_FILE: path.join(own, 'db.json'),
      DATA_DIR: path.join(own, 'data'),
      WARM_UP: '0',
      RATE_LIMIT_ADMIN: '1000000',
      ...env,
    };
  };
  const instances = {} as Record<'A' | 'B', ServerProcess>;
  const start = async (name: 'A' | 'B') => {
    const server = startServerProcess(ports[name], envFor(name), { bundle: true });
    await server.listening;
    instances[name] = server;
    return server;
  };
  let balancer: TestNginx;
  try {
    await Promise.all([start('A'), start('B')]);
    // After the instances, so nginx never starts with both of them left out.
    balancer = await startNginx([`127.0.0.1:${ports.A}`, `127.0.0.1:${ports.B}`], Number(new URL(publicUrl).port));
  } catch (error) {
    for (const server of Object.values(instances)) server.child.kill('SIGKILL');
    throw error;
  }
  return {
    pg,
    fake,
    databaseUrl,
    uploadsDir: shared.uploadsDir,
    instances,
    start,
    log,
    balancer,
    publicUrl,
    headersFor: (admin) => ({ ...admin.headers, Origin: publicUrl }),
    signIn: (instance) => signInOverHttp(instance.url, fake),
    async stop() {
      for (const server of Object.values(instances)) {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await server.exited;
      }
      await balancer.stop();
      await fake.close();
      await pg.stop();
    },
  };
}
