#!/usr/bin/env python3
"""FIT -> FIT keeps what it cannot map: compares the messages of each INPUT with those of its OUTPUT as
fitdecode reads them (names and every field's value, in file order) and checks with Garmin's SDK that the
output is valid and holds the same number of such messages.

  fit_kept_messages_oracle.py MODE INPUT OUTPUT [MODE INPUT OUTPUT ...]

MODE: "all" compares every data message; "untimed-records" only the records without a valid timestamp.
Prints one JSON object per triple: {"input": n, "output": n, "sdk_output": n, "sdk_errors": [...],
"differences": ["index: input … vs output …", …]} (at most 10 differences listed, "count" all of them).
"""
import json
import sys

import fitdecode
from garmin_fit_sdk import Decoder, Stream


def messages(path, mode):
    out = []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as reader:
        for frame in reader:
            if not isinstance(frame, fitdecode.FitDataMessage):
                continue
            if mode == "untimed-records" and (
                frame.name != "record" or frame.get_value("timestamp", fallback=None) is not None
            ):
                continue
            fields = sorted(
                (f.name, f.value if not isinstance(f.value, tuple) else list(f.value))
                for f in frame.fields
                if f.value is not None
            )
            out.append([frame.name, [[n, str(v)] for n, v in fields]])
    return out


def sdk_count(path, mode):
    decoder = Decoder(Stream.from_file(path))
    msgs, errors = decoder.read(convert_datetimes_to_dates=False, merge_heart_rates=False)
    if mode == "untimed-records":
        n = sum(1 for r in msgs.get("record_mesgs", []) if r.get("timestamp") is None)
    else:
        n = sum(len(v) for v in msgs.values())
    return n, [str(e) for e in errors]


def main(args):
    results = []
    for i in range(0, len(args), 3):
        mode, inp, outp = args[i : i + 3]
        a, b = messages(inp, mode), messages(outp, mode)
        diffs = [f"{k}: {x} vs {y}" for k, (x, y) in enumerate(zip(a, b)) if x != y]
        n, errors = sdk_count(outp, mode)
        results.append(
            {"input": len(a), "output": len(b), "sdk_output": n, "sdk_errors": errors,
             "count": len(diffs), "differences": diffs[:10]}
        )
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
