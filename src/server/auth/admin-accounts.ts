// Who may use the admin. A login alone is not an identity: GitHub lets anyone rename an account to a login that
// was freed or differs only in case. So each allowed login is bound to the immutable account id that first
// signs in with it (kept in DATA_DIR/admin-accounts.json), and a later sign-in by another id is refused.
// ADMIN_GITHUB_IDS names accounts by id directly, for deployments that know them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../log';

export type AdminDecision = { admin: true } | { admin: false; reason: 'not-allowed' | 'account-mismatch' };

export class AdminAccounts {
  private readonly file: string;
  private readonly bound: Map<string, string>;
  private readonly logins: Set<string>;
  private readonly ids: Set<string>;

  constructor(
    dataDir: string,
    config: { adminLogins: string[]; adminIds: string[] },
    private readonly log: Log,
  ) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.file = path.join(dataDir, 'admin-accounts.json');
    this.logins = new Set(config.adminLogins.map((l) => l.toLowerCase()));
    this.ids = new Set(config.adminIds);
    this.bound = new Map(Object.entries(this.readBindings()));
  }

  private readBindings(): Record<string, string> {
    try {
      const raw: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
      return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      return {};
    }
  }

  /** For a session on every request: no file writes, no binding. */
  check(id: string, login: string): AdminDecision {
    if (this.ids.has(id)) return { admin: true };
    const key = login.toLowerCase();
    if (!this.logins.has(key)) return { admin: false, reason: 'not-allowed' };
    const owner = this.bound.get(key);
    return owner === id ? { admin: true } : { admin: false, reason: owner ? 'account-mismatch' : 'not-allowed' };
  }

  /** At sign-in: an allowed login seen for the first time is bound to this account id. */
  async signIn(id: string, login: string): Promise<AdminDecision> {
    const key = login.toLowerCase();
    if (!this.ids.has(id) && this.logins.has(key) && !this.bound.has(key)) {
      this.bound.set(key, id);
      await this.save();
      this.log.info({ area: 'auth', login: key, githubId: id }, 'admin login bound to its GitHub account id at first sign-in');
    }
    const decision = this.check(id, login);
    if (!decision.admin && decision.reason === 'account-mismatch') {
      this.log.warn(
        { area: 'auth', login: key, githubId: id, boundTo: this.bound.get(key) },
        'refused: an allowed login signed in from a different GitHub account',
      );
    }
    return decision;
  }

  private async save() {
    const tmp = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(Object.fromEntries(this.bound), null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, this.file);
  }
}
