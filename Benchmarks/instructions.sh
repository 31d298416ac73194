#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind) of nine conversions: load-independent, so a CPU change is
# judged by them rather than by wall or user time on a busy machine (a 3 % Parquet regression once passed
# as "within noise" by wall times at load).
#
#   Benchmarks/instructions.sh BEFORE_BIN AFTER_BIN [OUT_DIR]   two binaries side by side (a table)
#   Benchmarks/instructions.sh --check BIN [TOLERANCE_PCT]      BIN against the recorded baseline
#   Benchmarks/instructions.sh --record BIN [SOURCE]            BIN's counts become the baseline; SOURCE
#                                                               says what BIN was built from (default: HEAD)
#
# The baseline is Benchmarks/instructions-baseline.tsv (conversion, instructions; its header says what
# binary and machine made it; WKCONV_INSTRUCTIONS_BASELINE names another file). --check prints each conversion's count beside the baseline's and exits 1
# when any takes more than TOLERANCE_PCT % more (default 1: one binary's counts vary by far less between
# runs, the thread scheduling of the export's parse aside, which stays within it); fewer is fine, and a
# change that lowers them is recorded again with --record. Compare like with like: a release build
# (`swift build -c release --product wkconv`) with the toolchain the header names.
#
# Inputs are generated once (in OUT_DIR, default Benchmarks/work/instructions) with
# ../shared/tools/gen_health_export.py: a 24 h 1 Hz FIT, a 4 h GPX track (and the TCX the measured binary
# makes of it), a 30,000-record export. Outputs go to standard output (discarded), except Parquet (a file).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
BASELINE=${WKCONV_INSTRUCTIONS_BASELINE:-$ROOT/Benchmarks/instructions-baseline.tsv}
mode=compare
case "${1:-}" in
  --check) mode=check; BIN=$(realpath "$2"); TOLERANCE=${3:-1}; OUT=$ROOT/Benchmarks/work/instructions ;;
  --record)
    mode=record; BIN=$(realpath "$2"); OUT=$ROOT/Benchmarks/work/instructions
    SOURCE=${3:-commit $(git -C "$ROOT" rev-parse --short HEAD)} ;;
  -h | --help | "") sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) BEFORE=$(realpath "$1"); AFTER=$(realpath "$2"); BIN=$AFTER; OUT=${3:-$ROOT/Benchmarks/work/instructions} ;;
esac
mkdir -p "$OUT"
cd "$OUT"
GEN=$SHARED/tools/gen_health_export.py
[ -f a24.fit ] || python3 "$GEN" --fit-activity 86400 a24.fit > /dev/null 2>&1
[ -f t4.gpx ] || python3 "$GEN" --gpx-track 14400 t4.gpx > /dev/null 2>&1
[ -f t4.tcx ] || "$BIN" convert t4.gpx t4.tcx --quiet
[ -f export.zip ] || python3 "$GEN" --records 30000 --workouts 20 --seed 7 --out export.zip > /dev/null 2>&1
CONVERSIONS='24 h FIT -> GPX|convert a24.fit - --to gpx --quiet
24 h FIT -> NDJSON|convert a24.fit - --to ndjson --quiet
24 h FIT -> CSV|convert a24.fit - --to csv --quiet
24 h FIT -> FIT|convert a24.fit - --to fit --quiet
24 h FIT -> Parquet|convert a24.fit out.parquet --force --quiet
4 h GPX -> TCX|convert t4.gpx - --to tcx --quiet
4 h TCX -> GPX|convert t4.tcx - --to gpx --quiet
export -> NDJSON|convert export.zip - --to ndjson --quiet
inspect export|inspect export.zip'
# Swift's per-process hash seed changes dictionary and set layouts, and with them a few tenths of a percent
# of the instructions (the export's conversions most): a fixed seed makes one binary's counts repeat.
export SWIFT_DETERMINISTIC_HASHING=1
count() {  # binary args… : instructions of the whole process (all threads)
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/ {gsub(",", "", $4); print $4}'
}

case $mode in
  compare)
    printf '| conversion | before | after | change |\n|---|---:|---:|---:|\n'
    while IFS='|' read -r name args; do
      # shellcheck disable=SC2086
      b=$(count "$BEFORE" $args) a=$(count "$AFTER" $args)
      python3 -c "import sys; b, a = int(sys.argv[2]), int(sys.argv[3]); print(f'| {sys.argv[1]} | {b / 1e6:,.1f} M | {a / 1e6:,.1f} M | {100 * (a - b) / b:+.1f} % |')" "$name" "$b" "$a"
    done <<< "$CONVERSIONS"
    ;;
  record)
    {
      echo "# Instruction counts of Benchmarks/instructions.sh's conversions (valgrind $(valgrind --version | sed 's/valgrind-//'), callgrind)."
      echo "# Recorded $(date -u +%Y-%m-%d) with a release build of $SOURCE, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'), load $(uptime | sed 's/.*load average: //')."
      echo "# conversion	instructions"
      while IFS='|' read -r name args; do
        # shellcheck disable=SC2086
        printf '%s\t%s\n' "$name" "$(count "$BIN" $args)"
      done <<< "$CONVERSIONS"
    } > "$BASELINE.new"
    mv "$BASELINE.new" "$BASELINE"
    cat "$BASELINE"
    ;;
  check)
    [ -f "$BASELINE" ] || { echo "instructions: no baseline ($BASELINE); make one with --record" >&2; exit 2; }
    measured=$(while IFS='|' read -r name args; do
      # shellcheck disable=SC2086
      printf '%s\t%s\n' "$name" "$(count "$BIN" $args)"
    done <<< "$CONVERSIONS")
    python3 - "$BASELINE" "$TOLERANCE" "$measured" <<'PY'
import sys
baseline = dict(
    line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip() and not line.startswith("#"))
tolerance = float(sys.argv[2])
over = []
print("| conversion | baseline | now | change |\n|---|---:|---:|---:|")
for line in sys.argv[3].splitlines():
    name, now = line.split("\t")
    if name not in baseline:
        print(f"| {name} | (none) | {int(now) / 1e6:,.1f} M | |")
        over.append(name + " (not in the baseline)")
        continue
    b, n = int(baseline[name]), int(now)
    change = 100 * (n - b) / b
    print(f"| {name} | {b / 1e6:,.1f} M | {n / 1e6:,.1f} M | {change:+.2f} % |")
    if change > tolerance:
        over.append(f"{name} ({change:+.2f} %)")
if over:
    print(f"instructions: over the baseline by more than {tolerance} %: " + ", ".join(over), file=sys.stderr)
    sys.exit(1)
print(f"instructions: every conversion within {tolerance} % of the baseline (or below it)")
PY
    ;;
esac
