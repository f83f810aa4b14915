// The media library's records in PostgreSQL; the files stay in UPLOADS_DIR, a volume every instance mounts, so any
// instance serves an upload another one took. On open the records are reconciled with that folder, as the file
// store does (an upload whose record a killed process never wrote gets one). Changes pages may show are announced.
import type { MediaPatch, MediaRecord } from '#shared/api';
import type { MediaLibrary } from '../storage/store';
import { patched, reconcileUploads, removeUploadFiles } from '../storage/media-files';
import type { CacheCoherence } from './cache-coherence';
import type { Database } from './database';

const UPSERT = `INSERT INTO media (id, record, uploaded_at) VALUES ($1, $2, $3)
  ON CONFLICT (id) DO UPDATE SET record = excluded.record, uploaded_at = excluded.uploaded_at`;

export class PgMediaStore implements MediaLibrary {
  private opening?: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly coherence: CacheCoherence,
    private readonly uploadsDir?: string,
  ) {}

  open(): Promise<void> {
    this.opening ??= this.reconcile();
    return this.opening;
  }

  private async reconcile() {
    if (!this.uploadsDir) return;
    const result = await reconcileUploads(this.uploadsDir, await this.list(), this.db.log);
    if (!result || (!result.found.length && !result.gone.length)) return;
    await this.db.transaction(async (client) => {
      // ON CONFLICT DO NOTHING: another instance starting at the same time may have found the same uploads.
      for (const r of result.found) {
        await client.query('INSERT INTO media (id, record, uploaded_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
          r.id,
          r,
          r.uploadedAt,
        ]);
      }
      if (result.gone.length) await client.query('DELETE FROM media WHERE id = ANY($1)', [result.gone]);
    });
    this.db.log.info(
      { area: 'media', added: result.found.length, dropped: result.gone.length },
      'media library reconciled with the uploads folder',
    );
  }

  async list(): Promise<MediaRecord[]> {
    const { rows } = await this.db.pool.query<{ record: MediaRecord }>('SELECT record FROM media ORDER BY uploaded_at DESC, id');
    return rows.map((r) => r.record);
  }

  async get(id: string): Promise<MediaRecord | undefined> {
    const { rows } = await this.db.pool.query<{ record: MediaRecord }>('SELECT record FROM media WHERE id = $1', [id]);
    return rows[0]?.record;
  }

  /** The records of these ids (for describing the items that show them). */
  async getMany(ids: string[]): Promise<MediaRecord[]> {
    const { rows } = await this.db.pool.query<{ record: MediaRecord }>('SELECT record FROM media WHERE id = ANY($1)', [ids]);
    return rows.map((r) => r.record);
  }

  async add(entry: MediaRecord): Promise<MediaRecord> {
    await this.db.pool.query(UPSERT, [entry.id, entry, entry.uploadedAt]);
    return entry;
  }

  /** A new alt text or focal point changes the pages that show the image: announced like a portfolio write. */
  async update(id: string, patch: MediaPatch): Promise<MediaRecord | undefined> {
    const { next, change } = await this.db.transaction(async (client) => {
      const { rows } = await client.query<{ record: MediaRecord }>('SELECT record FROM media WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) return { next: undefined, change: undefined };
      const next = patched(rows[0].record, patch);
      await client.query('UPDATE media SET record = $2 WHERE id = $1', [id, next]);
      return { next, change: await this.coherence.announce(client) };
    });
    if (change !== undefined) await this.coherence.settled(change);
    return next;
  }

  async remove(id: string): Promise<MediaRecord | undefined> {
    const entry = await this.get(id);
    if (!entry) return undefined;
    if (this.uploadsDir) await removeUploadFiles(this.uploadsDir, id);
    await this.db.pool.query('DELETE FROM media WHERE id = $1', [id]);
    return entry;
  }

  async close(): Promise<void> {
    await this.opening?.catch(() => undefined);
  }
}
