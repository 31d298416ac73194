#!/usr/bin/env bash
# Benchmarks/store/run.sh [RECORDS] — wkconv sync against inspect and healthkit-to-sqlite on a generated
# Apple Health export (../shared/tools/gen_health_export.py; v2 by make_v2.py: 1 % edited, 0.5 % deleted).
# WKCONV_BIN picks the binary (default .build/debug/wkconv). Prints wall time (s), peak RSS (MB) and, for
# the syncs, the report line and the store's size and anchor. Work files go to Benchmarks/work/store.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${WKCONV_SHARED:-$ROOT/../shared}
W=${WKCONV_BIN:-$ROOT/.build/debug/wkconv}
RECORDS=${1:-450000}
OUT=$ROOT/Benchmarks/work/store
mkdir -p "$OUT"
cd "$OUT"
if [ ! -f gen-$RECORDS.xml ]; then
  python3 "$SHARED/tools/gen_health_export.py" --records "$RECORDS" --workouts 20 --xml-only gen-$RECORDS.xml >/dev/null
fi
python3 "$ROOT/Benchmarks/store/make_v2.py" gen-$RECORDS.xml v1.xml v2.xml
ls -la v1.xml v2.xml | awk '{printf "%s %.1f MB\n", $9, $5 / 1e6}'
measure() {  # LABEL CMD…: wall seconds and peak RSS
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o time.txt "$@" >/dev/null 2>log.txt || { cat log.txt; exit 1; }
  read -r secs kb <time.txt
  printf "%-44s %8.2f s %8.1f MB\n" "$label" "$secs" "$(echo "$kb / 1024" | bc -l)"
  grep -E "^sync: " log.txt | sed 's/^/    /' || true
}
rm -f store.sqlite* hk.db
measure "inspect v1.xml" "$W" inspect v1.xml
# What sync does besides the store: every item's UUID derived and its NDJSON line written.
measure "convert v1.xml → NDJSON (UUIDs + lines)" "$W" convert v1.xml - --to ndjson --quiet
measure "sync v1.xml (first, empty store)" "$W" sync v1.xml store.sqlite
size1=$(stat -c %s store.sqlite); sum1=$(sha256sum store.sqlite | cut -c1-16)
measure "sync v1.xml again (unchanged)" "$W" sync v1.xml store.sqlite
echo "    store $size1 bytes, sha256 $sum1 before, $(sha256sum store.sqlite | cut -c1-16) after"
measure "inspect v2.xml" "$W" inspect v2.xml
measure "sync v2.xml after v1" "$W" sync v2.xml store.sqlite
python3 - <<'PY'
import sqlite3
db = sqlite3.connect("store.sqlite")
print("    rows written by v2 (anchor 2):", db.execute("SELECT count(*) FROM items WHERE anchor = 2").fetchone()[0],
      "of", db.execute("SELECT count(*) FROM items").fetchone()[0],
      "; deleted objects:", db.execute("SELECT count(*) FROM deleted_objects").fetchone()[0])
PY
measure "healthkit-to-sqlite --xml v1.xml (first import)" healthkit-to-sqlite --silent --xml v1.xml hk.db
