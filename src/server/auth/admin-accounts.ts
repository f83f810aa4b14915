// Who may use the admin. A login alone is not an identity: GitHub lets anyone rename an account to a login that
// was freed or differs only in case. So each allowed login is bound to the immutable account id that first
// signs in with it (kept in DATA_DIR/admin-accounts.json, or in PostgreSQL), and a later sign-in by another id is refused.
// ADMIN_GITHUB_IDS names accounts by id directly, for deployments that know them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../log';

export type AdminDecision = { admin: true } | { admin: false; reason: 'not-allowed' | 'account-mismatch' };

/** Where each allowed login's account id is kept: a file (one instance) or PostgreSQL (pg/pg-admin-bindings.ts). */
export interface AccountBindings {
  /** The account id this login is bound to, if any. */
  get(login: string): Promise<string | undefined>;
  /** Binds the login to this id unless it is bound already; resolves with the id it is bound to. */
  bind(login: string, id: string): Promise<string>;
}

/** The bindings in DATA_DIR/admin-accounts.json, read once and kept in memory (this process is the only writer). */
export class FileAccountBindings implements AccountBindings {
  private readonly file: string;
  private readonly bound: Map<string, string>;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.file = path.join(dataDir, 'admin-accounts.json');
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

  get(login: string): Promise<string | undefined> {
    return Promise.resolve(this.bound.get(login));
  }

  async bind(login: string, id: string): Promise<string> {
    const owner = this.bound.get(login);
    if (owner) return owner;
    this.bound.set(login, id);
    await this.save();
    return id;
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

export class AdminAccounts {
  private readonly logins: Set<string>;
  private readonly ids: Set<string>;

  constructor(
    private readonly bindings: AccountBindings,
    config: { adminLogins: string[]; adminIds: string[] },
    private readonly log: Log,
  ) {
    this.logins = new Set(config.adminLogins.map((l) => l.toLowerCase()));
    this.ids = new Set(config.adminIds);
  }

  /** For a session on every request: no writes, no binding. */
  async check(id: string, login: string): Promise<AdminDecision> {
    if (this.ids.has(id)) return { admin: true };
    const key = login.toLowerCase();
    if (!this.logins.has(key)) return { admin: false, reason: 'not-allowed' };
    const owner = await this.bindings.get(key);
    return owner === id ? { admin: true } : { admin: false, reason: owner ? 'account-mismatch' : 'not-allowed' };
  }

  /** At sign-in: an allowed login seen for the first time is bound to this account id. */
  async signIn(id: string, login: string): Promise<AdminDecision> {
    const key = login.toLowerCase();
    if (!this.ids.has(id) && this.logins.has(key) && !(await this.bindings.get(key))) {
      const owner = await this.bindings.bind(key, id);
      if (owner === id)
        this.log.info({ area: 'auth', login: key, githubId: id }, 'admin login bound to its GitHub account id at first sign-in');
    }
    const decision = await this.check(id, login);
    if (!decision.admin && decision.reason === 'account-mismatch') {
      this.log.warn(
        { area: 'auth', login: key, githubId: id, boundTo: await this.bindings.get(key) },
        'refused: an allowed login signed in from a different GitHub account',
      );
    }
    return decision;
  }
}
