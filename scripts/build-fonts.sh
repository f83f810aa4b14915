#!/usr/bin/env bash
# npm run fonts: (1) the Fraunces italic the hero accent uses, cut to one weight (500) and the accents' characters
# with fontTools (Debian's `fonttools` and `python3-brotli`), so it weighs ~6 KB instead of the 45 KB variable file. The result is
# committed (src/app/styles/fonts/); run this again only when the font package or the glyph set changes.
# (2) static instances that the image build uses to outline the client logos' text.
# `bash scripts/build-fonts.sh --cache-only` makes (2) alone: the image build calls it so, because fontTools versions
# differ between machines and would rewrite the committed web fonts with other bytes of the same glyphs.
set -euo pipefail
cd "$(dirname "$0")/.."
cache_only=false
[ "${1:-}" = "--cache-only" ] && cache_only=true
if ! command -v pyftsubset >/dev/null || ! python3 -c 'import brotli' 2>/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y fonttools python3-brotli >/dev/null; else
    echo "fonts: needs Debian's fonttools and python3-brotli (apt-get install -y fonttools python3-brotli)" >&2; exit 1; fi
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "$cache_only" = false ]; then
# The italic holds only the characters of the banners' accent words (ITALIC_RANGE, also in fonts.css; a site test
# fails, naming the character, when an accent uses one it lacks): 5.7 KB instead of 14.4 KB for basic Latin.
ITALIC_RANGE="U+0020,U+0026,U+0041,U+0044-0045,U+0050,U+0052-0054,U+0056-0057,U+0061-0069,U+006C-0070,U+0072-0076,U+0079"
src=node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2
out=src/app/styles/fonts/fraunces-italic-500-accents.woff2
fonttools varLib.instancer "$src" wght=500 -q -o "$tmp/instance.woff2"
pyftsubset "$tmp/instance.woff2" --unicodes="$ITALIC_RANGE" --layout-features='kern,liga' --flavor=woff2 --output-file="$out"
echo "fonts: $out $(wc -c <"$out") bytes"

# (3) The text faces every page preloads: Inter and Fraunces cut to the weights the site sets (400-700; <strong>
# in 400 text is 700) and to the characters its copy uses (TEXT_RANGE, also in fonts.css). Any other Latin
# character falls through to the full variable file, which the browser fetches only for a page that needs it.
TEXT_RANGE="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+00E7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2192"
for face in inter/files/inter fraunces/files/fraunces; do
  name=$(basename "$face")
  fonttools varLib.instancer "node_modules/@fontsource-variable/$face-latin-wght-normal.woff2" wght=400:700 -q -o "$tmp/$name.woff2"
  pyftsubset "$tmp/$name.woff2" --unicodes="$TEXT_RANGE" --layout-features='kern,liga,calt' --flavor=woff2 \
    --output-file="src/app/styles/fonts/$name-text-400-700.woff2"
  echo "fonts: src/app/styles/fonts/$name-text-400-700.woff2 $(wc -c <"src/app/styles/fonts/$name-text-400-700.woff2") bytes"
done
fi

# Static instances for drawings whose text is outlined (the client logos) and for the fallback faces' widths
# (scripts/font-fallbacks.ts): never shipped, kept in .cache/fonts.
mkdir -p .cache/fonts
fonttools varLib.instancer node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2 wght=400 -q -o .cache/fonts/fraunces-400.ttf
fonttools varLib.instancer node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2 wght=500 -q -o .cache/fonts/fraunces-500.ttf
fonttools varLib.instancer node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=600 -q -o .cache/fonts/inter-600.ttf
fonttools varLib.instancer node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=700 -q -o .cache/fonts/inter-700.ttf
echo "fonts: static instances in .cache/fonts"
