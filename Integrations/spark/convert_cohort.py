#!/usr/bin/env python3
"""Converts a cohort of workout/health files to one partitioned Parquet dataset with Apache Spark.

usage: convert_cohort.py --input DIR_OR_LIST --output DIR [--master local[2]] [--participant-from PATTERN]
                         [--wkconv PATH] [--timeout SECONDS] [--partitions N] [--batch-size N] [--compact]
                         [--option KEY=VALUE]… [--shuffle-partitions N]

- Inputs: every file under DIR (recursively) that wkconv reads (.fit .tcx .gpx .zip .xml .ndjson .jsonl),
  or the paths listed one per line in a file (--input list.txt).
- Spark distributes the *paths* (inputs are never loaded into the JVM): `RDD.mapPartitions` gives each
  task a batch of paths (at most --batch-size, at least two tasks per core) and the task runs the
  `wkconv` binary ONCE for its batch (`convert --inputs-from LIST --to parquet --out-dir SCRATCH --report
  R.json`, the paths NUL-separated; a time budget of --timeout seconds per input; inputs the process did
  not report, when it dies or runs out of time, are converted one by one). Its scratch folder is a hidden
  one inside `OUTPUT/_parts`, so each input's Parquet becomes its part by a rename:
  `OUTPUT/_parts/<sha256 of the input's bytes>.parquet` (`…-<k>.parquet` when an archive of activities
  gives several files): a retried task or a re-run rewrites the same part, identical inputs share one
  part (and are converted once per batch), and wkconv's deterministic UUIDs make the rows themselves
  stable.
- Rows are written once, by wkconv: Spark carries only paths out and report rows back. The driver
  writes `OUTPUT/_reports` (one row per input: path, participant, content hash, status, exit code,
  seconds (the input's share of its batch's time), rows, message, losses (how many kinds of loss, a JSON
  number), item counts from the batch report's entry, parts; the message is what went wrong: the error
  wkconv reported for the input, as it prints it, else the first line it printed on standard error when
  converted alone, else a timeout) and makes `OUTPUT/data/participant=<p>/<hash>.parquet`: each
  distinct content's parts hard-linked (copied where the file system has no links) under the first
  participant that has it, in a new folder put in place of the previous run's, so a re-run leaves
  exactly this run's inputs and adds no duplicate rows. `participant` comes from --participant-from (a
  regular expression searched in the input's path, its group `participant` or first group; default: the
  first folder under the input directory, else the file name without extension); the kind of a row is
  its `record` column, its instant `start`.
- `--compact`: Spark reads the parts and rewrites their rows into `OUTPUT/data/participant=…/kind=…/
  date=…/` (`kind` the `record` column, `date` the UTC day of `start`): fewer, larger files for a large
  cohort, at the cost of reading and writing every row in the JVM.

Exit codes of wkconv kept in `_reports.exit_code`: 0 ok, 1 failure (no rows), 3 strict losses, 4 damaged
input (rows recovered before the damage are kept; status `damaged`), -1 timeout.

On a cluster: `spark-submit --master spark://HOST:7077 --files /path/to/wkconv convert_cohort.py
--wkconv wkconv --input shared-path --output …` (the binary shipped with --files lands in each
executor's working directory), or install wkconv on every worker and pass its path. Inputs and output must
be on a file system every executor can read and write (NFS, a mounted bucket). An executor lost mid-task
loses nothing: Spark runs its tasks again elsewhere, and they rewrite the same content-named parts.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

EXTENSIONS = (".fit", ".tcx", ".gpx", ".zip", ".xml", ".ndjson", ".jsonl")


def list_inputs(spec):
    """(absolute path, path relative to the input root) of every input."""
    if os.path.isdir(spec):
        root = os.path.abspath(spec)
        found = []
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                if name.lower().endswith(EXTENSIONS) and not name.startswith("."):
                    path = os.path.join(folder, name)
                    found.append((path, os.path.relpath(path, root)))
        return found
    with open(spec, encoding="utf-8") as f:
        paths = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    return [(os.path.abspath(p), p) for p in paths]


def participant_of(relative, pattern):
    if pattern:
        m = re.search(pattern, relative)
        if not m:
            return None
        if "participant" in m.groupdict():
            return m.group("participant")
        return m.group(1) if m.groups() else m.group(0)
    parts = relative.split(os.sep)
    if len(parts) > 1:
        return parts[0]
    return os.path.splitext(parts[0])[0]


def content_hash(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def error_text(error):
    """A report's error as wkconv prints it: `location: message (hint)`."""
    loc = error.get("location") or {}
    where = loc.get("file") or ""
    if loc.get("line") is not None:
        where += f":{loc['line']}"
        if loc.get("column") is not None:
            where += f":{loc['column']}"
    parts = [f"{k} {loc[key]}" for k, key in (("byte", "byteOffset"), ("element", "elementPath"),
                                               ("record", "recordIndex")) if loc.get(key) is not None]
    if parts:
        where += " (" + ", ".join(parts) + ")"
    text = (where + ": " if where else "") + str(error.get("message", ""))
    if error.get("hint"):
        text += f" ({error['hint']})"
    return text


