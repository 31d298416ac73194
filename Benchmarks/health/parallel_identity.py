#!/usr/bin/env python3
"""Checks that `--threads N` converts Apple Health exports exactly as `--threads 1` (everything on one thread).

    Benchmarks/health/parallel_identity.py WKCONV [--threads N] [--chunk BYTES] [--formats a,b] INPUT...

Each INPUT (export.zip or export.xml) is converted into every output format (ndjson, a FIT directory, gpx,
tcx, health, csv, parquet, sqlite, fhir; `inspect` too) once with `--threads 1` and once with `--threads N`
(default 2), with `--option health.chunkBytes=BYTES` (default 65536: many chunks even in small exports).
A run's hash covers its exit status, its standard error (the temporary folder's path replaced) and every
output byte (a directory: each file's relative name and bytes, in name order). Prints one line per
conversion with both hashes; exits 1 when any pair differs.
"""

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

TARGETS = {
    "ndjson": "out.ndjson",
    "fit": "fitdir/",
    "gpx": "out.gpx",
    "tcx": "out.tcx",
    "health": "out.zip",
    "csv": "out.csv",
    "parquet": "out.parquet",
    "sqlite": "out.sqlite",
    "fhir": "out.fhir.ndjson",
    "inspect": None,
}


def tree_hash(path: Path, h) -> None:
    if path.is_dir():
        for child in sorted(path.rglob("*")):
            if child.is_file():
                h.update(str(child.relative_to(path)).encode() + b"\0" + child.read_bytes())
    elif path.exists():
        h.update(path.read_bytes())


def run(wkconv: str, source: str, fmt: str, threads: int, chunk: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        target = TARGETS[fmt]
        common = ["--threads", str(threads), "--option", f"health.chunkBytes={chunk}"]
        if target is None:
            command = [wkconv, "inspect", *common, source]
        else:
            command = [wkconv, "convert", *common, "--to", fmt, source, os.path.join(tmp, target)]
        done = subprocess.run(command, capture_output=True)
        h = hashlib.sha256()
        h.update(str(done.returncode).encode())
        h.update(done.stdout if target is None else b"")
        h.update(done.stderr.replace(tmp.encode(), b"<out>"))
        if target is not None:
            tree_hash(Path(tmp) / target.rstrip("/"), h)
        return h.hexdigest()[:16]


def main() -> int:
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    wkconv = args.pop(0)
    threads, chunk, formats = 2, 65536, list(TARGETS)
    while args and args[0].startswith("--"):
        flag = args.pop(0)
        value = args.pop(0)
        if flag == "--threads":
            threads = int(value)
        elif flag == "--chunk":
            chunk = int(value)
        elif flag == "--formats":
            formats = value.split(",")
    failures = 0
    for source in args:
        for fmt in formats:
            serial = run(wkconv, source, fmt, 1, chunk)
            parallel = run(wkconv, source, fmt, threads, chunk)
            same = serial == parallel
            failures += 0 if same else 1
            print(f"{'same' if same else 'DIFF'}  {serial}  {parallel}  {fmt:8} {Path(source).name}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
