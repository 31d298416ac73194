#!/usr/bin/env python3
"""A large synthetic legacy Fitbit export for memory and time measurements: DAYS files of per-5-second heart rate
(17,280 readings a day, Fitbit's pretty JSON, user at UTC+10), plus Python's own json read time as a reference.

usage: fitbit_bench_export.py OUTDIR DAYS   then: /usr/bin/time -v wkconv convert OUTDIR all.parquet
"""
import json, os, sys, time
from datetime import datetime, timedelta, timezone


def main():
    root, days = sys.argv[1], int(sys.argv[2])
    folder = os.path.join(root, "Fitbit", "Global Export Data")
    os.makedirs(folder, exist_ok=True)
    start = datetime(2021, 1, 1, 14, 0, tzinfo=timezone.utc)
    for d in range(days):
        t0 = start + timedelta(days=d)
        local = (t0 + timedelta(hours=10)).strftime("%Y-%m-%d")
        records = [{"dateTime": (t0 + timedelta(seconds=5 * i)).strftime("%m/%d/%y %H:%M:%S"),
                    "value": {"bpm": 60 + i % 60, "confidence": 2}} for i in range(17280)]
        with open(os.path.join(folder, f"heart_rate-{local}.json"), "w") as f:
            json.dump(records, f, indent=2, separators=(",", " : "))
    began, count = time.time(), 0
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            count += len(json.load(f))
    print(f"{count} readings; Python json reads them in {time.time() - began:.1f} s")


if __name__ == "__main__":
    main()
