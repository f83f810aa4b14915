// A trailing slash, or a run of leading slashes and backslashes, redirects (301) to the canonical path. Leading
// slashes and backslashes collapse to one "/", so "//evil.com/" or "/\evil.com" can never become an off-site redirect.
import type { RequestHandler } from 'express';

export const canonicalPath: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const doubledLead = /^\/[/\\]/.test(req.path);
  if (!doubledLead && (req.path === '/' || !req.path.endsWith('/'))) return next();
  const queryAt = req.originalUrl.indexOf('?');
  const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
  const path = `/${req.path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  res.redirect(301, path + query);
};
