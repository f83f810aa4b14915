// The content API: content records besides the portfolio (src/shared/content-records.ts).
// Admin: GET /api/admin/content/{type} lists a type's records; GET /api/admin/content/{type}/{id} answers a record
// with the versions it replaced (and, for a page, its built-in seed); PUT saves one from the version it was edited
// from (409 with the current record when another save came first). A page's PUT keeps a draft, which
// POST …/publish makes live, POST …/discard throws away, and POST …/restore {version} puts an earlier version live
// again. Public: GET /api/content/{type}/{id}, what the site shows, for a page's loader after a client navigation.
import express, { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  contentTypes,
  hasDrafts,
  isContentId,
  isContentType,
  type ContentConflict,
  type ContentData,
  type ContentRecord,
  type ContentType,
} from '#shared/content-records';
import { fieldErrors, fieldPathErrors, firstIssue } from '#shared/portfolio-item';
import type { ContentReader } from '#shared/load-context';
import { requireAdmin } from '../auth/require-admin';
import type { ContentExtra, ContentSaveResult, ContentStorage } from '../storage/store';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The {type} and {id} of the URL, once checked. */
      contentType: ContentType;
      contentId: string;
    }
  }
}

const baseVersion = z.number({ error: 'baseVersion must be a number' }).int('baseVersion must be a whole number').min(0).max(1_000_000_000);
const saveBody = z.object({ data: z.unknown(), baseVersion });
const stepBody = z.object({ baseVersion }).strict();
const restoreBody = z
  .object({ baseVersion, version: z.number({ error: 'version must be a number' }).int('version must be a whole number').min(1) })
  .strict();

/** Types the public may read (a page's loader after a client-side navigation): every page's published copy, and
 * the service pages' Featured Work choice. The built-in photographs' edits come from /api/site-images. */
const isPublicType = (type: ContentType) => type === 'featured-work' || hasDrafts(type);

export interface ContentRouterOptions {
  /** Whether a record's id names something that exists (a site image's name, say), beyond its shape. */
  exists?: (type: ContentType, id: string) => boolean;
  /** Runs after a save and before it is answered (e.g. to read the content again for the pages). */
  onSaved?: (type: ContentType, id: string) => Promise<void> | void;
  /** What the pages read (the snapshot); the store itself when absent. */
  published?: ContentReader;
  /** A page's built-in content, its record's seed until the owner publishes one. */
  seed?: (type: ContentType, id: string) => Promise<unknown>;
}

