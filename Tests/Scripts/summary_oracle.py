#!/usr/bin/env python3
"""Independent summary values for `wkconv summary` tests (Tests/CLITests/SummaryOracleTests.swift).

  summary_oracle.py gpx FILE.gpx…  gpxpy: get_moving_data() (moving time/distance, max speed) and
                                   get_uphill_downhill() over every track, plus the point count.
  summary_oracle.py fit FILE.fit…  fitdecode: the session messages' totals (summed over sessions for
                                   times, distance, ascent, calories; max of maxima; the first session's
                                   averages), plus the record count with a position.
Prints one JSON object: input path → values.
"""
import json
import sys


def gpx(path):
    import gpxpy

    with open(path, encoding="utf-8-sig") as f:
        g = gpxpy.parse(f)
    md = g.get_moving_data()
    ud = g.get_uphill_downhill()
    points = sum(len(s.points) for t in g.tracks for s in t.segments)
    return {
        "moving_time": md.moving_time,
        "moving_distance": md.moving_distance,
        "max_speed": md.max_speed,
        "uphill": ud.uphill,
        "downhill": ud.downhill,
        "points": points,
        "timed_points": sum(1 for t in g.tracks for s in t.segments for p in s.points if p.time),
    }


def fit(path):
    import fitdecode

    sessions = []
    positions = 0
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.IGNORE) as r:
        for frame in r:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            if frame.name == "session":
                sessions.append({f.name: f.value for f in frame.fields if f.value is not None})
            elif frame.name == "record":
                if frame.has_field("position_lat") and frame.get_value("position_lat") is not None:
                    positions += 1

    def total(key):
        values = [s[key] for s in sessions if isinstance(s.get(key), (int, float))]
        return sum(values) if values else None

    def maximum(*keys):
        values = [s[k] for s in sessions for k in keys if isinstance(s.get(k), (int, float))]
        return max(values) if values else None

    def first(*keys):
        for s in sessions[:1]:
            for k in keys:
                if isinstance(s.get(k), (int, float)):
                    return s[k]
        return None

    return {
        "sessions": len(sessions),
        "total_elapsed_time": total("total_elapsed_time"),
        "total_timer_time": total("total_timer_time"),
        "total_distance": total("total_distance"),
        "total_ascent": total("total_ascent"),
        "total_descent": total("total_descent"),
        "total_calories": total("total_calories"),
        "avg_heart_rate": first("avg_heart_rate"),
        "max_heart_rate": maximum("max_heart_rate"),
        "avg_power": first("avg_power"),
        "max_power": maximum("max_power"),
        "normalized_power": first("normalized_power"),
        "avg_speed": first("enhanced_avg_speed", "avg_speed"),
        "max_speed": maximum("enhanced_max_speed", "max_speed"),
        "positions": positions,
    }


if __name__ == "__main__":
    kind, paths = sys.argv[1], sys.argv[2:]
    print(json.dumps({p: (gpx(p) if kind == "gpx" else fit(p)) for p in paths}))
