#!/usr/bin/env python3
"""Value-level oracle for wkconv's TCX and GPX outputs, with readers that are not ours.

usage: tcxgpx_oracle.py MANIFEST.json
MANIFEST: [{"input": path, "format": "fit"|"tcx"|"gpx"|"health",
            "outputs": [{"output": path, "target": "tcx"|"gpx", "losses": {"<loss kind>": count}}]}, ...]
Each input is read once; inputs are spread over up to 4 worker processes.
Prints one JSON object: {"cases": [{"input", "target", "checked": {...}, "problems": [text...]}]}.
Exit 2 when a reader is missing.

Readers
  FIT input      fitdecode (lap and record messages)
  TCX            tcxreader (trackpoints), python-tcxparser (must open every Activity document: sport,
                 start, duration, calories, times, heart rate), and ElementTree for lap elements neither
                 reads (StartTime, TotalTimeSeconds, DistanceMeters, Calories, HR, MaximumSpeed)
  GPX            gpxpy (points and their TrackPointExtension / power extensions)
  health export  ElementTree (Workout attributes, WorkoutStatistics, lap WorkoutEvents)

Tolerances (what the formats can hold; anything beyond is a problem unless a loss of that kind was
reported):
  times          1 ms (TCX writes 0/3/6 fraction digits; GPX 3; FIT inputs are whole seconds or ms)
  coordinates    1e-7 degrees (FIT semicircles are 8.4e-8 degrees; TCX/GPX text of the same double)
  altitude       0.2 m for FIT inputs (scale 5), 1e-6 m otherwise
  lap timer      0.0005 s (FIT total_timer_time scale 1000), plus 1e-6 relative
  lap distance   0.005 m (FIT scale 100), 1e-6 relative
  Calories, HR   0.5 (integers in TCX; FIT uint8/uint16)
  max speed      0.0005 m/s (FIT scale 1000)
  export totals  0.5 kcal per lap (TCX Calories are integers), 1e-6 relative for distance
"""
import json
import math
import multiprocessing
import os
import sys
import xml.etree.ElementTree as ET
import zipfile
from datetime import datetime, timezone

try:
    import fitdecode
    import gpxpy
    import tcxparser
    from tcxreader.tcxreader import TCXReader
except ImportError as error:
    print(f"missing oracle: {error} (pip install fitdecode gpxpy tcxreader python-tcxparser)", file=sys.stderr)
    sys.exit(2)

TCX_NS = "{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}"
SEMICIRCLE = 180.0 / 2**31


def local(tag):
    return tag.rsplit("}", 1)[-1]


def epoch(value):
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.timestamp()


def lap(start=None, timer=None, distance=None, calories=None, avg_hr=None, max_hr=None, max_speed=None):
    return {"start": start, "timer": timer, "distance": distance, "calories": calories,
            "avg_hr": avg_hr, "max_hr": max_hr, "max_speed": max_speed}


def point(t, lat=None, lon=None, ele=None, hr=None, cad=None, power=None):
    return {"t": t, "lat": lat, "lon": lon, "ele": ele, "hr": hr, "cad": cad, "power": power}


# ---------------------------------------------------------------- readers of inputs


def read_fit(path):
    laps, points = [], []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.IGNORE) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue

            def get(*names):
                for name in names:
                    value = frame.get_value(name, fallback=None)
                    if value is not None:
                        return value
                return None

            if frame.name == "lap":
                laps.append(lap(epoch(get("start_time")), get("total_timer_time"), get("total_distance"),
                                get("total_calories"), get("avg_heart_rate"), get("max_heart_rate"),
                                get("enhanced_max_speed", "max_speed")))
            elif frame.name == "record":
                t = get("timestamp")
                if t is None:
                    continue
                lat, lon = get("position_lat"), get("position_long")
                if isinstance(lat, int) and isinstance(lon, int):
                    lat, lon = lat * SEMICIRCLE, lon * SEMICIRCLE
                else:
                    lat = lon = None
                cadence = get("cadence")
                if cadence is not None and get("fractional_cadence") is not None:
                    cadence += get("fractional_cadence")
                points.append(point(epoch(t), lat, lon, get("enhanced_altitude", "altitude"),
                                    get("heart_rate"), cadence, get("power")))
    return {"laps": laps, "points": points, "workouts": 1}


def number(element, name):
    child = element.find(TCX_NS + name)
    if child is None or child.text is None:
        return None
    return float(child.text)


