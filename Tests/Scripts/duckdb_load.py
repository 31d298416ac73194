#!/usr/bin/env python3
"""Loads wkconv's CSV and NDJSON outputs with DuckDB, as an analyst would, and prints what it sees.

Usage: duckdb_load.py FILE.csv FILE.ndjson

Prints one JSON object:
  csv.rows            rows per `record` value (read_csv_auto, the documented flat schema)
  csv.heartRate       heart-rate entries: `series` rows, plus `sample` rows of samples without series rows
  csv.distance        {unit: sum} of distance entries counted the same way
  ndjson.kinds        lines per `kind` (read_json_auto)
  ndjson.heartRate    heart-rate entries: top-level quantity lines and workout samples, a sample with a
                      series counting its entries, one without counting 1
  ndjson.distance     {unit: sum} of distance entries (series values, or the value without a series)
Used by Tests/CLITests/DuckDBTests.swift (needs `pip install duckdb`, listed in .ci/requirements.txt).
"""
import json
import sys

import duckdb

HR = "HKQuantityTypeIdentifierHeartRate"


def csv_facts(con, path):
    con.execute(f"CREATE VIEW c AS SELECT * FROM read_csv_auto('{path}', header=true)")
    rows = dict(con.execute("SELECT record, count(*) FROM c GROUP BY record").fetchall())
    # Entries: a sample's series rows, or the sample row itself when it has none.
    con.execute(
        "CREATE VIEW entries AS "
        "SELECT type, value, unit FROM c WHERE record = 'series' "
        "UNION ALL SELECT type, value, unit FROM c WHERE record = 'sample' "
        "AND uuid NOT IN (SELECT uuid FROM c WHERE record = 'series')"
    )
    hr = con.execute("SELECT count(*) FROM entries WHERE type = ?", [HR]).fetchone()[0]
    distance = dict(
        con.execute("SELECT unit, sum(value) FROM entries WHERE type LIKE '%Distance%' GROUP BY unit").fetchall()
    )
    return {"rows": rows, "heartRate": hr, "distance": distance}


def ndjson_facts(con, path):
    con.execute(f"CREATE VIEW n AS SELECT * FROM read_json_auto('{path}', format='newline_delimited')")
    columns = {row[0] for row in con.execute("DESCRIBE n").fetchall()}
    kinds = dict(con.execute("SELECT kind, count(*) FROM n GROUP BY kind").fetchall())
    parts = []
    if "type" in columns:
        series = "series" if "series" in columns else "NULL::DOUBLE[][]"
        parts.append(f"SELECT type, value, unit, {series} AS series FROM n WHERE kind = 'quantity'")
    if "samples" in columns:
        parts.append(
            "SELECT s.type AS type, s.value AS value, s.unit AS unit, s.series AS series "
            "FROM (SELECT unnest(samples) AS s FROM n WHERE kind = 'workout' AND samples IS NOT NULL)"
        )
    if not parts:
        return {"kinds": kinds, "heartRate": 0, "distance": {}}
    con.execute("CREATE VIEW samples AS " + " UNION ALL BY NAME ".join(parts))
    # A series row is [value, startOffset, duration]; a sample without a series is one entry.
    con.execute(
        "CREATE VIEW nentries AS "
        "SELECT type, unit, CASE WHEN series IS NULL OR len(series) = 0 THEN 1 ELSE len(series) END AS n, "
        "CASE WHEN series IS NULL OR len(series) = 0 THEN value "
        "ELSE list_sum(list_transform(series, lambda x: x[1])) END AS total FROM samples"
    )
    hr = con.execute("SELECT coalesce(sum(n), 0) FROM nentries WHERE type = ?", [HR]).fetchone()[0]
    distance = dict(
        con.execute("SELECT unit, sum(total) FROM nentries WHERE type LIKE '%Distance%' GROUP BY unit").fetchall()
    )
    return {"kinds": kinds, "heartRate": int(hr), "distance": distance}


def main():
    csv_path, ndjson_path = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    print(json.dumps({"csv": csv_facts(con, csv_path), "ndjson": ndjson_facts(con, ndjson_path)}, sort_keys=True))


if __name__ == "__main__":
    main()
