#!/usr/bin/env python3
"""Reads a Hive-style Parquet dataset written by `wkconv convert … DIR/ --partition-by kind,date` with
pyarrow (`pq.read_table(DIR)`), DuckDB (`read_parquet('DIR/**/*.parquet', hive_partitioning=1)`) and polars
(`pl.read_parquet('DIR/**/*.parquet', hive_partitioning=True)`), and prints, per reader, the row count of
each (kind, date) partition as seen through the partition columns, and whether each row's `record` equals
its `kind` and its `start` falls on its `date` (UTC).

usage: parquet_dataset_oracle.py DIR
Prints {"pyarrow": {"KIND DATE": rows}, "duckdb": {...}, "polars": {...}, "consistent": {reader: bool}}.
Used by Tests/CLITests/ParquetOracleTests.swift.
"""
import json
import sys
from datetime import timezone

import duckdb
import polars as pl
import pyarrow.parquet as pq

NULL = "__HIVE_DEFAULT_PARTITION__"


def key(kind, date):
    return f"{kind} {date if date is not None else NULL}"


def main():
    root = sys.argv[1]
    out, consistent = {}, {}
    t = pq.read_table(root)
    counts = {}
    ok = True
    columns = [t[c].to_pylist() for c in ["kind", "date", "record", "start"]]
    for kind, date, record, start in zip(*columns):
        date = str(date) if date is not None else None
        counts[key(kind, date)] = counts.get(key(kind, date), 0) + 1
        day = str(start.astimezone(timezone.utc).date()) if start is not None else None
        ok = ok and record == kind and day == (None if date == NULL else date)
    out["pyarrow"], consistent["pyarrow"] = counts, ok
    glob = f"{root}/**/*.parquet"
    con = duckdb.connect()
    rows = con.execute(
        "SELECT kind, CAST(date AS VARCHAR), count(*), "
        "bool_and(record = kind AND CAST(timezone('UTC', start) AS DATE) IS NOT DISTINCT FROM TRY_CAST(date AS DATE)) "
        "FROM read_parquet(?, hive_partitioning = 1) GROUP BY ALL",
        [glob],
    ).fetchall()
    out["duckdb"] = {key(k, d): n for k, d, n, _ in rows}
    consistent["duckdb"] = all(c for *_, c in rows)
    df = pl.read_parquet(glob, hive_partitioning=True)
    g = df.group_by("kind", "date").len()
    out["polars"] = {key(k, str(d) if d is not None else None): n for k, d, n in g.iter_rows()}
    consistent["polars"] = bool((df["record"] == df["kind"]).all())
    out["consistent"] = consistent
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
