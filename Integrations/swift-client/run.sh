#!/usr/bin/env bash
# Builds SwiftClient, a package of its own that depends on wkconv's library products only, and runs it on
# Samples/: a conversion, a batch and a sink of its own must work from outside the package.
#
#   Integrations/swift-client/run.sh [SCRATCH]      (default .build-client, git-ignored)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SCRATCH=${1:-$ROOT/.build-client}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
swift build --package-path "$HERE" --scratch-path "$SCRATCH" 2>&1 | grep -E "error|warning: |Compiling SwiftClient|Build complete" || true
"$SCRATCH/debug/SwiftClient" "$ROOT/Samples" "$OUT"
