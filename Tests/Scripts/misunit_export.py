"""Writes an Apple Health export.zip whose body measurements hold a block of values in a confused unit.

    misunit_export.py OUT.zip CASE       CASE: lb-as-kg, st-as-kg, degF-as-degC, mgdl-as-mmol, clean

Each case: 60 daily readings from one source around a person's level (a slow drift and day-to-day noise,
seeded), with days 20..49 written in the confused unit under the stored unit's label; `clean` has none.
The values are what a test then expects `wkconv inspect --units` to flag and `migrate-units` to fix.
"""
import io
import random
import sys
import zipfile
from datetime import datetime, timedelta, timezone

CASES = {
    # type, stored unit label, level in the stored unit, factor to the confused unit (value -> confused)
    "lb-as-kg": ("HKQuantityTypeIdentifierBodyMass", "kg", 66.0, lambda v: v * 2.20462262185, "Withings"),
    "st-as-kg": ("HKQuantityTypeIdentifierBodyMass", "kg", 66.0, lambda v: v / 6.35029318, "Scale App"),
    "degF-as-degC": ("HKQuantityTypeIdentifierBodyTemperature", "degC", 36.8, lambda v: v * 9 / 5 + 32, "Thermo"),
    "mgdl-as-mmol": ("HKQuantityTypeIdentifierBloodGlucose", "mmol<180.1558800000541>/L", 5.6,
                     lambda v: v * 18.01558800000541, "Glucose Meter"),
    "clean": ("HKQuantityTypeIdentifierBodyMass", "kg", 80.0, None, "Withings"),
}


def export_xml(case):
    kind, unit, level, confuse, source = CASES[case]
    rng = random.Random(case)
    start = datetime(2024, 1, 1, 7, 0, tzinfo=timezone(timedelta(hours=1)))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<HealthData locale="en_US">',
             ' <ExportDate value="2024-04-01 12:00:00 +0100"/>', ' <Me/>']
    for day in range(60):
        value = level * (1 + 0.0005 * day) * (1 + rng.uniform(-0.01, 0.01))
        if confuse is not None and 20 <= day < 50:
            value = confuse(value)
        t = (start + timedelta(days=day)).strftime("%Y-%m-%d %H:%M:%S %z")
        label = unit.replace("<", "&lt;").replace(">", "&gt;")
        lines.append(f' <Record type="{kind}" sourceName="{source}" unit="{label}" creationDate="{t}" '
                     f'startDate="{t}" endDate="{t}" value="{value:.2f}"/>')
    lines.append('</HealthData>')
    return "\n".join(lines) + "\n"


def main():
    out, case = sys.argv[1], sys.argv[2]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("apple_health_export/export.xml", export_xml(case))


if __name__ == "__main__":
    main()
