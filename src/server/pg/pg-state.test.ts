// The PostgreSQL side of the state beyond the portfolio contract: the schema check at start-up, readiness when the
// database goes away, the admin bindings shared by instances, the shared rate-limit counters, and the vitals
// table summarised exactly as the file store summarises the same reports.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLog, testApp } from '#test/test-app';
import { tempSite } from '#test/temp-site';
import { migratedDatabase, startPostgres, type TestPostgres } from '#test/postgres';
import { freePort, processSite, startServerProcess } from '#test/server-process';
import { AdminAccounts } from '../auth/admin-accounts';
import { ConfigError, loadConfig } from '../env';
import { VitalsStore } from '../vitals/vitals-store';
import { Database } from './database';
import { PgAccountBindings } from './pg-admin-bindings';
import { PgRateLimitStore } from './pg-rate-limit-store';
import { PgVitalsStore } from './pg-vitals-store';
import { PgUsedStates } from './pg-used-states';

let server: TestPostgres;
const opened: Database[] = [];
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
  await server.stop();
});

async function database() {
  const db = new Database(await migratedDatabase(server), quietLog().log, 4);
  opened.push(db);
  return db;
}

describe('PostgreSQL state', () => {
  it('DATABASE_URL must be a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('a server on a database that was never migrated stops at start with a message saying what to run', async () => {
    const url = await server.createDatabase();
    const process = startServerProcess(await freePort(), { ...processSite().env, DATABASE_URL: url, WARM_UP: '0' });
    expect(await process.exited).toBe(1);
    expect(process.output()).toMatch(/schema is not up to date.*run npm run db:migrate first/);
  });

  it('/readyz is 503 while the database is unreachable; /healthz stays 200', async () => {
    const own = await startPostgres();
    const url = await migratedDatabase(own);
    const handle = await testApp({ DATABASE_URL: url });
    await request(handle.app).get('/readyz').expect(200);
    await own.stop();
    expect((await request(handle.app).get('/readyz').expect(503)).text).toBe('not ready\n');
    await request(handle.app).get('/healthz').expect(200);
    await handle.close().catch(() => undefined);
  });

  it('admin bindings are shared: the first account to sign in owns the login on every instance', async () => {
    const db = await database();
    const config = { adminLogins: ['northframe-admin'], adminIds: [] };
    const [a, b] = [
      new AdminAccounts(new PgAccountBindings(db), config, quietLog().log),
      new AdminAccounts(new PgAccountBindings(db), config, quietLog().log),
    ];
    expect(await a.signIn('101', 'Northframe-Admin')).toEqual({ admin: true });
    expect(await b.check('101', 'northframe-admin')).toEqual({ admin: true });
    expect(await b.signIn('202', 'northframe-admin')).toEqual({ admin: false, reason: 'account-mismatch' });
    expect(await a.check('303', 'someone-else')).toEqual({ admin: false, reason: 'not-allowed' });
  });

  it('rate-limit counters are shared by bucket and client, and decrement and reset', async () => {
    const db = await database();
    const [a, b] = [new PgRateLimitStore(db, 'auth'), new PgRateLimitStore(db, 'auth')];
    const other = new PgRateLimitStore(db, 'vitals');
    expect((await a.increment('1.2.3.4')).totalHits).toBe(1);
    expect((await b.increment('1.2.3.4')).totalHits).toBe(2);
    expect((await other.increment('1.2.3.4')).totalHits).toBe(1);
    await a.decrement('1.2.3.4');
    expect((await b.get('1.2.3.4'))?.totalHits).toBe(1);
    await b.resetKey('1.2.3.4');
    expect(await a.get('1.2.3.4')).toBeUndefined();
    expect((await a.increment('1.2.3.4')).resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('OAuth states: a state is good once across instances, and spent ones are dropped when they expire', async () => {
    const url = await migratedDatabase(server);
    const [db, other] = [new Database(url, quietLog().log, 2), new Database(url, quietLog().log, 2)];
    opened.push(db, other);
    const [a, b] = [new PgUsedStates(db), new PgUsedStates(other)];
    const soon = Date.now() + 600_000;
    expect(await a.claim('state-1', soon)).toBe(true);
    expect(await b.claim('state-1', soon)).toBe(false);
    expect(await a.claim('state-1', soon)).toBe(false);
    await a.claim('state-old', Date.now() - 1000);
    await b.claim('state-2', soon);
    const { rows } = await db.pool.query<{ state_hash: string }>('SELECT state_hash FROM oauth_states_used ORDER BY state_hash');
    expect(rows.map((r) => r.state_hash)).toEqual(['state-1', 'state-2']);
  });

  it('vitals: the same reports give the same summary as the file store; a report id filed again replaces its sample', async () => {
    const files = new VitalsStore(tempSite().dataDir, quietLog().log);
    const pg = new PgVitalsStore(await database());
    for (const store of [files, pg]) {
      for (let i = 0; i < 20; i++) await store.add('/', 'LCP', 1000 + i * 100, `v1-${i}`);
      await store.add('/', 'LCP', 9000, 'v1-0');
      await store.add('/about', 'CLS', 0.02);
    }
    const [fromFiles, fromPg] = [await files.summary(), await pg.summary()];
    expect(fromPg).toEqual(fromFiles);
    expect(fromPg['/']!.LCP).toMatchObject({ count: 20, p75: 2500 });
  });
});
