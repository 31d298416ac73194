#!/bin/sh
# Ecosystem exports → Parquet: a generated person's 5 years as a Health Connect export and as a Fitbit
# Takeout, each converted with `wkconv convert ARCHIVE all.parquet` under /usr/bin/time -v (peak RSS), the
# Python floor (reference.py: read every member with zipfile + sqlite3/json/csv and count), and the
# Parquet's rows checked with pyarrow against the generator's counts (check.py).
#   BIN=path/to/wkconv YEARS=5 sh Benchmarks/ecosystems/run.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
BIN=${BIN:-$root/.build/debug/wkconv}
YEARS=${YEARS:-5}
work=$root/Benchmarks/work/ecosystems
mkdir -p "$work"
cd "$work"
[ -f counts.json ] || python3 "$here/generate.py" "$work" "$YEARS"
for archive in "Health Connect" takeout; do
  echo "== $archive ($(uptime | sed 's/.*load/load/'))"
  rm -f "$archive.parquet"
  /usr/bin/time -v "$BIN" convert "$archive.zip" "$archive.parquet" 2> "$archive.time" > /dev/null
  grep -E "Elapsed|Maximum resident|User time|System time" "$archive.time"
  /usr/bin/time -f "python floor: user %U s, sys %S s, wall %e s, peak RSS %M KB" python3 "$here/reference.py" "$archive.zip"
  python3 "$here/check.py" counts.json "$archive.zip" "$archive.parquet"
done
