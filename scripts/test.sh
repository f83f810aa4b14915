#!/usr/bin/env bash
# npm test: type-check, lint, production build, the site images, the front-end budget, vitest (unit, content, SSR
# and API over supertest, and the short two-instance cluster test on PostgreSQL), then Playwright journeys in
# Debian's Chromium.
# Every suite runs; the last line totals them, and any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
# Colour only on a terminal: a log file or CI gets plain text (vitest's colours follow NO_COLOR, Playwright's
# FORCE_COLOR=0).
if [ ! -t 1 ]; then export NO_COLOR=1 FORCE_COLOR=0; fi
mkdir -p reports
status=0

bash scripts/ensure-chromium.sh || exit 1
# The cluster test (test/cluster) runs two instances on a throwaway PostgreSQL, behind nginx (Debian's packages).
bash scripts/ensure-postgres.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1

# The image manifest is built from the masters; the type check and lint read it.
npm run images:manifest --silent || exit 1

echo "== typecheck"
npx tsc --noEmit -p . || status=1

echo "== lint (ESLint, unused files and exports, formatting)"
lint=passed
npx eslint . || { status=1; lint=failed; }
npx knip --no-progress || { status=1; lint=failed; }
npx prettier --check . --log-level warn || { status=1; lint=failed; }

echo "== build"
npm run build --silent || exit 1

# Every served image size, made from its master into the image cache (.cache/img, kept between runs: only new or
# changed masters cost anything after the first run, about 8 minutes on two cores). The servers the suites start would
# make each file the first time it is asked for; made here, no journey waits on an encoder.
echo "== images"
npm run images --silent || exit 1

echo "== budget (first-load JS, CSS, fonts, above-the-fold images)"
budget=passed
npm run budget --silent || { status=1; budget=failed; }

echo "== vitest (unit, content, SSR and API)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1

echo "== playwright (browser journeys)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || status=1

LINT=$lint BUDGET=$budget node scripts/test-summary.mjs reports/vitest.json reports/playwright.json || status=1
exit $status
