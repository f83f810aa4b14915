// One address per page: a page requested under another spelling (case, a trailing or doubled slash, a backslash,
// an escaped letter) is redirected (301) to its canonical path, so it is never rendered or cached twice. Leading
// slashes and backslashes collapse to one "/", so "//evil.com/" or "/\evil.com" never become off-site redirects.
import type { RequestHandler } from 'express';
import { pageRedirect } from '#shared/route-policy';

export const canonicalPath: RequestHandler = (req, res, next) => {
  const target = pageRedirect(req.method, req.path);
  if (target === null) return next();
  const queryAt = req.originalUrl.indexOf('?');
  res.redirect(301, target + (queryAt >= 0 ? req.originalUrl.slice(queryAt) : ''));
};
