"""Independent reading of Suunto app JSON, SML and Movescount XML files, compared with wkconv's NDJSON.

usage: suunto_oracle.py RAW OURS.ndjson [RAW OURS.ndjson ...]
Reads each raw file with json or ElementTree (a Movescount export has no single root: its declaration
is dropped and a root put around it), converts Suunto's SI units by their definitions (bpm = Hz x 60,
degC = K - 273.15, degrees = radians x 180 / pi, kcal = J / 4184) and checks against our workout:
heart rate, cadence, temperature, speed counts and every value; distance increments; route points and
their coordinates; R-R beats (intervals <= 3 s); laps; energy total; start instant and UTC offset.
Prints JSON {"counts": {...}, "mismatches": [...]}.
"""
import datetime as dt
import json
import math
import sys
import xml.etree.ElementTree as ET


def parse(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def raw_log(path):
    """(start instant, offset seconds, samples [(instant, fields)], rr ms, laps, energy J)."""
    if path.endswith(".json"):
        log = json.load(open(path))["DeviceLog"]
        start = parse(log["Header"]["DateTime"])
        samples = [(parse(s["TimeISO8601"]), {k: v for k, v in s.items() if k != "TimeISO8601" and v is not None})
                   for s in log["Samples"]]
        laps = [w["Window"] for w in log.get("Windows", []) if w["Window"]["Type"] in ("Autolap", "Lap")]
        return start, start.utcoffset().total_seconds(), samples, log["R-R"]["Data"], len(laps), log["Header"]["Energy"]
    text = open(path).read()
    if path.endswith(".xml"):
        text = "<root>" + text[text.index("?>") + 2:] + "</root>"
    root = ET.fromstring(text)
    strip = lambda tag: tag.split("}")[-1]
    header = next(e for e in root.iter() if strip(e.tag) in ("Header", "header"))
    fields = {strip(c.tag): c.text for c in header}
    samples, laps, rr = [], 0, []
    for s in root.iter():
        if strip(s.tag) != "Sample":
            continue
        kids = {strip(c.tag): c.text for c in s}
        if any(strip(c.tag) == "Events" for c in s):
            laps += 1
            continue
        values = {k: float(v) for k, v in kids.items() if k not in ("UTC", "Time", "SampleType")}
        samples.append((parse(kids["UTC"]), values, float(kids["Time"])))
    for e in root.iter():
        if strip(e.tag) in ("IBI",) or (strip(e.tag) == "Data"):
            rr += [float(x) for x in e.text.split()]
    start = samples[0][0] - dt.timedelta(seconds=samples[0][2])
    local = dt.datetime.fromisoformat(fields["DateTime"]).replace(tzinfo=dt.timezone.utc)
    offset = round((local - start).total_seconds() / 900) * 900
    return start, offset, [(t, v) for t, v, _ in samples], rr, laps, float(fields["Energy"])


def main(args):
    mismatches, counts = [], {}
    for raw, ours_path in zip(args[::2], args[1::2]):
        start, offset, samples, rr, laps, energy = raw_log(raw)
        w = json.loads(open(ours_path).readline())
        name = raw.split("/")[-1]

        def series(part):
            out = []
            for s in w["samples"]:
                if part in s.get("type", ""):
                    t0 = parse(s["start"])
                    out += [(t0 + dt.timedelta(seconds=o), v) for v, o, _ in s["series"]]
            return out

        def check(label, ours, want, tol):
            counts[label] = counts.get(label, 0) + len(want)
            if len(ours) != len(want):
                mismatches.append("%s %s: %d values, raw %d" % (name, label, len(ours), len(want)))
                return
            for (ta, a), (tb, b) in zip(sorted(ours), sorted(want)):
                if abs((ta - tb).total_seconds()) > 1e-3 or abs(a - b) > tol:
                    mismatches.append("%s %s: %s %r, raw %s %r" % (name, label, ta, a, tb, b))
                    return

        check("hr", series("HeartRate"), [(t, f["HR"] * 60) for t, f in samples if "HR" in f], 1e-9)
        check("cadence", series("Cadence"), [(t, f["Cadence"] * 60) for t, f in samples if "Cadence" in f], 1e-9)
        check("temperature", series("Temperature"),
              [(t, f["Temperature"] - 273.15) for t, f in samples if "Temperature" in f], 1e-9)
        check("speed", series("Speed"), [(t, f["Speed"]) for t, f in samples if "Speed" in f], 1e-12)
        dist = [(t, f["Distance"]) for t, f in samples if "Distance" in f]
        check("distance", series("Distance"), [(a[0], max(0, b[1] - a[1])) for a, b in zip(dist, dist[1:])], 1e-9)
        route = [(parse(p[0]), p[1], p[2]) for r in w["routes"] for p in r["locations"]]
        want = [(t, math.degrees(f["Latitude"]), math.degrees(f["Longitude"])) for t, f in samples if "Latitude" in f]
        check("route lat", [(t, a) for t, a, _ in route], [(t, a) for t, a, _ in want], 1e-9)
        check("route lon", [(t, b) for t, _, b in route], [(t, b) for t, _, b in want], 1e-9)
        beats = [s for s in w["samples"] if s["kind"] == "heartbeatSeries"]
        got_beats = sum(len(s["beats"]) for s in beats)
        if got_beats != sum(1 for x in rr if x <= 3000):
            mismatches.append("%s: %d beats, raw %d" % (name, got_beats, len(rr)))
        counts["beats"] = counts.get("beats", 0) + got_beats
        if len(w.get("events", [])) != laps:
            mismatches.append("%s: %d laps, raw %d" % (name, len(w.get("events", [])), laps))
        if abs(w["totals"]["energyBurned"]["value"] - energy / 4184) > 1e-9:
            mismatches.append("%s: energy %r kcal, raw %r J" % (name, w["totals"]["energyBurned"], energy))
        ws = parse(w["start"])
        if ws != start or ws.utcoffset().total_seconds() != offset:
            mismatches.append("%s: start %s, raw %s offset %s" % (name, w["start"], start, offset))
    json.dump({"counts": counts, "mismatches": mismatches}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
