#!/usr/bin/env python3
"""samsung_health_fixture.py OUT_DIR

A small synthetic Samsung Health "Download personal data" export, shaped as LAYOUTS.md section 3
describes: a folder samsunghealth_<account>_<stamp>/ of <type>.<stamp>.csv files whose line 1 is the
preamble `<type>,<number>,<number>`, line 2 the header (prefixed `com.samsung.health.<type>.` in some
files, bare in others), and whose data rows each end in an extra comma; CRLF in one file, a UTF-8 BOM in
one, rows in two time_offsets; an exercise whose jsons/ side files hold its live data
[{start_time, heart_rate, speed, cadence}] and locations [{start_time, latitude, longitude, altitude,
accuracy}]. Synthetic values only.

Writes OUT_DIR/<folder>/, OUT_DIR/<folder>.zip, OUT_DIR/damaged.zip (an exercise CSV without its
start_time column beside a good heart-rate CSV) and OUT_DIR/missing-side.zip (an exercise whose live_data
file is not in the export).
"""
import json
import os
import sys
import zipfile

STAMP = "20240610120000"
FOLDER = f"samsunghealth_example_{STAMP}"
EX_UUID = "a1b2c3d4-0000-4000-8000-000000000001"
DAY0 = 1_717_200_000_000  # 2024-06-01T00:00:00Z


def csv_text(kind, header, rows, prefix=None, crlf=False, bom=False):
    nl = "\r\n" if crlf else "\n"
    names = [f"{prefix}.{h}" if prefix and "." not in h else h for h in header]
    lines = [f"{kind},{len(rows) * 1000 + 7},3", ",".join(names)]
    for row in rows:
        cells = []
        for v in row:
            v = "" if v is None else str(v)
            if any(ch in v for ch in ',"\n'):
                v = '"' + v.replace('"', '""') + '"'
            cells.append(v)
        lines.append(",".join(cells) + ",")
    return ("\ufeff" if bom else "") + nl.join(lines) + nl


