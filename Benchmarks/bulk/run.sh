#!/usr/bin/env bash
# Bulk export benchmark: a generated Strava-like archive (activities.csv + activities/<id>.fit.gz and
# plain .fit members; four device-like 1 Hz activity FIT files made by ../shared/tools/gen_health_export.py
# --fit-activity, cycled) converted to NDJSON by wkconv in one run, against the floor "unzip the archive,
# gunzip, then wkconv per member". Peak RSS from /usr/bin/time -v.
#
#   Benchmarks/bulk/run.sh [SIZE_MB] [WKCONV]      (default 1024 MB, .build/release/wkconv)
#   BULK_SKIP_FLOOR=1 skips the floor; BULK_SOURCE=x.fit uses one given FIT file instead of the generated ones.
set -euo pipefail
cd "$(dirname "$0")/../.."
size_mb=${1:-1024}
wkconv=$(realpath "${2:-.build/release/wkconv}")
work=$(mktemp -d "${TMPDIR:-/tmp}/wkconv-bulk-XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ -n "${BULK_SOURCE:-}" ]; then
  sources=("$BULK_SOURCE")
else
  sources=()
  for seed in 1 2 3 4; do
    python3 ../shared/tools/gen_health_export.py --seed "$seed" --fit-activity $((1800 * seed)) "$work/gen-$seed.fit" >/dev/null
    sources+=("$work/gen-$seed.fit")
  done
fi

python3 - "$work/export.zip" "$size_mb" "${sources[@]}" <<'PY'
import gzip, sys, zipfile
out, size_mb, srcs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
datas = [open(s, "rb").read() for s in srcs]
packs = [gzip.compress(d, compresslevel=1, mtime=0) for d in datas]
rows = ["Activity ID,Activity Name,Activity Type,Filename"]
total, i = 0, 0
with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED, allowZip64=True) as z:
    while total < size_mb << 20:
        i += 1
        # Every other member plain (.fit), the others gzipped (.fit.gz), as Strava mixes them.
        name = f"activities/{i}.fit" if i % 2 else f"activities/{i}.fit.gz"
        payload = datas[i % len(datas)] if i % 2 else packs[i % len(packs)]
        z.writestr(name, payload)
        rows.append(f"{i},Activity {i},Ride,{name}")
        total += len(payload)
    z.writestr("activities.csv", "\n".join(rows) + "\n")
print(f"{i} members, {total >> 20} MB of member data", file=sys.stderr)
PY
ls -l "$work/export.zip" | awk '{printf "archive: %.0f MB\n", $5/1048576}'

echo "== wkconv convert export.zip all.ndjson (one run, streamed)"
/usr/bin/time -v "$wkconv" convert "$work/export.zip" "$work/all.ndjson" --quiet 2> "$work/time.txt" || true
grep -E "Elapsed|Maximum resident|User time|System time" "$work/time.txt"
ls -l "$work/all.ndjson" | awk '{printf "all.ndjson: %.0f MB\n", $5/1048576}'
rm -f "$work/all.ndjson"

# BULK_SKIP_FLOOR=1: the one run only (the floor takes ~4.5× as long).
[ -z "${BULK_SKIP_FLOOR:-}" ] || exit 0
echo "== floor: unzip + gunzip + wkconv per member"
start=$(date +%s.%N)
mkdir "$work/x"
unzip -q "$work/export.zip" -d "$work/x"
gunzip "$work/x/activities/"*.gz
/usr/bin/time -f "%U %S" -o "$work/floor-cpu.txt" bash -c \
  'for f in "$1"/*.fit; do "$2" convert "$f" "$f.ndjson" --quiet; done' _ "$work/x/activities" "$wkconv"
end=$(date +%s.%N)
echo "floor elapsed: $(echo "$end - $start" | bc) s (wkconv per member, user+sys CPU: $(awk '{print $1 + $2}' "$work/floor-cpu.txt") s)"
