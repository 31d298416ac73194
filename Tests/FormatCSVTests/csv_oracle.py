"""Independent reading of a wkconv CSV for CSVOracleTests: Python's csv module (RFC 4180 quoting) for
the cells, float() for numbers, datetime.fromisoformat for instants, DuckDB's read_csv for column types.

usage: csv_oracle.py FILE KINDS_JSON   (KINDS_JSON: one of string/uuid/timestamp/integer/double per column)
prints JSON: {"header": [...], "rows": [[cell, ...], ...], "duckdb": {column: type} or null}
where a cell is null (empty), the text (string, uuid), [epoch_seconds_repr, utc_offset_seconds]
(timestamp), an int (integer) or repr(float) (double).
"""
import csv
import json
import sys
from datetime import datetime

path, kinds = sys.argv[1], json.loads(sys.argv[2])
with open(path, newline="", encoding="utf-8") as f:
    reader = csv.reader(f, strict=True)
    header = next(reader)
    rows = []
    for line in reader:
        if len(line) != len(kinds):
            raise SystemExit(f"row {reader.line_num}: {len(line)} cells, header has {len(kinds)}")
        row = []
        for cell, kind in zip(line, kinds):
            if cell == "":
                row.append(None)
            elif kind == "timestamp":
                t = datetime.fromisoformat(cell.replace("Z", "+00:00"))
                row.append([repr(t.timestamp()), int(t.utcoffset().total_seconds())])
            elif kind == "integer":
                row.append(int(cell))
            elif kind == "double":
                row.append(repr(float(cell)))
            else:
                row.append(cell)
        rows.append(row)
types = None
try:
    import duckdb
    con = duckdb.connect()
    types = {name: typ for name, typ, *_ in con.execute(
        "DESCRIBE SELECT * FROM read_csv(?, header = true)", [path]).fetchall()}
except ImportError:
    pass
print(json.dumps({"header": header, "rows": rows, "duckdb": types}))
