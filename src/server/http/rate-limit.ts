// Per-client rate limits for sign-in, the admin API and the vitals beacon (express-rate-limit, in memory).
// Public pages and the public portfolio GETs are never limited: they are cached and must stay fast for everyone.
// The limits sit far above what a person in the admin does, so only scripted abuse ever meets a 429.
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export interface RateLimits {
  /** The window every limit below counts over. */
  windowMs: number;
  /** /auth/* (GitHub sign-in starts, callbacks, logout). */
  auth: number;
  /** /api/admin/*, /api/auth/*, portfolio writes and uploads. */
  admin: number;
  /** POST /api/vitals, which every page view may send. */
  vitals: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 60_000, auth: 30, admin: 300, vitals: 600 };

type Bucket = 'auth' | 'admin' | 'vitals';

export function bucketOf(req: Pick<Request, 'path' | 'method'>): Bucket | undefined {
  const p = req.path;
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (p.startsWith('/auth/')) return 'auth';
  if (p.startsWith('/api/admin/') || p.startsWith('/api/auth/') || p === '/api/upload') return 'admin';
  if (p.startsWith('/api/portfolio/') && !read) return 'admin';
  if (p === '/api/vitals' && !read) return 'vitals';
  return undefined;
}

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
  const limiters: Record<Bucket, RequestHandler> = { auth: make(limits.auth), admin: make(limits.admin), vitals: make(limits.vitals) };
  return (req, res, next) => {
    const bucket = bucketOf(req);
    if (!bucket) return next();
    limiters[bucket](req, res, next);
  };
}
