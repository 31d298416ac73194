#!/usr/bin/env python3
"""The wellness and body-measurement samples of a FIT file, from fitdecode's reading of its messages
(an independent decoder: its own profile, scales and component expansion), by the rules documented in
Sources/FormatFIT/README.md ("Wellness and body measurements"). Prints one JSON array of
[type, start_unix, end_unix, value] (values in the model's units: count, m, kcal, count/min, kg, fraction).

  fit_wellness_oracle.py FILE.fit
"""
import json
import sys

import fitdecode

FIT_EPOCH = 631065600
WALK_RUN = (1, 6)  # running, walking: cycles carry steps


def main(path):
    out = []
    last_ts = None
    day_start = None
    counters = {}
    counted = set()
    summaries = []

    def t_of(raw):
        return raw + FIT_EPOCH

    def accumulate(typ, value, activity, t):
        key = (activity, typ)
        counted.add(key)
        prev = counters.get(key)
        counters[key] = (value, t)
        if prev is not None and value >= prev[0]:
            start, inc = prev[1], value - prev[0]
        else:
            start, inc = (prev[1] if prev else (day_start if day_start is not None else t)), value
        if inc > 0:
            out.append([typ, min(start, t), t, inc])

    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            raw = {f.name: f.raw_value for f in frame.fields}
            val = {f.name: f.value for f in frame.fields}
            if frame.has_field("timestamp") and isinstance(frame.get_raw_value("timestamp"), int):
                last_ts = frame.get_raw_value("timestamp")
            name = frame.name
            if name == "monitoring_info" and "timestamp" in raw:
                day_start = t_of(raw["timestamp"])
            elif name == "monitoring":
                if "timestamp" in raw:
                    t = t_of(raw["timestamp"])
                elif "timestamp_16" in raw and last_ts is not None:
                    t = t_of(last_ts + ((raw["timestamp_16"] - last_ts) & 0xFFFF))
                else:
                    continue
                activity = raw.get("activity_type")
                minutes = raw.get("duration_min")
                if minutes is None and raw.get("duration") is not None:
                    minutes = raw["duration"] / 60
                if minutes is not None:
                    steps = raw.get("steps", raw.get("cycles")) if activity in WALK_RUN else None
                    if steps:
                        summaries.append(("HKQuantityTypeIdentifierStepCount", activity, steps, t - minutes * 60, t))
                    continue
                if val.get("heart_rate"):
                    out.append(["HKQuantityTypeIdentifierHeartRate", t, t, val["heart_rate"]])
                if activity is None:
                    continue
                steps = raw.get("steps", raw.get("cycles")) if activity in WALK_RUN else None
                if steps is not None:
                    accumulate("HKQuantityTypeIdentifierStepCount", steps, activity, t)
                if activity in WALK_RUN and val.get("distance") is not None:
                    accumulate("HKQuantityTypeIdentifierDistanceWalkingRunning", val["distance"], activity, t)
                if val.get("active_calories") is not None:
                    accumulate("HKQuantityTypeIdentifierActiveEnergyBurned", val["active_calories"], activity, t)
            elif name == "weight_scale" and "timestamp" in raw:
                t = t_of(raw["timestamp"])
                for field, typ, scale in [
                    ("weight", "HKQuantityTypeIdentifierBodyMass", 1),
                    ("percent_fat", "HKQuantityTypeIdentifierBodyFatPercentage", 0.01),
                    ("bmi", "HKQuantityTypeIdentifierBodyMassIndex", 1),
                    ("percent_hydration", "WKQuantityTypeIdentifierBodyWaterPercentage", 0.01),
                    ("bone_mass", "WKQuantityTypeIdentifierBoneMass", 1),
                    ("muscle_mass", "WKQuantityTypeIdentifierMuscleMass", 1),
                ]:
                    v = val.get(field)
                    if isinstance(v, (int, float)) and v > 0:
                        out.append([typ, t, t, v * scale])
            elif name == "blood_pressure" and "timestamp" in raw:
                t = t_of(raw["timestamp"])
                if val.get("systolic_pressure") and val.get("diastolic_pressure"):
                    out.append(["HKQuantityTypeIdentifierBloodPressureSystolic", t, t, val["systolic_pressure"]])
                    out.append(["HKQuantityTypeIdentifierBloodPressureDiastolic", t, t, val["diastolic_pressure"]])
                if val.get("heart_rate"):
                    out.append(["HKQuantityTypeIdentifierHeartRate", t, t, val["heart_rate"]])
    for typ, activity, steps, start, end in summaries:
        if (activity, typ) not in counted:
            out.append([typ, start, end, steps])
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
