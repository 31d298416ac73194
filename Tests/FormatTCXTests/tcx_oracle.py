#!/usr/bin/env python3
"""Independent reader for wkconv's TCX output: tcxreader (pip install tcxreader).

Usage: tcx_oracle.py FILE.tcx  -> one JSON object on stdout:
  {"laps": [{"start": ISO, "trackpoints": n, "distance": m, "calories": n}],
   "trackpoints": n, "hr": [int...], "cadence": [int...], "positions": n, "tpx_keys": [...]}
Exit 2 when tcxreader is missing.

tcx_oracle.py --etree FILE.tcx -> {"hr": [...], "cadence": [...], "trackpoints": n, "positions": n}
  read with Python's xml.etree (tcxreader drops trackpoints without a position).
"""
import json
import sys

if sys.argv[1] == "--etree":
    import xml.etree.ElementTree as ET
    hr, cadence, points, positions = [], [], 0, 0
    for element in ET.parse(sys.argv[2]).getroot().iter():
        if not element.tag.endswith("}Trackpoint"):
            continue
        points += 1
        for child in element:
            name = child.tag.rsplit("}", 1)[-1]
            if name == "HeartRateBpm":
                hr.extend(int(v.text) for v in child if v.tag.endswith("}Value"))
            elif name == "Cadence":
                cadence.append(int(child.text))
            elif name == "Position":
                positions += 1
    print(json.dumps({"hr": hr, "cadence": cadence, "trackpoints": points, "positions": positions}))
    sys.exit(0)

try:
    from tcxreader.tcxreader import TCXReader
except ImportError:
    print("tcxreader not installed (pip install tcxreader)", file=sys.stderr)
    sys.exit(2)

exercise = TCXReader().read(sys.argv[1])
laps = []
for lap in exercise.laps:
    laps.append({
        "start": lap.start_time.isoformat() if lap.start_time else None,
        "trackpoints": len(lap.trackpoints),
        "distance": lap.distance,
        "calories": lap.calories,
    })
tpx = set()
for tp in exercise.trackpoints:
    tpx.update((tp.tpx_ext or {}).keys())
print(json.dumps({
    "laps": laps,
    "trackpoints": len(exercise.trackpoints),
    "hr": [tp.hr_value for tp in exercise.trackpoints if tp.hr_value is not None],
    "cadence": [tp.cadence for tp in exercise.trackpoints if tp.cadence is not None],
    "positions": sum(1 for tp in exercise.trackpoints if tp.latitude is not None),
    "tpx_keys": sorted(tpx),
}))
