#!/usr/bin/env python3
"""UTC offsets by Python's zoneinfo (the oracle of WorkoutModel's TZif reader, ZoneInfoTests).

Reads `ZONE UNIX_SECONDS` lines on standard input; writes one line per input: the offset in seconds east
of UTC of ZONE at that instant, or `none` when zoneinfo has no such zone.
"""
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

zones = {}
out = []
for line in sys.stdin:
    name, seconds = line.split()
    if name not in zones:
        try:
            zones[name] = ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            zones[name] = None
    zone = zones[name]
    if zone is None:
        out.append("none")
        continue
    instant = datetime.fromtimestamp(int(seconds), tz=timezone.utc)
    out.append(str(int(instant.astimezone(zone).utcoffset().total_seconds())))
sys.stdout.write("\n".join(out) + "\n")
