#!/usr/bin/env bash
# Many small files → one Parquet dataset, whole processes, same files, same run (all --jobs 2):
#   widefiles: wkconv convert --inputs-from LIST --to parquet --out-dir D --option parquet.layout=wide
#              (one file per input, one `point` row per FIT record)
#   peer:      pyroparse.convert_fit_tree(SRC, DST, workers=2)   (Rust FIT parser, one Parquet per file)
#   wide:      the same with --partition-by kind (one gathered dataset)
#   today:     BASE convert FILES --to parquet --out-dir D       (the long layout, one file per input;
#              BASE is the binary to compare with, e.g. main's)
#   ours:      the long layout with --partition-by kind
#   per-file:  one wkconv process per file (as the Spark job ran before it sent batches), 2 at a time
# then checks with pyarrow that the columns both have hold the same number of values (long: `series`
# rows of the matching type, route points for latitude/longitude; wide: the point rows' cells) and that
# pyroparse's rows are our point rows.
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

rm -rf "$WORK/ours" "$WORK/wide" "$WORK/widefiles" "$WORK/today" "$WORK/perfile" "$WORK/peer" "$WORK/times"
WIDE=(--option parquet.layout=wide)
elapsed widefiles "wide: --out-dir, one file per input" \
  "$WKCONV" convert --inputs-from "$WORK/list" --to parquet --out-dir "$WORK/widefiles" "${WIDE[@]}" \
  --jobs 2 --quiet --progress none
elapsed peer "pyroparse convert_fit_tree(workers=2)" \
  python3 -c 'import sys, pyroparse; r = pyroparse.convert_fit_tree(sys.argv[1], sys.argv[2], workers=2); sys.exit(1 if r.errors else 0)' \
  "$WORK/fit" "$WORK/peer"
elapsed wide "wide: one dataset (--partition-by kind)" \
  "$WKCONV" convert --inputs-from "$WORK/list" --to parquet --out-dir "$WORK/wide" --partition-by kind "${WIDE[@]}" \
  --jobs 2 --quiet --progress none
elapsed today "long: --out-dir --jobs 2 (base binary)" \
  bash -c 'cd "$1/fit" && "$2" convert ./*.fit --to parquet --out-dir "$1/today" --jobs 2 --quiet --progress none' _ "$WORK" "$BASE"
elapsed ours "long: one dataset (--partition-by kind)" \
  "$WKCONV" convert --inputs-from "$WORK/list" --to parquet --out-dir "$WORK/ours" --partition-by kind \
  --jobs 2 --quiet --progress none
mkdir -p "$WORK/perfile"
[ -n "${SKIP_PERFILE:-}" ] && echo "perfile=0" >> "$WORK/times" ||
elapsed perfile "long: per-file processes, 2 at a time" \
  bash -c 'cd "$1/fit" && printf "%s\n" *.fit | xargs -P 2 -I{} "$2" convert {} "$1/perfile/{}.parquet" --to parquet --quiet --progress none' _ "$WORK" "$BASE"

python3 - "$WORK" <<'PY'
import os, sys
import pyarrow.compute as pc, pyarrow.dataset as ds
work = sys.argv[1]
times = dict(line.strip().split("=", 1) for line in open(os.path.join(work, "times")))
t = {k: float(v) for k, v in times.items()}
peer = ds.dataset(os.path.join(work, "peer"), format="parquet").to_table()
bad = []
# The long layout: `series` rows of the matching type, route points for latitude/longitude.
ours = ds.dataset(os.path.join(work, "ours"), format="parquet", partitioning="hive")
table = ours.to_table(columns=["kind", "type"])
series = table.filter(pc.equal(table["kind"], "series"))
counted = series.group_by("type").aggregate([("type", "count")])
by_type = dict(zip(counted["type"].to_pylist(), counted["type_count"].to_pylist()))
route = table.filter(pc.equal(table["kind"], "route_point")).num_rows
pairs = {"heart_rate": ("HKQuantityTypeIdentifierHeartRate", "heart_rate_bpm"),
         "power": ("HKQuantityTypeIdentifierCyclingPower", "power_w"),
         "cadence": ("HKQuantityTypeIdentifierCyclingCadence", "cadence_rpm"),
         "speed": ("HKQuantityTypeIdentifierCyclingSpeed", "series_speed_mps"),
         "distance": ("HKQuantityTypeIdentifierDistanceCycling", "distance_m"),
         "altitude": ("WKQuantityTypeIdentifierAltitude", "series_altitude_m"),
         "temperature": ("WKQuantityTypeIdentifierTemperature", "temperature_c"),
         "latitude": (None, "latitude"), "longitude": (None, "longitude")}
# The wide layout, both outputs: point rows and their non-null cells.
wide = {}
for name in ("widefiles", "wide"):
    d = ds.dataset(os.path.join(work, name), format="parquet",
                   partitioning="hive" if name == "wide" else None)
    w = d.to_table(filter=pc.field("record") == "point", columns=[c for _, c in pairs.values()])
    wide[name] = (w.num_rows, {c: w.num_rows - w[c].null_count for _, c in pairs.values()})
print(f"  {'column':12} {'pyroparse':>9} {'long':>9} {'wide':>9} {'wide ds':>9}")
for column, (kind, wcol) in pairs.items():
    theirs = peer.num_rows - peer[column].null_count
    mine = route if kind is None else by_type.get(kind, 0)
    cells = [wide[n][1][wcol] for n in ("widefiles", "wide")]
    print(f"  {column:12} {theirs:9d} {mine:9d} {cells[0]:9d} {cells[1]:9d}")
    if len({theirs, mine, *cells}) != 1:
        bad.append(column)
print(f"  {'rows':12} {peer.num_rows:9d} {'':9} {wide['widefiles'][0]:9d} {wide['wide'][0]:9d}  (point rows)")
if {wide["widefiles"][0], wide["wide"][0]} != {peer.num_rows}:
    bad.append("point rows")
today = ds.dataset(os.path.join(work, "today"), format="parquet").count_rows()
if today != table.num_rows:
    bad.append("long rows vs --out-dir")
p = t["peer"]
print(f"wide --out-dir / pyroparse: {t['widefiles'] / p:.2f}x   wide dataset / pyroparse: {t['wide'] / p:.2f}x   "
      f"long --out-dir / pyroparse: {t['today'] / p:.2f}x   long dataset / pyroparse: {t['ours'] / p:.2f}x")
print(f"long --out-dir / wide --out-dir: {t['today'] / t['widefiles']:.2f}x   long dataset / wide dataset: "
      f"{t['ours'] / t['wide']:.2f}x   per-file / wide --out-dir: {t['perfile'] / t['widefiles']:.2f}x (0: skipped)")
print("counts equal" if not bad else f"COUNTS DIFFER: {bad}")
sys.exit(1 if bad else 0)
PY
