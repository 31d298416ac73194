#!/usr/bin/env python3
"""Independent counts over a Google Fit Takeout's raw files (json, csv, xml.etree only), within wkconv's stated
mapping (Sources/FormatGoogleFit/README.md): sessions without a TCX twin and TCX activities as workouts; daily
metrics' Step count, Distance (m), Average weight (kg) as samples, per-day files first, the summary for other days.

usage: googlefit_oracle.py PATH...   (a Takeout folder, or one daily metrics CSV) → JSON {PATH: {key: number}}
"""
import csv, json, os, re, sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from datetime import datetime

COLUMNS = {"Step count": "StepCount", "Distance (m)": "DistanceWalkingRunning", "Average weight (kg)": "BodyMass"}
START = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}(?:\.\d+)?)([+-]\d{2}_\d{2}|Z)")
TCX_NS = "{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}"


def name_start(name):
    m = START.match(name)
    if not m:
        return None
    zone = "+00:00" if m.group(2) == "Z" else m.group(2).replace("_", ":")
    return int(datetime.fromisoformat(m.group(1).replace("_", ":") + zone).timestamp())


def daily(path, out, skip_days=()):
    with open(path, newline="", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            if row.get("Date") in skip_days:
                continue
            for column, name in COLUMNS.items():
                if row.get(column):
                    out["quantity:" + name] += 1
                    out["sum:" + name] += float(row[column])


def count(root):
    out = defaultdict(float)
    if os.path.isfile(root):
        daily(root, out)
        out["workout"] += 0
        return out
    tcx, sessions, summaries, details = [], [], [], []
    for dirpath, _, names in os.walk(root):
        if "Fit" not in dirpath.split(os.sep):
            continue
        for name in names:
            path = os.path.join(dirpath, name)
            if name.lower().endswith(".tcx"):
                tcx.append(path)
            elif name.lower().endswith(".json") and name_start(name) is not None:
                sessions.append(path)
            elif name.lower().endswith(".csv"):
                (details if re.match(r"^\d{4}-\d{2}-\d{2}\.csv$", name) else summaries).append(path)
    tcx_starts = {name_start(os.path.basename(p)) for p in tcx}
    for p in tcx:
        out["workout"] += 1
        out["routePoints"] += len(ET.parse(p).getroot().findall(f".//{TCX_NS}Trackpoint/{TCX_NS}Position"))
    for p in sessions:
        if name_start(os.path.basename(p)) in tcx_starts:
            continue
        out["workout"] += 1
        for a in json.load(open(p)).get("aggregate", []):
            if "step_count" in a["metricName"]:
                out["workoutSteps"] += a.get("intValue", a.get("floatValue", 0))
    for p in details:
        daily(p, out)
    days = {os.path.basename(p)[:10] for p in details}
    for p in summaries:
        daily(p, out, days)
    out["workout"] += 0
    return out


if __name__ == "__main__":
    json.dump({p: {k: round(v, 6) for k, v in count(p).items()} for p in sys.argv[1:]}, sys.stdout, indent=1,
              sort_keys=True)
