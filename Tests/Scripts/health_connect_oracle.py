#!/usr/bin/env python3
"""health_connect_oracle.py DB NDJSON [DB NDJSON ...] [--parquet DB PARQUET ...]

Independent counts over Health Connect databases with Python's sqlite3, compared with what wkconv wrote:
the NDJSON of each database (json) and, with --parquet, its Parquet file (pyarrow). The mapping is
restated here from LAYOUTS.md section 2, not taken from wkconv: one sample per record row, one per
series entry, a sleep session plus its stages, one workout per exercise session with its route points;
weight grams -> kg, energy calories -> kcal, zone offsets in seconds. Prints the mismatches as JSON and
exits 1 when there are any.
"""
import collections
import datetime
import json
import sqlite3
import sys

ROWS = {  # table -> (type, value column, factor to the sample's unit)
    "steps_record_table": ("HKQuantityTypeIdentifierStepCount", "count", 1),
    "distance_record_table": ("HKQuantityTypeIdentifierDistanceWalkingRunning", "distance", 1),
    "active_calories_burned_record_table": ("HKQuantityTypeIdentifierActiveEnergyBurned", "energy", 1e-3),
    "total_calories_burned_record_table": ("WKQuantityTypeIdentifierTotalEnergyBurned", "energy", 1e-3),
    "weight_record_table": ("HKQuantityTypeIdentifierBodyMass", "weight", 1e-3),
    "height_record_table": ("HKQuantityTypeIdentifierHeight", "height", 1),
    "body_fat_record_table": ("HKQuantityTypeIdentifierBodyFatPercentage", "percentage", 1e-2),
    "resting_heart_rate_record_table": ("HKQuantityTypeIdentifierRestingHeartRate", "beats_per_minute", 1),
}
UNMAPPED_OK = {"nutrition_record_table", "menstruation_flow_record_table"}


def expected(db):
    c = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    e = {"types": collections.Counter(), "values": collections.defaultdict(list), "offsets": collections.defaultdict(list)}
    for table, (hk, column, factor) in ROWS.items():
        if table not in tables:
            continue
        cols = [r[1] for r in c.execute(f"PRAGMA table_info({table})")]
        offset = "zone_offset" if "zone_offset" in cols else "start_zone_offset"
        rows = c.execute(f"SELECT {column}, {offset} FROM {table} WHERE {column} IS NOT NULL ORDER BY row_id")
        for value, off in rows:
            e["types"][hk] += 1
            e["values"][hk].append(round(value * factor, 6))
            e["offsets"][hk].append(off)
    hr = [r[0] for r in c.execute("SELECT beats_per_minute FROM heart_rate_record_series_table")]
    e["types"]["HKQuantityTypeIdentifierHeartRate"] += len(hr)
    e["hr"] = [min(hr), max(hr), len(hr)] if hr else []
    sessions = c.execute("SELECT count(*) FROM sleep_session_record_table").fetchone()[0]
    stages = c.execute("SELECT stage_type, stage_end_time - stage_start_time FROM sleep_stages_table").fetchall()
    e["types"]["HKCategoryTypeIdentifierSleepAnalysis"] += sessions + len(stages)
    value = {1: 2, 3: 2, 7: 2, 2: 1, 4: 3, 5: 4, 6: 5}
    seconds = collections.Counter()
    for stage, ms in stages:
        seconds[value.get(stage, 0)] += ms / 1000
    e["sleepSeconds"] = {str(k): v for k, v in sorted(seconds.items())}
    steps = collections.Counter()
    for start, count in c.execute("SELECT start_time, count FROM steps_record_table"):
        steps[datetime.datetime.fromtimestamp(start / 1000, datetime.timezone.utc).date().isoformat()] += count
    e["stepsPerDay"] = dict(sorted(steps.items()))
    e["types"]["HKCorrelationTypeIdentifierBloodPressure"] += c.execute("SELECT count(*) FROM blood_pressure_record_table").fetchone()[0]
    e["workouts"] = c.execute("SELECT count(*) FROM exercise_session_record_table").fetchone()[0]
    e["routePoints"] = c.execute("SELECT count(*) FROM exercise_route_table").fetchone()[0]
    e["laps"] = c.execute("SELECT count(*) FROM exercise_laps_table").fetchone()[0]
    e["unmapped"] = {}
    for t in sorted(tables):
        cols = [r[1] for r in c.execute(f"PRAGMA table_info({t})")]
        if "uuid" in cols and t in UNMAPPED_OK:
            n = c.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            if n:
                e["unmapped"][t] = n
    return e


def offset_seconds(text):
    if text.endswith("Z"):
        return None
    sign = -1 if text[-6] == "-" else 1
    return sign * (int(text[-5:-3]) * 3600 + int(text[-2:]) * 60)


def written(path):
    w = {"types": collections.Counter(), "values": collections.defaultdict(list), "offsets": collections.defaultdict(list)}
    hr, seconds = [], collections.Counter()
    w["workouts"] = w["routePoints"] = w["laps"] = 0
    for line in open(path):
        o = json.loads(line)
        kind, t = o["kind"], o.get("type")
        if kind == "workout":
            w["workouts"] += 1
            w["routePoints"] += sum(len(r.get("locations", [])) for r in o.get("routes", []))
            w["laps"] += sum(1 for ev in o.get("events", []) if ev.get("type") == "lap")
            continue
        w["types"][t] += 1
        if kind == "quantity":
            w["values"][t].append(round(o["value"], 6))
            w["offsets"][t].append(offset_seconds(o["start"]))
            if t == "HKQuantityTypeIdentifierHeartRate":
                hr.append(o["value"])
        if kind == "category" and any(k == "HealthConnectSleepStage" for k, _ in o.get("metadata", [])):
            start = datetime.datetime.fromisoformat(o["start"])
            end = datetime.datetime.fromisoformat(o["end"])
            seconds[o["value"]] += (end - start).total_seconds()
    w["hr"] = [min(hr), max(hr), len(hr)] if hr else []
    w["sleepSeconds"] = {str(k): v for k, v in sorted(seconds.items())}
    return w


