#!/usr/bin/env python3
"""Builds container fixtures for the archive tests from files made by this project (Samples/) or the
reference corpus: never real personal data. Uses Python's own gzip/zipfile (independent of wkconv's
zip code).

  make_archives.py basic SAMPLES OUTDIR    gzip, concatenated gzip, a zip of mixed members and folders
  make_archives.py bulk SAMPLES OUTDIR     Strava and Garmin Connect bulk-export layouts (see README
                                           "Bulk exports" for where each layout is described)
  make_archives.py body EXPORT.zip OUTDIR  EXPORT.zip (Samples/export.zip) with invented body-mass, body-fat,
                                           BMI records and two blood-pressure correlations added:
                                           body-export.zip
"""
import csv
import gzip
import io
import os
import sys
import zipfile


def gz(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


def basic(samples: str, out: str) -> None:
    ride = open(os.path.join(samples, "ride.fit"), "rb").read()
    run = open(os.path.join(samples, "morning-run.ndjson"), "rb").read()
    open(os.path.join(out, "ride.fit.gz"), "wb").write(gz(ride))
    # Two gzip members, as `cat a.gz b.gz` makes (gzip -d gives the concatenation).
    half = len(ride) // 2
    open(os.path.join(out, "ride-concat.fit.gz"), "wb").write(gz(ride[:half]) + gz(ride[half:]))
    # A truncated gzip stream.
    open(os.path.join(out, "ride-truncated.fit.gz"), "wb").write(gz(ride)[: len(gz(ride)) // 2])
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("deep/ride.fit", ride)
    with zipfile.ZipFile(os.path.join(out, "mixed.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("rides/", b"")
        z.writestr("rides/ride.fit", ride)
        z.writestr("rides/ride.fit.gz", gz(ride), compress_type=zipfile.ZIP_STORED)
        z.writestr("runs/morning-run.ndjson.gz", gz(run))
        z.writestr("nested/inner.zip", inner.getvalue())
        z.writestr("README.txt", b"notes, not an activity\n")
        z.writestr("__MACOSX/rides/._ride.fit", b"\x00\x05\x16\x07")
    # The members alone, for per-member comparisons.
    os.makedirs(os.path.join(out, "members"), exist_ok=True)
    open(os.path.join(out, "members", "ride.fit"), "wb").write(ride)
    open(os.path.join(out, "members", "morning-run.ndjson"), "wb").write(run)


GPX_NO_TYPE = b"""<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="fixture" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>hike</name><trkseg>
<trkpt lat="46.5" lon="7.9"><ele>1500</ele><time>2025-06-15T08:00:00Z</time></trkpt>
<trkpt lat="46.501" lon="7.901"><ele>1510</ele><time>2025-06-15T08:01:00Z</time></trkpt>
<trkpt lat="46.502" lon="7.902"><ele>1520</ele><time>2025-06-15T08:02:00Z</time></trkpt>
</trkseg></trk></gpx>
"""


def bulk(samples: str, out: str) -> None:
    """Strava: export_NNNN.zip = activities.csv + activities/<id>.<ext>[.gz] + other CSVs and folders.
    Garmin Connect account export: DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip (the
    original FIT files) + wellness/fitness JSON. Garmin per-activity download: <id>.zip = <id>_ACTIVITY.fit.
    Invented names and values only."""
    ride = open(os.path.join(samples, "ride.fit"), "rb").read()
    header = ["Activity ID", "Activity Date", "Activity Name", "Activity Type", "Activity Description",
              "Elapsed Time", "Distance", "Commute", "Activity Gear", "Filename", "Max Heart Rate"]
    rows = [
        ["1001", "Jun 14, 2025, 5:05:00 AM", "Morning Run", "Run", 'Easy, with "quotes"\nand a second line',
         "595", "1.94", "false", "Pegasus 40", "activities/1001.fit.gz", "160"],
        ["1002", "Jun 14, 2025, 5:05:00 AM", "Same run, plain file", "Run", "", "595", "1.94", "false", "",
         "activities/1002.fit", ""],
        ["1003", "Jun 15, 2025, 8:00:00 AM", "Hike up", "Hike", "", "120", "0.3", "false", "", "activities/1003.gpx.gz", ""],
        ["1004", "Jun 16, 2025, 6:00:00 PM", "Yoga (manual)", "Yoga", "", "3600", "0", "false", "", "", ""],
        ["1005", "Jun 17, 2025, 6:00:00 PM", "File missing", "Walk", "", "600", "1", "false", "", "activities/1005.gpx", ""],
    ]
    text = io.StringIO()
    w = csv.writer(text, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    with zipfile.ZipFile(os.path.join(out, "export_12345.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("activities.csv", text.getvalue().encode())
        z.writestr("profile.csv", b"Athlete ID,Email Address\n1,athlete@example.com\n")
        z.writestr("activities/1001.fit.gz", gz(ride))
        z.writestr("activities/1002.fit", ride)
        z.writestr("activities/1003.gpx.gz", gz(GPX_NO_TYPE))
        z.writestr("media/", b"")
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("athlete@example.com_1111.fit", ride)
        z.writestr("athlete@example.com_2222.fit", ride)
    with zipfile.ZipFile(os.path.join(out, "garmin-export.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", inner.getvalue())
        z.writestr("DI_CONNECT/DI-Connect-Fitness/athlete@example.com_0_summarizedActivities.json", b"[]\n")
        z.writestr("DI_CONNECT/DI-Connect-Wellness/2025-06-14_2025-09-22_1_sleepData.json", b"[]\n")
    with zipfile.ZipFile(os.path.join(out, "12345678.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("12345678_ACTIVITY.fit", ride)
    os.makedirs(os.path.join(out, "members"), exist_ok=True)
    open(os.path.join(out, "members", "ride.fit"), "wb").write(ride)
    open(os.path.join(out, "members", "hike.gpx"), "wb").write(GPX_NO_TYPE)


BODY = """ <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" creationDate="2025-06-10 07:01:00 +0200" startDate="2025-06-10 07:00:00 +0200" endDate="2025-06-10 07:00:00 +0200" value="72.4"/>
 <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Scale" unit="%" creationDate="2025-06-10 07:01:00 +0200" startDate="2025-06-10 07:00:00 +0200" endDate="2025-06-10 07:00:00 +0200" value="0.185"/>
 <Record type="HKQuantityTypeIdentifierBodyMassIndex" sourceName="Scale" unit="count" creationDate="2025-06-10 07:01:00 +0200" startDate="2025-06-10 07:00:00 +0200" endDate="2025-06-10 07:00:00 +0200" value="22.9"/>
 <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" creationDate="2025-06-12 06:51:00 +0200" startDate="2025-06-12 06:50:00 +0200" endDate="2025-06-12 06:50:00 +0200" value="72.1"/>
 <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" creationDate="2025-06-10 08:00:30 +0200" startDate="2025-06-10 08:00:00 +0200" endDate="2025-06-10 08:00:00 +0200">
  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" creationDate="2025-06-10 08:00:30 +0200" startDate="2025-06-10 08:00:00 +0200" endDate="2025-06-10 08:00:00 +0200" value="121"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Cuff" unit="mmHg" creationDate="2025-06-10 08:00:30 +0200" startDate="2025-06-10 08:00:00 +0200" endDate="2025-06-10 08:00:00 +0200" value="79"/>
 </Correlation>
 <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" creationDate="2025-06-12 21:10:30 +0200" startDate="2025-06-12 21:10:00 +0200" endDate="2025-06-12 21:10:00 +0200">
  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" creationDate="2025-06-12 21:10:30 +0200" startDate="2025-06-12 21:10:00 +0200" endDate="2025-06-12 21:10:00 +0200" value="117"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Cuff" unit="mmHg" creationDate="2025-06-12 21:10:30 +0200" startDate="2025-06-12 21:10:00 +0200" endDate="2025-06-12 21:10:00 +0200" value="76"/>
 </Correlation>
"""


def body(export: str, out: str) -> None:
    with zipfile.ZipFile(export) as src, zipfile.ZipFile(os.path.join(out, "body-export.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith("/export.xml"):
                data = data.replace(b"</HealthData>", BODY.encode() + b"</HealthData>")
            z.writestr(info.filename, data)


if __name__ == "__main__":
    kind, args = sys.argv[1], sys.argv[2:]
    os.makedirs(args[-1], exist_ok=True)
    {"basic": basic, "bulk": bulk, "body": body}[kind](*args)
