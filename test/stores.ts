// The two stores an app can run over, for the suites that must hold on both: files (the default) and PostgreSQL
// (DATABASE_URL), on one throwaway cluster per test file, started at the first PostgreSQL app.
import { siteDatabase, startPostgres, type TestPostgres } from './postgres';
import { tempSite } from './temp-site';

export const STORES = ['files', 'postgres'] as const;
export type StoreKind = (typeof STORES)[number];

let cluster: Promise<TestPostgres> | undefined;

/** The environment of an app over `kind`: a throwaway site, and for PostgreSQL a new database holding its portfolio. */
export async function storeEnv(kind: StoreKind): Promise<Record<string, string>> {
  const site = tempSite();
  if (kind === 'files') return site.env;
  cluster ??= startPostgres();
  return { ...site.env, DATABASE_URL: await siteDatabase(await cluster, site) };
}
