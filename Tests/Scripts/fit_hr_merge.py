"""The heart rate each record should carry after `hr` messages are merged, read by independent readers.

Input (stdin): JSON [{"name", "input", "outputs": [paths]}]. For each input, garmin-fit-sdk's
Decoder.read(merge_heart_rates=True) (Garmin's HrMesgUtils) gives the merged heart rate of every record and
fitdecode the record's own heart_rate; the expected value is the record's own where it has one (the
recorded value wins), else the merged one. For the outputs (our FIT → FIT: one file per workout), fitdecode's record heart rates.
Prints JSON {name: {"expected": [[unix_time, bpm]...], "output": [[unix_time, bpm]...],
"hr_messages": [input count, output count], "sdk_errors": [...]}}.
"""
import json
import sys

import fitdecode
from garmin_fit_sdk import Decoder, Stream

FIT_EPOCH = 631065600


def records(path):
    """(unix time, heart_rate or None) of every record, by fitdecode, and the number of hr messages."""
    out, hr = [], 0
    for m in fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED):
        if not isinstance(m, fitdecode.FitDataMessage):
            continue
        if m.name == 'hr':
            hr += 1
        elif m.name == 'record':
            ts = m.get_value('timestamp', fallback=None)
            out.append((ts.timestamp() if ts is not None else None, m.get_value('heart_rate', fallback=None)))
    return out, hr


result = {}
for pair in json.load(sys.stdin):
    own, hr_in = records(pair['input'])
    merged, errors = Decoder(Stream.from_file(pair['input'])).read(
        merge_heart_rates=True, convert_datetimes_to_dates=False)
    recs = merged.get('record_mesgs', [])
    if len(recs) != len(own):
        sys.exit(f"{pair['name']}: garmin-fit-sdk reads {len(recs)} records, fitdecode {len(own)}")
    expected = []
    for r, (t, o) in zip(recs, own):
        if t is None or r.get('timestamp') is None:
            continue
        if t != r['timestamp'] + FIT_EPOCH:
            sys.exit(f"{pair['name']}: record times differ between garmin-fit-sdk and fitdecode")
        value = o if o is not None else r.get('heart_rate')
        if value is not None:
            expected.append([t, value])
    out, hr_out = [], 0
    for path in pair['outputs']:
        o, h = records(path)
        out += o
        hr_out += h
    result[pair['name']] = {
        'expected': expected,
        'output': [[t, v] for t, v in out if t is not None and v is not None],
        'hr_messages': [hr_in, hr_out],
        'sdk_errors': [str(e) for e in errors],
    }
print(json.dumps(result))
