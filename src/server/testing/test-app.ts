// Builds an app for supertest: production renderer, a throwaway copy of the store, no listening socket.
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../env';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-test-'));
  cpSync(path.resolve('db.json'), path.join(dir, 'db.json'));
  mkdirSync(path.join(dir, 'uploads'));
  mkdirSync(path.join(dir, 'data'));
  return loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DB_FILE: path.join(dir, 'db.json'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      DATA_DIR: path.join(dir, 'data'),
      SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
      ...env,
    },
    overrides,
  );
}

/** A logger that keeps what the app reports, so tests stay quiet and can assert on it. */
export function quietLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, log: { ...console, error: keep, warn: keep, info: keep } as Console };
}

export async function testApp(env: Record<string, string> = {}, deps: AppDeps = {}) {
  const config = testConfig(env);
  const { log, lines } = quietLog();
  const handle = await createApp(config, { log, ...deps });
  return { ...handle, config, logs: lines };
}