def steps_per_day(path):
    steps = collections.Counter()
    for line in open(path):
        o = json.loads(line)
        if o.get("type") == "HKQuantityTypeIdentifierStepCount":
            day = datetime.datetime.fromisoformat(o["start"]).astimezone(datetime.timezone.utc).date().isoformat()
            steps[day] += o["value"]
    return dict(sorted(steps.items()))


def tables_of(db):
    c = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    return {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def compare(db, ndjson, report, mismatches):
    c = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    e, w = expected(db), written(ndjson)
    w["stepsPerDay"] = steps_per_day(ndjson)
    for key in ("hr", "sleepSeconds", "stepsPerDay", "workouts", "routePoints", "laps"):
        if e[key] != w[key]:
            mismatches.append({"db": db, "what": key, "expected": e[key], "written": w[key]})
    for t in set(e["types"]) | set(w["types"]):
        if e["types"][t] != w["types"][t]:
            mismatches.append({"db": db, "what": "count " + t, "expected": e["types"][t], "written": w["types"][t]})
    for t, values in e["values"].items():
        if sorted(values) != sorted(w["values"][t]):
            mismatches.append({"db": db, "what": "values " + t, "expected": values, "written": w["values"][t]})
        if t != "HKQuantityTypeIdentifierHeartRate" and sorted(e["offsets"][t]) != sorted(w["offsets"][t]):
            mismatches.append({"db": db, "what": "offsets " + t, "expected": e["offsets"][t], "written": w["offsets"][t]})
    if report:
        r = json.load(open(report))
        lost = {l["kind"]: l["count"] for l in r.get("losses", [])}
        for table, n in e["unmapped"].items():
            if lost.get("health-connect " + table) != n:
                mismatches.append({"db": db, "what": "unmapped " + table, "expected": n, "lost": lost})
        skipped = sum(w["count"] for w in r.get("warnings", []) if w["code"] == "healthConnect.rowSkipped")
        nulls = sum(c.execute(f"SELECT count(*) FROM {t} WHERE {col} IS NULL").fetchone()[0]
                    for t, (_, col, _) in ROWS.items() if t in tables_of(db))
        if skipped != nulls:
            mismatches.append({"db": db, "what": "rows skipped", "expected": nulls, "warned": skipped})
        for kind, n in r["itemsRead"].items():
            if n != r["itemsWritten"].get(kind, 0) + r.get("itemsDropped", {}).get(kind, 0):
                mismatches.append({"db": db, "what": "accounting " + kind, "report": r["itemsRead"]})
    return e


def check_parquet(db, path, mismatches):
    import pyarrow.parquet as pq
    e = expected(db)
    t = pq.read_table(path).to_pydict()
    counts = collections.Counter(zip(t["record"], t["type"]))
    for hk in ("HKQuantityTypeIdentifierHeartRate", "HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierBodyMass"):
        if counts[("sample", hk)] != e["types"][hk]:
            mismatches.append({"parquet": path, "what": hk, "expected": e["types"][hk], "written": counts[("sample", hk)]})
    if counts[("route_point", "HKWorkoutRoute")] != e["routePoints"]:
        mismatches.append({"parquet": path, "what": "route points", "expected": e["routePoints"]})
    kg = sorted(v for r, ty, v in zip(t["record"], t["type"], t["value"]) if r == "sample" and ty == "HKQuantityTypeIdentifierBodyMass")
    if [round(v, 6) for v in kg] != sorted(e["values"]["HKQuantityTypeIdentifierBodyMass"]):
        mismatches.append({"parquet": path, "what": "weight kg", "expected": e["values"]["HKQuantityTypeIdentifierBodyMass"], "written": kg})
    offsets = sorted(o for r, ty, o in zip(t["record"], t["type"], t["start_utc_offset_s"]) if r == "sample" and ty == "HKQuantityTypeIdentifierBodyMass")
    if offsets != sorted(e["offsets"]["HKQuantityTypeIdentifierBodyMass"]):
        mismatches.append({"parquet": path, "what": "weight offsets", "expected": e["offsets"]["HKQuantityTypeIdentifierBodyMass"], "written": offsets})


def main():
    args = sys.argv[1:]
    parquet = []
    if "--parquet" in args:
        i = args.index("--parquet")
        parquet, args = args[i + 1:], args[:i]
    mismatches, summary = [], {}
    while args:
        db, ndjson = args[0], args[1]
        report = args[2] if len(args) > 2 and args[2].endswith(".json") else None
        args = args[3:] if report else args[2:]
        e = compare(db, ndjson, report, mismatches)
        summary[db] = {"types": dict(e["types"]), "hr": e["hr"], "stepsPerDay": e["stepsPerDay"], "routePoints": e["routePoints"]}
    for db, path in zip(parquet[::2], parquet[1::2]):
        check_parquet(db, path, mismatches)
    print(json.dumps({"ok": not mismatches, "mismatches": mismatches, "expected": summary}, default=str))
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
