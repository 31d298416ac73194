#!/usr/bin/env python3
"""Privacy oracle: reads wkconv's inputs and outputs with other people's readers and looks for any
coordinate inside a privacy zone.

usage:
  privacy_oracle.py points INPUTS.json   INPUTS: [{"input": path, "format": fit|tcx|gpx|health}]
      -> {"path": {"reader": name, "routes": [{"count": n, "first": [lat, lon], "middle": [...],
          "last": [...]}]}} (each input's routes as fitdecode, tcxreader, gpxpy or zipfile+gpxpy
          read them)
  privacy_oracle.py scan MANIFEST.json   MANIFEST: [{"output": path, "format": F, "case": label,
                                                     "zones": [[lat, lon, radius_m], ...]}]
      -> {"cases": [{"output", "format", "case", "readers": [...], "numbers": n, "groups": n,
          "hits": [{"reader", "where", "lat", "lon", "zone", "distance_m", "as"}]}]}

A hit is a pair of numbers found together (in one FIT message, one XML element with the text and
attributes of its leaf children, one JSON object or array, one CSV/Parquet/SQLite row, one HTML text
node or attribute value and its neighbours, one string) that, read as (lat, lon) or (lon, lat) in
degrees, or for FIT integers in semicircles, lies closer to a zone's centre than its radius − 1 m
(haversine, mean Earth radius, as wkconv measures; the metre allows for the coordinate precision
that a format keeps). Every number of every value is looked at, numbers inside strings too
("38.15746,-0.80594"), so a coordinate hidden in metadata, a title, a table or an inline script is
found wherever it sits. Every reader each format has here reads every output; a file that a reader
cannot open is a problem reported as such (the zone check cannot vouch for what it cannot read).
"""
import html.parser, json, math, os, re, sqlite3, sys, time, zipfile
import xml.etree.ElementTree as ET

EARTH_RADIUS = 6_371_008.8
SEMICIRCLE = 180.0 / 2**31
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
INDEX = re.compile(r"(?<=[\[#@ ])\d+")  # indices in a location, for grouping hits into leaks
MAX_HITS = 20  # per case: enough to locate a leak, short enough to read


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS * math.asin(min(1.0, math.sqrt(a)))


# ---------------------------------------------------------------- the route points of an input


def fit_points(path):
    import fitdecode
    points = []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.IGNORE) as reader:
        for frame in reader:
            if isinstance(frame, fitdecode.FitDataMessage) and frame.name == "record":
                lat = frame.get_value("position_lat", fallback=None)
                lon = frame.get_value("position_long", fallback=None)
                if isinstance(lat, int) and isinstance(lon, int) and abs(lat) < 2**31 - 1:
                    points.append((lat * SEMICIRCLE, lon * SEMICIRCLE))
    return [points]


def tcx_points(path):
    from tcxreader.tcxreader import TCXReader
    data = TCXReader().read(path)
    points = [(p.latitude, p.longitude) for p in data.trackpoints
              if p.latitude is not None and p.longitude is not None]
    return [points]


def gpx_routes(text):
    import gpxpy
    gpx = gpxpy.parse(text)
    routes = []
    for track in gpx.tracks:
        routes.append([(p.latitude, p.longitude) for s in track.segments for p in s.points])
    if not any(routes):
        routes = [[(p.latitude, p.longitude) for p in r.points] for r in gpx.routes]
    return [r for r in routes if r]


def health_points(path):
    routes = []
    with zipfile.ZipFile(path) as z:
        for name in sorted(z.namelist()):
            if "workout-routes/" in name and name.endswith(".gpx"):
                routes += gpx_routes(z.read(name).decode("utf-8"))
    return routes


