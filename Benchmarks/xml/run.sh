#!/bin/bash
# Measures XMLStreamParser against the C floors on a generated Apple Health export.
#   Benchmarks/xml/run.sh [RECORDS]     (default 700000 records ≈ 300 MB export.xml)
# Needs: python3, cc, libxml2-dev; xmllint (apt-get install libxml2-utils) is optional.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/work/xml
RECORDS=${1:-700000}
mkdir -p "$WORK"
cd "$ROOT"

[ -f "$WORK/export-$RECORDS.xml" ] || python3 "$SHARED/tools/gen_health_export.py" --records "$RECORDS" --workouts 300 --xml-only "$WORK/export-$RECORDS.xml"
[ -f "$WORK/export-$RECORDS.zip" ] || (cd "$WORK" && rm -rf z && mkdir -p z/apple_health_export && cp "export-$RECORDS.xml" z/apple_health_export/export.xml && (cd z && python3 -m zipfile -c "../export-$RECORDS.zip" apple_health_export) && rm -rf z)
XML=$WORK/export-$RECORDS.xml
MB=$(python3 -c "import os;print(os.path.getsize('$XML')/1e6)")

cc -O2 -o "$WORK/perf_libxml2" "$SHARED/tools/perf_libxml2.c" $(pkg-config --cflags --libs libxml-2.0)
# Build the modules the way a release build does (-O, whole module), straight with swiftc so the benchmark
# does not depend on the rest of the package compiling.
M=$WORK/modules
mkdir -p "$M"
XI="-I $ROOT/Sources/CLibXML2 -Xcc -I/usr/include/libxml2"
ZI="-I $ROOT/Sources/CLibZ -I $ROOT/Sources/CLibDeflate"
swiftc -O -wmo -package-name wkconv -parse-as-library -module-name ByteStreams -emit-module -emit-module-path "$M/ByteStreams.swiftmodule" \
  -c -o "$M/ByteStreams.o" Sources/ByteStreams/*.swift
swiftc -O -wmo -package-name wkconv -parse-as-library -module-name XMLStreaming -emit-module -emit-module-path "$M/XMLStreaming.swiftmodule" \
  -c -o "$M/XMLStreaming.o" -I "$M" $XI Sources/XMLStreaming/*.swift
swiftc -O -wmo -package-name wkconv -parse-as-library -module-name ZipStreaming -emit-module -emit-module-path "$M/ZipStreaming.swiftmodule" \
  -c -o "$M/ZipStreaming.o" -I "$M" $ZI Sources/ZipStreaming/*.swift
swiftc -O -o "$WORK/bench" Benchmarks/xml/bench.swift -I "$M" $ZI $XI "$M"/*.o -lxml2 -lz -ldeflate

best() {  # best-of-3 user+sys CPU seconds of a command (robust on a shared machine), output to /dev/null
  local best=999999 t
  for _ in 1 2 3; do
    t=$( { TIMEFORMAT='%U %S'; time "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -1 | awk '{print $1+$2}')
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
ZIP=$WORK/export-$RECORDS.zip
ZC=$(best bash -c "unzip -p '$ZIP' apple_health_export/export.xml | '$WORK/perf_libxml2' sax -")
ZO=$(best "$WORK/bench" zip-parse "$ZIP" apple_health_export/export.xml)
printf "%-38s %8s s\n" "unzip -p | perf_libxml2 sax - (C)" "$ZC"
printf "%-38s %8s s  %.2fx\n" "ZipArchiveReader → XMLStreamParser" "$ZO" "$(python3 -c "print($ZO/$ZC)")"
