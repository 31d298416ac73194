import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// `wkconv convert … --to sqlite`: Python's sqlite3 reads the database (`Tests/Scripts/sqlite_oracle.py`):
/// the `analytics` table has the columns and types of `Formats/analytics/table-schema.json`, the
/// (type, start) and (workout_uuid) indexes, the schema version, and row counts and column sums equal
/// what the model holds as our NDJSON output reads back; the (type, start) index is in time order.
/// DuckDB reads it too, through its sqlite extension (`Tests/Scripts/duckdb_sqlite_oracle.py`: DuckDB
/// 1.5.5 with the `duckdb-extension-sqlite-scanner` wheel, installed apart by `.ci/run` under
/// `.build/oracles/duckdb-sqlite` or where `WKCONV_DUCKDB_SQLITE` points), with the same counts and sums.
@Suite struct SQLiteOracleTests {
  /// Where DuckDB 1.5.5 and its sqlite extension are installed (a `pip install --target` directory).
  static let duckDBPath: String =
    ProcessInfo.processInfo.environment["WKCONV_DUCKDB_SQLITE"]
    ?? TestPaths.packageRoot.appendingPathComponent(".build/oracles/duckdb-sqlite").path
  static let duckDBReady: Bool =
    (try? runProcess(
      "python3", ["-c", "import duckdb, duckdb_extension_sqlite_scanner"],
      environment: ["PYTHONPATH": duckDBPath]
    ).status == 0) ?? false
  static let duckDBSkip = Comment(
    rawValue:
      "skipped: DuckDB's sqlite extension is not installed; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  static func check(_ input: URL, in dir: URL, extra: [String] = [], duckDB: Bool = false) throws {
    let db = dir.appendingPathComponent("out.sqlite")
    let ndjson = dir.appendingPathComponent("out.ndjson")
    for out in [db, ndjson] {
      let r = try CLI.run(["convert", input.path, out.path, "--quiet", "--force"] + extra)
      try #require(r.status == 0, "\(input.lastPathComponent) → \(out.pathExtension): \(r.stderrString)")
    }
    let items = try NDJSONWriter.items(from: String(contentsOf: ndjson, encoding: .utf8))
    let facts = AnalyticsFacts(items)
    try checkAnalyticsOracles(db, facts, script: "sqlite_oracle.py", readers: ["sqlite3"])
    if duckDB {
      try checkAnalyticsOracles(
        db, facts, script: "duckdb_sqlite_oracle.py", readers: ["duckdb", "sqlite3"],
        environment: ["PYTHONPATH": duckDBPath])
    }
  }

  /// DuckDB (sqlite_scan) reads the sample: column types DOUBLE, BIGINT and VARCHAR as declared, rows
  /// per kind and sums equal to sqlite3's and the model's.
  @Test(.enabled(if: duckDBReady || SharedCorpus.isRequired, duckDBSkip))
  func duckDBReadsTheSample() throws {
    try #require(Self.duckDBReady, "\(Self.duckDBSkip.rawValue)")
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.check(TestPaths.samples.appendingPathComponent("morning-run.ndjson"), in: dir, duckDB: true)
  }

  /// DuckDB reads the triathlon (FIT) and an Apple export as sqlite3 does.
  @Test(
    .enabled(if: (duckDBReady && SharedCorpus.isAvailable) || SharedCorpus.isRequired, duckDBSkip),
    arguments: ["corpus/fit/fitparse-fenix2-multisport-triathlon.fit", "corpus/health/hkimport-export.xml"])
  func duckDBReadsCorpusDatabases(_ path: String) throws {
    try #require(Self.duckDBReady, "\(Self.duckDBSkip.rawValue)")
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.check(SharedCorpus.url(path), in: dir, duckDB: true)
  }

  /// The sample, committed in batches of 7 rows (many transactions).
  @Test func sampleInSmallBatches() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.check(
      TestPaths.samples.appendingPathComponent("morning-run.ndjson"), in: dir,
      extra: ["--option", "sqlite.batchRows=7"])
  }

  @Test(
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment),
    arguments: ["corpus/fit/fitparse-fenix2-multisport-triathlon.fit", "corpus/health/hkimport-export.xml"])
  func corpus(_ path: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.check(SharedCorpus.url(path), in: dir)
  }

  /// A failing conversion leaves no database behind (the output machinery's temporary file), and the
  /// SQLite writer's own scratch file is gone too.
  @Test func failureLeavesNothing() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("bad.ndjson")
    try Data("{\"kind\":\"quantity\"\n".utf8).write(to: bad)
    let out = dir.appendingPathComponent("out.sqlite")
    let r = try CLI.run(["convert", bad.path, out.path, "--quiet"])
    #expect(r.status != 0)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.ndjson"])
  }
}
