// GET /robots.txt: crawl the site, not the admin or the API; the sitemap's absolute address.
import { Router } from 'express';
import type { Config } from '../env';
import { absoluteUrl } from '#shared/paths';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function robotsRouter(config: Config): Router {
  const router = Router();
  const body = robotsTxt(config.publicUrl);
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  });
  return router;
}
