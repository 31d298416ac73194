#!/usr/bin/env python3
"""operation_totals_oracle.py < cases.json — lap and session totals of FIT outputs after an operation, batched.

stdin: [{"name": ..., "source": path.fit or null, "output": path.fit, "changed": ["heart_rate", ...],
         "parts": [the FIT files a `join` output was joined from], "shift": seconds the output was moved by,
         "calories_from_laps": true (only that check, for a TCX source)}, ...]
stdout: {name: {"checked": N, "kept": N, "computed": N, "differences": [...]}}

Each output is read with fitdecode (laps, sessions, records, timer events) and cross-read with Garmin's
garmin-fit-sdk (lap and session counts must agree). Every lap and session total must either
  * equal the source's recorded total, when the source (read the same way) has a lap or session with the same
    start_time and total_elapsed_time (within 1 s) and the total's channel is not in "changed" — for a session
    whose laps are all such laps, their sums (distance, calories), timer-weighted means (avg_*) and maxima; or
  * equal the same total computed here from the output's own records in the lap's span:
    start_time <= t < start_time + total_elapsed_time (t <= end for a session and for a session's last lap):
      avg/max_heart_rate, avg/max_cadence, avg/max_power: mean / max of the records' values (tolerance 1, one
        step of the stored integer plus the writer's rounding);
      total_distance: the record distance at the last record in the span minus the one at the last record
        before it (0 when none): 0.05 m + 0.1 % (cm steps, float sums);
      enhanced_avg_speed: total_distance / total_timer_time (0.002 m/s); enhanced_max_speed: max record speed
        (0.002 m/s);
      total_ascent/total_descent: gpxpy's own calculate_uphill_downhill over the records' altitudes in the span,
        one run per stretch between timer stops (1 m: the stored integer metre plus rounding);
      normalized_power: the records' power held each second to the next record (at most 60 s, nothing across a
        timer stop), 30 s rolling mean, fourth-power mean, fourth root (2 W + 1 %);
      a session's total_distance/total_ascent/total_descent: also the sum of its laps' when every lap has one,
        or, for a joined session, the sum of the joined parts' sessions;
      a session's total_calories: the sum of its laps' when every lap has one (1 kcal per lap); else, for a lap
        or session inside a source one, the source's total_calories times the share of its elapsed time
        that remains (1 kcal: whole kilocalories).
A total the output leaves out is not compared (dropping it is allowed and reported by wkconv).

operation_totals_oracle.py --course-points A.fit B.fit …: each file's course_point messages (name, type,
latitude in degrees, distance), as a JSON list per file.
"""
import datetime
import json
import sys
import warnings

warnings.filterwarnings("ignore")

import fitdecode
from garmin_fit_sdk import Decoder, Stream
from gpxpy.geo import calculate_uphill_downhill


def ts(v):
    if isinstance(v, datetime.datetime):
        return v.replace(tzinfo=datetime.timezone.utc).timestamp() if v.tzinfo is None else v.timestamp()
    return v


def read(path):
    laps, sessions, records, stops = [], [], [], []
    with fitdecode.FitReader(path) as r:
        for f in r:
            if not isinstance(f, fitdecode.FitDataMessage):
                continue
            values = {x.name: ts(x.value) for x in f.fields if x.value is not None}
            if f.name == "lap":
                laps.append(values)
            elif f.name == "session":
                sessions.append(values)
            elif f.name == "record" and "timestamp" in values:
                records.append(values)
            elif f.name == "event" and values.get("event") == "timer" and values.get("event_type") in (
                    "stop", "stop_all", "start"):
                stops.append((values["timestamp"], values["event_type"]))
    records.sort(key=lambda v: v["timestamp"])
    messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=False)
    sdk = (len(messages.get("lap_mesgs", [])), len(messages.get("session_mesgs", [])))
    return laps, sessions, records, stops, sdk


def shifted(file, seconds):
    """A file read by `read` with every instant moved by `seconds` (a `--shift` source)."""
    if not seconds:
        return file
    laps, sessions, records, stops, sdk = file

    def move(rows):
        return [{k: (v + seconds if k in ("start_time", "timestamp") else v) for k, v in r.items()} for r in rows]
    return move(laps), move(sessions), move(records), [(t + seconds, kind) for t, kind in stops], sdk


def speed(r):
    return r.get("enhanced_speed", r.get("speed"))


def normalized_power(rows, stops):
    paused = [t for t, kind in stops if kind != "start"]
    seconds = []
    for a, b in zip(rows, rows[1:]):
        ta, tb = a["timestamp"], b["timestamp"]
        if tb <= ta or tb - ta > 60 or any(ta <= p < tb for p in paused):
            continue
        seconds += [a["power"]] * max(1, round(tb - ta))
    if len(seconds) < 30:
        return None
    window = sum(seconds[:30])
    total, n = (window / 30) ** 4, 1
    for i in range(30, len(seconds)):
        window += seconds[i] - seconds[i - 30]
        total += (window / 30) ** 4
        n += 1
    return (total / n) ** 0.25


