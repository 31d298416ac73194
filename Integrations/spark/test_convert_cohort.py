#!/usr/bin/env python3
"""End-to-end check of convert_cohort.py in Spark local mode on a small generated cohort.

usage: test_convert_cohort.py WKCONV SHARED_DIR SAMPLES_DIR

Builds a small cohort (3 participants: 2 generated exports, 4 generated activity FIT/GPX files (one
with a space and non-ASCII letters in its name), 1 damaged FIT: seconds of work, since the JVM's start
and Spark's scheduling dominate), runs the job twice (2 shuffle partitions instead of Spark's 200): with
wkconv's files linked into the dataset with a SparkContext given an empty class cache (its JVM writes
the class archive as it ends), then again with `--compact` (Spark rewrites the rows) in a SparkSession,
whose JVM must map that archive (/proc/PID/maps), and checks after each that
  - the dataset's rows per kind equal the sum of per-file `wkconv convert --to parquet` outputs (run
    here, outside Spark, read with pyarrow);
  - rows per participant equal the sum of that participant's files;
  - `_reports` has one row per input, in input order, each input's `rows` what pyarrow counts in its
    parts, the damaged file with exit code 4, status `damaged` and the error wkconv reported (naming
    the file);
  - a second run over the same inputs leaves the same row count (no duplicates).
Before Spark: `parquet_rows` (the tasks' footer reader) against pyarrow on a file of nested, map,
boolean and time-zoned columns in several row groups, and `batches` (inputs dealt to tasks by bytes).
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


def check_parquet_rows(convert_cohort, root):
    """`parquet_rows` (a Thrift footer reader) against pyarrow's count on a file whose footer has
    what it must skip: nested and map columns, booleans (statistics, time-zoned timestamps), a key
    value metadata, several row groups."""
    import pyarrow as pa

    n = 3001
    table = pa.table({
        "flag": pa.array([True, False, None] * (n // 3) + [True] * (n % 3)),
        "start": pa.array(range(n), type=pa.timestamp("us", "UTC")),
        "tags": pa.array([["a", "b"], [], None] * (n // 3) + [["c"]] * (n % 3)),
        "attrs": pa.array([[("k", 1)], [], None] * (n // 3) + [[("z", 2)]] * (n % 3),
                          type=pa.map_(pa.string(), pa.int32())),
        "point": pa.array([{"lat": 1.5, "lon": None}] * n),
        # More than 14 schema elements: the list's size as a varint after its header.
        **{f"c{k}": pa.array(range(n), type=pa.int32()) for k in range(4)},
    }).replace_schema_metadata({"origin": "test"})
    path = os.path.join(root, "footer.parquet")
    pq.write_table(table, path, row_group_size=700)
    want = pq.read_metadata(path).num_rows
    try:
        got = convert_cohort.parquet_rows(path)
    except ValueError as e:
        return [f"parquet_rows: {e}"]
    return [] if got == want == n else [f"parquet_rows {got}, pyarrow {want}, written {n}"]


def check_batches(convert_cohort):
    """Inputs dealt to tasks by bytes: every input once, each batch in input order, costs even."""
    sizes = [900_000, 10, 0, 450_000, 450_000, 20_000, 5]
    got = convert_cohort.batches(sizes, 2)
    costs = [sum(sizes[i] + convert_cohort.INPUT_COST_BYTES for i in b) for b in got]
    if sorted(i for b in got for i in b) != list(range(len(sizes))) or any(b != sorted(b) for b in got):
        return [f"batches {got}: not every input once, in order"]
    if max(costs) - min(costs) > max(sizes) // 10:
        return [f"batches {got}: costs {costs} uneven"]
    counts = [convert_cohort.task_count(n, 2, 1000) for n in (1, 7, 500, 2500)]
    return [] if counts == [1, 2, 2, 4] else [f"task counts {counts} != [1, 2, 2, 4]"]


def check_archive_mapped(cache):
    """The session's driver JVM maps the class archive the previous session wrote."""
    from pyspark import SparkContext

    archive = os.path.join(cache, os.listdir(cache)[0]) if os.path.isdir(cache) and os.listdir(cache) else None
    if not os.path.exists("/proc/self/maps"):
        return [] if archive else ["no class archive to map"]  # no /proc here: the archive's existence only
    with open(f"/proc/{SparkContext._gateway.proc.pid}/maps") as f:
        mapped = archive is not None and archive in f.read()
    return [] if mapped else [f"the second session's JVM does not map the class archive {archive}"]


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
                # A name that is not ASCII: the tasks' lines cross the JVM in its default charset.
                name = f"track{k}.gpx" if k == 1 else f"Läufe {k} – Köln.gpx"
                args = ["--gpx-track", str(300 + 60 * k), os.path.join(cohort, person, name)]
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

        problems += check_parquet_rows(convert_cohort, root) + check_batches(convert_cohort)
        args = convert_cohort.parse_args(["--input", cohort, "--output", output, "--master", "local[2]",
                                          "--wkconv", wkconv, "--timeout", "120"])
        cache = os.path.join(root, "classes")
        summaries = []
        # The default (wkconv's files linked under participant=…), then a re-run with --compact
        # (Spark rewrites the rows under participant=…/kind=…/date=…) over the same output, each in a
        # session of its own: the first writes the class archive, the second maps it.
        for compact in (False, True):
            # The first a SparkContext alone (what the script starts), the second a SparkSession.
            begin = convert_cohort.session if compact else convert_cohort.start
            spark = begin(args.master, shuffle_partitions=2, class_cache=cache)
            try:
                if compact:
                    problems += check_archive_mapped(cache)
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
                convert_cohort.stop(spark)
            cached = sorted(os.listdir(cache)) if os.path.isdir(cache) else []
            if not compact and cached != [os.path.basename(convert_cohort.class_archive(cache)[0])]:
                problems.append(f"class cache after the first session: {cached} (one archive, no temporary file)")

        reports = pq.read_table(os.path.join(output, "_reports")).to_pylist()
        if len(reports) != len(exits):
            problems.append(f"{len(reports)} report rows for {len(exits)} inputs")
        inputs = [p for p, _ in convert_cohort.list_inputs(cohort)]
        if [r["path"] for r in reports] != inputs:
            problems.append(f"report rows not in input order: {[r['path'] for r in reports]} vs {inputs}")
        for r in reports:
            parts = [os.path.join(output, "_parts", os.path.basename(p)) for p in
                     convert_cohort.part_paths("", r["hash"], r["parts"] or 1)] if r["rows"] else []
            counted = sum(pq.read_metadata(p).num_rows for p in parts)
            if counted != r["rows"]:
                problems.append(f"{r['path']}: rows {r['rows']} in _reports, {counted} in its parts (pyarrow)")
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
