// The request target, read once, before anything else looks at the request: the fragment dropped (browsers never
// send one), the path in its one spelling (#shared/route-policy's canonicalPath: case, slashes, escapes and dot
// segments resolved), the query as sent. Every later step reads `res.locals.target`, never req.url: the HTML cache's
// key, the route class, the 301 and the Request the router renders all come from this one value, so a page can only
// be rendered, and stored, under the path it is.
import type { RequestHandler } from 'express';
import { canonicalPath, MAX_PATH_LENGTH, normalisePath, removeDotSegments, routePolicy, type RoutePolicy } from '#shared/route-policy';

export interface RequestTarget {
  /** The canonical path: what the router renders and the cache keys by. */
  path: string;
  /** The query string without its "?", as sent ('' when there is none). */
  query: string;
  /** The target as sent was already this path and query: only such targets are looked up, rendered or stored. */
  canonical: boolean;
  /** Why the target is refused before any other work, if it is. */
  refusal?: { status: 400 | 414; message: string };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      target: RequestTarget;
      route: RoutePolicy;
    }
  }
}

/** Parses a raw request target (req.url, as the client sent it). Linear in its length. */
export function parseTarget(raw: string): RequestTarget {
  // The absolute form (`GET http://host/x`) and `*` are for proxies; this server is never one.
  if (!raw.startsWith('/'))
    return { path: '/', query: '', canonical: false, refusal: { status: 400, message: 'The request target must be a path' } };
  const hash = raw.indexOf('#');
  const target = hash >= 0 ? raw.slice(0, hash) : raw;
  const queryAt = target.indexOf('?');
  const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 ? target.slice(queryAt + 1) : '';
  if (rawPath.length > MAX_PATH_LENGTH) {
    // Its start still tells its class (the API answers JSON).
    return {
      path: canonicalPath(rawPath.slice(0, MAX_PATH_LENGTH)),
      query: '',
      canonical: false,
      refusal: { status: 414, message: 'The address is too long' },
    };
  }
  const path = canonicalPath(rawPath);
  // "?" with nothing after it is the bare path spelled another way.
  const canonical = hash < 0 && path === rawPath && (queryAt < 0 || query !== '');
  return { path, query, canonical };
}

/** The canonical target as a URL path with its query: a 301's Location. */
export function targetUrl(target: Pick<RequestTarget, 'path' | 'query'>): string {
  return target.query ? `${target.path}?${target.query}` : target.path;
}

/** Step one of the app: reads the target and classifies the request (#shared/route-policy); answers nothing. */
export const readRequestTarget: RequestHandler = (req, res, next) => {
  const target = parseTarget(req.url);
  res.locals.target = target;
  res.locals.route = routePolicy(req.method, target.path);
  next();
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * After the security headers: refuses a target that cannot be served (414 overlong, 400 not a path) and sends any
 * other spelling of a path to its one address with a 301, so nothing after this reads a target that is not
 * canonical. A write (POST, PUT, DELETE) is not redirected (a client would repeat it as a GET): a fragment or a dot
 * segment in one is refused with 400, and case, a trailing slash or a doubled slash are left to the routers, which
 * ignore them.
 */
export const canonicalTargets: RequestHandler = (req, res, next) => {
  const { target } = res.locals;
  const refusal = target.refusal ?? (!target.canonical && !isRead(req.method) && writeProblem(req.url));
  if (refusal) {
    res.status(refusal.status).setHeader('Cache-Control', 'no-store');
    // The API always answers JSON; anything else gets a line of text.
    if (res.locals.route.kind === 'admin-api' || res.locals.route.kind === 'public-api') res.json({ error: refusal.message });
    else res.type('text/plain').send(refusal.message);
    return;
  }
  if (!target.canonical && isRead(req.method)) return res.redirect(301, targetUrl(target));
  next();
};

function writeProblem(raw: string): RequestTarget['refusal'] | false {
  const path = normalisePath(raw.split(/[?#]/, 1)[0]!);
  if (raw.includes('#') || removeDotSegments(path) !== path) {
    return { status: 400, message: 'The request target holds a fragment or a dot segment' };
  }
  return false;
}
