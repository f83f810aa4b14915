// npm run db:import [-- --dry-run]: copies DB_FILE (./db.json), its media records and DATA_DIR's admin bindings
// into the PostgreSQL at DATABASE_URL (migrated first with npm run db:migrate). Idempotent: a second run changes
// nothing. --dry-run prints what it would do and writes nothing.
import path from 'node:path';
import { collectionKeys } from '#shared/catalog.ts';
import { createLog } from '#server/log.ts';
import { Database } from '#server/pg/database.ts';
import { importFiles } from '#server/pg/import-files.ts';

const dryRun = process.argv.includes('--dry-run');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: say which PostgreSQL to import into.');
  process.exit(1);
}
const files = { dbFile: path.resolve(process.env.DB_FILE ?? './db.json'), dataDir: path.resolve(process.env.DATA_DIR ?? './data') };
const db = new Database(url, createLog('warn'), 2);
try {
  await db.checkSchema();
  const plan = await importFiles(db, files, dryRun);
  const verb = dryRun ? 'would' : 'did';
  console.info(`db:import${dryRun ? ' (dry run: nothing written)' : ''} from ${files.dbFile}`);
  for (const key of collectionKeys) {
    const c = plan.collections[key];
    const parts = [`${c.add} to add`, `${c.update} to update`, `${c.same} unchanged`];
    if (c.onlyInDatabase) parts.push(`${c.onlyInDatabase} only in the database (kept, after the file's items)`);
    if (c.reordered) parts.push('order to set');
    console.info(`  ${key.padEnd(22)} ${parts.join(', ')}`);
  }
  console.info(`  media records          ${plan.media.add} to add, ${plan.media.update} to update, ${plan.media.same} unchanged`);
  console.info(`  content records        ${plan.content.add} to add, ${plan.content.update} to update, ${plan.content.same} unchanged`);
  console.info(`  admin bindings         ${plan.accounts.add} to add, ${plan.accounts.same} unchanged`);
  for (const login of plan.accounts.conflicting) console.warn(`  ! ${login} is bound to another account in the database: kept as it is`);
  for (const r of plan.rejected) console.warn(`  ! ${r.collection}[${r.index}] not copied: ${r.reason}`);
  console.info(plan.changed ? `db:import: ${verb} change the database` : 'db:import: the database already holds everything in the files');
} catch (error) {
  console.error(`db:import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
