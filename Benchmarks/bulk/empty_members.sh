#!/usr/bin/env bash
# Peak RSS and wall time of one `wkconv convert` of a zip of N empty members (no format reads them: each is
# counted, none converted), for N in $@ (default 120000 1000000). The archives are generated in a
# temporary folder (never committed). WKCONV picks the binary (default .build/debug/wkconv).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
wkconv=${WKCONV:-$here/.build/debug/wkconv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for n in "${@:-120000 1000000}"; do
  for count in $n; do
    python3 -c "
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_STORED) as z:
    for i in range(int(sys.argv[2])): z.writestr('m%d' % i, b'')
" "$work/empty-$count.zip" "$count"
    /usr/bin/time -v "$wkconv" convert "$work/empty-$count.zip" "$work/out.ndjson" --force --quiet \
      --report "$work/report.json" 2>"$work/time.txt" || true
    rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$work/time.txt")
    wall=$(awk -F': ' '/Elapsed/ {print $2}' "$work/time.txt")
    echo "$count empty members: peak RSS ${rss} KB, wall ${wall}"
  done
done
