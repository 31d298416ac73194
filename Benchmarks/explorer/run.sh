#!/usr/bin/env bash
# The explorer on a generated history (Tests/Scripts/explorer_history.py: one workout a day, runs, rides and
# walks with a GPS point every 10 s, plus daily steps, resting heart rate, sleep and a weekly weight):
#   - conversion time and peak RSS of `convert history.ndjson site/ --to html` (a page per workout and
#     index.html) next to the same input converted to NDJSON (`convert history.ndjson out.ndjson`);
#   - the size of index.html (goal ≤ 5 MB at 10,000 activities);
#   - its load time in headless Chromium from file:// (the page's own performance.now() when everything is
#     drawn, and the browser run's wall time next to a blank page's; goal ≤ 2 s).
# Usage: Benchmarks/explorer/run.sh [OUT]   COUNT=10000 (activities), RUNS=3, WKCONV=path (skip the
# release build and time that binary instead, e.g. .build/debug/wkconv for a quick look), BROWSE_ONLY=1
# (only the browser's load of the site the last run wrote), HTML_ARGS (added to the HTML conversion,
# e.g. "--threads 1").
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

load() { cut -d' ' -f1 /proc/loadavg; }
convert_once() { # NAME ARGS… → "wall RSS-MB CPU" of one run (CPU: user + system seconds, which a
  # loaded machine inflates far less than wall time)
  shift
  rm -f "$OUT/out.ndjson"
  /usr/bin/time -f "%e %M %U %S" -o "$OUT/time.txt" "$W" "$@" --quiet
  read -r t m u s <"$OUT/time.txt"
  echo "$t $((m / 1024)) $(awk -v u="$u" -v s="$s" 'BEGIN{printf "%.2f", u + s}')"
}
# NDJSON and HTML back to back in each of RUNS rounds (so both see the same machine load); the best of each.
# Each round's site is a new folder, and earlier sites are set aside and removed only when the script
# ends: ext4 without a journal skips the inodes freed in the last minutes (60–300 s) when it makes new
# ones, so a site written just after another was removed pays for that removal (run the script again
# five minutes after the last one ended). `--threads 1` in HTML_ARGS times the serial site.
if [ -z "${BROWSE_ONLY:-}" ]; then
  ndjson_time="" html_time=""
  TRASH=$OUT/trash-$$
  mkdir -p "$TRASH"
  for old in "$OUT/site" "$OUT"/site-*; do [ -e "$old" ] && mv "$old" "$TRASH/"; done
  trap 'rm -rf "$TRASH"' EXIT
  for round in $(seq "$RUNS"); do
    l0=$(load)
    read -r nt nm nc <<<"$(convert_once ndjson convert "$IN" "$OUT/out.ndjson")"
    # shellcheck disable=SC2086
    read -r ht hm hc <<<"$(convert_once html convert "$IN" "$OUT/site-$round/" --to html ${HTML_ARGS:-})"
    echo "round $round (load $l0 → $(load)): ndjson ${nt} s, CPU ${nc} s (peak RSS ${nm} MB); html ${ht} s," \
      "CPU ${hc} s (peak RSS ${hm} MB); html / ndjson $(awk -v a="$ht" -v b="$nt" 'BEGIN{printf "%.2f", a / b}')×" \
      "wall, $(awk -v a="$hc" -v b="$nc" 'BEGIN{printf "%.2f", a / b}')× CPU"
    if [ -z "$ndjson_time" ] || awk "BEGIN{exit !($nt < $ndjson_time)}"; then ndjson_time=$nt ndjson_rss=$nm; fi
    if [ -z "$html_time" ] || awk "BEGIN{exit !($ht < $html_time)}"; then html_time=$ht html_rss=$hm; fi
  done
  mv "$OUT/site-$RUNS" "$OUT/site"
  for old in "$OUT"/site-*; do [ -e "$old" ] && mv "$old" "$TRASH/"; done
  echo "ndjson: ${ndjson_time} s, peak RSS ${ndjson_rss} MB"
  echo "html: ${html_time} s, peak RSS ${html_rss} MB (goal ≤ 150 MB)"
  awk -v a="$html_time" -v b="$ndjson_time" 'BEGIN{printf "html / ndjson: %.2f× (goal ≤ 1.5×)\n", a / b}'
fi
SIZE=$(stat -c %s "$OUT/site/index.html")
awk -v s="$SIZE" 'BEGIN{printf "index.html: %.2f MB (goal ≤ 5 MB)\n", s / 1e6}'
echo "pages: $(find "$OUT/site" -name '*.html' | wc -l) files, $(du -sm "$OUT/site" | cut -f1) MB"

printf '<!DOCTYPE html><html><body>blank</body></html>' >"$OUT/blank.html"
browse() { # URL → "wall CPU" seconds of a headless run that dumps the DOM after load (CPU: of all the
  # browser's processes, perf stat's task-clock following the renderers it forks, else user + system of
  # the processes it waited for; a loaded machine inflates it far less than wall time); the DOM in
  # $OUT/dom.html
  local run=(timeout -s KILL 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run
    --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1280,900 --dump-dom "$1")
  if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
    /usr/bin/time -f "%e" -o "$OUT/browse.txt" perf stat -x, -e task-clock -o "$OUT/perf.txt" "${run[@]}" \
      >"$OUT/dom.html" 2>/dev/null
    printf '%.2f %s' "$(cat "$OUT/browse.txt")" "$(awk -F, '/task-clock/{printf "%.2f", $1 / 1000}' "$OUT/perf.txt")"
  else
    /usr/bin/time -f "%e %U %S" -o "$OUT/browse.txt" "${run[@]}" >"$OUT/dom.html" 2>/dev/null
    awk '{printf "%.2f %.2f", $1, $2 + $3}' "$OUT/browse.txt"
  fi
}
for _ in $(seq "$RUNS"); do
  blank=$(browse "file://$OUT/blank.html")
  page=$(browse "file://$OUT/site/index.html")
  ready=$(grep -o 'data-ready="[0-9]*"' "$OUT/dom.html" | grep -o '[0-9]*' || echo "not ready")
  routes=$(grep -o 'data-routes="[0-9]*"' "$OUT/dom.html" | grep -o '[0-9]*' || echo "?")
  marks=$(grep -o 'data-marks="[^"]*"' "$OUT/dom.html" | head -1 | sed 's/data-marks=//; s/"//g' || true)
  read -r bw bc <<<"$blank"
  read -r pw pc <<<"$page"
  echo "chromium: drawn ${ready} ms after navigation (page's performance.now()); run ${pw} s wall, ${pc} s CPU vs blank ${bw} s, ${bc} s CPU; ${routes} routes on the map; load $(load)"
  echo "  marks (ms after navigation): ${marks}"
done