def read_tcx_laps(path):
    """Lap elements of Activities (single-sport and multisport legs), with ElementTree."""
    laps = []
    root = ET.parse(path).getroot()
    activities = sum(1 for e in root.iter(TCX_NS + "Activity"))
    for element in root.iter():
        if local(element.tag) not in ("Lap", "Transition") or element.get("StartTime") is None:
            continue
        hr = element.find(TCX_NS + "AverageHeartRateBpm")
        mx = element.find(TCX_NS + "MaximumHeartRateBpm")
        laps.append(lap(epoch(element.get("StartTime")), number(element, "TotalTimeSeconds"),
                        number(element, "DistanceMeters"), number(element, "Calories"),
                        number(hr, "Value") if hr is not None else None,
                        number(mx, "Value") if mx is not None else None, number(element, "MaximumSpeed")))
    return laps, activities


def read_tcx_points_etree(root):
    """Trackpoints of MultiSportSession legs, which tcxreader does not read (Activities/Activity only)."""
    points = []
    for tp in root.iter(TCX_NS + "Trackpoint"):
        time = tp.find(TCX_NS + "Time")
        if time is None or time.text is None:
            continue
        position = tp.find(TCX_NS + "Position")
        lat = number(position, "LatitudeDegrees") if position is not None else None
        lon = number(position, "LongitudeDegrees") if position is not None else None
        hr = tp.find(TCX_NS + "HeartRateBpm")
        cadence = number(tp, "Cadence")
        watts = None
        for e in tp.iter():
            if local(e.tag) == "RunCadence" and cadence is None:
                cadence = float(e.text)
            elif local(e.tag) == "Watts":
                watts = float(e.text)
        points.append(point(epoch(time.text), lat, lon, number(tp, "AltitudeMeters"),
                            number(hr, "Value") if hr is not None else None, cadence, watts))
    return points


def read_tcx(path):
    laps, activities = read_tcx_laps(path)
    root = ET.parse(path).getroot()
    if root.find(f"{TCX_NS}Activities/{TCX_NS}MultiSportSession") is not None:
        return {"laps": laps, "points": read_tcx_points_etree(root), "workouts": activities}
    exercise = TCXReader().read(path, only_gps=False)
    points = []
    for tp in exercise.trackpoints:
        if tp.time is None:
            continue
        ext = tp.tpx_ext or {}
        cadence = tp.cadence if tp.cadence is not None else ext.get("RunCadence")
        points.append(point(epoch(tp.time), tp.latitude, tp.longitude, tp.elevation, tp.hr_value, cadence,
                            ext.get("Watts")))
    return {"laps": laps, "points": points, "workouts": activities}


def extension_values(extensions):
    values = {}
    for ext in extensions or []:
        for e in ext.iter():
            name = local(e.tag).lower()
            if e.text and e.text.strip():
                try:
                    values[name] = float(e.text)
                except ValueError:
                    pass
    return values


def read_gpx(path):
    with open(path, encoding="utf-8") as f:
        gpx = gpxpy.parse(f)
    points = []
    for track in gpx.tracks:
        for segment in track.segments:
            for p in segment.points:
                if p.time is None:
                    continue
                ext = extension_values(p.extensions)
                power = ext.get("power", ext.get("powerinwatts"))
                points.append(point(epoch(p.time), p.latitude, p.longitude, p.elevation, ext.get("hr"),
                                    ext.get("cad"), power))
    return {"laps": [], "points": points, "workouts": len(gpx.tracks)}


# HealthKit's mile is 1609.34 m (HKUnit.mile()), not the international 1609.344 m.
UNITS = {"m": 1.0, "km": 1000.0, "mi": 1609.34, "ft": 0.3048, "yd": 0.9144, "cm": 0.01,
         "kcal": 1.0, "Cal": 1.0, "kJ": 1 / 4.184, "J": 1 / 4184, "cal": 0.001}


def read_health(path):
    """Workouts of an export: totals from attributes (pre-iOS 16) or WorkoutStatistics (iOS 16+)."""
    if path.endswith(".zip"):
        with zipfile.ZipFile(path) as z:
            name = next(n for n in z.namelist() if n.endswith("export.xml") and "cda" not in n)
            root = ET.fromstring(z.read(name))
    else:
        root = ET.parse(path).getroot()
    workouts = []
    for w in root.iter("Workout"):
        distance = energy = None
        if w.get("totalDistance") is not None:
            distance = float(w.get("totalDistance")) * UNITS.get(w.get("totalDistanceUnit", "m"), math.nan)
        if w.get("totalEnergyBurned") is not None:
            energy = float(w.get("totalEnergyBurned")) * UNITS.get(w.get("totalEnergyBurnedUnit", "kcal"),
                                                                    math.nan)
        for s in w.iter("WorkoutStatistics"):
            kind, total = s.get("type", ""), s.get("sum")
            if total is None:
                continue
            if kind.startswith("HKQuantityTypeIdentifierDistance"):
                distance = float(total) * UNITS.get(s.get("unit", "m"), math.nan)
            elif kind == "HKQuantityTypeIdentifierActiveEnergyBurned":
                energy = float(total) * UNITS.get(s.get("unit", "kcal"), math.nan)
        laps = sum(1 for e in w.iter("WorkoutEvent") if e.get("type") == "HKWorkoutEventTypeLap")
        start = w.get("startDate")
        workouts.append({"start": datetime.strptime(start, "%Y-%m-%d %H:%M:%S %z").timestamp() if start else None,
                         "distance": distance, "energy": energy, "laps": laps})
    return {"laps": [], "points": [], "workouts": len(workouts), "health": workouts}


