#!/usr/bin/env python3
"""repair_side_by_side.py OURS.fit CHIPTIME.fit

Reads two repaired FIT files with fitdecode (strict) and prints one JSON object: for each of record,
lap, session and event, the count in ours, the count in chiptime's, and how many of chiptime's carry a
timestamp before the first record of ours by more than 60 s ("foreign": messages of another, earlier
recording that a resynchronization took into the file).
"""
import json
import sys

import fitdecode

KINDS = ("record", "lap", "session", "event")


def read(path):
    out = []
    with fitdecode.FitReader(path) as reader:
        for frame in reader:
            if isinstance(frame, fitdecode.FitDataMessage) and frame.name in KINDS:
                ts = frame.get_value("timestamp") if frame.has_field("timestamp") else None
                out.append((frame.name, ts.timestamp() if hasattr(ts, "timestamp") else None))
    return out


ours, theirs = read(sys.argv[1]), read(sys.argv[2])
first = min(t for k, t in ours if k == "record" and t is not None)
result = {}
for kind in KINDS:
    result[kind] = {
        "ours": sum(1 for k, _ in ours if k == kind),
        "chiptime": sum(1 for k, _ in theirs if k == kind),
        "foreign": sum(1 for k, t in theirs if k == kind and t is not None and t < first - 60),
    }
print(json.dumps(result))
