#!/usr/bin/env bash
# Spark cohort job vs wkconv's own batch mode, whole processes, one run each, same machine, same files:
#   python3 Integrations/spark/convert_cohort.py --master local[2]   (JVM start, scheduling, per-file wkconv)
#   wkconv convert FILES --to parquet --out-dir DIR --jobs 2           (the same conversions, no Spark)
# Prints files/s and MB/s per core (2 cores each). A generated cohort: EXPORTS exports (RECORDS records
# each) and ACTIVITIES 1 h FIT activities, spread over participants p01..p06.
#
#   WKCONV=path Benchmarks/analytics/spark.sh [OUT_DIR]     (default Benchmarks/work/spark, git-ignored)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
OUT=${1:-$ROOT/Benchmarks/work/spark}
EXPORTS=${EXPORTS:-12}
RECORDS=${RECORDS:-20000}
ACTIVITIES=${ACTIVITIES:-40}
WKCONV=${WKCONV:-$ROOT/.build/release/wkconv}
GEN=$SHARED/tools/gen_health_export.py
mkdir -p "$OUT/cohort"
cd "$ROOT"
for i in $(seq 1 "$EXPORTS"); do
  p=p0$(( (i - 1) % 6 + 1 )); mkdir -p "$OUT/cohort/$p"
  f=$OUT/cohort/$p/$p-export$i.zip
  [ -f "$f" ] || python3 "$GEN" --records "$RECORDS" --workouts 3 --seed "$i" --out "$f" >/dev/null
done
for k in $(seq 1 "$ACTIVITIES"); do
  p=p0$(( (k - 1) % 6 + 1 )); mkdir -p "$OUT/cohort/$p"
  f=$OUT/cohort/$p/$p-act$k.fit
  [ -f "$f" ] || python3 "$GEN" --seed "$((100 + k))" --fit-activity 3600 "$f" >/dev/null
done
mapfile -t files < <(find "$OUT/cohort" -type f | sort)
bytes=$(cat "${files[@]}" | wc -c)
echo "cohort: ${#files[@]} files, $bytes B; load: $(cut -d' ' -f1-3 /proc/loadavg)"

rate() {  # name seconds
  python3 -c "import sys; n, b, s = ${#files[@]}, $bytes, float(sys.argv[2]); print(f'{sys.argv[1]}: {s:.2f} s, {n / s / 2:.2f} files/s per core, {b / s / 2 / 1e6:.2f} MB/s per core')" "$1" "$2"
}
rm -rf "$OUT/batch" && mkdir -p "$OUT/batch"
start=$(date +%s.%N)
"$WKCONV" convert "${files[@]}" --to parquet --out-dir "$OUT/batch" --jobs 2 --quiet || true
rate "wkconv --out-dir --jobs 2" "$(echo "$(date +%s.%N) - $start" | bc)"
rm -rf "$OUT/dataset"
start=$(date +%s.%N)
summary=$(PYSPARK_PYTHON=python3 python3 Integrations/spark/convert_cohort.py --input "$OUT/cohort" \
  --output "$OUT/dataset" --master 'local[2]' --wkconv "$WKCONV" 2>/dev/null | tail -1)
rate "spark local[2] (whole process)" "$(echo "$(date +%s.%N) - $start" | bc)"
echo "spark summary: $summary"
