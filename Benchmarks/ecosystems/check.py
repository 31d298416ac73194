#!/usr/bin/env python3
"""check.py COUNTS.json ARCHIVE_NAME OUT.parquet — pyarrow's rows of wkconv's Parquet, per record kind and
HealthKit type, against what generate.py wrote (COUNTS.json). Exit 1 on any difference.

Mapping (the readers' READMEs): every heart-rate reading is a HeartRate sample or, inside a workout, a
HeartRate series entry (Fitbit: one series per workout, its header row not counted); each sleep session is one InBed category sample plus one per stage.
"""
import collections
import json
import sys

import pyarrow.parquet as pq


def main():
    counts = json.load(open(sys.argv[1]))[sys.argv[2]]
    t = pq.read_table(sys.argv[3], columns=["record", "type", "series_entries"])
    # A series is a header row (record "sample", series_entries = its count > 0) plus one "series" row per entry.
    records = [r if not n else "series header" for r, n in
               zip(t.column("record").to_pylist(), t.column("series_entries").to_pylist())]
    seen = collections.Counter(zip(records, t.column("type").to_pylist()))
    hk = "HKQuantityTypeIdentifier"
    got = {
        "heart_rate": seen[("sample", hk + "HeartRate")] + seen[("series", hk + "HeartRate")],
        "steps": seen[("sample", hk + "StepCount")],
        "weight": seen[("sample", hk + "BodyMass")],
        "sleep": seen[("category", "HKCategoryTypeIdentifierSleepAnalysis")],
        "workouts": sum(v for (record, _), v in seen.items() if record == "workout"),
        "route_points": seen[("route_point", "HKWorkoutRoute")],
    }
    want = {k: counts[k] for k in ["heart_rate", "steps", "weight", "workouts", "route_points"]}
    want["sleep"] = counts["sleep_sessions"] + counts["sleep_stages"]
    print(json.dumps({"archive": sys.argv[2], "parquet_rows": t.num_rows, "got": got, "want": want}))
    sys.exit(0 if got == want else 1)


if __name__ == "__main__":
    main()