def error_message(report, stderr):
    """What went wrong with an input, for `_reports.message`: the report's errors (a failure) and
    recovered errors (damage), one per line, else the first line of standard error (a failure before
    the report was written); None when nothing went wrong."""
    errors = list(report.get("errors") or []) + list(report.get("recoveredErrors") or [])
    if errors:
        return "\n".join(error_text(e) for e in errors[:20])[:2000]
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return lines[0][:2000] if lines else None


def convert_one(path, relative, participant, parts_dir, wkconv, timeout, options=()):
    """Runs wkconv on one file; returns its report row (the Parquet part is left in parts_dir)."""
    started = time.monotonic()
    row = {
        "path": path, "participant": participant, "hash": None, "status": "failed", "exit_code": None,
        "seconds": 0.0, "rows": 0, "message": None, "losses": None, "items_read": None, "items_written": None,
        "recovered_errors": 0,
    }
    try:
        digest = content_hash(path)
    except OSError as e:
        row["message"] = f"cannot read: {e}"
        return row
    row["hash"] = digest
    part = os.path.join(parts_dir, digest + ".parquet")
    scratch = scratch_dir(parts_dir)
    try:
        out = os.path.join(scratch, digest + ".parquet")
        report = os.path.join(scratch, digest + ".json")
        cmd = [wkconv, "convert", path, out, "--to", "parquet", "--quiet", "--progress", "none", "--report", report]
        cmd += [a for o in options for a in ("--option", o)]
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
            row["exit_code"] = proc.returncode
            stderr = proc.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            row["exit_code"] = -1
            row["status"] = "timeout"
            row["message"] = f"timed out after {timeout} s"
            return row
        if os.path.exists(report):
            with open(report, encoding="utf-8") as f:
                r = json.load(f)
            row["losses"] = json.dumps(r.get("losses", []), sort_keys=True)
            row["items_read"] = json.dumps(r.get("itemsRead", {}), sort_keys=True)
            row["items_written"] = json.dumps(r.get("itemsWritten", {}), sort_keys=True)
            row["recovered_errors"] = len(r.get("recoveredErrors", []))
        else:
            r = {}
        row["message"] = error_message(r, stderr)
        if row["exit_code"] in STATUS:
            if os.path.exists(out):
                import pyarrow.parquet as pq

                row["rows"] = pq.ParquetFile(out).metadata.num_rows
                # Same name for the same content: a retry or a re-run replaces the part, atomically.
                move(out, part)
            row["status"] = STATUS[row["exit_code"]]
        return row
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        row["seconds"] = round(time.monotonic() - started, 3)


