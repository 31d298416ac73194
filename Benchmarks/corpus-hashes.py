#!/usr/bin/env python3
"""Hashes of wkconv's outputs on the reference corpus: one `sha256  conversion` line per conversion.

    Benchmarks/corpus-hashes.py WKCONV_BINARY [OUT_FILE] [--jobs N]

Runs every convertible corpus file (../shared/corpus/{fit,tcx,gpx,health}) into several output formats
(each input into three of ndjson, fit, gpx, tcx, csv, parquet, sqlite, health and html, rotating, so
every format meets every input kind), plus activity operations (--trim, --privacy, --privacy-ends,
--simplify, --shift, --split) on the FIT/TCX/GPX inputs, and directory outputs (one file per
workout, a shared file, a partitioned Parquet dataset) of the exports and a few activity files. A conversion's hash covers its exit status,
its standard error, its JSON report and every output byte (a directory output: each file's relative
name and bytes, in name order). Two binaries whose lines are equal converted the corpus identically,
so a refactoring is checked with `diff` of two runs.

What is normalised, and why: nothing in the outputs (HTML, SQLite, Parquet and the export writer are
deterministic: checked by two runs of one binary); in the report, `elapsedSeconds`-like timings if
present (none today) are dropped, and the temporary folder's path in the report and messages is
replaced by `<out>`.
"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

FORMATS = ["ndjson", "fit", "gpx", "tcx", "csv", "parquet", "sqlite", "health", "html"]
EXTENSION = {"health": "zip"}
PER_INPUT = 3
OPERATIONS = [
    ["--trim", "+30s..-30s"],
    ["--privacy", "0,0,100"],
    ["--privacy-ends", "200"],
    ["--simplify", "5"],
    ["--shift", "+1h"],
    ["--split", "lap"],
]
OPERATION_FORMATS = ["gpx", "fit", "ndjson"]
TIMING_KEYS = {"elapsedSeconds", "seconds", "duration_s"}


def conversions(corpus: Path):
    inputs = sorted(
        p for kind in ("fit", "tcx", "gpx", "health") for p in (corpus / kind).rglob("*") if p.is_file()
    )
    n = 0
    for p in inputs:
        for k in range(PER_INPUT):
            fmt = FORMATS[(n + k) % len(FORMATS)]
            yield (p, fmt, [])
        n += 1
    # Directory outputs: one file per workout, a shared file, a partitioned dataset.
    for p in inputs:
        if p.parent.name == "health" or p.name.endswith("fenix5-run.fit") or p.name.startswith("gpsbabel-edge"):
            for fmt, extra in (("fit", []), ("gpx", []), ("ndjson", []), ("parquet", ["--partition-by", "kind"])):
                yield (p, fmt, ["--directory", *extra])
    n = 0
    for p in inputs:
        if p.parent.name == "health":
            continue
        op = OPERATIONS[n % len(OPERATIONS)]
        for fmt in OPERATION_FORMATS:
            yield (p, fmt, op)
        n += 1


def tree_hash(h, root: Path):
    if root.is_file():
        h.update(b"file\0")
        h.update(root.read_bytes())
        return
    for path in sorted(root.rglob("*")):
        if path.is_file():
            h.update(str(path.relative_to(root)).encode() + b"\0")
            h.update(path.read_bytes())


def strip_timings(value):
    if isinstance(value, dict):
        return {k: strip_timings(v) for k, v in value.items() if k not in TIMING_KEYS}
    if isinstance(value, list):
        return [strip_timings(v) for v in value]
    return value


def run(binary: str, work: Path, index: int, conversion):
    source, fmt, op = conversion
    folder = work / str(index)
    folder.mkdir()
    # Outputs with a relative name, in a folder named by index: messages naming the output are the same
    # in every run.
    output = "out." + EXTENSION.get(fmt, fmt)
    directory = op == ["--split", "lap"] and fmt in ("fit", "gpx")
    if op[:1] == ["--directory"]:
        op = op[1:]
        directory = True
    if directory:
        output = "out/"
    args = [binary, "convert", str(source), output, "--to", fmt, "--quiet", "--report", "report.json", *op]
    result = subprocess.run(args, cwd=folder, capture_output=True)
    h = hashlib.sha256()
    h.update(f"exit {result.returncode}\0".encode())
    here = str(folder).encode()
    h.update(result.stderr.replace(here, b"<out>") + b"\0")
    report = folder / "report.json"
    if report.exists():
        text = report.read_bytes().replace(here.replace(b"/", b"\\/"), b"<out>").replace(here, b"<out>")
        try:
            h.update(json.dumps(strip_timings(json.loads(text)), sort_keys=True).encode())
        except ValueError:
            h.update(text)
    h.update(b"\0")
    out = folder / output
    if out.exists():
        tree_hash(h, out)
    name = f"{source.parent.name}/{source.name} -> {output} {fmt}" + (" " + " ".join(op) if op else "")
    return f"{h.hexdigest()}  {name}"


def main():
    args = sys.argv[1:]
    jobs = 2
    if "--jobs" in args:
        i = args.index("--jobs")
        jobs = int(args[i + 1])
        del args[i : i + 2]
    if not args:
        sys.exit(__doc__)
    binary = os.path.abspath(args[0])
    root = Path(__file__).resolve().parent.parent
    corpus = Path(os.environ.get("WKCONV_SHARED", root.parent / "shared")) / "corpus"
    if not corpus.is_dir():
        sys.exit(f"no corpus at {corpus}")
    work = Path(tempfile.mkdtemp(prefix="corpus-hashes-"))
    todo = list(conversions(corpus))
    with ThreadPoolExecutor(jobs) as pool:
        lines = list(pool.map(lambda ic: run(binary, work, *ic), enumerate(todo)))
    subprocess.run(["rm", "-rf", str(work)])
    text = "\n".join(lines) + "\n"
    if len(args) > 1:
        Path(args[1]).write_text(text)
    else:
        sys.stdout.write(text)
    print(f"{len(lines)} conversions", file=sys.stderr)


if __name__ == "__main__":
    main()
