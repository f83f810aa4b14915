// Every request is classified once, first, by the shared route policy; later middleware is mounted by class
// (forRoutes) instead of matching path prefixes of its own. Overlong paths are refused here, before any work.
import { Router, type RequestHandler } from 'express';
import { MAX_PATH_LENGTH, routePolicy, type RoutePolicy } from '#shared/route-policy';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      route: RoutePolicy;
    }
  }
}

export const classifyRequests: RequestHandler = (req, res, next) => {
  if (req.path.length > MAX_PATH_LENGTH) {
    res.status(414).setHeader('Cache-Control', 'no-store');
    // The API always answers JSON; anything else gets a line of text.
    if (/^\/api(\/|$)/i.test(req.path)) res.json({ error: 'The address is too long' });
    else res.type('text/plain').send('The address is too long');
    return;
  }
  res.locals.route = routePolicy(req.method, req.path);
  next();
};

/** Runs `handlers` only for requests whose class passes `test`; the rest skip the whole group. */
export function forRoutes(test: (route: RoutePolicy) => boolean, ...handlers: RequestHandler[]): Router {
  const router = Router();
  router.use((_req, res, next) => (test(res.locals.route) ? next() : next('router')), ...handlers);
  return router;
}
