// Per-client rate limits (express-rate-limit, in memory) on the route classes the policy gives a bucket: sign-in,
// the admin API and the vitals beacon. Public pages and portfolio reads are never limited: they are cached and must
// stay fast for everyone. The limits sit far above what a person in the admin does.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { LimitBucket } from '#shared/route-policy';
import type { RateLimits } from '../env';

export function rateLimits(limits: RateLimits): RequestHandler {
  const make = (limit: number) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (_req, res, _next, options) => {
        const seconds = Math.max(1, Math.ceil(Number(res.getHeader('Retry-After')) || options.windowMs / 1000));
        res.status(options.statusCode).json({ error: `Too many requests: try again in ${seconds} seconds` });
      },
    });
  const limiters: Record<LimitBucket, RequestHandler> = { auth: make(limits.auth), admin: make(limits.admin), vitals: make(limits.vitals) };
  return (req, res, next) => {
    const bucket = res.locals.route.limit;
    if (!bucket) return next();
    limiters[bucket](req, res, next);
  };
}
