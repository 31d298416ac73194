#!/usr/bin/env python3
"""What DuckDB's read_csv_auto makes of our CSV files, column by column.

usage: csv_types.py SCHEMA.json FILE.csv...

Prints one JSON object {file name: {"types": {column: sniffed DuckDB type}, "nonempty": {column: cells
with a value among the first 20480 rows, the rows DuckDB's sniffer samples by default},
"typed_rows": rows read with the schema's types (read_csv with types=…), or an error text}}. Used by
Tests/CLITests/DuckDBTests.swift: every DOUBLE column of table-schema.json must sniff as DOUBLE wherever
the sample has a value (a column empty in the sample sniffs as VARCHAR whatever we write), and every file
must load with the schema's types.
"""
import json
import sys

import duckdb

SAMPLE = 20480  # DuckDB's default sample_size
DUCK = {"String": "VARCHAR", "UUID": "VARCHAR", "Timestamp": "TIMESTAMPTZ", "Int": "BIGINT", "Double": "DOUBLE"}


def main():
    spec = json.load(open(sys.argv[1], encoding="utf-8"))
    types = {c["name"]: DUCK[c["swift_type"]] for c in spec["columns"]}
    con = duckdb.connect()
    out = {}
    for path in sys.argv[2:]:
        rows = con.execute(
            f"DESCRIBE SELECT * FROM read_csv_auto('{path}', header=true, sample_size={SAMPLE})"
        ).fetchall()
        sniffed = {r[0]: r[1] for r in rows}
        # Cells with a value among the rows the sniffer samples (sample_size=SAMPLE: the first rows).
        counts = con.execute(
            "SELECT " + ", ".join(f'count("{c}")' for c in sniffed)
            + f" FROM (SELECT * FROM read_csv('{path}', header=true, all_varchar=true) LIMIT {SAMPLE})"
        ).fetchone()
        try:
            typed = con.execute(
                f"SELECT count(*) FROM read_csv('{path}', header=true, columns={json.dumps(types)})"
            ).fetchone()[0]
        except duckdb.Error as e:
            typed = f"error: {e}"
        out[path.rsplit("/", 1)[-1]] = {"types": sniffed, "nonempty": dict(zip(sniffed, counts)), "typed_rows": typed}
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