export function contentRouter(
  store: ContentStorage,
  { exists = () => true, onSaved, published = store, seed = () => Promise.resolve(undefined) }: ContentRouterOptions = {},
): Router {
  const router = Router();
  const json = express.json({ limit: '100kb', strict: true });

  const known: RequestHandler = (req, res, next) => {
    const type = String(req.params.type);
    if (!isContentType(type)) return res.status(404).json({ error: `Unknown content type "${type}"` });
    if (req.params.id !== undefined && !(isContentId(type, String(req.params.id)) && exists(type, String(req.params.id)))) {
      return res.status(404).json({ error: `There is no ${type} record "${String(req.params.id)}"` });
    }
    res.locals.contentType = type;
    res.locals.contentId = String(req.params.id);
    next();
  };
  const asJson: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) return res.status(415).json({ error: 'Send the record as application/json' });
    next();
  };

  /** What the site shows for a record that was never saved: the type's fallback, or the page's built-in content. */
  const unsaved = async (type: ContentType, id: string) =>
    contentTypes[type].fallback ?? ((await seed(type, id)) as ContentData[ContentType]);

  /** Answers a save: 409 with the record as it is now, or the saved record once the pages read it. */
  const answer = async (res: Response, result: ContentSaveResult) => {
    if ('conflict' in result) {
      const body: ContentConflict = {
        error: 'This was changed in another tab or by another admin since you opened it: look at the current version, then save again',
        current: result.conflict,
      };
      return res.status(409).json(body);
    }
    await onSaved?.(res.locals.contentType, res.locals.contentId);
    res.json(result.saved);
  };

  /** A new version from the record as it is: a conflict unless it is still at `base`. */
  const step = async (
    res: Response,
    base: number,
    make: (current: ContentRecord) => { data: ContentData[ContentType]; extra: ContentExtra } | string,
  ) => {
    const { contentType: type, contentId: id } = res.locals;
    const current = await store.get(type, id);
    if (!current || current.version !== base) return answer(res, { conflict: current ?? null });
    const next = make(current);
    if (typeof next === 'string') return res.status(400).json({ error: next });
    return answer(res, await store.save(type, id, next.data, base, res.req.user?.login ?? 'admin', next.extra));
  };

  router.get('/api/content/:type/:id', known, async (_req, res) => {
    const { contentType: type, contentId: id } = res.locals;
    if (!isPublicType(type)) return res.status(404).json({ error: `Unknown content type "${type}"` });
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json((await published.get(type, id))?.data ?? (await unsaved(type, id)));
  });

  router.get('/api/admin/content/:type', requireAdmin, known, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const type = res.locals.contentType;
    res.json({ records: (await store.list()).filter((r) => r.type === type), fallback: contentTypes[type].fallback });
  });

  router.get('/api/admin/content/:type/:id', requireAdmin, known, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { contentType: type, contentId: id } = res.locals;
    res.json({
      record: (await store.get(type, id)) ?? null,
      history: await store.history(type, id),
      ...(hasDrafts(type) ? { seed: await seed(type, id) } : {}),
    });
  });

  router.put('/api/admin/content/:type/:id', requireAdmin, known, asJson, json, async (req, res) => {
    const body = saveBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error), fields: fieldErrors(body.error) });
    const { contentType: type, contentId: id } = res.locals;
    const data = contentTypes[type].schema.safeParse(body.data.data);
    if (!data.success) return res.status(400).json({ error: firstIssue(data.error), fields: fieldPathErrors(data.error) });
    const by = req.user?.login ?? 'admin';
    if (!hasDrafts(type)) return answer(res, await store.save(type, id, data.data, body.data.baseVersion, by, { event: 'saved' }));
    // A page's save is a draft: the site goes on showing what it shows until the owner publishes.
    const current = await store.get(type, id);
    const live = current?.data ?? (await unsaved(type, id));
    return answer(res, await store.save(type, id, live, body.data.baseVersion, by, { draft: data.data, event: 'draft' }));
  });

  const drafted: RequestHandler = (_req, res, next) => {
    if (!hasDrafts(res.locals.contentType)) return res.status(404).json({ error: `${res.locals.contentType} records have no drafts` });
    next();
  };

  router.post('/api/admin/content/:type/:id/publish', requireAdmin, known, drafted, asJson, json, async (req, res) => {
    const body = stepBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error), fields: fieldErrors(body.error) });
    await step(res, body.data.baseVersion, (current) =>
      current.draft === undefined ? 'There is no draft to publish' : { data: current.draft, extra: { event: 'published' } },
    );
  });

  router.post('/api/admin/content/:type/:id/discard', requireAdmin, known, drafted, asJson, json, async (req, res) => {
    const body = stepBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error), fields: fieldErrors(body.error) });
    await step(res, body.data.baseVersion, (current) =>
      current.draft === undefined ? 'There is no draft to discard' : { data: current.data, extra: { event: 'discarded' } },
    );
  });

  router.post('/api/admin/content/:type/:id/restore', requireAdmin, known, drafted, asJson, json, async (req, res) => {
    const body = restoreBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error), fields: fieldErrors(body.error) });
    const { contentType: type, contentId: id } = res.locals;
    const earlier = (await store.history(type, id)).find((r) => r.version === body.data.version);
    if (!earlier) return res.status(404).json({ error: `There is no version ${body.data.version} to restore` });
    // What that version showed goes live again; a draft in progress is kept.
    await step(res, body.data.baseVersion, (current) => ({
      data: earlier.data,
      extra: { event: 'restored', ...(current.draft === undefined ? {} : { draft: current.draft }) },
    }));
  });

  return router;
}
