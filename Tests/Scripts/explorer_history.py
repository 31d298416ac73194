#!/usr/bin/env python3
"""A generated training history for the HTML explorer's tests and benchmark, and the oracle side.

  explorer_history.py gen OUT.ndjson --count N [--health] [--through LAT,LON]
      N workouts, one a day from 2016-01-01 07:00+01:00: runs, rides and walks in turn, on loops around
      seven start points near Lyon (a point every 10 s), three sources, recorded distance, energy and
      ascent; --health adds daily steps, resting heart rate, sleep and a weekly weight; --through makes
      every loop pass through that point (the privacy test hides it).
  explorer_history.py totals IN.ndjson
      Per sport and in all (JSON): count, distance (m), elapsed time (s), ascent (m), energy (kcal),
      computed from the NDJSON's own fields with json alone.
  explorer_history.py routes INDEX.html
      The routes of the explorer's data blob decoded (polyline text, Web Mercator on a 2^24 grid) to
      latitude/longitude: JSON {"routes": n, "points": [[lat, lon], ...]}.
"""
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

TZ = timezone(timedelta(hours=1))
SPORTS = [
    ("HKWorkoutActivityTypeRunning", "HKQuantityTypeIdentifierDistanceWalkingRunning", 3.0, 1800),
    ("HKWorkoutActivityTypeCycling", "HKQuantityTypeIdentifierDistanceCycling", 7.5, 3600),
    ("HKWorkoutActivityTypeWalking", "HKQuantityTypeIdentifierDistanceWalkingRunning", 1.4, 2400),
]
SOURCES = ["Garmin Connect", "Strava", "Apple Watch"]


def iso(t):
    return t.isoformat()


def uuid(rng):
    return "%08X-%04X-4%03X-8%03X-%012X" % (
        rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12), rng.getrandbits(12), rng.getrandbits(48))


