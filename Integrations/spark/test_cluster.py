#!/usr/bin/env python3
"""convert_cohort.py on a standalone Spark cluster started here, with one worker killed mid-job.

usage: test_cluster.py WKCONV SHARED_DIR SAMPLES_DIR

Starts a master and two workers (1 core, 512 MB each) as separate processes with PySpark's
`spark-class org.apache.spark.deploy.master.Master` / `...worker.Worker` on 127.0.0.1, and submits the
job with `spark-submit --master spark://127.0.0.1:PORT --files WKCONV` (the executors run the shipped
copy: `--wkconv wkconv` names no file on the driver's side) on a small cohort of real FIT files (one
damaged, one that no format reads, one duplicate), in batches of 3 inputs per task. As soon as a wkconv
process runs under the first worker, that worker is killed with its executor (SIGKILL to its process
group): Spark gives the lost tasks to the other worker. Checks that
  - the job succeeds;
  - `_reports` has every input exactly once, the damaged file `damaged` (exit 4) with its message, the
    unreadable one `failed` (exit 1);
  - the dataset's rows equal, row by row (record, uuid, type, start, value), the rows of per-file
    `wkconv convert FILE X.parquet` of each distinct content (what local mode gives:
    test_convert_cohort.py): none lost, none duplicated by the retried tasks;
  - a worker was in fact killed while it ran a conversion.
Prints a JSON summary; exits 1 on any mismatch. Used by Tests/CLITests/SparkCohortTests.swift.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter

import pyarrow.parquet as pq

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = ["record", "uuid", "type", "start", "value"]


def table_rows(path, columns, prefix=()):
    """Rows of the Parquet at `path` as tuples of `columns`, `start` as integer microseconds (Spark writes
    INT96 instants, wkconv TIMESTAMP_MICROS in UTC: the same instant either way)."""
    import pyarrow as pa

    t = pq.read_table(path, columns=columns)
    values = []
    for name in columns:
        col = t.column(name)
        if name == "start":
            col = col.cast(pa.timestamp("us", col.type.tz)).cast(pa.int64())
        values.append(col.to_pylist())
    return [prefix + tuple(row) for row in zip(*values)]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def spark_home():
    import pyspark

    return os.environ.get("SPARK_HOME") or os.path.dirname(pyspark.__file__)


def parent_of(pid):
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[1])


def converting_under(ancestor):
    """The wkconv batch processes (`convert --inputs-from`) running under `ancestor`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or " convert --inputs-from " not in command_of(entry):
            continue
        pid = int(entry)
        try:
            while pid > 1:
                pid = parent_of(pid)
                if pid == ancestor:
                    found.append(int(entry))
                    break
        except (OSError, ValueError, IndexError):
            pass
    return found


