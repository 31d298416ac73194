#!/usr/bin/env bash
# Issue 19's CSV ratio, to a file and to standard output, whole processes side by side in one hyperfine
# run: the 24 h 1 Hz FIT -> CSV, wkconv against BASE (the writer before the byte buffer: goal >= 8x on both).
#
#   WKCONV=path/to/release/wkconv BASE=path/to/old/wkconv Benchmarks/analytics/csv-ratio.sh [OUT_DIR]
#
# "file": each writes OUT_DIR/*.csv (an atomic output: unnamed file, fsync, link/rename over the previous
# run's file). "stdout": each writes to standard output, which hyperfine reads through a pipe and discards
# (--output=pipe, the common case; /dev/null would make the write free). The FIT is generated once.
set -euo pipefail
. "$(dirname "$0")/../common.sh"
if [ -n "${WKCONV:-}" ]; then SKIP_BUILD=1; fi
bench_setup analytics .build-release "${1:-}"
W=${WKCONV:-$W}
: "${BASE:?BASE=path to the older wkconv binary}"
FIT=$OUT/act24h.fit
[ -f "$FIT" ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity 86400 "$FIT" > /dev/null
echo "wkconv: $W; BASE: $BASE; load: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N -w 1 -r "$RUNS" --output=pipe --export-json "$OUT/csv-ratio.json" \
  -n "wkconv -> csv (file)" "$W convert $FIT $OUT/wk.csv --force --quiet" \
  -n "BASE -> csv (file)" "$BASE convert $FIT $OUT/base.csv --force --quiet" \
  -n "wkconv -> csv (stdout)" "$W convert $FIT - --to csv --quiet" \
  -n "BASE -> csv (stdout)" "$BASE convert $FIT - --to csv --quiet" \
  | grep -E "^Benchmark|Time|User|Range"
cmp "$OUT/wk.csv" "$OUT/base.csv" && echo "outputs: the same bytes ($(stat -c %s "$OUT/wk.csv") B)"
python3 - "$OUT/csv-ratio.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
for out in ("file", "stdout"):
    a, b = r[f"wkconv -> csv ({out})"], r[f"BASE -> csv ({out})"]
    print(f"{out}: wkconv {a['mean']:.3f} s (user {a['user']:.3f}, sys {a['system']:.3f}) vs BASE {b['mean']:.3f} s"
          f" (user {b['user']:.3f}, sys {b['system']:.3f}) -> {b['mean'] / a['mean']:.1f}x faster"
          f" (median {b['median'] / a['median']:.1f}x; goal >= 8x)")
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
