"""Independent count of Polar Flow training sessions, compared with wkconv's NDJSON of them.

usage: polar_oracle.py RAW OURS.ndjson [RAW OURS.ndjson ...]
RAW is a Polar export zip or one training-session JSON. Reads the raw sessions with Python's json
(bare NaN tokens, which raw exports hold, are read as NaN by json), counts per session what the mapping
keeps (LAYOUTS.md section 5): heart-rate values (not null, > 0), speed values (not null, km/h),
distance increments (consecutive non-null cumulative values), route points; checks the start instant
(local civil time minus timezoneOffsetMinutes), heart-rate min/max, the first speed in m/s (km/h / 3.6)
and the route's first point. Prints JSON {"counts": {...}, "mismatches": [...]}.
"""
import datetime as dt
import json
import math
import sys
import zipfile


def sessions(raw):
    if raw.endswith(".zip"):
        with zipfile.ZipFile(raw) as z:
            for name in z.namelist():
                if name.split("/")[-1].startswith("training-session-") and name.endswith(".json"):
                    yield name, json.loads(z.read(name))
    else:
        with open(raw) as f:
            yield raw, json.load(f)


def finite(v):
    return v is not None and not (isinstance(v, float) and math.isnan(v))


def instant(local_text, offset_minutes):
    local = dt.datetime.fromisoformat(local_text).replace(tzinfo=dt.timezone.utc)
    return local - dt.timedelta(minutes=offset_minutes)


def parse(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def expected(session):
    off = session["timezoneOffsetMinutes"]
    e = {"start": instant(session["startTime"], off), "offset": off * 60, "hr": [], "speed": [],
         "distance": 0, "distance_sum": 0.0, "route": 0, "first_point": None}
    for ex in session.get("exercises", []):
        for s in ex.get("samples", {}).get("samples", []):
            vals = s["values"]
            if s["type"] == "HEART_RATE":
                e["hr"] += [v for v in vals if finite(v) and v > 0]
            elif s["type"] == "SPEED":
                e["speed"] += [v for v in vals if finite(v)]
            elif s["type"] == "DISTANCE":
                kept = [v for v in vals if finite(v)]
                e["distance"] += max(0, len(kept) - 1)
                e["distance_sum"] += sum(max(0.0, b - a) for a, b in zip(kept, kept[1:]))
        route = (ex.get("routes") or {}).get("route")
        if route:
            pts = route["wayPoints"]
            e["route"] += len(pts)
            if pts and e["first_point"] is None:
                t0 = instant(route.get("startTime", ex["startTime"]), off)
                e["first_point"] = (t0 + dt.timedelta(milliseconds=pts[0]["elapsedMillis"]),
                                    pts[0]["latitude"], pts[0]["longitude"])
    return e


def main(args):
    mismatches, counts = [], {"workouts": 0, "hr": 0, "speed": 0, "distance": 0, "route": 0}
    for raw, ours_path in zip(args[::2], args[1::2]):
        ours = {}
        with open(ours_path) as f:
            for line in f:
                item = json.loads(line)
                if item["kind"] == "workout":
                    sync = dict(item.get("metadata", [])).get("HKMetadataKeySyncIdentifier")
                    ours[sync] = item
        raw_ids = set()
        for name, session in sessions(raw):
            key = "polar:%s" % session["identifier"]["id"]
            raw_ids.add(key)
            e = expected(session)
            w = ours.get(key)
            if w is None:
                mismatches.append("%s: no workout %s" % (name, key))
                continue
            counts["workouts"] += 1

            def series(kind):
                return [v for s in w.get("samples", []) if kind in s["type"] for v in s.get("series", [])]

            hr, speed, dist = series("HeartRate"), series("Speed"), series("Distance")
            route = [p for r in w.get("routes", []) for p in r["locations"]]
            got = {"hr": len(hr), "speed": len(speed), "distance": len(dist), "route": len(route)}
            for k in got:
                counts[k] += got[k]
                want = len(e[k]) if isinstance(e[k], list) else e[k]
                if got[k] != want:
                    mismatches.append("%s: %s count %d, raw %d" % (name, k, got[k], want))
            if parse(w["start"]) != e["start"] or parse(w["start"]).utcoffset().total_seconds() != e["offset"]:
                mismatches.append("%s: start %s, raw %s offset %d" % (name, w["start"], e["start"], e["offset"]))
            if e["hr"] and (min(v[0] for v in hr) != min(e["hr"]) or max(v[0] for v in hr) != max(e["hr"])):
                mismatches.append("%s: heart rate min/max differ" % name)
            if e["speed"] and abs(speed[0][0] - e["speed"][0] / 3.6) > 1e-9:
                mismatches.append("%s: first speed %r m/s, raw %r km/h" % (name, speed[0][0], e["speed"][0]))
            if dist and abs(sum(v[0] for v in dist) - e["distance_sum"]) > 1e-6:
                mismatches.append("%s: distance sum differs" % name)
            if e["first_point"]:
                t, lat, lon = e["first_point"]
                p = route[0]
                if abs((parse(p[0]) - t).total_seconds()) > 1e-3 or p[1] != lat or p[2] != lon:
                    mismatches.append("%s: first route point %r, raw %r" % (name, p, e["first_point"]))
        extra = set(ours) - raw_ids
        if extra:
            mismatches.append("%s: workouts not in the raw input: %s" % (ours_path, sorted(extra)))
    json.dump({"counts": counts, "mismatches": mismatches}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
