// Static files: hashed names are immutable for a year; everything else gets a short cache.
import express, { type RequestHandler } from 'express';
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600, stale-while-revalidate=86400';

/** Vite's hashed assets (/assets/name-HASH.ext) and the image pipeline's (/img/name.HASH.width.ext). */
export function isHashedAsset(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /^\/img\/[^/]+\.[0-9a-f]{8}\.\d+\.(avif|webp|jpg)$/.test(urlPath);
}

export function staticFiles(dir: string): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const urlPath = '/' + path.relative(dir, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', isHashedAsset(urlPath) ? IMMUTABLE : SHORT);
    },
  });
  // Every built file has an extension and no page path does: a page request goes on without a stat() call.
  return (req, res, next) => {
    if (/\.[^/]*$/.test(req.path)) void serve(req, res, next);
    else next();
  };
}

/** Admin uploads: random names, so a long cache; never sniffed, never run as a document. */
export function uploadFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    },
  });
}
