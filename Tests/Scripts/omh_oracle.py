#!/usr/bin/env python3
"""Independent oracle for `wkconv convert … --to omh` (Open mHealth data points, one a line).

    omh_oracle.py make-export OUT.xml
        writes an Apple Health export.xml with heart rate, steps, body weight (kg, lb, stone), blood pressure,
        sleep (in bed, awake, asleep stages), workouts with statistics and legacy totals, and types Open mHealth
        has no schema for (oxygen saturation, mindful sessions).

    omh_oracle.py check OMH_DIR OMH MODEL [OMH MODEL …]
        every line of each OMH file validates (jsonschema, Draft 7 with format checks, $refs resolved only from
        the committed files in OMH_DIR — IEEE 1752.1's in `ieee/`, Open mHealth's in `schemas/` — through a
        referencing Registry) against IEEE 1752.1 data-point-1.0 and its body against the schema its header
        names (namespace `ieee` for physical activity and sleep episode, `omh` for the rest); the data points
        per schema are those the model (MODEL: the same input converted to wkconv NDJSON) holds per kind, by
        uuid (a series entry's: the version-5 UUID of "<sample UUID>#<index>" in wkconv's namespace); each
        value equals the model's value converted with this script's own unit factors (relative 1e-12), and
        each time the model's instant.
        Prints {"points": {file: {schema: n}}, "mismatches": [...]} as JSON.
"""
import json
import os
import re
import sys
import uuid
from decimal import Decimal
from datetime import datetime, timedelta, timezone

# Units: factors to the schema's unit family base, written down here (not taken from wkconv).
# HealthKit's stone is 6350 g (not 14 lb = 6350.29318 g); the model keeps Apple's value.
MASS_KG = {"kg": 1, "g": 1e-3, "mg": 1e-6, "mcg": 1e-9, "ug": 1e-9, "lb": 0.45359237, "oz": 0.028349523125,
           "st": 6.35}
LENGTH_M = {"m": 1, "km": 1000, "cm": 0.01, "mm": 0.001, "mi": 1609.344, "yd": 0.9144, "ft": 0.3048,
            "in": 0.0254}
ENERGY_KCAL = {"kcal": 1, "Cal": 1, "cal": 0.001, "kJ": 1 / 4.184, "J": 1 / 4184}
RATE_PER_MIN = {"count/min": 1, "count/s": 60}
DISTANCE_TYPES = {"HKQuantityTypeIdentifierDistanceWalkingRunning", "HKQuantityTypeIdentifierDistanceCycling",
                  "HKQuantityTypeIdentifierDistanceSwimming", "HKQuantityTypeIdentifierDistanceWheelchair",
                  "HKQuantityTypeIdentifierDistanceDownhillSnowSports", "WKQuantityTypeIdentifierDistance",
                  "HKQuantityTypeIdentifierDistanceCrossCountrySkiing", "HKQuantityTypeIdentifierDistancePaddleSports",
                  "HKQuantityTypeIdentifierDistanceRowing", "HKQuantityTypeIdentifierDistanceSkatingSports"}
ASLEEP = {1, 3, 4, 5}
# wkconv's UUID namespace (WorkoutModel's Identity.namespace): a series entry's data point is the
# version-5 UUID of "<sample UUID>#<index>" in it.
WKCONV_NAMESPACE = uuid.UUID("6F1C7E1A-3B5D-4C0E-9A57-77636F6E7600")
IEEE_SCHEMAS = {"physical-activity", "sleep-episode"}

TIME = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d:\d\d)$")


def instant(text):
    """Seconds since 1970 as a Decimal (exact for any number of fraction digits)."""
    m = TIME.match(text)
    if not m:
        raise ValueError("not an RFC 3339 date-time: %r" % text)
    y, mo, d, h, mi, s = (int(g) for g in m.groups()[:6])
    base = datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc)
    tz = m.group(8)
    offset = 0 if tz == "Z" else (1 if tz[0] == "+" else -1) * (int(tz[1:3]) * 3600 + int(tz[4:6]) * 60)
    whole = int((base - datetime(1970, 1, 1, tzinfo=timezone.utc)).total_seconds()) - offset
    return Decimal(whole) + Decimal(m.group(7) or "0")


