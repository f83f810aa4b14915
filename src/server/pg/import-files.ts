// npm run db:import: copies the file store (DB_FILE, its media records beside it, DATA_DIR/admin-accounts.json)
// into PostgreSQL, in one transaction, idempotently. Each collection ends up with the file's items, with the
// file's fields, in the file's order, followed by any items only the database has (kept, in their order); media
// records and account bindings are added or brought up to date; a content record is copied with its versions unless
// the database holds the same or a later version of it. A dry run reports the same plan and writes nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { collectionKeys, type CollectionKey } from '#shared/catalog';
import type { MediaRecord } from '#shared/api';
import type { PortfolioItem } from '#shared/portfolio-item';
import { normalise } from '../storage/portfolio-store';
import { mediaFileFor, parseMediaData } from '../storage/media-store';
import { ContentStore, contentFileFor } from '../storage/content-store';
import type { ContentRecord } from '#shared/content-records';
import { announceChange } from './cache-coherence';
import type { Database, Queryable } from './database';

export interface ImportPlan {
  collections: Record<CollectionKey, { add: number; update: number; same: number; onlyInDatabase: number; reordered: boolean }>;
  /** Items the file holds that fail the item schema: not copied. */
  rejected: { collection: string; index: number; reason: string }[];
  media: { add: number; update: number; same: number };
  /** Content records: `same` also counts those the database holds at a later version (kept). */
  content: { add: number; update: number; same: number };
  accounts: { add: number; same: number; conflicting: string[] };
  changed: boolean;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Reads the files, compares them with the database, and (unless `dryRun`) writes the difference. */
export async function importFiles(db: Database, files: { dbFile: string; dataDir: string }, dryRun: boolean): Promise<ImportPlan> {
  if (!existsSync(files.dbFile)) throw new Error(`${files.dbFile} does not exist: nothing to import`);
  const { data, rejected } = normalise(readJson(files.dbFile));
  const mediaFile = mediaFileFor(files.dbFile);
  const media = existsSync(mediaFile) ? parseMediaData(readJson(mediaFile)).media : [];
  const accountsFile = path.join(files.dataDir, 'admin-accounts.json');
  const accounts = existsSync(accountsFile) ? Object.entries(readJson(accountsFile) as Record<string, unknown>) : [];
  const contentFile = contentFileFor(files.dbFile);
  const content: { current: ContentRecord; earlier: ContentRecord[] }[] = [];
  if (existsSync(contentFile)) {
    const store = new ContentStore(contentFile, db.log);
    for (const current of await store.list()) content.push({ current, earlier: await store.history(current.type, current.id) });
  }

  return db.transaction(async (client) => {
    // Writers take this lock per collection; the import takes them all, so no admin write interleaves with it.
    for (const collection of collectionKeys) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portfolio:${collection}`]);
    const plan: ImportPlan = {
      collections: {} as ImportPlan['collections'],
      rejected: rejected.map(({ collection, index, reason }) => ({ collection, index, reason })),
      media: { add: 0, update: 0, same: 0 },
      content: { add: 0, update: 0, same: 0 },
      accounts: { add: 0, same: 0, conflicting: [] },
      changed: false,
    };
    for (const collection of collectionKeys) {
      plan.collections[collection] = await importCollection(client, collection, data[collection], dryRun);
    }
    plan.media = await importMedia(client, media, dryRun);
    plan.content = await importContent(client, content, dryRun);
    plan.accounts = await importAccounts(client, accounts, dryRun);
    const c = Object.values(plan.collections);
    const added = plan.media.add + plan.media.update + plan.content.add + plan.content.update + plan.accounts.add;
    plan.changed = c.some((x) => x.add || x.update || x.reordered) || added > 0;
    if (!dryRun && plan.changed) await announceChange(client);
    return plan;
  });
}

async function importCollection(client: Queryable, collection: CollectionKey, items: PortfolioItem[], dryRun: boolean) {
  const { rows } = await client.query<{ id: string; item: PortfolioItem }>(
    'SELECT id, item FROM portfolio_items WHERE collection = $1 ORDER BY position',
    [collection],
  );
  const existing = new Map(rows.map((r) => [r.id, r.item]));
  const fileIds = new Set(items.map((i) => i.id));
  const order = [...items.map((i) => i.id), ...rows.map((r) => r.id).filter((id) => !fileIds.has(id))];
  const result = {
    add: items.filter((i) => !existing.has(i.id)).length,
    update: items.filter((i) => existing.has(i.id) && !isDeepStrictEqual(existing.get(i.id), i)).length,
    same: items.filter((i) => existing.has(i.id) && isDeepStrictEqual(existing.get(i.id), i)).length,
    onlyInDatabase: order.length - items.length,
    reordered: !isDeepStrictEqual(
      rows.map((r) => r.id),
      order.filter((id) => existing.has(id)),
    ),
  };
  if (dryRun || (!result.add && !result.update && !result.reordered)) return result;
  for (const [position, id] of order.entries()) {
    const item = items.find((i) => i.id === id) ?? existing.get(id)!;
    await client.query(
      `INSERT INTO portfolio_items (collection, id, position, item) VALUES ($1, $2, $3, $4)
       ON CONFLICT (collection, id) DO UPDATE SET position = excluded.position, item = excluded.item`,
      [collection, id, position, item],
    );
  }
  return result;
}

async function importMedia(client: Queryable, media: MediaRecord[], dryRun: boolean) {
  const { rows } = await client.query<{ id: string; record: MediaRecord }>('SELECT id, record FROM media WHERE id = ANY($1)', [
    media.map((m) => m.id),
  ]);
  const existing = new Map(rows.map((r) => [r.id, r.record]));
  const changed = media.filter((m) => !isDeepStrictEqual(existing.get(m.id), m));
  if (!dryRun) {
    for (const m of changed) {
      await client.query(
        `INSERT INTO media (id, record, uploaded_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET record = excluded.record, uploaded_at = excluded.uploaded_at`,
        [m.id, m, m.uploadedAt],
      );
    }
  }
  const add = changed.filter((m) => !existing.has(m.id)).length;
  return { add, update: changed.length - add, same: media.length - changed.length };
}

async function importContent(client: Queryable, entries: { current: ContentRecord; earlier: ContentRecord[] }[], dryRun: boolean) {
  const result = { add: 0, update: 0, same: 0 };
  for (const { current, earlier } of entries) {
    const { rows } = await client.query<{ version: number }>('SELECT version FROM content_records WHERE type = $1 AND id = $2 FOR UPDATE', [
      current.type,
      current.id,
    ]);
    const there = rows[0]?.version;
    if (there !== undefined && there >= current.version) {
      result.same++;
      continue;
    }
    result[there === undefined ? 'add' : 'update']++;
    if (dryRun) continue;
    await client.query(
      `INSERT INTO content_records (type, id, version, record) VALUES ($1, $2, $3, $4)
       ON CONFLICT (type, id) DO UPDATE SET version = excluded.version, record = excluded.record`,
      [current.type, current.id, current.version, current],
    );
    for (const version of earlier) {
      await client.query(
        'INSERT INTO content_versions (type, id, version, record) VALUES ($1, $2, $3, $4) ON CONFLICT (type, id, version) DO NOTHING',
        [version.type, version.id, version.version, version],
      );
    }
  }
  return result;
}

/** A login already bound in the database to another account keeps that binding (reported, never overwritten). */
async function importAccounts(client: Queryable, accounts: [string, unknown][], dryRun: boolean) {
  const valid = accounts.filter((e): e is [string, string] => typeof e[1] === 'string');
  const { rows } = await client.query<{ login: string; github_id: string }>(
    'SELECT login, github_id FROM admin_accounts WHERE login = ANY($1)',
    [valid.map(([login]) => login)],
  );
  const bound = new Map(rows.map((r) => [r.login, r.github_id]));
  const add = valid.filter(([login]) => !bound.has(login));
  if (!dryRun) {
    for (const [login, id] of add) {
      await client.query('INSERT INTO admin_accounts (login, github_id) VALUES ($1, $2) ON CONFLICT (login) DO NOTHING', [login, id]);
    }
  }
  return {
    add: add.length,
    same: valid.filter(([login, id]) => bound.get(login) === id).length,
    conflicting: valid.filter(([login, id]) => bound.has(login) && bound.get(login) !== id).map(([login]) => login),
  };
}
