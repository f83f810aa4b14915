// A small persistent express-session store: one JSON file per session under DATA_DIR/sessions, so a
// restart does not sign the admin out. File names are hashes of the session id (never the id itself).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import session from 'express-session';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Sessions exist only for signed-in people, so this is far above real use; past it the oldest go first. */
export const MAX_SESSIONS = 1000;

interface Record {
  expires: number;
  data: session.SessionData;
}

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

export class FileSessionStore extends session.Store {
  private readonly dir: string;
  private readonly timer: NodeJS.Timeout;

  /** Session files on disk, kept roughly (pruning recounts them). */
  private count = 0;

  constructor(
    dataDir: string,
    private readonly maxSessions = MAX_SESSIONS,
  ) {
    super();
    this.dir = path.join(dataDir, 'sessions');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    this.timer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.timer.unref();
    void this.prune();
  }

  private file(sid: string) {
    return path.join(this.dir, `${createHash('sha256').update(sid).digest('hex')}.json`);
  }

  private expiry(data: session.SessionData) {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  private async readRecord(sid: string): Promise<Record | undefined> {
    try {
      return JSON.parse(await readFile(this.file(sid), 'utf8')) as Record;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
      throw error;
    }
  }

  override get(sid: string, cb: Callback<session.SessionData | null>) {
    this.readRecord(sid).then(
      async (record) => {
        if (!record) return cb(undefined, null);
        if (record.expires <= Date.now()) {
          await unlink(this.file(sid)).catch(() => undefined);
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
    stat(target)
      .then(
        () => false,
        () => true,
      )
      .then(async (isNew) => {
        await writeFile(tmp, JSON.stringify(record), { mode: 0o600 });
        await rename(tmp, target);
        if (isNew && ++this.count > this.maxSessions) void this.prune();
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
    unlink(this.file(sid)).then(
      () => {
        this.count = Math.max(0, this.count - 1);
        cb();
      },
      (error) => cb((error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : error),
    );
  }

  /** Deletes expired sessions (and stray temp files), then the oldest past the cap; runs at start, hourly and when the cap is passed. */
  async prune(): Promise<void> {
    const now = Date.now();
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const live: { file: string; mtime: number }[] = [];
    for (const name of names) {
      const full = path.join(this.dir, name);
      const info = await stat(full).catch(() => undefined);
      if (!info) continue;
      if (name.endsWith('.tmp')) {
        // A temp file older than a minute belongs to a write that never finished.
        if (now - info.mtimeMs > 60_000) await unlink(full).catch(() => undefined);
        continue;
      }
      try {
        const record = JSON.parse(await readFile(full, 'utf8')) as Record;
        if (record.expires <= now) await unlink(full);
        else live.push({ file: full, mtime: info.mtimeMs });
      } catch {
        await unlink(full).catch(() => undefined);
      }
    }
    live.sort((a, b) => a.mtime - b.mtime);
    const excess = live.splice(0, Math.max(0, live.length - this.maxSessions));
    await Promise.all(excess.map((s) => unlink(s.file).catch(() => undefined)));
    this.count = live.length;
  }

  close() {
    clearInterval(this.timer);
  }
}
