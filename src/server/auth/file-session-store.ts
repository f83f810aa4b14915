// A small persistent express-session store: one JSON file per session under DATA_DIR/sessions, so a
// restart does not sign the admin out. File names are hashes of the session id (never the id itself).
//
// Only admins have sessions (a refused or anonymous visitor gets none: auth/github.ts), so the store is small. An
// index in memory, read from the folder once at start, keeps the sessions in the order they were last used, by
// account: past its cap an account's own oldest session goes, in constant time, so nobody else's sign-ins can sign
// an admin out; the store-wide cap is a backstop far above real use.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import session from 'express-session';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** Past these, the oldest go first: an account's own (a browser per device is a handful), then anyone's. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;
export const MAX_SESSIONS = 1000;

interface Record {
  expires: number;
  data: session.SessionData;
}

interface Entry {
  expires: number;
  account: string;
}

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

/** The signed-in account a session belongs to (passport keeps it under passport.user). */
function accountOf(data: session.SessionData): string {
  const user = (data as { passport?: { user?: { id?: unknown } } }).passport?.user;
  return typeof user?.id === 'string' ? user.id : '';
}

export class FileSessionStore extends session.Store {
  private readonly dir: string;
  private readonly timer: NodeJS.Timeout;
  /** Session file -> its expiry and account, least recently set first. */
  private readonly index = new Map<string, Entry>();
  /** Account -> its session files, least recently set first. */
  private readonly byAccount = new Map<string, Set<string>>();
  private readonly scanned: Promise<void>;

  constructor(
    dataDir: string,
    private readonly maxSessions = MAX_SESSIONS,
    private readonly maxPerAccount = MAX_SESSIONS_PER_ACCOUNT,
  ) {
    super();
    this.dir = path.join(dataDir, 'sessions');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    this.scanned = this.scan();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  private file(sid: string) {
    return path.join(this.dir, `${createHash('sha256').update(sid).digest('hex')}.json`);
  }

  private expiry(data: session.SessionData) {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  private async readRecord(file: string): Promise<Record | undefined> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as Record;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
      throw error;
    }
  }

  private remember(file: string, entry: Entry) {
    this.forget(file);
    this.index.set(file, entry);
    let files = this.byAccount.get(entry.account);
    if (!files) this.byAccount.set(entry.account, (files = new Set()));
    files.add(file);
    // Evictions take the first entry of an insertion-ordered map or set: constant time.
    if (files.size > this.maxPerAccount) this.evict(files.values().next().value!);
    if (this.index.size > this.maxSessions) this.evict(this.index.keys().next().value!);
  }

  private forget(file: string) {
    const entry = this.index.get(file);
    if (!entry) return;
    this.index.delete(file);
    const files = this.byAccount.get(entry.account);
    files?.delete(file);
    if (files?.size === 0) this.byAccount.delete(entry.account);
  }

  private evict(file: string) {
    this.forget(file);
    void unlink(file).catch(() => undefined);
  }

  override get(sid: string, cb: Callback<session.SessionData | null>) {
    const file = this.file(sid);
    this.scanned
      .then(() => this.readRecord(file))
      .then(
        (record) => {
          if (!record || !this.index.has(file)) return cb(undefined, null);
          if (record.expires <= Date.now()) {
            this.evict(file);
            return cb(undefined, null);
          }
          cb(undefined, record.data);
        },
        (error) => cb(error),
      );
  }

  override set(sid: string, data: session.SessionData, cb: Callback = () => {}) {
    const target = this.file(sid);
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const record: Record = { expires: this.expiry(data), data };
    this.scanned
      .then(async () => {
        await writeFile(tmp, JSON.stringify(record), { mode: 0o600 });
        await rename(tmp, target);
        this.remember(target, { expires: record.expires, account: accountOf(data) });
      })
      .then(
        () => cb(),
        (error) => {
          void unlink(tmp).catch(() => undefined);
          cb(error);
        },
      );
  }

  override touch(sid: string, data: session.SessionData, cb: Callback = () => {}) {
    this.set(sid, data, cb);
  }

  override destroy(sid: string, cb: Callback = () => {}) {
    const file = this.file(sid);
    this.forget(file);
    unlink(file).then(
      () => cb(),
      (error) => cb((error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : error),
    );
  }

  /** Reads the folder once: the index of live sessions, oldest first; expired, unreadable and stray temp files go. */
  private async scan(): Promise<void> {
    const now = Date.now();
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const live: { file: string; mtime: number; entry: Entry }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info) continue;
      if (name.endsWith('.tmp')) {
        // A temp file older than a minute belongs to a write that never finished.
        if (now - info.mtimeMs > 60_000) await unlink(file).catch(() => undefined);
        continue;
      }
      const record = await this.readRecord(file).catch(() => undefined);
      if (!record || record.expires <= now) await unlink(file).catch(() => undefined);
      else live.push({ file, mtime: info.mtimeMs, entry: { expires: record.expires, account: accountOf(record.data) } });
    }
    live.sort((a, b) => a.mtime - b.mtime);
    for (const { file, entry } of live) this.remember(file, entry);
  }

  /** Removes expired sessions, from the index (no file is read); hourly. */
  async sweep(): Promise<void> {
    await this.scanned;
    const now = Date.now();
    for (const [file, entry] of this.index) if (entry.expires <= now) this.evict(file);
  }

  /** Sessions held now (tests, the soak). */
  get size() {
    return this.index.size;
  }

  close() {
    clearInterval(this.timer);
  }
}
