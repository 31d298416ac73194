#!/bin/bash
# Measures XMLStreamParser against the C floors on a generated Apple Health export.
#   Benchmarks/xml/run.sh [RECORDS]     (default 700000 records ≈ 300 MB export.xml)
# Needs: python3, cc, libxml2-dev; xmllint (apt-get install libxml2-utils) is optional.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/work/xml
SCRATCH=$ROOT/.build-bench
RECORDS=${1:-700000}
mkdir -p "$WORK"
cd "$ROOT"

[ -f "$WORK/export-$RECORDS.xml" ] || python3 "$SHARED/tools/gen_health_export.py" --records "$RECORDS" --workouts 300 --xml-only "$WORK/export-$RECORDS.xml"
[ -f "$WORK/export-$RECORDS.zip" ] || (cd "$WORK" && rm -rf z && mkdir -p z/apple_health_export && cp "export-$RECORDS.xml" z/apple_health_export/export.xml && (cd z && python3 -m zipfile -c "../export-$RECORDS.zip" apple_health_export) && rm -rf z)
XML=$WORK/export-$RECORDS.xml
MB=$(python3 -c "import os;print(os.path.getsize('$XML')/1e6)")

cc -O2 -o "$WORK/perf_libxml2" "$SHARED/tools/perf_libxml2.c" $(pkg-config --cflags --libs libxml-2.0)
swift build -c release --scratch-path "$SCRATCH" --target XMLStreaming >/dev/null
swift build -c release --scratch-path "$SCRATCH" --target ZipStreaming >/dev/null
REL=$SCRATCH/release
swiftc -O -parse-as-library -o "$WORK/bench" Benchmarks/xml/bench.swift -I "$REL/Modules" -I Sources/CLibXML2 \
  -Xcc -I/usr/include/libxml2 "$REL"/XMLStreaming.build/*.o "$REL"/ZipStreaming.build/*.o "$REL"/ZIPFoundation.build/*.o \
  -lxml2 -lz 2>/dev/null || swiftc -O -o "$WORK/bench" Benchmarks/xml/bench.swift -I "$REL/Modules" -I Sources/CLibXML2 \
  -Xcc -I/usr/include/libxml2 "$REL"/XMLStreaming.build/*.o "$REL"/ZipStreaming.build/*.o "$REL"/ZIPFoundation.build/*.o -lxml2 -lz

best() {  # best-of-3 user+sys CPU seconds of a command (robust on a shared machine), output to /dev/null
  local best=999999
  for _ in 1 2 3; do
    local t
    t=$( { /usr/bin/time -f "%U %S" "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -1 | awk '{print $1+$2}')
    best=$(python3 -c "print(min($best, $t))")
  done
  echo "$best"
}

echo "input: $XML ($MB MB)"
echo "counts (ours / C floor):"
"$WORK/bench" parse "$XML" 2>/dev/null
"$WORK/perf_libxml2" sax "$XML"
C=$(best "$WORK/perf_libxml2" sax "$XML")
O=$(best "$WORK/bench" parse "$XML")
V=$(best "$WORK/bench" parse-values "$XML")
printf "%-38s %8s s  %6s MB/s\n" "perf_libxml2 sax (C floor)" "$C" "$(python3 -c "print(round($MB/$C))")"
printf "%-38s %8s s  %6s MB/s  %.2fx floor\n" "XMLStreamParser count" "$O" "$(python3 -c "print(round($MB/$O))")" "$(python3 -c "print($O/$C)")"
printf "%-38s %8s s  %6s MB/s  %.2fx floor\n" "XMLStreamParser count + Double values" "$V" "$(python3 -c "print(round($MB/$V))")" "$(python3 -c "print($V/$C)")"
if command -v xmllint >/dev/null; then
  X=$(best xmllint --stream --noout "$XML")
  printf "%-38s %8s s  %6s MB/s\n" "xmllint --stream --noout" "$X" "$(python3 -c "print(round($MB/$X))")"
else
  echo "xmllint not installed (apt-get install libxml2-utils) — skipped"
fi
"$WORK/bench" write 1000000
"$WORK/bench" unzip "$WORK/export-$RECORDS.zip" apple_health_export/export.xml
