#!/usr/bin/env python3
"""Builds container fixtures for the archive tests from files made by this project (Samples/) or the
reference corpus: never real personal data. Uses Python's own gzip/zipfile (independent of wkconv's
zip code).

  make_archives.py basic SAMPLES OUTDIR    gzip, concatenated gzip, a zip of mixed members and folders
"""
import gzip
import io
import os
import sys
import zipfile


def gz(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


def basic(samples: str, out: str) -> None:
    ride = open(os.path.join(samples, "ride.fit"), "rb").read()
    run = open(os.path.join(samples, "morning-run.ndjson"), "rb").read()
    open(os.path.join(out, "ride.fit.gz"), "wb").write(gz(ride))
    # Two gzip members, as `cat a.gz b.gz` makes (gzip -d gives the concatenation).
    half = len(ride) // 2
    open(os.path.join(out, "ride-concat.fit.gz"), "wb").write(gz(ride[:half]) + gz(ride[half:]))
    # A truncated gzip stream.
    open(os.path.join(out, "ride-truncated.fit.gz"), "wb").write(gz(ride)[: len(gz(ride)) // 2])
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("deep/ride.fit", ride)
    with zipfile.ZipFile(os.path.join(out, "mixed.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("rides/", b"")
        z.writestr("rides/ride.fit", ride)
        z.writestr("rides/ride.fit.gz", gz(ride), compress_type=zipfile.ZIP_STORED)
        z.writestr("runs/morning-run.ndjson.gz", gz(run))
        z.writestr("nested/inner.zip", inner.getvalue())
        z.writestr("README.txt", b"notes, not an activity\n")
        z.writestr("__MACOSX/rides/._ride.fit", b"\x00\x05\x16\x07")
    # The members alone, for per-member comparisons.
    os.makedirs(os.path.join(out, "members"), exist_ok=True)
    open(os.path.join(out, "members", "ride.fit"), "wb").write(ride)
    open(os.path.join(out, "members", "morning-run.ndjson"), "wb").write(run)


if __name__ == "__main__":
    kind, args = sys.argv[1], sys.argv[2:]
    os.makedirs(args[-1], exist_ok=True)
    {"basic": basic}[kind](*args)
