#!/usr/bin/env bash
# Idempotent: make sure Blender 3.4, Xvfb, OpenCV for Blender's Python, and the AVIF/WebP encoders exist.
# Installs Debian's packages when something is missing and we are root; otherwise stops with a clear message.
# Rendering is never part of `npm test` or `npm run build`.
set -euo pipefail
missing=()
command -v blender  >/dev/null 2>&1 || missing+=(blender)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
command -v avifenc  >/dev/null 2>&1 || missing+=(libavif-bin)
command -v cwebp    >/dev/null 2>&1 || missing+=(webp)
/usr/bin/python3 -c "import cv2, numpy" >/dev/null 2>&1 || missing+=(python3-opencv python3-numpy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-blender: installing ${missing[*]} from Debian…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  command -v blender >/dev/null 2>&1 && command -v avifenc >/dev/null 2>&1 && exit 0
fi
echo "ensure-blender: missing ${missing[*]}. Install them with:" >&2
echo "  sudo apt-get install -y blender xvfb libavif-bin webp python3-opencv python3-numpy" >&2
exit 1
