#!/usr/bin/env bash
# Starts Debian's Chromium (or CHROMIUM_PATH) for every browser run here, with the features below switched off.
#
# Chromium keeps only the last `--disable-features` switch it is given, and Playwright and chrome-launcher each pass a
# list of their own before the caller's arguments. So this merges every list it receives, and ours, into one switch.
#
# Switched off: the omnibox popup's WebUI. Chromium 156 builds it in a renderer of its own for every new window, which
# a headless context is, and on a 2-core machine that renderer's 0.6-0.7 s of script ran beside the page being
# measured: blocking time at 4x CPU halved without it (docs/performance.md, "A browser that measures only the page").
set -euo pipefail
features=(WebUIOmniboxPopup WebUIOmniboxFullPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*)
      IFS=, read -ra listed <<<"${arg#--disable-features=}"
      features+=("${listed[@]}")
      ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=$(
  IFS=,
  echo "${features[*]}"
)"
