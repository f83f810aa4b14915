// One throwaway site for a test run: the starting portfolio (from the seed module, the data's one source) in a
// fresh db.json, and empty uploads and data folders. Removed when the process exits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedPortfolio } from '#content/seed-portfolio';

const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export interface TempSite {
  dir: string;
  dbFile: string;
  uploadsDir: string;
  dataDir: string;
  /** The same folders as the server's environment variables. */
  env: { DB_FILE: string; UPLOADS_DIR: string; DATA_DIR: string };
}

export function tempSite(prefix = 'nf-test-', options: { keep?: boolean } = {}): TempSite {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!options.keep) made.push(dir);
  const site = { dir, dbFile: path.join(dir, 'db.json'), uploadsDir: path.join(dir, 'uploads'), dataDir: path.join(dir, 'data') };
  writeFileSync(site.dbFile, `${JSON.stringify(seedPortfolio, null, 2)}\n`);
  mkdirSync(site.uploadsDir);
  mkdirSync(site.dataDir);
  return { ...site, env: { DB_FILE: site.dbFile, UPLOADS_DIR: site.uploadsDir, DATA_DIR: site.dataDir } };
}