def close(a, b, rel=1e-12):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)


# MARK: the export fixture

def make_export(path):
    def t(day, h, m=0, s=0, off="+0200"):
        return "2024-05-%02d %02d:%02d:%02d %s" % (day, h, m, s, off)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<HealthData locale="en_US">',
             '<ExportDate value="%s"/>' % t(20, 9)]
    def rec(typ, unit, value, start, end, source="Apple Watch", meta=None, device=None):
        attrs = 'type="%s" sourceName="%s"' % (typ, source)
        if unit:
            attrs += ' unit="%s"' % unit
        if device:
            attrs += ' device="%s"' % device
        attrs += ' creationDate="%s" startDate="%s" endDate="%s" value="%s"' % (end, start, end, value)
        inner = "".join('<MetadataEntry key="%s" value="%s"/>' % kv for kv in (meta or []))
        return "<Record %s>%s</Record>" % (attrs, inner) if inner else "<Record %s/>" % attrs
    for day in range(1, 11):
        off = "+0200" if day % 2 else "-0700"
        for i in range(6):
            lines.append(rec("HKQuantityTypeIdentifierHeartRate", "count/min", 58 + day + i * 7.5,
                             t(day, 7, i * 5, 0, off), t(day, 7, i * 5, 0, off),
                             device="&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc.&gt;"))
        lines.append(rec("HKQuantityTypeIdentifierStepCount", "count", 100 * day + 3, t(day, 8, 0, 0, off),
                         t(day, 8, 10, 0, off), source="iPhone"))
        lines.append(rec("HKQuantityTypeIdentifierStepCount", "count", day, t(day, 9, 0, 0, off),
                         t(day, 9, 0, 0, off), source="iPhone"))
        unit, value = [("kg", 70.25 + day / 10), ("lb", 154.5 + day), ("st", 11 + day / 16)][day % 3]
        lines.append(rec("HKQuantityTypeIdentifierBodyMass", unit, value, t(day, 6, 30, 0, off),
                         t(day, 6, 30, 0, off), source="Withings", meta=[("HKWasUserEntered", "1")] if day % 2 else None))
        start, end = t(day, 19, 0, 0, off), t(day, 19, 0, 0, off)
        lines.append('<Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" '
                     'creationDate="%s" startDate="%s" endDate="%s">' % (end, start, end))
        lines.append(rec("HKQuantityTypeIdentifierBloodPressureSystolic", "mmHg", 110 + day, start, end, source="Omron"))
        lines.append(rec("HKQuantityTypeIdentifierBloodPressureDiastolic", "mmHg", 70 + day / 2, start, end, source="Omron"))
        lines.append("</Correlation>")
        # A night: in bed, then core, deep, awake, REM.
        stages = [("InBed", 22, 0, 30), ("AsleepCore", 22, 30, 60), ("AsleepDeep", 23, 30, 45), ("Awake", 0, 15, 5),
                  ("AsleepREM", 0, 20, 40), ("Asleep", 1, 0, 20)]
        for name, h, m, minutes in stages:
            d = day if h >= 12 else day + 1
            s = datetime(2024, 5, d, h, m)
            e = s + timedelta(minutes=minutes)
            lines.append(rec("HKCategoryTypeIdentifierSleepAnalysis", None, "HKCategoryValueSleepAnalysis" + name,
                             t(s.day, s.hour, s.minute, 0, off), t(e.day, e.hour, e.minute, 0, off), source="AutoSleep"))
        lines.append(rec("HKQuantityTypeIdentifierOxygenSaturation", "%", 0.97, t(day, 3), t(day, 3)))
        lines.append(rec("HKCategoryTypeIdentifierMindfulSession", None, "HKCategoryValueNotApplicable",
                         t(day, 12), t(day, 12, 10)))
        kind, dist, dunit = [("Running", 5.25 + day / 4, "km"), ("Cycling", 12 + day, "mi"), ("Yoga", None, None)][day % 3]
        ws, we = t(day, 17, 0, 0, off), t(day, 17, 45, 30, off)
        attrs = ('workoutActivityType="HKWorkoutActivityType%s" duration="45.5" durationUnit="min" sourceName="Apple Watch" '
                 'creationDate="%s" startDate="%s" endDate="%s"' % (kind, we, ws, we))
        lines.append("<Workout %s>" % attrs)
        if dist is not None:
            dtype = "HKQuantityTypeIdentifierDistance" + ("WalkingRunning" if kind == "Running" else "Cycling")
            lines.append('<WorkoutStatistics type="%s" startDate="%s" endDate="%s" sum="%s" unit="%s"/>' % (dtype, ws, we, dist, dunit))
        lines.append('<WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="%s" endDate="%s" '
                     'sum="%s" unit="%s"/>' % (ws, we, 250 + day * 10 if day % 2 else 1046 + day, "kcal" if day % 2 else "kJ"))
        lines.append('<WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="%s" endDate="%s" '
                     'average="130" minimum="90" maximum="160" unit="count/min"/>' % (ws, we))
        lines.append("</Workout>")
    lines.append("</HealthData>")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


