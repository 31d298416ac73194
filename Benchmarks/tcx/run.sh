#!/usr/bin/env bash
# TCX benchmark: FormatTCX (release build) beside gpsbabel, tcxreader and `xmllint --stream --noout` (the
# bare libxml2 floor) on a 24 h 1 Hz track, with wall time and peak RSS (../shared/tools/perf_peers.sh).
#
#   Benchmarks/tcx/run.sh [OUT_DIR]      (default Benchmarks/work/tcx, git-ignored)
#
# The track: ../shared/tools/gen_health_export.py --gpx-track 86400 makes the GPX; FormatGPX reads it
# and FormatTCX writes the TCX (positions, altitude, TPX speed; one lap). gpsbabel's own GPX → TCX is
# timed as a peer of our GPX → TCX.
# Needs ../shared (tools/), swift, python3 with tcxreader, gpsbabel, xmllint (libxml2-utils), hyperfine.
# The benchmark binary is built from a throw-away package in OUT_DIR that links the sources of FormatTCX,
# FormatGPX, FormatNDJSON, WorkoutOperations and the modules they import, with the targets taken from the
# repository's Package.swift by Benchmarks/bench_package.py (so it builds even while other formats are
# mid-change, and its module graph cannot drift), plus Benchmarks/tcx/tcxbench.swift.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${1:-$ROOT/Benchmarks/work/tcx}
mkdir -p "$OUT/pkg"
OUT=$(cd "$OUT" && pwd)

echo "== release build of tcxbench"
(cd "$ROOT" && swift package dump-package) > "$OUT/package-dump.json"
python3 "$ROOT/Benchmarks/bench_package.py" "$OUT/package-dump.json" "$OUT/pkg" "$ROOT" tcxbench \
  "$ROOT/Benchmarks/tcx/tcxbench.swift" FormatTCX FormatGPX FormatNDJSON WorkoutOperations
(cd "$OUT/pkg" && swift build -c release 2>&1 | tail -1)
BENCH="$OUT/pkg/.build/release/tcxbench"

GPX=$OUT/track-24h.gpx
DAY=$OUT/track-24h.tcx
[ -f "$GPX" ] || python3 "$SHARED/tools/gen_health_export.py" --gpx-track 86400 "$GPX"
[ -f "$DAY" ] || "$BENCH" fromgpx "$GPX" "$DAY"
ls -l "$GPX" "$DAY"
QUIET=1 bash "$SHARED/formats/schemas/validate.sh" "$DAY" && echo "track-24h.tcx validates"
"$BENCH" read "$DAY"
"$BENCH" write "$DAY" "$OUT/written.tcx" 5 | tee "$OUT/write.txt"
"$BENCH" tcx "$DAY" "$OUT/roundtrip.tcx"
QUIET=1 bash "$SHARED/formats/schemas/validate.sh" "$OUT/roundtrip.tcx" && echo "roundtrip.tcx validates"
cmp -s "$DAY" "$OUT/roundtrip.tcx" && echo "TCX → TCX is byte-identical"

echo "== peers (perf_peers.sh)"
rm -rf "$OUT/peers"
bash "$SHARED/tools/perf_peers.sh" -r 5 -s 1 -o "$OUT/peers" --tcx "$DAY" --gpx "$GPX" \
  --ours tcx "wkconv FormatTCX read (count)" "$BENCH read {in} > /dev/null" \
  --ours tcx "wkconv TCX -> NDJSON" "$BENCH ndjson {in} $OUT/out.ndjson" \
  --ours tcx "wkconv TCX -> TCX" "$BENCH tcx {in} $OUT/out.tcx" \
  --ours tcx "wkconv TCX -> GPX" "$BENCH gpx {in} $OUT/out.gpx" \
  --ours gpx "wkconv GPX -> TCX" "$BENCH fromgpx {in} $OUT/out-from-gpx.tcx"
cat "$OUT/peers/results.md"
