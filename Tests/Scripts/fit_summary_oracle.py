#!/usr/bin/env python3
"""fit_summary_oracle.py < pairs.json — value-level FIT oracle, batched (one process for every file).

stdin: [{"name": ..., "input": path or null, "input_format": "fit"|"tcx"|"gpx"|..., "output": path.fit}, ...]
stdout: {"files": {name: {"differences": [...], "identities": [...], "counts": {...}, "readers": [...]}}}

Every FIT file is read by two independent readers: fitdecode and Garmin's garmin-fit-sdk (Decoder, no HR merge).
For a FIT input (FIT -> FIT), input and output are compared:
  * message counts by name (fitdecode), every message fitdecode reads;
  * every field of every lap and session, value by value (both readers), and the summary fields listed below;
  * every field of every record, value by value (fitdecode); a fractional_cadence of 0 equals none.
For a TCX input (TCX -> FIT), each TCX <Lap>'s totals as ElementTree reads them (tcxreader drops laps without
trackpoints) are compared with the FIT laps: distance, calories, timer (TotalTimeSeconds).
For every output, the identities: lap timer <= lap elapsed (where the input agrees), sum of lap distances /
calories = session total (where the input agrees or has no session), every lap within its session, every
session within the activity (first start .. activity timestamp).

Tolerances, from what FIT can hold (profile scale factors; values are stored as integers raw = value * scale):
  * times (start_time, timestamp): exact — FIT date_time is whole seconds on both sides;
  * a scaled field: 0.5 / scale (one rounding step of the stored integer), e.g. total_distance (scale 100)
    0.005 m, total_elapsed_time (scale 1000) 0.0005 s, enhanced_avg_speed (scale 1000) 0.0005 m/s,
    position (semicircles, scale 1) exact; a float field: relative 1e-6 (float32 round trip);
  * sums of laps vs session: 0.01 m per lap for distance (each lap's own rounding), 1 kcal per lap for energy.
"""
import datetime
import json
import math
import sys
import warnings

warnings.filterwarnings("ignore")

import fitdecode
from garmin_fit_sdk import Decoder, Stream, Profile

SUMMARY = ["start_time", "timestamp", "total_elapsed_time", "total_timer_time", "total_distance", "total_calories",
           "avg_heart_rate", "max_heart_rate", "avg_power", "max_power", "avg_cadence", "max_cadence",
           "enhanced_avg_speed", "enhanced_max_speed", "total_ascent", "total_descent", "sport", "sub_sport"]
# Messages the writer rebuilds from the model instead of copying: developer_data_id / field_description (it
# declares the developer fields it writes, under its own application id) and file_creator (written from the
# source's software version). Their counts may differ; their content is the model's (checked elsewhere).
REBUILT = {"developer_data_id", "field_description", "file_creator"}
# hrv messages are regrouped (up to 5 R-R intervals each): the intervals are compared, not the message count.
REGROUPED = {"hrv"}
FIT_EPOCH = datetime.datetime(1989, 12, 31, tzinfo=datetime.timezone.utc)


def norm(v):
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None:
            v = v.replace(tzinfo=datetime.timezone.utc)
        return (v - FIT_EPOCH).total_seconds()
    if isinstance(v, (tuple, list)):
        return [norm(x) for x in v]
    if isinstance(v, bytes):
        return v.hex()
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def read_fitdecode(path):
    counts, laps, sessions, records, activity, hrv = {}, [], [], [], None, []
    scales = {}
    try:
        with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                                 error_handling=fitdecode.ErrorHandling.WARN) as fr:
            for frame in fr:
                if not isinstance(frame, fitdecode.FitDataMessage):
                    continue
                counts[frame.name] = counts.get(frame.name, 0) + 1
                if frame.name == "hrv":
                    v = frame.get_value("time", fallback=None)
                    hrv.extend(x for x in (v if isinstance(v, (tuple, list)) else [v]) if x is not None)
                if frame.name in ("lap", "session", "record", "activity"):
                    d = {}
                    for f in frame.fields:
                        # An array whose every element is invalid holds no value (our decoder leaves it out).
                        if f.value is None or f.name.startswith("unknown") or (
                                isinstance(f.value, (tuple, list)) and all(x is None for x in f.value)):
                            continue
                        d.setdefault(f.name, norm(f.value))
                        if f.field_def is not None and f.field is not None:
                            scale = getattr(f.field, "scale", None)
                            base = f.field_def.base_type.name if f.field_def.base_type else ""
                            scales[(frame.name, f.name)] = (scale if isinstance(scale, (int, float)) else 1,
                                                            "float" in base)
                    {"lap": laps, "session": sessions, "record": records}.get(frame.name, []).append(d)
                    if frame.name == "activity":
                        activity = d
    except Exception as e:  # a damaged file: what came before counts
        counts["#error"] = 1
    return {"counts": counts, "laps": laps, "sessions": sessions, "records": records, "activity": activity,
            "scales": scales, "hrv": hrv}


