#!/usr/bin/env python3
"""Independent check of the files an Apple Health export carries beside export.xml: the
electrocardiograms (electrocardiograms/ecg_*.csv) and export_cda.xml. Python's csv, zipfile, json and
ElementTree only (none of wkconv's code).

  export_files_oracle.py archive IN.zip OUT.zip [--no-cda]
      every ECG file of IN is in OUT under the same name with the same bytes, and Python's csv module
      reads the same header rows and voltages from both; export_cda.xml is byte-identical and parses
      to the same ElementTree (--no-cda: OUT must have none); OUT's export.xml is well-formed.
  export_files_oracle.py ndjson IN.zip OUT.ndjson
      each ECG file of IN is one NDJSON item of kind electrocardiogram (type
      HKDataTypeIdentifierElectrocardiogram) with the file's classification, symptoms, lead, sampling
      frequency, recording start and voltages (µV, value by value, exact: the text read as a double).

Prints one JSON line with what was compared; exit 1 with the differences otherwise.
"""
import csv
import datetime as dt
import io
import json
import sys
import xml.etree.ElementTree as ET
import zipfile

failures = []


def fail(message):
    failures.append(message)


def ecg_files(archive):
    return {
        i.filename.split("/")[-1]: archive.read(i)
        for i in archive.infolist()
        if "/electrocardiograms/" in "/" + i.filename and i.filename.endswith(".csv")
    }


def read_csv(data):
    """(header rows as lists, voltages as floats) with the csv module; the header ends at `Unit`."""
    rows = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
    unit = next(i for i, r in enumerate(rows) if r and r[0] == "Unit")
    header = rows[: unit + 1]
    values = [float(r[0]) for r in rows[unit + 1:] if r]
    return header, values


def fields(header):
    return {r[0]: (r[1] if len(r) > 1 else "") for r in header if r}


def member(archive, name):
    hits = [i for i in archive.infolist() if i.filename.split("/")[-1] == name]
    return archive.read(hits[0]) if hits else None


def check_archive(src_path, out_path, cda_expected):
    src, out = zipfile.ZipFile(src_path), zipfile.ZipFile(out_path)
    a, b = ecg_files(src), ecg_files(out)
    if sorted(a) != sorted(b):
        fail(f"ECG files differ: {sorted(a)} vs {sorted(b)}")
    samples = 0
    for name in sorted(set(a) & set(b)):
        if a[name] != b[name]:
            fail(f"{name}: bytes differ ({len(a[name])} vs {len(b[name])})")
        ha, va = read_csv(a[name])
        hb, vb = read_csv(b[name])
        if ha != hb:
            fail(f"{name}: header rows differ: {ha} vs {hb}")
        if va != vb:
            fail(f"{name}: voltages differ ({len(va)} vs {len(vb)})")
        samples += len(va)
    cda_in, cda_out = member(src, "export_cda.xml"), member(out, "export_cda.xml")
    if cda_expected:
        if cda_in is None or cda_out != cda_in:
            fail("export_cda.xml is missing or its bytes differ")
        elif ET.tostring(ET.fromstring(cda_in)) != ET.tostring(ET.fromstring(cda_out)):
            fail("export_cda.xml parses differently")
    elif cda_out is not None:
        fail("export_cda.xml present although it could not be carried")
    ET.fromstring(member(out, "export.xml"))
    return {"ecgFiles": len(b), "voltages": samples, "cda": cda_out is not None}


def parse_start(text):
    return dt.datetime.strptime(text, "%Y-%m-%d %H:%M:%S %z")


def check_ndjson(src_path, ndjson_path):
    src = zipfile.ZipFile(src_path)
    items = [json.loads(l) for l in open(ndjson_path, encoding="utf-8") if l.strip()]
    ecgs = {}
    for item in items:
        if item.get("kind") == "electrocardiogram":
            meta = dict(item.get("metadata", []))
            ecgs[meta.get("health.ecg.file", "").split("/")[-1]] = item
    files = ecg_files(src)
    if sorted(files) != sorted(ecgs):
        fail(f"ECG items {sorted(ecgs)} vs files {sorted(files)}")
    samples = 0
    for name in sorted(set(files) & set(ecgs)):
        header, values = read_csv(files[name])
        f, item = fields(header), ecgs[name]
        if item.get("type") != "HKDataTypeIdentifierElectrocardiogram":
            fail(f"{name}: type {item.get('type')}")
        for key, field in [("classification", "Classification"), ("symptoms", "Symptoms"), ("lead", "Lead")]:
            if item.get(key, "") != f.get(field, ""):
                fail(f"{name}: {key} {item.get(key)!r} vs {f.get(field)!r}")
        rate = float(f["Sample Rate"].split()[0])
        if item.get("samplingFrequency") != rate:
            fail(f"{name}: sampling frequency {item.get('samplingFrequency')} vs {rate}")
        start = dt.datetime.fromisoformat(item["start"])
        if start != parse_start(f["Recorded Date"]):
            fail(f"{name}: start {item['start']} vs {f['Recorded Date']}")
        end = dt.datetime.fromisoformat(item["end"])
        if abs((end - start).total_seconds() - len(values) / rate) > 1e-3:
            fail(f"{name}: interval {(end - start).total_seconds()} s vs {len(values) / rate} s")
        got = item.get("voltages", [])
        if got != values:
            diffs = sum(1 for x, y in zip(got, values) if x != y) + abs(len(got) - len(values))
            fail(f"{name}: {diffs} voltages differ ({len(got)} vs {len(values)})")
        samples += len(values)
    return {"ecgItems": len(ecgs), "voltages": samples}


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "archive":
        result = check_archive(sys.argv[2], sys.argv[3], "--no-cda" not in sys.argv)
    else:
        result = check_ndjson(sys.argv[2], sys.argv[3])
    print(json.dumps(result))
    if failures:
        print("\n".join(failures[:20]), file=sys.stderr)
        sys.exit(1)
