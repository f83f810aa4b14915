// npm run db:migrate: creates or updates the PostgreSQL schema at DATABASE_URL (migrations/, node-pg-migrate).
// Safe to run from several instances at once: the migrations run under an advisory lock, in one transaction.
import { migrate } from '#server/pg/database.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: nothing to migrate (without it the site keeps its state in files).');
  process.exit(1);
}
try {
  const ran = await migrate(url);
  console.info(ran.length ? `db:migrate: applied ${ran.join(', ')}` : 'db:migrate: the schema is up to date');
} catch (error) {
  console.error(`db:migrate failed: ${(error as Error).message}`);
  process.exit(1);
}
