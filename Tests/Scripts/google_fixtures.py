#!/usr/bin/env python3
"""Small synthetic Fitbit and Google Fit Takeout fixtures, laid out as LAYOUTS.md (shared/formats/ecosystems)
describes: what no public sample shows (the CSV tree with an exercise and its GPS fixes, JSON/CSV twins, weight
and body fat, sleep stages, Google Fit sessions and per-day metrics). No personal data: made-up values.

usage: google_fixtures.py OUTDIR   (writes OUTDIR/fitbit-tree, fitbit-legacy, googlefit, takeout-both, and zips of the first three)
"""
import csv, io, json, math, os, sys, zipfile
from datetime import datetime, timedelta, timezone

UTC = timezone.utc


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        f.write(text)


def csv_text(header, rows):
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue()


def fitbit_json(records):
    # Fitbit's pretty printing: " : " separators.
    return json.dumps(records, indent=2, separators=(",", " : "))


def slashed(t):
    return t.strftime("%m/%d/%y %H:%M:%S")


def zulu(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def tree(root):
    """Takeout/Fitbit with the CSV tree (user at UTC-4) and legacy JSON twins of some of its types."""
    base = os.path.join(root, "Takeout", "Fitbit")
    pa = os.path.join(base, "Physical Activity_GoogleData")
    hf = os.path.join(base, "Health Fitness Data_GoogleData")
    ge = os.path.join(base, "Global Export Data")
    t0 = datetime(2026, 4, 7, 13, 30, tzinfo=UTC)
    ex_start, ex_end = datetime(2026, 4, 7, 14, 0, tzinfo=UTC), datetime(2026, 4, 7, 14, 30, tzinfo=UTC)
    hr = [(zulu(t0 + timedelta(seconds=5 * i)), 70 + (i % 40), "Inspire 3") for i in range(1081)]
    write(os.path.join(pa, "heart_rate_2026-04-07.csv"), csv_text(["timestamp", "beats per minute", "data source"], hr))
    write(os.path.join(pa, "heart_rate_readme.txt"), "timestamp - UTC\nbeats per minute\n")
    steps = [(zulu(t0 + timedelta(minutes=i)), 20 + i % 7, "Inspire 3") for i in range(90)]
    write(os.path.join(pa, "steps_2026-04-01.csv"), csv_text(["timestamp", "steps", "data source"], steps))
    dist = [(zulu(t0 + timedelta(minutes=i)), round(12.5 + i % 5, 2), "Inspire 3") for i in range(90)]
    write(os.path.join(pa, "distance_2026-04-01.csv"), csv_text(["timestamp", "distance", "data source"], dist))
    fixes = []
    for i in range(181):
        t = ex_start + timedelta(seconds=10 * i)
        fixes.append((zulu(t), f"{40.0 + 0.0001 * i:.6f}", f"{-75.0 + 0.00012 * i:.6f}", f"{10 + i % 9}.0", "Pixel"))
    for i in range(5):
        fixes.append((zulu(ex_end + timedelta(minutes=20 + i)), "40.1", "-75.1", "12.0", "Pixel"))
    write(os.path.join(pa, "gps_location_2026-04-07.csv"),
          csv_text(["timestamp", "latitude", "longitude", "altitude", "data source"], fixes))
    spo2 = [(zulu(datetime(2026, 4, 7, 8, i, tzinfo=UTC)), 95 + i, "Inspire 3") for i in range(3)]
    write(os.path.join(pa, "oxygen_saturation_2026-04-07.csv"),
          csv_text(["timestamp", "oxygen saturation percentage", "data source"], spo2))
    weight = [("2026-04-02T18:21:01Z", 47627, "Aria"), ("2026-04-05T18:00:00Z", 47500, "Aria")]
    write(os.path.join(pa, "weight_2026-04-01.csv"), csv_text(["timestamp", "weight grams", "data source"], weight))
    write(os.path.join(pa, "daily_heart_rate_variability_2026-04-07.csv"),
          csv_text(["timestamp", "root mean square of successive differences milliseconds", "data source"],
                   [("2026-04-07T00:00:00Z", 41.2, "Inspire 3")]))
    write(os.path.join(hf, "UserExercises_2026-04-07.csv"), csv_text(
        ["exercise_id", "exercise_start", "exercise_end", "utc_offset", "activity_name", "log_type",
         "tracker_total_calories", "tracker_total_steps", "tracker_total_distance_mm", "tracker_avg_heart_rate",
         "events"],
        [("5001", "2026-04-07 14:00:00+0000", "2026-04-07 14:30:00+0000", "-04:00", "Run", "tracker", "310", "4100",
          "5020000", "128", "[]")]))
    stages = [("LIGHT", 0, 40), ("DEEP", 40, 95), ("REM", 95, 130), ("AWAKE", 130, 135), ("LIGHT", 135, 400)]
    night = datetime(2026, 4, 7, 5, 45, 30, tzinfo=UTC)
    rows = [("77", k, kind, "-04:00", (night + timedelta(minutes=a)).strftime("%Y-%m-%d %H:%M:%S+0000"), "-04:00",
             (night + timedelta(minutes=b)).strftime("%Y-%m-%d %H:%M:%S+0000")) for k, (kind, a, b) in enumerate(stages)]
    write(os.path.join(hf, "UserSleepStages_2026-04-07.csv"), csv_text(
        ["sleep_id", "sleep_stage_id", "sleep_stage_type", "start_utc_offset", "sleep_stage_start", "end_utc_offset",
         "sleep_stage_end"], rows))
    write(os.path.join(hf, "UserSleeps_2026-04-07.csv"), csv_text(
        ["sleep_id", "sleep_type", "sleep_start", "sleep_end", "minutes_asleep"],
        [("77", "STAGES", "2026-04-07 05:45:30+0000", "2026-04-07 12:25:30+0000", 395)]))
    # Legacy twins (skipped: the CSV tree holds the same records) and a type without a twin (body fat).
    write(os.path.join(ge, "heart_rate-2026-04-07.json"), fitbit_json(
        [{"dateTime": slashed(t0 + timedelta(seconds=5 * i)), "value": {"bpm": 70, "confidence": 2}} for i in range(20)]))
    write(os.path.join(ge, "weight-2026-04-01.json"), fitbit_json(
        [{"logId": 1, "weight": 104.9, "bmi": 20.1, "date": "04/02/26", "time": "23:59:59", "source": "Aria"}]))
    write(os.path.join(ge, "fat-2026-04-01.json"), fitbit_json(
        [{"logId": 11, "fat": 22.5, "date": "04/02/26", "time": "14:21:01", "source": "Aria"},
         {"logId": 12, "fat": 22.1, "date": "04/05/26", "time": "14:00:00", "source": "Aria"}]))
    write(os.path.join(ge, "estimated_oxygen_variation-2026-04-07.csv"),
          "timestamp,Infrared to Red Signal Ratio\n04/07/26 00:00:32,-12\n04/07/26 00:01:32,-8\n")


def legacy(root):
    """Fitbit/Global Export Data only (user at UTC+10): per-type JSON, exercise logs, sleep stages and classic."""
    ge = os.path.join(root, "Fitbit", "Global Export Data")
    day0 = datetime(2020, 7, 7, 14, 0, tzinfo=UTC)  # local midnight of 2020-07-08 at UTC+10
    write(os.path.join(ge, "heart_rate-2020-07-08.json"), fitbit_json(
        [{"dateTime": slashed(day0 + timedelta(seconds=10 * i)), "value": {"bpm": 60 + i % 50, "confidence": i % 4}}
         for i in range(721)]))
    write(os.path.join(ge, "exercise-0.json"), fitbit_json([
        {"logId": 9001, "activityName": "Walk", "activityTypeId": 90013, "averageHeartRate": 100, "calories": 170,
         "duration": 1800000, "activeDuration": 1740000, "steps": 2710, "logType": "auto_detected",
         "startTime": "07/07/20 15:00:00", "distance": 2.1, "distanceUnit": "Kilometer", "hasGps": False,
         "source": {"type": "tracker", "name": "Charge 3", "id": "42"}},
        {"logId": 9002, "activityName": "Run", "activityTypeId": 90009, "averageHeartRate": 150, "calories": 400,
         "duration": 2400000, "activeDuration": 2400000, "steps": 5000, "logType": "manual",
         "startTime": "07/08/20 02:00:00", "distance": 3.0, "distanceUnit": "Mile", "hasGps": True,
         "tcxLink": "https://www.fitbit.com/activities/exercise/9002?export=tcx"}]))
    write(os.path.join(ge, "steps-2020-07-07.json"), fitbit_json(
        [{"dateTime": slashed(day0 + timedelta(minutes=i)), "value": str(i % 30)} for i in range(120)]))
    write(os.path.join(ge, "distance-2020-07-07.json"), fitbit_json(
        [{"dateTime": slashed(day0 + timedelta(minutes=i)), "value": str(75 * (i % 30))} for i in range(120)]))
    stages = [("wake", 330), ("light", 2220), ("deep", 1800), ("rem", 1200), ("light", 3000), ("wake", 300)]
    data, t = [], datetime(2020, 7, 7, 22, 31, 30)
    for level, seconds in stages:
        data.append({"dateTime": t.strftime("%Y-%m-%dT%H:%M:%S.000"), "level": level, "seconds": seconds})
        t += timedelta(seconds=seconds)
    classic = [("asleep", 1500), ("restless", 120), ("awake", 60), ("asleep", 900)]
    cdata, c = [], datetime(2020, 7, 8, 14, 0, 0)
    for level, seconds in classic:
        cdata.append({"dateTime": c.strftime("%Y-%m-%dT%H:%M:%S.000"), "level": level, "seconds": seconds})
        c += timedelta(seconds=seconds)
    write(os.path.join(ge, "sleep-2020-07-08.json"), fitbit_json([
        {"logId": 501, "dateOfSleep": "2020-07-08", "startTime": "2020-07-07T22:31:30.000",
         "endTime": t.strftime("%Y-%m-%dT%H:%M:%S.000"), "duration": 8850000, "minutesAsleep": 137, "type": "stages",
         "mainSleep": True, "levels": {"data": data, "shortData": [
             {"dateTime": "2020-07-07T23:10:00.000", "level": "wake", "seconds": 60}]}},
        {"logId": 502, "dateOfSleep": "2020-07-08", "startTime": "2020-07-08T14:00:00.000",
         "endTime": c.strftime("%Y-%m-%dT%H:%M:%S.000"), "duration": 2580000, "type": "classic", "mainSleep": False,
         "levels": {"data": cdata}}]))
    write(os.path.join(ge, "weight-2020-07-08.json"), fitbit_json(
        [{"logId": 1, "weight": 72.5, "bmi": 22.1, "date": "07/08/20", "time": "07:10:00", "source": "Aria"}]))
    write(os.path.join(ge, "fat-2020-07-08.json"), fitbit_json(
        [{"logId": 2, "fat": 18.5, "date": "07/08/20", "time": "07:10:00", "source": "Aria"}]))
    write(os.path.join(ge, "resting_heart_rate-2020-07-08.json"), fitbit_json([
        {"dateTime": "07/08/20 00:00:00", "value": {"date": None, "value": 0.0, "error": 0.0}},
        {"dateTime": "07/09/20 00:00:00", "value": {"date": "07/09/20", "value": 58.4, "error": 6.1}}]))
    write(os.path.join(ge, "calories-2020-07-07.json"), fitbit_json(
        [{"dateTime": slashed(day0 + timedelta(minutes=i)), "value": "1.2"} for i in range(3)]))


TCX = """<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
 <Activities><Activity Sport="Other"><Id>2025-01-29T14:53:54Z</Id>
  <Lap StartTime="2025-01-29T14:53:54Z"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>800</DistanceMeters>
   <Calories>40</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
{points}
   </Track></Lap></Activity></Activities></TrainingCenterDatabase>
"""


def googlefit(root):
    fit = os.path.join(root, "Takeout", "Fit")
    t0 = datetime(2025, 1, 29, 14, 53, 54, tzinfo=UTC)
    points = "\n".join(
        f"    <Trackpoint><Time>{zulu(t0 + timedelta(seconds=60 * i))}</Time><Position><LatitudeDegrees>{12.97 + i * 1e-4:.6f}"
        f"</LatitudeDegrees><LongitudeDegrees>{77.59 + i * 1e-4:.6f}</LongitudeDegrees></Position>"
        f"<DistanceMeters>{80 * i}</DistanceMeters><HeartRateBpm><Value>{100 + i}</Value></HeartRateBpm></Trackpoint>"
        for i in range(11))
    write(os.path.join(fit, "Aktivitäten", "2025-01-29T20_23_54.000+05_30_PT10M_Walking.tcx"), TCX.format(points=points))
    session = {"fitnessActivity": "walking", "startTime": "2025-01-29T14:53:54Z", "endTime": "2025-01-29T15:03:54Z",
               "duration": "600s", "segment": [], "aggregate": [
                   {"metricName": "com.google.step_count.delta", "intValue": 1100},
                   {"metricName": "com.google.distance.delta", "floatValue": 800.0}]}
    write(os.path.join(fit, "Alle Sitzungen", "2025-01-29T20_23_54.000+05_30_WALKING.json"), json.dumps(session))
    run = {"fitnessActivity": "running", "startTime": "2025-01-30T01:30:00Z", "endTime": "2025-01-30T02:00:00.500Z",
           "duration": "1800.5s", "segment": [{"fitnessActivity": "running", "startTime": "2025-01-30T01:30:00Z",
                                               "endTime": "2025-01-30T02:00:00.500Z"}], "aggregate": [
               {"metricName": "com.google.heart_minutes.summary", "floatValue": 42.0},
               {"metricName": "com.google.calories.expended", "floatValue": 310.5},
               {"metricName": "com.google.step_count.delta", "intValue": 5200},
               {"metricName": "com.google.distance.delta", "floatValue": 5012.3},
               {"metricName": "com.google.speed.summary", "floatValue": 2.78},
               {"metricName": "com.google.active_minutes", "intValue": 30}]}
    write(os.path.join(fit, "Alle Sitzungen", "2025-01-30T07_00_00.000+05_30_RUNNING.json"), json.dumps(run))
    header = ["Date", "Average weight (kg)", "Calories (kcal)", "Heart Points", "Step count", "Distance (m)",
              "Move Minutes count", "Walking duration (ms)"]
    rows = [("2025-01-28", "70.5", "1800.5", "", "6000", "4500.5", "40", "2400000"),
            ("2025-01-29", "", "1900.0", "12", "7000", "5100.0", "50", "3000000"),
            ("2025-01-30", "70.1", "2000.0", "30", "9000", "7000.0", "60", "3600000")]
    write(os.path.join(fit, "Daily activity metrics", "Daily activity metrics.csv"), csv_text(header, rows))
    detail = ["Start time", "End time", "Calories (kcal)", "Step count", "Distance (m)", "Move Minutes count"]
    drows = []
    for i in range(96):
        s = datetime(2025, 1, 29) + timedelta(minutes=15 * i)
        e = s + timedelta(minutes=15)
        steps = str(70 + i) if 30 <= i < 90 else ""
        drows.append((s.strftime("%H:%M:%S.000+05:30"), e.strftime("%H:%M:%S.000+05:30"), "19.8", steps,
                      str(50.0 + i) if steps else "", "1" if steps else ""))
    write(os.path.join(fit, "Daily activity metrics", "2025-01-29.csv"), csv_text(detail, drows))
    write(os.path.join(fit, "All Data", "derived_com.google.step_count.delta_com.google.android.gms_estimat.json"),
          json.dumps({"Data Source": "derived:com.google.step_count.delta", "Data Points": []}))
    write(os.path.join(root, "Takeout", "archive_browser.html"), "<html></html>")


def zip_folder(folder, target):
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for dirpath, _, names in os.walk(folder):
            for name in sorted(names):
                full = os.path.join(dirpath, name)
                z.write(full, os.path.relpath(full, folder))


def main():
    out = sys.argv[1]
    tree(os.path.join(out, "fitbit-tree"))
    legacy(os.path.join(out, "fitbit-legacy"))
    googlefit(os.path.join(out, "googlefit"))
    # One Takeout of both products: the Fitbit tree beside Google Fit's.
    both = os.path.join(out, "takeout-both")
    tree(both)
    googlefit(both)
    zip_folder(os.path.join(out, "fitbit-legacy"), os.path.join(out, "fitbit-legacy.zip"))
    zip_folder(os.path.join(out, "fitbit-tree"), os.path.join(out, "fitbit-tree.zip"))
    zip_folder(os.path.join(out, "googlefit"), os.path.join(out, "googlefit.zip"))


if __name__ == "__main__":
    main()
