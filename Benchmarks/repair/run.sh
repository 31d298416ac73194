#!/usr/bin/env bash
# `wkconv repair` vs chiptime's `repair` (PyPI: chiptime) on every corpus bad/ FIT file, side by side in one
# run (issue 20, bullet 1): records, laps, sessions and events each output keeps (fitdecode, strict, on
# the output), whether Garmin's SDK accepts it (../shared/formats/fit/fit_oracle.py), what an independent
# lenient reader recovers from the damaged input (fitdecode, CRC off, errors ignored), and the time of
# each tool (hyperfine, the whole bad/ folder per run). Garmin's ActivityRepairTool is Windows/Garmin
# Express software that is not downloaded here: its documented behaviour (one lap, events dropped) is
# described in README.md.
#
#   Benchmarks/repair/run.sh [OUT_DIR]      (default Benchmarks/work/repair, git-ignored; SKIP_BUILD=1 uses
#                                            the release binary as built)
#
# Needs ../shared, swift, hyperfine, python3 with fitdecode, garmin-fit-sdk and chiptime (pip install chiptime).
set -euo pipefail
. "$(dirname "$0")/../common.sh"
bench_setup repair .build "${1:-}"
BAD=$SHARED/corpus/bad
cd "$OUT"
mkdir -p wkconv chiptime

echo "== outputs"
for f in "$BAD"/*.fit; do
  n=$(basename "$f" .fit)
  "$W" repair "$f" "wkconv/$n.fit" --force --quiet --report "wkconv/$n.json" || true
  chiptime repair "$f" -o "chiptime/$n.fit" > "chiptime/$n.log" 2>&1 || true
done

echo "== what each output keeps (fitdecode strict on the output; 'in' = fitdecode lenient on the damaged input)"
python3 - "$BAD" "$SHARED/formats/fit/fit_oracle.py" <<'PY'
import glob, os, subprocess, sys
import fitdecode

bad, oracle = sys.argv[1], sys.argv[2]

def counts(path, strict):
    c = {"record": 0, "lap": 0, "session": 0, "event": 0}
    kw = {} if strict else {"check_crc": fitdecode.CrcCheck.DISABLED,
                            "error_handling": fitdecode.ErrorHandling.IGNORE}
    ok = True
    try:
        with fitdecode.FitReader(path, **kw) as r:
            for m in r:
                if isinstance(m, fitdecode.FitDataMessage) and m.name in c:
                    c[m.name] += 1
    except Exception:
        ok = False
    return c, ok

def sdk(path):
    if not os.path.exists(path):
        return "no output"
    return "yes" if subprocess.run(["python3", oracle, path], capture_output=True).returncode == 0 else "NO"

print("| file | input (fitdecode lenient) rec/lap/ses/evt | wkconv rec/lap/ses/evt | SDK | chiptime rec/lap/ses/evt | SDK |")
print("|---|---|---|---|---|---|")
fmt = lambda c: f"{c['record']}/{c['lap']}/{c['session']}/{c['event']}"
for f in sorted(glob.glob(os.path.join(bad, "*.fit"))):
    n = os.path.basename(f)[:-4]
    i, _ = counts(f, False)
    row = [n, fmt(i)]
    for tool in ("wkconv", "chiptime"):
        p = f"{tool}/{n}.fit"
        if os.path.exists(p):
            c, ok = counts(p, True)
            row += [fmt(c) + ("" if ok else " (strict read fails)"), sdk(p)]
        else:
            row += ["-", "no output"]
    print("| " + " | ".join(row) + " |")
PY

echo "== time (all $(ls "$BAD"/*.fit | wc -l) bad FIT files per run)"
hyperfine --warmup 1 --runs "$RUNS" --export-markdown time.md \
  -n wkconv "for f in $BAD/*.fit; do $W repair \$f wkconv/x.fit --force --quiet || true; done" \
  -n chiptime "for f in $BAD/*.fit; do chiptime repair \$f -o chiptime/x.fit > /dev/null 2>&1 || true; done"
cat time.md
