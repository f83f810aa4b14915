#!/usr/bin/env bash
# The cluster tests (and `npm run test:cluster`) start a throwaway PostgreSQL from Debian's packages. Install it when
# missing and we are root, and make the unprivileged account it runs as (PostgreSQL refuses to run as root).
# Quiet and quick when everything is already there.
set -euo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_USER="${PG_TEST_USER:-nfpg}"
# The package's own cluster is not used (nor started here): tests make their own in a temp folder.
bash "$(dirname "$0")/ensure-apt.sh" "$PG_BIN/postgres" postgresql || {
  echo "(PostgreSQL 15 is looked for in $PG_BIN; set PG_BIN for another)" >&2
  exit 1
}
if [ "$(id -u)" = "0" ] && ! id "$PG_USER" >/dev/null 2>&1; then
  useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_USER"
fi
exit 0
