#!/usr/bin/env python3
"""samsung_health_oracle.py FOLDER NDJSON REPORT [--fit FILE.fit]

Independent counts over a Samsung Health export folder with Python's csv and json modules, compared with
what wkconv wrote (NDJSON, its JSON report). The mapping is restated from LAYOUTS.md section 3: one
sample per value cell (day summary step_count/distance/calorie, heart_rate, weight/body_fat/height), a
sleep row plus its stage rows, one workout per exercise row with its live-data heart rates and its
location points; start_time is UTC with time_offset `UTC+HHMM` kept; rows of other files are reported
lost with their count. Prints mismatches as JSON; exit 1 when there are any.
"""
import collections
import csv
import datetime
import glob
import io
import json
import os
import sys

VALUES = {
    "tracker.pedometer_day_summary": [("step_count", "HKQuantityTypeIdentifierStepCount"), ("distance", "HKQuantityTypeIdentifierDistanceWalkingRunning"), ("calorie", "HKQuantityTypeIdentifierActiveEnergyBurned")],
    "tracker.heart_rate": [("heart_rate", "HKQuantityTypeIdentifierHeartRate")],
    "weight": [("weight", "HKQuantityTypeIdentifierBodyMass"), ("body_fat", "HKQuantityTypeIdentifierBodyFatPercentage"), ("height", "HKQuantityTypeIdentifierHeight")],
}
STAGE = {40001: 2, 40002: 3, 40003: 4, 40004: 5}


