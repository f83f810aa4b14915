// Web-vitals samples in PostgreSQL, one row per report, under the file store's rules: the last MAX_SAMPLES per
// route and metric, none older than MAX_AGE_DAYS, at most MAX_ROUTES routes; a report id filed again replaces its
// sample. The summary is computed as the file store computes it (summarise).
import type { MetricName } from '#shared/vitals';
import {
  MAX_AGE_DAYS,
  MAX_ROUTES,
  MAX_SAMPLES,
  summarise,
  type Routes,
  type VitalsStorage,
  type VitalsSummary,
} from '../vitals/vitals-store';
import type { Database } from './database';

export class PgVitalsStore implements VitalsStorage {
  constructor(private readonly db: Database) {}

  async add(route: string, name: MetricName, value: number, id?: string): Promise<void> {
    await this.db.transaction(async (client) => {
      const known = await client.query('SELECT 1 FROM vitals_samples WHERE route = $1 LIMIT 1', [route]);
      if (!known.rowCount) {
        // Unknown paths cannot grow the table without bound: the route with the oldest last report goes.
        await client.query(
          `DELETE FROM vitals_samples WHERE route IN (
             SELECT route FROM vitals_samples GROUP BY route
             HAVING (SELECT count(DISTINCT route) FROM vitals_samples) >= $1
             ORDER BY max(at) LIMIT 1)`,
          [MAX_ROUTES],
        );
      }
      await client.query(
        `INSERT INTO vitals_samples (route, metric, at, value, report_id) VALUES ($1, $2, now(), $3, $4)
         ON CONFLICT (route, metric, report_id) WHERE report_id IS NOT NULL DO UPDATE SET at = excluded.at, value = excluded.value`,
        [route, name, value, id ?? null],
      );
      await client.query(
        `DELETE FROM vitals_samples WHERE route = $1 AND metric = $2 AND (at < now() - $3 * interval '1 day' OR ctid IN (
           SELECT ctid FROM vitals_samples WHERE route = $1 AND metric = $2 ORDER BY at DESC OFFSET $4))`,
        [route, name, MAX_AGE_DAYS, MAX_SAMPLES],
      );
    });
  }

  async summary(): Promise<VitalsSummary> {
    const { rows } = await this.db.pool.query<{ route: string; metric: MetricName; at: Date; value: number }>(
      `SELECT route, metric, at, value FROM vitals_samples WHERE at >= now() - $1 * interval '1 day' ORDER BY at`,
      [MAX_AGE_DAYS],
    );
    const routes: Routes = {};
    for (const row of rows) ((routes[row.route] ??= {})[row.metric] ??= []).push([row.at.getTime(), row.value]);
    return summarise(routes, Date.now());
  }

  async close(): Promise<void> {}
}
