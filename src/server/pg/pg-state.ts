// The site's state in PostgreSQL (DATABASE_URL): the schema checked, the cache-coherence listener started, and the
// stores every instance shares. Loaded by openState (../state.ts) only when DATABASE_URL is set.
import type { Log } from '../log';
import type { SiteState } from '../state';
import { Database } from './database';
import { CacheCoherence } from './cache-coherence';
import { PgPortfolioStore } from './pg-portfolio-store';
import { PgContentStore } from './pg-content-store';
import { PgVitalsStore } from './pg-vitals-store';
import { PgAccountBindings } from './pg-admin-bindings';
import { PgRateLimitStore } from './pg-rate-limit-store';
import { PgSessionStore } from './pg-session-store';
import { PgUsedStates } from './pg-used-states';

/** `onChange` empties this instance's HTML cache (and reads again what it keeps in memory) when another instance
 * changed what pages show; the change counts as applied once it has settled. */
export async function openPgState(
  databaseUrl: string,
  uploadsDir: string,
  log: Log,
  onChange: () => void | Promise<void>,
): Promise<SiteState> {
  const db = new Database(databaseUrl, log);
  try {
    await db.checkSchema();
    const coherence = new CacheCoherence(db, onChange, log);
    await coherence.start();
    const portfolio = new PgPortfolioStore(db, coherence, uploadsDir);
    await portfolio.open();
    const sessions = new PgSessionStore(db.pool, log);
    log.info(
      { area: 'db' },
      'state in PostgreSQL (DATABASE_URL): portfolio, media records, content records, sessions, rate limits, vitals',
    );
    return {
      kind: 'postgres',
      portfolio,
      content: new PgContentStore(db, coherence),
      vitals: new PgVitalsStore(db),
      auth: { sessions, accounts: new PgAccountBindings(db), usedStates: new PgUsedStates(db) },
      rateLimitStore: (bucket) => new PgRateLimitStore(db, bucket),
      unfinishedUploadAgeMs: 15 * 60_000,
      ready: () => db.ping(),
      async close() {
        sessions.close();
        await portfolio.close();
        await coherence.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
