// The PostgreSQL connection pool and the two things every PostgreSQL store needs: a transaction, and the schema
// check at start-up. The schema itself is in migrations/ (node-pg-migrate, `npm run db:migrate`).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runner } from 'node-pg-migrate';
import type { Log } from '../log';
import { SchemaError } from './schema-error';

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** migrations/ at the checkout's root: the nearest one above this module (the source tree and the production server
 * bundle in dist/node/ sit at different depths). */
function findMigrations(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate) || path.dirname(dir) === dir) return candidate;
  }
}

export const MIGRATIONS_DIR = findMigrations();
const MIGRATIONS_TABLE = 'pgmigrations';

export { SchemaError };

export class Database {
  readonly pool: pg.Pool;

  constructor(
    readonly url: string,
    readonly log: Log,
    max = 10,
  ) {
    // Writes to one collection queue on its lock while holding a connection, so a burst of writes waits for a free
    // connection as the file store's queue would; 30 s bounds that wait (and a connection that never opens).
    this.pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 30_000 });
    // An idle client whose server connection broke is dropped by the pool; log it rather than crash.
    this.pool.on('error', (error) => log.error({ area: 'db', err: error }, 'an idle database connection failed'));
  }

  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Refuses to start on a database whose schema is missing or behind this code's migrations. */
  async checkSchema(): Promise<void> {
    const applied = await this.pool
      .query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`)
      .then((r) => new Set(r.rows.map((row) => row.name)))
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return new Set<string>();
        throw error;
      });
    const missing = migrationNames().filter((name) => !applied.has(name));
    if (missing.length) {
      throw new SchemaError(`The database schema is not up to date (missing ${missing.join(', ')}): run npm run db:migrate first.`);
    }
  }

  /** True when the database answers (the readiness check). */
  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => path.basename(f, '.sql'))
    .sort();
}

/** Applies every pending migration (node-pg-migrate takes an advisory lock, so two instances may call it at once). */
export async function migrate(url: string, log: (message: string) => void = () => undefined): Promise<string[]> {
  const ran = await runner({
    databaseUrl: url,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: MIGRATIONS_TABLE,
    log,
    singleTransaction: true,
  });
  return ran.map((m) => m.name);
}
