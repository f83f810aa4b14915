// HTML cache coherence between instances. Every change that pages may show takes a number from the site_changes
// sequence and is announced with NOTIFY site_changed inside its transaction, so PostgreSQL delivers it to every
// listening instance when (and only if) it commits. Each instance empties its HTML cache when a notification
// arrives (and has read again what it keeps in memory, such as the owner's image edits), then records the number it
// has applied in cache_peers. The writer answers only once every live
// instance has recorded its number (or after MAX_WAIT_MS, logged), so the next request to any instance renders
// the new data. An instance is live while its LISTEN connection is: a killed process's connection ends with it,
// so nobody waits for a dead instance.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Log } from '../log';
import type { Database, Queryable } from './database';

const CHANNEL = 'site_changed';
/** A write waits at most this long for the other instances to empty their caches. */
const MAX_WAIT_MS = 2000;
const POLL_MS = 5;
const RECONNECT_MS = 1000;

/** Takes a change number and announces it to every instance; inside a transaction, delivered on commit. */
export async function announceChange(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ change: string }>(
    `SELECT pg_notify('${CHANNEL}', n::text), n AS change FROM (SELECT nextval('site_changes') AS n) s`,
  );
  return Number(rows[0]!.change);
}

export class CacheCoherence {
  readonly instance = randomUUID();
  private listener?: pg.Client;
  private closed = false;
  /** The highest change number applied here, and the highest already written to cache_peers. */
  private applied = 0;
  private recorded = 0;
  private recording?: Promise<void>;
  /** Writes of this instance waiting for the other instances, by change number. */
  private waiters: { change: number; resolve: () => void; until: number }[] = [];
  private polling = false;

  constructor(
    private readonly db: Database,
    /** Empties this instance's cache (and reads again what it holds in memory); the change is recorded as applied
     * once it has settled. */
    private readonly onChange: () => void | Promise<void>,
    private readonly log: Log,
  ) {}

  /** Listens, then registers this instance as caught up with every change so far (its cache is empty). */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.db.url });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const change = Number(message.payload);
      if (!Number.isSafeInteger(change)) return;
      void Promise.resolve(this.onChange())
        .catch(() => undefined)
        .then(() => {
          this.applied = Math.max(this.applied, change);
          return this.record();
        });
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    // Pages cached while no connection listened (a reconnect) may predate changes this instance never heard of.
    await Promise.resolve(this.onChange()).catch(() => undefined);
    const { rows } = await client.query<{ pid: number; seen: string }>(
      'SELECT pg_backend_pid() AS pid, (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM site_changes) AS seen',
    );
    this.applied = this.recorded = Math.max(this.applied, Number(rows[0]!.seen));
    await this.db.pool.query(
      `INSERT INTO cache_peers (instance, backend_pid, seen) VALUES ($1, $2, $3)
       ON CONFLICT (instance) DO UPDATE SET backend_pid = excluded.backend_pid, seen = excluded.seen`,
      [this.instance, rows[0]!.pid, this.applied],
    );
    // Rows of instances whose connection is gone are never waited for; tidy them away.
    await this.db.pool.query('DELETE FROM cache_peers WHERE backend_pid NOT IN (SELECT pid FROM pg_stat_activity)');
    this.listener = client;
  }

  /** The listening connection broke (a database restart): empty the cache (notifications may be lost) and listen again. */
  private lost(client: pg.Client, error?: Error) {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    void Promise.resolve(this.onChange()).catch(() => undefined);
    this.log.error({ area: 'db', err: error }, 'lost the database connection that announces changes; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.start().catch((e: unknown) => {
        this.log.error({ area: 'db', err: e }, 'could not listen for changes yet');
        setTimeout(retry, RECONNECT_MS).unref();
      });
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  /**
   * Acknowledgements and the writers' checks go over the listening connection when there is one: the pool may be
   * full of writes queued on a collection's lock, and an acknowledgement must not wait behind them.
   */
  private query<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    return (this.listener ?? this.db.pool).query<R>(sql, params);
  }

  /** Writes the highest applied change to cache_peers; a burst of notifications shares one update. */
  private async record(): Promise<void> {
    if (this.recording) return;
    while (this.recorded < this.applied) {
      const change = this.applied;
      this.recording = this.query('UPDATE cache_peers SET seen = GREATEST(seen, $2) WHERE instance = $1', [this.instance, change]).then(
        () => {
          this.recorded = Math.max(this.recorded, change);
        },
      );
      try {
        await this.recording;
      } catch (error) {
        this.log.error({ area: 'db', err: error }, 'could not record the cache as emptied');
        break;
      } finally {
        this.recording = undefined;
      }
    }
  }

  /** Inside a write's transaction: takes a change number and announces it (delivered on commit). */
  announce(client: Queryable): Promise<number> {
    return announceChange(client);
  }

  /** After the commit: resolves once every live instance has emptied its cache for `change`. */
  settled(change: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ change, resolve, until: Date.now() + MAX_WAIT_MS });
      void this.poll();
    });
  }

  /** One loop per process checks how far the slowest live instance is, for every waiting write at once. */
  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.length) {
        const { rows } = await this.query<{ slowest: string | null }>(
          `SELECT min(p.seen) AS slowest FROM cache_peers p JOIN pg_stat_activity a ON a.pid = p.backend_pid`,
        );
        const slowest = rows[0]?.slowest === null || rows[0]?.slowest === undefined ? Infinity : Number(rows[0].slowest);
        const now = Date.now();
        this.waiters = this.waiters.filter((w) => {
          if (w.change > slowest && now < w.until) return true;
          if (w.change <= slowest) {
            w.resolve();
            return false;
          }
          this.log.warn({ area: 'db', change: w.change, slowest }, 'an instance did not empty its HTML cache in time; answering anyway');
          w.resolve();
          return false;
        });
        if (this.waiters.length) await new Promise((r) => setTimeout(r, POLL_MS));
      }
    } catch (error) {
      this.log.error({ area: 'db', err: error }, 'could not check the other instances; answering the waiting writes');
      for (const w of this.waiters.splice(0)) w.resolve();
    } finally {
      this.polling = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = undefined;
    await this.db.pool.query('DELETE FROM cache_peers WHERE instance = $1', [this.instance]).catch(() => undefined);
    await client?.end().catch(() => undefined);
  }
}