# MARK: what the model says

def entries(q):
    """(id, value, start, end) of a quantity sample: its series entries (NDJSON: [value, seconds from the
    sample's start, duration]), or itself; times as instants (Decimal seconds) or text."""
    series = q.get("series") or []
    if not series:
        return [(q["uuid"], q["value"], q["start"], q["end"])]
    origin = instant(q["start"])
    out = []
    for i, (value, offset, length) in enumerate(series):
        start = origin + Decimal(repr(float(offset)))
        pid = q["uuid"] if len(series) == 1 else str(uuid.uuid5(WKCONV_NAMESPACE, "%s#%d" % (q["uuid"], i)))
        out.append((pid, value, start, start + Decimal(repr(float(length)))))
    return out


def expected_points(model_path):
    """{id: (schema, {field: (value, unit family factor table, model unit)}, start, end)} from the model."""
    out = {}
    def quantity(q, during):
        typ, unit = q["type"], q["unit"]
        for pid, value, start, end in entries(q):
            if typ == "HKQuantityTypeIdentifierHeartRate":
                out[pid] = ("heart-rate", {"heart_rate": value * RATE_PER_MIN[unit] if unit in RATE_PER_MIN else None}, start, end, during)
            elif typ == "HKQuantityTypeIdentifierStepCount":
                out[pid] = ("step-count", {"step_count": value}, start, end, during)
            elif typ == "HKQuantityTypeIdentifierBodyMass":
                out[pid] = ("body-weight", {"body_weight": value * MASS_KG[unit]}, start, end, during)
    with open(model_path) as f:
        for line in f:
            item = json.loads(line)
            kind = item["kind"]
            if kind == "quantity":
                quantity(item, False)
            elif kind == "correlation" and item["type"] == "HKCorrelationTypeIdentifierBloodPressure":
                members = {m.get("type"): m for m in item.get("members", []) if m.get("kind") == "quantity"}
                sys_, dia = members.get("HKQuantityTypeIdentifierBloodPressureSystolic"), members.get("HKQuantityTypeIdentifierBloodPressureDiastolic")
                if sys_ and dia:
                    out[item["uuid"]] = ("blood-pressure", {"systolic_blood_pressure": sys_["value"],
                                                            "diastolic_blood_pressure": dia["value"]}, item["start"], item["end"], False)
            elif kind == "category" and item["type"] == "HKCategoryTypeIdentifierSleepAnalysis":
                value = item.get("value")
                name = item.get("valueName") or ""
                asleep = value in ASLEEP if value is not None else name.startswith("HKCategoryValueSleepAnalysisAsleep")
                if asleep:
                    secs = float(instant(item["end"]) - instant(item["start"]))
                    out[item["uuid"]] = ("sleep-episode", {"total_sleep_time": secs}, item["start"], item["end"], False)
            elif kind == "workout":
                fields = {}
                stats = item.get("statistics") or []
                dist = next((s for s in stats if s["type"] in DISTANCE_TYPES and s.get("sum") is not None), None)
                energy = next((s for s in stats if s["type"] == "HKQuantityTypeIdentifierActiveEnergyBurned" and s.get("sum") is not None), None)
                totals = item.get("totals") or {}
                if dist is None and "distance" in totals:
                    dist = {"sum": totals["distance"]["value"], "unit": totals["distance"]["unit"]}
                if energy is None and "energyBurned" in totals:
                    energy = {"sum": totals["energyBurned"]["value"], "unit": totals["energyBurned"]["unit"]}
                if dist:
                    fields["distance"] = dist["sum"] * LENGTH_M[dist["unit"]]
                if energy:
                    fields["kcal_burned"] = energy["sum"] * ENERGY_KCAL[energy["unit"]]
                fields["activity_name"] = item["activityType"]
                out[item["uuid"]] = ("physical-activity", fields, item["start"], item["end"], False)
                for s in item.get("samples") or []:
                    if s.get("kind") == "quantity":
                        quantity(s, True)
    return out


