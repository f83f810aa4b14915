// Per-client rate limits (express-rate-limit, in memory, or in PostgreSQL when instances share them) on the route classes the policy gives a bucket: sign-in,
// the admin API and the vitals beacon. Public pages and portfolio reads are never limited: they are cached and must
// stay fast for everyone. The limits sit far above what a person in the admin does.
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { LimitBucket } from '#shared/route-policy';
import type { RateLimits } from '../env';

/** `storeFor` gives each bucket a shared counter store (PostgreSQL); without it counters are in memory. */
export function rateLimits(limits: RateLimits, storeFor?: (bucket: LimitBucket) => Store): RequestHandler {
  const make = (bucket: LimitBucket) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit: limits[bucket],
      store: storeFor?.(bucket),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (req, res, _next, options) => {
        const seconds = Math.max(1, Math.ceil(Number(res.getHeader('Retry-After')) || options.windowMs / 1000));
        const message = `Too many requests: try again in ${seconds} seconds`;
        // A browser sent here by a click (sign-in starts are navigations) reads a page, not JSON.
        if (req.method === 'GET' && req.get('sec-fetch-mode') === 'navigate') {
          res.status(options.statusCode).type('html').send(tooManyPage(message));
          return;
        }
        res.status(options.statusCode).json({ error: message });
      },
    });
  const limiters: Record<LimitBucket, RequestHandler> = { auth: make('auth'), admin: make('admin'), vitals: make('vitals') };
  return (req, res, next) => {
    const bucket = res.locals.route.limit;
    if (!bucket) return next();
    limiters[bucket](req, res, next);
  };
}

/** The plain page a refused navigation gets: no scripts or styles, so the site's CSP holds as it is. */
function tooManyPage(message: string): string {
  return (
    '<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Too many sign-in attempts | Northframe Media</title></head>' +
    `<body><main><h1>Too many sign-in attempts</h1><p>${message}.</p><p><a href="/admin">Back to the admin</a></p></main></body></html>`
  );
}