def command_of(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError:
        return ""


def cohort(root, shared, samples):
    """(cohort folder, damaged path, unreadable path): 3 participants, 15 FIT files of 20–400 kB from
    the corpus, one truncated FIT, one file no format reads, one byte-identical copy."""
    corpus = os.path.join(shared, "corpus", "fit")
    # Files of 20–400 kB: each batch of 3 takes long enough to be caught running.
    names = sorted(n for n in os.listdir(corpus)
                   if n.endswith(".fit") and 20_000 <= os.path.getsize(os.path.join(corpus, n)) <= 400_000)[:15]
    folder = os.path.join(root, "cohort")
    for k, name in enumerate(names):
        person = os.path.join(folder, f"p0{k % 3 + 1}")
        os.makedirs(person, exist_ok=True)
        shutil.copyfile(os.path.join(corpus, name), os.path.join(person, name))
    shutil.copyfile(os.path.join(corpus, names[0]), os.path.join(folder, "p02", "copy-" + names[0]))
    damaged = os.path.join(folder, "p03", "damaged.fit")
    shutil.copyfile(os.path.join(samples, "damaged", "ride-truncated.fit"), damaged)
    unreadable = os.path.join(folder, "p01", "notes.fit")
    with open(unreadable, "w") as f:
        f.write("not a workout file\n")
    return folder, damaged, unreadable


def expected_rows(wkconv, folder, root):
    """The rows per-file conversions give, as a Counter of tuples: once per distinct content (the job
    keeps one part per content hash, the rows under one of the participants that have it)."""
    import hashlib

    rows, seen = Counter(), set()
    for person in sorted(os.listdir(folder)):
        for name in sorted(os.listdir(os.path.join(folder, person))):
            path = os.path.join(folder, person, name)
            with open(path, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            out = os.path.join(root, "single.parquet")
            r = subprocess.run([wkconv, "convert", path, out, "--to", "parquet", "--quiet", "--force"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if r.returncode in (0, 4):
                rows.update(table_rows(out, COLUMNS))
    return rows


def main():
    wkconv, shared, samples = (os.path.abspath(a) for a in sys.argv[1:4])
    root = tempfile.mkdtemp(prefix="wkconv-cluster-test-")
    home = spark_home()
    # The driver sees an executor's death at once (its connection closes): the master's worker timeout
    # (60 s) is left as it is, a shorter one drops live workers on a loaded machine.
    env = dict(os.environ, SPARK_HOME=home, PYSPARK_PYTHON=sys.executable, SPARK_LOG_DIR=root,
               SPARK_LOCAL_IP="127.0.0.1", SPARK_NO_DAEMONIZE="1")
    daemons, problems, killed = [], [], None
    try:
        folder, damaged, unreadable = cohort(root, shared, samples)
        expected = expected_rows(wkconv, folder, root)
        port, ui = free_port(), free_port()
        log = open(os.path.join(root, "daemons.log"), "wb")
        spark_class = os.path.join(home, "bin", "spark-class")
        daemons.append(subprocess.Popen(
            [spark_class, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", str(port),
             "--webui-port", str(ui)], env=env, stdout=log, stderr=log, start_new_session=True))
        master = f"spark://127.0.0.1:{port}"
        for k in range(2):
            work = os.path.join(root, f"worker{k}")
            daemons.append(subprocess.Popen(
                [spark_class, "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1",
                 "--cores", "1", "--memory", "512m", "--webui-port", str(free_port()), "--work-dir", work],
                env=env, stdout=log, stderr=log, start_new_session=True))
        deadline = time.monotonic() + 120
        while True:
            try:
                state = json.load(urllib.request.urlopen(f"http://127.0.0.1:{ui}/json/", timeout=5))
                if sum(1 for w in state.get("workers", []) if w.get("state") == "ALIVE") == 2:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the standalone cluster did not start (see daemons.log)")
            time.sleep(0.5)

        output = os.path.join(root, "out")
        submit = subprocess.Popen(
            [os.path.join(home, "bin", "spark-submit"), "--master", master, "--files", wkconv,
             "--conf", "spark.executor.memory=512m", "--conf", "spark.driver.memory=512m",
             "--conf", "spark.task.maxFailures=4", "--conf", "spark.ui.enabled=false",
             os.path.join(HERE, "convert_cohort.py"), "--input", folder, "--output", output,
             "--master", master, "--wkconv", os.path.basename(wkconv), "--batch-size", "3",
             "--shuffle-partitions", "2", "--timeout", "120"],
            env=env, stdout=subprocess.PIPE, stderr=open(os.path.join(root, "submit.log"), "wb"))
        victim = daemons[1]
        deadline = time.monotonic() + 900
        while submit.poll() is None and killed is None and time.monotonic() < deadline:
            running = converting_under(victim.pid)
            if running:
                os.killpg(victim.pid, signal.SIGKILL)
                killed = {"worker_pid": victim.pid, "wkconv_pids": running}
            time.sleep(0.05)
        out, _ = submit.communicate(timeout=max(1, deadline - time.monotonic()))
        if submit.returncode != 0:
            with open(os.path.join(root, "submit.log"), encoding="utf-8", errors="replace") as f:
                causes = [line for line in f if "Exception" in line or "Error" in line or "Caused by" in line]
            problems.append(f"spark-submit exit {submit.returncode}: {''.join(causes[:12])[:4000]}")
            raise SystemExit
        if killed is None:
            problems.append("no worker was killed mid-job (the job ended first)")

        reports = pq.read_table(os.path.join(output, "_reports")).to_pylist()
        inputs = sorted(os.path.join(d, n) for d, _, files in os.walk(folder) for n in files)
        reported = Counter(r["path"] for r in reports)
        if sorted(reported) != inputs or set(reported.values()) != {1}:
            problems.append(f"inputs reported {dict(reported)} vs {inputs}")
        by_path = {r["path"]: r for r in reports}
        bad = by_path.get(damaged) or {}
        if (bad.get("status"), bad.get("exit_code")) != ("damaged", 4) or "damaged.fit" not in (bad.get("message") or ""):
            problems.append(f"damaged input: {bad}")
        junk = by_path.get(unreadable) or {}
        if (junk.get("status"), junk.get("exit_code")) != ("failed", 1) or "notes.fit" not in (junk.get("message") or ""):
            problems.append(f"unreadable input: {junk}")
        got = Counter(table_rows(os.path.join(output, "data"), COLUMNS))
        participants = set(pq.read_table(os.path.join(output, "data"), columns=["participant"])
                           .column("participant").to_pylist())
        if participants != {"p01", "p02", "p03"}:
            problems.append(f"participants {participants}")
        if got != expected:
            problems.append(f"rows: {sum(got.values())} vs {sum(expected.values())} expected; "
                            f"{sum((got - expected).values())} extra, {sum((expected - got).values())} missing")
        summary = json.loads(out.decode().strip().splitlines()[-1])
        print(json.dumps({"problems": problems, "killed": killed, "summary": summary,
                          "rows": sum(got.values())}, sort_keys=True))
    except SystemExit:
        print(json.dumps({"problems": problems, "killed": killed}))
    finally:
        for d in reversed(daemons):
            try:
                os.killpg(d.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            d.wait()
        shutil.rmtree(root, ignore_errors=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