def read_sdk(path):
    stream = Stream.from_file(path)
    decoder = Decoder(stream)
    messages, errors = decoder.read(apply_scale_and_offset=True, convert_datetimes_to_dates=False,
                                    convert_types_to_strings=True, enable_crc_check=False,
                                    expand_sub_fields=True, expand_components=True, merge_heart_rates=False)

    def clean(ms):
        return [{k: norm(v) for k, v in m.items() if isinstance(k, str) and v is not None} for m in ms]

    return {"laps": clean(messages.get("lap_mesgs", [])), "sessions": clean(messages.get("session_mesgs", [])),
            "errors": [str(e) for e in errors]}


def close(a, b, scale=1, is_float=False):
    if a == b:
        return True
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        if is_float:
            return abs(a - b) <= 1e-6 * max(1.0, abs(a))
        return abs(a - b) <= 0.5 / (scale or 1) + 1e-9
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return all(close(x, y, scale, is_float) for x, y in zip(a, b))
    return False


def compare_messages(kind, ins, outs, scales, reader, diffs, fields=None):
    if len(ins) != len(outs):
        diffs.append(f"{reader} {kind} count {len(ins)} -> {len(outs)}")
        return
    for i, (a, b) in enumerate(zip(ins, outs)):
        for k in (fields or a.keys()):
            if k not in a or k in ("message_index",):
                continue
            scale, is_float = scales.get((kind, k), (1, False))
            if k not in b:
                diffs.append(f"{reader} {kind}[{i}].{k} {a[k]!r} -> missing")
            elif not close(a[k], b[k], scale, is_float):
                diffs.append(f"{reader} {kind}[{i}].{k} {a[k]!r} -> {b[k]!r}")


def compare_records(ins, outs, scales, diffs):
    if len(ins) != len(outs):
        diffs.append(f"fitdecode record count {len(ins)} -> {len(outs)}")
    n = 0
    for i, (a, b) in enumerate(zip(ins, outs)):
        for k, v in a.items():
            # A fractional_cadence of 0 and none are the same cadence (cadence + fractional_cadence).
            if k == "fractional_cadence" and v == 0 and k not in b:
                continue
            scale, is_float = scales.get(("record", k), (1, False))
            if k not in b or not close(v, b[k], scale, is_float):
                diffs.append(f"fitdecode record[{i}].{k} {v!r} -> {b.get(k)!r}")
                n += 1
                if n >= 5:
                    return


def identities(out, source):
    """Identities of the output; `source` is the input's fitdecode reading (FIT inputs) or None."""
    found = []
    src_laps = source["laps"] if source else None
    for i, lap in enumerate(out["laps"]):
        t, e = lap.get("total_timer_time"), lap.get("total_elapsed_time")
        if t is not None and e is not None and t > e + 0.0005:
            agreed = src_laps is None or i >= len(src_laps) or not (
                (src_laps[i].get("total_timer_time") or 0) > (src_laps[i].get("total_elapsed_time") or 0))
            if agreed:
                found.append(f"lap[{i}] timer {t} > elapsed {e}")
    sessions = out["sessions"]
    for si, s in enumerate(sessions):
        start = s.get("start_time")
        end = start + s.get("total_elapsed_time", 0) if start is not None else None
        first = s.get("first_lap_index", 0)
        n = s.get("num_laps")
        laps = out["laps"][first:first + n] if n is not None else []
        def outside(lap, start, end):
            ls = lap.get("start_time")
            return ls is not None and start is not None and (ls < start - 1 or ls + lap.get("total_elapsed_time", 0) > end + 1)

        for j, lap in enumerate(laps):
            ls = lap.get("start_time")
            i = first + j
            if source and si < len(source["sessions"]) and i < len(source["laps"]):  # where the source agrees
                ss = source["sessions"][si]
                if ss.get("start_time") is not None and outside(
                        source["laps"][i], ss["start_time"], ss["start_time"] + ss.get("total_elapsed_time", 0)):
                    continue
            if outside(lap, start, end):
                found.append(f"session[{si}] lap[{first + j}] {ls}..+{lap.get('total_elapsed_time')} outside {start}..{end}")
        for key, per_lap in (("total_distance", 0.01), ("total_calories", 1)):
            if key not in s or not laps or any(key not in l for l in laps):
                continue
            total = sum(l[key] for l in laps)
            agreed = True
            if source and si < len(source["sessions"]):
                ss = source["sessions"][si]
                sf = ss.get("first_lap_index", 0)
                sl = source["laps"][sf:sf + ss.get("num_laps", 0)]
                agreed = key in ss and sl and all(key in l for l in sl) and \
                    abs(sum(l[key] for l in sl) - ss[key]) <= per_lap * len(sl) + 1e-9
            if agreed and abs(total - s[key]) > per_lap * len(laps) + 1e-9:
                found.append(f"session[{si}] {key} {s[key]} != sum of laps {round(total, 3)}")
    act = out["activity"]
    if act and act.get("timestamp") is not None:
        for si, s in enumerate(sessions):
            if s.get("start_time") is not None and s["start_time"] + s.get("total_elapsed_time", 0) > act["timestamp"] + 1:
                found.append(f"session[{si}] ends after the activity timestamp")
    return found


