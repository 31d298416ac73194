#!/usr/bin/env python3
"""repair_oracle.py DAMAGED.fit REPAIRED.fit

Checks a `wkconv repair` output with readers that are not ours and prints one JSON object:

- garmin-fit-sdk (Garmin's decoder): `sdk_ok` when the repaired file passes is_fit, check_integrity
  (header, sizes, header and file CRC) and decodes with no error.
- fitdecode, strict (CRC checked, errors raised) on the repaired file: `strict_ok`, and its counts of
  record, lap, session and event messages (`out`).
- fitdecode, lenient (CRC not checked, errors ignored, stopping at the first undecodable byte) on the
  damaged input: the same counts (`in`) — what an independent reader can recover.
- the summaries of the repaired file as fitdecode reads them: every lap and session with
  total_timer_time <= total_elapsed_time (`timer_above_elapsed`), and for each session the sums of its
  laps' timer and distance against the session's (`sessions`: [{timer, lap_timer, distance,
  lap_distance, laps}]). A lap belongs to the last session whose start_time is at most 1 s after the
  lap's (the rule `wkconv repair` uses: whole-second start times after fractional elapsed times).
"""
import json
import sys

import fitdecode
from garmin_fit_sdk import Decoder, Stream


def counts(path, strict):
    out = {"record": 0, "lap": 0, "session": 0, "event": 0}
    laps, sessions = [], []
    error = None
    kwargs = {} if strict else {
        "check_crc": fitdecode.CrcCheck.DISABLED,
        "error_handling": fitdecode.ErrorHandling.IGNORE,
    }
    try:
        with fitdecode.FitReader(path, **kwargs) as reader:
            for frame in reader:
                if not isinstance(frame, fitdecode.FitDataMessage):
                    continue
                if frame.name in out:
                    out[frame.name] += 1
                if frame.name in ("lap", "session"):
                    def get(name):
                        return frame.get_value(name) if frame.has_field(name) else None
                    entry = {k: get(k) for k in ("start_time", "total_timer_time", "total_elapsed_time",
                                                  "total_distance")}
                    (laps if frame.name == "lap" else sessions).append(entry)
    except Exception as e:  # lenient: what came before the error counts
        error = f"{type(e).__name__}: {e}"
    return out, laps, sessions, error


def main():
    damaged, repaired = sys.argv[1], sys.argv[2]
    result = {}
    stream = Stream.from_file(repaired)
    decoder = Decoder(stream)
    sdk_ok = decoder.is_fit() and decoder.check_integrity()
    _, errors = decoder.read()
    result["sdk_ok"] = bool(sdk_ok) and not errors
    result["sdk_errors"] = [str(e) for e in errors]
    result["in"], _, _, result["in_error"] = counts(damaged, strict=False)
    out, laps, sessions, error = counts(repaired, strict=True)
    result["out"] = out
    result["strict_ok"] = error is None
    result["strict_error"] = error
    above = 0
    for m in laps + sessions:
        t, e = m["total_timer_time"], m["total_elapsed_time"]
        if t is not None and e is not None and t > e + 1e-9:
            above += 1
    result["timer_above_elapsed"] = above
    summary = []
    starts = [s["start_time"].timestamp() if s["start_time"] else None for s in sessions]
    def owner(lap):
        t = lap["start_time"].timestamp() if lap["start_time"] else None
        found = 0
        for i, st in enumerate(starts):
            if t is not None and st is not None and st <= t + 1:
                found = i
        return found
    for i, s in enumerate(sessions):
        own = [l for l in laps if owner(l) == i]
        summary.append({
            "timer": s["total_timer_time"], "lap_timer": sum(l["total_timer_time"] or 0 for l in own),
            "distance": s["total_distance"],
            "lap_distance": sum(l["total_distance"] or 0 for l in own) if all(
                l["total_distance"] is not None for l in own) else None,
            "laps": len(own),
        })
    result["sessions"] = summary
    print(json.dumps(result))


if __name__ == "__main__":
    main()
