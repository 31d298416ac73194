#!/usr/bin/env python3
"""generate.py OUT_DIR [YEARS | DAYSd] [hc | takeout] — a synthetic person's YEARS (default 5) years, twice:

  OUT_DIR/Health Connect.zip   Android's export: one entry health_connect_export.db with AOSP's schema 9 (the
                               CREATE statements of ../shared's healthconnect_staged.db replayed), heart rate
                               records with a series entry every 150 s, 2-hourly steps, a daily weight in grams,
                               a night's sleep session with 8 stages, a run every other day (route every 5 s)
  OUT_DIR/takeout.zip          Google Takeout's Fitbit tree: legacy per-day JSON (Global Export Data:
                               heart_rate-<day>.json every 150 s, monthly steps-<day>.json of one walking hour a
                               day, sleep-<day>.json with stage levels, weight-<day>.json, exercise-<n>.json) and
                               the CSV tree's gps_location_<day>.csv fixes (every 5 s) of the runs
  OUT_DIR/counts.json          what was written, per archive and kind (the Parquet check compares against it)

Synthetic values only (no personal data). Nothing here is committed output: run it into Benchmarks/work/.
"""
import csv
import io
import json
import os
import sqlite3
import sys
import zipfile
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Tests", "Scripts"))
from health_connect_fixture import common, insert, schema  # noqa: E402

SCHEMA_DB = os.path.join(HERE, "..", "..", "..", "shared", "corpus", "ecosystems", "health-connect", "aosp-cts",
                         "healthconnect_staged.db")
T0 = 1_577_865_600_000  # 2020-01-01T08:00:00Z, epoch ms
DAY = 86_400_000
HR_STEP = 150_000  # one heart-rate reading every 150 s: 576 a day
ROUTE_STEP = 5_000
RUN_POINTS = 360  # a 30-minute run
STAGES = [(1, 10), (4, 90), (5, 60), (6, 45), (4, 120), (5, 30), (6, 60), (1, 65)]  # minutes, HC stage codes


