#!/usr/bin/env python3
"""health_connect_fixture.py SCHEMA_DB OUT_DIR

Builds small synthetic Health Connect exports from the real schema: every CREATE TABLE statement of
SCHEMA_DB (AOSP's healthconnect_staged.db, schema 9) is replayed into a new database, which gets rows
for what the corpus file lacks (LAYOUTS.md section 2): two apps writing overlapping steps, heart rate
records with series, a sleep session with stages 1/4/5/6, a running session with route, laps and a
segment (and its heart rate), weight in grams, calories, distance, a blood pressure, and rows in
tables no rule maps. Zone offsets are seconds: 7200, then 3600 after a DST change.

Writes OUT_DIR/health_connect_export.db, OUT_DIR/Health Connect.zip (the export: one entry), and bad
inputs: OUT_DIR/bad-version.db (user_version 42) and OUT_DIR/bad-column.db (weight without `weight`).

health_connect_fixture.py SCHEMA_DB OUT_DIR --years N writes OUT_DIR/Big Health Connect.zip instead: N years
of a person's data (heart rate every 3 minutes, hourly steps, a daily weight, a run with a route and heart
rate every other day) for the benchmark.
"""
import os
import sqlite3
import sys
import uuid
import zipfile

T0 = 1_717_228_800_000  # 2024-06-01T08:00:00Z in epoch ms
DAY = 86_400_000


def rid(n):
    return uuid.UUID(int=0x4843000000000000000000000000 + n).bytes


def schema(db):
    c = sqlite3.connect(db)
    rows = c.execute(
        "SELECT sql FROM sqlite_master WHERE type IN ('table', 'index') AND sql IS NOT NULL"
        " AND name NOT LIKE 'sqlite_%' ORDER BY type DESC"
    ).fetchall()
    c.close()
    return [r[0] for r in rows]


