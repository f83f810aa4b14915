// OAuth states spent on a callback, in PostgreSQL, so a state is good once across every instance.
import type { UsedStates } from '../auth/oauth-state';
import type { Database } from './database';

export class PgUsedStates implements UsedStates {
  constructor(private readonly db: Database) {}

  async claim(stateHash: string, expiresAt: number): Promise<boolean> {
    await this.db.pool.query('DELETE FROM oauth_states_used WHERE expires_at < now()');
    const { rowCount } = await this.db.pool.query(
      'INSERT INTO oauth_states_used (state_hash, expires_at) VALUES ($1, to_timestamp($2 / 1000.0)) ON CONFLICT DO NOTHING',
      [stateHash, expiresAt],
    );
    return rowCount === 1;
  }
}
