#!/usr/bin/env bash
# Render one or more shots from studio/shots.json to src/images/renders/<name>.avif.
#   render.sh NAME [NAME...]   render these shots
#   render.sh --all            every shot, in shots.json order
#   render.sh --missing        every shot whose master does not exist yet
# Extra options after the names go to the scene script (e.g. --pct 25 --out /tmp/x.avif for a preview).
# Shots with script "split" are cut from two committed masters by split.ts instead.
# Every render runs under nice 19 and holds /tmp/nf-render.lock, so only one Blender renders at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
bash studio/ensure-blender.sh
PY=/usr/bin/python3
names=() ; extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --all) mapfile -t names < <($PY studio/shots_tool.py names all) ;;
    --missing) mapfile -t names < <($PY studio/shots_tool.py names missing) ;;
    --*) extra+=("$@"); break ;;
    *) names+=("$1") ;;
  esac
  shift
done
[ ${#names[@]} -gt 0 ] || { echo "usage: render.sh NAME... | --all | --missing [-- scene options]"; exit 2; }
mkdir -p /tmp/nf-render/logs src/images/renders
for n in "${names[@]}"; do
  $PY studio/shots_tool.py exists "$n" || { echo "unknown shot: $n" >&2; exit 2; }
  script=$($PY studio/shots_tool.py script "$n")
  log=/tmp/nf-render/logs/$n.log
  if [ "$script" = split ]; then    # a before-and-after card is cut from two masters, no Blender needed
    npx tsx studio/split.ts "$n"; continue
  fi
  if [ "$script" = derive ]; then   # a variant needs its source's passes: re-render the source (master untouched)
    src=$($PY -c "import json,sys;print(next(s['params']['variant_of'] for s in json.load(open('studio/shots.json')) if s['name']=='$n'))")
    if [ ! -f "/tmp/nf-render/$src/Image0001.exr" ]; then
      echo "$(date '+%F %T') passes of $src missing: rendering them first"
      flock /tmp/nf-render.lock nice -n 19 blender -b --factory-startup -P "studio/$($PY studio/shots_tool.py script "$src").py" \
        -- --shot "$src" --keep --out "/tmp/nf-render/$src-rerender.avif" >"/tmp/nf-render/logs/$src-passes.log" 2>&1 || true
    fi
  fi
  echo "$(date '+%F %T') render $n ($script)"
  start=$(date +%s)
  if flock /tmp/nf-render.lock nice -n 19 blender -b --factory-startup -P "studio/$script.py" -- --shot "$n" "${extra[@]}" >"$log" 2>&1 \
     && grep -q '^AVIF ' "$log"; then
    secs=$(grep -o 'TOTAL_SECONDS [0-9.]*' "$log" | awk '{print $2}')
    grep -E '^(RENDER|FILTER|TOTAL)_SECONDS|^AVIF' "$log" | tr '\n' ' '; echo
    # only full-size masters record their time and write their data line for the web app
    if [ ${#extra[@]} -eq 0 ]; then
      $PY studio/shots_tool.py record "$n" "${secs:-$(( $(date +%s) - start ))}"
      $PY studio/shots_tool.py web "$n"
    fi
  else
    echo "FAILED $n (see $log)"; tail -5 "$log"
  fi
done
