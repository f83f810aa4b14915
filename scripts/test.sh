#!/usr/bin/env bash
# npm test: type-check, unit + supertest suites (vitest), the production build, then Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== typecheck"
npx tsc --noEmit -p .

echo "== build"
npm run build --silent

echo "== vitest (unit, SSR and API)"
npx vitest run

echo "== playwright (browser journeys)"
npx playwright test
