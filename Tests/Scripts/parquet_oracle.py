#!/usr/bin/env python3
"""Reads wkconv's Parquet output with three independent readers (pyarrow, DuckDB, polars) and prints what
each sees, plus whether the file's schema is the one Formats/analytics/table-schema.json declares.

usage: parquet_oracle.py FILE.parquet SCHEMA.json

Prints one JSON object:
  schema_ok, schema_errors   pyarrow's view of the columns against table-schema.json (names, order, types,
                             nullability) and the footer's schema_version
  <reader>.rows              rows per `record` value
  <reader>.sums              {record: {column: sum}} for value, latitude, duration_s, series_entries
  <reader>.nonnull           {column: non-null cells}
Used by Tests/CLITests/ParquetOracleTests.swift and Tests/AnalyticsTests (pip install pyarrow duckdb polars).
"""
import json
import sys

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

SUMMED = ["value", "latitude", "duration_s", "series_entries"]
ARROW = {
    ("BYTE_ARRAY", "STRING"): pa.string(),
    ("INT64", "TIMESTAMP(isAdjustedToUTC=true,unit=MICROS)"): pa.timestamp("us", tz="UTC"),
    ("INT32", None): pa.int32(),
    ("INT64", None): pa.int64(),
    ("DOUBLE", None): pa.float64(),
}


def check_schema(path, spec):
    errors = []
    pf = pq.ParquetFile(path)
    schema = pf.schema_arrow
    meta = pf.metadata.metadata or {}
    if meta.get(b"schema_version") != str(spec["version"]).encode():
        errors.append(f"schema_version {meta.get(b'schema_version')!r} != {spec['version']}")
    names = [f.name for f in schema]
    if names != [c["name"] for c in spec["columns"]]:
        errors.append(f"columns {names}")
    for field, c in zip(schema, spec["columns"]):
        want = ARROW[(c["parquet"], c["logical"])]
        if field.type != want:
            errors.append(f"{c['name']}: {field.type} != {want}")
        if field.nullable != c["nullable"]:
            errors.append(f"{c['name']}: nullable {field.nullable}")
    return errors


def arrow_facts(path):
    t = pq.read_table(path)
    rows, sums, nonnull = {}, {}, {}
    records = t.column("record").to_pylist()
    for r in records:
        rows[r] = rows.get(r, 0) + 1
    for col in SUMMED:
        values = t.column(col).to_pylist()
        for r, v in zip(records, values):
            if v is not None:
                sums.setdefault(r, {}).setdefault(col, 0)
                sums[r][col] += v
    for name in t.column_names:
        nonnull[name] = len(t) - t.column(name).null_count
    return {"rows": rows, "sums": sums, "nonnull": nonnull}


def duckdb_facts(path):
    con = duckdb.connect()
    con.execute(f"CREATE VIEW p AS SELECT * FROM read_parquet('{path}')")
    rows = dict(con.execute("SELECT record, count(*) FROM p GROUP BY record").fetchall())
    sums = {}
    for col in SUMMED:
        for r, s in con.execute(f"SELECT record, sum({col}) FROM p WHERE {col} IS NOT NULL GROUP BY record").fetchall():
            sums.setdefault(r, {})[col] = s
    cols = [row[0] for row in con.execute("DESCRIBE p").fetchall()]
    counts = con.execute("SELECT " + ", ".join(f'count("{c}")' for c in cols) + " FROM p").fetchone()
    return {"rows": rows, "sums": sums, "nonnull": dict(zip(cols, counts))}


def polars_facts(path):
    df = pl.read_parquet(path)
    rows = {r: n for r, n in df.group_by("record").len().iter_rows()}
    sums = {}
    for col in SUMMED:
        g = df.filter(pl.col(col).is_not_null()).group_by("record").agg(pl.col(col).sum())
        for r, s in g.iter_rows():
            sums.setdefault(r, {})[col] = s
    nonnull = {c: df.height - df[c].null_count() for c in df.columns}
    return {"rows": rows, "sums": sums, "nonnull": nonnull}


def main():
    path, schema_path = sys.argv[1], sys.argv[2]
    spec = json.load(open(schema_path, encoding="utf-8"))
    errors = check_schema(path, spec)
    out = {
        "schema_ok": not errors,
        "schema_errors": errors,
        "pyarrow": arrow_facts(path),
        "duckdb": duckdb_facts(path),
        "polars": polars_facts(path),
    }
    print(json.dumps(out, sort_keys=True, default=float))


if __name__ == "__main__":
    main()
