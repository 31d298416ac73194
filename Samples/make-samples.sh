#!/bin/sh
# Regenerates the files in Samples/ that wkconv makes from Samples/morning-run.ndjson (the one hand-written
# sample: a 30-minute run with a pause, HR, cadence, route and two laps).
#
#   Samples/make-samples.sh [WKCONV] [OUTDIR]
#
# WKCONV defaults to the debug build, OUTDIR to Samples/ itself. The outputs are byte-deterministic (FIT
# time_created and zip entry times come from the workout, not the clock), so SamplesFreshnessTests regenerates
# them into a scratch folder and fails when they differ from the committed files; re-record with
#   WKCONV_RECORD_GOLDENS=1 swift test --filter SamplesFreshnessTests
# (or run this script) after a change to a writer, and review the diff.
# Samples/report/morning-run.png is made by Samples/report/make-screenshot.sh (it needs Chromium).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wkconv=${1:-$here/../.build/debug/wkconv}
out=${2:-$here}
mkdir -p "$out/damaged"
"$wkconv" convert "$here/morning-run.ndjson" "$out/ride.fit" --force --quiet
"$wkconv" convert "$here/morning-run.ndjson" "$out/export.zip" --force --quiet
# A FIT file cut two thirds of the way through its records: no session, lap or CRC at the end.
size=$(wc -c <"$out/ride.fit")
head -c $((size * 2 / 3)) "$out/ride.fit" >"$out/damaged/ride-truncated.fit"
