#!/usr/bin/env python3
"""End-to-end check of convert_cohort.py in Spark local mode on a small generated cohort.

usage: test_convert_cohort.py WKCONV SHARED_DIR SAMPLES_DIR

Builds a small cohort (3 participants: 2 generated exports, 4 generated activity FIT/GPX files, 1 damaged
FIT: seconds of work, since the JVM's start and Spark's scheduling dominate), runs the job twice in one
SparkSession (one JVM start; 2 shuffle partitions instead of Spark's 200): with wkconv's files linked into
the dataset, then again with `--compact` (Spark rewrites the rows), and checks after each that
  - the dataset's rows per kind equal the sum of per-file `wkconv convert --to parquet` outputs (run
    here, outside Spark, read with pyarrow);
  - rows per participant equal the sum of that participant's files;
  - `_reports` has one row per input, the damaged file with exit code 4, status `damaged` and the error
    wkconv reported (naming the file);
  - a second run over the same inputs leaves the same row count (no duplicates).
Prints a JSON summary; exits 1 on any mismatch. Used by Tests/CLITests/SparkCohortTests.swift.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

import pyarrow.parquet as pq

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def main():
    wkconv, shared, samples = sys.argv[1:4]
    gen = os.path.join(shared, "tools", "gen_health_export.py")
    root = tempfile.mkdtemp(prefix="wkconv-cohort-test-")
    problems = []
    try:
        cohort = os.path.join(root, "cohort")
        for i, person in enumerate(["p01", "p02", "p03"]):
            os.makedirs(os.path.join(cohort, person))
            if i == 2:
                continue
            r = run([sys.executable, gen, "--records", "300", "--workouts", "2", "--seed", str(i + 1),
                     "--out", os.path.join(cohort, person, "export.zip")])
            assert r.returncode == 0, r.stderr
        for k in range(4):
            person = ["p01", "p02", "p03"][k % 3]
            if k % 2 == 0:
                args = ["--fit-activity", str(300 + 60 * k), os.path.join(cohort, person, f"act{k}.fit")]
            else:
                args = ["--gpx-track", str(300 + 60 * k), os.path.join(cohort, person, f"track{k}.gpx")]
            r = run([sys.executable, gen, "--seed", str(10 + k)] + args)
            assert r.returncode == 0, r.stderr
        damaged = os.path.join(cohort, "p02", "damaged.fit")
        shutil.copyfile(os.path.join(samples, "damaged", "ride-truncated.fit"), damaged)

        # Per file, outside Spark: what each input gives as Parquet.
        expected_kind, expected_participant, exits = Counter(), Counter(), {}
        for folder, _, files in os.walk(cohort):
            for name in files:
                path = os.path.join(folder, name)
                out = os.path.join(root, "single.parquet")
                r = run([wkconv, "convert", path, out, "--to", "parquet", "--quiet", "--force"])
                exits[path] = r.returncode
                if r.returncode in (0, 4):
                    t = pq.read_table(out, columns=["record"])
                    for kind, n in Counter(t.column("record").to_pylist()).items():
                        expected_kind[kind] += n
                        expected_participant[os.path.basename(folder)] += n
        if exits[damaged] != 4:
            problems.append(f"wkconv alone: damaged file exit {exits[damaged]}")

        output = os.path.join(root, "out")
        sys.path.insert(0, HERE)
        import convert_cohort

        args = convert_cohort.parse_args(["--input", cohort, "--output", output, "--master", "local[2]",
                                          "--wkconv", wkconv, "--timeout", "120"])
        spark = convert_cohort.session(args.master, shuffle_partitions=2)
        # The job's functions run on Python workers that import this module (a script run as __main__
        # is pickled by value instead).
        spark.sparkContext.addPyFile(convert_cohort.__file__)
        summaries = []
        try:
            # The default (wkconv's files linked under participant=…), then a re-run with --compact
            # (Spark rewrites the rows under participant=…/kind=…/date=…) over the same output.
            for compact in (False, True):
                args.compact = compact
                summaries.append(convert_cohort.run(args, spark))
                columns = ["record", "participant"] + (["kind"] if compact else [])
                data = pq.read_table(os.path.join(output, "data"), columns=columns)
                layout = "compact" if compact else "linked"
                got_kind = Counter(data.column("record").to_pylist())
                got_participant = Counter(str(p) for p in data.column("participant").to_pylist())
                if got_kind != expected_kind:
                    problems.append(f"{layout}: rows per kind {dict(got_kind)} != {dict(expected_kind)}")
                if got_participant != expected_participant:
                    problems.append(f"{layout}: rows per participant {dict(got_participant)} != "
                                    f"{dict(expected_participant)}")
                if compact and [str(k) for k in data.column("kind").to_pylist()] != data.column("record").to_pylist():
                    problems.append("kind differs from record")
        finally:
            spark.stop()

        reports = pq.read_table(os.path.join(output, "_reports")).to_pylist()
        if len(reports) != len(exits):
            problems.append(f"{len(reports)} report rows for {len(exits)} inputs")
        bad = [r for r in reports if r["path"] == damaged]
        if not bad or bad[0]["exit_code"] != 4 or bad[0]["status"] != "damaged":
            problems.append(f"damaged file report: {bad}")
        elif "damaged.fit" not in (bad[0]["message"] or ""):
            problems.append(f"damaged file report names no error: {bad[0]['message']!r}")
        if summaries[0]["rows"] != summaries[1]["rows"] or summaries[1]["rows"] != sum(expected_kind.values()):
            problems.append(f"re-run rows {summaries[0]['rows']} / {summaries[1]['rows']} vs {sum(expected_kind.values())}")
        print(json.dumps({"problems": problems, "summary": summaries[0], "rerun": summaries[1],
                          "kinds": dict(got_kind)}, sort_keys=True))
        return 1 if problems else 0
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
