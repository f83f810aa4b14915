#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser). Install it when missing and we are root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
bash "$(dirname "$0")/ensure-apt.sh" "$CHROMIUM" chromium fonts-dejavu-core fonts-liberation || {
  echo "(or set CHROMIUM_PATH)" >&2
  exit 1
}
