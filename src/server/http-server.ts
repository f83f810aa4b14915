// The Node HTTP server around the app, with timeouts low enough that slow-header and slow-body clients
// are cut off while everyone else is still served. Node answers oversized headers with 431 by itself.
import { createServer, type Server } from 'node:http';

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
