import Foundation
import TestSupport
import Testing

/// Batches of many inputs in one process: `--inputs-from` (a list file or standard input, lines or
/// NUL-separated) and the gathered Parquet dataset of `--out-dir --partition-by` (every input's rows in
/// shared `part-<w>-<n>.parquet` files), read back with pyarrow.
@Suite struct BatchDatasetTests {
  /// The sample inputs of a batch: two FIT files (one truncated: recovered), NDJSON, an Apple Health
  /// export (an archive: written to its own part files), and a file no format reads (failed).
  static func inputs(_ dir: URL) throws -> [String] {
    let garbage = dir.appendingPathComponent("notes.fit")
    try Data("not a workout file\n".utf8).write(to: garbage)
    return ["ride.fit", "damaged/ride-truncated.fit", "morning-run.ndjson", "export.zip"].map {
      TestPaths.samples.appendingPathComponent($0).path
    } + [garbage.path]
  }

  static func perInput(_ report: URL) throws -> [[String: Any]] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    return try #require(json["perInput"] as? [[String: Any]])
  }

  /// A list on standard input (NUL-separated) or in a file (lines, with a CR and an empty line) gives
  /// the batch the positional form gives: the same inputs, statuses and exit code; a listed path that
  /// names nothing is a failed input.
  @Test func inputsFromListsMatchPositionalInputs() throws {
    let dir = try CLI.tempDir()
    let inputs = try Self.inputs(dir) + [dir.appendingPathComponent("missing.fit").path]
    let common = ["--to", "ndjson", "--quiet"]
    let positional = try CLI.run(
      ["convert"] + inputs + common + [
        "--out-dir", dir.appendingPathComponent("a").path, "--report",
        dir.appendingPathComponent("a.json").path,
      ])
    let nul = try CLI.run(
      [
        "convert", "--inputs-from", "-", "--out-dir", dir.appendingPathComponent("b").path, "--report",
        dir.appendingPathComponent("b.json").path,
      ] + common,
      stdin: Data(inputs.joined(separator: "\0").utf8 + [0]))
    let listFile = dir.appendingPathComponent("list.txt")
    try Data((inputs.joined(separator: "\r\n") + "\n\n").utf8).write(to: listFile)
    let lines = try CLI.run(
      [
        "convert", "--inputs-from", listFile.path, "--out-dir", dir.appendingPathComponent("c").path,
        "--report", dir.appendingPathComponent("c.json").path,
      ] + common)
    #expect(positional.status == 1, "\(positional.stderrString)")
    for (name, run) in [("b", nul), ("c", lines)] {
      #expect(run.status == positional.status, "\(name): \(run.stderrString)")
      let entries = try Self.perInput(dir.appendingPathComponent("\(name).json"))
      let expected = try Self.perInput(dir.appendingPathComponent("a.json"))
      #expect(entries.map { $0["input"] as? String } == expected.map { $0["input"] as? String })
      #expect(entries.map { $0["status"] as? String } == expected.map { $0["status"] as? String })
    }
    let missing = try Self.perInput(dir.appendingPathComponent("b.json")).first {
      ($0["input"] as? String)?.hasSuffix("missing.fit") == true
    }
    #expect(missing?["status"] as? String == "failed")
    let refused = try CLI.run([
      "convert", "--inputs-from", listFile.path, dir.appendingPathComponent("x").path,
    ])
    #expect(refused.status != 0)
    #expect(refused.stderrString.contains("--inputs-from needs --out-dir"))
  }

  /// `--partition-by kind` over a batch: the dataset holds, row by row, the rows of the inputs' own
  /// Parquet files (`--out-dir` without partitions): nothing of the failed input, the recovered rows of
  /// the truncated one; the small inputs share one file per partition (one writer: `--jobs 1`), the
  /// archive writes its own `part-export-*`; with `parquet.fileRows=500` files roll at 500 rows.
  @Test func partitionedBatchGathersInputsIntoSharedFiles() throws {
    let dir = try CLI.tempDir()
    let inputs = try Self.inputs(dir)
    let plain = try CLI.run(
      ["convert"] + inputs + [
        "--to", "parquet", "--out-dir", dir.appendingPathComponent("plain").path, "--quiet",
      ])
    #expect(plain.status == 1, "\(plain.stderrString)")
    for (name, extra) in [
      ("one", [String]()), ("rolled", ["--option", "parquet.fileRows=500", "--jobs", "2"]),
    ] {
      let run = try CLI.run(
        ["convert"] + inputs + [
          "--to", "parquet", "--out-dir", dir.appendingPathComponent(name).path, "--partition-by", "kind",
          "--quiet", "--report", dir.appendingPathComponent("\(name).json").path,
        ] + extra)
      #expect(run.status == 1, "\(run.stderrString)")
      let statuses = try Self.perInput(dir.appendingPathComponent("\(name).json")).map {
        $0["status"] as? String
      }
      #expect(statuses == ["converted", "recovered", "converted", "converted", "failed"])
    }
    let script = """
      import collections, os, sys
      import pyarrow.dataset as ds, pyarrow.parquet as pq
      root = sys.argv[1]
      cols = ["record", "uuid", "type", "start", "value", "workout_uuid"]
      def rows(path, **kw):
          t = ds.dataset(path, format="parquet", **kw).to_table(columns=cols)
          return collections.Counter(zip(*[t.column(c).to_pylist() for c in cols]))
      plain = rows(os.path.join(root, "plain"))
      problems = []
      for name, limit in (("one", None), ("rolled", 500)):
          got = rows(os.path.join(root, name), partitioning="hive")
          if got != plain:
              problems.append(f"{name}: {sum(got.values())} rows vs {sum(plain.values())}")
          files = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, name)) for f in fs]
          shared = [f for f in files if "/part-export-" not in f]
          per_folder = collections.Counter(os.path.dirname(f) for f in shared)
          sizes = [pq.ParquetFile(f).metadata.num_rows for f in shared]
          if limit is None and set(per_folder.values()) != {1}:
              problems.append(f"{name}: shared files per partition {dict(per_folder)}")
          if limit is not None and (max(sizes) > limit or len(shared) <= len(per_folder)):
              problems.append(f"{name}: file sizes {sizes} with fileRows={limit}")
          if not any("/part-export-" in f for f in files):
              problems.append(f"{name}: the archive wrote no part file of its own: {files}")
      if not plain:
          problems.append("no rows")
      print("\\n".join(problems))
      sys.exit(1 if problems else 0)
      """
    let r = try runProcess("python3", ["-c", script, dir.path])
    #expect(r.status == 0, "\(r.stdoutString)\(r.stderrString)")
  }
}
