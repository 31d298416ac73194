#!/usr/bin/env python3
"""Converts a cohort of workout/health files to one partitioned Parquet dataset with Apache Spark.

usage: convert_cohort.py --input DIR_OR_LIST --output DIR [--master local[2]] [--participant-from PATTERN]
                         [--wkconv PATH] [--timeout SECONDS] [--partitions N] [--batch-size N] [--compact]
                         [--option KEY=VALUE]… [--shuffle-partitions N] [--class-cache DIR|none]

- Inputs: every file under DIR (recursively) that wkconv reads (.fit .tcx .gpx .zip .xml .ndjson .jsonl),
  or the paths listed one per line in a file (--input list.txt).
- Spark distributes the *paths* (inputs are never loaded into the JVM). The driver deals the inputs
  into batches of about equal bytes (at most --batch-size inputs each, in full waves of one task per
  core), and each task pipes its batch, one JSON line, through Spark's own `RDD.pipe` into this file's
  source run by Python with `--task` (the standard library only: no PySpark Python worker, no pyarrow,
  no pickled closure; the JVM starts the process). The task runs the `wkconv` binary ONCE for its batch
  (`convert --inputs-from LIST --to parquet --out-dir SCRATCH --report R.json`, the paths NUL-separated;
  a time budget of --timeout seconds per input; inputs the process did not report, when it dies or
  runs out of time, are converted one by one) and prints a report row per input. Its scratch folder is
  a hidden one inside `OUTPUT/_parts`, so each input's Parquet becomes its part by a rename:
  `OUTPUT/_parts/<sha256 of the input's bytes>.parquet` (`…-<k>.parquet` when an archive of activities
  gives several files): a retried task or a re-run writes the same part (a part that holds the same
  bytes already is kept), identical inputs share one part (and are converted once per batch), and
  wkconv's deterministic UUIDs make the rows themselves stable. A part's rows are read from its footer.
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
- A driver JVM this script starts itself (not spark-submit's) loads its classes from a class archive
  (AppCDS) in --class-cache (default ~/.cache/wkconv/spark): the first run's JVM writes it as it exits
  (about 10 s more, once; 70-115 MB), later runs start Spark in about half the time. `none`: none.

Exit codes of wkconv kept in `_reports.exit_code`: 0 ok, 1 failure (no rows), 3 strict losses, 4 damaged
input (rows recovered before the damage are kept; status `damaged`), -1 timeout.

On a cluster: `spark-submit --master spark://HOST:7077 --files /path/to/wkconv convert_cohort.py
--wkconv wkconv --input shared-path --output …` (the binary shipped with --files lands in each
executor's working directory, where the tasks run), or install wkconv on every worker and pass its
path. Executors run the tasks with PySpark's Python (spark.pyspark.python, PYSPARK_PYTHON; its standard
library is all they use). Inputs and output must
be on a file system every executor can read and write (NFS, a mounted bucket). An executor lost mid-task
loses nothing: Spark runs its tasks again elsewhere, and they rewrite the same content-named parts.
"""
import argparse
import filecmp
import hashlib
import heapq
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
                row["rows"] = parquet_rows(out)
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
    """Puts the file at `path` at `target` atomically (a rename; a staged copy across file systems),
    unless `target` holds the same bytes already (a re-run or a retried task: wkconv's output is
    deterministic), which then stays. Replacing it would make the previous run's dataset hold the
    last link to the old file, so its removal (`replace_folder`) would free 500 files' blocks, often
    still being written back (500 small files, a re-run at load 4: 1.5 s), and the new file's pages
    would be written to disk for nothing."""
    try:
        if os.path.getsize(path) == os.path.getsize(target) and filecmp.cmp(path, target, shallow=False):
            return
    except OSError:
        pass  # no part yet
    try:
        os.replace(path, target)
    except OSError:
        staged = target + f".{os.getpid()}.tmp"
        shutil.copyfile(path, staged)
        os.replace(staged, target)


def publish(outputs, parts_dir, digest):
    """Moves an input's Parquet outputs to its content-named parts, each atomically (a retried task or a
    re-run rewrites the same files); returns the rows they hold."""
    rows = 0
    for out, part in zip(outputs, part_paths(parts_dir, digest, len(outputs))):
        rows += parquet_rows(out)
        move(out, part)
    return rows


