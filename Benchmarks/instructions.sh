#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind) of the same conversions for two wkconv binaries, side by side:
# load-independent, so a CPU change is judged by them rather than by wall or user time on a busy machine
# (session 11 found a 3 % Parquet regression that wall times at load had called "within noise").
#
#   Benchmarks/instructions.sh BEFORE_BIN AFTER_BIN [OUT_DIR]   (default Benchmarks/work/instructions)
#
# Inputs are generated once with ../shared/tools/gen_health_export.py: a 24 h 1 Hz FIT, a 4 h GPX track (and
# the TCX AFTER makes of it), a 30,000-record export. Outputs go to standard output (discarded), except
# Parquet (a file). Prints one row per conversion: before, after, change.
set -euo pipefail
BEFORE=$1 AFTER=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${3:-$ROOT/Benchmarks/work/instructions}
mkdir -p "$OUT"
cd "$OUT"
GEN=$SHARED/tools/gen_health_export.py
[ -f a24.fit ] || python3 "$GEN" --fit-activity 86400 a24.fit > /dev/null 2>&1
[ -f t4.gpx ] || python3 "$GEN" --gpx-track 14400 t4.gpx > /dev/null 2>&1
[ -f t4.tcx ] || "$AFTER" convert t4.gpx t4.tcx --quiet
[ -f export.zip ] || python3 "$GEN" --records 30000 --workouts 20 --seed 7 --out export.zip > /dev/null 2>&1
count() {  # binary args… : instructions of the whole process (all threads)
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/ {gsub(",", "", $4); print $4}'
}
printf '| conversion | before | after | change |\n|---|---:|---:|---:|\n'
while IFS='|' read -r name args; do
  # shellcheck disable=SC2086
  b=$(count "$BEFORE" $args) a=$(count "$AFTER" $args)
  python3 -c "import sys; b, a = int(sys.argv[2]), int(sys.argv[3]); print(f'| {sys.argv[1]} | {b / 1e6:,.1f} M | {a / 1e6:,.1f} M | {100 * (a - b) / b:+.1f} % |')" "$name" "$b" "$a"
done <<'LIST'
24 h FIT -> GPX|convert a24.fit - --to gpx --quiet
24 h FIT -> NDJSON|convert a24.fit - --to ndjson --quiet
24 h FIT -> CSV|convert a24.fit - --to csv --quiet
24 h FIT -> FIT|convert a24.fit - --to fit --quiet
24 h FIT -> Parquet|convert a24.fit out.parquet --force --quiet
4 h GPX -> TCX|convert t4.gpx - --to tcx --quiet
4 h TCX -> GPX|convert t4.tcx - --to gpx --quiet
export -> NDJSON|convert export.zip - --to ndjson --quiet
inspect export|inspect export.zip
LIST
