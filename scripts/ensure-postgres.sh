#!/usr/bin/env bash
# The cluster tests (and `npm run test:cluster`) start a throwaway PostgreSQL from Debian's packages. Install it when
# missing and we are root, and make the unprivileged account it runs as (PostgreSQL refuses to run as root).
# Quiet and quick when everything is already there.
set -euo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_USER="${PG_TEST_USER:-nfpg}"
if [ ! -x "$PG_BIN/postgres" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing: installing Debian's postgresql package…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # The package's own cluster is not used (and not started): tests make their own in a temp folder.
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  fi
  if [ ! -x "$PG_BIN/postgres" ]; then
    echo "PostgreSQL 15 was not found in $PG_BIN. Install it with: sudo apt-get install -y postgresql (or set PG_BIN)." >&2
    exit 1
  fi
fi
if [ "$(id -u)" = "0" ] && ! id "$PG_USER" >/dev/null 2>&1; then
  useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_USER"
fi
exit 0
