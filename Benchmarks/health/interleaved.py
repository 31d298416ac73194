#!/usr/bin/env python3
"""Inspect of the 200 MB export against the C SAX2 floor, timed by the monotonic clock (not /usr/bin/time's
10 ms steps), interleaved round by round: floor, then each binary, so a load change hits every row alike.

    Benchmarks/health/interleaved.py ROUNDS WKCONV [OLDER_WKCONV ...]

Needs Benchmarks/work/health/export-200mb.zip and perf_libxml2 (both made by run.sh). Prints each row's best
and median wall time, best/best against the floor, and the median of the per-round ratios.
"""
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = os.path.join(HERE, "..", "work", "health")
ZIP = os.path.join(WORK, "export-200mb.zip")
FLOOR = os.path.join(WORK, "perf_libxml2")

rounds = int(sys.argv[1])
commands = {"unzip -p | C SAX2 (perf_libxml2)": [
    "bash", "-c", f"unzip -p '{ZIP}' apple_health_export/export.xml | '{FLOOR}' sax - >/dev/null"]}
for binary in sys.argv[2:]:
    commands[binary + " inspect"] = [binary, "inspect", ZIP]
times = {name: [] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        start = time.monotonic()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[name].append(time.monotonic() - start)
floor = times["unzip -p | C SAX2 (perf_libxml2)"]
print(f"load after: {os.getloadavg()[0]:.2f}")
print("| command | best s | median s | × floor (best/best) | median of per-round × floor |")
print("|---|---:|---:|---:|---:|")
for name, values in times.items():
    ratios = [a / b for a, b in zip(values, floor)]
    label = name.replace("|", "\\|")
    print(f"| {label} | {min(values):.3f} | {statistics.median(values):.3f} | {min(values) / min(floor):.3f}"
          f" | {statistics.median(ratios):.3f} |")
