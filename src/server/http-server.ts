// The Node HTTP server around the app, with timeouts low enough that slow-header and slow-body clients
// are cut off while everyone else is still served. Node answers oversized headers with 431 by itself.
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Express } from 'express';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };

/**
 * Request and response classes whose instances are born with an Express app's prototypes (`app.request`,
 * `app.response`). Express otherwise swaps the prototype of every request and response as it enters the app
 * (`Object.setPrototypeOf`), and with that swap V8 carried per-request objects into the old generation: under a load
 * of cache hits each young-generation collection took 2-8 ms and moved about 1.7 MB into the old generation, and a
 * full collection of the app's heap came about every 1,000 requests. Born with the app's prototype, the swap changes
 * nothing (docs/performance.md, "Cache hits without Express's prototype swap").
 */
function expressMessageClasses(app: Pick<Express, 'request' | 'response'>) {
  // Node's constructors are plain functions on every line the site supports; were one ever a class, calling it
  // below would throw, so the server then keeps Node's own classes (and Express its swap).
  if ([IncomingMessage, ServerResponse].some((f) => Function.prototype.toString.call(f).startsWith('class'))) return {};
  // Plain functions whose `prototype` is the app's own object, calling Node's constructors (plain functions too) on
  // the new instance. Not Reflect.construct(IncomingMessage, args, AppRequest): with it the promotions came back
  // (33 full collections in 30,000 hits, against none this way).
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/** The server for `app` (its requests and responses are made with its prototypes, see above), or for any handler. */
export function createHttpServer(timeouts: ServerTimeouts = DEFAULT_TIMEOUTS, app?: Express): Server {
  const server = createServer({
    ...(app ? expressMessageClasses(app) : {}),
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
 * Graceful shutdown that loses nothing it has received and takes nothing new:
 * - the listening socket closes once the connections the kernel has already completed are accepted, so new
 *   connections are refused and a load balancer moves on. libuv accepts one connection per turn of the event loop,
 *   so on a busy loop completed connections can wait in the kernel's queue for seconds, and closing the listener
 *   would reset them: it closes after a whole turn of the loop (a poll for I/O included) has accepted nothing, which
 *   means the queue was empty, or after ACCEPT_MAX_MS under a flood of new connections;
 * - every response from then on says Connection: close, so keep-alive clients leave after their answer;
 * - it resolves once no request is running and no accepted connection is still waiting to send its first
 *   request (a connection whose bytes have arrived but are not parsed yet, on a busy event loop), then closes
 *   the idle keep-alive connections that are left.
 * Node's closeIdleConnections() is not used: it counts a connection that has not been parsed yet as idle, and would
 * reset a request the client has already sent.
 */
/** After SIGTERM, connections already waiting in the kernel are accepted for this long at most. */
const ACCEPT_MAX_MS = 5000;

export function trackRequests(server: Server, freshMs = 3000): Drain {
  let stopping = false;
  /** Per connection: requests running, answered, when it opened, and how many bytes had arrived when it last went idle. */
  const sockets = new Map<Socket, { busy: number; served: number; since: number; readWhenIdle: number }>();
  let closed = false;
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.set(socket, { busy: 0, served: 0, since: Date.now(), readWhenIdle: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.prependListener('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (state) state.busy++;
    if (stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      if (!state) return;
      state.busy--;
      state.served++;
      if (state.busy === 0) state.readWhenIdle = req.socket.bytesRead;
    });
  });
  return {
    drain() {
      stopping = true;
      // Immediates queued from the check phase run in the next turn, after its poll for I/O: if that poll accepted
      // no connection, the kernel's queue was empty and closing the listener resets nothing already sent.
      const stopAt = Date.now() + ACCEPT_MAX_MS;
      let acceptedBefore = -1;
      const afterTurn = () => {
        if (accepted !== acceptedBefore && Date.now() < stopAt) {
          acceptedBefore = accepted;
          setImmediate(afterTurn);
          return;
        }
        net.Server.prototype.close.call(server);
        closed = true;
      };
      setImmediate(afterTurn);
      return new Promise((resolve) => {
        const tick = setInterval(() => {
          const now = Date.now();
          // A connection that has sent bytes but no complete request yet is still coming: wait for it. That includes a
          // kept-alive connection (a proxy's) on which a new request has started to arrive since its last answer.
          const waiting =
            !closed ||
            [...sockets].some(
              ([socket, s]) => s.busy > 0 || socket.bytesRead > s.readWhenIdle || (s.served === 0 && now - s.since < freshMs),
            );
          if (waiting) return;
          clearInterval(tick);
          for (const [socket, state] of sockets) if (state.busy === 0) socket.destroy();
          resolve();
        }, 20);
      });
    },
  };
}
