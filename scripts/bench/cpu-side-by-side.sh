#!/usr/bin/env bash
# CPU per uncached request of two builds, side by side: a commit against the checkout (or any two server commands).
#   bash scripts/bench/cpu-side-by-side.sh [BASE_REF]       BASE_REF (default HEAD~1) against the working tree
# Both servers run at once on loopback; for each of the five bench pages, ROUNDS times, each is sent REQUESTS uncached
# requests (8 connections, brotli accepted), base first in odd rounds and second in even ones, and its CPU time
# (user + system, every thread, from /proc) is divided by the requests. Alternating in small batches makes a machine
# whose speed drifts (shared CPUs, a render in the background) slow both alike: on this 2-core machine an A/A run
# (the same build twice) came out within ±10% per page. Prints each round and the median; both servers' peak RSS.
# Runs the base from a git worktree under /tmp (built there; node_modules linked from the checkout) and the
# checkout's own build (`npm run build` first). BASE_DIR/BASE_CMD and NEW_DIR/NEW_CMD override either side, e.g.
# BASE_CMD="node --import tsx server.ts" for a commit from before the server bundle. Linux only (reads /proc).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
REQUESTS=${REQUESTS:-150}
ROUNDS=${ROUNDS:-4}
PAGES=(/ /services/photography /blog/drone-photography-best-practices /portfolio/photography /service-areas/toronto)
# The checkout's server as `npm start` runs it: the variables and Node flags of package.json's start script.
START=$(node -p "require('./package.json').scripts.start")
SERVE="env ${START/scripts\/start.mjs/dist/node/server.js}"

if [ -z "${BASE_DIR:-}" ]; then
  ref=${1:-HEAD~1}
  BASE_DIR=/tmp/nf-side-by-side-base
  git worktree remove --force "$BASE_DIR" 2>/dev/null || rm -rf "$BASE_DIR"
  git worktree add --detach -q "$BASE_DIR" "$ref"
  ln -s "$ROOT/node_modules" "$BASE_DIR/node_modules"
  (cd "$BASE_DIR" && npm run -s build >/dev/null)
fi
NEW_DIR=${NEW_DIR:-$ROOT}
BASE_CMD=${BASE_CMD:-$SERVE}
NEW_CMD=${NEW_CMD:-$SERVE}
[ -f "$NEW_DIR/dist/node/server.js" ] || { echo "no build in $NEW_DIR: run npm run build" >&2; exit 1; }

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT
start() { # DIR PORT COMMAND: a production server on a throwaway store; prints its PID
  local site; site=$(mktemp -d); mkdir -p "$site/uploads" "$site/data"
  (cd "$1" && DB_FILE=$site/db.json UPLOADS_DIR=$site/uploads DATA_DIR=$site/data PORT=$2 NODE_ENV=production WARM_UP=0 \
    SESSION_SECRET=side-by-side-secret-side-by-side-secret exec $3 >"$site/server.log" 2>&1) &
  echo $!
}
A=$(start "$BASE_DIR" 3391 "$BASE_CMD"); pids+=("$A")
B=$(start "$NEW_DIR" 3392 "$NEW_CMD"); pids+=("$B")
for port in 3391 3392; do
  for _ in $(seq 60); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
done

tick=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
load() { npx autocannon -q -c 8 -a "$2" -H 'accept-encoding: br, gzip' "http://127.0.0.1:$1$3?bench=uncached" >/dev/null 2>&1; }
per_request() { # PID PORT PAGE: ms of CPU per request
  sleep 0.5
  local before after; before=$(cpu "$1"); load "$2" "$REQUESTS" "$3"; after=$(cpu "$1")
  awk -v a="$before" -v b="$after" -v t="$tick" -v n="$REQUESTS" 'BEGIN { printf "%.2f", (b - a) * 1000 / t / n }'
}
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

for page in "${PAGES[@]}"; do load 3391 100 "$page"; load 3392 100 "$page"; done # warm-up
declare -A base new
for round in $(seq "$ROUNDS"); do
  for page in "${PAGES[@]}"; do
    if [ $((round % 2)) = 1 ]; then
      a=$(per_request "$A" 3391 "$page"); b=$(per_request "$B" 3392 "$page")
    else
      b=$(per_request "$B" 3392 "$page"); a=$(per_request "$A" 3391 "$page")
    fi
    base[$page]="${base[$page]:-} $a"; new[$page]="${new[$page]:-} $b"
  done
done

printf '%-42s %-30s %-30s %s\n' page "base (ms per request)" "new (ms per request)" "median base -> new"
for page in "${PAGES[@]}"; do
  ma=$(echo "${base[$page]}" | median); mb=$(echo "${new[$page]}" | median)
  printf '%-42s %-30s %-30s %s -> %s (%s)\n' "$page" "${base[$page]}" "${new[$page]}" "$ma" "$mb" \
    "$(awk -v a="$ma" -v b="$mb" 'BEGIN { printf "%+.0f%%", (b - a) * 100 / a }')"
done
echo "peak RSS: base $(awk '/VmHWM/ { printf "%d", $2 / 1024 }' "/proc/$A/status") MB, new $(awk '/VmHWM/ { printf "%d", $2 / 1024 }' "/proc/$B/status") MB"
