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
      "skipped: needs ../shared and pyarrow, duckdb, polars (pip install -r .ci/requirements.txt); WKCONV_REQUIRE_SHARED=1 makes it a failure"
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

  /// A generated export (`../shared/tools/gen_health_export.py`: records, workouts with routes, summaries).
  @Test(.enabled(if: shouldRun, skip)) func oraclesReadAGeneratedExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("export.zip")
    let gen = try runProcess(
      "python3",
      [
        SharedCorpus.url("tools/gen_health_export.py").path, "--records", "3000", "--workouts", "3", "--out",
        export.path,
      ])
    try #require(gen.status == 0, "\(gen.stderrString)")
    try Self.check(export, in: dir)
  }
}
