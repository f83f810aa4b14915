// The Node HTTP server around the app, with timeouts low enough that slow-header and slow-body clients
// are cut off while everyone else is still served. Node answers oversized headers with 431 by itself.
import { createServer, type Server } from 'node:http';
import net from 'node:net';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };

export function createHttpServer(timeouts: ServerTimeouts = DEFAULT_TIMEOUTS): Server {
  const server = createServer({
    maxHeaderSize: 16 * 1024,
    requestTimeout: timeouts.requestTimeoutMs,
    headersTimeout: timeouts.headersTimeoutMs,
    // The timeout checks run on this interval; it must be short for low timeouts to be honoured promptly.
    connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeoutMs),
  });
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}

export interface Drain {
  /** Stops accepting connections at once, answers every request already received, then resolves. */
  drain(): Promise<void>;
}

/**
 * Graceful shutdown that loses nothing in flight and takes nothing new:
 * - the listening socket closes at once (new connections are refused, so a load balancer moves on);
 * - every response from then on says Connection: close, so keep-alive clients leave after their answer;
 * - once no request is running and none has started for `quietMs`, idle connections are closed.
 * http.Server.close() is not used to stop listening: it also closes "idle" connections, and a connection whose
 * request bytes have arrived but are not parsed yet counts as idle, so a request already sent would be reset.
 */
export function trackRequests(server: Server, quietMs = 250): Drain {
  let active = 0;
  let lastStart = 0;
  let stopping = false;
  server.prependListener('request', (_req, res) => {
    active++;
    lastStart = Date.now();
    if (stopping) res.shouldKeepAlive = false;
    res.once('close', () => active--);
  });
  return {
    drain() {
      stopping = true;
      lastStart = Math.max(lastStart, Date.now());
      net.Server.prototype.close.call(server);
      return new Promise((resolve) => {
        const tick = setInterval(() => {
          if (active > 0 || Date.now() - lastStart < quietMs) return;
          clearInterval(tick);
          server.closeIdleConnections();
          resolve();
        }, 20);
      });
    },
  };
}
