#!/usr/bin/env bash
# ensure-apt.sh BINARY PACKAGE...: the one way the test set-up gets a tool from Debian. When BINARY is missing and we
# are root, installs the packages non-interactively (quietly); exits 1 with the command to run when it is still
# missing. Quiet and quick when BINARY is already there. Used by ensure-chromium.sh, ensure-postgres.sh, ensure-nginx.sh.
set -euo pipefail
binary="$1"
shift
if [ -x "$binary" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "$binary is missing: installing Debian's $* …"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
  [ -x "$binary" ] && exit 0
fi
echo "$binary was not found. Install it with: sudo apt-get install -y $*" >&2
exit 1