READERS = {"fit": read_fit, "tcx": read_tcx, "gpx": read_gpx, "health": read_health}


# ---------------------------------------------------------------- comparison


class Case:
    def __init__(self, entry):
        self.entry = entry
        self.losses = entry.get("losses", {})
        self.problems = []
        self.checked = {}

    def lost(self, *words):
        """Count of the reported losses whose kind mentions one of `words` (None when none)."""
        found = [c for k, c in self.losses.items() if any(w in k.lower() for w in words)]
        return sum(found) if found else None

    def problem(self, text, *loss_words):
        if loss_words and self.lost(*loss_words) is not None:
            return
        self.problems.append(text)

    def count(self, key, n=1):
        self.checked[key] = self.checked.get(key, 0) + n


def close(a, b, absolute, relative=1e-6):
    return abs(a - b) <= absolute + relative * max(abs(a), abs(b))


LAP_FIELDS = [  # name, absolute tolerance, loss words that explain a difference
    ("timer", 0.0005, ("lap", "timer")),
    ("distance", 0.005, ("lap", "distance")),
    ("calories", 0.5, ("lap", "calories", "energy")),
    ("avg_hr", 0.5, ("lap", "heart rate")),
    ("max_hr", 0.5, ("lap", "heart rate")),
    ("max_speed", 0.0005, ("lap", "speed")),
]


def compare_laps(case, source, laps):
    if not source["laps"]:
        return
    if len(laps) != len(source["laps"]):
        case.problem(f"laps: {len(source['laps'])} in the input, {len(laps)} written", "lap")
        return
    for i, (a, b) in enumerate(zip(source["laps"], laps)):
        case.count("laps")
        if a["start"] is not None and (b["start"] is None or abs(a["start"] - b["start"]) > 0.001):
            case.problem(f"lap {i} start {a['start']} written {b['start']}", "lap start")
        if a["timer"] is not None and b["timer"] is not None and b["timer"] > 0 and a["timer"] > 0:
            pass
        for name, tolerance, words in LAP_FIELDS:
            x, y = a[name], b[name]
            if x is None:
                continue  # the writer may add a total computed from the points: extra, not a change
            if name in ("distance", "calories") and x == 0 and case.entry["format"] == "tcx":
                continue  # TCX writers put 0 for "not recorded"
            if y is None:
                case.problem(f"lap {i} {name}: {x} not written", *words)
            elif not close(float(x), float(y), tolerance):
                case.problem(f"lap {i} {name}: {x} written as {y}", *words)
            else:
                case.count("lap " + name)


def compare_points(case, source, points, target):
    if not source["points"]:
        return
    by_time = {}
    for p in points:
        by_time.setdefault(round(p["t"] * 1000), []).append(p)
    fit = case.entry["format"] == "fit"
    missing = {}
    for p in source["points"]:
        if target == "gpx" and p["lat"] is None:
            continue  # GPX points need a position (values without one are a reported loss)
        key = round(p["t"] * 1000)
        candidates = by_time.get(key) or by_time.get(key - 1) or by_time.get(key + 1)
        bare = all(p[name] is None for name in ("lat", "lon", "ele", "hr", "cad", "power"))
        if not candidates and bare:
            # A point with nothing but a time: a FIT record with only a timestamp holds no measurement;
            # a TCX reader that drops time-only trackpoints must say so.
            if fit:
                case.count("time-only records")
            else:
                missing["time-only points"] = missing.get("time-only points", 0) + 1
            continue
        if not candidates:
            missing["points"] = missing.get("points", 0) + 1
            continue
        case.count("points")
        for name, tolerance in (("lat", 1e-7), ("lon", 1e-7), ("ele", 0.2 if fit else 1e-6), ("hr", 0.5),
                                ("cad", 0.5), ("power", 0.5)):
            x = p[name]
            if x is None:
                continue
            if not any(c[name] is not None and close(float(x), float(c[name]), tolerance) for c in candidates):
                missing[name] = missing.get(name, 0) + 1
            else:
                case.count("point " + name)
    words = {"points": ("point", "record", "sample"), "time-only points": ("time-only",), "lat": ("point", "location", "position"),
             "lon": ("point", "location", "position"), "ele": ("altitude", "elevation", "point"),
             "hr": ("heart", "point"), "cad": ("cadence", "point"), "power": ("power", "point")}
    for name, n in missing.items():
        case.problem(f"{n} input {name} values not found in the output", *words[name])