def part_paths(parts_dir, digest, count):
    """The part files of an input's rows: `<hash>.parquet`, or `<hash>-<k>.parquet` when the input (an
    archive of activities) gave several Parquet files."""
    if count == 1:
        return [os.path.join(parts_dir, digest + ".parquet")]
    return [os.path.join(parts_dir, f"{digest}-{k}.parquet") for k in range(count)]


def scratch_dir(parts_dir):
    """A task's scratch folder inside `parts_dir` (hidden: a dot name, which Parquet readers skip), so
    that its outputs become parts by a rename on the same file system, never a copy."""
    return tempfile.mkdtemp(prefix=".scratch-", dir=parts_dir)


def move(path, target):
    """Puts the file at `path` at `target` atomically (a rename; a staged copy across file systems)."""
    try:
        os.replace(path, target)
    except OSError:
        staged = target + f".{os.getpid()}.tmp"
        shutil.copyfile(path, staged)
        os.replace(staged, target)


def publish(outputs, parts_dir, digest):
    """Moves an input's Parquet outputs to its content-named parts, each atomically (a retried task or a
    re-run rewrites the same files); returns the rows they hold."""
    import pyarrow.parquet as pq

    rows = 0
    for out, part in zip(outputs, part_paths(parts_dir, digest, len(outputs))):
        rows += pq.ParquetFile(out).metadata.num_rows
        move(out, part)
    return rows


STATUS = {0: "ok", 3: "lossy", 4: "damaged"}


def batch_row(row, entries, parts_dir):
    """Fills an input's report row from its entries in the batch report (one, or an archive's members)."""
    exit_code = max(e.get("exitCode", 1) for e in entries)
    row["exit_code"] = exit_code
    row["losses"] = json.dumps(sum(e.get("losses", 0) for e in entries))
    for key, name in (("items_read", "itemsRead"), ("items_written", "itemsWritten")):
        total = {}
        for e in entries:
            for kind, n in (e.get(name) or {}).items():
                total[kind] = total.get(kind, 0) + n
        row[key] = json.dumps(total, sort_keys=True)
    errors = [e["error"] for e in entries if e.get("error")]
    row["recovered_errors"] = sum(1 for e in entries if e.get("status") == "recovered")
    row["message"] = "\n".join(errors[:20])[:2000] if errors else None
    outputs = [o for e in entries if e.get("status") != "failed" for o in e.get("outputs", [])
               if o.endswith(".parquet") and os.path.exists(o)]
    if exit_code in STATUS:
        # An input that converts and yields no rows (a FHIR Device.ndjson, a file of deleted objects) is
        # as its exit code says, with 0 rows and no part: only a failed conversion is `failed`.
        if outputs:
            row["rows"] = publish(outputs, parts_dir, row["hash"])
            row["parts"] = len(outputs)
        row["status"] = STATUS[exit_code]
    return row


