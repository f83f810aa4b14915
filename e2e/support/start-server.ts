// Starts the production server for Playwright on a throwaway copy of the store and uploads folder.
import { cpSync, mkdtempSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-e2e-'));
cpSync(path.resolve('db.json'), path.join(dir, 'db.json'));
mkdirSync(path.join(dir, 'uploads'));
mkdirSync(path.join(dir, 'data'));
process.env.DB_FILE = path.join(dir, 'db.json');
process.env.UPLOADS_DIR = path.join(dir, 'uploads');
process.env.DATA_DIR = path.join(dir, 'data');
await import('../../server.ts');
