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
  make_archives.py ecg EXPORT.zip OUTDIR   EXPORT.zip with three synthetic electrocardiograms
                                           (electrocardiograms/ecg_*.csv, Apple's layout, FORMAT.md §6) and a
                                           small export_cda.xml (HL7 CDA, §7) added: ecg-export.zip
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


def ecg_waveform(seconds: float, rate: int, bpm: float, seed: int, noisy: bool) -> list:
    """A synthetic single-lead ECG in µV: P, QRS and T waves as Gaussians on a slowly wandering
    baseline (invented, not a recording), rounded to 3 decimals like Apple's files."""
    import math
    import random

    rng = random.Random(seed)
    period = 60.0 / bpm
    waves = [(-0.2, 0.025, 110.0), (-0.05, 0.01, -90.0), (0.0, 0.012, 620.0), (0.04, 0.01, -160.0), (0.25, 0.05, 210.0)]
    out = []
    for i in range(int(seconds * rate)):
        t = i / rate
        phase = (t % period) - period / 2
        v = 25.0 * math.sin(2 * math.pi * 0.3 * t)
        for centre, width, amplitude in waves:
            v += amplitude * math.exp(-((phase - centre) ** 2) / (2 * width * width))
        v += rng.gauss(0, 40.0 if noisy else 4.0)
        out.append(round(v, 3))
    return out


def ecg_number(v: float) -> str:
    # Apple writes the shortest form: 93.22, -32, 0.742 (never -0).
    text = repr(v)
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def ecg_csv(recorded: str, classification: str, name: str, dob: str, samples: list) -> bytes:
    def field(value: str) -> str:
        return '"' + value.replace('"', '""') + '"' if ("," in value or '"' in value) else value

    head = ["Name" if not name else "Name," + field(name), "Date of Birth," + field(dob), "Recorded Date," + recorded,
            "Classification," + classification, "Symptoms,", "Software Version,1.90", 'Device,"Watch6,7"',
            "Sample Rate,512 hertz", "", "", "Lead,Lead I", "Unit,\u00b5V", ""]
    return ("\n".join(head) + "\n" + "".join(ecg_number(v) + "\n" for v in samples)).encode("utf-8")


CDA = """<?xml version="1.0"?>
<?xml-stylesheet type="text/xsl" href="CDA.xsl"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:sdtc="urn:hl7-org:sdtc">
 <realmCode code="US"/>
 <title>Health Data Export</title>
 <effectiveTime value="20250614091900+0200"/>
 <component><structuredBody><component><section>
  <entry typeCode="DRIV"><organizer classCode="CLUSTER" moodCode="EVN"><component><observation classCode="OBS" moodCode="EVN">
   <text><sourceName>Apple\u00a0Watch</sourceName><sourceVersion>11.5</sourceVersion><value>72</value><type>HKQuantityTypeIdentifierHeartRate</type><unit>count/min</unit></text>
   <effectiveTime><low value="20250614071400+0200"/><high value="20250614071400+0200"/></effectiveTime>
   <value xsi:type="PQ" value="72" unit="count/min"/>
  </observation></component></organizer></entry>
 </section></component></structuredBody></component>
</ClinicalDocument>
"""


def ecg(export: str, out: str) -> None:
    files = [
        ("ecg_2025-06-14.csv", "2025-06-14 08:55:07 +0200", "Sinus Rhythm", "", "Jan 2, 1990", ecg_waveform(30, 512, 68, 1, False)),
        ("ecg_2025-06-14_1.csv", "2025-06-14 08:57:45 +0200", "Inconclusive", "", "Jan 2, 1990", ecg_waveform(30, 512, 104, 2, False)),
        ("ecg_2025-06-14_2.csv", "2025-06-14 08:59:30 +0200", "Poor Recording", 'Alex "Sam" Doe', "Jan 2, 1990",
         ecg_waveform(14864 / 512, 512, 75, 3, True)),
    ]
    with zipfile.ZipFile(export) as src, zipfile.ZipFile(os.path.join(out, "ecg-export.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            z.writestr(info.filename, src.read(info))
        z.writestr("apple_health_export/export_cda.xml", CDA.encode("utf-8"))
        for name, recorded, classification, person, dob, samples in files:
            z.writestr("apple_health_export/electrocardiograms/" + name, ecg_csv(recorded, classification, person, dob, samples))


if __name__ == "__main__":
    kind, args = sys.argv[1], sys.argv[2:]
    os.makedirs(args[-1], exist_ok=True)
    {"basic": basic, "bulk": bulk, "body": body, "ecg": ecg}[kind](*args)
