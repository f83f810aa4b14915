// express-rate-limit's Store over PostgreSQL: one counter row per bucket and client, a fixed window that starts at
// the first hit, so requests to every instance count together. One upsert per request; expired rows are deleted
// now and then. (A store of our own rather than @acpr/rate-limit-postgresql: that package pins an older pg, opens
// its own pool and runs its own migration tool at start-up; this is one statement over the pool and schema we have.)
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Database } from './database';

const SWEEP_EVERY = 1000;

export class PgRateLimitStore implements Store {
  /** Counters are shared by every instance, so express-rate-limit must not assume they are local. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private calls = 0;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string) {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.db.pool.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [this.key(key)],
    );
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (++this.calls % SWEEP_EVERY === 0) void this.db.pool.query('DELETE FROM rate_limits WHERE reset_at < now()').catch(() => undefined);
    const { rows } = await this.db.pool.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.key(key), this.windowMs],
    );
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.db.pool.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [this.key(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.pool.query('DELETE FROM rate_limits WHERE key = $1', [this.key(key)]);
  }
}
