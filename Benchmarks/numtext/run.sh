#!/usr/bin/env bash
# Number text micro benchmark (release): `Double.description` into a byte buffer (the writers' old
# fallback) vs `NumberText.appendDescription` (Schubfach) and the writers' `appendShortest` path, on
# 10 M seeded doubles per kind (thread CPU time, best of 3: the machine is shared); also checks the two texts are byte-identical on the first million.
#
#   Benchmarks/numtext/run.sh [COUNT] [OUT_DIR]   (default 10000000, Benchmarks/work/numtext)
#
# The binary is built from a throw-away package in OUT_DIR (Benchmarks/bench_package.py) linking ByteStreams.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
COUNT=${1:-10000000}
OUT=${2:-$ROOT/Benchmarks/work/numtext}
mkdir -p "$OUT/pkg"
OUT=$(cd "$OUT" && pwd)
(cd "$ROOT" && swift package dump-package) > "$OUT/package-dump.json"
python3 "$ROOT/Benchmarks/bench_package.py" "$OUT/package-dump.json" "$OUT/pkg" "$ROOT" numtextbench \
  "$ROOT/Benchmarks/numtext/numtextbench.swift" ByteStreams
(cd "$OUT/pkg" && swift build -c release 2>&1 | tail -1)
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$OUT/pkg/.build/release/numtextbench" "$COUNT"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
