// GET /sitemap.xml: every public URL with its lastmod (posts use their publication date).
import { Router } from 'express';
import type { Config } from '../env';
import { absoluteUrl } from '#shared/paths';
import { buildDate, publicUrls, xmlEscape } from './public-urls';

export function sitemapXmlRouter(config: Config): Router {
  const router = Router();
  const date = buildDate(config.root);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicUrls(date).map(
      (u) => `  <url><loc>${xmlEscape(absoluteUrl(config.publicUrl, u.path))}</loc><lastmod>${u.lastmod}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  });
  return router;
}
