// CSRF for every mutation the route policy marks: the request must come from this site (Origin / Sec-Fetch-Site)
// AND carry the token bound to the session in X-CSRF-Token. SameSite=Lax alone does not stop same-site attackers.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

export const CSRF_HEADER = 'x-csrf-token';

/** The session's token, created on first use. */
export function csrfToken(req: Request): string | undefined {
  if (!req.session) return undefined;
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function sameOrigin(req: Request, publicOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin !== undefined) {
    // The browser sets Origin and Host; an attacker's page cannot make them agree with this site.
    const own = `${req.protocol}://${req.get('host')}`;
    return origin === publicOrigin || origin === own;
  }
  // Browsers send one of the two on every cross-origin-capable request; a request with neither is not a page of ours.
  return site === 'same-origin';
}

function tokenMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * For the mutations the route policy marks: an admin-API write from nobody signed in gets 401 (so the admin page
 * can say "sign in"), then anything not from this site, or without the session's token, gets 403.
 */
export function requireCsrf(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (res.locals.route.kind === 'admin-api' && !req.user) return res.status(401).json({ error: 'Sign in required' });
    if (!sameOrigin(req, publicOrigin)) return res.status(403).json({ error: 'Cross-site request refused' });
    if (!tokenMatches(req.session?.csrfToken, req.get(CSRF_HEADER))) {
      return res.status(403).json({ error: 'Missing or invalid CSRF token: reload the admin page and try again' });
    }
    next();
  };
}
