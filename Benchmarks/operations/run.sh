#!/usr/bin/env bash
# Activity operations on the streaming path (issue 20): a generated 24 h 1 Hz FIT activity converted to GPX
# plainly and with operations (--trim, --simplify, --privacy, --shift), side by side in one hyperfine run,
# with gpsbabel's own simplify filter as the peer. Goal: trimmed + simplified within 1.2x of plain FIT → GPX.
# Also counts the points each output keeps (gpxpy) against the report (in = out + removed).
#
#   Benchmarks/operations/run.sh [OUT_DIR]      (default Benchmarks/work/operations, git-ignored)
#
# Needs ../shared (tools/), swift, hyperfine, gpsbabel, python3 with gpxpy, /usr/bin/time.
set -euo pipefail
. "$(dirname "$0")/../common.sh"
bench_setup operations .build-ops "${1:-}"
cd "$OUT"
[ -f a24.fit ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity 86400 a24.fit > /dev/null
ls -l a24.fit
# A privacy circle around the track's middle point (read back from a plain conversion).
"$W" convert a24.fit plain.gpx --force --quiet
MID=$(python3 -c "
import gpxpy; g = gpxpy.parse(open('plain.gpx')); p = [q for t in g.tracks for s in t.segments for q in s.points]
m = p[len(p) // 2]; print(f'{m.latitude},{m.longitude},200')")
OPS_TS="--trim +1h..-1h --simplify 2"
OPS_ALL="--trim +1h..-1h --privacy $MID --privacy-ends 500 --simplify 2 --shift=-30s"

echo "== points kept and the report's accounting"
for ops in "" "$OPS_TS" "$OPS_ALL"; do
  # shellcheck disable=SC2086
  "$W" convert a24.fit o.gpx --force --quiet --report o.json $ops
  python3 - "$ops" <<'PY'
import gpxpy, json, sys
n = sum(len(s.points) for t in gpxpy.parse(open('o.gpx')).tracks for s in t.segments)
r = json.load(open('o.json'))
removed = sum(c['count'] for c in r.get('changes', []) if c['kind'] == 'route points' and c['action'] == 'removed')
print(f"{sys.argv[1] or '(plain)'}: out {n} + removed {removed} = {n + removed}")
PY
done

echo "== timings (hyperfine, $RUNS runs)"
hyperfine -N -r "$RUNS" -w 1 --export-markdown "$OUT/results.md" \
  -n "plain FIT → GPX" "$W convert a24.fit o1.gpx --force --quiet" \
  -n "trim + simplify" "$W convert a24.fit o2.gpx --force --quiet $OPS_TS" \
  -n "trim + privacy + simplify + shift" "$W convert a24.fit o3.gpx --force --quiet $OPS_ALL" \
  -n "gpsbabel FIT → GPX" "gpsbabel -i garmin_fit -f a24.fit -o gpx -F g1.gpx" \
  -n "gpsbabel simplify 2 m" "gpsbabel -i garmin_fit -f a24.fit -x simplify,crosstrack,error=0.002k -o gpx -F g2.gpx"
cat "$OUT/results.md"
echo "== peak RSS (KB)"
for c in "" "$OPS_TS" "$OPS_ALL"; do
  # shellcheck disable=SC2086
  /usr/bin/time -f "%M KB  ${c:-(plain)}" "$W" convert a24.fit o.gpx --force --quiet $c
done