class ThriftCompact:
    """A reader of Thrift's compact protocol, enough to find one field of a struct and skip the rest."""

    def __init__(self, data):
        self.data, self.pos = data, 0

    def byte(self):
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self):
        value = shift = 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return value

    def zigzag(self):
        n = self.varint()
        return (n >> 1) ^ -(n & 1)

    def field(self, last):
        """(id, type) of a struct's next field (`last` the previous id); type 0 ends the struct."""
        b = self.byte()
        kind, delta = b & 0x0F, b >> 4
        if kind == 0:
            return 0, 0
        return (last + delta if delta else self.zigzag()), kind

    def skip(self, kind, in_collection=False):
        if kind in (1, 2):  # a boolean: in the field's type, a byte in a list
            self.pos += 1 if in_collection else 0
        elif kind == 3:
            self.pos += 1
        elif kind in (4, 5, 6):
            self.varint()
        elif kind == 7:
            self.pos += 8
        elif kind == 8:
            n = self.varint()
            self.pos += n
        elif kind in (9, 10):  # list, set: the size in the high nibble, 15 when a varint follows
            b = self.byte()
            size = b >> 4 if b >> 4 != 15 else self.varint()
            for _ in range(size):
                self.skip(b & 0x0F, True)
        elif kind == 11:
            size = self.varint()
            types = self.byte() if size else 0
            for _ in range(size):
                self.skip(types >> 4, True)
                self.skip(types & 0x0F, True)
        elif kind == 12:
            last = 0
            while True:
                last, kind = self.field(last)
                if kind == 0:
                    return
                self.skip(kind)
        else:
            raise ValueError(f"Thrift compact type {kind} at byte {self.pos}")


def parquet_rows(path):
    """The rows of the Parquet file at `path`: `num_rows` (field 3) of the footer's FileMetaData. A
    task reads it with the standard library: importing pyarrow would cost each task's process a third
    of a second."""
    with open(path, "rb") as f:
        f.seek(-8, os.SEEK_END)
        tail = f.read(8)
        if tail[4:] != b"PAR1":
            raise ValueError(f"{path}: not a Parquet file (no PAR1 at its end)")
        length = int.from_bytes(tail[:4], "little")
        f.seek(-8 - length, os.SEEK_END)
        footer = ThriftCompact(f.read(length))
    last = 0
    while True:
        last, kind = footer.field(last)
        if kind == 0:
            raise ValueError(f"{path}: the Parquet footer has no num_rows")
        if last == 3 and kind == 6:
            return footer.zigzag()
        footer.skip(kind)


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
    """The wkconv binary a task runs: the path given, else on PATH, else the copy shipped with `--files`
    in the task's working directory (an executor's, where Spark puts the files it ships)."""
    if os.path.exists(wkconv):
        return os.path.abspath(wkconv)  # a bare name would be looked up on PATH only
    return shutil.which(wkconv) or os.path.join(os.getcwd(), os.path.basename(wkconv))


def task_binary(sc, wkconv):
    """The wkconv name the tasks get: in local mode (tasks in the driver's process, on this machine) a
    binary shipped with `--files` sits in the driver's SparkFiles folder, so its path is found here;
    on a cluster each task finds the name itself (`executable`)."""
    if os.sep in wkconv and os.path.exists(wkconv):
        return os.path.abspath(wkconv)
    if sc.master.startswith("local") and not os.path.exists(wkconv) and not shutil.which(wkconv):
        from pyspark import SparkFiles

        shipped = SparkFiles.get(os.path.basename(wkconv))
        if os.path.exists(shipped):
            return shipped
    return wkconv


TASK = "--task"
# This file, whose source the tasks run (none when this source runs as a task, from `python -c`).
SOURCE = os.path.abspath(__file__) if "__file__" in globals() else None


def task_main(config):
    """A task: its batch of inputs on standard input (a JSON line: `[index, path, participant]` each),
    `config` the job's settings (JSON); converts them with `convert_batch` and prints one report row
    per input (with its `index`), a JSON line each (ASCII, as the line in: Spark's pipe reads and
    writes text in the JVM's default charset)."""
    settings = json.loads(config)
    batch = [item for line in sys.stdin if line.strip() for item in json.loads(line)]
    rows = convert_batch([(path, None, participant) for _, path, participant in batch], settings["parts_dir"],
                         executable(settings["wkconv"]), settings["timeout"], tuple(settings["options"]))
    for (index, _, _), row in zip(batch, rows):
        row["index"] = index
    sys.stdout.write("".join(json.dumps(row, sort_keys=True) + "\n" for row in rows))
    return 0


