#!/usr/bin/env python3
"""Independent readers for the derived totals of GPX → FIT / TCX (Tests/CLITests/DerivedTotalsTests.swift).

  derived_totals_oracle.py SOURCE.gpx OUT.fit OUT.tcx [SOURCE.gpx OUT.fit OUT.tcx …]
    gpx: gpxpy's length_2d / length_3d and get_uphill_downhill (tracks, segments), tracks count, and the sum of
         the segments' durations (get_duration) when every point has a time (a segment break is a pause).
    fit: fitdecode's session total_distance/ascent/descent/avg speed/timer and the laps' total_distance and
         total_timer_time.
    tcx: tcxreader's exercise distance (the sum of lap DistanceMeters) and last trackpoint distance;
         ElementTree's sum of the laps' TotalTimeSeconds.
Prints one JSON object per triple, in a list.
"""
import json
import sys


def gpx(path):
    import gpxpy

    with open(path, encoding="utf-8-sig") as f:
        g = gpxpy.parse(f)
    ud = g.get_uphill_downhill()
    segments = [s for t in g.tracks for s in t.segments if s.points]
    timed = all(p.time is not None for s in segments for p in s.points)
    return {
        "segments": len(segments),
        "segment_seconds": sum(s.get_duration() or 0 for s in segments) if timed and segments else None,
        "tracks": len(g.tracks),
        "length_2d": g.length_2d(),
        "length_3d": g.length_3d(),
        "uphill": ud.uphill,
        "downhill": ud.downhill,
    }


def fit(path):
    import fitdecode

    sessions, laps = [], []
    with fitdecode.FitReader(path) as r:
        for frame in r:
            if isinstance(frame, fitdecode.FitDataMessage) and frame.name in ("session", "lap"):
                values = {f.name: f.value for f in frame.fields if f.value is not None}
                (sessions if frame.name == "session" else laps).append(values)
    s = sessions[0] if sessions else {}
    return {
        "sessions": len(sessions),
        "total_distance": s.get("total_distance"),
        "total_ascent": s.get("total_ascent"),
        "total_descent": s.get("total_descent"),
        "avg_speed": s.get("enhanced_avg_speed", s.get("avg_speed")),
        "total_timer_time": s.get("total_timer_time"),
        "lap_distances": [l.get("total_distance") for l in laps],
        "lap_timers": [l.get("total_timer_time") for l in laps],
    }


def tcx(path):
    from tcxreader.tcxreader import TCXReader

    e = TCXReader().read(path, only_gps=False)
    import xml.etree.ElementTree as ET

    points = [p.distance for p in e.trackpoints if p.distance is not None]
    ns = "{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}"
    laps = ET.parse(path).getroot().iter(ns + "Lap")
    return {
        "lap_seconds": sum(float(l.findtext(ns + "TotalTimeSeconds") or 0) for l in laps),
        "distance": e.distance,
        "last_point_distance": points[-1] if points else None,
    }


if __name__ == "__main__":
    args = sys.argv[1:]
    print(json.dumps([
        {"gpx": gpx(args[i]), "fit": fit(args[i + 1]), "tcx": tcx(args[i + 2])} for i in range(0, len(args), 3)
    ]))
