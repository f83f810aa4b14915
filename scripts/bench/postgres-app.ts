// The bench's PostgreSQL server: a throwaway cluster (test/postgres.ts), migrated and filled with the starting
// items (db:import's code), and the site's server on it with DATABASE_URL, as `npm start` would run it.
import { readdirSync, readFileSync } from 'node:fs';
import { startPostgres, siteDatabase, type TestPostgres } from '#test/postgres.ts';
import { freePort, processSite, startServerProcess, type ServerProcess } from '#test/server-process.ts';

let running: { pg: TestPostgres; app: ServerProcess } | undefined;

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; utime is index 11. */
function statFields(pid: number | string): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time of the cluster in ms: the postmaster, its live backends, and (cutime, cstime) the backends it reaped. */
function clusterCpuMs(postmaster: number): number {
  const ticks = (f: string[], from: number, to: number) => f.slice(from, to + 1).reduce((n, v) => n + Number(v), 0);
  const own = statFields(postmaster);
  if (!own) return 0;
  let total = ticks(own, 11, 14);
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const f = statFields(name);
    if (f && Number(f[1]) === postmaster) total += ticks(f, 11, 12);
  }
  return total * 10;
}

export async function startPostgresApp() {
  const pg = await startPostgres();
  const site = processSite('nf-bench-pg-');
  const url = await siteDatabase(pg, site);
  const app = startServerProcess(await freePort(), { ...site.env, DATABASE_URL: url, WARM_UP: '0' }, { bundle: true });
  await app.listening;
  running = { pg, app };
  return { app, databaseUrl: url, postgresCpuMs: () => clusterCpuMs(pg.pid) };
}

export async function stopPostgresApp() {
  if (!running) return;
  running.app.child.kill('SIGTERM');
  await running.app.exited;
  await running.pg.stop();
}