def task_command(sc, settings):
    """The command each task pipes its inputs through: this file's own source run by Python with `--task`
    (`task_main`), so an executor needs neither this file nor PySpark's Python workers, whose start (a daemon
    importing pyspark, the closure unpickled, pyarrow imported) holds a session's first Python job 1.4-1.7 s
    before its first task runs. Local mode runs the driver's own interpreter (on this machine, and no launcher
    script such as a pyenv shim to start per task); a cluster runs PySpark's (`spark.pyspark.python`,
    PYSPARK_PYTHON). `-I -S`: the task needs only the standard library."""
    python = sys.executable if sc.master.startswith("local") and sys.executable else sc.pythonExec
    with open(SOURCE, encoding="utf-8") as f:
        # The JVM passes arguments in its locale's charset: non-ASCII text (in prose only) as escapes.
        source = f.read().encode("ascii", "backslashreplace").decode("ascii")
    return [python, "-I", "-S", "-c", source, TASK, json.dumps(settings)]


def pipe_job(sc, lines, command):
    """Runs `command` once per line of `lines` (a task each) with Spark's own pipe (no Python worker:
    the JVM writes the task's line to the command's standard input and reads its output lines);
    returns every task's output lines. The lines go to the JVM as one py4j string (a call per line
    would cost a round trip each) and come back as `sc.textFile`'s do, through PySpark's collect
    socket (500 report rows: 35 ms; one py4j string of them: 80 ms)."""
    from pyspark import RDD
    from pyspark.serializers import UTF8Deserializer

    jvm = sc._jvm
    elements = (jvm.java.util.regex.Pattern.compile("\n").splitAsStream("\n".join(lines))
                .collect(jvm.java.util.stream.Collectors.toList()))
    piped = sc._jsc.parallelize(elements, len(lines)).pipe(command)
    return [line for line in RDD(piped, sc, UTF8Deserializer()).collect() if line]


