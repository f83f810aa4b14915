// POST /api/vitals takes one web-vitals report; GET /api/admin/vitals serves per-route p75 figures to the admin.
import express, { Router } from 'express';
import { z } from 'zod';
import { canonicalPath } from '#shared/route-policy';
import { paths } from '#shared/paths';
import { isPlausible, rate, thresholds } from '#shared/vitals';
import { MAX_AGE_DAYS, MAX_SAMPLES, type VitalsStorage } from '../vitals/vitals-store';
import type { RequestHandler } from 'express';

/** A report as web-vitals sends it, and nothing looser: every field has a fixed shape and the value a plausible
 * range for its metric, so a forged report can neither bloat the store nor drag a page's figures. */
const report = z
  .object({
    name: z.enum(['LCP', 'CLS', 'FCP', 'INP', 'TTFB', 'FID']),
    value: z.number(),
    id: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/, 'id must be 1 to 40 letters, digits or hyphens')
      .optional(),
    rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
    path: z
      .string()
      .max(512)
      .regex(/^\/[!-~]*$/, 'path must be a site path'),
    navigationType: z
      .enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'])
      .optional(),
  })
  .refine((r) => isPlausible(r.name, r.value), { path: ['value'], message: 'value is outside what a real visit reports' });

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
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return res.status(400).json({ error: issue?.message ?? 'Invalid report', field: issue?.path.join('.') || undefined });
    }
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
