#!/bin/bash
# Apple Health export benchmark: wkconv inspect / convert → ndjson against the floors and peers.
#   Benchmarks/health/run.sh [--runs N] [--skip-slow] [--peers] [--big] [--inspect-only]
# Generates (once) ~200 MB and ~1 GB export.xml archives with ../shared/tools/gen_health_export.py,
# builds wkconv in release mode, then measures wall time and peak RSS (/usr/bin/time %M) of:
#   unzip -p | xmllint --stream --noout      (libxml2's own streaming reader)
#   unzip -p | perf_libxml2 sax              (the C SAX2 floor, ../shared/tools/perf_libxml2.c)
#   wkconv inspect export.zip                (export.xml, route files only checked to be present)
#   wkconv inspect --routes export.zip       (also parses every workout-routes/*.gpx)
#   wkconv convert export.zip out.ndjson
#   healthkit-to-sqlite export.zip db        (pip; skipped on the 1 GB file with --skip-slow)
# Results: Benchmarks/work/health/results.tsv and a markdown table on stdout.
# --peers additionally runs ../shared/tools/perf_peers.sh (hyperfine, lxml/etree loops) on the same zips.
# --big also generates a ~5 GB export (11.5 M records, ~16 min, 610 MB zip) and measures inspect and the C
#   floor on it once (peak RSS must stay flat with size).
# --inspect-only measures only the C SAX2 floor, inspect and inspect --routes (and inspect (before)), runs
#   interleaved: for before/after ratios on a loaded machine. WITH_CONVERT=1 adds convert → ndjson rows.
# WKCONV_BIN=/path/to/wkconv measures that binary instead of building one.
# WKCONV_BEFORE=/path/to/older/wkconv adds "wkconv inspect (before)" rows: before/after side by side.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/work/health
RUNS=3
SKIPSLOW=0
PEERS=0
BIG=0
INSPECTONLY=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift 2 ;;
    --skip-slow) SKIPSLOW=1; shift ;;
    --peers) PEERS=1; shift ;;
    --big) BIG=1; shift ;;
    --inspect-only) INSPECTONLY=1; shift ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$WORK"
cd "$ROOT"
[ -f "$WORK/export-200mb.zip" ] || python3 "$SHARED/tools/gen_health_export.py" --records 450000 --workouts 150 --out "$WORK/export-200mb.zip"
# SIZES="200mb" measures only the ~200 MB export (default: both).
SIZES=${SIZES:-200mb 1gb}
[[ " $SIZES " != *" 1gb "* ]] || [ -f "$WORK/export-1gb.zip" ] || python3 "$SHARED/tools/gen_health_export.py" --records 2300000 --workouts 600 --out "$WORK/export-1gb.zip"
if [ $BIG = 1 ] && [ ! -f "$WORK/export-5gb.zip" ]; then
  python3 "$SHARED/tools/gen_health_export.py" --records 11500000 --workouts 3000 --out "$WORK/export-5gb.zip"
fi
cc -O2 -o "$WORK/perf_libxml2" "$SHARED/tools/perf_libxml2.c" $(pkg-config --cflags --libs libxml-2.0)
SCRATCH=${WKCONV_SCRATCH:-.build-health}
if [ -n "${WKCONV_BIN:-}" ]; then
  WK=$WKCONV_BIN  # a binary built beforehand (the tree may be mid-edit by others)
else
  swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product wkconv >/dev/null
  WK=$ROOT/$SCRATCH/release/wkconv
fi