def task_count(inputs, parallelism, batch_size):
    """Tasks for `inputs` paths: batches of at most `batch_size` inputs, in full waves of `parallelism`
    tasks (a multiple of it), at least one wave. Each task costs a wave of process starts and
    scheduling (500 small files in local[2]: 4 tasks take 1.66x wkconv's own batch, 2 tasks 1.46x);
    `batches` evens out their bytes instead."""
    if inputs == 0:
        return 1
    parallelism = max(1, parallelism)
    needed = -(-inputs // max(1, batch_size))
    waves = -(-needed // parallelism)
    return min(inputs, waves * parallelism)


# What an input costs a task beyond its bytes (a process's share, a file opened, a part renamed), in
# bytes of input, so that batches of many tiny files are not packed as if they were free.
INPUT_COST_BYTES = 16 << 10


def batches(sizes, count):
    """The indices of inputs of `sizes` bytes in `count` batches of about equal cost (bytes plus
    `INPUT_COST_BYTES` each; the largest input first into the lightest batch), each in input order."""
    heap = [(0, k) for k in range(count)]
    members = [[] for _ in range(count)]
    for i in sorted(range(len(sizes)), key=lambda i: -sizes[i]):
        cost, k = heapq.heappop(heap)
        members[k].append(i)
        heapq.heappush(heap, (cost + sizes[i] + INPUT_COST_BYTES, k))
    return [sorted(m) for m in members if m]


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
    ap.add_argument("--batch-size", type=int, default=1000,
                    help="inputs per task at most (default 1000; tasks in full waves, one per core at "
                         "least, of about equal bytes): smaller batches lose less work when an executor dies")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a wkconv --option for every conversion (e.g. parquet.layout=wide: one row per "
                         "instant of a workout, a column per measure); repeatable")
    ap.add_argument("--compact", action="store_true",
                    help="rewrite the rows with Spark into data/participant=…/kind=…/date=… (fewer, larger "
                         "files; costs a read and a write of every row) instead of linking wkconv's files")
    ap.add_argument("--class-cache", default=default_class_cache(), metavar="DIR",
                    help="a folder for the driver JVM's class archive when this script starts it (default: "
                         "~/.cache/wkconv/spark; the first run writes it: 10 s more, 70-115 MB; later runs "
                         "start the JVM in about half the time); `none`: no archive")
    ap.add_argument("--shuffle-partitions", type=int, default=0,
                    help="spark.sql.shuffle.partitions (default: 2 per core with local[N], else Spark's)")
    return ap.parse_args(argv)


# The driver's JVM only schedules tasks and carries paths and report rows (the rows never enter it):
# its start is most of a small job's time, and the client compiler alone (C1) with the serial collector
# starts it in about two thirds of the time (local[2], 500 files). --compact moves every row through the
# JVM, so it keeps the default JIT.
QUICK_START_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"


def default_class_cache():
    """Where class archives are kept unless --class-cache says otherwise: the user's cache folder."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "wkconv", "spark")


def class_archive(cache):
    """(the archive's path, its temporary path) for this JDK, Spark and `QUICK_START_JVM`: a JVM of
    another JDK or Spark gets another archive (the JVM itself refuses one built from other jars, and
    runs without it)."""
    import pyspark

    home = os.environ.get("SPARK_HOME") or os.path.dirname(pyspark.__file__)
    java_home = os.environ.get("JAVA_HOME")
    java = os.path.join(java_home, "bin", "java") if java_home else shutil.which("java")
    stamps = [os.stat(p).st_mtime_ns for p in (java, os.path.join(home, "jars")) if p and os.path.exists(p)]
    key = json.dumps([pyspark.__version__, os.path.realpath(home), os.path.realpath(java or ""), stamps,
                      QUICK_START_JVM])
    path = os.path.join(cache, "classes-" + hashlib.sha256(key.encode()).hexdigest()[:16] + ".jsa")
    return path, f"{path}.{os.getpid()}.tmp"


def writable(folder):
    """Whether `folder` is (made, and) writable: a class cache that is not is not used."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK)


def start(master, shuffle_partitions=None, compact=False, class_cache=None):
    """A SparkContext for the job (no UI; Spark SQL, for --compact, in UTC); `shuffle_partitions`
    overrides Spark's 200, which in local mode costs more than the work on a small cohort. No
    SparkSession: the job needs none (`run` makes one for --compact), and making one costs its start
    about 1.2 s (local[2], with the class archive: 1.3-1.8 s against 2.5-3.0 s). A driver JVM this call
    starts gets quick start options (`QUICK_START_JVM`) unless `compact` or the driver's Java options
    are set already (spark-submit's own JVM is started before this call: it is left as it is), and
    with `class_cache` (a folder) a class archive (AppCDS): the classes a session and its job load,
    mapped from one file instead of read from Spark's jars and verified (a SparkSession's start 4.8 s
    -> 2.0 s, the first job's scheduling 0.5 s -> 0.3 s). When the folder has no archive for this JDK
    and Spark yet, the JVM writes one as it exits (`stop`: about 10 s more, once; 70 MB for a context,
    115 MB when the JVM ran Spark SQL too)."""
    from pyspark import SparkConf, SparkContext

    conf = (
        SparkConf().setMaster(master).setAppName("wkconv-cohort")
        .set("spark.sql.session.timeZone", "UTC")
        .set("spark.ui.enabled", "false")
        .set("spark.ui.showConsoleProgress", "false")
    )
    starts_jvm = SparkContext._gateway is None and "PYSPARK_GATEWAY_PORT" not in os.environ
    writes = None
    options_given = "spark.driver.extraJavaOptions" in os.environ.get("PYSPARK_SUBMIT_ARGS", "")
    if starts_jvm and not compact and not options_given:
        options = QUICK_START_JVM
        # Spark splits the options at spaces outside double quotes (a path is quoted; one with a quote
        # or a backslash of its own gets no archive).
        if class_cache and not any(c in class_cache for c in '"\\'):
            archive, staged = class_archive(class_cache)
            # -Xlog:cds*=off: the JVM's notes on classes it leaves out of an archive (hundreds of
            # lines, on standard output by default).
            if os.path.exists(archive):
                options += f' "-XX:SharedArchiveFile={archive}" -Xlog:cds*=off'
            elif writable(class_cache):
                options += f' "-XX:ArchiveClassesAtExit={staged}" -Xlog:cds*=off'
                writes = (staged, archive)
        conf.set("spark.driver.extraJavaOptions", options)
    if shuffle_partitions:
        conf.set("spark.sql.shuffle.partitions", str(shuffle_partitions))
    sc = SparkContext.getOrCreate(conf)
    sc._wkconv_class_archive = writes
    return sc


def session(master, shuffle_partitions=None, compact=False, class_cache=None):
    """`start`'s context in a SparkSession (for callers that want Spark SQL too; `run` takes either)."""
    from pyspark.sql import SparkSession

    sc = start(master, shuffle_partitions, compact, class_cache)
    spark = SparkSession.builder.getOrCreate()
    spark._wkconv_class_archive = sc._wkconv_class_archive
    return spark


def stop(spark):
    """Stops `spark` (a SparkContext or a SparkSession). When its driver JVM is to write a class archive
    (`start`), ends that JVM (its standard input closed: PySpark's gateway exits then) and puts the archive
    it wrote in place, by a rename, so a concurrent run never maps a half-written file."""
    writes = getattr(spark, "_wkconv_class_archive", None)
    spark.stop()
    if not writes:
        return
    from pyspark import SparkContext

    staged, archive = writes
    proc = getattr(SparkContext._gateway, "proc", None)
    try:
        if proc is not None:
            SparkContext._gateway.shutdown()
            SparkContext._gateway = SparkContext._jvm = None
            proc.stdin.close()
            proc.wait(timeout=300)
        if proc is not None and proc.returncode == 0 and os.path.exists(staged):
            os.replace(staged, archive)
    finally:
        if os.path.exists(staged):
            os.unlink(staged)


def main(argv=None):
    args = parse_args(argv)
    shuffle = args.shuffle_partitions
    local = re.fullmatch(r"local\[(\d+)\]", args.master)
    if not shuffle and local:
        shuffle = 2 * int(local.group(1))
    cache = None if args.class_cache == "none" else args.class_cache
    sc = start(args.master, shuffle, compact=args.compact, class_cache=cache)
    try:
        summary = run(args, sc)
    finally:
        stop(sc)
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
    """Converts the cohort `args` names with `spark`, a SparkContext or a SparkSession (left running: a
    caller may run several jobs in one); returns the summary (inputs, statuses, rows, input bytes,
    seconds)."""
    inputs = list_inputs(args.input)
    output = os.path.abspath(args.output)
    parts_dir = os.path.join(output, "_parts")
    os.makedirs(parts_dir, exist_ok=True)
    wkconv = args.wkconv
    work = [(p, rel, participant_of(rel, args.participant_from)) for p, rel in inputs]

    started = time.monotonic()
    sc = getattr(spark, "sparkContext", spark)
    settings = {"parts_dir": parts_dir, "wkconv": task_binary(sc, wkconv), "timeout": args.timeout,
                "options": list(getattr(args, "option", None) or ())}
    sizes = [os.path.getsize(p) if os.path.isfile(p) else 0 for p, _, _ in work]
    slices = args.partitions or task_count(len(work), sc.defaultParallelism, args.batch_size)
    # Only paths go out and report rows come back: the rows themselves stay in the Parquet files wkconv
    # writes, which become the dataset's files as they are. A task's batch is one line.
    lines = [json.dumps([[i, work[i][0], work[i][2]] for i in batch]) for batch in batches(sizes, slices)]
    reports = [None] * len(work)
    for line in pipe_job(sc, lines, task_command(sc, settings)) if work else []:
        row = json.loads(line)
        reports[row.pop("index")] = row
    missing = [work[i][0] for i, r in enumerate(reports) if r is None]
    if missing:
        raise RuntimeError(f"{len(missing)} inputs have no report row from their task, the first "
                           f"{min(len(missing), 5)}: {', '.join(missing[:5])}")
    write_reports(reports, os.path.join(output, "_reports"))
    converted = time.monotonic() - started

    kept = kept_parts(reports)
    data = os.path.join(output, "data")
    if getattr(args, "compact", False) and kept:
        from pyspark.sql import SparkSession

        compact_dataset(spark if isinstance(spark, SparkSession) else SparkSession.builder.getOrCreate(), kept,
                        parts_dir, data)
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
        "input_bytes": sum(sizes),
        "convert_seconds": round(converted, 3),
        "seconds": round(elapsed, 3),
    }


if __name__ == "__main__":
    sys.exit(task_main(sys.argv[2]) if sys.argv[1:2] == [TASK] else main())
