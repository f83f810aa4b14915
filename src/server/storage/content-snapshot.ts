// The content records as pages read them: every record held in memory, read again from the store after each save
// and each change another instance announces, never per request. A burst of refreshes (a burst of another
// instance's writes) shares its reads: one runs, and at most one more after it, which sees every change made
// before it was asked for.
import type { ContentRecord, ContentType } from '#shared/content-records';
import type { ContentReader } from '#shared/load-context';
import type { ContentStorage } from './store';

const keyOf = (type: ContentType, id: string) => `${type}/${id}`;

export class ContentSnapshot implements ContentReader {
  private records = new Map<string, ContentRecord>();
  private reading?: Promise<void>;
  private again?: Promise<void>;
  private store?: ContentStorage;

  /** `onRead` runs after each read, with the records now held. */
  constructor(private readonly onRead: (records: readonly ContentRecord[]) => void = () => undefined) {}

  /** Where the records are kept, once the state is open. */
  readFrom(store: ContentStorage): void {
    this.store = store;
  }

  /** Reads every record again; resolves once the snapshot holds them. */
  refresh(): Promise<void> {
    const { store } = this;
    if (!store) return Promise.resolve();
    if (!this.reading) {
      this.reading = this.read(store).finally(() => (this.reading = undefined));
      return this.reading;
    }
    this.again ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.again = undefined;
        return this.refresh();
      });
    return this.again;
  }

  private async read(store: ContentStorage): Promise<void> {
    const records = await store.list();
    this.records = new Map(records.map((r) => [keyOf(r.type, r.id), r]));
    this.onRead(records);
  }

  list(): ContentRecord[] {
    return [...this.records.values()];
  }

  get<T extends ContentType>(type: T, id: string): Promise<ContentRecord<T> | undefined> {
    return Promise.resolve(this.records.get(keyOf(type, id)) as ContentRecord<T> | undefined);
  }
}
