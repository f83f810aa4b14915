// POST /api/vitals takes one web-vitals report; GET /api/admin/vitals serves per-route p75 figures to the admin.
import express, { Router } from 'express';
import { z } from 'zod';
import { canonicalPath } from '#shared/route-policy';
import { paths } from '#shared/paths';
import { rate, thresholds } from '../vitals/thresholds';
import { MAX_AGE_DAYS, MAX_SAMPLES, type VitalsStorage } from '../vitals/vitals-store';
import type { RequestHandler } from 'express';

const report = z.object({
  name: z.enum(['LCP', 'CLS', 'FCP', 'INP', 'TTFB', 'FID']),
  value: z.number().finite().min(0).max(600000),
  id: z.string().max(128).optional(),
  rating: z.string().max(32).optional(),
  path: z
    .string()
    .max(512)
    .regex(/^\/[^\s]*$/, 'path must be a site path'),
  navigationType: z.string().max(32).optional(),
});

/** Query strings and unknown ids would split one page into many rows. */
function routeKey(path: string) {
  return canonicalPath(path.split(/[?#]/)[0] ?? '/');
}

/**
 * `pages` are the paths reports may be filed under: anything else (an invented path, the admin's own visits) is
 * not counted, so nobody can push the real routes out of the table.
 */
export function vitalsRouter(store: VitalsStorage, requireAdmin: RequestHandler, pages: ReadonlySet<string>): Router {
  const router = Router();
  // sendBeacon posts a Blob; its type may be JSON or text, so both are read as text and parsed here.
  router.post('/api/vitals', express.text({ type: ['application/json', 'text/plain'], limit: '4kb' }), async (req, res) => {
    let body: unknown;
    try {
      body = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
    } catch {
      return res.status(400).json({ error: 'Body must be JSON' });
    }
    const parsed = report.safeParse(body);
    if (!parsed.success) return res.status(400).json({ error: parsed.error.issues[0]?.message ?? 'Invalid report' });
    const { name, value, path, id } = parsed.data;
    const route = routeKey(path);
    if (route === paths.admin || route.startsWith(`${paths.admin}/`))
      return res.status(202).json({ ignored: 'admin pages are not counted' });
    if (!pages.has(route)) return res.status(422).json({ error: 'path must be a page of this site' });
    // Answered once on disk; a report for a visit already filed (same id) replaces the earlier one.
    await store.add(route, name, value, id);
    res.status(202).json({ rating: rate(name, value) });
  });

  router.get('/api/admin/vitals', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ thresholds, window: { days: MAX_AGE_DAYS, samples: MAX_SAMPLES }, routes: await store.summary() });
  });
  return router;
}
