// Where the site's state lives, decided once at start: in files beside the process (the default: DB_FILE, its media
// records, DATA_DIR's sessions, admin bindings and vitals, rate limits in memory), or in PostgreSQL when
// DATABASE_URL is set, shared by every instance (docs/deploy.md, "Several instances"). The app sees the same
// interfaces either way.
import type { Store } from 'express-rate-limit';
import type { LimitBucket } from '#shared/route-policy';
import type { Config } from './env';
import type { Log } from './log';
import type { ContentStorage, PortfolioStorage } from './storage/store';
import { ContentStore, contentFileFor } from './storage/content-store';
import { PortfolioStore } from './storage/portfolio-store';
import { VitalsStore, type VitalsStorage } from './vitals/vitals-store';
import { FileSessionStore } from './auth/file-session-store';
import { FileAccountBindings } from './auth/admin-accounts';
import type { AuthState } from './auth/github';
import { MemoryUsedStates } from './auth/oauth-state';

export interface SiteState {
  kind: 'files' | 'postgres';
  portfolio: PortfolioStorage;
  /** Content records besides the portfolio (a service page's Featured Work choice). */
  content: ContentStorage;
  vitals: VitalsStorage;
  auth: AuthState;
  /** Shared rate-limit counters; undefined keeps them in this process's memory. */
  rateLimitStore?: (bucket: LimitBucket) => Store;
  /**
   * Half-written uploads (.tmp) younger than this are left alone at start-up: on a volume several instances share,
   * they may be another instance's upload in progress.
   */
  unfinishedUploadAgeMs: number;
  /** Readiness: the state can be read and written (the database answers). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** `onChange` empties this instance's HTML cache (and reads again what it keeps in memory) when another instance
 * changed what pages show; the change counts as applied once it has settled. */
export async function openState(config: Config, log: Log, onChange: () => void | Promise<void>): Promise<SiteState> {
  if (!config.databaseUrl) {
    const portfolio = new PortfolioStore(config.dbFile, log, config.uploadsDir);
    await portfolio.open();
    const content = new ContentStore(contentFileFor(config.dbFile), log);
    await content.open();
    const vitals = new VitalsStore(config.dataDir, log);
    const sessions = new FileSessionStore(config.dataDir);
    return {
      kind: 'files',
      portfolio,
      content,
      vitals,
      auth: { sessions, accounts: new FileAccountBindings(config.dataDir), usedStates: new MemoryUsedStates() },
      unfinishedUploadAgeMs: 0,
      ready: () => Promise.resolve(true),
      async close() {
        sessions.close();
        await portfolio.close();
        await content.close();
      },
    };
  }

  // PostgreSQL's driver, migrator and stores load only here: a server on files never loads them (about 15 MB).
  const { openPgState } = await import('./pg/pg-state');
  return openPgState(config.databaseUrl, config.uploadsDir, log, onChange);
}
