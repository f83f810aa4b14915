// Process entry: read the environment, build the app, listen, and drain in-flight requests on SIGTERM/SIGINT.
import { ConfigError, loadConfig, type Config } from '#server/env';
import { createApp } from '#server/app';
import { createHttpServer, trackRequests } from '#server/http-server';
import { ownUrl, warmUp } from '#server/warm-up';

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

  const server = createHttpServer();
  const warming = new AbortController();
  const requests = trackRequests(server);
  const handle = await createApp(config, { httpServer: server });
  server.on('request', handle.app);

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or set PORT`
        : `Server error: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.info(`Northframe Media ${config.dev ? '(dev)' : ''} listening on http://localhost:${port} (${config.publicUrl})`);
    if (config.warmUp) {
      void warmUp(ownUrl(config.host, port), warming.signal).then((r) => {
        if (r.failed.length) console.warn(`Warm-up: ${r.pages} pages cached; not cached: ${r.failed.join(', ')}`);
        else if (r.pages) console.info(`Warm-up: ${r.pages} pages rendered and cached in ${r.ms} ms`);
      });
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    warming.abort();
    console.info(`${signal}: finishing requests in flight, then exiting`);
    void requests.drain().then(async () => {
      await handle.close();
      process.exit(0);
    });
    setTimeout(() => {
      console.error('Shutdown grace period over; closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