def health_connect(out, days):
    db = os.path.join(out, "health_connect_export.db")
    if os.path.exists(db):
        os.remove(db)
    c = sqlite3.connect(db)
    for sql in schema(SCHEMA_DB):
        c.execute(sql)
    c.execute("PRAGMA user_version = 9")
    c.execute("INSERT INTO application_info_table (row_id, package_name, app_name) VALUES (1, 'com.example.tracker', 'Tracker')")
    c.execute("INSERT INTO device_info_table VALUES (1, 'Example', 'Watch 2', 1)")
    n = 0
    counts = dict.fromkeys(["heart_rate", "steps", "weight", "sleep_sessions", "sleep_stages", "workouts", "route_points"], 0)
    for day in range(days):
        base = T0 + day * DAY
        off = 3600 if (day % 365) < 90 or (day % 365) > 300 else 7200  # winter and summer offsets
        n += 1
        hr = insert(c, "heart_rate_record_table", common(n, 1, 1, base, off, base + DAY - 1, off))
        c.executemany("INSERT INTO heart_rate_record_series_table VALUES (?, ?, ?)",
                      [(hr, 55 + (i * 13) % 90, base + i * HR_STEP) for i in range(DAY // HR_STEP)])
        counts["heart_rate"] += DAY // HR_STEP
        for hour in range(0, 24, 2):
            n += 1
            s = base + hour * 3_600_000
            insert(c, "steps_record_table", {**common(n, 1, 1, s, off, s + 3_600_000, off), "count": 300 + hour + day % 7})
            counts["steps"] += 1
        n += 1
        insert(c, "weight_record_table", {**common(n, 1, 1, base + 60_000, off), "weight": 70_000.0 + day % 50})
        counts["weight"] += 1
        sleep_start = base - 9 * 3_600_000
        n += 1
        sleep = insert(c, "sleep_session_record_table", {**common(n, 1, 1, sleep_start, off, sleep_start + 480 * 60_000, off),
                                                         "notes": None, "title": None})
        t = sleep_start
        for stage, minutes in STAGES:
            c.execute("INSERT INTO sleep_stages_table VALUES (?, ?, ?, ?)", (sleep, t, t + minutes * 60_000, stage))
            t += minutes * 60_000
        counts["sleep_sessions"] += 1
        counts["sleep_stages"] += len(STAGES)
        if day % 2 == 0:
            n += 1
            start = base + 3 * 3_600_000 + 60_000
            session = insert(c, "exercise_session_record_table",
                             {**common(n, 1, 1, start, off, start + RUN_POINTS * ROUTE_STEP, off),
                              "exercise_type": 33, "title": None, "notes": None, "has_route": 1})
            c.executemany("INSERT INTO exercise_route_table VALUES (?, ?, ?, ?, ?, ?, ?)",
                          [(session, start + i * ROUTE_STEP, 13.4 + i * 1e-5, 52.5 + i * 1e-5, 4.0, 3.0, 35.0)
                           for i in range(RUN_POINTS)])
            counts["workouts"] += 1
            counts["route_points"] += RUN_POINTS
    c.commit()
    c.close()
    with zipfile.ZipFile(os.path.join(out, "Health Connect.zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        z.write(db, "health_connect_export.db")
    os.remove(db)
    return counts


def fitbit_time(ms):
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%m/%d/%y %H:%M:%S")


def pretty(value):
    return json.dumps(value, indent=2, separators=(",", " : "))


def takeout(out, days):
    """The user lives at UTC+10 (no DST): a local day's UTC window starts at 14:00 the day before."""
    root = "Takeout/Fitbit/Global Export Data/"
    gps = "Takeout/Fitbit/Physical Activity_GoogleData/"
    counts = dict.fromkeys(["heart_rate", "steps", "weight", "sleep_sessions", "sleep_stages", "workouts", "route_points"], 0)
    local0 = datetime(2020, 1, 1)
    utc_midnight0 = int(datetime(2019, 12, 31, 14, tzinfo=timezone.utc).timestamp() * 1000)
    exercises, steps_month = [], []
    with zipfile.ZipFile(os.path.join(out, "takeout.zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        def flush_steps():
            if steps_month:
                first = datetime.strptime(steps_month[0]["dateTime"], "%m/%d/%y %H:%M:%S") + timedelta(hours=10)
                z.writestr(f"{root}steps-{first:%Y-%m-%d}.json", pretty(steps_month))
                steps_month.clear()

        for day in range(days):
            local = local0 + timedelta(days=day)
            base = utc_midnight0 + day * DAY
            hr = [{"dateTime": fitbit_time(base + i * HR_STEP), "value": {"bpm": 55 + (i * 13) % 90, "confidence": 2}}
                  for i in range(DAY // HR_STEP)]
            z.writestr(f"{root}heart_rate-{local:%Y-%m-%d}.json", pretty(hr))
            counts["heart_rate"] += len(hr)
            if day % 30 == 0:
                flush_steps()
            walk = base + 8 * 3_600_000  # 18:00 local
            steps_month.extend({"dateTime": fitbit_time(walk + m * 60_000), "value": str(80 + (m + day) % 40)} for m in range(60))
            counts["steps"] += 60
            z.writestr(f"{root}weight-{local:%Y-%m-%d}.json", pretty([{
                "logId": 1_000_000 + day, "weight": 70.0 + (day % 50) / 10, "bmi": 22.1,
                "date": f"{local:%m/%d/%y}", "time": "07:15:00", "source": "Aria"}]))
            counts["weight"] += 1
            bed = local - timedelta(hours=1, minutes=30)  # 22:30 the evening before
            levels, t = [], bed
            names = {1: "wake", 4: "light", 5: "deep", 6: "rem"}
            for stage, minutes in STAGES:
                levels.append({"dateTime": t.strftime("%Y-%m-%dT%H:%M:%S.000"), "level": names[stage], "seconds": minutes * 60})
                t += timedelta(minutes=minutes)
            z.writestr(f"{root}sleep-{local:%Y-%m-%d}.json", pretty([{
                "logId": 2_000_000 + day, "dateOfSleep": f"{local:%Y-%m-%d}",
                "startTime": bed.strftime("%Y-%m-%dT%H:%M:%S.000"), "endTime": t.strftime("%Y-%m-%dT%H:%M:%S.000"),
                "duration": 480 * 60_000, "minutesToFallAsleep": 0, "minutesAsleep": 405, "minutesAwake": 75,
                "minutesAfterWakeup": 0, "timeInBed": 480, "efficiency": 93, "type": "stages", "infoCode": 0,
                "logType": "auto_detected", "levels": {"summary": {}, "data": levels, "shortData": []}, "mainSleep": True}]))
            counts["sleep_sessions"] += 1
            counts["sleep_stages"] += len(STAGES)
            if day % 2 == 0:
                start = base + 21 * 3_600_000 + 60_000  # 07:01 local
                exercises.append({
                    "logId": 3_000_000 + day, "activityName": "Run", "activityTypeId": 90009, "logType": "tracker",
                    "startTime": fitbit_time(start), "duration": RUN_POINTS * ROUTE_STEP,
                    "activeDuration": RUN_POINTS * ROUTE_STEP, "steps": 4800, "calories": 310,
                    "averageHeartRate": 142, "distance": 5.1, "distanceUnit": "Kilometer", "hasGps": True})
                buf = io.StringIO()
                w = csv.writer(buf, lineterminator="\n")
                w.writerow(["timestamp", "latitude", "longitude", "altitude", "data source"])
                for i in range(RUN_POINTS):
                    ts = datetime.fromtimestamp((start + i * ROUTE_STEP) / 1000, timezone.utc)
                    w.writerow([ts.strftime("%Y-%m-%dT%H:%M:%SZ"), f"{-27.47 + i * 1e-5:.6f}", f"{153.02 + i * 1e-5:.6f}", "35.0", "Charge 6"])
                z.writestr(f"{gps}gps_location_{local:%Y-%m-%d}.csv", buf.getvalue())
                counts["workouts"] += 1
                counts["route_points"] += RUN_POINTS
        flush_steps()
        for n in range(0, len(exercises), 100):
            z.writestr(f"{root}exercise-{n}.json", pretty(exercises[n:n + 100]))
    return counts


def main():
    out = sys.argv[1]
    span = sys.argv[2] if len(sys.argv) > 2 else "5"
    # "5" is five years (with one leap day); "4d" is four days, for a quick check of the pipeline.
    days = int(span[:-1]) if span.endswith("d") else 365 * int(span) + int(span) // 4
    os.makedirs(out, exist_ok=True)
    which = sys.argv[3] if len(sys.argv) > 3 else "both"
    counts = {}
    path = os.path.join(out, "counts.json")
    if os.path.exists(path):
        counts = json.load(open(path))
    if which in ("both", "hc"):
        counts["Health Connect.zip"] = health_connect(out, days)
    if which in ("both", "takeout"):
        counts["takeout.zip"] = takeout(out, days)
    for c in counts.values():
        c["samples"] = c["heart_rate"] + c["steps"] + c["weight"] + c["sleep_sessions"] + c["sleep_stages"]
    json.dump(counts, open(path, "w"), indent=1)
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
