"""Independent reading of a Garmin account export's wellness JSON, compared with wkconv's NDJSON of it.

usage: garmin_wellness_oracle.py EXPORT.zip OURS.ndjson
Reads the zip's DI_CONNECT/*/ *sleepData.json, UDSFile_*.json and *userBioMetrics.json members with
Python's json and counts what the mapping keeps (LAYOUTS.md section 7): one in-bed sleep sample and one
respiratory rate per night that is not OFF_WRIST, with its stage totals; per UDS day steps, distance,
active and BMR energy, resting heart rate and water (when > 0) over the day from wellnessStartTimeGmt,
with the UTC offset local - GMT; weight grams / 1000, height cm / 100, VO2max. Compares every value, not
only counts. Prints JSON {"counts": {...}, "mismatches": [...]}.
"""
import datetime as dt
import json
import sys
import zipfile

HK = "HKQuantityTypeIdentifier"


def gmt(text):
    return dt.datetime.fromisoformat(text).replace(tzinfo=dt.timezone.utc)


def expected(zpath):
    want = []  # (kind, type, start instant, utc offset seconds or None, value)
    with zipfile.ZipFile(zpath) as z:
        for name in z.namelist():
            if not name.endswith(".json"):
                continue
            records = json.loads(z.read(name))
            base = name.split("/")[-1]
            if base.endswith("_sleepData.json"):
                for r in records:
                    if r.get("sleepWindowConfirmationType") == "OFF_WRIST":
                        continue
                    start = gmt(r["sleepStartTimestampGMT"])
                    stages = tuple(r.get(k) for k in ("deepSleepSeconds", "lightSleepSeconds", "remSleepSeconds",
                                                      "awakeSleepSeconds"))
                    want.append(("category", "HKCategoryTypeIdentifierSleepAnalysis", start, None, stages))
                    if r.get("averageRespiration") is not None:
                        want.append(("quantity", HK + "RespiratoryRate", start, None, r["averageRespiration"]))
            elif base.startswith("UDSFile_"):
                for r in records:
                    start = gmt(r["wellnessStartTimeGmt"])
                    offset = (gmt(r["wellnessStartTimeLocal"]) - start).total_seconds()
                    for key, t in [("totalSteps", "StepCount"), ("totalDistanceMeters", "DistanceWalkingRunning"),
                                   ("activeKilocalories", "ActiveEnergyBurned"), ("bmrKilocalories", "BasalEnergyBurned"),
                                   ("restingHeartRate", "RestingHeartRate")]:
                        if r.get(key) is not None:
                            want.append(("quantity", HK + t, start, offset, r[key]))
                    water = (r.get("hydration") or {}).get("valueInML")
                    if water:
                        want.append(("quantity", HK + "DietaryWater", start, offset, water))
            elif base.endswith("_userBioMetrics.json"):
                for r in records:
                    w = r.get("weight") or {}
                    t = gmt(w.get("timestampGMT") or r["metaData"]["calendarDate"])
                    if w.get("weight") is not None:
                        want.append(("quantity", HK + "BodyMass", t, None, w["weight"] / 1000))
                    if r.get("height") is not None:
                        want.append(("quantity", HK + "Height", t, None, r["height"] / 100))
                    if r.get("vo2MaxRunning") is not None:
                        want.append(("quantity", HK + "VO2Max", t, None, r["vo2MaxRunning"]))
    return want


def ours(path):
    got = []
    for line in open(path):
        item = json.loads(line)
        if item["kind"] not in ("quantity", "category") or item.get("source", {}).get("name") != "Garmin Connect":
            continue
        start = dt.datetime.fromisoformat(item["start"].replace("Z", "+00:00"))
        offset = None if item["start"].endswith("Z") else start.utcoffset().total_seconds()
        if item["kind"] == "category":
            meta = dict(item.get("metadata", []))
            value = tuple(meta.get("Garmin:" + k, {}).get("quantity", {}).get("value") for k in
                          ("deepSleepSeconds", "lightSleepSeconds", "remSleepSeconds", "awakeSleepSeconds"))
        else:
            value = item["value"]
        got.append((item["kind"], item["type"], start.astimezone(dt.timezone.utc), offset, value))
    return got


def main(zpath, ndjson):
    want, got = expected(zpath), ours(ndjson)
    key = lambda e: (e[0], e[1], e[2])
    w, g = {key(e): e for e in want}, {key(e): e for e in got}
    mismatches = []
    for k in sorted(set(w) | set(g), key=str):
        a, b = w.get(k), g.get(k)
        if a is None or b is None:
            mismatches.append("only in %s: %r" % ("ours" if a is None else "raw", a or b))
        elif a[3] != b[3] or (isinstance(a[4], tuple) and a[4] != b[4]) or (
                not isinstance(a[4], tuple) and abs(a[4] - b[4]) > 1e-9):
            mismatches.append("differs: raw %r, ours %r" % (a, b))
    counts = {}
    for e in want:
        counts[e[1].replace(HK, "")] = counts.get(e[1].replace(HK, ""), 0) + 1
    json.dump({"counts": counts, "items": len(got), "mismatches": mismatches}, sys.stdout, default=str)


if __name__ == "__main__":
    main(*sys.argv[1:3])
