#!/usr/bin/env python3
"""reference.py ARCHIVE.zip — the Python floor: read every member of a generated archive with the standard
library (zipfile + sqlite3 for Health Connect's database, zipfile + json/csv for the Takeout) and count what
it holds, parsing every value but building nothing. Prints one JSON line {archive, records, seconds}.
"""
import csv
import io
import json
import os
import sqlite3
import sys
import tempfile
import time
import zipfile

HC_TABLES = ["heart_rate_record_series_table", "steps_record_table", "weight_record_table",
             "sleep_session_record_table", "sleep_stages_table", "exercise_session_record_table",
             "exercise_route_table"]


def health_connect(z):
    records = {}
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "hc.db")
        with z.open("health_connect_export.db") as src, open(db, "wb") as dst:
            while block := src.read(1 << 20):
                dst.write(block)
        c = sqlite3.connect(db)
        for table in HC_TABLES:
            records[table] = sum(1 for _ in c.execute(f"SELECT * FROM {table}"))
        c.close()
    return records


def takeout(z):
    records = {}
    for name in z.namelist():
        kind = os.path.basename(name).split("-")[0].split("_20")[0]
        with z.open(name) as f:
            if name.endswith(".json"):
                data = json.load(f)
                n = len(data)
                if kind == "sleep":
                    n = sum(1 + len(log["levels"]["data"]) for log in data)
            else:
                n = sum(1 for _ in csv.DictReader(io.TextIOWrapper(f, "utf-8")))
        records[kind] = records.get(kind, 0) + n
    return records


def main():
    path = sys.argv[1]
    began = time.perf_counter()
    with zipfile.ZipFile(path) as z:
        records = health_connect(z) if "health_connect_export.db" in z.namelist() else takeout(z)
    print(json.dumps({"archive": os.path.basename(path), "records": records,
                      "seconds": round(time.perf_counter() - began, 2)}))


if __name__ == "__main__":
    main()