def files():
    out = {}
    summary_rows = []
    for d in range(3):
        summary_rows.append([DAY0 + d * 86_400_000, 8000 + d * 111, 6100.5 + d, 310.25 + d, f"day-{d}", "dev-phone", "com.sec.android.app.shealth"])
    out["com.samsung.shealth.tracker.pedometer_day_summary"] = csv_text(
        "com.samsung.shealth.tracker.pedometer_day_summary",
        ["day_time", "step_count", "distance", "calorie", "datauuid", "deviceuuid", "pkg_name"], summary_rows)
    hr_rows = []
    for i in range(40):
        offset = "UTC+0900" if i < 20 else "UTC+0200"
        minute = i * 7
        hr_rows.append([f"2024-06-0{1 + i // 20} {minute // 60:02d}:{minute % 60:02d}:00.000",
                        f"2024-06-0{1 + i // 20} {minute // 60:02d}:{minute % 60:02d}:59.000",
                        62 + (i * 5) % 31, 60, 95, 1, 21313, offset, f"hr-{i}", "dev-watch"])
    hr_rows.append(["", "", 70, 60, 80, 1, 21313, "UTC+0900", "hr-bad", "dev-watch"])  # no time: skipped
    out["com.samsung.shealth.tracker.heart_rate"] = csv_text(
        "com.samsung.shealth.tracker.heart_rate",
        ["start_time", "end_time", "heart_rate", "min", "max", "heart_beat_count", "tag_id", "time_offset", "datauuid", "deviceuuid"],
        hr_rows, prefix="com.samsung.health.heart_rate", crlf=True, bom=True)
    out["com.samsung.shealth.sleep"] = csv_text(
        "com.samsung.shealth.sleep", ["start_time", "end_time", "time_offset", "datauuid", "deviceuuid", "comment"],
        [["2024-05-31 14:00:00.000", "2024-05-31 21:30:00.000", "UTC+0900", "sleep-1", "dev-watch", 'slept "well",\nthen woke']],
        prefix="com.samsung.health.sleep")
    stages, t = [], 14 * 60
    for i, (code, minutes) in enumerate([(40001, 10), (40002, 100), (40003, 60), (40004, 50), (40002, 120), (40003, 40), (40004, 40), (40001, 30)]):
        s = f"2024-05-31 {t // 60:02d}:{t % 60:02d}:00.000"
        t += minutes
        e = f"2024-05-31 {t // 60:02d}:{t % 60:02d}:00.000"
        stages.append([s, e, code, "sleep-1", "UTC+0900", f"stage-{i}", "dev-watch"])
    out["com.samsung.health.sleep_stage"] = csv_text(
        "com.samsung.health.sleep_stage", ["start_time", "end_time", "stage", "sleep_id", "time_offset", "datauuid", "deviceuuid"], stages)
    out["com.samsung.health.weight"] = csv_text(
        "com.samsung.health.weight", ["start_time", "weight", "body_fat", "height", "time_offset", "datauuid", "deviceuuid"],
        [["2024-06-01 22:00:00.000", 71.4, 18.5, 178, "UTC+0900", "w-1", "dev-scale"],
         ["2024-06-03 06:00:00.000", 71.1, "", "", "UTC+0200", "w-2", "dev-scale"]])
    start_ms = DAY0 + 86_400_000 + 9 * 3_600_000  # 2024-06-02T09:00:00Z
    out["com.samsung.shealth.exercise"] = csv_text(
        "com.samsung.shealth.exercise",
        ["start_time", "end_time", "time_offset", "exercise_type", "duration", "distance", "calorie", "live_data", "location_data", "datauuid", "deviceuuid"],
        [["2024-06-02 09:00:00.000", "2024-06-02 09:20:00.000", "UTC+0200", 1002, 1_200_000, 3012.5, 240.5,
          f"{EX_UUID}.com.samsung.health.exercise.live_data.json", f"{EX_UUID}.com.samsung.health.exercise.location_data.json", EX_UUID, "dev-watch"],
         ["2024-06-03 07:00:00.000", "2024-06-03 07:30:00.000", "UTC+0200", 1001, 1_800_000, 2100, 120, "", "", "ex-2", "dev-phone"]],
        prefix="com.samsung.health.exercise")
    out["com.samsung.shealth.stress"] = csv_text(
        "com.samsung.shealth.stress", ["start_time", "score", "time_offset", "datauuid"],
        [["2024-06-01 10:00:00.000", 40, "UTC+0900", "s-1"], ["2024-06-01 11:00:00.000", 35, "UTC+0900", "s-2"], ["2024-06-01 12:00:00.000", 50, "UTC+0900", "s-3"]])
    live = [{"start_time": start_ms + i * 10_000, "heart_rate": 110 + i % 40, "speed": 2.5 + (i % 5) * 0.1, "cadence": 160 + i % 7} for i in range(120)]
    live.append({"start_time": start_ms + 1_200_000, "speed": 0.0})
    points = [{"start_time": start_ms + i * 20_000, "latitude": 37.5 + i * 0.0002, "longitude": 127.0 + i * 0.0001, "altitude": 30 + i % 4, "accuracy": 5.0} for i in range(60)]
    side = f"jsons/com.samsung.shealth.exercise/{EX_UUID[0]}"
    return out, {f"{side}/{EX_UUID}.com.samsung.health.exercise.live_data.json": json.dumps(live),
                 f"{side}/{EX_UUID}.com.samsung.health.exercise.location_data.json": json.dumps(points)}


def main():
    out_dir = sys.argv[1]
    root = os.path.join(out_dir, FOLDER)
    csvs, sides = files()
    written = {}
    for kind, text in csvs.items():
        written[f"{kind}.{STAMP}.csv"] = text
    written.update(sides)
    for rel, text in written.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    with zipfile.ZipFile(os.path.join(out_dir, FOLDER + ".zip"), "w", zipfile.ZIP_DEFLATED) as z:
        for rel, text in sorted(written.items()):
            z.writestr(f"{FOLDER}/{rel}", text.encode("utf-8"))
    with zipfile.ZipFile(os.path.join(out_dir, "damaged.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(f"{FOLDER}/com.samsung.shealth.exercise.{STAMP}.csv",
                   csv_text("com.samsung.shealth.exercise", ["end_time", "exercise_type", "datauuid"], [["2024-06-02 09:20:00.000", 1002, "x"]],
                            prefix="com.samsung.health.exercise"))
        kind = "com.samsung.shealth.tracker.heart_rate"
        z.writestr(f"{FOLDER}/{kind}.{STAMP}.csv", csvs[kind].encode("utf-8"))
    with zipfile.ZipFile(os.path.join(out_dir, "missing-side.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(f"{FOLDER}/com.samsung.shealth.exercise.{STAMP}.csv",
                   csv_text("com.samsung.shealth.exercise", ["start_time", "end_time", "time_offset", "exercise_type", "live_data", "datauuid"],
                            [["2024-06-02 09:00:00.000", "2024-06-02 09:20:00.000", "UTC+0200", 1002, "gone.com.samsung.health.exercise.live_data.json", "x"]],
                            prefix="com.samsung.health.exercise"))


if __name__ == "__main__":
    main()