def tcx_laps(path):
    """Every <Lap> of a TCX file in document order, read with ElementTree (tcxreader drops laps without
    trackpoints): DistanceMeters, Calories, TotalTimeSeconds (the timer time)."""
    import xml.etree.ElementTree as ET
    laps = []
    for element in ET.parse(path).getroot().iter():
        if not element.tag.endswith("}Lap"):
            continue
        values = {}
        for child in element:
            name = child.tag.rsplit("}", 1)[-1]
            if name in ("DistanceMeters", "Calories", "TotalTimeSeconds") and child.text:
                values[name] = float(child.text)
        laps.append({"distance": values.get("DistanceMeters"), "calories": values.get("Calories"),
                     "timer": values.get("TotalTimeSeconds")})
    return laps


def main():
    pairs = json.load(sys.stdin)
    result = {}
    for p in pairs:
        diffs, readers = [], []
        out = read_fitdecode(p["output"])
        out_sdk = read_sdk(p["output"])
        if out_sdk["errors"]:
            diffs.append("garmin-fit-sdk errors on output: " + "; ".join(out_sdk["errors"][:3]))
        src = None
        fmt = p.get("input_format")
        if p.get("input") and fmt == "fit":
            src = read_fitdecode(p["input"])
            src_sdk = read_sdk(p["input"])
            scales = dict(out["scales"])
            scales.update(src["scales"])
            for name in sorted(set(src["counts"]) | set(out["counts"])):
                if name in REBUILT or name in REGROUPED or name.startswith("#"):
                    continue
                a, b = src["counts"].get(name, 0), out["counts"].get(name, 0)
                if a != b:
                    diffs.append(f"fitdecode count {name} {a} -> {b}")
            for kind in ("lap", "session"):
                compare_messages(kind, src[kind + "s"], out[kind + "s"], scales, "fitdecode", diffs)
                compare_messages(kind, src_sdk[kind + "s"], out_sdk[kind + "s"], scales, "garmin-fit-sdk", diffs,
                                 fields=[f for f in SUMMARY])
            compare_records(src["records"], out["records"], scales, diffs)
            if len(src["hrv"]) != len(out["hrv"]) or not all(abs(a - b) <= 0.0005 for a, b in zip(src["hrv"], out["hrv"])):
                diffs.append(f"fitdecode hrv intervals {len(src['hrv'])} -> {len(out['hrv'])} differ")
        elif p.get("input") and fmt == "tcx":
            try:
                laps = tcx_laps(p["input"])
            except Exception as e:
                laps = None
                diffs.append(f"ElementTree failed on input: {e}")
            if laps is not None:
                if len(laps) != len(out["laps"]):
                    diffs.append(f"tcx lap count {len(laps)} -> fit {len(out['laps'])}")
                for i, (a, b) in enumerate(zip(laps, out["laps"])):
                    if a["distance"] is not None and not close(a["distance"], b.get("total_distance"), 100):
                        diffs.append(f"tcx lap[{i}].distance {a['distance']} -> {b.get('total_distance')}")
                    if a["calories"] is not None and not close(a["calories"], b.get("total_calories"), 1):
                        diffs.append(f"tcx lap[{i}].calories {a['calories']} -> {b.get('total_calories')}")
                    if a["timer"] is not None and not close(a["timer"], b.get("total_timer_time"), 1000):
                        diffs.append(f"tcx lap[{i}].timer {a['timer']} -> {b.get('total_timer_time')}")
        # The two readers agree on the output's summaries.
        compare_messages("session", out["sessions"], out_sdk["sessions"], out["scales"], "fitdecode vs sdk", diffs,
                         fields=["start_time", "total_elapsed_time", "total_timer_time", "total_distance",
                                 "total_calories", "avg_heart_rate", "max_heart_rate"])
        result[p["name"]] = {"differences": diffs, "identities": identities(out, src),
                             "sessions": len(out["sessions"]), "laps": len(out["laps"]),
                             "records": len(out["records"])}
    json.dump({"files": result}, sys.stdout)


if __name__ == "__main__":
    main()
