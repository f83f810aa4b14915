// Sessions in PostgreSQL: connect-pg-simple on the app's pool and the migrated `session` table, expired rows pruned
// every 15 minutes. As in the file store, rows are keyed by a SHA-256 of the session id, so a leaked copy of the
// table holds no session id a browser could present.
import { createHash } from 'node:crypto';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { Log } from '../log';

const PgStore = connectPgSimple(session);
const key = (sid: string) => createHash('sha256').update(sid).digest('hex');

type Callback = (err?: unknown) => void;

export class PgSessionStore extends session.Store {
  private readonly inner: InstanceType<typeof PgStore>;

  constructor(pool: pg.Pool, log: Log) {
    super();
    this.inner = new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => log.error({ area: 'session', detail: args.map(String) }, 'session store error'),
    });
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void) {
    this.inner.get(key(sid), cb);
  }

  override set(sid: string, data: session.SessionData, cb?: Callback) {
    this.inner.set(key(sid), data, cb);
  }

  override destroy(sid: string, cb?: Callback) {
    this.inner.destroy(key(sid), cb);
  }

  override touch(sid: string, data: session.SessionData, cb?: () => void) {
    this.inner.touch(key(sid), data, cb);
  }

  close() {
    this.inner.close();
  }
}