def table(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header = [h.split(".")[-1] for h in rows[1]]
    return [dict(zip(header, r)) for r in rows[2:] if any(r)]


def kind_of(path):
    name = os.path.basename(path)[: -len(".csv")]
    parts = name.split(".")
    while parts[-1].isdigit():
        parts.pop()
    full = ".".join(parts)
    return full, full.replace("com.samsung.shealth.", "").replace("com.samsung.health.", "")


def offset(text):
    sign = -1 if text[3] == "-" else 1
    return sign * (int(text[4:6]) * 3600 + int(text[6:8]) * 60)


def utc(text):
    return datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S.%f").replace(tzinfo=datetime.timezone.utc)


def expected(folder):
    e = {"types": collections.Counter(), "unmapped": {}, "workouts": 0, "routePoints": 0, "workoutHR": 0,
         "hr": [], "stepsPerDay": {}, "sleepSeconds": collections.Counter(), "weightsKg": [], "hrOffsets": collections.Counter()}
    sides = {os.path.basename(p): p for p in glob.glob(os.path.join(folder, "jsons", "**", "*.json"), recursive=True)}
    for path in sorted(glob.glob(os.path.join(folder, "*.csv"))):
        full, kind = kind_of(path)
        rows = table(path)
        if kind in VALUES:
            for row in rows:
                timed = row.get("day_time") or row.get("start_time")
                if not timed:
                    continue
                for column, hk in VALUES[kind]:
                    if row.get(column, "") != "":
                        e["types"][hk] += 1
                        if hk == "HKQuantityTypeIdentifierHeartRate":
                            e["hr"].append(float(row[column]))
                            e["hrOffsets"][offset(row["time_offset"])] += 1
                        if hk == "HKQuantityTypeIdentifierBodyMass":
                            e["weightsKg"].append(float(row[column]))
                        if hk == "HKQuantityTypeIdentifierStepCount":
                            day = datetime.datetime.fromtimestamp(int(row["day_time"]) / 1000, datetime.timezone.utc).date().isoformat()
                            e["stepsPerDay"][day] = e["stepsPerDay"].get(day, 0) + float(row[column])
        elif kind == "sleep":
            e["types"]["HKCategoryTypeIdentifierSleepAnalysis"] += len(rows)
        elif kind == "sleep_stage":
            e["types"]["HKCategoryTypeIdentifierSleepAnalysis"] += len(rows)
            for row in rows:
                e["sleepSeconds"][STAGE[int(row["stage"])]] += (utc(row["end_time"]) - utc(row["start_time"])).total_seconds()
        elif kind == "exercise":
            for row in rows:
                e["workouts"] += 1
                if row.get("live_data"):
                    live = json.load(open(sides[row["live_data"]]))
                    e["workoutHR"] += sum(1 for x in live if "heart_rate" in x)
                if row.get("location_data"):
                    e["routePoints"] += len(json.load(open(sides[row["location_data"]])))
        else:
            e["unmapped"]["samsung-health " + full] = len(rows)
    hr = e["hr"]
    e["hr"] = [min(hr), max(hr), len(hr)] if hr else []
    e["sleepSeconds"] = {str(k): v for k, v in sorted(e["sleepSeconds"].items())}
    e["hrOffsets"] = {str(k): v for k, v in sorted(e["hrOffsets"].items())}
    e["weightsKg"].sort()
    return e


def seconds_east(text):
    if text.endswith("Z"):
        return None
    sign = -1 if text[-6] == "-" else 1
    return sign * (int(text[-5:-3]) * 3600 + int(text[-2:]) * 60)


def written(path):
    w = {"types": collections.Counter(), "workouts": 0, "routePoints": 0, "workoutHR": 0, "hr": [], "stepsPerDay": {},
         "sleepSeconds": collections.Counter(), "weightsKg": [], "hrOffsets": collections.Counter()}
    for line in open(path):
        o = json.loads(line)
        if o["kind"] == "workout":
            w["workouts"] += 1
            w["routePoints"] += sum(len(r.get("locations", [])) for r in o.get("routes", []))
            w["workoutHR"] += sum(1 for s in o.get("samples", []) if s.get("type") == "HKQuantityTypeIdentifierHeartRate")
            continue
        t = o.get("type")
        w["types"][t] += 1
        if t == "HKQuantityTypeIdentifierHeartRate":
            w["hr"].append(o["value"])
            w["hrOffsets"][seconds_east(o["start"])] += 1
        if t == "HKQuantityTypeIdentifierBodyMass":
            w["weightsKg"].append(o["value"] if o["unit"] == "kg" else None)
        if t == "HKQuantityTypeIdentifierStepCount":
            day = datetime.datetime.fromisoformat(o["start"]).astimezone(datetime.timezone.utc).date().isoformat()
            w["stepsPerDay"][day] = w["stepsPerDay"].get(day, 0) + o["value"]
        if o["kind"] == "category" and any(k == "SamsungHealthSleepStage" for k, _ in o.get("metadata", [])):
            span = datetime.datetime.fromisoformat(o["end"]) - datetime.datetime.fromisoformat(o["start"])
            w["sleepSeconds"][o["value"]] += span.total_seconds()
    hr = w["hr"]
    w["hr"] = [min(hr), max(hr), len(hr)] if hr else []
    w["sleepSeconds"] = {str(k): v for k, v in sorted(w["sleepSeconds"].items())}
    w["hrOffsets"] = {str(k): v for k, v in sorted(w["hrOffsets"].items())}
    w["weightsKg"].sort()
    return w


def main():
    folder, ndjson, report = sys.argv[1:4]
    e, w = expected(folder), written(ndjson)
    mismatches = []
    for key in ("workouts", "routePoints", "workoutHR", "hr", "stepsPerDay", "sleepSeconds", "weightsKg", "hrOffsets"):
        if e[key] != w[key]:
            mismatches.append({"what": key, "expected": e[key], "written": w[key]})
    for t in set(e["types"]) | set(w["types"]):
        if e["types"][t] != w["types"][t]:
            mismatches.append({"what": "count " + t, "expected": e["types"][t], "written": w["types"][t]})
    r = json.load(open(report))
    lost = {l["kind"]: l["count"] for l in r.get("losses", [])}
    for kind, n in e["unmapped"].items():
        if lost.get(kind) != n:
            mismatches.append({"what": "unmapped " + kind, "expected": n, "lost": lost})
    for kind, n in r["itemsRead"].items():
        if n != r["itemsWritten"].get(kind, 0) + r.get("itemsDropped", {}).get(kind, 0):
            mismatches.append({"what": "accounting " + kind, "report": r})
    print(json.dumps({"ok": not mismatches, "mismatches": mismatches, "expected": {k: v for k, v in e.items() if k != "types"} | {"types": dict(e["types"])}}))
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
