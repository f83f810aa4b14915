// Each allowed login's GitHub account id in PostgreSQL, so every instance refuses the same renamed account, and a
// login bound on one instance is an admin on all of them. The first sign-in wins, on whichever instance it lands.
import type { AccountBindings } from '../auth/admin-accounts';
import type { Database } from './database';

export class PgAccountBindings implements AccountBindings {
  constructor(private readonly db: Database) {}

  async get(login: string): Promise<string | undefined> {
    const { rows } = await this.db.pool.query<{ github_id: string }>('SELECT github_id FROM admin_accounts WHERE login = $1', [login]);
    return rows[0]?.github_id;
  }

  async bind(login: string, id: string): Promise<string> {
    await this.db.pool.query('INSERT INTO admin_accounts (login, github_id) VALUES ($1, $2) ON CONFLICT (login) DO NOTHING', [login, id]);
    return (await this.get(login))!;
  }
}
