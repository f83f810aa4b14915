// Starts the production server for Playwright on a throwaway copy of the store and uploads folder,
// with sign-in pointed at the fake GitHub on a free loopback port (public journeys never touch it).
import { cpSync, mkdtempSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeGitHubEnv, startFakeGitHub } from '../../scripts/fake-github.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-e2e-'));
cpSync(path.resolve('db.json'), path.join(dir, 'db.json'));
mkdirSync(path.join(dir, 'uploads'));
mkdirSync(path.join(dir, 'data'));
process.env.DB_FILE = path.join(dir, 'db.json');
process.env.UPLOADS_DIR = path.join(dir, 'uploads');
process.env.DATA_DIR = path.join(dir, 'data');

const fake = await startFakeGitHub();
Object.assign(process.env, fakeGitHubEnv(fake, 'northframe-admin'));
await import('../../server.ts');
