#!/usr/bin/env bash
# Benchmarks/store/run.sh [RECORDS] — wkconv sync against inspect and healthkit-to-sqlite on a generated
# Apple Health export (../shared/tools/gen_health_export.py; v2 by make_v2.py: 1 % edited, 0.5 % deleted).
# WKCONV_BIN picks the binary (default .build/release/wkconv: build it with
# `swift build -c release --product wkconv`). Prints, per run, wall time (s), CPU time (user + system, s:
# less moved by other load than wall time), peak RSS (MB) and the machine's 1-minute load average when it
# started; for the syncs the report line; at the end the ratios of this run.
# Work files go to Benchmarks/work/store (git-ignored).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
W=${WKCONV_BIN:-$ROOT/.build/release/wkconv}
RECORDS=${1:-450000}
OUT=$ROOT/Benchmarks/work/store
mkdir -p "$OUT"
cd "$OUT"
if [ ! -f gen-$RECORDS.xml ]; then
  python3 "$SHARED/tools/gen_health_export.py" --records "$RECORDS" --workouts 20 --xml-only gen-$RECORDS.xml >/dev/null
fi
if [ ! -f v1-$RECORDS.xml ] || [ ! -f v2-$RECORDS.xml ]; then
  python3 "$ROOT/Benchmarks/store/make_v2.py" gen-$RECORDS.xml v1-$RECORDS.xml v2-$RECORDS.xml
fi
V1=v1-$RECORDS.xml
V2=v2-$RECORDS.xml
ls -la $V1 $V2 | awk '{printf "%s %.1f MB\n", $9, $5 / 1e6}'
declare -A SECS CPU RSS
measure() {  # KEY LABEL CMD…: wall seconds, peak RSS and the load average it started under
  local key=$1 label=$2; shift 2
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U %S %M" -o time.txt "$@" >/dev/null 2>log.txt || { cat log.txt; exit 1; }
  read -r secs user sys kb <time.txt
  SECS[$key]=$secs
  CPU[$key]=$(echo "$user + $sys" | bc -l)
  RSS[$key]=$(echo "$kb / 1024" | bc -l)
  printf "%-48s %8.2f s wall %8.2f s cpu %7.1f MB   load %s\n" "$label" "$secs" "${CPU[$key]}" "${RSS[$key]}" "$load"
  grep -E "^sync: |note: " log.txt | sed 's/^/    /' || true
}
rm -f store.sqlite* hk.db
measure inspect1 "inspect v1" "$W" inspect $V1
measure first "sync v1 (first, empty store)" "$W" sync $V1 store.sqlite
size1=$(stat -c %s store.sqlite); sum1=$(sha256sum store.sqlite | cut -c1-16)
measure again "sync v1 again (unchanged)" "$W" sync $V1 store.sqlite
echo "    store $size1 bytes, sha256 $sum1 before, $(sha256sum store.sqlite | cut -c1-16) after"
measure inspect2 "inspect v1 (again, right after)" "$W" inspect $V1
# Every item made and compared (no record recognised by its digest): what a re-sync cost before.
measure rederive "sync v1 again --rederive (every item compared)" "$W" sync $V1 store.sqlite --rederive
echo "    sha256 after: $(sha256sum store.sqlite | cut -c1-16)"
measure v2 "sync v2 after v1" "$W" sync $V2 store.sqlite
python3 - <<'PY'
import sqlite3
db = sqlite3.connect("store.sqlite")
print("    rows written by v2 (anchor 2):", db.execute("SELECT count(*) FROM items WHERE anchor = 2").fetchone()[0],
      "of", db.execute("SELECT count(*) FROM items").fetchone()[0],
      "; deleted objects:", db.execute("SELECT count(*) FROM deleted_objects").fetchone()[0])
PY
measure hk "healthkit-to-sqlite --xml v1 (first import)" healthkit-to-sqlite --silent --xml $V1 hk.db
python3 - "${SECS[again]}" "${SECS[inspect1]}" "${SECS[inspect2]}" "${SECS[rederive]}" "${SECS[first]}" "${SECS[hk]}" \
  "${CPU[again]}" "${CPU[inspect1]}" "${CPU[inspect2]}" "${CPU[rederive]}" "${CPU[first]}" "${CPU[hk]}" \
  "${RSS[first]}" "${RSS[again]}" "${RSS[rederive]}" "${RSS[v2]}" <<'PY'
import sys
v = list(map(float, sys.argv[1:]))
for name, (again, i1, i2, rederive, first, hk) in (("wall", v[0:6]), ("cpu", v[6:12])):
    inspect = (i1 + i2) / 2
    print(f"{name}: re-sync / inspect (mean of the two inspects) {again / inspect:.2f}x"
          f" (--rederive {rederive / inspect:.2f}x); first sync / healthkit-to-sqlite {first / hk:.2f}x")
print(f"peak RSS of the syncs: {max(v[12:]):.1f} MB")
PY
