// The content API: content records besides the portfolio (src/shared/content-records.ts).
// Admin: GET /api/admin/content/{type} lists a type's records; GET /api/admin/content/{type}/{id} answers a record
// with the versions it replaced; PUT saves one from the version it was edited from (409 with the current record
// when another save came first). Public: GET /api/content/featured-work/{service}, what a service page's Featured
// Work shows, for the page's loader after a client-side navigation.
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { contentTypes, isContentId, isContentType, type ContentConflict, type ContentType } from '#shared/content-records';
import { fieldErrors, firstIssue } from '#shared/portfolio-item';
import { requireAdmin } from '../auth/require-admin';
import type { ContentStorage } from '../storage/store';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The {type} of the URL, once checked. */
      contentType: ContentType;
    }
  }
}

const saveBody = z.object({
  data: z.unknown(),
  baseVersion: z.number({ error: 'baseVersion must be a number' }).int('baseVersion must be a whole number').min(0).max(1_000_000_000),
});

export interface ContentRouterOptions {
  /** Whether a record's id names something that exists (a site image's name, say), beyond its shape. */
  exists?: (type: ContentType, id: string) => boolean;
  /** Runs after a save and before it is answered (e.g. to read the owner's image edits again). */
  onSaved?: (type: ContentType, id: string) => Promise<void> | void;
}

export function contentRouter(store: ContentStorage, { exists = () => true, onSaved }: ContentRouterOptions = {}): Router {
  const router = Router();
  const json = express.json({ limit: '100kb', strict: true });

  const known: RequestHandler = (req, res, next) => {
    const type = String(req.params.type);
    if (!isContentType(type)) return res.status(404).json({ error: `Unknown content type "${type}"` });
    if (req.params.id !== undefined && !(isContentId(type, String(req.params.id)) && exists(type, String(req.params.id)))) {
      return res.status(404).json({ error: `There is no ${type} record "${String(req.params.id)}"` });
    }
    res.locals.contentType = type;
    next();
  };

  router.get('/api/content/featured-work/:id', async (req, res) => {
    if (!isContentId('featured-work', req.params.id)) return res.status(404).json({ error: `Unknown service "${req.params.id}"` });
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json((await store.get('featured-work', req.params.id))?.data ?? contentTypes['featured-work'].fallback);
  });

  router.get('/api/admin/content/:type', requireAdmin, known, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const type = res.locals.contentType;
    res.json({ records: (await store.list()).filter((r) => r.type === type), fallback: contentTypes[type].fallback });
  });

  router.get('/api/admin/content/:type/:id', requireAdmin, known, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const type = res.locals.contentType;
    const id = String(req.params.id);
    res.json({ record: (await store.get(type, id)) ?? null, history: await store.history(type, id) });
  });

  router.put('/api/admin/content/:type/:id', requireAdmin, known, json, async (req, res) => {
    if (!req.is('application/json')) return res.status(415).json({ error: 'Send the record as application/json' });
    const body = saveBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error), fields: fieldErrors(body.error) });
    const type = res.locals.contentType;
    const data = contentTypes[type].schema.safeParse(body.data.data);
    if (!data.success) return res.status(400).json({ error: firstIssue(data.error), fields: fieldErrors(data.error) });
    const result = await store.save(type, String(req.params.id), data.data, body.data.baseVersion, req.user?.login ?? 'admin');
    if ('conflict' in result) {
      const answer: ContentConflict = {
        error: 'This was changed in another tab or by another admin since you opened it: look at the current version, then save again',
        current: result.conflict,
      };
      return res.status(409).json(answer);
    }
    await onSaved?.(type, String(req.params.id));
    res.json(result.saved);
  });

  return router;
}
