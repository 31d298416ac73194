#!/usr/bin/env bash
# Many small files → one Parquet dataset, whole processes, same files, same run:
#   ours:     wkconv convert --inputs-from LIST --to parquet --out-dir D --partition-by kind --jobs 2
#   today:    BASE convert FILES --to parquet --out-dir D --jobs 2   (one Parquet file per input; BASE is
#             the binary to compare with, e.g. main's)
#   per-file: one wkconv process per file (as the Spark job ran before it sent batches), 2 at a time
#   peer:     pyroparse.convert_fit_tree(SRC, DST, workers=2)       (Rust FIT parser, one Parquet per file)
# then checks with pyarrow that the columns both have hold the same number of values (ours: `series`
# rows of the matching type, route points for latitude/longitude).
#
# Inputs: COUNT (default 1000) device-like 1 Hz activity FIT files of varied lengths (60–1800 s) made by
# ../shared/tools/gen_health_export.py's FIT writer in one Python process (generated, never committed).
#
#   Benchmarks/batch/run.sh [WKCONV] [BASE_WKCONV]     (default .build/release/wkconv for both)
#   COUNT=N, WORK=dir (default a temporary folder, removed at the end unless KEEP=1), SKIP_PERFILE=1
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
WKCONV=$(realpath "${1:-$ROOT/.build/release/wkconv}")
BASE=$(realpath "${2:-$WKCONV}")
COUNT=${COUNT:-1000}
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/wkconv-batch-XXXXXX")}
[ -n "${KEEP:-}" ] || trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/fit"

python3 - "$SHARED/tools" "$WORK/fit" "$COUNT" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
import gen_health_export as g
out, count = sys.argv[2], int(sys.argv[3])
records = 0
for k in range(count):
    seconds = 60 + (k * 7919) % 1741
    path = os.path.join(out, f"a{k:05d}.fit")
    if not os.path.exists(path):
        g.cmd_fit_activity(seconds, path, 1000 + k)
    records += seconds
print(f"{count} FIT files, {records} records", file=sys.stderr)
PY
find "$WORK/fit" -name '*.fit' -print0 | sort -z > "$WORK/list"
bytes=$(du -sb "$WORK/fit" | cut -f1)
echo "inputs: $COUNT files, $bytes B; cores: $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg)"

elapsed() {  # key label command...: runs it, prints and records its wall time
  local key=$1 label=$2; shift 2
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>"$WORK/err" || { echo "$label failed: $(head -3 "$WORK/err")"; }
  end=$(date +%s.%N)
  local s; s=$(echo "$end - $start" | bc)
  printf '%-44s %7.2f s  %6.2f ms/file  (load %s)\n' "$label" "$s" "$(echo "$s * 1000 / $COUNT" | bc -l)" \
    "$(cut -d' ' -f1 /proc/loadavg)"
  echo "$key=$s" >> "$WORK/times"
}

rm -rf "$WORK/ours" "$WORK/today" "$WORK/perfile" "$WORK/peer" "$WORK/times"
elapsed ours "ours: --inputs-from, --partition-by kind" \
  "$WKCONV" convert --inputs-from "$WORK/list" --to parquet --out-dir "$WORK/ours" --partition-by kind \
  --jobs 2 --quiet --progress none
elapsed today "today: --out-dir --jobs 2 (base binary)" \
  bash -c 'cd "$1/fit" && "$2" convert ./*.fit --to parquet --out-dir "$1/today" --jobs 2 --quiet --progress none' _ "$WORK" "$BASE"
mkdir -p "$WORK/perfile"
[ -n "${SKIP_PERFILE:-}" ] && echo "perfile=0" >> "$WORK/times" ||
elapsed perfile "per-file processes, 2 at a time" \
  bash -c 'cd "$1/fit" && printf "%s\n" *.fit | xargs -P 2 -I{} "$2" convert {} "$1/perfile/{}.parquet" --to parquet --quiet --progress none' _ "$WORK" "$BASE"
elapsed peer "pyroparse convert_fit_tree(workers=2)" \
  python3 -c 'import sys, pyroparse; r = pyroparse.convert_fit_tree(sys.argv[1], sys.argv[2], workers=2); sys.exit(1 if r.errors else 0)' \
  "$WORK/fit" "$WORK/peer"

python3 - "$WORK" <<'PY'
import os, sys
import pyarrow as pa, pyarrow.compute as pc, pyarrow.dataset as ds
work = sys.argv[1]
times = dict(line.strip().split("=", 1) for line in open(os.path.join(work, "times")))
t = {k: float(v) for k, v in times.items()}
ours = ds.dataset(os.path.join(work, "ours"), format="parquet", partitioning="hive")
files = sum(1 for _ in ours.files)
table = ours.to_table(columns=["kind", "type"])
series = table.filter(pc.equal(table["kind"], "series"))
counted = series.group_by("type").aggregate([("type", "count")])
by_type = dict(zip(counted["type"].to_pylist(), counted["type_count"].to_pylist()))
route = table.filter(pc.equal(table["kind"], "route_point")).num_rows
peer = ds.dataset(os.path.join(work, "peer"), format="parquet").to_table()
pairs = {"heart_rate": "HKQuantityTypeIdentifierHeartRate", "power": "HKQuantityTypeIdentifierCyclingPower",
         "cadence": "HKQuantityTypeIdentifierCyclingCadence", "speed": "HKQuantityTypeIdentifierCyclingSpeed",
         "distance": "HKQuantityTypeIdentifierDistanceCycling", "altitude": "WKQuantityTypeIdentifierAltitude",
         "temperature": "WKQuantityTypeIdentifierTemperature", "latitude": None, "longitude": None}
bad = []
for column, kind in pairs.items():
    theirs = peer.num_rows - peer[column].null_count
    mine = route if kind is None else by_type.get(kind, 0)
    print(f"  {column:12} pyroparse {theirs:9d}  wkconv {mine:9d}")
    if theirs != mine:
        bad.append(column)
today = ds.dataset(os.path.join(work, "today"), format="parquet").count_rows()
print(f"dataset: {table.num_rows} rows in {files} files (today's --out-dir: {today} rows in "
      f"{len(os.listdir(os.path.join(work, 'today')))} files)")
if today != table.num_rows:
    bad.append("rows vs --out-dir")
print(f"ours / pyroparse: {t['ours'] / t['peer']:.2f}×   today / ours: {t['today'] / t['ours']:.2f}×   "
      f"per-file / ours: {t['perfile'] / t['ours']:.2f}×  (0: skipped)")
print("counts equal" if not bad else f"COUNTS DIFFER: {bad}")
sys.exit(1 if bad else 0)
PY
