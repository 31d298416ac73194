#!/usr/bin/env python3
"""Independent oracle for the GPX tests: lists every track point of GPX files as JSON.

usage: gpx_points.py [--gpxpy] FILE...
Default: Python's ElementTree (namespace-agnostic local names). --gpxpy: parse with gpxpy
(pip install gpxpy) and read heart rate from each point's extension elements.
Output, one JSON object per file: {"file", "tracks": [[{"lat","lon","time","hr"}...] per track]}.
"""
import json
import sys
import xml.etree.ElementTree as ET


def local(tag):
    return tag.rsplit('}', 1)[-1]


def hr_from_extensions(elements):
    for ext in elements:
        for e in ext.iter():
            if local(e.tag) in ('hr', 'heartrate') and e.text and e.text.strip():
                return float(e.text)
    return None


def tcx_points(root):
    """TCX (TrainingCenterDatabase) trackpoints with a position, as one track."""
    points = []
    for tp in root.iter():
        if local(tp.tag) != 'Trackpoint':
            continue
        pos = next((c for c in tp if local(c.tag) == 'Position'), None)
        if pos is None:
            continue
        lat = next(float(c.text) for c in pos if local(c.tag) == 'LatitudeDegrees')
        lon = next(float(c.text) for c in pos if local(c.tag) == 'LongitudeDegrees')
        time = next((c.text.strip() for c in tp if local(c.tag) == 'Time' and c.text), None)
        hr = None
        for c in tp:
            if local(c.tag) == 'HeartRateBpm':
                hr = next((float(v.text) for v in c if local(v.tag) == 'Value'), None)
        points.append({'lat': lat, 'lon': lon, 'time': time, 'hr': hr})
    return [points]


def with_etree(path):
    root = ET.parse(path).getroot()
    if local(root.tag) == 'TrainingCenterDatabase':
        return tcx_points(root)
    tracks = []
    for trk in root:
        if local(trk.tag) != 'trk':
            continue
        points = []
        for seg in trk:
            if local(seg.tag) != 'trkseg':
                continue
            for pt in seg:
                if local(pt.tag) != 'trkpt':
                    continue
                time = next((c.text.strip() for c in pt if local(c.tag) == 'time' and c.text), None)
                exts = [c for c in pt if local(c.tag) == 'extensions']
                points.append({'lat': float(pt.get('lat')), 'lon': float(pt.get('lon')), 'time': time,
                               'hr': hr_from_extensions(exts)})
        tracks.append(points)
    return tracks


def with_gpxpy(path):
    import gpxpy
    with open(path, encoding='utf-8') as f:
        gpx = gpxpy.parse(f)
    tracks = []
    for trk in gpx.tracks:
        points = []
        for seg in trk.segments:
            for pt in seg.points:
                points.append({'lat': pt.latitude, 'lon': pt.longitude,
                               'time': pt.time.isoformat() if pt.time else None,
                               'hr': hr_from_extensions(pt.extensions)})
        tracks.append(points)
    return tracks


def main():
    args = sys.argv[1:]
    use_gpxpy = '--gpxpy' in args
    files = [a for a in args if a != '--gpxpy']
    for path in files:
        tracks = with_gpxpy(path) if use_gpxpy else with_etree(path)
        print(json.dumps({'file': path, 'tracks': tracks}))


if __name__ == '__main__':
    main()
