#!/bin/bash
# Checks that two wkconv binaries print the same `inspect` (text and --json, with stderr) and the same
# `convert --to ndjson` output for the corpus health files and generated exports.
#   Benchmarks/health/compare_inspect.sh BEFORE_BIN AFTER_BIN [more inputs…]
# Default inputs: ../shared/corpus/health/*, the malformed corpus export, Benchmarks/work/health/export-small.zip
# (generated here if missing) and export-200mb.zip if present (inspect only: its ndjson is 1.5 GB).
set -uo pipefail
BEFORE=$1 AFTER=$2; shift 2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/work/health
mkdir -p "$WORK/compare"
[ -f "$WORK/export-small.zip" ] || python3 "$SHARED/tools/gen_health_export.py" --records 30000 --workouts 20 --seed 7 --out "$WORK/export-small.zip" >/dev/null
INPUTS=("$SHARED"/corpus/health/* "$SHARED/corpus/bad/hkimport-bad-malformed-export.xml" "$WORK/export-small.zip" "$@")
[ -f "$WORK/export-200mb.zip" ] && INPUTS+=("$WORK/export-200mb.zip")
status=0
for f in "${INPUTS[@]}"; do
  for mode in text json ndjson; do
    for side in before after; do
      bin=$BEFORE; [ $side = after ] && bin=$AFTER
      out=$WORK/compare/$side.$mode
      case $mode in
        text) "$bin" inspect "$f" >"$out" 2>&1 ;;
        json) "$bin" inspect --json "$f" >"$out" 2>&1 ;;
        ndjson)
          case "$f" in *200mb*) : >"$out"; continue ;; esac
          "$bin" convert "$f" "$out.out" --to ndjson --force >"$out" 2>&1; cat "$out.out" >>"$out"; rm -f "$out.out" ;;
      esac
    done
    if cmp -s "$WORK/compare/before.$mode" "$WORK/compare/after.$mode"; then
      echo "same      $mode  $(basename "$f")"
    else
      echo "DIFFERENT $mode  $(basename "$f")"; status=1
    fi
  done
done
exit $status
