#!/usr/bin/env bash
# Regenerates Samples/report/morning-run.png, the HTML report screenshot shown in the README:
# wkconv writes the page of Samples/morning-run.ndjson, headless Chromium renders it.
# Usage: Samples/report/make-screenshot.sh [path/to/wkconv]   (default: .build/debug/wkconv, built if missing)
# Needs: chromium (Debian: apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/../.."
wkconv=${1:-.build/debug/wkconv}
[ -x "$wkconv" ] || swift build --product wkconv
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome) \
  || { echo "make-screenshot: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$wkconv" convert Samples/morning-run.ndjson "$work/morning-run.html" --quiet
# 0.6 device scale keeps the PNG under 200 KB while the text stays legible.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --force-device-scale-factor=0.6 --window-size=1040,1500 \
  --screenshot="$work/morning-run.png" "file://$work/morning-run.html" 2>/dev/null
mv "$work/morning-run.png" Samples/report/morning-run.png
size=$(stat -c %s Samples/report/morning-run.png)
echo "Samples/report/morning-run.png: $size bytes"
[ "$size" -lt 204800 ] || { echo "make-screenshot: PNG is over 200 KB" >&2; exit 1; }
