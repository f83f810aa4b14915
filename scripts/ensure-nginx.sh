#!/usr/bin/env bash
# The cluster test puts Debian's nginx in front of its two instances, with the load-balancer config of
# docs/deploy.md. Install it when missing and we are root. Only the binary is used: the test runs its own nginx,
# with its own config in a temp folder, on a loopback port (the package's service is not needed).
set -euo pipefail
bash "$(dirname "$0")/ensure-apt.sh" "${NGINX_PATH:-/usr/sbin/nginx}" nginx
