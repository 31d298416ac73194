"""Writes small synthetic Suunto files as LAYOUTS.md section 6 describes them (no permissive sample exists).

usage: make_suunto.py OUTDIR
Writes the same 60-second run three ways: the Suunto app JSON (suunto-app.json: DeviceLog with Header
DateTime with offset, sparse Samples whose TimeISO8601 mixes +02:00 and, for GPS samples, +00:00,
Windows Autolap/Move, R-R.Data), a Moveslink2 SML (<serial>-<local time>-0.sml: Header/DateTime local
without zone, per-sample Time and UTC, a Lap event, R-R/Data with one outlier) and a Movescount XML export
(movescount.xml: sibling top-level <header> and <Samples>, <IBI>, no single root). Units are Suunto's SI:
HR and cadence Hz, temperature K, pressure Pa, energy J, latitude/longitude radians.
"""
import datetime as dt
import json
import math
import os
import sys

START = dt.datetime(2024, 5, 4, 8, 15, 34, tzinfo=dt.timezone.utc)
OFFSET = dt.timedelta(hours=2)
LAT0, LON0 = math.radians(47.3769), math.radians(8.5417)
RR = [420 + (i * 7) % 60 for i in range(100)]
RR[50] = 19815  # an outlier as real files hold


def samples():
    out = []
    for t in range(60):
        s = {"t": t, "HR": round((120 + t) / 60, 4), "Cadence": round(2.8 + (t % 3) * 0.01, 4),
             "Speed": round(2.5 + t * 0.01, 3), "Distance": round(2.6 * t, 2)}
        if t % 10 == 0:
            s["Temperature"] = 300.65 - t / 100
            s["SeaLevelPressure"] = 101325 + t
        out.append(s)
        if t % 2 == 0:
            out.append({"t": t + 0.5, "Latitude": LAT0 + t * 1e-6, "Longitude": LON0 + t * 2e-6,
                        "GPSAltitude": 410 + t / 10, "gps": True})
    return out


def iso(t, offset):
    when = (START + dt.timedelta(seconds=t)).astimezone(dt.timezone(offset))
    return when.isoformat(timespec="milliseconds")


def app_json():
    rows = []
    for s in samples():
        row = {"TimeISO8601": iso(s["t"], dt.timedelta(0) if s.get("gps") else OFFSET)}
        row.update({k: v for k, v in s.items() if k not in ("t", "gps")})
        rows.append(row)
    return {"DeviceLog": {
        "Header": {"DateTime": iso(0, OFFSET), "Activity": "Running", "Energy": 418400, "Duration": 60.0,
                   "Distance": 156.0},
        "Device": {"Name": "Amsterdam", "SerialNumber": "000000000001", "Info": {"SW": "2.0.0"}},
        "Samples": rows,
        "Windows": [{"Window": {"Type": "Autolap", "TimeISO8601": iso(30, OFFSET), "Duration": 30.0,
                                "HR": [{"Avg": 2.25, "Max": 2.5, "Min": 2.0}]}},
                    {"Window": {"Type": "Autolap", "TimeISO8601": iso(60, OFFSET), "Duration": 30.0}},
                    {"Window": {"Type": "Move", "TimeISO8601": iso(60, OFFSET), "Duration": 60.0}}],
        "R-R": {"Data": RR}}}


def sample_xml(s, local_only=False):
    fields = "".join("<%s>%r</%s>" % (k, v, k) for k, v in s.items() if k not in ("t", "gps"))
    stamp = (START + dt.timedelta(seconds=s["t"])).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    utc = "" if local_only else "<UTC>%s</UTC>" % stamp
    kind = "gps-small" if s.get("gps") else "periodic"
    return "<Sample><Time>%r</Time>%s%s<SampleType>%s</SampleType></Sample>" % (float(s["t"]), utc, fields, kind)


def header_xml(tag):
    local = (START + OFFSET).strftime("%Y-%m-%dT%H:%M:%S")
    return ("<%s><Duration>60.0</Duration><Activity>3</Activity><DateTime>%s</DateTime><Energy>418400</Energy>"
            "<Distance>156</Distance></%s>" % (tag, local, tag))


def sml():
    rows = "".join(sample_xml(s) for s in samples())
    lap = ("<Sample><Time>30.0</Time><UTC>%s</UTC><Events><Lap><Type>Manual</Type><Duration>30.0</Duration>"
           "<Distance>78</Distance></Lap></Events></Sample>" % (START + dt.timedelta(seconds=30)).strftime(
               "%Y-%m-%dT%H:%M:%S.000Z"))
    return ('<?xml version="1.0" encoding="utf-8"?>\n<sml xmlns="http://www.suunto.com/schemas/sml"><DeviceLog>'
            + header_xml("Header")
            + "<Device><Name>Suunto Ambit3 Peak</Name><SerialNumber>000000000002</SerialNumber></Device>"
            + "<Samples>" + rows + lap + "</Samples><R-R><Data>" + " ".join(map(str, RR)) + "</Data></R-R>"
            + "</DeviceLog></sml>\n")


def movescount():
    rows = "".join(sample_xml(s) for s in samples())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + header_xml("header") + "\n<Samples>" + rows
            + "</Samples>\n<IBI>" + " ".join(map(str, RR)) + "</IBI>\n")


def main(out):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "suunto-app.json"), "w") as f:
        json.dump(app_json(), f, indent=1)
    with open(os.path.join(out, "000000000002-2024-05-04T10_15_34-0.sml"), "w") as f:
        f.write(sml())
    with open(os.path.join(out, "movescount.xml"), "w") as f:
        f.write(movescount())


if __name__ == "__main__":
    main(sys.argv[1])
