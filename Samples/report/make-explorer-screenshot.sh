#!/usr/bin/env bash
# Regenerates Samples/report/explorer.png, the explorer screenshot shown in the README: wkconv converts
# Samples/export.zip, Samples/morning-run.ndjson and Samples/ride.fit into one directory (`--out-dir site
# --to html`), headless Chromium renders its index.html.
# Usage: Samples/report/make-explorer-screenshot.sh [path/to/wkconv]   (default: .build/debug/wkconv)
# Needs: chromium (Debian: apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/../.."
wkconv=${1:-.build/debug/wkconv}
[ -x "$wkconv" ] || swift build --product wkconv
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome) \
  || { echo "make-explorer-screenshot: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$wkconv" convert Samples/export.zip Samples/morning-run.ndjson Samples/ride.fit --out-dir "$work/site" \
  --to html --quiet
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --host-resolver-rules="MAP * ~NOTFOUND" --force-device-scale-factor=0.6 --window-size=1100,2000 \
  --virtual-time-budget=5000 --screenshot="$work/explorer.png" "file://$work/site/index.html" 2>/dev/null
mv "$work/explorer.png" Samples/report/explorer.png
size=$(stat -c %s Samples/report/explorer.png)
echo "Samples/report/explorer.png: $size bytes"
[ "$size" -lt 307200 ] || { echo "make-explorer-screenshot: PNG is over 300 KB" >&2; exit 1; }
