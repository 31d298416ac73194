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
    """Days since 1970-01-01 of a proleptic Gregorian date, any year (Hinnant's days_from_civil). Python's //
    already floors, so the era is y // 400 for negative years too (C's truncating-division correction,
    `y - 399`, would floor twice and put years before 0 one era too low: a day off for year -2014)."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def self_check():
    """The converter above is checked against two references before it judges anything: Python's own
    calendar (date.toordinal, years 1-9999) and a count of year lengths (any year, negative ones included,
    where datetime cannot go), so a wrong reference fails here, not as a 'difference' in wkconv's output."""
    import datetime
    import random

    epoch = datetime.date(1970, 1, 1).toordinal()
    rng = random.Random(19)
    for _ in range(2000):
        y, m, d = rng.randint(1, 9999), rng.randint(1, 12), rng.randint(1, 28)
        assert days_from_civil(y, m, d) == datetime.date(y, m, d).toordinal() - epoch, (y, m, d)
    month_days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for y in list(range(-2401, -1999)) + list(range(-401, 3)) + [-99999, -30001, 99999]:
        # days from 1970-01-01 to y-01-01, counted year by year from 0001-01-01
        start = datetime.date(1, 1, 1).toordinal() - epoch
        step = -1 if y < 1 else 1
        for year in range(0, y - 1, -1) if y < 1 else range(1, y):
            start += step * (366 if _is_leap(year) else 365)
        day = start
        for m in range(1, 13):
            assert days_from_civil(y, m, 1) == day, (y, m)
            day += month_days[m - 1] + (1 if m == 2 and _is_leap(y) else 0)


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
    self_check()
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
