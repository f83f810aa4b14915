// Builds an app for supertest: production renderer, a throwaway copy of the store, no listening socket.
import { createApp, type AppDeps } from '#server/app';
import { loadConfig, type Config } from '#server/env';
import { createLog } from '#server/log';
import { tempSite } from './temp-site';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_PUBLIC_URL,
      ...tempSite().env,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
      ...env,
    },
    overrides,
  );
}

/** A logger that keeps what the app reports, so tests stay quiet and can assert on it. */
export function quietLog() {
  const lines: string[] = [];
  return { lines, log: createLog('info', { write: (line: string) => void lines.push(line) }) };
}

export async function testApp(env: Record<string, string> = {}, deps: AppDeps = {}) {
  const config = testConfig(env);
  const { log, lines } = quietLog();
  const handle = await createApp(config, { log, ...deps });
  return { ...handle, config, logs: lines };
}