def convert_batch(items, parts_dir, wkconv, timeout, options=()):
    """Converts a batch of (path, relative, participant) with ONE wkconv process (`--inputs-from`, the
    paths NUL-separated, `--out-dir` into a scratch folder, `--report`); returns one report row per item,
    in order. Identical contents are converted once. When the process dies or times out (a budget of
    `timeout` seconds per input), the inputs it did not report are converted one by one (`convert_one`)."""
    started = time.monotonic()
    rows, todo = [], {}
    for path, relative, participant in items:
        row = {
            "path": path, "participant": participant, "hash": None, "status": "failed", "exit_code": None,
            "seconds": 0.0, "rows": 0, "message": None, "losses": None, "items_read": None,
            "items_written": None, "recovered_errors": 0, "parts": 0,
        }
        try:
            row["hash"] = content_hash(path)
            todo.setdefault(row["hash"], path)
        except OSError as e:
            row["message"] = f"cannot read: {e}"
        rows.append(row)
    scratch = scratch_dir(parts_dir)
    by_input = {}
    try:
        listing = os.path.join(scratch, "inputs")
        with open(listing, "wb") as f:
            for path in todo.values():
                f.write(os.fsencode(path) + b"\0")
        report = os.path.join(scratch, "report.json")
        cmd = [wkconv, "convert", "--inputs-from", listing, "--to", "parquet", "--out-dir",
               os.path.join(scratch, "out"), "--quiet", "--progress", "none", "--report", report]
        cmd += [a for o in options for a in ("--option", o)]
        if todo:
            try:
                subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=timeout * len(todo))
            except subprocess.TimeoutExpired:
                pass
            if os.path.exists(report):
                with open(report, encoding="utf-8") as f:
                    for entry in json.load(f).get("perInput") or []:
                        by_input.setdefault(entry.get("input"), []).append(entry)
        done = {}
        for row in rows:
            if row["hash"] is None:
                continue
            if row["hash"] in done:
                source = done[row["hash"]]
                row.update({k: v for k, v in source.items() if k not in ("path", "participant", "seconds")})
                continue
            entries = by_input.get(todo[row["hash"]])
            if entries:
                batch_row(row, entries, parts_dir)
            else:
                one = convert_one(row["path"], None, row["participant"], parts_dir, wkconv, timeout, options)
                one["parts"] = 1 if one["rows"] or one["status"] in STATUS.values() else 0
                row.update(one)
            done[row["hash"]] = row
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    share = round((time.monotonic() - started) / max(1, len(rows)), 3)
    for row in rows:
        row["seconds"] = row["seconds"] or share
    return rows


def executable(wkconv):
    """The wkconv binary on an executor: the path given, else on PATH, else the copy shipped with
    `--files` (in the executor's SparkFiles folder, or its working directory)."""
    if os.path.exists(wkconv):
        return os.path.abspath(wkconv)  # a bare name would be looked up on PATH only
    found = shutil.which(wkconv)
    if found:
        return found
    name = os.path.basename(wkconv)
    try:
        from pyspark import SparkFiles

        shipped = SparkFiles.get(name)
        if os.path.exists(shipped):
            return shipped
    except Exception:  # not in a Spark task
        pass
    return os.path.join(os.getcwd(), name)


