#!/usr/bin/env bash
# Analytics outputs benchmark, whole processes side by side in one run (hyperfine medians, peak RSS from
# /usr/bin/time -f %M):
#   1. 24 h 1 Hz FIT → Parquet: wkconv vs pyroparse (whole Python process, import included); file sizes
#   2. 24 h FIT → CSV: wkconv vs BASE (an older wkconv binary, e.g. main before the analytics table)
#   3. generated export (~200 MB of export.xml) → Parquet vs → NDJSON: time and peak RSS
#
#   Benchmarks/analytics/run.sh [OUT_DIR]        (default Benchmarks/work/analytics, git-ignored)
#   WKCONV=path BASE=path-to-older-wkconv RECORDS=N Benchmarks/analytics/run.sh
#
# Needs ../shared/tools/gen_health_export.py, hyperfine, python3 with pyroparse (pip install pyroparse).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${1:-$ROOT/Benchmarks/work/analytics}
RUNS=${RUNS:-5}
mkdir -p "$OUT"
cd "$ROOT"
if [ -z "${WKCONV:-}" ]; then
  swift build -c release --static-swift-stdlib --product wkconv 2>&1 | tail -1
  WKCONV=$ROOT/.build/release/wkconv
fi
FIT=$OUT/act24h.fit
[ -f "$FIT" ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity 86400 "$FIT"
EXPORT=$OUT/export.zip
[ -f "$EXPORT" ] || python3 "$SHARED/tools/gen_health_export.py" --records "${RECORDS:-600000}" --workouts 150 --out "$EXPORT"

cat > "$OUT/pyroparse_convert.py" <<'PY'
import sys
import pyroparse
pyroparse.convert_fit_file(sys.argv[1], sys.argv[2])
PY

rss() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }

echo "== 24 h FIT → Parquet: wkconv vs pyroparse"
hyperfine -N -w 1 -r "$RUNS" --export-markdown "$OUT/fit-parquet.md" \
  -n "wkconv → parquet" "$WKCONV convert $FIT $OUT/wk.parquet --force --quiet" \
  -n "pyroparse → parquet" "python3 $OUT/pyroparse_convert.py $FIT $OUT/pyro.parquet" \
  -n "wkconv → ndjson" "$WKCONV convert $FIT $OUT/wk.ndjson --force --quiet"
echo "sizes: wkconv $(stat -c %s "$OUT/wk.parquet") B, pyroparse $(stat -c %s "$OUT/pyro.parquet") B"
echo "peak RSS (KB): wkconv $(rss "$WKCONV" convert "$FIT" "$OUT/wk.parquet" --force --quiet), pyroparse $(rss python3 "$OUT/pyroparse_convert.py" "$FIT" "$OUT/pyro.parquet")"
python3 -c "
import pyarrow.parquet as pq
for n in ['wk', 'pyro']:
    f = pq.ParquetFile('$OUT/' + n + '.parquet'); print(n, f.metadata.num_rows, 'rows', f.metadata.num_columns, 'columns')"

echo "== 24 h FIT → CSV: wkconv${BASE:+ vs BASE=$BASE}"
ARGS=(-n "wkconv → csv" "$WKCONV convert $FIT $OUT/wk.csv --force --quiet")
[ -n "${BASE:-}" ] && ARGS+=(-n "BASE → csv" "$BASE convert $FIT $OUT/base.csv --force --quiet")
hyperfine -N -w 1 -r "$RUNS" --export-markdown "$OUT/fit-csv.md" "${ARGS[@]}"
echo "sizes: wkconv $(stat -c %s "$OUT/wk.csv") B${BASE:+, BASE $(stat -c %s "$OUT/base.csv") B}"

echo "== export → Parquet vs → NDJSON (and SQLite)"
ls -la "$EXPORT"
hyperfine -N -w 0 -r "${EXPORT_RUNS:-3}" --export-markdown "$OUT/export.md" \
  -n "export → parquet" "$WKCONV convert $EXPORT $OUT/ex.parquet --force --quiet" \
  -n "export → ndjson" "$WKCONV convert $EXPORT $OUT/ex.ndjson --force --quiet" \
  -n "export → sqlite" "$WKCONV convert $EXPORT $OUT/ex.sqlite --force --quiet"
echo "peak RSS (KB): parquet $(rss "$WKCONV" convert "$EXPORT" "$OUT/ex.parquet" --force --quiet), ndjson $(rss "$WKCONV" convert "$EXPORT" "$OUT/ex.ndjson" --force --quiet), sqlite $(rss "$WKCONV" convert "$EXPORT" "$OUT/ex.sqlite" --force --quiet)"
ls -la "$OUT"/ex.*
