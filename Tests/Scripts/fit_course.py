#!/usr/bin/env python3
"""Independent oracle for the FIT course tests: a FIT course as fitdecode reads it, as JSON on stdout.

usage: fit_course.py FILE.fit
Output: {"file_type", "course": {"name", "sport"}, "laps": [{"distance", "elapsed"}],
         "records": [{"t", "lat", "lon", "alt", "distance"}], "points": [{"t", "lat", "lon", "distance", "type", "name"}],
         "events": [[event, event_type]]}
"""
import json, sys
import fitdecode

S = 180 / 2 ** 31


def v(m, name):
    return m.get_value(name, fallback=None) if m.has_field(name) else None


out = {"file_type": None, "course": None, "laps": [], "records": [], "points": [], "events": []}
with fitdecode.FitReader(sys.argv[1], check_crc=fitdecode.CrcCheck.RAISE) as fr:
    for m in fr:
        if not isinstance(m, fitdecode.FitDataMessage):
            continue
        if m.name == 'file_id':
            out["file_type"] = v(m, 'type')
        elif m.name == 'course':
            out["course"] = {"name": v(m, 'name'), "sport": v(m, 'sport')}
        elif m.name == 'lap':
            out["laps"].append({"distance": v(m, 'total_distance'), "elapsed": v(m, 'total_elapsed_time')})
        elif m.name == 'record':
            lat, lon = v(m, 'position_lat'), v(m, 'position_long')
            out["records"].append({"t": v(m, 'timestamp').timestamp(), "lat": lat * S if lat is not None else None,
                                   "lon": lon * S if lon is not None else None,
                                   "alt": v(m, 'enhanced_altitude') or v(m, 'altitude'), "distance": v(m, 'distance')})
        elif m.name == 'course_point':
            out["points"].append({"t": v(m, 'timestamp').timestamp(), "lat": v(m, 'position_lat') * S,
                                  "lon": v(m, 'position_long') * S, "distance": v(m, 'distance'),
                                  "type": v(m, 'type'), "name": v(m, 'name')})
        elif m.name == 'event':
            out["events"].append([v(m, 'event'), v(m, 'event_type')])
print(json.dumps(out))
