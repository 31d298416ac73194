#!/usr/bin/env bash
# The explorer on a generated history (Tests/Scripts/explorer_history.py: one workout a day, runs, rides and
# walks with a GPS point every 10 s, plus daily steps, resting heart rate, sleep and a weekly weight):
#   - conversion time and peak RSS of `convert history.ndjson site/ --to html` (a page per workout and
#     index.html) next to the same input converted to NDJSON (`convert history.ndjson out.ndjson`);
#   - the size of index.html (goal ≤ 5 MB at 10,000 activities);
#   - its load time in headless Chromium from file:// (the page's own performance.now() when everything is
#     drawn, and the browser run's wall time next to a blank page's; goal ≤ 2 s).
# Usage: Benchmarks/explorer/run.sh [OUT]   COUNT=10000 (activities), RUNS=3, WKCONV=path (skip the
# release build and time that binary instead, e.g. .build/debug/wkconv for a quick look).
set -euo pipefail
. "$(dirname "$0")/../common.sh"
COUNT=${COUNT:-10000}
RUNS=${RUNS:-3}
if [ -n "${WKCONV:-}" ]; then
  ROOT=$(cd "$(dirname "$0")/../.." && pwd)
  OUT=${1:-$ROOT/Benchmarks/work/explorer}
  mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd) && cd "$ROOT"
  W=$(cd "$(dirname "$WKCONV")" && pwd)/$(basename "$WKCONV")
else
  bench_setup explorer .build-explorer "${1:-}"
fi
CHROMIUM=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
IN=$OUT/history-$COUNT.ndjson
[ -s "$IN" ] || python3 Tests/Scripts/explorer_history.py gen "$IN" --count "$COUNT" --health
echo "input: $COUNT activities, $(du -m "$IN" | cut -f1) MB NDJSON"

measure() { # NAME ARGS… → best wall time (s) and its peak RSS (MB) of RUNS runs
  local name=$1 best="" rss=""
  shift
  for _ in $(seq "$RUNS"); do
    rm -rf "$OUT/site" "$OUT/out.ndjson"
    /usr/bin/time -f "%e %M" -o "$OUT/time.txt" "$W" "$@" --quiet
    read -r t m <"$OUT/time.txt"
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; rss=$((m / 1024)); fi
  done
  echo "$name: ${best} s, peak RSS ${rss} MB"
  eval "${name}_time=$best"
}
measure ndjson convert "$IN" "$OUT/out.ndjson"
measure html convert "$IN" "$OUT/site/" --to html
awk -v a="$html_time" -v b="$ndjson_time" 'BEGIN{printf "html / ndjson: %.2f× (goal ≤ 1.5×)\n", a / b}'
SIZE=$(stat -c %s "$OUT/site/index.html")
awk -v s="$SIZE" 'BEGIN{printf "index.html: %.2f MB (goal ≤ 5 MB)\n", s / 1e6}'
echo "pages: $(find "$OUT/site" -name '*.html' | wc -l) files, $(du -sm "$OUT/site" | cut -f1) MB"

printf '<!DOCTYPE html><html><body>blank</body></html>' >"$OUT/blank.html"
browse() { # URL → "wall CPU" seconds of a headless run that dumps the DOM after load (CPU: user + system
  # of the browser and the processes it waited for, which a loaded machine does not inflate as it does
  # wall time); the DOM in $OUT/dom.html
  /usr/bin/time -f "%e %U %S" -o "$OUT/browse.txt" timeout -s KILL 120 "$CHROMIUM" --headless --no-sandbox \
    --disable-gpu --no-first-run --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1280,900 --dump-dom "$1" \
    >"$OUT/dom.html" 2>/dev/null
  awk '{printf "%.2f %.2f", $1, $2 + $3}' "$OUT/browse.txt"
}
for _ in $(seq "$RUNS"); do
  blank=$(browse "file://$OUT/blank.html")
  page=$(browse "file://$OUT/site/index.html")
  ready=$(grep -o 'data-ready="[0-9]*"' "$OUT/dom.html" | grep -o '[0-9]*' || echo "not ready")
  routes=$(grep -o 'data-routes="[0-9]*"' "$OUT/dom.html" | grep -o '[0-9]*' || echo "?")
  read -r bw bc <<<"$blank"
  read -r pw pc <<<"$page"
  echo "chromium: drawn ${ready} ms after navigation (page's performance.now()); run ${pw} s wall, ${pc} s CPU vs blank ${bw} s, ${bc} s CPU; ${routes} routes on the map"
done
