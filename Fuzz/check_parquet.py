#!/usr/bin/env python3
"""Checks the Parquet files FuzzParquet kept (FUZZ_PARQUET_OUT): pyarrow must read every one, with the
schema of Formats/analytics/table-schema.json, and every cell must equal the same table's CSV (written
by wkconv's CSV writer from the same models, read with Python's csv module):

  text columns        equal strings (null = empty CSV cell)
  DOUBLE, INT columns equal values (CSV doubles are the shortest text that reads back to the same double)
  timestamps          pyarrow's raw microseconds vs the CSV's ISO 8601 text (any year, its own offset)
                      converted here: |difference| <= 1 ms, because the CSV text carries milliseconds

usage: check_parquet.py DIR SCHEMA.json     exit 1 on any difference or unreadable file
"""
import csv
import json
import math
import os
import re
import sys

import pyarrow as pa
import pyarrow.parquet as pq

ISO = re.compile(r"^(-?\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d:\d\d)?$")


def days_from_civil(y, m, d):
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def micros(text):
    m = ISO.match(text)
    if not m:
        raise ValueError(f"not an ISO 8601 instant: {text!r}")
    y, mo, d, h, mi, s = (int(g) for g in m.groups()[:6])
    frac = m.group(7) or ""
    seconds = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s
    zone = m.group(8) or "Z"
    if zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        seconds -= sign * (int(zone[1:3]) * 3600 + int(zone[4:6]) * 60)
    return seconds * 1_000_000 + (round(float(frac) * 1_000_000) if frac else 0)


def check(parquet, csv_path, spec):
    table = pq.read_table(parquet)
    names = [c["name"] for c in spec["columns"]]
    if table.column_names != names:
        return [f"columns {table.column_names}"]
    with open(csv_path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    if rows[0] != names:
        return [f"CSV header {rows[0]}"]
    rows = rows[1:]
    if len(rows) != table.num_rows:
        return [f"{table.num_rows} Parquet rows, {len(rows)} CSV rows"]
    errors = []
    for i, c in enumerate(spec["columns"]):
        column = table.column(c["name"])
        if c["logical"] and c["logical"].startswith("TIMESTAMP"):
            values = column.cast(pa.int64()).to_pylist()
        else:
            values = column.to_pylist()
        for r, (got, row) in enumerate(zip(values, rows)):
            cell = row[i]
            if got is None or cell == "":
                if not (got is None and cell == "") and not (c["parquet"] == "BYTE_ARRAY" and got == "" and cell == ""):
                    errors.append(f"row {r} {c['name']}: parquet {got!r}, csv {cell!r}")
            elif c["parquet"] == "BYTE_ARRAY":
                if got != cell:
                    errors.append(f"row {r} {c['name']}: parquet {got!r}, csv {cell!r}")
            elif c["logical"] and c["logical"].startswith("TIMESTAMP"):
                want = micros(cell)
                clamped = got in (-(2**63), 2**63 - 1)
                if not clamped and abs(got - want) > 1000:
                    errors.append(f"row {r} {c['name']}: parquet {got} µs, csv {cell!r} = {want} µs")
            elif c["parquet"] == "DOUBLE":
                want = float(cell)
                if not (got == want or (math.isnan(got) and math.isnan(want))):
                    errors.append(f"row {r} {c['name']}: parquet {got!r}, csv {cell!r}")
            elif got != int(cell):
                errors.append(f"row {r} {c['name']}: parquet {got!r}, csv {cell!r}")
            if len(errors) > 5:
                return errors
    return errors


def main():
    directory, schema = sys.argv[1], sys.argv[2]
    spec = json.load(open(schema))
    files = sorted(n for n in os.listdir(directory) if n.endswith(".parquet"))
    bad = 0
    cells = 0
    for name in files:
        path = os.path.join(directory, name)
        try:
            errors = check(path, path[: -len(".parquet")] + ".csv", spec)
            cells += pq.ParquetFile(path).metadata.num_rows * len(spec["columns"])
        except Exception as e:  # an unreadable file is a failure, whatever the exception
            errors = [f"{type(e).__name__}: {e}"]
        if errors:
            bad += 1
            print(f"!! {name}:", *errors[:6], sep="\n   ")
    print(f"pyarrow read {len(files) - bad} of {len(files)} fuzzer-made Parquet files equal to their CSV ({cells} cells)")
    sys.exit(1 if bad or not files else 0)


if __name__ == "__main__":
    main()
