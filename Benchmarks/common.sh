# Sourced by the benchmark scripts that time the release wkconv against peers:
#   . "$(dirname "$0")/../common.sh"; bench_setup NAME DEFAULT_SCRATCH "${1:-}"
# sets ROOT, SHARED (WKCONV_SHARED or ../shared), SCRATCH (WKCONV_SCRATCH or DEFAULT_SCRATCH), OUT (the given
# folder or Benchmarks/work/NAME, made and absolute), RUNS (default 5), builds the release wkconv into
# SCRATCH (SKIP_BUILD=1 uses it as built), sets W to it, and leaves the shell in ROOT.
# The binary is built as it is shipped (README, "Install"): --static-swift-stdlib, the Swift runtime and
# Foundation linked in. A dynamically linked wkconv spends ~13 M instructions (callgrind) and 6-7 ms of a
# short run in the dynamic loader's relocations before main; linked statically it starts in ~6 ms, not ~12.
bench_setup() {
  ROOT=$(cd "$(dirname "${BASH_SOURCE[1]}")/../.." && pwd)
  SHARED=${WKCONV_SHARED:-$ROOT/../shared}
  SCRATCH=${WKCONV_SCRATCH:-$2}
  OUT=${3:-$ROOT/Benchmarks/work/$1}
  RUNS=${RUNS:-5}
  mkdir -p "$OUT"
  OUT=$(cd "$OUT" && pwd)
  cd "$ROOT"
  echo "== release build of wkconv ($SCRATCH)"
  [ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product wkconv 2>&1 | tail -1
  W=$ROOT/$SCRATCH/release/wkconv
}
