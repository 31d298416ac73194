"""Independent reading of a Huawei HiTrack file and of its expected TCX, compared with wkconv's NDJSON.

usage: huawei_oracle.py HITRACK EXPECTED.tcx OURS.ndjson
Counts the raw records with plain string splitting (tp=lbs fixes, tp=h-r heart rates in 1..254 bpm,
tp=s-r step rates), reads the TCX written by Huawei-TCX-Converter with ElementTree, and compares point
by point by time: every TCX trackpoint with a position has our route point at that instant with the same
latitude/longitude (1e-9 degrees: both are the file's decimal text), every TCX heart rate has our heart
rate at that instant with the same bpm, every TCX RunCadence our step cadence. Prints JSON
{"raw": {...}, "tcx": {...}, "ours": {...}, "mismatches": [...]}.
"""
import datetime as dt
import json
import sys
import xml.etree.ElementTree as ET

NS = {"t": "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2",
      "x": "http://www.garmin.com/xmlschemas/ActivityExtension/v2"}


def parse(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def raw_counts(path):
    counts = {"lbs": 0, "h-r": 0, "s-r": 0, "other": 0}
    with open(path) as f:
        for line in f:
            fields = dict(p.split("=", 1) for p in line.strip().split(";") if "=" in p)
            kind = fields.get("tp")
            if kind == "h-r" and not 0 < float(fields["v"]) < 255:
                continue
            counts[kind if kind in counts else "other"] += 1
    return counts


def main(hitrack, tcx, ours_path):
    raw = raw_counts(hitrack)
    workouts = [json.loads(l) for l in open(ours_path)]
    workouts = [w for w in workouts if w["kind"] == "workout"]
    mismatches = []
    if len(workouts) != 1:
        mismatches.append("%d workouts, expected 1" % len(workouts))
    w = workouts[0]
    route = {round(parse(p[0]), 3): (p[1], p[2]) for r in w["routes"] for p in r["locations"]}

    def series(kind):
        out = {}
        for s in w["samples"]:
            if kind in s["type"]:
                t0 = parse(s["start"])
                for value, offset, _ in s["series"]:
                    out[round(t0 + offset, 3)] = value
        return out

    hr, cad = series("HeartRate"), series("RunningCadence")
    ours = {"lbs": sum(len(r["locations"]) for r in w["routes"]), "h-r": len(hr), "s-r": len(cad)}
    for k in ours:
        if ours[k] != raw[k]:
            mismatches.append("%s: ours %d, raw %d" % (k, ours[k], raw[k]))
    tcx_counts = {"positions": 0, "hr": 0, "cadence": 0}
    for tp in ET.parse(tcx).getroot().iter("{%s}Trackpoint" % NS["t"]):
        t = round(parse(tp.find("t:Time", NS).text), 3)
        lat = tp.find("t:Position/t:LatitudeDegrees", NS)
        if lat is not None:
            tcx_counts["positions"] += 1
            lon = float(tp.find("t:Position/t:LongitudeDegrees", NS).text)
            got = route.get(t)
            if got is None or abs(got[0] - float(lat.text)) > 1e-9 or abs(got[1] - lon) > 1e-9:
                mismatches.append("position at %s: ours %r, tcx %s %s" % (t, got, lat.text, lon))
        bpm = tp.find("t:HeartRateBpm/t:Value", NS)
        if bpm is not None:
            tcx_counts["hr"] += 1
            if hr.get(t) != float(bpm.text):
                mismatches.append("heart rate at %s: ours %r, tcx %s" % (t, hr.get(t), bpm.text))
        c = tp.find("t:Extensions/x:TPX/x:RunCadence", NS)
        if c is not None:
            tcx_counts["cadence"] += 1
            if cad.get(t) != float(c.text):
                mismatches.append("cadence at %s: ours %r, tcx %s" % (t, cad.get(t), c.text))
    if (tcx_counts["positions"], tcx_counts["hr"], tcx_counts["cadence"]) != (ours["lbs"], ours["h-r"], ours["s-r"]):
        mismatches.append("tcx counts %r, ours %r" % (tcx_counts, ours))
    json.dump({"raw": raw, "tcx": tcx_counts, "ours": ours, "mismatches": mismatches[:20]}, sys.stdout)


if __name__ == "__main__":
    main(*sys.argv[1:4])
