import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// `wkconv convert … --to parquet` on corpus files and a generated export: pyarrow, DuckDB and polars read
/// the file (`Tests/Scripts/parquet_oracle.py`) with the schema of `Formats/analytics/table-schema.json`,
/// and their row counts per `record` and column sums equal what the model holds, as our NDJSON output of
/// the same input reads back.
@Suite struct ParquetOracleTests {
  static let pythonReady: Bool =
    (try? runProcess("python3", ["-c", "import pyarrow, duckdb, polars"]).status == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (pythonReady || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and pyarrow, duckdb, polars; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  static func check(_ input: URL, in dir: URL) throws {
    let parquet = dir.appendingPathComponent("out.parquet")
    let ndjson = dir.appendingPathComponent("out.ndjson")
    for out in [parquet, ndjson] {
      let r = try CLI.run(["convert", input.path, out.path, "--quiet", "--force"])
      try #require(r.status == 0, "\(input.lastPathComponent) → \(out.pathExtension): \(r.stderrString)")
    }
    let items = try NDJSONWriter.items(from: String(contentsOf: ndjson, encoding: .utf8))
    try checkParquetOracles(parquet, AnalyticsFacts(items))
  }

  @Test(
    .enabled(if: shouldRun, skip),
    arguments: [
      "corpus/fit/fitparse-fenix5-run.fit", "corpus/fit/fitparse-fenix2-multisport-triathlon.fit",
      "corpus/fit/gc-fr955-stryd-run.fit", "corpus/health/dogsheep-export.zip",
      "corpus/health/hkimport-export.xml",
      "corpus/gpx/gc-gpsvisualizer-ride-gpx10.gpx", "corpus/tcx/gc-edge705-ride-hr-multitrack.tcx",
    ])
  func oraclesReadOurParquet(_ path: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.check(SharedCorpus.url(path), in: dir)
  }

  /// `--partition-by kind,date` into a directory: pyarrow, DuckDB and polars read the dataset
  /// (`Tests/Scripts/parquet_dataset_oracle.py`) with rows per (kind, date) partition equal to what the
  /// model holds as our NDJSON reads back (rows counted by UTC day of start), every row's `record` equal to
  /// its `kind` and its `start` on its `date`. Two open files and row groups of 50 rows force finished
  /// partitions to be reopened as new parts.
  static func checkDataset(_ input: URL, in dir: URL, extra: [String] = []) throws -> [String] {
    let dataset = dir.appendingPathComponent("dataset", isDirectory: true)
    let ndjson = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(
      [
        "convert", input.path, dataset.path + "/", "--to", "parquet", "--partition-by", "kind,date",
        "--quiet",
      ]
        + extra)
    try #require(r.status == 0, "\(input.lastPathComponent) → dataset: \(r.stderrString)")
    let n = try CLI.run(["convert", input.path, ndjson.path, "--quiet", "--force"])
    try #require(n.status == 0, "\(n.stderrString)")
    let facts = AnalyticsFacts(try NDJSONWriter.items(from: String(contentsOf: ndjson, encoding: .utf8)))
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/parquet_dataset_oracle.py").path
    let o = try runProcess("python3", [script, dataset.path])
    try #require(o.status == 0, "\(o.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: o.stdout) as? [String: Any])
    for reader in ["pyarrow", "duckdb", "polars"] {
      let seen = (json[reader] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.intValue }
      #expect(seen == facts.partitions, "\(reader) on \(input.lastPathComponent)")
      #expect((json["consistent"] as? [String: Bool])?[reader] == true, "\(reader): record/kind, start/date")
    }
    // Only Hive folders and part files: no temporary or staged file is left.
    let files = FileManager.default.enumerator(atPath: dataset.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".parquet") {
      #expect(file.split(separator: "/").count == 3 && file.hasPrefix("kind="), "\(file)")
    }
    #expect(files.allSatisfy { !$0.split(separator: "/").last!.hasPrefix(".") }, "\(files)")
    return files
  }

  /// A generated export (`../shared/tools/gen_health_export.py`: 3000 records, 3 workouts unless told)
  /// in `dir`.
  static func generatedExport(in dir: URL, records: Int = 3000, workouts: Int = 3) throws -> URL {
    let export = dir.appendingPathComponent("export.zip")
    let gen = try runProcess(
      "python3",
      [
        SharedCorpus.url("tools/gen_health_export.py").path, "--records", String(records), "--workouts",
        String(workouts), "--out", export.path,
      ])
    try #require(gen.status == 0, "\(gen.stderrString)")
    return export
  }

  static let datasetReady: Bool = pythonReady || SharedCorpus.isRequired

  @Test(.enabled(if: datasetReady, skip)) func partitionedDatasetOfTheSampleExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = try Self.checkDataset(
      TestPaths.samples.appendingPathComponent("export.zip"), in: dir,
      extra: ["--option", "parquet.openFiles=2", "--option", "parquet.rowGroupRows=50"])
    #expect(files.contains { $0.hasSuffix("-1.parquet") }, "no partition was reopened: \(files)")
  }

  /// A generated export over many days, and the triathlon FIT.
  @Test(.enabled(if: shouldRun, skip)) func partitionedDatasetOfAGeneratedExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try Self.generatedExport(in: dir)
    let files = try Self.checkDataset(export, in: dir, extra: ["--option", "parquet.openFiles=3"])
    #expect(Set(files.compactMap { $0.split(separator: "/").dropFirst().first }).count > 2, "\(files)")
    try? FileManager.default.removeItem(at: dir.appendingPathComponent("dataset"))
    _ = try Self.checkDataset(
      SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit"), in: dir)
  }

  /// `--partition-by` with a file output, an unknown column, or a format that cannot be partitioned:
  /// a usage error, nothing written.
  @Test func partitionByMisuseIsAUsageError() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = TestPaths.samples.appendingPathComponent("morning-run.ndjson").path
    for args in [
      [dir.appendingPathComponent("x.parquet").path, "--partition-by", "kind"],
      [dir.path + "/ds/", "--to", "parquet", "--partition-by", "kind,week"],
      [dir.path + "/ds/", "--to", "csv", "--partition-by", "kind"],
    ] {
      let r = try CLI.run(["convert", input] + args + ["--quiet"])
      #expect(r.status == 2, "\(args): \(r.status) \(r.stderrString)")
    }
    let left = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
    #expect(left.filter { !$0.hasPrefix("ds") }.isEmpty, "\(left)")
    #expect(left.filter { $0.hasSuffix(".parquet") || $0.hasSuffix(".csv") }.isEmpty, "\(left)")
  }

  /// A generated export (`../shared/tools/gen_health_export.py`: records, workouts with routes, summaries).
  @Test(.enabled(if: shouldRun, skip)) func oraclesReadAGeneratedExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try Self.generatedExport(in: dir)
    try Self.check(export, in: dir)
  }
}
