#!/usr/bin/env python3
"""Independent oracle for Apple Health exports (Python's expat via ElementTree, not libxml2).

    export_oracle.py export.xml|export.zip  → JSON summary on stdout

Counts top-level Records by type, correlations and their members, workouts with their events,
statistics, activities and route points (inline Location or the referenced GPX file), activity
summaries, and records whose metadata keys collide case-insensitively.
"""
import json, sys, zipfile, io, collections
import xml.etree.ElementTree as ET

def open_export(path):
    if zipfile.is_zipfile(path):
        z = zipfile.ZipFile(path)
        names = [n for n in z.namelist() if n.lower().endswith("export.xml") and not n.startswith("__MACOSX")]
        name = names[0]
        base = name[: name.rfind("/") + 1]
        return z.open(name), lambda p: z.read(base + p.lstrip("/")) if (base + p.lstrip("/")) in z.namelist() else None
    return open(path, "rb"), lambda p: None

def gpx_points(data):
    if data is None:
        return None
    root = ET.fromstring(data)
    return sum(1 for e in root.iter() if e.tag.endswith("trkpt"))

def main():
    stream, load = open_export(sys.argv[1])
    records = collections.Counter()
    out = {"records": records, "correlations": 0, "correlationMembers": 0, "workouts": [], "activitySummaries": 0,
           "caseCollidingRecords": 0, "hrvRecords": 0, "beats": 0}
    depth = 0
    for event, elem in ET.iterparse(stream, events=("start", "end")):
        if event == "start":
            depth += 1
            continue
        depth -= 1
        if depth != 1:
            continue
        tag = elem.tag
        if tag == "Record":
            records[elem.get("type")] += 1
            keys = [m.get("key") for m in elem.findall("MetadataEntry")]
            if len({k.lower() for k in keys}) < len(set(keys)):
                out["caseCollidingRecords"] += 1
            beats = elem.findall("HeartRateVariabilityMetadataList/InstantaneousBeatsPerMinute")
            if elem.find("HeartRateVariabilityMetadataList") is not None:
                out["hrvRecords"] += 1
                out["beats"] += len(beats)
        elif tag == "Correlation":
            out["correlations"] += 1
            out["correlationMembers"] += len(elem.findall("Record"))
        elif tag == "Workout":
            events = collections.Counter(e.get("type") for e in elem.findall("WorkoutEvent"))
            points = 0
            for route in elem.findall("WorkoutRoute"):
                points += len(route.findall("Location"))
                ref = route.find("FileReference")
                if ref is not None:
                    points += gpx_points(load(ref.get("path"))) or 0
            out["workouts"].append({
                "type": elem.get("workoutActivityType"), "start": elem.get("startDate"), "end": elem.get("endDate"),
                "duration": elem.get("duration"), "events": events,
                "statistics": len(elem.findall("WorkoutStatistics")), "activities": len(elem.findall("WorkoutActivity")),
                "routePoints": points, "metadata": len(elem.findall("MetadataEntry"))})
        elif tag == "ActivitySummary":
            out["activitySummaries"] += 1
        elem.clear()
    json.dump(out, sys.stdout, sort_keys=True)

if __name__ == "__main__":
    main()
