#!/usr/bin/env python3
"""Compares the conversion reports of two wkconv binaries: byte for byte, conversion by conversion.

    Tests/Scripts/report_compare.py BEFORE_BINARY AFTER_BINARY [--corpus N] [--jobs J]

Converts every input file of Samples/ and N files of ../shared/corpus (default 30, spread over its fit,
tcx, gpx and health folders in name order) into each target of TARGETS with both binaries, and compares
what each conversion says about itself: the JSON report (`--report FILE`), the standard error (the
human report: kept and lost lines, reasons and hints, warnings), and the exit status. A change to how
report text is produced (not to what it says) leaves every conversion identical; the first differences
are printed with both texts. Exits 0 when all are identical, 1 otherwise, 2 when the corpus is absent
and WKCONV_REQUIRE_SHARED=1.

Normalised: the temporary output folder's path (each binary writes into its own), as written and as
JSON escapes it (`\\/`), is replaced by `<out>`.
"""

import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TARGETS = ["fit", "fit-course", "tcx", "gpx", "ndjson", "csv", "html", "fhir", "omh", "health"]
EXTENSION = {"health": "zip", "fit-course": "fit", "fhir": "fhir.ndjson", "omh": "omh.ndjson"}
ROOT = Path(__file__).resolve().parents[2]


def inputs(corpus_count: int) -> list[Path]:
    samples = sorted(
        p for p in (ROOT / "Samples").rglob("*") if p.is_file() and p.suffix not in {".sh", ".png"}
    )
    corpus = ROOT.parent / "shared" / "corpus"
    if not corpus.is_dir():
        if os.environ.get("WKCONV_REQUIRE_SHARED") == "1":
            sys.exit("report_compare: ../shared/corpus is absent and WKCONV_REQUIRE_SHARED=1")
        print("report_compare: ../shared/corpus is absent: comparing Samples/ only", file=sys.stderr)
        return samples
    folders = ["fit", "tcx", "gpx", "health"]
    lists = [sorted(p for p in (corpus / f).rglob("*") if p.is_file()) for f in folders]
    # Each folder sampled evenly, taken in turn, so every input kind is met.
    per = -(-corpus_count // len(folders))
    sampled = [lst[:: max(1, len(lst) // per)][:per] for lst in lists]
    chosen = [lst[i] for i in range(per) for lst in sampled if i < len(lst)]
    return samples + chosen[:corpus_count]


def run(binary: str, source: Path, target: str, folder: Path) -> bytes:
    output = folder / ("out." + EXTENSION.get(target, target))
    report = folder / "report.json"
    done = subprocess.run(
        [binary, "convert", str(source), str(output), "--to", target, "--report", str(report)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        timeout=600,
    )
    text = report.read_bytes() if report.exists() else b"<no report>"
    whole = b"status %d\n--- stderr\n%s\n--- report\n%s" % (done.returncode, done.stderr, text)
    for spelling in (str(folder), str(folder).replace("/", "\\/")):
        whole = whole.replace(spelling.encode(), b"<out>")
    return whole


def compare(before: str, after: str, source: Path, target: str) -> tuple[str, bytes, bytes]:
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        first = run(before, source, target, Path(a))
        second = run(after, source, target, Path(b))
    return (f"{source.relative_to(ROOT.parent)} -> {target}", first, second)


def main() -> int:
    args = sys.argv[1:]
    corpus_count = 30
    jobs = 2
    if "--corpus" in args:
        i = args.index("--corpus")
        corpus_count = int(args[i + 1])
        del args[i : i + 2]
    if "--jobs" in args:
        i = args.index("--jobs")
        jobs = int(args[i + 1])
        del args[i : i + 2]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    before, after = args
    work = [(s, t) for s in inputs(corpus_count) for t in TARGETS]
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda w: compare(before, after, *w), work))
    different = [r for r in results if r[1] != r[2]]
    losses = sum(r[1].count(b'"reason"') for r in results)
    reasons = {m for r in results for m in re.findall(rb'"reason" : "((?:[^"\\]|\\.)*)"', r[1])}
    for name, first, second in different[:5]:
        print(f"DIFFERENT {name}\n--- before\n{first.decode(errors='replace')}\n--- after\n"
              f"{second.decode(errors='replace')}")
    print(
        f"{len(results) - len(different)} of {len(results)} conversions' reports identical "
        f"({len(work) // len(TARGETS)} inputs x {len(TARGETS)} targets; {losses} reason fields, "
        f"{len(reasons)} distinct reasons)"
    )
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
