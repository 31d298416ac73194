#!/usr/bin/env bash
# Builds SwiftClient, a package of its own that depends on wkconv's library products only, and runs it on
# Samples/: a conversion, a batch and a sink of its own must work from outside the package.
#
#   Integrations/swift-client/run.sh [SCRATCH]      (default .build-client, git-ignored)
#
# No network: wkconv is a path dependency, and wkconv's own dependencies resolve at the versions wkconv's
# Package.resolved pins (copied beside the client's manifest, git-ignored) from SwiftPM's cache, which
# building wkconv filled. Where a network namespace can be made (`unshare -n`), the build runs without
# one, so a fetch would fail here rather than pass unnoticed. Exit status: the build's, else the client's.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SCRATCH=${1:-$ROOT/.build-client}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
cp "$ROOT/Package.resolved" "$HERE/Package.resolved"
offline=()
if unshare -n true 2>/dev/null; then offline=(unshare -n); fi
start=$(date +%s)
set +e
"${offline[@]}" swift build --package-path "$HERE" --scratch-path "$SCRATCH" --product SwiftClient \
  --only-use-versions-from-resolved-file > "$OUT/build.log" 2>&1
status=$?
set -e
grep -E "error|warning: |Build complete" "$OUT/build.log" || true
if [ "$status" != 0 ]; then
  tail -20 "$OUT/build.log"
  echo "swift-client: build failed (exit $status)" >&2
  exit "$status"
fi
echo "swift-client: built in $(( $(date +%s) - start )) s${offline:+ (no network)}"
"$SCRATCH/debug/SwiftClient" "$ROOT/Samples" "$OUT"
