#!/usr/bin/env bash
# npm run test:cluster [-- --long]: two instances of the site on a throwaway PostgreSQL (test/cluster/). The short
# form also runs inside npm test; --long runs heavier rounds (more adds, more kill -9 cycles, more rolling load).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-postgres.sh
bash scripts/ensure-nginx.sh
[ "${1:-}" = "--long" ] && export CLUSTER_LONG=1
exec npx vitest run test/cluster
