"""Scans wkconv outputs for positions inside a privacy zone (an oracle independent of wkconv's readers).

usage: privacy_scan.py [--zone LAT,LON,RADIUS_M]... [--ends INPUT.fit METERS]... [--expect-hits] FILE...

--ends makes zones of METERS around the first and last record positions of INPUT.fit (--privacy-ends).
--expect-hits inverts the exit status (the inputs themselves must show the zones: the check can fail).

FIT files are decoded with fitdecode: every field whose unit is semicircles (in fitdecode's profile or in
the official profile 21.218, PROFILE below: fitdecode does not know some, e.g. lap nec_lat), in
..._lat/..._long pairs, in every message. Other files (GPX, HTML, NDJSON, TCX, CSV) are scanned as text: every two numbers close
together, read as lat/lon and lon/lat, in degrees, semicircles and E7. A hit is a position closer to the
centre than RADIUS_M - 1 m, in any zone. Prints each hit; exits 1 when there is any, 0 otherwise.
"""

import math
import os
import re
import sys

import fitdecode

PROFILE = os.environ.get("FIT_PROFILE_TSV") or os.path.join(
    os.path.dirname(__file__), "../../../shared/formats/fit/profile-messages.tsv")


def semicircle_fields():
    """(message number, field number) -> field name, for the profile's semicircle fields."""
    fields = {}
    for line in open(PROFILE, encoding="utf-8"):
        cols = line.rstrip("\n").split("\t")
        if len(cols) > 12 and cols[0] == "field" and cols[12] == "semicircles":
            fields[(int(cols[2]), int(cols[4]))] = cols[3]
    return fields


SEMICIRCLE_FIELDS = semicircle_fields()

EARTH = 6_371_008.8
SEMI = 180.0 / 2**31


def distance(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH * math.asin(min(1, math.sqrt(a)))


def inside(zones, lat, lon):
    if not (abs(lat) <= 90 and abs(lon) <= 180):
        return False
    return any(distance(z[0], z[1], lat, lon) < z[2] - 1 for z in zones)


def ends(path, radius):
    """Zones around the first and last record positions of a FIT file."""
    points = []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if isinstance(frame, fitdecode.FitDataMessage) and frame.name == "record":
                lat = frame.get_raw_value("position_lat", fallback=None)
                lon = frame.get_raw_value("position_long", fallback=None)
                if isinstance(lat, int) and isinstance(lon, int):
                    points.append((lat * SEMI, lon * SEMI, radius))
    return [points[0], points[-1]] if points else []


def scan_fit(path, zone):
    hits = []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            values = {}
            for f in frame.fields:
                if isinstance(f.field_def, fitdecode.types.DevFieldDefinition) or f.is_expanded:
                    continue
                name = SEMICIRCLE_FIELDS.get((frame.global_mesg_num, f.def_num))
                if f.units == "semicircles" or name:
                    values[name or f.name] = f.raw_value
            for name, lat in values.items():
                if not name.endswith("_lat"):
                    continue
                lon = values.get(name[:-4] + "_long")
                if isinstance(lat, int) and isinstance(lon, int) and inside(zone, lat * SEMI, lon * SEMI):
                    hits.append(f"{path}: {frame.name}.{name} {lat * SEMI:.6f},{lon * SEMI:.6f}")
    return hits


NUMBER = re.compile(rb"[-+]?\d+(?:\.\d+)?")


def scan_text(path, zone):
    hits = []
    data = open(path, "rb").read()
    numbers = [(m.start(), m.end(), m.group()) for m in NUMBER.finditer(data)]
    for (s1, e1, a), (s2, e2, b) in zip(numbers, numbers[1:]):
        if s2 - e1 > 16:
            continue
        x, y = float(a), float(b)
        scales = [1.0]
        if b"." not in a and b"." not in b and (abs(x) > 180 or abs(y) > 180):
            scales = [SEMI, 1e-7]
        for scale in scales:
            for lat, lon in ((x * scale, y * scale), (y * scale, x * scale)):
                if inside(zone, lat, lon):
                    hits.append(f"{path}@{s1}: {data[s1:e2][:80]!r}")
    return hits


def main():
    args = sys.argv[1:]
    zones, files, expect_hits = [], [], False
    while args:
        arg = args.pop(0)
        if arg == "--zone":
            zones.append(tuple(float(v) for v in args.pop(0).split(",")))
        elif arg == "--ends":
            zones += ends(args.pop(0), float(args.pop(0)))
        elif arg == "--expect-hits":
            expect_hits = True
        else:
            files.append(arg)
    hits = []
    for path in files:
        hits += scan_fit(path, zones) if path.endswith(".fit") else scan_text(path, zones)
    for h in hits[:20]:
        print(h)
    print(f"{len(hits)} positions inside {len(zones)} zones in {len(files)} files")
    sys.exit(1 if bool(hits) != expect_hits else 0)


if __name__ == "__main__":
    main()
