import Foundation
import TestSupport
import Testing

/// `--option parquet.layout=wide`: each input written in both layouts; pyarrow and DuckDB
/// (`Tests/Scripts/parquet_wide_oracle.py`) find every merged series entry as a cell of its measure
/// column at its instant (distance as the running sum of its increments), every route point's location
/// in a point row, and every other row unchanged.
@Suite struct ParquetWideLayoutTests {
  static let pythonReady: Bool =
    (try? runProcess("python3", ["-c", "import pyarrow, duckdb"]).status == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (pythonReady || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and pyarrow, duckdb; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  static let inputs = [
    "corpus/fit/fitparse-fenix5-run.fit", "corpus/fit/fitparse-fenix2-multisport-triathlon.fit",
    "corpus/fit/gc-fr955-stryd-run.fit", "corpus/tcx/gc-edge705-ride-hr-multitrack.tcx",
    "corpus/gpx/gc-gpsvisualizer-ride-gpx10.gpx", "corpus/health/dogsheep-export.zip",
  ]

  @Test(.enabled(if: shouldRun, skip)) func wideRowsHoldTheLongRowsValues() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var pairs: [String] = []
    let files = [TestPaths.samples.appendingPathComponent("ride.fit")] + Self.inputs.map(SharedCorpus.url)
    for (i, input) in files.enumerated() {
      for layout in ["long", "wide"] {
        let out = dir.appendingPathComponent("\(i)-\(layout).parquet")
        let r = try CLI.run([
          "convert", input.path, out.path, "--to", "parquet", "--option", "parquet.layout=\(layout)",
          "--quiet",
        ])
        try #require(r.status == 0, "\(input.lastPathComponent) → \(layout): \(r.stderrString)")
        pairs.append(out.path)
      }
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/parquet_wide_oracle.py").path
    let r = try runProcess("python3", [script] + pairs)
    #expect(r.status == 0, "\(r.stdoutString)\n\(r.stderrString.suffix(3000))")
    // Every file merged something, and the FIT ride's point rows are its records.
    #expect(!r.stdoutString.contains("\"points\": 0,"), "\(r.stdoutString)")
  }

  /// A `--partition-by` dataset and a batch's gathered dataset take the layout too: the same point rows
  /// as the single file.
  @Test(.enabled(if: shouldRun, skip)) func datasetsTakeTheWideLayout() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let ride = TestPaths.samples.appendingPathComponent("ride.fit").path
    let single = dir.appendingPathComponent("ride.parquet").path
    let wide = ["--option", "parquet.layout=wide", "--quiet"]
    for args in [
      ["convert", ride, single, "--to", "parquet"],
      [
        "convert", ride, dir.appendingPathComponent("dataset").path + "/", "--to", "parquet",
        "--partition-by", "kind",
      ],
      [
        "convert", ride, SharedCorpus.url("corpus/fit/fitparse-fenix5-run.fit").path, "--to", "parquet",
        "--out-dir",
        dir.appendingPathComponent("batch").path, "--partition-by", "kind",
      ],
    ] {
      let r = try CLI.run(args + wide)
      try #require(r.status == 0, "\(args): \(r.stderrString)")
    }
    let check = """
      import sys, pyarrow.dataset as ds, pyarrow.compute as pc
      def points(path, **kw):
          t = ds.dataset(path, format="parquet", **kw).to_table()
          return sorted(r for r in zip(*[t.column(c).to_pylist() for c in
              ("record", "start", "heart_rate_bpm", "power_w", "latitude")]) if r[0] == "point")
      one = points(sys.argv[1])
      assert one, "no point rows"
      assert points(sys.argv[2], partitioning="hive") == one, "partitioned dataset differs"
      batch = ds.dataset(sys.argv[3], format="parquet", partitioning="hive").to_table()
      n = pc.sum(pc.equal(batch.column("record"), "point")).as_py()
      assert n > len(one), f"batch: {n} point rows for two inputs, the ride alone has {len(one)}"
      print(len(one), n)
      """
    let r = try runProcess(
      "python3",
      [
        "-c", check, single, dir.appendingPathComponent("dataset").path,
        dir.appendingPathComponent("batch").path,
      ])
    #expect(r.status == 0, "\(r.stdoutString)\n\(r.stderrString.suffix(3000))")
  }

  /// A batch's gathered dataset in the wide layout holds, row by row and cell by cell, the rows of each
  /// input's own file (one writer and two; partitions by kind, and by kind and day with small row
  /// groups), every row in the partition its cells name: the writers reuse an input's row buffers for the
  /// next and a row's partition for the next row, neither may leak a row or misplace one (three samples of one
  /// type change day within a run of one kind and type).
  @Test(.enabled(if: shouldRun, skip)) func gatheredDatasetHoldsEachInputsRows() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs =
      [
        TestPaths.samples.appendingPathComponent("ride.fit"),
        TestPaths.samples.appendingPathComponent("damaged/ride-truncated.fit"),
      ] + Self.inputs.prefix(3).map(SharedCorpus.url)
      + [try Self.stepsOverThreeDays(in: dir)]
    let wide = ["--to", "parquet", "--option", "parquet.layout=wide", "--quiet"]
    let runs: [(String, [String])] = [
      ("plain", []),
      ("kind", ["--partition-by", "kind", "--jobs", "1"]),
      ("day", ["--partition-by", "kind,date", "--jobs", "2", "--option", "parquet.rowGroupRows=700"]),
    ]
    for (name, extra) in runs {
      let r = try CLI.run(
        ["convert"] + inputs.map(\.path) + ["--out-dir", dir.appendingPathComponent(name).path] + wide + extra
      )
      try #require(r.status == 4, "\(name): \(r.stderrString) (the truncated ride is recovered: 4)")
    }
    let check = """
      import collections, datetime, os, sys
      import pyarrow.dataset as ds
      root = sys.argv[1]
      def table(name, **kw):
          return ds.dataset(os.path.join(root, name), format="parquet", **kw).to_table()
      plain = table("plain")
      cols = plain.column_names
      def rows(t):
          return collections.Counter(zip(*[t.column(c).to_pylist() for c in cols]))
      want = rows(plain)
      problems = []
      for name in ("kind", "day"):
          t = table(name, partitioning="hive")
          got = rows(t)
          if got != want:
              problems.append(f"{name}: {sum((got - want).values())} extra, {sum((want - got).values())} missing rows")
          for record, kind in zip(t.column("record").to_pylist(), t.column("kind").to_pylist()):
              if record != kind:
                  problems.append(f"{name}: a {record} row in kind={kind}")
                  break
          if name == "day":
              for start, day in zip(t.column("start").to_pylist(), t.column("date").to_pylist()):
                  expected = start.astimezone(datetime.timezone.utc).date().isoformat() if start else "__HIVE_DEFAULT_PARTITION__"
                  if (str(day) if day is not None else "__HIVE_DEFAULT_PARTITION__") != expected:
                      problems.append(f"day: a row of {start} in date={day}")
                      break
      points = sum(n for r, n in want.items() if r[cols.index("record")] == "point")
      if points < 1000:
          problems.append(f"only {points} point rows")
      print(sum(want.values()), "rows,", points, "point rows")
      print("\\n".join(problems))
      sys.exit(1 if problems else 0)
      """
    let r = try runProcess("python3", ["-c", check, dir.path])
    #expect(r.status == 0, "\(r.stdoutString)\n\(r.stderrString.suffix(3000))")
  }

  /// An NDJSON file of three step-count samples, one after the other, that cross UTC midnight (the last
  /// written with an offset that puts it on the UTC day before its local date).
  static func stepsOverThreeDays(in dir: URL) throws -> URL {
    let starts = ["2024-03-01T23:30:00Z", "2024-03-02T00:30:00Z", "2024-03-03T01:00:00+02:00"]
    let lines = starts.enumerated().map { i, start in
      """
      {"kind":"quantity","uuid":"00000000-0000-4000-8000-00000000000\(i + 1)",\
      "type":"HKQuantityTypeIdentifierStepCount","unit":"count","value":\(10 * (i + 1)),\
      "start":"\(start)","end":"\(start)","source":{"name":"phone"}}
      """
    }
    let url = dir.appendingPathComponent("steps.ndjson")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return url
  }
}