def workout(i, rng, through):
    kind, dist_type, speed, seconds = SPORTS[i % 3]
    start = datetime(2016, 1, 1, 7, 0, tzinfo=TZ) + timedelta(days=i, minutes=rng.randint(0, 90))
    seconds += rng.randint(-300, 300)
    end = start + timedelta(seconds=seconds)
    k = i % 7
    lat0, lon0 = (through if through else (45.76 + 0.02 * (k % 3), 4.83 + 0.03 * (k // 3)))
    radius = speed * seconds / (2 * math.pi)
    phase = rng.uniform(0, 2 * math.pi)
    cos = math.cos(math.radians(lat0))
    locations, meters, ascent, prev_alt = [], 0.0, 0.0, None
    for s in range(0, seconds + 1, 10):
        a = phase + 2 * math.pi * s / seconds
        # The loop starts at (lat0, lon0): its centre is one radius away from it.
        lat = lat0 + radius / 111195 * (math.sin(a) - math.sin(phase))
        lon = lon0 + radius / (111195 * cos) * (math.cos(a) - math.cos(phase))
        alt = 180 + 20 * math.sin(3 * a)
        if prev_alt is not None and alt > prev_alt:
            ascent += alt - prev_alt
        prev_alt = alt
        t = (start + timedelta(seconds=s)).astimezone(timezone.utc)
        locations.append([t.strftime("%Y-%m-%dT%H:%M:%SZ"), round(lat, 7), round(lon, 7), round(alt, 1), None, None,
                          speed])
    distance = round(speed * seconds, 1)
    energy = round(distance / 1000 * (60 if i % 3 != 1 else 25), 1)
    source = {"name": SOURCES[i % len(SOURCES)]}
    return {
        "kind": "workout", "activityType": kind, "uuid": uuid(rng), "source": source,
        "start": iso(start), "end": iso(end), "duration": seconds,
        "metadata": [["HKElevationAscended", {"quantity": {"unit": "m", "value": round(ascent, 1)}}],
                     ["GPX:name", "Workout %d" % i]],
        "statistics": [
            {"start": iso(start), "end": iso(end), "type": dist_type, "unit": "m", "sum": distance},
            {"start": iso(start), "end": iso(end), "type": "HKQuantityTypeIdentifierActiveEnergyBurned",
             "unit": "kcal", "sum": energy},
        ],
        "routes": [{"uuid": uuid(rng), "source": source, "start": iso(start), "end": iso(end),
                    "locations": locations}],
    }


def health(day, rng):
    base = datetime(2016, 1, 1, tzinfo=TZ) + timedelta(days=day)
    src = {"name": "iPhone"}
    out = []
    for h in (9, 13, 18):
        t = base + timedelta(hours=h)
        out.append({"kind": "quantity", "type": "HKQuantityTypeIdentifierStepCount", "unit": "count",
                    "value": rng.randint(1000, 5000), "uuid": uuid(rng), "source": src, "start": iso(t),
                    "end": iso(t + timedelta(minutes=30))})
    t = base + timedelta(hours=8)
    out.append({"kind": "quantity", "type": "HKQuantityTypeIdentifierRestingHeartRate", "unit": "count/min",
                "value": 50 + rng.randint(0, 8), "uuid": uuid(rng), "source": src, "start": iso(t), "end": iso(t)})
    if day % 7 == 0:
        out.append({"kind": "quantity", "type": "HKQuantityTypeIdentifierBodyMass", "unit": "kg",
                    "value": round(70 + 2 * math.sin(day / 60), 1), "uuid": uuid(rng), "source": src,
                    "start": iso(t), "end": iso(t)})
    sleep = base - timedelta(hours=1)
    out.append({"kind": "category", "type": "HKCategoryTypeIdentifierSleepAnalysis", "value": 1,
                "valueName": "HKCategoryValueSleepAnalysisAsleepUnspecified", "uuid": uuid(rng), "source": src,
                "start": iso(sleep), "end": iso(sleep + timedelta(hours=7, minutes=rng.randint(0, 90)))})
    return out


def gen(args):
    out = args[0]
    count = int(args[args.index("--count") + 1])
    through = None
    if "--through" in args:
        through = tuple(float(v) for v in args[args.index("--through") + 1].split(","))
    rng = random.Random(42)
    with open(out, "w") as f:
        f.write(json.dumps({"kind": "exportInfo", "exportDate": "2030-01-01T00:00:00+01:00"}) + "\n")
        for i in range(count):
            f.write(json.dumps(workout(i, rng, through), separators=(",", ":")) + "\n")
            if "--health" in args:
                for item in health(i, rng):
                    f.write(json.dumps(item, separators=(",", ":")) + "\n")


UNITS = {"m": 1, "km": 1000, "mi": 1609.344, "kcal": 1, "Cal": 1, "kJ": 1 / 4.184, "ft": 0.3048}
SPORT_NAMES = {"HKWorkoutActivityTypeRunning": "running", "HKWorkoutActivityTypeCycling": "cycling",
               "HKWorkoutActivityTypeWalking": "walking"}


def totals(args):
    per = {}
    for line in open(args[0]):
        o = json.loads(line)
        if o.get("kind") != "workout":
            continue
        sport = SPORT_NAMES[o["activityType"]]
        start = datetime.fromisoformat(o["start"])
        end = datetime.fromisoformat(o["end"])
        distance = sum(s["sum"] * UNITS[s["unit"]] for s in o["statistics"] if "Distance" in s["type"])
        energy = sum(s["sum"] * UNITS[s["unit"]] for s in o["statistics"] if "EnergyBurned" in s["type"])
        ascent = sum(v["quantity"]["value"] * UNITS[v["quantity"]["unit"]] for k, v in o.get("metadata", [])
                     if k == "HKElevationAscended")
        row = [1, distance, (end - start).total_seconds(), ascent, energy]
        for key in (sport, "all"):
            per[key] = [a + b for a, b in zip(per.get(key, [0] * 5), row)]
    print(json.dumps(per))


def decode(text):
    """The polyline text of one route: [(x, y) grid points]."""
    points = []
    for part in text.split(" "):
        values, i = [], 0
        while i < len(part):
            v, shift = 0, 0
            while True:
                b = ord(part[i]) - 63
                i += 1
                v |= (b & 31) << shift
                shift += 5
                if b < 32:
                    break
            values.append(~(v >> 1) if v & 1 else v >> 1)
        x = y = 0
        for k in range(0, len(values), 2):
            x += values[k]
            y += values[k + 1]
            points.append((x, y))
    return points


def routes(args):
    html = open(args[0], encoding="utf-8").read()
    start = html.index('<script type="application/json" id="data">') + len('<script type="application/json" id="data">')
    data = json.loads(html[start:html.index("</script>", start)])
    grid = 2 ** 24
    out = []
    for text in data["r"]:
        for x, y in decode(text) if text else []:
            lon = x / grid * 360 - 180
            lat = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / grid))))
            out.append([lat, lon])
    print(json.dumps({"routes": sum(1 for t in data["r"] if t), "points": out}))


if __name__ == "__main__":
    {"gen": gen, "totals": totals, "routes": routes}[sys.argv[1]](sys.argv[2:])
