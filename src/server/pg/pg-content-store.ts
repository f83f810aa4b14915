// Content records in PostgreSQL, shared by every instance. A save is one transaction: the row is written only if
// its version is the one the editor started from (a row lock makes two instances' saves queue up), the replaced
// version goes to content_versions, and the change is announced so every instance empties its HTML cache before
// the save is answered.
import { CONTENT_HISTORY, type ContentData, type ContentRecord, type ContentType } from '#shared/content-records';
import { contentVersion, validRecord } from '../storage/content-store';
import type { ContentExtra, ContentSaveResult, ContentStorage } from '../storage/store';
import type { CacheCoherence } from './cache-coherence';
import type { Database } from './database';

export class PgContentStore implements ContentStorage {
  constructor(
    private readonly db: Database,
    private readonly coherence: CacheCoherence,
  ) {}

  open(): Promise<void> {
    return Promise.resolve();
  }

  async list(): Promise<ContentRecord[]> {
    const { rows } = await this.db.pool.query<{ record: unknown }>('SELECT record FROM content_records ORDER BY type, id');
    return rows.map((r) => validRecord(r.record)).filter((r) => r !== undefined);
  }

  async get<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T> | undefined> {
    const { rows } = await this.db.pool.query<{ record: unknown }>('SELECT record FROM content_records WHERE type = $1 AND id = $2', [
      type,
      id,
    ]);
    return validRecord(rows[0]?.record) as ContentRecord<T> | undefined;
  }

  async save<T extends ContentType>(
    type: T,
    id: string,
    data: ContentData[T],
    baseVersion: number,
    savedBy: string,
    extra: ContentExtra<T> = {},
  ) {
    const record = (version: number): ContentRecord<T> => contentVersion(type, id, version, data, savedBy, extra);
    const { result, change } = await this.db.transaction(async (client) => {
      if (baseVersion === 0) {
        const saved = record(1);
        const inserted = await client.query(
          'INSERT INTO content_records (type, id, version, record) VALUES ($1, $2, 1, $3) ON CONFLICT (type, id) DO NOTHING',
          [type, id, saved],
        );
        if (inserted.rowCount) return { result: { saved } as ContentSaveResult<T>, change: await this.coherence.announce(client) };
      }
      const { rows } = await client.query<{ record: ContentRecord<T> }>(
        'SELECT record FROM content_records WHERE type = $1 AND id = $2 FOR UPDATE',
        [type, id],
      );
      const current = rows[0]?.record;
      if (!current || current.version !== baseVersion) return { result: { conflict: current ?? null } as ContentSaveResult<T> };
      const saved = record(baseVersion + 1);
      await client.query('UPDATE content_records SET version = $3, record = $4 WHERE type = $1 AND id = $2', [
        type,
        id,
        saved.version,
        saved,
      ]);
      await client.query('INSERT INTO content_versions (type, id, version, record) VALUES ($1, $2, $3, $4)', [
        type,
        id,
        current.version,
        current,
      ]);
      await client.query('DELETE FROM content_versions WHERE type = $1 AND id = $2 AND version <= $3', [
        type,
        id,
        current.version - CONTENT_HISTORY,
      ]);
      return { result: { saved } as ContentSaveResult<T>, change: await this.coherence.announce(client) };
    });
    if (change !== undefined) await this.coherence.settled(change);
    return result;
  }

  async history<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T>[]> {
    const { rows } = await this.db.pool.query<{ record: unknown }>(
      'SELECT record FROM content_versions WHERE type = $1 AND id = $2 ORDER BY version DESC LIMIT $3',
      [type, id, CONTENT_HISTORY],
    );
    return rows.map((r) => validRecord(r.record)).filter((r) => r !== undefined) as ContentRecord<T>[];
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