# MARK: the check

def registry_and_validators(omh_dir):
    """The committed schemas by (namespace, file name), a Registry serving each at its address (and the omh
    `1.x` aliases), and a validator factory."""
    from jsonschema import Draft7Validator, FormatChecker
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7
    bases = {"omh": ("schemas", "https://w3id.org/openmhealth/schemas/omh/"),
             "ieee": ("ieee", "https://w3id.org/ieee/ieee-1752-schema/")}
    docs = {}
    resources = []
    for namespace, (folder, base) in bases.items():
        directory = os.path.join(omh_dir, folder)
        for name in os.listdir(directory):
            if name.endswith(".json") and name != "aliases.json":
                with open(os.path.join(directory, name)) as f:
                    docs[(namespace, name)] = json.load(f)
                resources.append((base + name, Resource.from_contents(docs[(namespace, name)],
                                                                      default_specification=DRAFT7)))
    with open(os.path.join(omh_dir, "schemas", "aliases.json")) as f:
        for alias, target in json.load(f)["aliases"].items():
            resources.append((bases["omh"][1] + alias,
                              Resource.from_contents(docs[("omh", target)], default_specification=DRAFT7)))

    def retrieve_nothing(uri):
        raise LookupError("no network: %s is not among the committed schemas" % uri)
    registry = Registry(retrieve=retrieve_nothing).with_resources(resources)
    checker = FormatChecker()

    def validator(namespace, name):
        # Each schema's $id is its file address, so its relative $refs resolve among the committed files.
        schema = dict(docs[(namespace, name)])
        schema["$id"] = bases[namespace][1] + name
        return Draft7Validator(schema, registry=registry, format_checker=checker)
    return docs, validator