def points_command(inputs):
    readers = {"fit": ("fitdecode", fit_points), "tcx": ("tcxreader", tcx_points),
               "gpx": ("gpxpy", lambda p: gpx_routes(open(p, encoding="utf-8-sig").read())),
               "health": ("zipfile+gpxpy", health_points)}
    out = {}
    for entry in inputs:
        name, read = readers[entry["format"]]
        routes = [r for r in read(entry["input"]) if r]
        out[entry["input"]] = {"reader": name, "routes": [
            {"count": len(r), "first": r[0], "middle": r[len(r) // 2], "last": r[-1]} for r in routes]}
    return out


# ---------------------------------------------------------------- scanning


LAT_NAME = re.compile(r"(?:lat|latitude)(?:_?degrees)?$", re.I)
LON_NAME = re.compile(r"(?:lon|long|lng|longitude)(?:_?degrees)?$", re.I)
NOT_COORDINATE = re.compile(r"(?:^|[^a-z])(?:ele|elevation|altitude|alt|altitude_?m|altitudemeters)$", re.I)
SKIP_TEXT = re.compile(
    r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"  # a UUID
    r"|\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?)?(?: ?(?:Z|[+-]\d\d:?\d\d))?")  # a date


def field_name(label):
    """The name a label gives its number: a metadata key ("FIT.lap.start_position_lat"), a field or
    attribute name ("position_long", "@lat"), or "" for a bare text node."""
    label = label.replace("(semicircles)", "").replace("[text]", "")
    keys = re.findall(r"\[([^\]]*[A-Za-z][^\]]*)\]", label)
    if keys:
        return keys[-1]
    return label.rsplit("@", 1)[-1].rsplit("/", 1)[-1]


def coordinate_role(label):
    """("lat" | "lon" | "other" | None, prefix): what a named field holds, None when unnamed."""
    name = field_name(label)
    for role, pattern in (("lat", LAT_NAME), ("lon", LON_NAME)):
        m = pattern.search(name)
        if m:
            return role, name[:m.start()]
    if NOT_COORDINATE.search(name):
        return "other", name
    return None, name


def is_candidate_pair(la_label, lo_label):
    """Whether two numbers can be one coordinate. Any two can, except where their names say they are
    not: an altitude is no latitude (an export 52 m above sea level in Berlin at 52.5° N), and two
    named coordinates pair only as the latitude and longitude of one position (a lap's start latitude
    with its end longitude is no place; a bounding box's crossed corners neither)."""
    la_role, la_prefix = coordinate_role(la_label)
    lo_role, lo_prefix = coordinate_role(lo_label)
    if la_role == "other" or lo_role == "other":
        return False
    if la_role in ("lat", "lon") and lo_role in ("lat", "lon"):
        return la_role == "lat" and lo_role == "lon" and la_prefix == lo_prefix
    return True


class Scan:
    """The zones of one output and the hits found in it."""

    def __init__(self, zones):
        self.zones = []
        for lat, lon, radius in zones:
            limit = radius - 1.0
            dlat = math.degrees(limit / EARTH_RADIUS) * 1.001
            dlon = dlat / max(1e-9, math.cos(math.radians(min(89.9, abs(lat)))))
            self.zones.append((lat, lon, radius, limit, dlat, dlon))
        # One band holding every zone's latitudes and one their longitudes: most numbers are in neither.
        self.bands = (min(z[0] - z[4] for z in self.zones), max(z[0] + z[4] for z in self.zones),
                      min(z[1] - z[5] for z in self.zones), max(z[1] + z[5] for z in self.zones)) \
            if self.zones else (1, 0, 1, 0)
        self.hits = []
        self.hit_count = 0
        self.leaks = {}
        self.numbers = 0
        self.groups = 0

    def check(self, values, reader, where):
        """`values`: the numbers of one group, (value, label) pairs; strings were split already."""
        self.groups += 1
        self.numbers += len(values)
        a, b, c, d = self.bands
        near = [(i, v, label) for i, (v, label) in enumerate(values) if a <= v <= b or c <= v <= d]
        if len(near) < 2:
            return
        for lat0, lon0, radius, limit, dlat, dlon in self.zones:
            lats = [x for x in near if abs(x[1] - lat0) <= dlat]
            lons = [x for x in near if abs(x[1] - lon0) <= dlon]
            for i, la, la_label in lats:
                for j, lo, lo_label in lons:
                    if i == j or not is_candidate_pair(la_label, lo_label):
                        continue
                    distance = haversine(lat0, lon0, la, lo)
                    if distance < limit:
                        self.hit(reader, where, la, lo, la_label, lo_label, (lat0, lon0, radius), distance)

    def hit(self, reader, where, lat, lon, la_label, lo_label, zone, d):
        self.hit_count += 1
        key = (reader, INDEX.sub("*", where), la_label, lo_label)
        leak = self.leaks.get(key)
        if leak is None:
            self.leaks[key] = {"reader": reader, "where": key[1], "lat_field": la_label, "lon_field": lo_label,
                               "count": 1, "example": [round(lat, 6), round(lon, 6)],
                               "distance_m": round(d, 1)}
        else:
            leak["count"] += 1
        if len(self.hits) < MAX_HITS:
            self.hits.append({"reader": reader, "where": where, "lat": lat, "lon": lon,
                              "as": f"lat={la_label} lon={lo_label}", "zone": list(zone),
                              "distance_m": round(d, 1)})


# The bands of the zones being scanned (lat band, lon band): a number outside both can be part of no
# hit, so it is counted and dropped as it is read. Set per output by `scan_case`.
BANDS = (1.0, 0.0, 1.0, 0.0)
SEEN = [0]
DIGIT = re.compile(r"\d")


def keep(v, label, out):
    SEEN[0] += 1
    a, b, c, d = BANDS
    if a <= v <= b or c <= v <= d:
        out.append((v, label))


def numbers_of(value, label, out):
    """Appends every number in `value` (numbers, strings, bytes, lists, tuples, dicts) that lies in a
    zone's band to `out`; integers also as semicircles (FIT's unit, which other formats may copy)."""
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        keep(float(value), label, out)
        if abs(value) < 2**31:
            keep(value * SEMICIRCLE, label + "(semicircles)", out)
    elif isinstance(value, float):
        if math.isfinite(value):
            keep(value, label, out)
    elif isinstance(value, (str, bytes)):
        text = value.decode("utf-8", "replace") if isinstance(value, bytes) else value
        if not DIGIT.search(text):
            return
        for m in NUMBER.finditer(SKIP_TEXT.sub(" ", text)):
            try:
                number = float(m.group())
            except ValueError:
                continue
            keep(number, label + "[text]", out)
            if number.is_integer() and abs(number) < 2**31:
                keep(number * SEMICIRCLE, label + "[text](semicircles)", out)
    elif isinstance(value, dict):
        for k, v in value.items():
            numbers_of(v, f"{label}.{k}", out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            numbers_of(v, label, out)
    elif hasattr(value, "isoformat"):
        return  # dates and times
    else:
        numbers_of(str(value), label, out)


def json_in_text(text, where, scan, reader):
    """A string holding JSON (a metadata column, a value written as JSON) is also walked as JSON, so
    its objects group their numbers as JSON does; only when it holds two numbers in the bands."""
    if isinstance(text, str) and text[:1] in "[{":
        near = []
        numbers_of(text, "", near)
        if len(near) >= 2:
            try:
                json_groups(json.loads(text), where + "(json)", scan, reader)
            except ValueError:
                pass


# FIT: every message, every field (raw and scaled values, developer and unknown fields).

def scan_fit_fitdecode(path, scan):
    import fitdecode
    index = 0
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.RAISE,
                             error_handling=fitdecode.ErrorHandling.RAISE) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            index += 1
            values = []
            for field in frame.fields:
                for v in (field.value, field.raw_value):
                    numbers_of(v, field.name, values)
            scan.check(values, "fitdecode", f"message #{index} {frame.name}")
    return index


def scan_fit_sdk(path, scan):
    from garmin_fit_sdk import Decoder, Stream
    stream = Stream.from_file(path)
    decoder = Decoder(stream)
    if not decoder.is_fit():
        raise ValueError("garmin-fit-sdk: not a FIT file")
    if not decoder.check_integrity():
        raise ValueError("garmin-fit-sdk: integrity check failed")
    messages, errors = decoder.read(convert_datetimes_to_dates=False, merge_heart_rates=False)
    if errors:
        raise ValueError(f"garmin-fit-sdk: {errors}")
    count = 0
    for kind, items in messages.items():
        for i, message in enumerate(items):
            count += 1
            values = []
            for name, v in message.items():
                numbers_of(v, str(name), values)
            scan.check(values, "garmin-fit-sdk", f"{kind}[{i}]")
    return count


# XML: every element's attributes and text, with the text and attributes of its leaf children
# (TCX's <Position> holds its two numbers in two children; metadata lists hold one per child). The
# lat/lon attributes of a leaf child belong to that child only: a list of point elements would
# otherwise pair one point's latitude with its neighbour's longitude.

POINT_ATTRIBUTES = {"lat", "lon", "minlat", "minlon", "maxlat", "maxlon"}


def local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else str(tag)


def scan_xml_tree(root, scan, reader, source):
    count = 0
    stack = [(root, local(root.tag))]
    while stack:
        element, path = stack.pop()
        count += 1
        values = []
        for k, v in element.attrib.items():
            numbers_of(v, f"@{local(k)}", values)
        numbers_of(element.text, "text", values)
        children = list(element)
        for child in children:
            numbers_of(child.tail, "tail", values)
            if len(child) == 0:
                name = local(child.tag)
                key = child.attrib.get("key") or child.attrib.get("name")
                if key:
                    name += f"[{key}]"
                numbers_of(child.text, name, values)
                for k, v in child.attrib.items():
                    if local(k) not in POINT_ATTRIBUTES:
                        numbers_of(v, f"{name}@{local(k)}", values)
        scan.check(values, reader, f"{source}{path}")
        for i, child in enumerate(children):
            stack.append((child, f"{path}/{local(child.tag)}[{i}]"))
    return count


def scan_xml_bytes(data, scan, source=""):
    return scan_xml_tree(ET.fromstring(data), scan, "ElementTree", source)


def scan_gpx(path, scan, data=None, source=""):
    import gpxpy
    text = data.decode("utf-8") if data is not None else open(path, encoding="utf-8").read()
    gpx = gpxpy.parse(text)
    count = 0
    for kind, items in (("wpt", gpx.waypoints), ("rte", [p for r in gpx.routes for p in r.points]),
                        ("trkpt", [p for t in gpx.tracks for s in t.segments for p in s.points])):
        for i, p in enumerate(items):
            count += 1
            values = [(p.latitude, "lat"), (p.longitude, "lon")]
            numbers_of(p.name, "name", values)
            numbers_of(p.comment, "cmt", values)
            numbers_of(p.description, "desc", values)
            for e in p.extensions or []:
                for x in e.iter():
                    numbers_of(x.text, local(x.tag), values)
            scan.check(values, "gpxpy", f"{source}{kind}[{i}]")
    if gpx.bounds is not None:
        b = gpx.bounds
        values = []
        numbers_of([b.min_latitude, b.min_longitude, b.max_latitude, b.max_longitude], "bounds", values)
        scan.check(values, "gpxpy", f"{source}metadata/bounds")
    values = []
    numbers_of([gpx.name, gpx.description, gpx.keywords, gpx.author_name], "metadata", values)
    for e in gpx.metadata_extensions or []:
        count += scan_xml_tree(e, scan, "gpxpy", f"{source}metadata/extensions/")
    for t in gpx.tracks:
        numbers_of([t.name, t.description, t.comment, t.source, t.type], "trk", values)
        for e in t.extensions or []:
            count += scan_xml_tree(e, scan, "gpxpy", f"{source}trk/extensions/")
    scan.check(values, "gpxpy", f"{source}metadata and track texts")
    raw = data if data is not None else open(path, "rb").read()
    count += scan_xml_bytes(raw, scan, source)
    return count


def scan_tcx(path, scan):
    from tcxreader.tcxreader import TCXReader
    data = TCXReader().read(path)
    count = 0
    for i, p in enumerate(data.trackpoints):
        count += 1
        values = []
        numbers_of([p.latitude, p.longitude], "position", values)
        numbers_of(p.tpx_ext, "tpx", values)
        scan.check(values, "tcxreader", f"trackpoint[{i}]")
    for i, lap in enumerate(getattr(data, "laps", []) or []):
        values = []
        for k, v in vars(lap).items():
            if k != "trackpoints":
                numbers_of(v, k, values)
        scan.check(values, "tcxreader", f"lap[{i}]")
    count += scan_xml_bytes(open(path, "rb").read(), scan)
    return count


# HTML: every text node and attribute value, each alone and with its neighbours in document order
# (a table row puts latitude and longitude in two cells); inline JSON is also walked as JSON.


class HTMLCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.chunks = []  # (where, text)
        self.stack = []
        self.scripts = []
        self.in_script = None

    def handle_starttag(self, tag, attrs):
        if tag not in ("br", "img", "meta", "link", "input", "hr", "col", "source", "wbr"):
            self.stack.append(tag)
        for k, v in attrs:
            if v:
                self.chunks.append((f"<{tag} {k}>", v))
        if tag == "script":
            self.in_script = []

    def handle_startendtag(self, tag, attrs):
        for k, v in attrs:
            if v:
                self.chunks.append((f"<{tag} {k}>", v))

    def handle_endtag(self, tag):
        if tag == "script" and self.in_script is not None:
            self.scripts.append("".join(self.in_script))
            self.in_script = None
        while self.stack:
            if self.stack.pop() == tag:
                break

    def handle_data(self, data):
        if self.in_script is not None:
            self.in_script.append(data)
        if data.strip():
            self.chunks.append(("/".join(self.stack[-3:]) or "document", data))


LOCATION = re.compile(r"\.locations\[\d+\]$")
LOCATION_FIELDS = ("time", "latitude", "longitude", "altitude", "hAcc", "vAcc", "speed", "course")


def is_leaf(value):
    return isinstance(value, (dict, list)) and not any(
        isinstance(v, (dict, list)) for v in (value.values() if isinstance(value, dict) else value))


def json_groups(value, where, scan, reader):
    """Checks every JSON object and array as one group: its scalar members, with the numbers of each
    leaf member (an object or array of scalars) that is a [key, value] pair or holds a single number
    (a metadata list puts a latitude and a longitude in two members); a leaf that holds more is a
    group of its own (a list of [lat, lon] points must not pair one point's latitude with the next
    point's longitude). Long flat lists (series) are checked number by number with their neighbours."""
    if not isinstance(value, (dict, list)):
        values = []
        numbers_of(value, "value", values)
        scan.check(values, reader, where)
        return
    if isinstance(value, list) and LOCATION.search(where):
        # wkconv's compact route location: [time, lat, lon, alt, hAcc, vAcc, speed, course].
        values = []
        for name, v in zip(LOCATION_FIELDS, value):
            numbers_of(v, name, values)
        scan.check(values, reader, where)
        return
    items = value.items() if isinstance(value, dict) else ((f"[{i}]", v) for i, v in enumerate(value))
    values, scalars = [], 0
    for k, v in items:
        label = f"{where}.{k}" if isinstance(value, dict) else f"{where}{k}"
        json_in_text(v, label, scan, reader)
        if is_leaf(v):
            own = []
            pair = isinstance(v, list) and len(v) == 2 and isinstance(v[0], str)
            numbers_of(v[1] if pair else v, v[0] if pair else str(k), own)
            scalars_with_numbers = sum(
                1 for x in (v.values() if isinstance(v, dict) else v)
                if isinstance(x, (int, float)) and not isinstance(x, bool)
                or isinstance(x, str) and DIGIT.search(SKIP_TEXT.sub(" ", x)))
            if pair or scalars_with_numbers <= 1:
                values.extend(own)
            else:
                json_groups(v, label, scan, reader)
        elif isinstance(v, (dict, list)):
            json_groups(v, label, scan, reader)
        else:
            scalars += 1
            numbers_of(v, str(k), values)
    if isinstance(value, list) and scalars > 64:
        windows(values, scan, reader, where)  # a series, or coordinates one after another
    else:
        scan.check(values, reader, where)


def windows(values, scan, reader, where, width=4):
    """Checks each number with the next `width` − 1 numbers (pairs that sit close in a sequence)."""
    for i in range(len(values)):
        scan.check(values[i:i + width], reader, f"{where} #{i}")


SCRIPT_JSON = re.compile(r"[\[{]")


def scan_html(path, scan):
    collector = HTMLCollector()
    collector.feed(open(path, encoding="utf-8").read())
    collector.close()
    chunks = []
    for where, text in collector.chunks:
        values = []
        numbers_of(text, where, values)
        if len(values) <= 64:
            scan.check(values, "html.parser", where + ": " + text.strip()[:60])
        else:
            windows(values, scan, "html.parser", where)
        chunks.append((where, values))
    # Neighbouring chunks (the cells of a table row, labelled spans): each chunk with the next five.
    for i, (where, values) in enumerate(chunks):
        if values:
            group = [v for _, vs in chunks[i:i + 6] for v in vs]
            scan.check(group, "html.parser", f"{where} and the next 5 text nodes/attributes")
    count = len(chunks)
    for i, script in enumerate(collector.scripts):
        for start in (m.start() for m in SCRIPT_JSON.finditer(script)):
            try:
                value, end = json.JSONDecoder().raw_decode(script, start)
            except ValueError:
                continue
            if isinstance(value, (dict, list)):
                json_groups(value, f"script[{i}] json@{start}", scan, "json in html")
                count += 1
                break
    return count


def scan_ndjson(path, scan):
    count = 0
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                count += 1
                json_groups(json.loads(line), f"line {n}", scan, "json")
    return count


def scan_json(path, scan):
    """A JSON document (a FHIR Bundle): every group of numbers and every text inside it."""
    with open(path, encoding="utf-8") as f:
        json_groups(json.load(f), "document", scan, "json")
    return 1


def scan_rows(rows, scan, reader, where):
    count = 0
    for i, row in enumerate(rows):
        count += 1
        values = []
        for k, v in row.items():
            numbers_of(v, str(k), values)
            json_in_text(v, f"{where} row {i} {k}", scan, reader)
        scan.check(values, reader, f"{where} row {i}")
    return count


def scan_csv(path, scan):
    import csv
    with open(path, encoding="utf-8", newline="") as f:
        return scan_rows(csv.DictReader(f), scan, "csv", "")


def scan_parquet(path, scan):
    import pyarrow.parquet as pq
    table = pq.read_table(path)
    count = 0
    for batch in table.to_batches(max_chunksize=8192):
        count += scan_rows(batch.to_pylist(), scan, "pyarrow", f"batch@{count}")
    metadata = table.schema.metadata or {}
    values = []
    for k, v in metadata.items():
        numbers_of(v, k.decode("utf-8", "replace"), values)
    scan.check(values, "pyarrow", "schema metadata")
    return count


def scan_sqlite(path, scan):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    count = 0
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")]
    for table in tables:
        cursor = db.execute(f'SELECT * FROM "{table}"')
        count += scan_rows(({k: row[k] for k in row.keys()} for row in cursor), scan, "sqlite3", table)
    db.close()
    return count


def scan_health_zip(path, scan):
    count = 0
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        if not any(n.endswith("export.xml") for n in names):
            raise ValueError(f"no export.xml in {names}")
        for name in names:
            data = z.read(name)
            if name.endswith(".gpx"):
                count += scan_gpx(None, scan, data=data, source=f"{name}:")
            elif name.endswith(".xml"):
                count += scan_xml_bytes(data, scan, f"{name}:")
            else:
                values = []
                numbers_of(data, name, values)
                windows(values, scan, "zipfile", name)
    return count


SCANNERS = {
    "fit": [scan_fit_fitdecode, scan_fit_sdk], "fit-course": [scan_fit_fitdecode, scan_fit_sdk],
    "gpx": [scan_gpx], "tcx": [scan_tcx], "html": [scan_html], "ndjson": [scan_ndjson], "omh": [scan_ndjson],
    "fhir": [scan_json],
    "csv": [scan_csv], "parquet": [scan_parquet], "sqlite": [scan_sqlite], "health": [scan_health_zip],
}

EXTENSIONS = {".fit": "fit", ".gpx": "gpx", ".tcx": "tcx", ".html": "html", ".ndjson": "ndjson",
              ".csv": "csv", ".parquet": "parquet", ".sqlite": "sqlite", ".zip": "health"}


def scan_case(case):
    global BANDS
    started = time.monotonic()
    scan = Scan(case["zones"])
    BANDS = scan.bands
    SEEN[0] = 0
    problems, readers, units = [], [], 0
    path = case["output"]
    files = [(path, case["format"])]
    if os.path.isdir(path):  # a directory output: every file in it by its extension
        files = []
        for folder, _, names in os.walk(path):
            for name in sorted(names):
                ext = os.path.splitext(name)[1].lower()
                full = os.path.join(folder, name)
                if ext in EXTENSIONS:
                    files.append((full, EXTENSIONS[ext]))
                else:
                    problems.append(f"{full}: no reader for this file")
    for file, fmt in files:
        for scanner in SCANNERS[fmt]:
            try:
                units += scanner(file, scan)
                readers.append(scanner.__name__.removeprefix("scan_"))
            except Exception as error:  # a reader that cannot read the file is a finding too
                problems.append(f"{os.path.basename(file)}: {scanner.__name__}: {type(error).__name__}: {error}"[:500])
    return {"output": path, "format": case["format"], "case": case.get("case", ""), "readers": readers,
            "units": units, "groups": scan.groups, "numbers": SEEN[0], "hit_count": scan.hit_count,
            "hits": scan.hits, "leaks": list(scan.leaks.values()), "problems": problems,
            "seconds": round(time.monotonic() - started, 3)}


def main():
    command, manifest = sys.argv[1], sys.argv[2]
    with open(manifest) as f:
        entries = json.load(f)
    if command == "points":
        result = points_command(entries)
    elif command == "scan":
        workers = int(os.environ.get("PRIVACY_ORACLE_WORKERS", "2"))
        if workers > 1 and len(entries) > 1:
            # A worker that dies fails the run (BrokenProcessPool) instead of hanging it.
            from concurrent.futures import ProcessPoolExecutor
            with ProcessPoolExecutor(workers) as pool:
                cases = list(pool.map(scan_case, entries))
        else:
            cases = [scan_case(c) for c in entries]
        result = {"cases": cases}
    else:
        sys.exit(f"unknown command {command}")
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
