#!/usr/bin/env python3
"""Reads wkconv's SQLite output with DuckDB's sqlite extension (`sqlite_scan`) and with Python's sqlite3,
and prints what each sees.

usage: duckdb_sqlite_oracle.py FILE.sqlite SCHEMA.json

DuckDB's extensions are downloaded on first use, which CI (no network beyond Debian and PyPI) cannot do.
PyPI carries the extension as a wheel (`duckdb-extension-sqlite-scanner`) built for one DuckDB version
only (an extension for another version crashes DuckDB), so this script runs against DuckDB 1.5.5 and its
sqlite_scanner 1.5.5, installed apart from the system's DuckDB (`.ci/run`:
`pip install --target .build/oracles/duckdb-sqlite -r .ci/requirements-duckdb-sqlite.txt`, put on
PYTHONPATH by the caller), and loads the extension from the wheel's file: nothing is downloaded.

Prints one JSON object:
  schema_ok, schema_errors   DuckDB's column names and types (TEXT → VARCHAR, INTEGER → BIGINT,
                             REAL → DOUBLE) match Formats/analytics/table-schema.json
  duckdb.rows, sqlite3.rows  rows per `record` value
  duckdb.sums, sqlite3.sums  {record: {column: sum}} for value, latitude, duration_s, series_entries
  duckdb.version             the DuckDB that read the file
Used by Tests/CLITests/SQLiteOracleTests.swift.
"""
import glob
import json
import os
import sqlite3
import sys

import duckdb
import duckdb_extension_sqlite_scanner

SUMMED = ["value", "latitude", "duration_s", "series_entries"]
DUCK_TYPES = {"TEXT": "VARCHAR", "INTEGER": "BIGINT", "REAL": "DOUBLE"}


def facts(execute):
    rows = {r: n for r, n in execute("SELECT record, count(*) FROM {t} GROUP BY record")}
    sums = {}
    for col in SUMMED:
        q = f'SELECT record, sum("{col}") FROM {{t}} WHERE "{col}" IS NOT NULL GROUP BY record'
        for r, s in execute(q):
            sums.setdefault(r, {})[col] = s
    return rows, sums


def main():
    path, schema_path = sys.argv[1], sys.argv[2]
    spec = json.load(open(schema_path, encoding="utf-8"))
    base = os.path.dirname(duckdb_extension_sqlite_scanner.__file__)
    found = glob.glob(os.path.join(base, "extensions", f"v{duckdb.__version__}", "sqlite_scanner.duckdb_extension"))
    if not found:
        sys.exit(f"no sqlite_scanner extension for DuckDB {duckdb.__version__} under {base}")
    duck = duckdb.connect(config={"autoinstall_known_extensions": "false", "autoload_known_extensions": "false"})
    duck.execute(f"LOAD '{found[0]}'")
    scan = "sqlite_scan(?, 'analytics')"
    errors = []
    described = duck.execute(f"DESCRIBE SELECT * FROM {scan}", [path]).fetchall()
    want = [(c["name"], DUCK_TYPES[c["sqlite"]]) for c in spec["columns"]]
    got = [(r[0], r[1]) for r in described]
    if got != want:
        errors.append(f"DuckDB columns {got} != {want}")
    duck_rows, duck_sums = facts(lambda q: duck.execute(q.format(t=scan), [path]).fetchall())
    lite = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    lite_rows, lite_sums = facts(lambda q: lite.execute(q.format(t="analytics")).fetchall())
    out = {
        "schema_ok": not errors,
        "schema_errors": errors,
        "duckdb": {"rows": duck_rows, "sums": duck_sums, "version": duckdb.__version__},
        "sqlite3": {"rows": lite_rows, "sums": lite_sums},
    }
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
