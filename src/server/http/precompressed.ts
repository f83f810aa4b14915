// Serves the build's ready .br/.gz copies of static files when the client accepts them; no per-request compression.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { negotiateEncoding } from '../render/html-cache';
import { IMMUTABLE, SHORT, isHashedAsset } from './static-files';

function indexCompressed(dir: string): Map<string, { br?: string; gzip?: string }> {
  const index = new Map<string, { br?: string; gzip?: string }>();
  if (!existsSync(dir)) return index;
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = path.join(d, entry);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const m = full.match(/^(.*)\.(br|gz)$/);
        if (!m) continue;
        const url = '/' + path.relative(dir, m[1]!).split(path.sep).join('/');
        const slot = index.get(url) ?? {};
        slot[m[2] === 'br' ? 'br' : 'gzip'] = full;
        index.set(url, slot);
      }
    }
  };
  walk(dir);
  return index;
}

export function precompressedFiles(dir: string): RequestHandler {
  const index = indexCompressed(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const variants = index.get(req.path);
    if (!variants) return next();
    const encoding = negotiateEncoding(req.get('accept-encoding'));
    const file = encoding === 'br' ? variants.br : encoding === 'gzip' ? variants.gzip : undefined;
    res.setHeader('Vary', 'Accept-Encoding');
    if (!file) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(req.path));
    res.sendFile(
      file,
      { headers: { 'Cache-Control': isHashedAsset(req.path) ? IMMUTABLE : SHORT }, cacheControl: false, dotfiles: 'deny' },
      (err) => {
        if (err) next(err);
      },
    );
  };
}
