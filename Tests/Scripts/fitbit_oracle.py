#!/usr/bin/env python3
"""Independent counts over a Fitbit export's raw files (json, csv modules only), within wkconv's stated mapping
(Sources/FormatFitbit/README.md): what each record type becomes, which twin is read, which records join a workout.

usage: fitbit_oracle.py FOLDER...   → JSON {FOLDER: {key: number}} on stdout
keys: quantity:<Type> (samples outside workouts), sum:<Type> (their values: count, m, kg, %/100), stepsDay:<UTC day>,
      category:<stage> and seconds:<stage> (sleep), workout, workoutHR (readings inside workouts), routePoints,
      hrMin/hrMax (all readings)
"""
import csv, json, os, re, sys
from collections import defaultdict
from datetime import datetime, timezone

CSV_FOLDERS = {"Physical Activity_GoogleData", "Health Fitness Data_GoogleData"}
TWINS = {"heart_rate": "heart_rate", "steps": "steps", "distance": "distance", "weight": "weight",
         "exercise": "UserExercises", "sleep": "UserSleepStages", "oxygen_saturation": "oxygen_saturation"}
STAGE = {"wake": "awake", "awake": "awake", "restless": "awake", "light": "core", "deep": "deep", "rem": "rem",
         "asleep": "unspecified"}


def utc_slashed(text):
    return datetime.strptime(text, "%m/%d/%y %H:%M:%S").replace(tzinfo=timezone.utc).timestamp()


def utc_iso(text):
    text = text.replace("Z", "+00:00")
    if re.search(r"[+-]\d{4}$", text):
        text = text[:-2] + ":" + text[-2:]
    return datetime.fromisoformat(text).timestamp()


def local_iso(text):
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


def files(root):
    """(folder, type, date, path) of every record file, typed as the layout names them."""
    out = []
    for dirpath, _, names in os.walk(root):
        folder = os.path.basename(dirpath)
        for name in names:
            path = os.path.join(dirpath, name)
            if folder in CSV_FOLDERS and name.endswith(".csv"):
                m = re.match(r"^(.+)_(\d{4}-\d{2}-\d{2})\.csv$", name)
                out.append(("csv", m.group(1) if m else name[:-4], m.group(2) if m else None, path))
            elif name.endswith(".json"):
                m = re.match(r"^(.+)-(\d{4}-\d{2}-\d{2})\.json$", name)
                if m:
                    out.append(("json", m.group(1), m.group(2), path))
                elif re.match(r"^exercise-\d+\.json$", name):
                    out.append(("json", "exercise", None, path))
    return sorted(out, key=lambda f: f[3])


def rows(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def count(root):
    found = files(root)
    csv_types = {t for kind, t, _, _ in found if kind == "csv"}
    def of(kind, t):
        if kind == "json" and TWINS.get(t) in csv_types:
            return []
        return [(d, p) for k, tt, d, p in found if k == kind and tt == t]

    out = defaultdict(float)
    windows = []
    for _, p in of("csv", "UserExercises"):
        for r in rows(p):
            windows.append((utc_iso(r["exercise_start"]), utc_iso(r["exercise_end"])))
    for _, p in of("json", "exercise"):
        for e in json.load(open(p)):
            s = utc_slashed(e["startTime"])
            windows.append((s, s + e["duration"] / 1000))
    out["workout"] = len(windows)
    inside = lambda t: any(a <= t <= b for a, b in windows)
    offsets = {}
    hr = []
    for d, p in of("json", "heart_rate"):
        data = json.load(open(p))
        times = [utc_slashed(x["dateTime"]) for x in data]
        hr += [(t, x["value"]["bpm"]) for t, x in zip(times, data)]
        midnight = datetime.fromisoformat(d).replace(tzinfo=timezone.utc).timestamp()
        gap = midnight - min(times)
        offsets[d] = -(-gap // 900) * 900
    for _, p in of("csv", "heart_rate"):
        hr += [(utc_iso(r["timestamp"]), float(r["beats per minute"])) for r in rows(p)]
    for t, v in hr:
        if inside(t):
            out["workoutHR"] += 1
        else:
            out["quantity:HeartRate"] += 1
    if hr:
        out["hrMin"], out["hrMax"] = min(v for _, v in hr), max(v for _, v in hr)
    for _, p in of("csv", "gps_location"):
        out["routePoints"] += sum(1 for r in rows(p) if inside(utc_iso(r["timestamp"])))

    def add(t, v, at=None):
        out["quantity:" + t] += 1
        out["sum:" + t] += v
        if at is not None:
            out["stepsDay:" + datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%d")] += v
    for _, p in of("json", "steps"):
        for x in json.load(open(p)):
            add("StepCount", float(x["value"]), utc_slashed(x["dateTime"]))
    for _, p in of("json", "distance"):
        for x in json.load(open(p)):
            add("DistanceWalkingRunning", float(x["value"]) / 100)
    for t, col, scale in [("steps", "steps", 1), ("distance", "distance", 1), ("weight", "weight grams", 1000),
                          ("oxygen_saturation", "oxygen saturation percentage", 100)]:
        name = {"steps": "StepCount", "distance": "DistanceWalkingRunning", "weight": "BodyMass",
                "oxygen_saturation": "OxygenSaturation"}[t]
        for _, p in of("csv", t):
            for r in rows(p):
                add(name, float(r[col]) / scale, utc_iso(r["timestamp"]) if t == "steps" else None)
    for _, p in of("json", "weight"):
        for x in json.load(open(p)):
            add("BodyMass", float(x["weight"]))
    for _, p in of("json", "fat"):
        for x in json.load(open(p)):
            add("BodyFatPercentage", float(x["fat"]) / 100)
    for _, p in of("json", "resting_heart_rate"):
        for x in json.load(open(p)):
            if x["value"]["date"] is not None and x["value"]["value"] > 0:
                add("RestingHeartRate", x["value"]["value"])

    def sleep(stage, seconds):
        out["category:" + stage] += 1
        out["seconds:" + stage] += seconds
    for _, p in of("json", "sleep"):
        for log in json.load(open(p)):
            sleep("inBed", local_iso(log["endTime"]) - local_iso(log["startTime"]))
            for seg in log.get("levels", {}).get("data", []):
                sleep(STAGE[seg["level"]], seg["seconds"])
    for _, p in of("csv", "UserSleepStages"):
        sessions = {}
        for r in rows(p):
            a, b = utc_iso(r["sleep_stage_start"]), utc_iso(r["sleep_stage_end"])
            sleep(STAGE[r["sleep_stage_type"].lower()], b - a)
            s = sessions.get(r["sleep_id"], (a, b))
            sessions[r["sleep_id"]] = (min(s[0], a), max(s[1], b))
        for a, b in sessions.values():
            sleep("inBed", b - a)
    return {k: round(v, 6) for k, v in out.items()}


if __name__ == "__main__":
    json.dump({root: count(root) for root in sys.argv[1:]}, sys.stdout, indent=1, sort_keys=True)
