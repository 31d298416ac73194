import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// `wkconv convert … --to sqlite`: Python's sqlite3 reads the database (`Tests/Scripts/sqlite_oracle.py`):
/// the `analytics` table has the columns and types of `Formats/analytics/table-schema.json`, the
/// (type, start) and (workout_uuid) indexes, the schema version, and row counts and column sums equal
/// what the model holds as our NDJSON output reads back; the (type, start) index is in time order.
@Suite struct SQLiteOracleTests {
  static func check(_ input: URL, in dir: URL, extra: [String] = []) throws {
    let db = dir.appendingPathComponent("out.sqlite")
    let ndjson = dir.appendingPathComponent("out.ndjson")
    for out in [db, ndjson] {
      let r = try CLI.run(["convert", input.path, out.path, "--quiet", "--force"] + extra)
      try #require(r.status == 0, "\(input.lastPathComponent) → \(out.pathExtension): \(r.stderrString)")
    }
    let items = try NDJSONWriter.items(from: String(contentsOf: ndjson, encoding: .utf8))
    try checkAnalyticsOracles(db, AnalyticsFacts(items), script: "sqlite_oracle.py", readers: ["sqlite3"])
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
