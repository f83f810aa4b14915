// Every request is classified once, first, by the shared route policy (request-target.ts sets res.locals.route);
// later middleware is mounted by class (forRoutes) instead of matching path prefixes of its own.
import { Router, type RequestHandler } from 'express';
import type { RoutePolicy } from '#shared/route-policy';

/** Runs `handlers` only for requests whose class passes `test`; the rest skip the whole group. */
export function forRoutes(test: (route: RoutePolicy) => boolean, ...handlers: RequestHandler[]): Router {
  const router = Router();
  router.use((_req, res, next) => (test(res.locals.route) ? next() : next('router')), ...handlers);
  return router;
}
