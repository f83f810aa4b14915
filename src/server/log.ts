// Structured logs: one JSON object a line (pino), so nothing a client sends (a header, an OAuth error text) can
// forge a line. Request logs carry the request's id; LOG_LEVEL=debug also logs every request as it completes.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export type Log = Logger;

export function createLog(level = 'info', destination?: DestinationStream): Log {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** Gives each request an id and a child logger (req.log); errors are logged with it, the rest at debug level. */
export function requestLogs(log: Log): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'debug'),
    // Only what helps to find a request again: no headers, cookies or bodies.
    serializers: {
      req: (req: { id: unknown; method: unknown; url: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
    },
  });
}
