-- Up Migration
-- Content records the owner edits besides the portfolio (src/shared/content-records.ts): the current version of
-- each, and the versions it replaced. A save updates the row only where its version is the one the editor started
-- from, so a save from an older version is refused on any instance.
CREATE TABLE content_records (
  type text NOT NULL,
  id text NOT NULL,
  version integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (type, id)
);
CREATE TABLE content_versions (
  type text NOT NULL,
  id text NOT NULL,
  version integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (type, id, version)
);

-- Down Migration
DROP TABLE content_versions;
DROP TABLE content_records;
