"""Heart-rate zone settings of FIT files as fitdecode reads them (oracle of HeartRateZoneOracleTests).

Prints one JSON object keyed by path: sessions (count), session_time_in_zone (the time_in_zone message
referring to session 0: hr_zone_high_boundary, time_in_hr_zone), hr_zone (high_bpm in message order),
zones_target and user_profile heart-rate fields. Files fitdecode cannot read are left out.
"""
import json
import sys
import warnings

import fitdecode

warnings.simplefilter("ignore")
USER = {"resting_heart_rate", "default_max_heart_rate", "default_max_running_heart_rate",
        "default_max_biking_heart_rate"}


def read(path):
    out = {"sessions": 0, "session_time_in_zone": None, "hr_zone": [], "zones_target": {}, "user_profile": {}}
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            values = {f.name: f.value for f in frame.fields if f.value is not None}
            if frame.name == "session":
                out["sessions"] += 1
            elif frame.name == "time_in_zone":
                if (values.get("reference_mesg") == "session" and values.get("reference_index", 0) == 0
                        and out["session_time_in_zone"] is None):
                    out["session_time_in_zone"] = {
                        "hr_zone_high_boundary": list(values.get("hr_zone_high_boundary") or []),
                        "time_in_hr_zone": list(values.get("time_in_hr_zone") or []),
                    }
            elif frame.name == "hr_zone" and "high_bpm" in values:
                out["hr_zone"].append((values.get("message_index", len(out["hr_zone"])), values["high_bpm"]))
            elif frame.name == "zones_target" and not out["zones_target"]:
                out["zones_target"] = {k: v for k, v in values.items()
                                       if k in ("max_heart_rate", "threshold_heart_rate",
                                                "functional_threshold_power")}
            elif frame.name == "user_profile" and not out["user_profile"]:
                out["user_profile"] = {k: v for k, v in values.items() if k in USER}
    out["hr_zone"] = [bpm for _, bpm in sorted(out["hr_zone"])]
    return out


result = {}
for path in sys.argv[1:]:
    try:
        result[path] = read(path)
    except Exception:  # noqa: BLE001 — unreadable files are not oracles
        pass
print(json.dumps(result, default=str))
