#!/usr/bin/env bash
# Bulk export benchmark: a generated Strava-like archive (activities.csv + activities/<id>.fit.gz and
# plain .fit members, from a corpus FIT file) converted to NDJSON by wkconv in one run, against the floor
# "unzip the archive, gunzip, then wkconv per member". Peak RSS from /usr/bin/time -v.
#
#   Benchmarks/bulk/run.sh [SIZE_MB] [WKCONV]      (default 1024 MB, .build/release/wkconv)
set -euo pipefail
cd "$(dirname "$0")/../.."
size_mb=${1:-1024}
wkconv=$(realpath "${2:-.build/release/wkconv}")
source=${BULK_SOURCE:-../shared/corpus/fit/fitparse-fenix2-multisport-triathlon.fit}
work=$(mktemp -d "${TMPDIR:-/tmp}/wkconv-bulk-XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$source" "$work/export.zip" "$size_mb" <<'PY'
import gzip, sys, zipfile
src, out, size_mb = sys.argv[1], sys.argv[2], int(sys.argv[3])
data = open(src, "rb").read()
packed = gzip.compress(data, compresslevel=1, mtime=0)
rows = ["Activity ID,Activity Name,Activity Type,Filename"]
total, i = 0, 0
with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED, allowZip64=True) as z:
    while total < size_mb << 20:
        i += 1
        # Every other member plain (.fit), the others gzipped (.fit.gz), as Strava mixes them.
        name = f"activities/{i}.fit" if i % 2 else f"activities/{i}.fit.gz"
        payload = data if i % 2 else packed
        z.writestr(name, payload)
        rows.append(f"{i},Activity {i},Ride,{name}")
        total += len(payload)
    z.writestr("activities.csv", "\n".join(rows) + "\n")
print(f"{i} members, {total >> 20} MB of member data", file=sys.stderr)
PY
ls -l "$work/export.zip" | awk '{printf "archive: %.0f MB\n", $5/1048576}'

echo "== wkconv convert export.zip all.ndjson (one run, streamed)"
/usr/bin/time -v "$wkconv" convert "$work/export.zip" "$work/all.ndjson" --quiet 2> "$work/time.txt" || true
grep -E "Elapsed|Maximum resident" "$work/time.txt"
rm -f "$work/all.ndjson"

echo "== floor: unzip + gunzip + wkconv per member"
start=$(date +%s.%N)
mkdir "$work/x"
unzip -q "$work/export.zip" -d "$work/x"
gunzip "$work/x/activities/"*.gz
for f in "$work/x/activities/"*.fit; do "$wkconv" convert "$f" "$f.ndjson" --quiet; done
end=$(date +%s.%N)
echo "floor elapsed: $(echo "$end - $start" | bc) s"
