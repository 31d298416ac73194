#!/usr/bin/env python3
"""Reads wkconv's SQLite output with Python's sqlite3 (the system SQLite library, not ours) and prints what
it sees, plus whether the database has the schema Formats/analytics/table-schema.json declares.

usage: sqlite_oracle.py FILE.sqlite SCHEMA.json

Prints one JSON object:
  schema_ok, schema_errors   table `analytics` columns (names, order, declared types, NOT NULL),
                             PRAGMA user_version, schema_info, the (type, start) and (workout_uuid)
                             indexes, PRAGMA integrity_check
  sqlite3.rows               rows per `record` value
  sqlite3.sums               {record: {column: sum}} for value, latitude, duration_s, series_entries
  sqlite3.nonnull            {column: non-null cells}
  sqlite3.ordered            whether `start` text order is time order on the (type, start) index
DuckDB reads the database too, in duckdb_sqlite_oracle.py (its sqlite extension from PyPI). Used by
Tests/CLITests/SQLiteOracleTests.swift.
"""
import json
import sqlite3
import sys
from datetime import datetime

SUMMED = ["value", "latitude", "duration_s", "series_entries"]


def main():
    path, schema_path = sys.argv[1], sys.argv[2]
    spec = json.load(open(schema_path, encoding="utf-8"))
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    errors = []
    info = con.execute("PRAGMA table_info(analytics)").fetchall()
    want = [(c["name"], c["sqlite"], 0 if c["nullable"] else 1) for c in spec["columns"]]
    got = [(r[1], r[2], r[3]) for r in info]
    if got != want:
        errors.append(f"columns {got} != {want}")
    if con.execute("PRAGMA user_version").fetchone()[0] != spec["version"]:
        errors.append("user_version")
    meta = dict(con.execute("SELECT key, value FROM schema_info").fetchall())
    if meta.get("schema_version") != str(spec["version"]):
        errors.append(f"schema_info {meta}")
    indexes = {
        tuple(r[2] for r in con.execute(f"PRAGMA index_info('{name}')").fetchall())
        for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'analytics'")
    }
    for needed in [("type", "start"), ("workout_uuid",)]:
        if needed not in indexes:
            errors.append(f"no index on {needed}: {indexes}")
    if con.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
        errors.append("integrity_check")
    rows = dict(con.execute("SELECT record, count(*) FROM analytics GROUP BY record").fetchall())
    sums = {}
    for col in SUMMED:
        q = f'SELECT record, sum("{col}") FROM analytics WHERE "{col}" IS NOT NULL GROUP BY record'
        for r, s in con.execute(q).fetchall():
            sums.setdefault(r, {})[col] = s
    cols = [c["name"] for c in spec["columns"]]
    counts = con.execute("SELECT " + ", ".join(f'count("{c}")' for c in cols) + " FROM analytics").fetchone()
    # Text order on the index is time order: parse every start and check it is non-decreasing per type.
    ordered = True
    last = {}
    for t, start in con.execute(
        "SELECT type, start FROM analytics INDEXED BY analytics_type_start WHERE start IS NOT NULL ORDER BY type, start"
    ):
        instant = datetime.fromisoformat(start.replace("Z", "+00:00"))
        if t in last and instant < last[t]:
            ordered = False
        last[t] = instant
    out = {
        "schema_ok": not errors,
        "schema_errors": errors,
        "sqlite3": {"rows": rows, "sums": sums, "nonnull": dict(zip(cols, counts)), "ordered": ordered},
    }
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
