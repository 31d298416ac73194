#!/usr/bin/env python3
"""Imports an export.zip with healthkit-to-sqlite (an independent client, pip install healthkit-to-sqlite)
and prints the row count of every table as JSON.

    hk2sqlite_counts.py export.zip
"""
import json, os, sqlite3, subprocess, sys, tempfile

def main():
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "h.db")
        subprocess.run(["healthkit-to-sqlite", sys.argv[1], db, "-s"], check=True)
        c = sqlite3.connect(db)
        tables = [t for (t,) in c.execute("select name from sqlite_master where type='table'")]
        counts = {t: c.execute(f"select count(*) from [{t}]").fetchone()[0] for t in tables}
        types = [r[0] for r in c.execute("select workoutActivityType from workouts order by startDate")] if "workouts" in tables else []
        json.dump({"tables": counts, "workoutTypes": types}, sys.stdout, sort_keys=True)

if __name__ == "__main__":
    main()
