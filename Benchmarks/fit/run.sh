#!/usr/bin/env bash
# FIT decode benchmark: FormatFIT's decoder beside the peers (fitdecode, fitparse, garmin-fit-sdk, gpsbabel) and the
# bare C walk + CRC floor (perf_fitscan.c), on the largest corpus files and a generated 24 h 1 Hz activity.
#
#   Benchmarks/fit/run.sh [OUT_DIR]      (default Benchmarks/work/fit, git-ignored)
#
# Needs ../shared (tools/, corpus/), swiftc, cc, python3 with fitdecode fitparse garmin-fit-sdk, gpsbabel, hyperfine.
# Steps: release build of the package target (swift build -c release --scratch-path .build-fit --target FormatFIT),
# a standalone -O -wmo build of fitbench.swift with the decoder sources (so the timed process is just the decoder),
# in-process throughput (MB/s, records/s), then ../shared/tools/perf_peers.sh with `--ours fit`.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${1:-$ROOT/Benchmarks/work/fit}
mkdir -p "$OUT"
cd "$ROOT"

echo "== release build (package target FormatFIT)"
swift build -c release --scratch-path .build-fit --target FormatFIT 2>&1 | tail -1

echo "== fitbench (decoder sources, -O -wmo)"
SRC=$(ls Sources/FormatFIT/Profile/*.swift Sources/FormatFIT/Generated/*.swift Sources/FormatFIT/Decoding/*.swift \
  Sources/FormatFIT/Encoding/*.swift)
swiftc -O -wmo -parse-as-library -module-name fitbench -o "$OUT/fitbench" Benchmarks/fit/fitbench.swift $SRC
cc -O2 -o "$OUT/perf_fitscan" "$SHARED/tools/perf_fitscan.c"

DAY=$OUT/activity-24h.fit
[ -f "$DAY" ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity 86400 "$DAY"
INPUTS=("$DAY" "$SHARED/corpus/fit/fitparse-fenix2-multisport-triathlon.fit"
  "$SHARED/corpus/fit/fitparse-wahoo-elemnt-ride-devfields.fit" "$SHARED/corpus/fit/gpsbabel-virb-ultra30-camera.fit")

echo "== in-process throughput (mean of repeated passes, page cache warm)"
for f in "${INPUTS[@]}"; do
  ours=$("$OUT/fitbench" decode "$f" 20)
  c=$("$OUT/perf_fitscan" "$f" 20)
  cs=$(echo "$c" | awk '{print $4}')
  os=$(echo "$ours" | sed 's/.*seconds=\([0-9.]*\).*/\1/')
  echo "$(basename "$f"): ours $ours | perf_fitscan ${cs}s/pass | ratio ours/C = $(python3 -c "print(round($os/$cs, 2))")"
done | tee "$OUT/inprocess.txt"

echo "== peers (perf_peers.sh)"
ARGS=()
for f in "${INPUTS[@]}"; do ARGS+=(--fit "$f"); done
bash "$SHARED/tools/perf_peers.sh" -r 5 -s 1 -o "$OUT/peers" "${ARGS[@]}" \
  --ours fit "FormatFIT decode (fitbench once)" "$OUT/fitbench once {in} > /dev/null"
cat "$OUT/peers/results.md"
