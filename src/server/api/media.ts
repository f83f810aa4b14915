// The media library's API, admin only (mutations passed the CSRF check before reaching here):
// GET /api/admin/media lists every upload with where it is used; PATCH sets its alt text and focal point;
// DELETE removes an unused one with its files and variants, and refuses (409) one that an item shows.
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import { fieldText } from '#shared/well-formed';
import { byCollection, collectionKeys } from '#shared/catalog';
import type { MediaEntry, MediaRecord, MediaUsage } from '#shared/api';
import { firstIssue, ITEM_FIELDS } from '#shared/portfolio-item';
import { requireAdmin } from '../auth/require-admin';
import type { PortfolioStorage } from '../storage/store';
import { uploadIdOf, uploadUrls } from '../storage/media-files';

const ID = /^[0-9a-f]{32}$/;

const patchBody = z
  .object({
    alt: fieldText(ITEM_FIELDS.alt.label, 'alt must be text')
      .trim()
      .max(ITEM_FIELDS.alt.max, `${ITEM_FIELDS.alt.label} must be at most ${ITEM_FIELDS.alt.max} characters`)
      .optional(),
    focal: z
      .object({
        x: z.number({ error: 'focal.x must be a number' }).min(0, 'focal.x must be 0 to 100').max(100, 'focal.x must be 0 to 100'),
        y: z.number({ error: 'focal.y must be a number' }).min(0, 'focal.y must be 0 to 100').max(100, 'focal.y must be 0 to 100'),
      })
      .nullable()
      .optional(),
  })
  .strict();

/** Where each upload appears, by upload id. */
async function usage(portfolio: PortfolioStorage): Promise<Map<string, MediaUsage[]>> {
  const [data, records] = await Promise.all([portfolio.read(), portfolio.media.list()]);
  const byId = new Map(records.map((r) => [r.id, r]));
  const out = new Map<string, MediaUsage[]>();
  for (const collection of collectionKeys) {
    for (const item of data[collection]) {
      for (const field of ['src', 'thumbnail'] as const) {
        const url = item[field];
        if (!url || (field === 'src' && item.type !== 'image')) continue;
        const entry = byId.get(uploadIdOf(url) ?? '');
        if (!entry || !uploadUrls(entry).includes(url)) continue;
        out.set(entry.id, [...(out.get(entry.id) ?? []), { collection, itemId: item.id, title: item.title, field }]);
      }
    }
  }
  return out;
}

const entryOf = (record: MediaRecord, used: Map<string, MediaUsage[]>): MediaEntry => ({ ...record, usedBy: used.get(record.id) ?? [] });

/** "“Dusk at Leaside” (Photography) and 2 more" */
function describeUsage(usedBy: MediaUsage[]): string {
  const [first, ...rest] = usedBy;
  if (!first) return '';
  const name = `“${first.title}” (${byCollection(first.collection)?.label ?? first.collection})`;
  return rest.length ? `${name} and ${rest.length} more` : name;
}

/** `onChange` runs after a change that pages may show (a focal point, alt text), e.g. to empty the HTML cache. */
export function mediaRouter(portfolio: PortfolioStorage, onChange: () => void = () => undefined): Router {
  const router = Router();
  const media = portfolio.media;
  const json = express.json({ limit: '10kb', strict: true });

  const known: RequestHandler = async (req, res, next) => {
    const id = String(req.params.id);
    if (!ID.test(id) || !(await media.get(id))) return res.status(404).json({ error: `No uploaded image with id "${id}"` });
    next();
  };

  router.get('/api/admin/media', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const used = await usage(portfolio);
    res.json({ media: (await media.list()).map((m) => entryOf(m, used)) });
  });

  const jsonOnly: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) return res.status(415).json({ error: 'Send the change as application/json' });
    next();
  };

  router.patch('/api/admin/media/:id', requireAdmin, known, jsonOnly, json, async (req, res) => {
    const parsed = patchBody.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: firstIssue(parsed.error) });
    const updated = await media.update(String(req.params.id), parsed.data);
    if (!updated) return res.status(404).json({ error: 'No such uploaded image' });
    onChange();
    res.json(entryOf(updated, await usage(portfolio)));
  });

  router.delete('/api/admin/media/:id', requireAdmin, known, async (req, res) => {
    const id = String(req.params.id);
    const usedBy = (await usage(portfolio)).get(id) ?? [];
    if (usedBy.length) {
      return res.status(409).json({ error: `This image is used by ${describeUsage(usedBy)}. Remove it from there first.`, usedBy });
    }
    await media.remove(id);
    res.json({ deleted: id });
  });

  const onError: ErrorRequestHandler = (err: { type?: unknown } | undefined, _req, res, next) => {
    if (err?.type === 'entity.parse.failed') return res.status(400).json({ error: 'Body must be valid JSON' });
    if (err?.type === 'entity.too.large') return res.status(413).json({ error: 'Body is larger than 10 KB' });
    next(err);
  };
  router.use(onError);

  return router;
}
