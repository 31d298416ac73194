#!/usr/bin/env bash
# The Spark cohort job in local[2] against wkconv's own batch on the same small files, whole processes:
#   python3 Integrations/spark/convert_cohort.py --master local[2]   (JVM start, one wkconv per task batch,
#                                                                    the parts linked into the dataset)
#   wkconv convert --inputs-from LIST --to parquet --out-dir DIR --jobs 2
# Inputs: COUNT (default 500) small 1 Hz activity FIT files (60–600 s) of 5 participants, made by
# ../shared/tools/gen_health_export.py's FIT writer in one Python process (generated, never committed).
#
# The whole process twice: with an empty class cache (its JVM writes the class archive as it exits),
# then with that archive (what every later run pays); the platform's floor (the same session and a job
# of two empty tasks) with and without the archive; then the job three times in one SparkSession, each
# right after the batch (the first job of a session, then what a long-lived driver pays).
#
#   Benchmarks/batch/spark.sh [WKCONV]       (default .build/release/wkconv); COUNT=N; KEEP=1 keeps WORK
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WKCONV=$(realpath "${1:-$ROOT/.build/release/wkconv}")
COUNT=${COUNT:-500}
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/wkconv-spark-XXXXXX")}
[ -n "${KEEP:-}" ] || trap 'rm -rf "$WORK"' EXIT
python3 - "$SHARED/tools" "$WORK/cohort" "$COUNT" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
import gen_health_export as g
out, count = sys.argv[2], int(sys.argv[3])
for k in range(count):
    folder = os.path.join(out, f"p{k % 5 + 1:02d}")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"a{k:05d}.fit")
    if not os.path.exists(path):
        g.cmd_fit_activity(60 + (k * 7919) % 541, path, 5000 + k)
PY
find "$WORK/cohort" -name '*.fit' | sort > "$WORK/list"
echo "cohort: $COUNT files, $(du -sb "$WORK/cohort" | cut -f1) B; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$WORK/batch" "$WORK/dataset"
# `sync` before each timed run: the previous run's writes (500 parts, a 70 MB class archive) are
# written back before it, not during it.
sync
start=$(date +%s.%N)
"$WKCONV" convert --inputs-from "$WORK/list" --to parquet --out-dir "$WORK/batch" --jobs 2 --quiet --progress none
batch=$(echo "$(date +%s.%N) - $start" | bc)
echo "wkconv --out-dir --jobs 2:  $batch s  (load $(cut -d' ' -f1 /proc/loadavg))"
CACHE="$WORK/classes"
rm -rf "$CACHE"
for run in "writes the class archive" "with the class archive"; do
  sync
  start=$(date +%s.%N)
  summary=$(PYSPARK_PYTHON=python3 python3 "$ROOT/Integrations/spark/convert_cohort.py" --input "$WORK/cohort" \
    --output "$WORK/dataset" --master 'local[2]' --wkconv "$WKCONV" --class-cache "$CACHE" 2>>"$WORK/spark.log" | tail -1)
  spark=$(echo "$(date +%s.%N) - $start" | bc)
  echo "spark local[2] (whole process, $run): $spark s  (load $(cut -d' ' -f1 /proc/loadavg))"
done
echo "spark summary: $summary"
# The platform's floor: a whole process that starts the same session (same JVM options) and runs a job
# of two empty tasks (the JVM's own: no Python worker, as the job's tasks), so the whole-process ratio
# can be read against what Spark alone costs here.
for cache in "$CACHE" ""; do
  sync
  start=$(date +%s.%N)
  PYSPARK_PYTHON=python3 python3 - "$ROOT/Integrations/spark" "$cache" 2>>"$WORK/spark.log" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import convert_cohort as cc
sc = cc.start("local[2]", 4, class_cache=sys.argv[2] or None)
sc._jsc.parallelize([1, 2], 2).count()
cc.stop(sc)
PY
  floor=$(echo "$(date +%s.%N) - $start" | bc)
  label="no class archive"
  [ -z "$cache" ] || label="with the class archive"
  echo "spark local[2], a job of two empty tasks (whole process, $label): $floor s  (load $(cut -d' ' -f1 /proc/loadavg))"
  [ -z "$cache" ] || archived_floor=$floor
done
echo "floor / batch: $(echo "scale=2; $archived_floor / $batch" | bc)x; spark job / floor: $(echo "scale=2; $spark / $archived_floor" | bc)x; above the floor: $(echo "$spark - $archived_floor" | bc) s"
python3 - "$spark" "$batch" "$summary" "$WORK" <<'PY'
import json, os, sys
import pyarrow.dataset as ds
spark, batch, summary, work = float(sys.argv[1]), float(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4]
job = summary["seconds"]
print(f"spark / batch: whole process {spark / batch:.2f}x; the job in its session (summary.seconds "
      f"{job:.2f} s, without the JVM's start) {job / batch:.2f}x")
rows = ds.dataset(os.path.join(work, "dataset", "data"), format="parquet", partitioning="hive").count_rows()
mine = ds.dataset(os.path.join(work, "batch"), format="parquet").count_rows()
print(f"rows: dataset {rows}, --out-dir {mine}" + ("" if rows == mine else "  DIFFER"))
sys.exit(0 if rows == mine else 1)
PY
# The same job three times in one session (the way a notebook or a long-lived cluster driver runs it),
# each right after wkconv's own batch: the first job of a session also pays the JVM's first scheduling.
PYSPARK_PYTHON=python3 python3 - "$ROOT/Integrations/spark" "$WORK" "$WKCONV" "$CACHE" 2>>"$WORK/spark.log" <<'PY'
import os, shutil, subprocess, sys, time
sys.path.insert(0, sys.argv[1])
import convert_cohort as cc
work, wkconv = sys.argv[2], sys.argv[3]
out = os.path.join(work, "warm")
args = cc.parse_args(["--input", os.path.join(work, "cohort"), "--output", out, "--master", "local[2]",
                      "--wkconv", wkconv])
spark = cc.start("local[2]", 4, class_cache=sys.argv[4])
for k in range(3):
    shutil.rmtree(os.path.join(work, "warm-batch"), ignore_errors=True)
    os.sync()
    started = time.monotonic()
    subprocess.run([wkconv, "convert", "--inputs-from", os.path.join(work, "list"), "--to", "parquet", "--out-dir",
                    os.path.join(work, "warm-batch"), "--jobs", "2", "--quiet", "--progress", "none"], check=True)
    batch = time.monotonic() - started
    os.sync()
    load = open("/proc/loadavg").read().split()[0]
    job = cc.run(args, spark)["seconds"]
    print(f"in one session, job {k + 1}: wkconv batch {batch:.2f} s, spark job {job:.2f} s: {job / batch:.2f}x "
          f"(load {load} {open('/proc/loadavg').read().split()[0]})")
cc.stop(spark)
PY
