// The store read an uncached portfolio page makes (list one collection), timed on its own: the file store (from
// memory) against PostgreSQL (one query on loopback, two when an item shows an upload), sequentially, in this
// process. Wall time is what a render waits; CPU time is what this process spends on it (PostgreSQL's is apart).
import { CacheCoherence } from '#server/pg/cache-coherence.ts';
import { Database } from '#server/pg/database.ts';
import { PgPortfolioStore } from '#server/pg/pg-portfolio-store.ts';
import { createLog } from '#server/log.ts';
import { PortfolioStore } from '#server/storage/portfolio-store.ts';
import type { PortfolioStorage } from '#server/storage/store.ts';
import { processSite } from '#test/server-process.ts';

const CALLS = 2000;

async function time(store: PortfolioStorage) {
  for (let i = 0; i < 200; i++) await store.list('photographyPortfolio'); // warm up
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) await store.list('photographyPortfolio');
  const wall = (performance.now() - start) * 1000;
  const used = process.cpuUsage(cpu);
  return { wallUs: wall / CALLS, cpuUs: (used.user + used.system) / CALLS };
}

export async function storeReadCost(databaseUrl: string) {
  const log = createLog('warn');
  const site = processSite('nf-bench-read-');
  const files = new PortfolioStore(site.dbFile, log, site.uploadsDir);
  await files.open();
  const db = new Database(databaseUrl, log, 2);
  const coherence = new CacheCoherence(db, () => undefined, log);
  await coherence.start();
  const pg = new PgPortfolioStore(db, coherence);
  try {
    return { calls: CALLS, files: await time(files), postgres: await time(pg) };
  } finally {
    await files.close();
    await coherence.close();
    await db.close();
  }
}
