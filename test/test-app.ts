// Builds an app for supertest (production renderer, a throwaway copy of the store, no listening socket), and puts one
// on a real server for the suites that need a socket (listenLikeServer).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { createApp, type AppDeps } from '#server/app';
import { createHttpServer, DEFAULT_TIMEOUTS, type ServerTimeouts } from '#server/http-server';
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

/** The app on a real HTTP server made as server.ts makes it (createHttpServer, with the app's prototypes), listening
 * on a free loopback port: for suites that need a socket rather than supertest. */
export async function listenLikeServer(
  app: Express,
  timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
): Promise<{ server: Server; port: number }> {
  const server = createHttpServer(timeouts, app);
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
