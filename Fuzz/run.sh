#!/usr/bin/env bash
# Builds the libFuzzer targets (-sanitize=fuzzer,address) and runs each for N seconds.
#
#   Fuzz/run.sh [seconds-per-target] [target ...]     (default 60 s; all targets)
#
# Seeds come from the reference corpus (../shared/corpus, or $WKCONV_SHARED/corpus) and are copied into a
# work directory outside git ($FUZZ_WORK, default ${TMPDIR:-/tmp}/wkconv-fuzz) that keeps the growing corpus
# between runs. Exits non-zero on any crash, hang (-timeout), leak or out-of-memory (-rss_limit_mb); the
# input that triggered it is left in $FUZZ_WORK/artifacts/ — minimise it (`<fuzzer> -minimize_crash=1
# -runs=10000 <artifact>`), commit it as a regression fixture under Tests/<Module>Tests/Fixtures/, fix the
# reader.
#
# Environment: FUZZ_SCRATCH (build dir, default Fuzz/.build), FUZZ_WORK, FUZZ_RSS_MB (default 2048),
# FUZZ_TIMEOUT (seconds per input, default 10), FUZZ_MAX_LEN (default 65536), FUZZ_SKIP_BUILD=1, and
# WKCONV (a built wkconv binary, used to make NDJSON seeds from the corpus when present).
set -euo pipefail
# WKCONV may be given relative to where the script was started (CI: .build/debug/wkconv).
if [ -n "${WKCONV:-}" ] && [ -x "$WKCONV" ]; then WKCONV=$(realpath "$WKCONV"); export WKCONV; fi
cd "$(dirname "$0")"
fuzz_dir=$PWD
repo=$(cd .. && pwd)
seconds=${1:-60}
shift || true
all_targets=(FuzzFIT FuzzGPX FuzzTCX FuzzHealthXML FuzzHealthZip FuzzNDJSON FuzzUnits FuzzNumberText FuzzParquet FuzzPaths)
targets=("$@")
[ $# -gt 0 ] || targets=("${all_targets[@]}")
# FuzzPaths runs the built wkconv binary: without one it is left out, visibly.
if [ -z "${WKCONV:-}" ] || [ ! -x "$WKCONV" ]; then
  kept=()
  for target in "${targets[@]}"; do
    if [ "$target" = FuzzPaths ]; then echo "warning: FuzzPaths skipped: set WKCONV to a built wkconv binary" >&2
    else kept+=("$target"); fi
  done
  targets=("${kept[@]}")
fi
scratch=${FUZZ_SCRATCH:-$fuzz_dir/.build}
work=${FUZZ_WORK:-${TMPDIR:-/tmp}/wkconv-fuzz}
shared=${WKCONV_SHARED:-$repo/../shared}
corpus=$shared/corpus
rss=${FUZZ_RSS_MB:-2048}
timeout=${FUZZ_TIMEOUT:-10}
# FUZZ_SEED fixes libFuzzer's random seed (CI sets it, so a CI run explores the same inputs each time
# and a failure reproduces with the same seed).
max_len=${FUZZ_MAX_LEN:-65536}
# FIT inputs are dense (a 16 KiB prefix already holds definitions, records, developer data and the
# chained-file cases) and each one is decoded and re-encoded twice: a smaller cap runs ~4x more inputs.
fit_max_len=${FUZZ_FIT_MAX_LEN:-16384}

# The sanitizers reach the compiler as ONE option (-Xswiftc -sanitize=fuzzer,address), not as SwiftPM's
# `--sanitize=fuzzer --sanitize=address`: SwiftPM passes those as two `-sanitize=` options in Set order
# (random per run) and swift-frontend keeps only the last. With address last, every module was compiled
# without coverage counters and libFuzzer fuzzed blind ("Is the code instrumented for coverage?"): that is
# why CI sometimes built uninstrumented fuzzers. `--sanitize=fuzzer` alone stays so that SwiftPM lets
# libFuzzer supply `main` (otherwise it links executables against a renamed `<target>_main`).
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  echo "== building fuzzers (release, -sanitize=fuzzer,address)"
  build_start=$(date +%s)
  swift build --package-path "$fuzz_dir" --scratch-path "$scratch" -c release \
    --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address --disable-dead-strip 2>&1 | grep -v "ld.gold: warning: Cannot export local symbol" | tail -5
  [ "${PIPESTATUS[0]}" = 0 ] || { echo "fuzzer build failed" >&2; exit 2; }
  echo "== built in $(( $(date +%s) - build_start )) s"
fi
bin=$scratch/release

# A fuzzer without coverage counters only feeds random bytes: refuse to run it.
# grep reads all of readelf's output (no -q): with pipefail, grep -q quitting early made readelf die of
# SIGPIPE and the check fail at random.
instrumented() { readelf -SW "$bin/$1" 2>/dev/null | grep __sancov_cntrs >/dev/null; }
for target in "${targets[@]}"; do
  if ! instrumented "$target"; then
    echo "!! $bin/$target has no coverage instrumentation (__sancov_cntrs): not fuzzing blind" >&2
    exit 2
  fi
done

# Copies seed files into a target's seed dir: small files whole, larger ones cut to max_len (a truncated
# XML or FIT prefix is still a useful seed; zips are only taken whole).
seed() {
  local dir=$1; shift
  mkdir -p "$dir"
  for file in "$@"; do
    [ -f "$file" ] || continue
    head -c "$max_len" "$file" >"$dir/$(basename "$file")"
  done
}

# Zips each XML file as export/export.xml (what Apple's export.zip holds), plus one with a route GPX.
zip_seeds() {
  local dir=$1; shift
  mkdir -p "$dir"
  python3 - "$dir" "$@" <<'PY'
import os, sys, zipfile
out = sys.argv[1]
routes = [p for p in sys.argv[2:] if p.endswith(".gpx")][:1]
for path in sys.argv[2:]:
    if not path.endswith(".xml") or os.path.getsize(path) > 65536:
        continue
    name = os.path.join(out, os.path.basename(path) + ".zip")
    with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(path, "apple_health_export/export.xml")
        for route in routes:
            z.write(route, "apple_health_export/workout-routes/route_1.gpx")
PY
  for file in "$corpus"/health/*.zip; do [ -f "$file" ] && cp "$file" "$dir/"; done
}

prepare() {
  local target=$1 seeds=$work/seeds/$1 max_len=$max_len
  [ "$target" != FuzzFIT ] || max_len=$fit_max_len
  rm -rf "$seeds"
  case $target in
    FuzzFIT) seed "$seeds" "$corpus"/fit/*.fit "$corpus"/bad/*.fit ;;
    FuzzGPX) seed "$seeds" "$corpus"/gpx/*.gpx ;;
    FuzzTCX) seed "$seeds" "$corpus"/tcx/*.tcx ;;
    FuzzHealthXML) seed "$seeds" "$corpus"/health/*.xml "$corpus"/bad/*.xml ;;
    FuzzHealthZip) zip_seeds "$seeds" "$corpus"/health/*.xml "$corpus"/gpx/dogsheep-apple-route*.gpx ;;
    FuzzNDJSON | FuzzParquet)
      seed "$seeds" "$repo"/Samples/*.ndjson
      if [ -n "${WKCONV:-}" ] && [ -x "$WKCONV" ]; then
        for file in "$corpus"/fit/gc-fr15-10k-run.fit "$corpus"/tcx/tcxparser-fr410-run.tcx \
          "$corpus"/health/tdda-export6s3sample.xml "$corpus"/gpx/gpxpy-gpx11-all-fields.gpx; do
          [ -f "$file" ] || continue
          "$WKCONV" convert "$file" - --to ndjson 2>/dev/null | head -c "$max_len" \
            >"$seeds/$(basename "$file").ndjson" || true
        done
      fi ;;
    FuzzPaths)
      # Each input byte picks a part of a command line (FuzzPaths.swift): a few spread-out seeds.
      mkdir -p "$seeds"
      for i in 0 1 2 3 4 5 6 7 8 9; do
        python3 -c "import random,sys; r=random.Random($i); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(24)))" \
          >"$seeds/paths-$i"
      done ;;
    FuzzNumberText)
      # Doubles' bit patterns, 8 bytes each: edge values, then ties and bounds on a candidate.
      mkdir -p "$seeds"
      python3 -c "
import struct, sys
edge = [0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1e-4, 0.1, 0.3, 1e16, 2.0**53, 1e23, 1.7976931348623157e308]
open(sys.argv[1] + '/edge', 'wb').write(b''.join(struct.pack('<d', v) for v in edge))
bits = [0x42843BA2BBDD6140, 0x437FBAE28A0819DF, 0xC35792E74924949C, 0x7FF8000000000001]
open(sys.argv[1] + '/ties', 'wb').write(b''.join(struct.pack('<Q', b) for b in bits))
" "$seeds" ;;
    FuzzUnits)
      mkdir -p "$seeds"
      for unit in count/min "mL/min·kg" "ml/(kg*min)" "mmol<180.1558800000541>/L" kcal Cal degC degF \
        "m/s^2" "count/s" "%" dBASPL "mg/dL" "kJ" "ft" "mi" "hr" "IU" "S" "cmAq" "mmHg" "g/(m^2)"; do
        printf '%s' "$unit" >"$seeds/$(printf '%s' "$unit" | tr -c 'A-Za-z0-9' '_')"
      done ;;
  esac
  mkdir -p "$seeds" "$work/corpus/$target"
}

dict_for() {
  case $1 in
    FuzzFIT) echo "$fuzz_dir/dict/fit.dict" ;;
    FuzzNDJSON | FuzzParquet) echo "$fuzz_dir/dict/ndjson.dict" ;;
    FuzzUnits) echo "$fuzz_dir/dict/units.dict" ;;
    FuzzPaths) echo "$fuzz_dir/dict/paths.dict" ;;
    FuzzNumberText) ;;  # binary doubles: no dictionary
    *) echo "$fuzz_dir/dict/xml.dict" ;;
  esac
}

[ -d "$corpus" ] || echo "warning: no seed corpus at $corpus; fuzzing from empty inputs" >&2
mkdir -p "$work/artifacts" "$work/logs"
failed=()
for target in "${targets[@]}"; do
  prepare "$target"
  target_max_len=$max_len
  [ "$target" != FuzzFIT ] || target_max_len=$fit_max_len
  [ "$target" != FuzzPaths ] || target_max_len=64
  dict=$(dict_for "$target")
  # FuzzPaths spawns processes through Foundation, whose per-process caches LeakSanitizer would report.
  target_asan=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=12}
  [ "$target" != FuzzPaths ] || target_asan=detect_leaks=0:malloc_context_size=12
  echo "== $target: ${seconds} s ($(ls "$work/seeds/$target" | wc -l) seeds, $(ls "$work/corpus/$target" | wc -l) in corpus)"
  set +e
  # detect_leaks: LeakSanitizer checks every new input for leaks (suppressions: lsan.supp, leaks in
  # dependencies only); malloc_limit_mb turns one huge allocation into a reported failure.
  ASAN_OPTIONS=$target_asan LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$fuzz_dir/lsan.supp:print_suppressions=0} \
    "$bin/$target" -max_total_time="$seconds" -rss_limit_mb="$rss" -malloc_limit_mb="$rss" \
    ${FUZZ_SEED:+-seed=$FUZZ_SEED} -timeout="$timeout" -max_len="$target_max_len" ${dict:+-dict=$dict} -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$target-" "$work/corpus/$target" "$work/seeds/$target" \
    >"$work/logs/$target.log" 2>&1
  status=$?
  set -e
  log=$work/logs/$target.log
  if grep -q "Is the code instrumented for coverage" "$work/logs/$target.log"; then
    echo "!! $target ran without coverage feedback" >&2
    [ "$status" != 0 ] || status=3
  fi
  grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb)|ERROR|SUMMARY|Test unit written" \
    "$work/logs/$target.log" | sed 's/^/   /' || true
  # FuzzParquet's oracle: every input of its grown corpus runs once more (-runs=0) keeping its Parquet
  # file and the same table as CSV; pyarrow must read each file and equal the CSV cell by cell.
  if [ "$status" = 0 ] && [ "$target" = FuzzParquet ]; then
    out=$work/parquet-check
    rm -rf "$out" && mkdir -p "$out"
    set +e
    FUZZ_PARQUET_OUT=$out ASAN_OPTIONS=detect_leaks=0 "$bin/$target" -runs=0 -max_len="$target_max_len" -artifact_prefix="$work/artifacts/$target-check-" \
      "$work/corpus/$target" "$work/seeds/$target" >"$work/logs/$target-check.log" 2>&1 \
      && python3 "$fuzz_dir/check_parquet.py" "$out" "$repo/Formats/analytics/table-schema.json" 2>&1 | sed 's/^/   /'
    status=${PIPESTATUS[0]}
    set -e
    [ "$status" = 0 ] || log=$work/logs/$target-check.log
  fi
  if [ "$status" != 0 ]; then
    echo "!! $target failed (exit $status); log: $log" >&2
    tail -40 "$log" >&2
    failed+=("$target")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]} (artifacts in $work/artifacts)" >&2
  exit 1
fi
echo "== fuzzing: no crash, hang or leak in ${targets[*]}"
