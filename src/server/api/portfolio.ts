// The admin portfolio API: read all 8 collections, add, update, delete, restore a deleted item, and reorder.
// Every route is admin-only (mutations passed the CSRF check before reaching here). Answers go out after the write is on disk.
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { collectionKeys, isCollectionKey, type CollectionKey } from '#shared/catalog';
import { z } from 'zod';
import { fieldErrors, firstIssue, orderSchema } from '#shared/portfolio-item';
import { MAX_BATCH_ITEMS } from '#shared/api';
import { requireAdmin } from '../auth/require-admin';
import type { PortfolioStorage } from '../storage/store';
import { existingItem, newItem } from './portfolio-schema';
import { isStorableText } from '#shared/well-formed';

const JSON_LIMIT = '100kb';

/** A refused item: the first problem as the message, and one message per field for the form. */
const refusal = (error: z.ZodError) => ({ error: firstIssue(error), fields: fieldErrors(error) });

const restoreBody = z.object({
  item: z.unknown(),
  index: z.number({ error: 'index must be a number' }).int('index must be a whole number').min(0, 'index must be 0 or more').max(100_000),
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The {service} of the URL, once checked against the registry. */
      collection: CollectionKey;
    }
  }
}

export function adminPortfolioRouter(store: PortfolioStorage): Router {
  const router = Router();
  const json = express.json({ limit: JSON_LIMIT, strict: true });

  const collection: RequestHandler = (req, res, next) => {
    const service = String(req.params.service);
    if (!isCollectionKey(service)) return res.status(404).json({ error: `Unknown portfolio service "${service}"` });
    res.locals.collection = service;
    next();
  };

  const jsonOnly: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) return res.status(415).json({ error: 'Send the item as application/json' });
    next();
  };

  router.get('/api/admin/portfolio', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const data = await store.readAll();
    res.json(Object.fromEntries(collectionKeys.map((k) => [k, data[k]])));
  });

  router.post('/api/portfolio/:service', requireAdmin, collection, jsonOnly, json, async (req, res) => {
    const parsed = newItem.safeParse(req.body);
    if (!parsed.success) return res.status(400).json(refusal(parsed.error));
    const item = await store.add(res.locals.collection, parsed.data);
    res.status(201).json(item);
  });

  // A batch (a shoot's photos): every item checked, then all put first in the order given, in one write.
  router.post('/api/portfolio/:service/batch', requireAdmin, collection, jsonOnly, json, async (req, res) => {
    const list: unknown = (req.body as { items?: unknown } | undefined)?.items;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BATCH_ITEMS) {
      return res.status(400).json({ error: `items must be a list of 1 to ${MAX_BATCH_ITEMS} items` });
    }
    const parsed = list.map((item) => newItem.safeParse(item));
    const failures = parsed.flatMap((p, index) => (p.success ? [] : [{ index, error: p.error }]));
    if (failures.length) {
      return res.status(400).json({
        error: `Item ${failures[0]!.index + 1}: ${firstIssue(failures[0]!.error)}`,
        items: Object.fromEntries(failures.map((f) => [f.index, fieldErrors(f.error)])),
      });
    }
    const items = await store.addMany(
      res.locals.collection,
      parsed.flatMap((p) => (p.success ? [p.data] : [])),
    );
    res.status(201).json({ items });
  });

  router.put('/api/portfolio/:service/order', requireAdmin, collection, jsonOnly, json, async (req, res) => {
    const parsed = orderSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: firstIssue(parsed.error) });
    const list = await store.reorder(res.locals.collection, parsed.data.ids);
    if (!list) return res.status(400).json({ error: 'ids must list every item of the service exactly once' });
    res.json(list);
  });

  // Undo of a delete: the item as it was (same id and fields), back at its old index.
  router.post('/api/portfolio/:service/restore', requireAdmin, collection, jsonOnly, json, async (req, res) => {
    const body = restoreBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: firstIssue(body.error) });
    const parsed = existingItem.safeParse(body.data.item);
    if (!parsed.success) return res.status(400).json(refusal(parsed.error));
    const item = await store.restore(res.locals.collection, parsed.data, body.data.index);
    if (!item) return res.status(409).json({ error: `An item with id "${parsed.data.id}" is already in ${res.locals.collection}` });
    res.status(201).json(item);
  });

  router.put('/api/portfolio/:service', requireAdmin, collection, jsonOnly, json, async (req, res) => {
    const parsed = existingItem.safeParse(req.body);
    if (!parsed.success) return res.status(400).json(refusal(parsed.error));
    const item = await store.update(res.locals.collection, parsed.data);
    if (!item) return res.status(404).json({ error: `No item with id "${parsed.data.id}" in ${res.locals.collection}` });
    res.json(item);
  });

  router.delete('/api/portfolio/:service/:itemId', requireAdmin, collection, async (req, res) => {
    const id = String(req.params.itemId);
    // No stored id holds a control character (a NUL would reach PostgreSQL): such an id names no item.
    const removed = isStorableText(id) && (await store.remove(res.locals.collection, id));
    if (!removed) return res.status(404).json({ error: `No item with id "${id}" in ${res.locals.collection}` });
    res.json({ deleted: id });
  });

  // Body parser errors, as clear JSON.
  const onError: ErrorRequestHandler = (err: { type?: unknown } | undefined, _req, res, next) => {
    if (err?.type === 'entity.parse.failed') return res.status(400).json({ error: 'Body must be valid JSON' });
    if (err?.type === 'entity.too.large') return res.status(413).json({ error: 'Body is larger than 100 KB' });
    next(err);
  };
  router.use(onError);
  return router;
}