def task_count(inputs, parallelism, batch_size):
    """Tasks for `inputs` paths: at least two per core (a slow batch does not hold the others back), and
    batches of at most `batch_size` inputs."""
    if inputs == 0:
        return 1
    return max(1, min(inputs, max(2 * parallelism, -(-inputs // max(1, batch_size)))))


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--input", required=True, help="a folder, or a file listing input paths one per line")
    ap.add_argument("--output", required=True, help="the dataset folder (data/, _reports/, _parts/)")
    ap.add_argument("--master", default="local[2]")
    ap.add_argument("--participant-from", default=None, help="regex searched in each input's relative path")
    ap.add_argument("--wkconv", default=shutil.which("wkconv") or "wkconv", help="the wkconv binary")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per file")
    ap.add_argument("--partitions", type=int, default=0,
                    help="tasks, each one wkconv process for its batch of inputs (default: see --batch-size)")
    ap.add_argument("--batch-size", type=int, default=200,
                    help="inputs per task at most (default 200; at least 2 tasks per core): smaller batches "
                         "lose less work when an executor dies")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a wkconv --option for every conversion (e.g. parquet.layout=wide: one row per "
                         "instant of a workout, a column per measure); repeatable")
    ap.add_argument("--compact", action="store_true",
                    help="rewrite the rows with Spark into data/participant=…/kind=…/date=… (fewer, larger "
                         "files; costs a read and a write of every row) instead of linking wkconv's files")
    ap.add_argument("--shuffle-partitions", type=int, default=0,
                    help="spark.sql.shuffle.partitions (default: 2 per core with local[N], else Spark's)")
    return ap.parse_args(argv)


# The driver's JVM only schedules tasks and carries paths and report rows (the rows never enter it):
# its start is most of a small job's time, and the client compiler alone (C1) with the serial collector
# starts it in about two thirds of the time (local[2], 500 files). --compact moves every row through the
# JVM, so it keeps the default JIT.
QUICK_START_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"


def session(master, shuffle_partitions=None, compact=False):
    """A SparkSession for the job (UTC, no UI); `shuffle_partitions` overrides Spark's 200, which in
    local mode costs more than the work on a small cohort. A session this call starts gets a
    quick-starting driver JVM (`QUICK_START_JVM`) unless `compact` or the driver's Java options are
    set already (spark-submit's own JVM is started before this call: it is left as it is)."""
    from pyspark.sql import SparkSession

    builder = (
        SparkSession.builder.master(master).appName("wkconv-cohort")
        .config("spark.sql.session.timeZone", "UTC")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
    )
    if not compact and "spark.driver.extraJavaOptions" not in os.environ.get("PYSPARK_SUBMIT_ARGS", ""):
        builder = builder.config("spark.driver.extraJavaOptions", QUICK_START_JVM)
    if shuffle_partitions:
        builder = builder.config("spark.sql.shuffle.partitions", str(shuffle_partitions))
    return builder.getOrCreate()


def main(argv=None):
    args = parse_args(argv)
    shuffle = args.shuffle_partitions
    local = re.fullmatch(r"local\[(\d+)\]", args.master)
    if not shuffle and local:
        shuffle = 2 * int(local.group(1))
    spark = session(args.master, shuffle, compact=args.compact)
    try:
        summary = run(args, spark)
    finally:
        spark.stop()
    print(json.dumps(summary, sort_keys=True))
    return 0


REPORT_FIELDS = (
    ("path", "string"), ("participant", "string"), ("hash", "string"), ("status", "string"),
    ("exit_code", "int32"), ("seconds", "float64"), ("rows", "int64"), ("message", "string"),
    ("losses", "string"), ("items_read", "string"), ("items_written", "string"),
    ("recovered_errors", "int32"), ("parts", "int32"),
)


def write_reports(rows, folder):
    """`_reports`: one row per input, written by the driver as one Parquet file (the rows are already
    here: a Spark write would cost a job for a small table); replaces the previous run's."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pa.schema([(name, getattr(pa, kind)()) for name, kind in REPORT_FIELDS])
    table = pa.Table.from_pylist([{name: r.get(name) for name, _ in REPORT_FIELDS} for r in rows], schema=schema)
    staged = folder + f".{os.getpid()}.tmp"
    shutil.rmtree(staged, ignore_errors=True)
    os.makedirs(staged)
    pq.write_table(table, os.path.join(staged, "part-00000.parquet"))
    replace_folder(staged, folder)


def replace_folder(staged, folder):
    """Puts the folder `staged` in place of `folder` (renames: readers see the old or the new one)."""
    old = folder + f".{os.getpid()}.old"
    if os.path.exists(folder):
        os.rename(folder, old)
    os.rename(staged, folder)
    shutil.rmtree(old, ignore_errors=True)


def hive_value(value):
    """A partition value as Hive (and Spark) escape it in a folder name."""
    if value is None or value == "":
        return "__HIVE_DEFAULT_PARTITION__"
    special = set('"#%\'*/:=?\\\x7f{[]^')
    return "".join(f"%{ord(c):02X}" if c in special or ord(c) < 0x20 else c for c in value)


def kept_parts(rows):
    """(hash, participant, parts) of each distinct content with rows, in input order: identical inputs
    are kept once, under the first participant that has them."""
    kept, seen = [], set()
    for r in rows:
        if (r.get("rows") or 0) > 0 and r["hash"] not in seen:
            seen.add(r["hash"])
            kept.append((r["hash"], r["participant"], r.get("parts") or 1))
    return kept


def link_dataset(kept, parts_dir, folder):
    """`folder` as `participant=<p>/<hash>[-k].parquet`: each kept part hard-linked (copied where the
    file system has no links) from `_parts`, in a new folder put in place of the old one, so the rows
    are written once, by wkconv, and a re-run leaves exactly this run's inputs."""
    staged = folder + f".{os.getpid()}.tmp"
    shutil.rmtree(staged, ignore_errors=True)
    os.makedirs(staged)
    made = set()
    for digest, participant, count in kept:
        target_dir = os.path.join(staged, "participant=" + hive_value(participant))
        if target_dir not in made:
            os.makedirs(target_dir, exist_ok=True)
            made.add(target_dir)
        for part in part_paths(parts_dir, digest, count):
            target = os.path.join(target_dir, os.path.basename(part))
            try:
                os.link(part, target)
            except OSError:
                shutil.copyfile(part, target)
    replace_folder(staged, folder)


def compact_dataset(spark, kept, parts_dir, folder):
    """`--compact`: Spark reads the kept parts and rewrites their rows into
    `participant=…/kind=…/date=…` (`kind` the `record` column, `date` the UTC day of `start`)."""
    from pyspark.sql import functions as F

    keys = spark.createDataFrame([(h, p) for h, p, _ in kept], "hash string, participant string")
    paths = [p for h, _, count in kept for p in part_paths(parts_dir, h, count)]
    # The driver lists the parts itself: past this threshold (32) Spark lists paths with a job of one
    # task per path.
    spark.conf.set("spark.sql.sources.parallelPartitionDiscovery.threshold", str(len(paths) + 1))
    data = (
        spark.read.parquet(*paths)
        .withColumn("hash", F.regexp_extract(F.input_file_name(), r"([0-9a-f]{64})(-[0-9]+)?\.parquet$", 1))
        .join(F.broadcast(keys), "hash")
        .drop("hash")
        .withColumn("kind", F.col("record"))
        .withColumn("date", F.to_date(F.col("start")))
    )
    data.write.mode("overwrite").partitionBy("participant", "kind", "date").parquet(folder)


def run(args, spark):
    """Converts the cohort `args` names with `spark` (left running: a caller may run several jobs in one
    session); returns the summary (inputs, statuses, rows, input bytes, seconds)."""
    inputs = list_inputs(args.input)
    output = os.path.abspath(args.output)
    parts_dir = os.path.join(output, "_parts")
    os.makedirs(parts_dir, exist_ok=True)
    wkconv = args.wkconv
    if os.sep in wkconv and os.path.exists(wkconv):
        wkconv = os.path.abspath(wkconv)
    work = [(p, rel, participant_of(rel, args.participant_from)) for p, rel in inputs]

    started = time.monotonic()
    timeout = args.timeout
    options = tuple(getattr(args, "option", None) or ())

    def convert_partition(rows):
        binary = executable(wkconv)
        # One wkconv process for the task's whole batch of paths.
        yield from convert_batch(list(rows), parts_dir, binary, timeout, options)

    slices = args.partitions or task_count(len(work), spark.sparkContext.defaultParallelism, args.batch_size)
    # Only paths go out and report rows come back: the rows themselves stay in the Parquet files wkconv
    # writes, which become the dataset's files as they are.
    reports = spark.sparkContext.parallelize(work, slices).mapPartitions(convert_partition).collect()
    write_reports(reports, os.path.join(output, "_reports"))
    converted = time.monotonic() - started

    kept = kept_parts(reports)
    data = os.path.join(output, "data")
    if getattr(args, "compact", False) and kept:
        compact_dataset(spark, kept, parts_dir, data)
    else:
        link_dataset(kept, parts_dir, data)
    statuses, rows = {}, {}
    for r in reports:
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
        if r["rows"]:
            rows.setdefault(r["hash"], r["rows"])
    elapsed = time.monotonic() - started
    return {
        "inputs": len(work),
        "statuses": statuses,
        "rows": sum(rows.values()),
        "input_bytes": sum(os.path.getsize(p) for p, _, _ in work if os.path.exists(p)),
        "convert_seconds": round(converted, 3),
        "seconds": round(elapsed, 3),
    }


if __name__ == "__main__":
    sys.exit(main())
