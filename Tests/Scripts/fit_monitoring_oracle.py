#!/usr/bin/env python3
"""What a monitoring FIT file says about steps, read with fitdecode (an independent decoder), without the
interval rules wkconv applies: the per-local-hour differences of the cumulative step readings and the
device's own daily totals. Prints one JSON object per file, in argument order:

  {"offset": seconds (monitoring_info local_timestamp - timestamp, null when absent),
   "hours": {"<local hour index>": steps},   # local hour index = floor((utc_unix + offset) / 3600)
   "days": {"<local day index>": steps},      # sum of the hours of that local day
   "device_days": {"<local day index>": steps}}  # the device's daily summaries (duration_min messages)

A cumulative counter (walking or running cycles: steps) restarts at local midnight: within a local day,
the steps of an hour are the last reading of the hour minus the last reading before it (0 before the
day's first reading), per activity type; a reading below the previous one restarts the counter.

  fit_monitoring_oracle.py FILE.fit [FILE.fit ...]
"""
import json
import sys

import fitdecode

FIT_EPOCH = 631065600
WALK_RUN = (1, 6)  # running, walking: cycles carry steps


def read(path):
    offset = None
    last_ts = None
    readings = []  # (unix time, activity, cumulative steps)
    summaries = []  # (unix start, activity, steps)
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            raw = {f.name: f.raw_value for f in frame.fields}
            if isinstance(raw.get("timestamp"), int):
                last_ts = raw["timestamp"]
            if frame.name == "monitoring_info" and isinstance(raw.get("local_timestamp"), int):
                offset = raw["local_timestamp"] - raw["timestamp"]
            if frame.name != "monitoring":
                continue
            if isinstance(raw.get("timestamp"), int):
                t = raw["timestamp"]
            elif raw.get("timestamp_16") is not None and last_ts is not None:
                t = last_ts + ((raw["timestamp_16"] - last_ts) & 0xFFFF)
            else:
                continue
            activity = raw.get("activity_type")
            if activity not in WALK_RUN:
                continue
            steps = raw.get("steps", raw.get("cycles"))
            if steps is None:
                continue
            minutes = raw.get("duration_min")
            if minutes is None and raw.get("duration") is not None:
                minutes = raw["duration"] / 60
            if minutes is not None:
                summaries.append((t + FIT_EPOCH - minutes * 60, activity, steps))
            else:
                readings.append((t + FIT_EPOCH, activity, steps))
    return offset, readings, summaries


def main(paths):
    out = []
    for path in paths:
        offset, readings, summaries = read(path)
        off = offset or 0
        hours, days, device_days = {}, {}, {}
        last = {}  # activity -> (local day, cumulative)
        for t, activity, steps in sorted(readings, key=lambda r: r[0]):
            local = t + off
            day = local // 86400
            prev = last.get(activity)
            base = prev[1] if prev and prev[0] == day and steps >= prev[1] else 0
            last[activity] = (day, steps)
            hour = local // 3600
            hours[hour] = hours.get(hour, 0) + steps - base
            days[day] = days.get(day, 0) + steps - base
        for start, activity, steps in summaries:
            day = (start + off) // 86400
            device_days[day] = device_days.get(day, 0) + steps
        out.append({
            "offset": offset,
            "hours": {str(int(k)): v for k, v in hours.items() if v},
            "days": {str(int(k)): v for k, v in days.items() if v},
            "device_days": {str(int(k)): v for k, v in device_days.items()},
        })
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
