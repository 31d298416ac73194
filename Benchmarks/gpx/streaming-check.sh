#!/usr/bin/env bash
# Converts every GPX, TCX and FIT corpus file to GPX, TCX, NDJSON and FIT through the CLI twice — streamed
# (the default) and with `--option streaming=off` (whole workouts) — and checks that the outputs and the
# reports (losses, warnings, item counts) are identical. This covers the converter's streamed capability
# projection (WorkoutConversion/StreamingConversion.swift) on real files with losses.
#
#   Benchmarks/gpx/streaming-check.sh [OUT_DIR]      (default Benchmarks/work/streaming-check)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
SCRATCH=${WKCONV_SCRATCH:-.build-stream}
OUT=${1:-$ROOT/Benchmarks/work/streaming-check}
mkdir -p "$OUT"
(cd "$ROOT" && swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product wkconv 2>&1 | tail -1)
W=$ROOT/$SCRATCH/release/wkconv
checked=0
failed=0
for f in "$SHARED"/corpus/gpx/*.gpx "$SHARED"/corpus/tcx/*.tcx "$SHARED"/corpus/fit/*.fit; do
  for to in gpx tcx ndjson fit; do
    "$W" convert "$f" "$OUT/s.$to" --force --quiet --report "$OUT/s.json" > /dev/null 2>&1
    s=$?
    "$W" convert "$f" "$OUT/w.$to" --force --quiet --option streaming=off --report "$OUT/w.json" > /dev/null 2>&1
    w=$?
    if [ $s -ne $w ]; then
      echo "EXIT STATUS DIFFERS ($s vs $w): $(basename "$f") -> $to"
      failed=$((failed + 1))
      continue
    fi
    [ -f "$OUT/s.$to" ] || continue
    if ! cmp -s "$OUT/s.$to" "$OUT/w.$to"; then
      echo "OUTPUT DIFFERS: $(basename "$f") -> $to"
      failed=$((failed + 1))
    elif ! diff <(grep -v "streaming-check.\{0,3\}[sw]\.$to\"" "$OUT/s.json") <(grep -v "streaming-check.\{0,3\}[sw]\.$to\"" "$OUT/w.json") > /dev/null; then
      echo "REPORT DIFFERS: $(basename "$f") -> $to"
      diff <(grep -v "streaming-check.\{0,3\}[sw]\.$to\"" "$OUT/s.json") <(grep -v "streaming-check.\{0,3\}[sw]\.$to\"" "$OUT/w.json") | head -10
      failed=$((failed + 1))
    fi
    checked=$((checked + 1))
    rm -f "$OUT/s.$to" "$OUT/w.$to"
  done
done
echo "checked $checked conversions, $failed differ"
[ $failed -eq 0 ]
