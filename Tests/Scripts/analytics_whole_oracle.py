"""Checks that the analytics tables hold the whole workout, read by pyarrow, sqlite3 and Python's csv.

    analytics_whole_oracle.py MULTISPORT.fit MULTI.parquet GPXONLY_SUMMARY.json GPXONLY.parquet \
        GPXONLY.csv GPXONLY.sqlite STRAVA.parquet

Prints one line per problem and exits 1 when there is any:
- the multisport FIT (read by fitdecode): one `activity` row per session with the session's sport order,
  one `statistic` row with parent=activity of each session's total_distance (±0.01 m), one lap `event`
  row per lap message and each lap's total_distance as a parent=lap statistic (±0.01 m);
- a GPX-only activity: the distance sample derived from the route (WKDerived) sums to `wkconv summary
  --json`'s distanceMeters (±0.001 m), and its series rows sum to the same;
- the same GPX converted to CSV, SQLite and Parquet: every start/end names the same microsecond in all
  three, and CSV/SQLite texts carry at most six fraction digits;
- a Strava bulk export: workout rows carry activity_id, activity_name, activity_type and source_file.
"""
import csv
import json
import re
import sqlite3
import sys
from datetime import datetime, timezone

import fitdecode
import pyarrow.parquet as pq

problems = []


def fit_messages(path, name):
    out = []
    with fitdecode.FitReader(path) as r:
        for frame in r:
            if isinstance(frame, fitdecode.FitDataMessage) and frame.name == name:
                out.append({f.name: f.value for f in frame.fields})
    return out


def check_multisport(fit, parquet):
    rows = pq.read_table(parquet).to_pylist()
    sessions = fit_messages(fit, "session")
    laps = fit_messages(fit, "lap")
    activities = [r for r in rows if r["record"] == "activity"]
    if len(activities) != len(sessions):
        problems.append(f"multisport: {len(activities)} activity rows, fitdecode {len(sessions)} sessions")
    if [r["leg_index"] for r in activities] != list(range(1, len(activities) + 1)):
        problems.append(f"multisport: leg_index {[r['leg_index'] for r in activities]}")
    for i, s in enumerate(sessions):
        want = s.get("total_distance")
        got = [r["value"] for r in rows if r["record"] == "statistic" and r["parent"] == "activity"
               and r["leg_index"] == i + 1 and "Distance" in r["type"]]
        if want is not None and (len(got) != 1 or abs(got[0] - want) > 0.01):
            problems.append(f"multisport leg {i + 1}: distance {got}, fitdecode {want}")
    lap_events = [r for r in rows if r["record"] == "event" and r["lap_index"] is not None]
    if len(lap_events) != len(laps):
        problems.append(f"multisport: {len(lap_events)} lap rows, fitdecode {len(laps)} laps")
    for i, lap in enumerate(laps):
        want = lap.get("total_distance")
        got = [r["value"] for r in rows if r["record"] == "statistic" and r["parent"] == "lap"
               and r["lap_index"] == i + 1 and "Distance" in r["type"]]
        if want is not None and (len(got) != 1 or abs(got[0] - want) > 0.01):
            problems.append(f"lap {i + 1}: distance {got}, fitdecode {want}")


def micros(text):
    """Microseconds since the epoch of an ISO 8601 text (any offset), exactly."""
    m = re.fullmatch(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)", text)
    if not m:
        problems.append(f"time text {text!r} is not ISO 8601")
        return None
    base, frac, zone = m.groups()
    if frac and len(frac) > 6:
        problems.append(f"time text {text!r} has more than six fraction digits")
    zone = "+00:00" if zone == "Z" else zone
    t = datetime.fromisoformat(base + zone)
    whole = int(t.astimezone(timezone.utc).timestamp())
    return whole * 1_000_000 + int(((frac or "") + "000000")[:6])


def check_gpx(summary_path, parquet, csv_path, sqlite_path):
    summary = json.load(open(summary_path))["workouts"][0]
    rows = pq.read_table(parquet).to_pylist()
    derived = [r for r in rows if r["record"] == "sample" and r["metadata"] and "WKDerived" in r["metadata"]]
    if len(derived) != 1:
        problems.append(f"gpx: {len(derived)} derived distance samples")
    else:
        series = sum(r["value"] for r in rows if r["record"] == "series" and r["uuid"] == derived[0]["uuid"])
        want = summary["distanceMeters"]
        if abs(derived[0]["value"] - want) > 0.001 or abs(series - want) > 0.001:
            problems.append(f"gpx: derived distance {derived[0]['value']} (series {series}), summary {want}")
    pq_times = [(r["start"], r["end"]) for r in pq.read_table(parquet, columns=["start", "end"]).to_pylist()]

    def as_micros(value):
        if value is None:
            return None
        return int(value.replace(tzinfo=timezone.utc).timestamp()) * 1_000_000 + value.microsecond

    want = [(as_micros(s), as_micros(e)) for s, e in pq_times]
    with open(csv_path, newline="") as f:
        got_csv = [(micros(r["start"]) if r["start"] else None, micros(r["end"]) if r["end"] else None)
                   for r in csv.DictReader(f)]
    db = sqlite3.connect(sqlite_path)
    got_sql = [(micros(s) if s else None, micros(e) if e else None)
               for s, e in db.execute("SELECT start, \"end\" FROM analytics ORDER BY rowid")]
    for name, got in (("csv", got_csv), ("sqlite", got_sql)):
        if got != want:
            diff = next(i for i, (a, b) in enumerate(zip(got, want)) if a != b) if len(got) == len(want) else -1
            problems.append(f"{name}: instants differ from parquet's (first at row {diff}; {len(got)} vs {len(want)} rows)")


def check_strava(parquet):
    rows = [r for r in pq.read_table(parquet).to_pylist() if r["record"] == "workout"]
    got = sorted((r["activity_id"], r["activity_name"], r["activity_type"], r["source_file"]) for r in rows)
    want = [("101", "Morning Ride", "Ride", "activities/101.fit"), ("102", "Evening Walk", "Walk", "activities/102.gpx")]
    if got != want:
        problems.append(f"strava: typed columns {got}, want {want}")


def main():
    fit, multi, summary, gpx_pq, gpx_csv, gpx_sqlite, strava = sys.argv[1:8]
    check_multisport(fit, multi)
    check_gpx(summary, gpx_pq, gpx_csv, gpx_sqlite)
    check_strava(strava)
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