def common(n, app, device, start, start_off, end=None, end_off=None):
    row = {"uuid": rid(n), "last_modified_time": start, "client_record_id": f"client-{n}",
           "client_record_version": "1", "device_info_id": device, "app_info_id": app, "recording_method": 2}
    if end is None:
        row.update({"time": start, "zone_offset": start_off, "local_date": start // DAY})
    else:
        row.update({"start_time": start, "start_zone_offset": start_off, "end_time": end,
                    "end_zone_offset": end_off, "local_date": start // DAY})
    return row


def insert(c, table, row):
    cols = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    cur = c.execute(f"INSERT INTO {table} ({cols}) VALUES ({marks})", list(row.values()))
    return cur.lastrowid


def fill(c):
    c.execute("INSERT INTO application_info_table (row_id, package_name, app_name) VALUES (1, 'com.example.tracker', 'Tracker')")
    c.execute("INSERT INTO application_info_table (row_id, package_name, app_name) VALUES (2, 'com.example.scale', 'Scale')")
    c.execute("INSERT INTO device_info_table VALUES (1, 'Example', 'Watch 2', 1)")
    c.execute("INSERT INTO device_info_table VALUES (2, 'Example', 'Scale S', 3)")
    n = 0
    # Steps: 3 days, hourly blocks, two apps overlapping on the first day; offset 7200 then 3600 (DST).
    for day in range(3):
        off = 7200 if day < 2 else 3600
        for hour in range(6):
            n += 1
            s = T0 + day * DAY + hour * 3_600_000
            insert(c, "steps_record_table", {**common(n, 1, 1, s, off, s + 3_600_000, off), "count": 500 + 10 * hour + day})
        if day == 0:
            n += 1
            insert(c, "steps_record_table", {**common(n, 2, 2, T0, off, T0 + 3_600_000, off), "count": 480})
        n += 1
        insert(c, "distance_record_table", {**common(n, 1, 1, T0 + day * DAY, off, T0 + day * DAY + 6 * 3_600_000, off), "distance": 4200.5 + day})
        n += 1
        insert(c, "total_calories_burned_record_table", {**common(n, 1, 1, T0 + day * DAY, off, T0 + day * DAY + DAY // 2, off), "energy": 1_850_000.0 + day * 1000})
        n += 1
        insert(c, "active_calories_burned_record_table", {**common(n, 1, 1, T0 + day * DAY, off, T0 + day * DAY + DAY // 2, off), "energy": 350_500.0})
        n += 1
        insert(c, "weight_record_table", {**common(n, 2, 2, T0 + day * DAY + 60_000, off), "weight": 72_450.0 - day * 100})
    # A running session with route, laps, a segment and heart rate during it.
    start = T0 + DAY + 3_600_000 * 10
    end = start + 30 * 60_000
    n += 1
    session = insert(c, "exercise_session_record_table", {**common(n, 1, 1, start, 7200, end, 7200), "notes": "easy", "exercise_type": 33, "title": "Morning run", "has_route": 1})
    for i in range(120):
        t = start + i * 15_000
        c.execute("INSERT INTO exercise_route_table VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (session, t, 13.4000 + i * 0.0001, 52.5000 + i * 0.00005, 4.0, 3.0, 35.0 + (i % 10) * 0.5))
    for lap in range(3):
        c.execute("INSERT INTO exercise_laps_table VALUES (?, ?, ?, ?)", (session, start + lap * 600_000, start + (lap + 1) * 600_000, 1000.0))
    c.execute("INSERT INTO exercise_segments_table VALUES (?, ?, ?, ?, ?)", (session, start, end, 56, 0))
    n += 1
    hr = insert(c, "heart_rate_record_table", common(n, 1, 1, start, 7200, end, 7200))
    for i in range(180):
        c.execute("INSERT INTO heart_rate_record_series_table VALUES (?, ?, ?)", (hr, 120 + (i * 7) % 45, start + i * 10_000))
    # Resting heart rate series outside the session, another day.
    n += 1
    hr2 = insert(c, "heart_rate_record_table", common(n, 1, 1, T0 + 2 * DAY, 3600, T0 + 2 * DAY + 600_000, 3600))
    for i in range(20):
        c.execute("INSERT INTO heart_rate_record_series_table VALUES (?, ?, ?)", (hr2, 58 + i % 5, T0 + 2 * DAY + i * 30_000))
    # A night's sleep with stages awake, light, deep, REM.
    s = T0 - 9 * 3_600_000
    n += 1
    sleep = insert(c, "sleep_session_record_table", {**common(n, 1, 1, s, 7200, s + 8 * 3_600_000, 7200), "notes": None, "title": None})
    stages = [(1, 10), (4, 90), (5, 60), (6, 45), (4, 120), (5, 30), (6, 60), (1, 65)]
    t = s
    for stage, minutes in stages:
        c.execute("INSERT INTO sleep_stages_table VALUES (?, ?, ?, ?)", (sleep, t, t + minutes * 60_000, stage))
        t += minutes * 60_000
    n += 1
    insert(c, "blood_pressure_record_table", {**common(n, 2, 2, T0 + 3_600_000, 7200), "measurement_location": "0", "systolic": 121.0, "diastolic": 79.0, "body_position": "0"})
    # Tables no rule maps.
    for i in range(2):
        n += 1
        insert(c, "nutrition_record_table", {**common(n, 1, 1, T0 + i * DAY, 7200, T0 + i * DAY + 60_000, 7200), "energy": 500_000.0, "protein": 20.0})
    n += 1
    insert(c, "menstruation_flow_record_table", {**common(n, 1, 1, T0, 7200), "flow": 2})
    # A weight without its value: skipped with a warning.
    n += 1
    insert(c, "weight_record_table", {**common(n, 2, 2, T0 + 5 * DAY, 7200), "weight": None})


def build(schema_db, path, version=9, drop_weight=False):
    if os.path.exists(path):
        os.remove(path)
    c = sqlite3.connect(path)
    for sql in schema(schema_db):
        if drop_weight and sql.startswith("CREATE TABLE weight_record_table"):
            sql = sql.replace(", weight REAL", "")
        c.execute(sql)
    c.execute(f"PRAGMA user_version = {version}")
    if not drop_weight:
        fill(c)
    c.commit()
    c.close()


def fill_years(c, years):
    c.execute("INSERT INTO application_info_table (row_id, package_name, app_name) VALUES (1, 'com.example.tracker', 'Tracker')")
    c.execute("INSERT INTO device_info_table VALUES (1, 'Example', 'Watch 2', 1)")
    n = 0
    for day in range(365 * years):
        base = T0 + day * DAY
        n += 1
        hr = insert(c, "heart_rate_record_table", common(n, 1, 1, base, 3600, base + DAY, 3600))
        c.executemany("INSERT INTO heart_rate_record_series_table VALUES (?, ?, ?)",
                      [(hr, 55 + (i * 13) % 90, base + i * 180_000) for i in range(480)])
        for hour in range(0, 24, 2):
            n += 1
            s = base + hour * 3_600_000
            insert(c, "steps_record_table", {**common(n, 1, 1, s, 3600, s + 3_600_000, 3600), "count": 300 + hour})
        n += 1
        insert(c, "weight_record_table", {**common(n, 1, 1, base, 3600), "weight": 70_000.0 + day % 50})
        if day % 2 == 0:
            n += 1
            start = base + 7 * 3_600_000
            session = insert(c, "exercise_session_record_table", {**common(n, 1, 1, start, 3600, start + 1_800_000, 3600), "exercise_type": 33, "title": None, "notes": None, "has_route": 1})
            c.executemany("INSERT INTO exercise_route_table VALUES (?, ?, ?, ?, ?, ?, ?)",
                          [(session, start + i * 5_000, 13.4 + i * 1e-5, 52.5 + i * 1e-5, 4.0, 3.0, 35.0) for i in range(360)])


def main():
    schema_db, out = sys.argv[1], sys.argv[2]
    if len(sys.argv) > 4 and sys.argv[3] == "--years":
        os.makedirs(out, exist_ok=True)
        db = os.path.join(out, "big.db")
        if os.path.exists(db):
            os.remove(db)
        c = sqlite3.connect(db)
        for sql in schema(schema_db):
            c.execute(sql)
        c.execute("PRAGMA user_version = 9")
        fill_years(c, int(sys.argv[4]))
        c.commit()
        c.close()
        with zipfile.ZipFile(os.path.join(out, "Big Health Connect.zip"), "w", zipfile.ZIP_DEFLATED) as z:
            z.write(db, "health_connect_export.db")
        return
    os.makedirs(out, exist_ok=True)
    db = os.path.join(out, "health_connect_export.db")
    build(schema_db, db)
    with zipfile.ZipFile(os.path.join(out, "Health Connect.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.write(db, "health_connect_export.db")
    build(schema_db, os.path.join(out, "bad-version.db"), version=42)
    build(schema_db, os.path.join(out, "bad-column.db"), drop_weight=True)


if __name__ == "__main__":
    main()
