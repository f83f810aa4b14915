#!/usr/bin/env bash
# Background render queue: renders every shot that has no master yet, one at a time (nice 19, shared lock with
# render.sh), in shots.json order, and commits each finished master with its data line (src/images/images.json) and
# its recorded render time on the current branch. Progress goes to
# /tmp/render-queue.log. Start:  nohup bash studio/queue.sh >/dev/null 2>&1 &
# Pause between shots: touch /tmp/nf-render/pause (rm it to resume). Stop: kill the PID in /tmp/render-queue.pid.
cd "$(dirname "$0")/.."
LOG=/tmp/render-queue.log
FAILED=/tmp/nf-render/failed.txt
mkdir -p /tmp/nf-render; touch "$FAILED"
echo $$ > /tmp/render-queue.pid
echo "$(date '+%F %T') queue start (pid $$)" >> "$LOG"
while true; do
  # touch /tmp/nf-render/pause to hold the queue between shots (e.g. for previews); remove it to resume
  while [ -f /tmp/nf-render/pause ]; do sleep 20; done
  n=$(/usr/bin/python3 studio/shots_tool.py names missing | grep -vxFf "$FAILED" | head -1)
  if [ -z "$n" ]; then echo "$(date '+%F %T') queue empty, done" >> "$LOG"; break; fi
  bash studio/render.sh "$n" >> "$LOG" 2>&1
  f="src/images/renders/$n.avif"
  if [ -f "$f" ]; then
    secs=$(/usr/bin/python3 -c "import json;print(next((s.get('renderSeconds','?') for s in json.load(open('studio/shots.json')) if s['name']=='$n')))")
    kb=$(( $(stat -c %s "$f") / 1024 ))
    flock /tmp/nf-git.lock git add "$f" studio/shots.json src/images/images.json
    flock /tmp/nf-git.lock git commit -q -m "Render master $n (${secs} s, ${kb} KB) and record its render time" -- "$f" studio/shots.json src/images/images.json \
      && echo "$(date '+%F %T') committed $n" >> "$LOG"
  else
    echo "$n" >> "$FAILED"; echo "$(date '+%F %T') FAILED $n, skipped from now on" >> "$LOG"
  fi
done
rm -f /tmp/render-queue.pid
