#!/usr/bin/env python3
"""Compares the body-measurement FIT files wkconv wrote with the Apple Health export they came from:
the export read with ElementTree, the FIT files with fitdecode (independent readers). Prints one line per
mismatch; exit 1 when there is any.

  body_files_oracle.py EXPORT.zip WEIGHT.fit BLOOD-PRESSURE.fit

Tolerances are half the FIT field's resolution (weight_scale: weight 0.01 kg, percent_fat 0.01 %, bmi 0.1;
blood_pressure: 1 mmHg), timestamps exact to the second.
"""
import sys
import xml.etree.ElementTree as ET
import zipfile
from datetime import datetime

import fitdecode

FIT_EPOCH = 631065600


def fit_time(text):
    return int(datetime.strptime(text, "%Y-%m-%d %H:%M:%S %z").timestamp()) - FIT_EPOCH


def messages(path, name):
    out = []
    with fitdecode.FitReader(path) as r:
        for f in r:
            if isinstance(f, fitdecode.FitDataMessage):
                if f.name == "file_id":
                    out.append(("file_id", {x.name: x.value for x in f.fields}))
                if f.name == name:
                    out.append((name, {x.name: (x.raw_value if x.name == "timestamp" else x.value) for x in f.fields}))
    return out


def main(export, weight, pressure):
    with zipfile.ZipFile(export) as z:
        xml = z.read(next(n for n in z.namelist() if n.endswith("export.xml")))
    root = ET.fromstring(xml)
    problems = []
    # Body composition: one weight_scale message per instant.
    fields = {
        "HKQuantityTypeIdentifierBodyMass": ("weight", 1, 0.005),
        "HKQuantityTypeIdentifierBodyFatPercentage": ("percent_fat", 100, 0.005),
        "HKQuantityTypeIdentifierBodyMassIndex": ("bmi", 1, 0.05),
    }
    expected = {}
    for r in root.findall("Record"):
        if r.get("type") in fields:
            name, factor, _ = fields[r.get("type")]
            expected.setdefault(fit_time(r.get("startDate")), {})[name] = float(r.get("value")) * factor
    got = messages(weight, "weight_scale")
    if not got or got[0][0] != "file_id" or got[0][1].get("type") != "weight":
        problems.append(f"weight file: file_id type is not weight: {got[:1]}")
    scales = {m["timestamp"]: m for n, m in got if n == "weight_scale"}
    if sorted(scales) != sorted(expected):
        problems.append(f"weight_scale timestamps {sorted(scales)} != export's {sorted(expected)}")
    for t, values in expected.items():
        for name, value in values.items():
            tolerance = next(f[2] for f in fields.values() if f[0] == name)
            ours = scales.get(t, {}).get(name)
            if ours is None or abs(float(ours) - value) > tolerance:
                problems.append(f"weight_scale {t} {name}: {ours} != {value}")
    # Blood pressure: one blood_pressure message per correlation.
    readings = {}
    for c in root.findall("Correlation"):
        if c.get("type") != "HKCorrelationTypeIdentifierBloodPressure":
            continue
        members = {r.get("type"): float(r.get("value")) for r in c.findall("Record")}
        readings[fit_time(c.get("startDate"))] = (
            members["HKQuantityTypeIdentifierBloodPressureSystolic"],
            members["HKQuantityTypeIdentifierBloodPressureDiastolic"],
        )
    got = messages(pressure, "blood_pressure")
    if not got or got[0][0] != "file_id" or got[0][1].get("type") != "blood_pressure":
        problems.append(f"blood-pressure file: file_id type is not blood_pressure: {got[:1]}")
    ours = {m["timestamp"]: (m.get("systolic_pressure"), m.get("diastolic_pressure")) for n, m in got if n == "blood_pressure"}
    if sorted(ours) != sorted(readings):
        problems.append(f"blood_pressure timestamps {sorted(ours)} != export's {sorted(readings)}")
    for t, (sys_, dia) in readings.items():
        o = ours.get(t, (None, None))
        if o[0] is None or o[1] is None or abs(o[0] - sys_) > 0.5 or abs(o[1] - dia) > 0.5:
            problems.append(f"blood_pressure {t}: {o} != {(sys_, dia)}")
    for p in problems:
        print(p)
    print(f"checked {sum(len(v) for v in expected.values())} body values, {len(readings)} readings", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
