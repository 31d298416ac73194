#!/usr/bin/env bash
# Rounds of the wide-layout batch against pyroparse, back to back, on the FIT files run.sh makes (keep
# them with KEEP=1 WORK=DIR Benchmarks/batch/run.sh, then point FIT at DIR/fit):
#   wide dataset: wkconv convert --inputs-from LIST --to parquet --out-dir D --partition-by kind
#                 --option parquet.layout=wide --jobs 2
#   pyroparse:    convert_fit_tree(FIT, D, workers=2)
#   wide files:   the same as the dataset without --partition-by (one file per input)
#   long dataset: BASE (default: WKCONV) in the long layout, --partition-by kind (today's dataset; with
#                 SKIP_LONG=1 left out)
# Each command under /usr/bin/time: wall, CPU (user + sys) and peak RSS, with the 1-minute load average
# before it. The machine is shared: wall time swings with the load, CPU time much less.
#
#   FIT=DIR Benchmarks/batch/rounds.sh [WKCONV] [BASE]     ROUNDS=N (default 3)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WKCONV=$(realpath "${1:-$ROOT/.build/release/wkconv}")
BASE=$(realpath "${2:-$WKCONV}")
FIT=${FIT:?FIT=folder of the generated FIT files}
ROUNDS=${ROUNDS:-3}
OUT=$(mktemp -d "${TMPDIR:-/tmp}/wkconv-rounds-XXXXXX")
trap 'rm -rf "$OUT"' EXIT
find "$FIT" -name '*.fit' | sort > "$OUT/list"
echo "inputs: $(wc -l < "$OUT/list") files; cores: $(nproc)"

measure() {  # label command...: one line of wall, CPU, RSS and load
  local label=$1; shift
  rm -rf "$OUT/d"
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U %S %M" -o "$OUT/t" "$@" >/dev/null 2>"$OUT/err" ||
    { echo "$label failed: $(head -3 "$OUT/err")"; return; }
  read -r wall user sys rss < "$OUT/t"
  printf '%-14s wall %6.2f s  cpu %5.2f s  rss %4d MB  (load %s)\n' "$label" "$wall" \
    "$(echo "$user + $sys" | bc)" $((rss / 1024)) "$load"
}

WIDE=(--to parquet --option parquet.layout=wide --jobs 2 --quiet --progress none)
for round in $(seq "$ROUNDS"); do
  echo "round $round ($(date -u +%H:%M:%S) UTC)"
  measure "wide dataset" "$WKCONV" convert --inputs-from "$OUT/list" --out-dir "$OUT/d" --partition-by kind "${WIDE[@]}"
  measure "pyroparse" python3 -c \
    'import sys, pyroparse; r = pyroparse.convert_fit_tree(sys.argv[1], sys.argv[2], workers=2); sys.exit(1 if r.errors else 0)' \
    "$FIT" "$OUT/d"
  measure "wide files" "$WKCONV" convert --inputs-from "$OUT/list" --out-dir "$OUT/d" "${WIDE[@]}"
  [ -n "${SKIP_LONG:-}" ] ||
    measure "long dataset" "$BASE" convert --inputs-from "$OUT/list" --to parquet --out-dir "$OUT/d" \
      --partition-by kind --jobs 2 --quiet --progress none
done
