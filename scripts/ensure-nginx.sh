#!/usr/bin/env bash
# The cluster test puts Debian's nginx in front of its two instances, with the load-balancer config of
# docs/deploy.md. Install it when missing and we are root. Only the binary is used: the test runs its own nginx,
# with its own config in a temp folder, on a loopback port (the package's service is not needed).
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing Debian's nginx package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
  [ -x "$NGINX" ] && exit 0
fi
echo "nginx was not found at $NGINX. Install it with: sudo apt-get install -y nginx (or set NGINX_PATH)." >&2
exit 1