TSV=$WORK/results.tsv
printf 'input\txml_MB\ttool\tbest_wall_s\tMB_per_s\tpeak_rss_MB\n' > "$TSV"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
measure() {  # label input xmlMB command… : best wall time of RUNS, max RSS
  local label=$1 input=$2 mb=$3; shift 3
  local best=999999 rss=0 out t m
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -o "$WORK/time.txt" -f '%e %M' bash -c "$*" >/dev/null 2>&1 || true
    out=$(tail -1 "$WORK/time.txt")
    t=${out% *}; m=${out#* }
    best=$(python3 -c "print(min($best, $t))"); rss=$(( m > rss ? m : rss ))
  done
  local mbs; mbs=$(python3 -c "print(round($mb / max($best, 0.001), 1))")
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$input")" "$mb" "$label" "$best" "$mbs" "$((rss / 1024))" | tee -a "$TSV"
}
if [ $INSPECTONLY = 1 ]; then
  # Interleaved: floor, inspect, inspect (before) in each round, so load changes hit all rows alike.
  for ZIP in $(for size in $SIZES; do echo "$WORK/export-$size.zip"; done); do
    MB=$(python3 -c "import zipfile;print(round(zipfile.ZipFile('$ZIP').getinfo('apple_health_export/export.xml').file_size/1e6))")
    E=apple_health_export/export.xml
    RUNS_SAVED=$RUNS; RUNS=1
    for round in $(seq "$RUNS_SAVED"); do
      measure "unzip -p | C SAX2 (perf_libxml2)" "$ZIP" "$MB" "unzip -p '$ZIP' $E | '$WORK/perf_libxml2' sax -"
      measure "wkconv inspect" "$ZIP" "$MB" "'$WK' inspect '$ZIP'"
      measure "wkconv inspect --routes" "$ZIP" "$MB" "'$WK' inspect --routes '$ZIP'"
      if [ -n "${WKCONV_BEFORE:-}" ]; then
        measure "wkconv inspect (before)" "$ZIP" "$MB" "'$WKCONV_BEFORE' inspect '$ZIP'"
      fi
      if [ "${WITH_CONVERT:-0}" = 1 ]; then
        measure "wkconv convert → ndjson" "$ZIP" "$MB" "'$WK' convert '$ZIP' '$WORK/out.ndjson' --to ndjson --force"
        if [ -n "${WKCONV_BEFORE:-}" ]; then
          measure "wkconv convert → ndjson (before)" "$ZIP" "$MB" "'$WKCONV_BEFORE' convert '$ZIP' '$WORK/out.ndjson' --to ndjson --force"
        fi
      fi
    done
    RUNS=$RUNS_SAVED
  done
  echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  python3 - "$TSV" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
best = {}
for r in rows:
    k = (r["input"], r["xml_MB"], r["tool"])
    t = float(r["best_wall_s"])
    b = best.setdefault(k, [t, t, 0, int(r["peak_rss_MB"])])
    b[0] = min(b[0], t); b[1] = max(b[1], t); b[3] = max(b[3], int(r["peak_rss_MB"]))
# Ratio per round as well: each round's rows ran back to back.
print("| input | XML MB | tool | best wall s | worst wall s | peak RSS MB | × C floor (best/best) |")
print("|---|---:|---|---:|---:|---:|---:|")
for (inp, mb, tool), (lo, hi, _, rss) in best.items():
    floor = best[(inp, mb, "unzip -p | C SAX2 (perf_libxml2)")][0]
    print(f"| {inp} | {mb} | {tool.replace('|', chr(92) + '|')} | {lo} | {hi} | {rss} | {lo / floor:.2f} |")
PY
  exit 0
fi
for ZIP in "$WORK/export-200mb.zip" "$WORK/export-1gb.zip"; do
  MB=$(python3 -c "import zipfile;print(round(zipfile.ZipFile('$ZIP').getinfo('apple_health_export/export.xml').file_size/1e6))")
  E=apple_health_export/export.xml
  measure "unzip -p | xmllint --stream" "$ZIP" "$MB" "unzip -p '$ZIP' $E | xmllint --stream --noout -"
  measure "unzip -p | C SAX2 (perf_libxml2)" "$ZIP" "$MB" "unzip -p '$ZIP' $E | '$WORK/perf_libxml2' sax -"
  measure "wkconv inspect" "$ZIP" "$MB" "'$WK' inspect '$ZIP'"
  measure "wkconv inspect --routes" "$ZIP" "$MB" "'$WK' inspect --routes '$ZIP'"
  if [ -n "${WKCONV_BEFORE:-}" ]; then
    measure "wkconv inspect (before)" "$ZIP" "$MB" "'$WKCONV_BEFORE' inspect '$ZIP'"
  fi
  measure "wkconv convert → ndjson" "$ZIP" "$MB" "'$WK' convert '$ZIP' '$WORK/out.ndjson' --to ndjson --force"
  if [ $SKIPSLOW = 0 ] || [ "$MB" -lt 300 ]; then
    RUNS_SAVED=$RUNS; RUNS=1
    measure "healthkit-to-sqlite" "$ZIP" "$MB" "rm -f '$WORK/h.db'; healthkit-to-sqlite '$ZIP' '$WORK/h.db' -s"
    RUNS=$RUNS_SAVED
  fi
done
if [ $BIG = 1 ]; then
  ZIP=$WORK/export-5gb.zip
  MB=$(python3 -c "import zipfile;print(round(zipfile.ZipFile('$ZIP').getinfo('apple_health_export/export.xml').file_size/1e6))")
  RUNS_SAVED=$RUNS; RUNS=1
  measure "unzip -p | C SAX2 (perf_libxml2)" "$ZIP" "$MB" "unzip -p '$ZIP' apple_health_export/export.xml | '$WORK/perf_libxml2' sax -"
  measure "wkconv inspect" "$ZIP" "$MB" "'$WK' inspect '$ZIP'"
  RUNS=$RUNS_SAVED
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
rm -f "$WORK/out.ndjson" "$WORK/h.db"
python3 - "$TSV" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
print("| input | XML MB | tool | best wall s | MB/s | peak RSS MB |")
print("|---|---:|---|---:|---:|---:|")
for r in rows:
    print(f"| {r['input']} | {r['xml_MB']} | {r['tool'].replace('|', chr(92) + '|')} | {r['best_wall_s']} | {r['MB_per_s']} | {r['peak_rss_MB']} |")
PY
if [ $PEERS = 1 ]; then
  bash "$SHARED/tools/perf_peers.sh" -o "$WORK/peers" --zip "$WORK/export-200mb.zip" --zip "$WORK/export-1gb.zip" \
    --ours zip "wkconv inspect" "'$WK' inspect {in}" \
    --ours zip "wkconv convert ndjson" "'$WK' convert {in} '$WORK/peers-out.ndjson' --to ndjson --force"
fi
