#!/usr/bin/env bash
# Route-bearing conversions through the CLI (`wkconv convert`, the streaming path) on generated 24 h and
# 72 h 1 Hz tracks (GPX, the TCX wkconv makes from it, FIT), side by side with gpsbabel, xmllint and the
# Python readers, in one run: wall time (hyperfine median), CPU time (user + sys) and peak RSS
# (/usr/bin/time, median of 3). Outputs are checked against an older binary by Benchmarks/corpus-hashes.py.
#
#   Benchmarks/gpx/conversions.sh [OUT_DIR]      (default Benchmarks/work/conversions, git-ignored)
#
# BASE=/path/to/an/older/wkconv adds its 24 h GPX → TCX, TCX → GPX, GPX → GPX and FIT → GPX rows
# ("before") to the same hyperfine run, for before/after ratios under the same load.
#
# Needs ../shared (tools/), swift, hyperfine, gpsbabel, xmllint, cc, python3 with gpxpy tcxreader fitdecode.
set -euo pipefail
. "$(dirname "$0")/../common.sh"
bench_setup conversions .build-stream "${1:-}"
cc -O2 -o "$OUT/perf_fitscan" "$SHARED/tools/perf_fitscan.c"
cd "$OUT"
for h in 24 72; do
  s=$((h * 3600))
  [ -f "t$h.gpx" ] || python3 "$SHARED/tools/gen_health_export.py" --gpx-track $s "t$h.gpx" > /dev/null
  [ -f "a$h.fit" ] || python3 "$SHARED/tools/gen_health_export.py" --fit-activity $s "a$h.fit" > /dev/null
  [ -f "t$h.tcx" ] || "$W" convert "t$h.gpx" "t$h.tcx" --quiet
done
ls -l t24.* t72.* a24.fit a72.fit

# label | command
CMDS=()
add() { CMDS+=("$1" "$2"); }
for h in 24 72; do
  add "xmllint --stream --noout (GPX $h h)" "xmllint --stream --noout t$h.gpx"
  add "xmllint --stream --noout (TCX $h h)" "xmllint --stream --noout t$h.tcx"
  add "C FIT walk + CRC (FIT $h h)" "$OUT/perf_fitscan a$h.fit 1"
  add "wkconv GPX -> TCX ($h h)" "$W convert t$h.gpx o.tcx --force --quiet"
  add "gpsbabel gpx -> tcx ($h h)" "gpsbabel -i gpx -f t$h.gpx -o gtrnctr,course=0 -F /dev/null"
  add "wkconv TCX -> GPX ($h h)" "$W convert t$h.tcx o.gpx --force --quiet"
  add "gpsbabel tcx -> gpx ($h h)" "gpsbabel -i gtrnctr -f t$h.tcx -o gpx -F /dev/null"
  add "wkconv GPX -> GPX ($h h)" "$W convert t$h.gpx o.gpx --force --quiet"
  add "wkconv GPX -> NDJSON ($h h)" "$W convert t$h.gpx o.ndjson --force --quiet"
  add "wkconv TCX -> TCX ($h h)" "$W convert t$h.tcx o.tcx --force --quiet"
  add "wkconv FIT -> GPX ($h h)" "$W convert a$h.fit o.gpx --force --quiet"
  add "gpsbabel fit -> gpx ($h h)" "gpsbabel -i garmin_fit -f a$h.fit -o gpx -F /dev/null"
  add "wkconv FIT -> TCX ($h h)" "$W convert a$h.fit o.tcx --force --quiet"
  add "gpsbabel fit -> tcx ($h h)" "gpsbabel -i garmin_fit -f a$h.fit -o gtrnctr,course=0 -F /dev/null"
done

if [ -n "${BASE:-}" ]; then
  add "before: wkconv GPX -> TCX (24 h)" "$BASE convert t24.gpx o.tcx --force --quiet"
  add "before: wkconv TCX -> GPX (24 h)" "$BASE convert t24.tcx o.gpx --force --quiet"
  add "before: wkconv GPX -> GPX (24 h)" "$BASE convert t24.gpx o.gpx --force --quiet"
  add "before: wkconv FIT -> GPX (24 h)" "$BASE convert a24.fit o.gpx --force --quiet"
fi

if [ -z "${SKIP_TIMING:-}" ] || [ ! -f hyperfine.json ]; then
  echo "== timing ($RUNS runs each, one hyperfine run for all commands)"
  HF=()
  for ((i = 0; i < ${#CMDS[@]}; i += 2)); do HF+=(-n "${CMDS[i]}" "${CMDS[i + 1]}"); done
  hyperfine -N --runs "$RUNS" --export-json hyperfine.json "${HF[@]}" > hyperfine.log 2>&1
fi

echo "== CPU time and peak RSS (median of 3)"
: > usage.tsv
for ((i = 0; i < ${#CMDS[@]}; i += 2)); do
  : > t3.txt
  for r in 1 2 3; do
    /usr/bin/time -f "%U %S %M" -o t.txt bash -c "${CMDS[i + 1]}" > /dev/null 2>&1
    tail -1 t.txt >> t3.txt
  done
  python3 -c 'import sys
rows = [l.split() for l in open("t3.txt") if l.strip()]
cpu = sorted(float(a) + float(b) for a, b, _ in rows)
rss = sorted(int(m) for _, _, m in rows)
print(f"{sys.argv[1]}\t{cpu[len(cpu)//2]:.3f}\t{rss[len(rss)//2]/1024:.1f}")' "${CMDS[i]}" >> usage.tsv
done

echo "== slow peers (24 h, one run each)"
: > slow.tsv
slow() {
  /usr/bin/time -f "%e %U %S %M" -o t.txt bash -c "$2" > /dev/null 2>&1
  tail -1 t.txt | python3 -c 'import sys
w, u, s, m = sys.stdin.read().split()
print(f"{sys.argv[1]}\t{float(w):.2f}\t{float(u) + float(s):.2f}\t{int(m) / 1024:.1f}")' "$1" >> slow.tsv
}
slow "gpxpy.parse (GPX 24 h)" "python3 -c 'import gpxpy,sys; gpxpy.parse(open(sys.argv[1]))' t24.gpx"
slow "tcxreader (TCX 24 h)" "python3 -c 'import sys; from tcxreader.tcxreader import TCXReader; TCXReader().read(sys.argv[1])' t24.tcx"
slow "fitdecode, all frames (FIT 24 h)" "python3 -c 'import sys, fitdecode
with fitdecode.FitReader(sys.argv[1]) as r:
    for f in r: pass' a24.fit"
slow "wkconv FIT -> NDJSON (FIT 24 h, decode + mapping + NDJSON)" "$W convert a24.fit o.ndjson --force --quiet"

python3 - <<'EOF'
import json
hf = {r["command"]: r for r in json.load(open("hyperfine.json"))["results"]}
usage = {l.split("\t")[0]: l.rstrip("\n").split("\t")[1:] for l in open("usage.tsv")}
print("| tool | median s | min–max s | CPU s (user+sys) | peak RSS MB |")
print("|---|---:|---|---:|---:|")
for name, r in hf.items():
    cpu, rss = usage.get(name, ["", ""])
    print(f"| {name} | {r['median']:.3f} | {r['min']:.3f}–{r['max']:.3f} | {cpu} | {rss} |")
print()
print("| slow peer (1 run) | wall s | CPU s | peak RSS MB |")
print("|---|---:|---:|---:|")
for l in open("slow.tsv"):
    n, w, c, m = l.rstrip("\n").split("\t")
    print(f"| {n} | {w} | {c} | {m} |")
EOF
uptime