def computed(span, records, stops, start, end, closed):
    inside = [r for r in records if start <= r["timestamp"] < end or (closed and r["timestamp"] == end)]
    before = [r for r in records if r["timestamp"] < start and "distance" in r]
    out = {}
    for channel, name in (("heart_rate", "heart_rate"), ("cadence", "cadence"), ("power", "power")):
        vals = [r[channel] for r in inside if channel in r]
        if vals:
            out["avg_" + name] = sum(vals) / len(vals)
            out["max_" + name] = max(vals)
    dist = [r["distance"] for r in inside if "distance" in r]
    if dist:
        out["total_distance"] = dist[-1] - (before[-1]["distance"] if before else 0)
    elif any("distance" in r for r in records):
        out["total_distance"] = 0.0
    speeds = [speed(r) for r in inside if speed(r) is not None]
    if speeds:
        out["enhanced_max_speed"] = max(speeds)
    if span.get("total_distance") is not None and span.get("total_timer_time"):
        out["enhanced_avg_speed"] = span["total_distance"] / span["total_timer_time"]
    # Ascent and descent: gpxpy's rule on each stretch of altitudes between timer stops.
    paused = [t for t, kind in stops if kind != "start"]
    stretches, current, last = [], [], None
    for r in inside:
        altitude = r.get("enhanced_altitude", r.get("altitude"))
        if altitude is None:
            continue
        if last is not None and any(last < p <= r["timestamp"] for p in paused):
            stretches.append(current)
            current = []
        current.append(altitude)
        last = r["timestamp"]
    stretches.append(current)
    if any(stretches):
        ups = [calculate_uphill_downhill(x) for x in stretches if x]
        out["total_ascent"] = sum(u for u, _ in ups)
        out["total_descent"] = sum(d for _, d in ups)
    powered = [r for r in inside if "power" in r]
    np_ = normalized_power(powered, stops)
    if np_ is not None:
        out["normalized_power"] = np_
    return out


TOLERANCE = {
    "avg_heart_rate": (1, 0), "max_heart_rate": (1, 0), "avg_cadence": (1, 0), "max_cadence": (1, 0),
    "avg_power": (1, 0), "max_power": (1, 0), "total_distance": (0.05, 0.001),
    "enhanced_avg_speed": (0.002, 0), "enhanced_max_speed": (0.002, 0), "normalized_power": (2, 0.01),
    "total_calories": (1, 0), "total_ascent": (1, 0), "total_descent": (1, 0),
}
CHANNEL = {"avg_heart_rate": "heart_rate", "max_heart_rate": "heart_rate", "avg_power": "power",
           "max_power": "power", "normalized_power": "power", "avg_cadence": "cadence", "max_cadence": "cadence",
           "total_ascent": "altitude", "total_descent": "altitude"}


def close(a, b, key, extra=0):
    absolute, relative = TOLERANCE[key]
    return abs(a - b) <= absolute + extra + relative * abs(b)


SOURCES = {}


