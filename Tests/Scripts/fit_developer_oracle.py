"""Developer fields and message counts of a FIT file and of our FIT outputs, by independent readers.

Input (stdin): JSON [{"name", "input", "outputs": [paths]}]. For the input and each output:
- fitdecode: the number of messages of each name, and every developer field value by message name,
  field name and the message's place (records by timestamp, other messages in file order);
- garmin-fit-sdk (Decoder.read): its errors, and the same developer values (its `developer_fields`, keyed
  by the field description's running key, named through `field_description_mesgs`).
Values are compared exactly: the writer writes the raw value it read in the field's own base type, scale
and offset, so both readers must read the same physical value (float32 values compare as float32).
Prints JSON {name: {"differences": [...], "developer_values": [input count, output count],
"sdk_errors": [...]}} — a difference names the reader, the message and the field.
"""
import json
import math
import sys
from collections import Counter, defaultdict

import fitdecode
from garmin_fit_sdk import Decoder, Stream


def normalize(v):
    if isinstance(v, (list, tuple)):
        return [normalize(x) for x in v]
    if isinstance(v, float):
        return None if math.isnan(v) else v
    return v


def fitdecode_read(path):
    """Message counts by name and developer values {(message, place): {field: value}}."""
    counts = Counter()
    values = {}
    places = Counter()
    for m in fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED):
        if not isinstance(m, fitdecode.FitDataMessage):
            continue
        counts[m.name] += 1
        dev = {f.name: normalize(f.value) for f in m.fields
               if isinstance(f.field_def, fitdecode.types.DevFieldDefinition) and f.value is not None}
        if not dev:
            continue
        if m.name == 'record':
            ts = m.get_value('timestamp', fallback=None)
            place = ts.timestamp() if ts is not None else None
            key = (m.name, place, places[(m.name, place)])
            places[(m.name, place)] += 1
        else:
            key = (m.name, places[m.name])
            places[m.name] += 1
        values[key] = dev
    return counts, values


# FIT's invalid value of each base type (garmin-fit-sdk returns developer values raw; fitdecode, like
# our reader, reads an invalid value as none).
INVALID = {0x00: 0xFF, 0x01: 0x7F, 0x02: 0xFF, 0x83: 0x7FFF, 0x84: 0xFFFF, 0x85: 0x7FFFFFFF,
           0x86: 0xFFFFFFFF, 0x0A: 0, 0x8B: 0, 0x8C: 0, 0x8E: 0x7FFFFFFFFFFFFFFF,
           0x8F: 0xFFFFFFFFFFFFFFFF, 0x90: 0, 0x0D: 0xFF}


def invalid(v, base_type):
    if v is None:
        return True
    if isinstance(v, list):
        return all(invalid(x, base_type) for x in v)
    if isinstance(v, float):
        return math.isnan(v)
    if isinstance(v, str):
        return v == ''
    return base_type in INVALID and v == INVALID[base_type]


def sdk_read(path):
    """garmin-fit-sdk's errors and developer values, keyed as fitdecode_read's."""
    messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=False)
    descriptions = messages.get('field_description_mesgs', [])
    names = {d.get('key'): d.get('field_name') for d in descriptions}
    types = {d.get('key'): d.get('fit_base_type_id') for d in descriptions}
    values = {}
    for group, items in messages.items():
        if not group.endswith('_mesgs'):
            continue
        name = group[:-len('_mesgs')]
        places = Counter()
        for m in items:
            dev = {names.get(k, k): normalize(v) for k, v in (m.get('developer_fields') or {}).items()
                   if not invalid(v, types.get(k))}
            if not dev:
                continue
            if name == 'record':
                place = m.get('timestamp')
                place = place + 631065600 if place is not None else None
                key = (name, place, places[place])
                places[place] += 1
            else:
                key = (name, places[name])
                places[name] += 1
            values[key] = dev
    return [str(e) for e in errors], values


def same(a, b):
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        try:
            return float(a) == float(b)
        except (TypeError, ValueError):
            return False
    return a == b


def compare(reader, inp, out, differences):
    for key in sorted(set(inp) | set(out), key=str):
        a, b = inp.get(key, {}), out.get(key, {})
        for field in sorted(set(a) | set(b)):
            if not same(a.get(field), b.get(field)):
                differences.append(f"{reader} {key[0]}{list(key[1:])} {field}: {a.get(field)!r} -> {b.get(field)!r}")


result = {}
for pair in json.load(sys.stdin):
    counts_in, dev_in = fitdecode_read(pair['input'])
    sdk_errors_in, sdk_in = sdk_read(pair['input'])
    counts_out, dev_out, sdk_out, sdk_errors = Counter(), {}, {}, []
    for path in pair['outputs']:
        c, d = fitdecode_read(path)
        counts_out += c
        dev_out.update(d)
        e, s = sdk_read(path)
        sdk_errors += e
        sdk_out.update(s)
    differences = []
    for name in sorted(set(counts_in) | set(counts_out)):
        if counts_in[name] != counts_out[name]:
            differences.append(f"fitdecode count {name} {counts_in[name]} -> {counts_out[name]}")
    compare('fitdecode', dev_in, dev_out, differences)
    compare('garmin-fit-sdk', sdk_in, sdk_out, differences)
    result[pair['name']] = {
        'differences': differences,
        'developer_values': [sum(len(v) for v in dev_in.values()), sum(len(v) for v in dev_out.values())],
        'sdk_developer_values': [sum(len(v) for v in sdk_in.values()), sum(len(v) for v in sdk_out.values())],
        'sdk_errors': sdk_errors,
    }
json.dump(result, sys.stdout)
