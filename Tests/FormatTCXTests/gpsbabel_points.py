#!/usr/bin/env python3
"""Prints the track points of a GPSBabel GPX (1.0 or 1.1) as TSV: time, lat, lon, ele, hr.

An independent reading (Python's xml.etree) of the reference conversions in corpus/expected/.
"""
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
for trkpt in root.iter():
    if not trkpt.tag.endswith("}trkpt"):
        continue
    values = {"time": "", "ele": "", "hr": ""}
    for child in trkpt.iter():
        name = child.tag.rsplit("}", 1)[-1]
        if name in values and child.text:
            values[name] = child.text.strip()
    print("\t".join([values["time"], trkpt.get("lat"), trkpt.get("lon"), values["ele"], values["hr"]]))
