// Development only: the one address sign-in works at. The OAuth callback and the session cookie belong to
// PUBLIC_URL's host (http://localhost:PORT), so a page opened at http://127.0.0.1:PORT or [::1] lost its sign-in
// between the two hosts ("Sign-in did not complete"). Such a request is sent to the same path at PUBLIC_URL.
import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function devHostRedirect(publicUrl: string): RequestHandler {
  const own = new URL(publicUrl);
  return (req, res, next) => {
    const host = req.get('host') ?? '';
    const name = host.replace(/:\d+$/, '').toLowerCase();
    if (host.toLowerCase() === own.host || !LOOPBACK.has(name) || !LOOPBACK.has(own.hostname)) return next();
    res.redirect(307, `${own.origin}${req.originalUrl}`);
  };
}
