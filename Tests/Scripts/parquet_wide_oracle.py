#!/usr/bin/env python3
"""The wide layout (`--option parquet.layout=wide`) against the long layout of the same input, read by
pyarrow and DuckDB, value by value.

usage: parquet_wide_oracle.py LONG.parquet WIDE.parquet [LONG WIDE]...

For each pair (the same input written in both layouts):
  - every `series` entry of a merged measure (the long file's series whose type and unit the wide layout
    has a column for, one series per measure and workout) is a cell of that column in a `point` row of
    the same workout at the entry's end instant, with the same value (distance: the running sum of the
    series' increments, relative tolerance 1e-9), and no other cell of that column exists;
  - every `route_point` is a `point` row's latitude, longitude, altitude and speed at its instant;
  - the rows that are neither series, route points nor points are the same in both files (every column);
  - DuckDB counts the same point rows and measure cells as pyarrow.
Prints one JSON line per pair; exits 1 on any difference.
"""
import json
import sys
from collections import Counter, defaultdict

import duckdb
import pyarrow.compute as pc
import pyarrow.parquet as pq

MEASURES = {
    "heart_rate_bpm": ({"HKQuantityTypeIdentifierHeartRate"}, "count/min"),
    "cadence_rpm": ({"HKQuantityTypeIdentifierCyclingCadence", "WKQuantityTypeIdentifierRunningCadence",
                     "WKQuantityTypeIdentifierSwimmingStrokeRate", "FIT.cadence"}, "count/min"),
    "power_w": ({"HKQuantityTypeIdentifierCyclingPower", "HKQuantityTypeIdentifierRunningPower", "FIT.power"}, "W"),
    "series_speed_mps": ({"HKQuantityTypeIdentifierRunningSpeed", "HKQuantityTypeIdentifierCyclingSpeed",
                          "HKQuantityTypeIdentifierWalkingSpeed", "WKQuantityTypeIdentifierSpeed",
                          "HKQuantityTypeIdentifierRowingSpeed", "HKQuantityTypeIdentifierPaddleSportsSpeed",
                          "HKQuantityTypeIdentifierCrossCountrySkiingSpeed", "FIT.speed"}, "m/s"),
    "distance_m": ({"HKQuantityTypeIdentifierDistanceWalkingRunning", "HKQuantityTypeIdentifierDistanceCycling",
                    "HKQuantityTypeIdentifierDistanceSwimming", "WKQuantityTypeIdentifierDistance",
                    "HKQuantityTypeIdentifierDistanceWheelchair", "HKQuantityTypeIdentifierDistanceDownhillSnowSports",
                    "HKQuantityTypeIdentifierDistanceRowing", "HKQuantityTypeIdentifierDistancePaddleSports",
                    "HKQuantityTypeIdentifierDistanceCrossCountrySkiing",
                    "HKQuantityTypeIdentifierDistanceSkatingSports", "FIT.distance"}, "m"),
    "series_altitude_m": ({"WKQuantityTypeIdentifierAltitude"}, "m"),
    "temperature_c": ({"WKQuantityTypeIdentifierTemperature"}, "degC"),
}


def micros(column):
    import pyarrow as pa

    return column.cast(pa.timestamp("us", "UTC")).cast(pa.int64()).to_pylist()


def rows(table):
    cols = {name: table.column(name).to_pylist() for name in table.column_names if name != "start" and name != "end"}
    for name in ("start", "end"):
        cols[name] = micros(table.column(name))
    return [dict(zip(cols, values)) for values in zip(*cols.values())]


def check(long_path, wide_path):
    problems = []
    long_rows = rows(pq.read_table(long_path))
    wide_table = pq.read_table(wide_path)
    wide_rows = rows(wide_table)
    # The long file's merged series: per (workout, measure) the first sample of a matching type and unit.
    samples = [r for r in long_rows if r["record"] == "sample" and r["workout_uuid"] and (r["series_entries"] or 0) > 0]
    merged = {}  # sample uuid -> measure column
    for r in samples:
        for column, (types, unit) in MEASURES.items():
            if r["type"] in types and r["unit"] == unit and (r["workout_uuid"], column) not in merged.values():
                merged[r["uuid"]] = (r["workout_uuid"], column)
    expected = defaultdict(Counter)
    totals = defaultdict(float)
    for r in long_rows:
        if r["record"] == "series" and r["uuid"] in merged:
            workout, column = merged[r["uuid"]]
            value = r["value"]
            if column == "distance_m":
                totals[r["uuid"]] += value
                value = totals[r["uuid"]]
            expected[column][(workout, r["end"], round(value, 6))] += 1
        elif r["record"] == "route_point":
            expected["route"][(r["workout_uuid"], r["start"], r["latitude"], r["longitude"], r["altitude_m"],
                               r["speed_mps"])] += 1
    got = defaultdict(Counter)
    points = [r for r in wide_rows if r["record"] == "point"]
    for r in points:
        for column in MEASURES:
            if r[column] is not None:
                got[column][(r["workout_uuid"], r["start"], round(r[column], 6))] += 1
        if r["latitude"] is not None:
            got["route"][(r["workout_uuid"], r["start"], r["latitude"], r["longitude"], r["altitude_m"],
                          r["speed_mps"])] += 1
    for key in sorted(set(expected) | set(got)):
        if expected[key] != got[key]:
            missing = sum((expected[key] - got[key]).values())
            extra = sum((got[key] - expected[key]).values())
            problems.append(f"{key}: {missing} cells missing, {extra} extra (of {sum(expected[key].values())})")
    # Everything else is the same in both files.
    kept_series = [r for r in long_rows if r["record"] == "series" and r["uuid"] not in merged]
    others_long = Counter(json.dumps(r, sort_keys=True) for r in long_rows
                          if r["record"] not in ("series", "route_point")) + Counter(
        json.dumps(r, sort_keys=True) for r in kept_series)
    others_wide = Counter(json.dumps({k: v for k, v in r.items() if k not in MEASURES}, sort_keys=True)
                          for r in wide_rows if r["record"] != "point")
    if others_long != others_wide:
        problems.append(f"other rows differ: {sum((others_long - others_wide).values())} missing, "
                        f"{sum((others_wide - others_long).values())} extra")
    con = duckdb.connect()
    counts = con.execute(
        f"SELECT count(*), {', '.join(f'count({c})' for c in MEASURES)} FROM read_parquet('{wide_path}') "
        f"WHERE record = 'point'").fetchone()
    mine = [len(points)] + [sum(1 for r in points if r[c] is not None) for c in MEASURES]
    if list(counts) != mine:
        problems.append(f"duckdb counts {list(counts)} != pyarrow {mine}")
    layout = (pq.ParquetFile(wide_path).metadata.metadata or {}).get(b"analytics_layout")
    if layout != b"wide":
        problems.append(f"footer analytics_layout {layout!r}")
    return {"long": long_path, "points": len(points), "rows_long": len(long_rows), "rows_wide": len(wide_rows),
            "cells": {c: sum(got[c].values()) for c in list(MEASURES) + ["route"]}, "problems": problems}


def main():
    args = sys.argv[1:]
    failed = False
    for long_path, wide_path in zip(args[::2], args[1::2]):
        result = check(long_path, wide_path)
        failed |= bool(result["problems"])
        print(json.dumps(result, sort_keys=True))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
