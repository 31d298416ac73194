#!/usr/bin/env python3
"""Independent oracle for the activity-operation tests: the points, laps and time-zone fields of a FIT,
GPX or TCX file as other people's readers decode them, as JSON on stdout.

usage: activity_points.py FILE
FIT: fitdecode (CRC ignored); GPX: gpxpy; TCX: tcxreader.
Output: {"points": [{"t": unix seconds, "lat", "lon", "hr"}], "laps": [{"start": unix, "elapsed": s}],
         "sessions": [...same...], "local_offset": activity local_timestamp - timestamp (FIT) or null}
"""
import datetime, json, sys

FIT_EPOCH = 631065600


def unix(t):
    if t is None:
        return None
    if isinstance(t, (int, float)):
        return t + FIT_EPOCH
    if t.tzinfo is None:
        t = t.replace(tzinfo=datetime.timezone.utc)
    return t.timestamp()


def fit(path):
    import fitdecode
    out = {"points": [], "laps": [], "sessions": [], "local_offset": None}
    def val(m, *names):
        for n in names:
            if m.has_field(n):
                v = m.get_value(n, fallback=None)
                if v is not None:
                    return v
        return None
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.WARN) as fr:
        for f in fr:
            if not isinstance(f, fitdecode.FitDataMessage):
                continue
            if f.name == 'record':
                lat = val(f, 'position_lat'); lon = val(f, 'position_long')
                out["points"].append({
                    "t": unix(val(f, 'timestamp')),
                    "lat": lat * 180 / 2**31 if lat is not None else None,
                    "lon": lon * 180 / 2**31 if lon is not None else None,
                    "hr": val(f, 'heart_rate')})
            elif f.name in ('lap', 'session'):
                out["laps" if f.name == 'lap' else "sessions"].append({
                    "start": unix(val(f, 'start_time')), "elapsed": val(f, 'total_elapsed_time'),
                    "timer": val(f, 'total_timer_time'), "distance": val(f, 'total_distance'),
                    "avg_hr": val(f, 'avg_heart_rate')})
            elif f.name == 'activity':
                ts = val(f, 'timestamp'); local = val(f, 'local_timestamp')
                if ts is not None and local is not None:
                    lt = local if isinstance(local, (int, float)) else unix(local) - FIT_EPOCH
                    out["local_offset"] = (lt + FIT_EPOCH) - unix(ts)
    return out


def gpx(path):
    import gpxpy
    with open(path) as fh:
        g = gpxpy.parse(fh)
    points = []
    for trk in g.tracks:
        for seg in trk.segments:
            for p in seg.points:
                hr = None
                for ext in p.extensions:
                    for e in ext.iter():
                        if e.tag.rsplit('}', 1)[-1] == 'hr' and e.text:
                            hr = float(e.text)
                points.append({"t": unix(p.time), "lat": p.latitude, "lon": p.longitude, "hr": hr})
    return {"points": points, "laps": [], "sessions": [], "local_offset": None}


def tcx_multisport(path):
    """tcxreader reads Activities only; a MultiSportSession's legs are read with ElementTree."""
    import xml.etree.ElementTree as ET
    local = lambda tag: tag.rsplit('}', 1)[-1]
    points, laps = [], []
    for e in ET.parse(path).getroot().iter():
        if local(e.tag) == 'Lap':
            laps.append({"start": unix(datetime.datetime.fromisoformat(e.get('StartTime').replace('Z', '+00:00'))),
                         "elapsed": None})
        if local(e.tag) != 'Trackpoint':
            continue
        p = {"t": None, "lat": None, "lon": None, "hr": None}
        for c in e.iter():
            n = local(c.tag)
            if n == 'Time': p["t"] = unix(datetime.datetime.fromisoformat(c.text.replace('Z', '+00:00')))
            elif n == 'LatitudeDegrees': p["lat"] = float(c.text)
            elif n == 'LongitudeDegrees': p["lon"] = float(c.text)
            elif n == 'HeartRateBpm':
                for v in c:
                    if local(v.tag) == 'Value': p["hr"] = float(v.text)
        points.append(p)
    return {"points": points, "laps": laps, "sessions": [], "local_offset": None}


def tcx(path):
    if 'MultiSportSession' in open(path, encoding='utf-8', errors='replace').read(4096):
        return tcx_multisport(path)
    from tcxreader.tcxreader import TCXReader
    ex = TCXReader().read(path, only_gps=False)
    points = [{"t": unix(tp.time), "lat": tp.latitude, "lon": tp.longitude, "hr": tp.hr_value}
              for tp in ex.trackpoints]
    laps = [{"start": unix(l.start_time), "elapsed": (l.end_time - l.start_time).total_seconds()
             if l.end_time and l.start_time else None} for l in (ex.laps or [])]
    return {"points": points, "laps": laps, "sessions": [], "local_offset": None}


path = sys.argv[1]
low = path.lower()
result = fit(path) if low.endswith('.fit') else gpx(path) if low.endswith('.gpx') else tcx(path)
print(json.dumps(result))