def check(omh_dir, pairs):
    docs, validator = registry_and_validators(omh_dir)
    checkers = validator("ieee", "date-time-1.0.json").format_checker.checkers
    assert "date-time" in checkers and "uuid" in checkers, "no date-time or uuid format checker"
    point_validator = validator("ieee", "data-point-1.0.json")
    body_validators = {}
    mismatches = []
    counts = {}
    for omh_path, model_path in pairs:
        expected = expected_points(model_path)
        seen = {}
        per_schema = {}
        with open(omh_path) as f:
            for number, line in enumerate(f, 1):
                where = "%s:%d" % (os.path.basename(omh_path), number)
                point = json.loads(line)
                for error in point_validator.iter_errors(point):
                    mismatches.append("%s data-point: %s" % (where, error.message))
                sid = point["header"]["schema_id"]
                want_namespace = "ieee" if sid["name"] in IEEE_SCHEMAS else "omh"
                if sid["namespace"] != want_namespace:
                    mismatches.append("%s namespace %s, IEEE 1752.1's is %s" % (where, sid["namespace"], want_namespace))
                name = "%s-%s.json" % (sid["name"], sid["version"])
                if (sid["namespace"], name) not in docs:
                    mismatches.append("%s: schema %s:%s not committed" % (where, sid["namespace"], name))
                    continue
                key = (sid["namespace"], name)
                v = body_validators.setdefault(key, validator(*key))
                for error in v.iter_errors(point["body"]):
                    mismatches.append("%s %s: %s at %s" % (where, name, error.message, list(error.absolute_path)))
                per_schema[sid["name"]] = per_schema.get(sid["name"], 0) + 1
                pid = point["header"]["uuid"].upper()
                if pid in seen:
                    mismatches.append("%s: id %s repeated" % (where, pid))
                seen[pid] = point
        counts[os.path.basename(omh_path)] = per_schema
        want = {}
        expected = {pid.upper(): e for pid, e in expected.items()}
        for pid, e in expected.items():
            want[e[0]] = want.get(e[0], 0) + 1
        if want != per_schema:
            mismatches.append("%s: data points per schema %s, the model has %s" % (omh_path, per_schema, want))
        for pid, (schema, fields, start, end, during) in expected.items():
            point = seen.get(pid)
            if point is None:
                mismatches.append("%s: no data point %s (%s)" % (omh_path, pid, schema))
                continue
            try:
                compare(point, schema, fields, start, end, during, mismatches, "%s %s" % (os.path.basename(omh_path), pid))
            except (ValueError, KeyError, TypeError) as error:
                mismatches.append("%s %s: %s" % (os.path.basename(omh_path), pid, error))
        for pid in seen:
            if pid not in expected:
                mismatches.append("%s: data point %s the model does not have" % (omh_path, pid))
    return {"points": counts, "mismatches": mismatches[:50]}


def compare(point, schema, fields, start, end, during, mismatches, where):
    body = point["body"]
    if point["header"]["schema_id"]["name"] != schema:
        mismatches.append("%s: schema %s, the model's is %s" % (where, point["header"]["schema_id"]["name"], schema))
        return
    for key, want in fields.items():
        got = body.get(key)
        if key == "activity_name":
            if got != want.removeprefix("HKWorkoutActivityType")[:1].lower() + want.removeprefix("HKWorkoutActivityType")[1:]:
                mismatches.append("%s: activity_name %r for %s" % (where, got, want))
            continue
        if got is None:
            mismatches.append("%s: no %s" % (where, key))
            continue
        unit, value = got["unit"], got["value"]
        table = {"body_weight": MASS_KG, "distance": LENGTH_M, "kcal_burned": ENERGY_KCAL}.get(key)
        factor = table[unit] if table else 1
        if not close(value * factor, want):
            mismatches.append("%s: %s %s %s = %r, the model's %r" % (where, key, value, unit, value * factor, want))
    for key in body:
        if key.endswith("_blood_pressure") or key in ("heart_rate", "step_count", "body_weight", "total_sleep_time",
                                                      "distance", "kcal_burned", "activity_name"):
            if key not in fields:
                mismatches.append("%s: %s written, the model has none" % (where, key))
    frame = body.get("effective_time_frame", {})
    if "date_time" in frame:
        got = (instant(frame["date_time"]), instant(frame["date_time"]))
    else:
        got = (instant(frame["time_interval"]["start_date_time"]), instant(frame["time_interval"]["end_date_time"]))
    want = tuple(instant(x) if isinstance(x, str) else x for x in (start, end))
    if any(abs(g - w) > Decimal("0.000001") for g, w in zip(got, want)):
        mismatches.append("%s: time frame %s, the model's %s–%s" % (where, frame, start, end))
    if ("temporal_relationship_to_physical_activity" in body) != during:
        mismatches.append("%s: temporal relationship %r, recorded during a workout: %s" % (
            where, body.get("temporal_relationship_to_physical_activity"), during))


def main(argv):
    if argv[1] == "make-export":
        make_export(argv[2])
        return 0
    if argv[1] == "check":
        files = argv[3:]
        result = check(argv[2], list(zip(files[0::2], files[1::2])))
        print(json.dumps(result))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