def compare_health(case, source, written):
    workouts = source["health"]
    if written["workouts"] < len(workouts):
        case.problem(f"{len(workouts)} workouts, {written['workouts']} written", "workout")
    if case.entry["target"] != "tcx":
        return
    # TCX laps of each written Activity, grouped by the activity's start (= the workout's start).
    laps = written["laps"]
    starts = sorted(w["start"] for w in workouts)
    for w in workouts:
        later = [s for s in starts if s > w["start"]]
        end = later[0] if later else math.inf
        mine = [lp for lp in laps if lp["start"] is not None and w["start"] - 1 <= lp["start"] < end - 1]
        if not mine:
            continue
        for name, key, tolerance in (("distance", "distance", 1e-3), ("energy", "calories", 0.5 * len(mine))):
            if w[name] is None:
                continue
            total = sum(lp[key] or 0 for lp in mine)
            if not close(w[name], total, tolerance):
                case.problem(f"workout at {w['start']}: {name} {w[name]}, laps sum to {total}",
                             "lap statistics")
            else:
                case.count("workout " + name)


def open_with_tcxparser(case, path):
    """python-tcxparser must open every Activity document we write and agree on its sums."""
    root = ET.parse(path).getroot()
    if root.find(f"{TCX_NS}Activities/{TCX_NS}Activity") is None:
        return  # python-tcxparser reads Activities/Activity only (courses, multisport: not its documents)
    parser = tcxparser.TCXParser(path)
    parser.activity_type
    parser.started_at
    times = parser.time_objects()
    case.count("tcxparser times", len(times))
    laps, _ = read_tcx_laps(path)
    first = root.find(f"{TCX_NS}Activities/{TCX_NS}Activity")
    own = [lap for lap in first.findall(TCX_NS + "Lap")]
    duration = sum(float(lap.find(TCX_NS + "TotalTimeSeconds").text) for lap in own)
    if not close(parser.duration, duration, 1e-6):
        case.problem(f"python-tcxparser duration {parser.duration} != {duration}")
    parser.calories
    parser.hr_values()


def check(entry, output, source):
    case = Case(dict(entry, **output))
    try:
        if output["target"] == "tcx":
            written = read_tcx(output["output"])
            open_with_tcxparser(case, output["output"])
        else:
            written = read_gpx(output["output"])
    except Exception as error:
        case.problems.append(f"output does not open: {type(error).__name__}: {error}"[:400])
        return case
    if source is None:
        return case
    if entry["format"] == "health":
        compare_health(case, source, written)
        return case
    if output["target"] == "tcx":
        compare_laps(case, source, written["laps"])
    elif len(source["laps"]) > 1 and case.lost("lap") is None:
        case.problem(f"{len(source['laps'])} laps, GPX has none, and no loss reported")
    compare_points(case, source, written["points"], output["target"])
    return case


def run(entry):
    """Reads one input once and checks each of its outputs."""
    try:
        source = READERS[entry["format"]](entry["input"])
        unreadable = None
    except Exception as error:  # an input the independent reader refuses is not ours to judge
        source, unreadable = None, f"{type(error).__name__}: {error}"[:200]
    results = []
    for output in entry["outputs"]:
        case = check(entry, output, source)
        if unreadable:
            case.checked["input unreadable"] = unreadable
        results.append({"input": entry["input"], "target": output["target"], "checked": case.checked,
                        "problems": case.problems[:10]})
    return results


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        manifest = json.load(f)
    # Largest inputs first, spread over the cores (each worker reads an input once for both targets).
    manifest.sort(key=lambda e: -os.path.getsize(e["input"]))
    # spawn, not fork: a forked child can inherit a lock another thread of this process held.
    context = multiprocessing.get_context("spawn")
    with context.Pool(max(1, min(4, os.cpu_count() or 1))) as pool:
        results = pool.map_async(run, manifest, chunksize=1).get(timeout=1800)
    json.dump({"cases": [c for r in results for c in r]}, sys.stdout)


if __name__ == "__main__":
    main()