def check(case):
    laps, sessions, records, stops, sdk = read(case["output"])
    shift = case.get("shift", 0)
    key = (case.get("source"), shift)
    if case.get("source") and key not in SOURCES:
        SOURCES[key] = shifted(read(case["source"]), shift)
    src = SOURCES[key] if case.get("source") else ([], [], [], [], (0, 0))
    parts = [read(p) for p in case.get("parts", [])]
    changed = case.get("changed", [])
    changed = set([changed] if isinstance(changed, str) else changed)
    result = {"checked": 0, "kept": 0, "computed": 0, "differences": []}
    if sdk != (len(laps), len(sessions)):
        result["differences"].append(f"garmin-fit-sdk reads {sdk} laps/sessions, fitdecode {len(laps), len(sessions)}")

    def same_span(a, candidates):
        for c in candidates:
            if abs(c.get("start_time", -1) - a.get("start_time", -2)) <= 1 and abs(
                    c.get("total_elapsed_time", -1) - a.get("total_elapsed_time", -2)) <= 1:
                return c
        return None

    def compare(kind, i, span, closed, sources, lap_list):
        start = span["start_time"]
        end = start + span.get("total_elapsed_time", 0)
        mine = computed(span, records, stops, start, end, closed)
        # A session's summed totals may also be its laps' sum (a joined session is assembled from its parts'
        # laps; a device's own session total can differ from its laps' by its rounding).
        laps_sum = {}
        if kind == "session":
            own = [l for l in lap_list if start - 1 <= l["start_time"] < end]
            if own and all(l.get("total_calories") is not None for l in own):
                mine["total_calories"] = sum(l["total_calories"] for l in own)
            for key in ("total_distance", "total_ascent", "total_descent"):
                if own and all(l.get(key) is not None for l in own):
                    laps_sum[key] = sum(l[key] for l in own)
                # A joined session: the sum of the joined parts' sessions (each part's own total).
                part_values = [p[1][0].get(key) if p[1] else None for p in parts]
                if parts and all(v is not None for v in part_values):
                    laps_sum.setdefault(key, sum(part_values))
        recorded = same_span(span, sources)
        # Energy of a cut lap or session: the share of its recorded total that its remaining time is.
        container = [c for c in sources if c.get("start_time", 1e18) - 1 <= start
                     and end <= c["start_time"] + c.get("total_elapsed_time", 0) + 1
                     and c.get("total_calories") is not None and c.get("total_elapsed_time")]
        if recorded is None and container:
            c = container[0]
            mine.setdefault("total_calories", c["total_calories"] * span.get("total_elapsed_time", 0)
                            / c["total_elapsed_time"])
        if kind == "session" and recorded is None:
            # A session of whole laps kept as recorded takes their sums, timer-weighted means and maxima.
            own = [l for l in lap_list if start - 1 <= l["start_time"] < end]
            whole = [same_span(l, src[0]) for l in own]
            if own and all(w is not None for w in whole):
                recorded = {}
                weights = [l.get("total_timer_time", 0) for l in own]
                for key in TOLERANCE:
                    vals = [l.get(key) for l in own]
                    if any(v is None for v in vals):
                        continue
                    if key.startswith("max_") or key == "enhanced_max_speed":
                        recorded[key] = max(vals)
                    elif key in ("total_distance", "total_calories", "total_ascent", "total_descent"):
                        recorded[key] = sum(vals)
                    elif (key.startswith("avg_") or key == "enhanced_avg_speed") and sum(weights) > 0:
                        recorded[key] = sum(v * w for v, w in zip(vals, weights)) / sum(weights)
        for key in TOLERANCE:
            value = span.get(key)
            if key == "enhanced_avg_speed" and value is None:
                value = span.get("avg_speed")
            if key == "enhanced_max_speed" and value is None:
                value = span.get("max_speed")
            if value is None:
                continue
            result["checked"] += 1
            if recorded is not None and CHANNEL.get(key) not in changed and recorded.get(key) is not None \
                    and (key != "enhanced_avg_speed" or recorded.get("enhanced_avg_speed") is not None):
                if close(value, recorded[key], key):
                    result["kept"] += 1
                    continue
            if key in laps_sum and close(value, laps_sum[key], key):
                result["computed"] += 1
                continue
            if key in mine:
                extra = 0.5 * len([l for l in lap_list if start <= l["start_time"] < end]) if key == "total_calories" else 0
                if close(value, mine[key], key, extra):
                    result["computed"] += 1
                    continue
                result["differences"].append(f"{kind} {i} {key}: {value} vs {mine[key]} from the records"
                                             + (f", recorded {recorded.get(key)}" if recorded else ""))
            elif recorded is not None and recorded.get(key) is not None:
                result["differences"].append(f"{kind} {i} {key}: {value} vs recorded {recorded.get(key)}")
            else:
                result["differences"].append(f"{kind} {i} {key}: {value} neither recorded nor computable")

    if case.get("calories_from_laps"):
        # A source without session totals (TCX): the session's total_calories is the sum of the laps that
        # have one (1 kcal per lap), and present whenever a lap has one.
        for s in sessions:
            end = s["start_time"] + s.get("total_elapsed_time", 0)
            own = [l["total_calories"] for l in laps if s["start_time"] - 1 <= l["start_time"] < end
                   and l.get("total_calories") is not None]
            if own:
                result["checked"] += 1
                total = s.get("total_calories")
                if total is None or abs(total - sum(own)) > len(own):
                    result["differences"].append(f"session total_calories {total} vs laps {sum(own)}")
                else:
                    result["computed"] += 1
        return result
    for s_i, s in enumerate(sessions):
        s_start = s["start_time"]
        s_end = s_start + s.get("total_elapsed_time", 0)
        own = [l for l in laps if s_start - 1 <= l["start_time"] <= s_end]
        for n, lap in enumerate(own):
            compare("lap", laps.index(lap), lap, n == len(own) - 1, src[0], laps)
        compare("session", s_i, s, True, src[1], laps)
    return result


def course_points(path):
    """course_point messages as fitdecode reads them: name, type, position (degrees), distance."""
    out = []
    with fitdecode.FitReader(path) as r:
        for f in r:
            if isinstance(f, fitdecode.FitDataMessage) and f.name == "course_point":
                v = {x.name: x.value for x in f.fields if x.value is not None}
                out.append({"name": v.get("name"), "type": v.get("type"),
                            "lat": v["position_lat"] * 180 / 2 ** 31 if "position_lat" in v else None,
                            "distance": v.get("distance")})
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["--course-points"]:
        print(json.dumps([course_points(p) for p in sys.argv[2:]]))
        sys.exit(0)
    cases = json.load(sys.stdin)
    print(json.dumps({c["name"]: check(c) for c in cases}, indent=1))
