// Content records in a file beside the portfolio store (db.json -> db.content.json), with the same rules: this
// process is its only writer, reads come from memory, and a save is answered once the file is fsynced. A record
// that no longer passes its schema (a hand edit) is left out when the file is read, and logged.
import { CONTENT_HISTORY, contentTypes, isContentId, isContentType, type ContentRecord, type ContentType } from '#shared/content-records';
import type { Log } from '../log';
import { besideStore, DurableJson } from './durable-json';
import type { ContentExtra, ContentSaveResult, ContentStorage } from './store';

interface Entry {
  current: ContentRecord;
  /** Newest first. */
  earlier: ContentRecord[];
}
type ContentFile = Record<string, Entry>;

const keyOf = (type: ContentType, id: string) => `${type}/${id}`;

export const contentFileFor = (dbFile: string): string => besideStore(dbFile, 'content');

/** A stored record, if it is one of a known type and id whose data passes its schema now. */
export function validRecord(raw: unknown): ContentRecord | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Partial<ContentRecord>;
  if (typeof r.type !== 'string' || !isContentType(r.type) || typeof r.id !== 'string' || !isContentId(r.type, r.id)) return undefined;
  if (!Number.isSafeInteger(r.version) || (r.version ?? 0) < 1 || typeof r.savedAt !== 'string' || typeof r.savedBy !== 'string') {
    return undefined;
  }
  const { schema } = contentTypes[r.type];
  const data = schema.safeParse(r.data);
  const draft = r.draft === undefined ? undefined : schema.safeParse(r.draft);
  if (!data.success || (draft && !draft.success)) return undefined;
  return { ...(r as ContentRecord), data: data.data, ...(draft ? { draft: draft.data } : {}) };
}

/** A new version of a record, as both stores write it. */
export function contentVersion<T extends ContentType>(
  type: T,
  id: string,
  version: number,
  data: ContentRecord<T>['data'],
  savedBy: string,
  { draft, event }: ContentExtra<T>,
): ContentRecord<T> {
  return {
    type,
    id,
    version,
    data,
    ...(draft === undefined ? {} : { draft }),
    ...(event ? { event } : {}),
    savedAt: new Date().toISOString(),
    savedBy,
  };
}

export class ContentStore implements ContentStorage {
  private readonly store: DurableJson<ContentFile>;

  constructor(file: string, log: Log) {
    this.store = new DurableJson<ContentFile>(file, log, {
      area: 'content',
      empty: () => ({}),
      parse: (raw) => {
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('top level is not an object');
        const entries: ContentFile = {};
        for (const [key, value] of Object.entries(raw as Record<string, Partial<Entry>>)) {
          const current = validRecord(value?.current);
          if (!current || key !== keyOf(current.type, current.id)) {
            log.error({ area: 'content', key }, 'a content record does not pass its schema: it is left out');
            continue;
          }
          const earlier = (Array.isArray(value.earlier) ? value.earlier : []).map(validRecord).filter((r) => r !== undefined);
          entries[key] = { current, earlier };
        }
        return entries;
      },
    });
  }

  open(): Promise<void> {
    return this.store.open();
  }

  async list(): Promise<ContentRecord[]> {
    await this.store.open();
    return Object.values(this.store.data).map((e) => e.current);
  }

  async get<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T> | undefined> {
    await this.store.open();
    return this.store.data[keyOf(type, id)]?.current as ContentRecord<T> | undefined;
  }

  save<T extends ContentType>(
    type: T,
    id: string,
    data: ContentRecord<T>['data'],
    baseVersion: number,
    savedBy: string,
    extra: ContentExtra<T> = {},
  ) {
    return this.store.change<ContentSaveResult<T>>((file) => {
      const key = keyOf(type, id);
      const entry = file[key];
      const version = entry?.current.version ?? 0;
      if (version !== baseVersion) return { data: file, result: { conflict: (entry?.current ?? null) as ContentRecord<T> | null } };
      const saved = contentVersion(type, id, version + 1, data, savedBy, extra);
      const earlier = entry ? [entry.current, ...entry.earlier].slice(0, CONTENT_HISTORY) : [];
      return { data: { ...file, [key]: { current: saved, earlier } }, result: { saved } };
    });
  }

  async history<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T>[]> {
    await this.store.open();
    return (this.store.data[keyOf(type, id)]?.earlier ?? []) as ContentRecord<T>[];
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
