#!/usr/bin/env bash
# The issue-17 ratios only, whole processes side by side in one hyperfine run (a shorter run than
# conversions.sh, same inputs and commands):
#   FIT 24 h -> GPX against gpsbabel (goal <= 0.35x its wall time), GPX 24 h -> TCX against gpsbabel
#   (goal <= 0.25x), and the peak RSS of a 72 h FIT -> a directory of GPX (goal < 64 MB), /usr/bin/time.
#
#   WKCONV=path/to/release/wkconv Benchmarks/gpx/ratios.sh [OUT_DIR]   (default Benchmarks/work/conversions)
#
# Without WKCONV it builds the release wkconv (Benchmarks/common.sh). Inputs are generated once with
# ../shared/tools/gen_health_export.py (the files conversions.sh uses). Needs hyperfine and gpsbabel.
#
# Fair outputs: both tools write the same kind of output in the same run. "file": each writes a real
# file in OUT_DIR (wkconv's atomic output adds its fsync + rename, which is part of what a user waits
# for; gpsbabel writes in place without fsync). "stdout": each writes to standard output, which hyperfine
# sends to /dev/null. (Before session 9 gpsbabel wrote to /dev/null while wkconv wrote a file.)
set -euo pipefail
. "$(dirname "$0")/../common.sh"
if [ -n "${WKCONV:-}" ]; then SKIP_BUILD=1; fi
bench_setup conversions .build-stream "${1:-}"
W=${WKCONV:-$W}
cd "$OUT"
for h in 24 72; do
  [ -f "t$h.gpx" ] || python3 "$SHARED/tools/gen_health_export.py" --gpx-track $((h * 3600)) "t$h.gpx" > /dev/null
  [ -f "a$h.fit" ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity $((h * 3600)) "a$h.fit" > /dev/null
done
echo "wkconv: $W ($("$W" --version 2>&1 | head -1)); load: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N -w 1 --runs "$RUNS" --export-json ratios.json \
  -n "wkconv FIT -> GPX (24 h, file)" "$W convert a24.fit o.gpx --force --quiet" \
  -n "gpsbabel fit -> gpx (24 h, file)" "gpsbabel -i garmin_fit -f a24.fit -o gpx -F g.gpx" \
  -n "wkconv FIT -> GPX (24 h, stdout)" "$W convert a24.fit - --to gpx --quiet" \
  -n "gpsbabel fit -> gpx (24 h, stdout)" "gpsbabel -i garmin_fit -f a24.fit -o gpx -F -" \
  -n "wkconv GPX -> TCX (24 h, file)" "$W convert t24.gpx o.tcx --force --quiet" \
  -n "gpsbabel gpx -> tcx (24 h, file)" "gpsbabel -i gpx -f t24.gpx -o gtrnctr,course=0 -F g.tcx" \
  -n "wkconv GPX -> TCX (24 h, stdout)" "$W convert t24.gpx - --to tcx --quiet" \
  -n "gpsbabel gpx -> tcx (24 h, stdout)" "gpsbabel -i gpx -f t24.gpx -o gtrnctr,course=0 -F -" \
  | grep -E "^Benchmark|Time|Range"
python3 - <<'EOF'
import json
r = {x["command"]: x for x in json.load(open("ratios.json"))["results"]}
def line(ours, peer, goal):
    a, b = r[ours], r[peer]
    cpu = lambda x: x["user"] + x["system"]
    print(f"{ours}: {a['mean']:.3f} s (median {a['median']:.3f}) vs {peer}: {b['mean']:.3f} s (median {b['median']:.3f})"
          f" -> {a['mean'] / b['mean']:.2f}x mean, {a['median'] / b['median']:.2f}x median, CPU {cpu(a) / cpu(b):.2f}x (goal <= {goal}x)")
for out in ("file", "stdout"):
    line(f"wkconv FIT -> GPX (24 h, {out})", f"gpsbabel fit -> gpx (24 h, {out})", 0.35)
    line(f"wkconv GPX -> TCX (24 h, {out})", f"gpsbabel gpx -> tcx (24 h, {out})", 0.25)
EOF
for run in 1 2 3; do
  rm -rf dir72
  /usr/bin/time -f "%e s, %M KB" -o t.txt "$W" convert a72.fit dir72/ --to gpx --quiet
  echo "72 h FIT -> directory of GPX, run $run: $(tail -1 t.txt) peak RSS ($(ls dir72 | wc -l) file(s))"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
