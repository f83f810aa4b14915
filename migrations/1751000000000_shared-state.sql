-- Up Migration
-- Everything that several instances of the site must share (docs/deploy.md, "Several instances").

-- The portfolio: one row per item, ordered by position within its collection. Writes to a collection take a
-- transaction-scoped advisory lock on it, so concurrent adds, reorders and restores from any instance queue up.
CREATE TABLE portfolio_items (
  collection text NOT NULL,
  id text NOT NULL,
  position bigint NOT NULL,
  item jsonb NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX portfolio_items_order ON portfolio_items (collection, position);

-- The media library: one record per upload (the files are on the shared UPLOADS_DIR volume).
CREATE TABLE media (
  id text PRIMARY KEY,
  record jsonb NOT NULL,
  uploaded_at timestamptz NOT NULL
);

-- Sessions, in the table connect-pg-simple expects.
CREATE TABLE session (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX session_expire ON session (expire);

-- Each allowed GitHub login, bound to the account id that first signed in with it.
CREATE TABLE admin_accounts (
  login text PRIMARY KEY,
  github_id text NOT NULL,
  bound_at timestamptz NOT NULL DEFAULT now()
);

-- Rate-limit counters (fixed windows), keyed by bucket and client.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);

-- Web-vitals field samples; a report id is kept once per route and metric.
CREATE TABLE vitals_samples (
  route text NOT NULL,
  metric text NOT NULL,
  at timestamptz NOT NULL,
  value double precision NOT NULL,
  report_id text
);
CREATE INDEX vitals_samples_route ON vitals_samples (route, metric, at);
CREATE UNIQUE INDEX vitals_samples_report ON vitals_samples (route, metric, report_id) WHERE report_id IS NOT NULL;

-- HTML cache coherence: every change that pages may show takes a number from this sequence and is announced
-- with NOTIFY site_changed; each live instance (its LISTEN connection's backend pid) records the last number it
-- has applied, and a write is answered once every live instance has caught up (src/server/pg/cache-coherence.ts).
CREATE SEQUENCE site_changes;
CREATE TABLE cache_peers (
  instance text PRIMARY KEY,
  backend_pid integer NOT NULL,
  seen bigint NOT NULL
);

-- Down Migration
DROP TABLE cache_peers;
DROP SEQUENCE site_changes;
DROP TABLE vitals_samples;
DROP TABLE rate_limits;
DROP TABLE admin_accounts;
DROP TABLE session;
DROP TABLE media;
DROP TABLE portfolio_items;
