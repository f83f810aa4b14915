// Process entry: read the environment, build the app, listen, and drain in-flight requests on SIGTERM/SIGINT.
import { ConfigError, loadConfig, type Config } from '#server/env';
import { createApp } from '#server/app';
import express from 'express';
import { createHttpServer, DEFAULT_TIMEOUTS, trackRequests } from '#server/http-server';
import { createLog } from '#server/log';
import { deploymentWarnings } from '#server/deployment-warnings';
import { ownUrl, warmUp, type WarmUpResult } from '#server/warm-up';
import { SchemaError } from '#server/pg/schema-error';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: Config;
  try {
    const dev = process.argv.includes('--dev');
    if (dev) process.env.NODE_ENV ??= 'development';
    config = loadConfig(process.env, dev ? { mode: 'development', dev: true } : {});
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = createLog(config.logLevel);
  for (const warning of deploymentWarnings(config)) log.warn({ area: 'config' }, warning);
  // The Express app is made before its server, so that the server makes requests and responses with its prototypes.
  const app = express();
  const server = createHttpServer(DEFAULT_TIMEOUTS, app);
  const warming = new AbortController();
  const requests = trackRequests(server);
  let handle: Awaited<ReturnType<typeof createApp>>;
  try {
    handle = await createApp(config, { app, httpServer: server, log });
  } catch (error) {
    // The state could not be opened: a database that is down or not migrated is named plainly, not as a stack.
    const message = error instanceof SchemaError ? error.message : `Could not open the site's state: ${(error as Error).message}`;
    log.fatal({ area: 'server', err: error }, message);
    process.exit(1);
  }
  server.on('request', handle.app);

  server.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or set PORT`
        : `Server error: ${error.message}`;
    log.fatal({ area: 'server', code: error.code }, message);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info(
      { area: 'server', host: config.host, port, publicUrl: config.publicUrl, dev: config.dev },
      // The address to open is PUBLIC_URL's: sign-in works there (in development, other loopback names are sent to it).
      `Northframe Media listening on ${config.host}:${port}: open ${config.publicUrl}`,
    );
    if (config.warmUp) {
      const onPages = (r: WarmUpResult) => {
        if (r.failed.length) log.warn({ area: 'warm-up', pages: r.pages, failed: r.failed }, 'warm-up: some pages were not cached');
        else if (r.pages) log.info({ area: 'warm-up', pages: r.pages, ms: r.ms }, 'warm-up: pages rendered and cached');
      };
      void warmUp(ownUrl(config.host, port), { signal: warming.signal, onPages }).then((r) => {
        if (r.images) log.info({ area: 'warm-up', images: r.images, ms: r.ms }, 'images: every file the pages use is made');
      });
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    warming.abort();
    handle.drain();
    log.info({ area: 'server', signal }, `${signal}: no new connections; finishing requests in flight, then exiting`);
    void requests.drain().then(async () => {
      await handle.close();
      process.exit(0);
    });
    setTimeout(() => {
      log.error({ area: 'server' }, 'shutdown grace period over; closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
