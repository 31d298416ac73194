import Foundation
import TestSupport
import Testing

/// The store's `daily_statistics`, read with Python's sqlite3, holds what `wkconv stats --by day` prints
/// for the same data (whose figures `StatsOracleTests` checks against an independent Python
/// implementation): after a first sync of an export with overlapping iPhone and Watch steps, and after a
/// partial input adds steps to one day (only the touched types are recomputed, in the same transaction).
@Suite struct StoreStatisticsTests {
  /// `daily_statistics` rows of `type`: local start date → column → value.
  static func table(_ store: URL, type: String) throws -> [String: [String: Double]] {
    let script = """
      import json, sqlite3, sys
      db = sqlite3.connect(sys.argv[1])
      rows = db.execute(
          'SELECT start, sum, average, minimum, maximum, most_recent FROM daily_statistics WHERE type = ?',
          (sys.argv[2],)).fetchall()
      names = ['sum', 'average', 'minimum', 'maximum', 'mostRecent']
      print(json.dumps({r[0][:10]: {n: v for n, v in zip(names, r[1:]) if v is not None} for r in rows}))
      """
    let r = try runProcess("python3", ["-c", script, store.path, type])
    try #require(r.status == 0, "\(r.stderrString)")
    return try JSONDecoder().decode([String: [String: Double]].self, from: r.stdout)
  }

  static func expectEqual(
    _ stored: [String: [String: Double]], _ printed: [String: [String: String]], columns: [String],
    _ label: String
  ) {
    #expect(
      Set(stored.keys) == Set(printed.keys),
      "\(label): days \(stored.keys.sorted()) vs \(printed.keys.sorted())")
    for (day, row) in printed {
      for column in columns {
        let want = row[column].flatMap(Double.init)
        let got = stored[day]?[column]
        #expect(
          want != nil && got != nil && StatsOracleTests.close(got!, want!),
          "\(label) \(day) \(column): store \(got ?? .nan) vs stats \(want ?? .nan)")
      }
    }
  }

  @Test func dailyStatisticsMatchStats() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("export.xml")
    try StatsOracleTests.makeExport(at: export)
    let store = dir.appendingPathComponent("health.wkstore")
    let sync = try CLI.run(["sync", export.path, store.path])
    try #require(sync.status == 0, "\(sync.stderrString)")
    let steps = "HKQuantityTypeIdentifierStepCount"
    let heart = "HKQuantityTypeIdentifierHeartRate"
    let stepDays = try Self.table(store, type: steps)
    #expect(stepDays.count >= 5)
    Self.expectEqual(
      stepDays, try StatsOracleTests.stats([export.path, "--type", "StepCount"]).rows, columns: ["sum"],
      "steps")
    Self.expectEqual(
      try Self.table(store, type: heart),
      try StatsOracleTests.stats([export.path, "--type", "HeartRate"]).rows,
      columns: ["average", "minimum", "maximum", "mostRecent"], "heart rate")
    // A partial input: a step sample on a day the export does not cover.
    let day = "2000-01-01"
    let extra = dir.appendingPathComponent("extra.ndjson")
    let line = """
      {"kind":"quantity","type":"\(steps)","start":"\(day)T12:00:00Z","end":"\(day)T12:01:00Z",\
      "unit":"count","value":1234,"uuid":"7D0C5A6E-1D53-4A8C-9E57-2B3F0A9E4C11",\
      "source":{"name":"Extra","bundleIdentifier":"org.example.extra"}}
      """
    try Data((line + "\n").utf8).write(to: extra)
    let again = try CLI.run(["sync", extra.path, store.path])
    try #require(again.status == 0, "\(again.stderrString)")
    let after = try Self.table(store, type: steps)
    Self.expectEqual(
      after, try StatsOracleTests.stats([export.path, extra.path, "--type", "StepCount"]).rows,
      columns: ["sum"],
      "steps after the partial input")
    #expect(after.count == stepDays.count + 1 && after[day]?["sum"] == 1234, "\(after[day] ?? [:])")
  }
}
