#!/usr/bin/env bash
# GPX benchmark: FormatGPX (release build) beside gpsbabel, gpxpy and `xmllint --stream --noout` (the bare
# libxml2 floor) on a generated 24 h 1 Hz track, with wall time and peak RSS (../shared/tools/perf_peers.sh).
#
#   Benchmarks/gpx/run.sh [OUT_DIR]      (default Benchmarks/work/gpx, git-ignored)
#
# Needs ../shared (tools/), swift, python3 with gpxpy, gpsbabel, xmllint (libxml2-utils), hyperfine.
# The benchmark binary is built from a throw-away package in OUT_DIR that links the sources of FormatGPX,
# FormatNDJSON, WorkoutOperations and the modules they import, with the targets taken from the repository's
# Package.swift by Benchmarks/bench_package.py (so it builds even while other formats are mid-change, and
# its module graph cannot drift), plus Benchmarks/gpx/gpxbench.swift.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${1:-$ROOT/Benchmarks/work/gpx}
mkdir -p "$OUT/pkg"
OUT=$(cd "$OUT" && pwd)

echo "== release build of gpxbench"
(cd "$ROOT" && swift package dump-package) > "$OUT/package-dump.json"
python3 "$ROOT/Benchmarks/bench_package.py" "$OUT/package-dump.json" "$OUT/pkg" "$ROOT" gpxbench \
  "$ROOT/Benchmarks/gpx/gpxbench.swift" FormatGPX FormatNDJSON WorkoutOperations
(cd "$OUT/pkg" && swift build -c release 2>&1 | tail -1)
BENCH="$OUT/pkg/.build/release/gpxbench"

DAY=$OUT/track-24h.gpx
[ -f "$DAY" ] || python3 "$SHARED/tools/gen_health_export.py" --gpx-track 86400 "$DAY"
ls -l "$DAY"
"$BENCH" read "$DAY"
"$BENCH" write "$DAY" "$OUT/written.gpx" 5 | tee "$OUT/write.txt"
"$BENCH" gpx "$DAY" "$OUT/roundtrip.gpx"
QUIET=1 bash "$SHARED/formats/schemas/validate.sh" "$OUT/roundtrip.gpx" && echo "roundtrip.gpx validates"

echo "== peers (perf_peers.sh)"
rm -rf "$OUT/peers"
bash "$SHARED/tools/perf_peers.sh" -r 5 -s 1 -o "$OUT/peers" --gpx "$DAY" \
  --ours gpx "wkconv FormatGPX read (count)" "$BENCH read {in} > /dev/null" \
  --ours gpx "wkconv GPX -> NDJSON" "$BENCH ndjson {in} $OUT/out.ndjson" \
  --ours gpx "wkconv GPX -> GPX" "$BENCH gpx {in} $OUT/out.gpx" \
  --ours gpx "gpsbabel gpx->gpx (peer)" "gpsbabel -i gpx -f {in} -o gpx -F /dev/null"
cat "$OUT/peers/results.md"
