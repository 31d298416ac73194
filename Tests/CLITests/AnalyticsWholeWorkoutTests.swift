import Foundation
import TestSupport
import Testing

/// The analytics tables hold the whole workout (`analytics_whole_oracle.py`, read by pyarrow, sqlite3,
/// csv and fitdecode): a triathlon's legs and laps with their recorded totals, a route-only activity's
/// distance derived as `summary` derives it, one instant text in CSV, SQLite and Parquet, and a Strava
/// export's activity id, name, type and file as typed columns.
@Suite struct AnalyticsWholeWorkoutTests {
  @Test(.enabled(if: ParquetOracleTests.shouldRun, ParquetOracleTests.skip)) func wholeWorkoutInTheTables()
    throws
  {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fit = SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit").path
    let gpx = SharedCorpus.url("corpus/gpx/gpsbabel-subsecond-times.gpx").path
    func out(_ name: String) -> String { dir.appendingPathComponent(name).path }
    #expect(try CLI.run(["convert", fit, out("multi.parquet")]).status == 0)
    let summary = try CLI.run(["summary", "--json", gpx])
    #expect(summary.status == 0)
    try Data(summary.stdoutString.utf8).write(to: URL(fileURLWithPath: out("summary.json")))
    for ext in ["parquet", "csv", "sqlite"] {
      #expect(try CLI.run(["convert", gpx, out("gpx.\(ext)")]).status == 0)
    }
    try StravaFixture.make(at: URL(fileURLWithPath: out("strava.zip")))
    #expect(try CLI.run(["convert", out("strava.zip"), out("strava.parquet")]).status == 0)
    let r = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/analytics_whole_oracle.py").path, fit,
        out("multi.parquet"), out("summary.json"), out("gpx.parquet"), out("gpx.csv"), out("gpx.sqlite"),
        out("strava.parquet"),
      ])
    #expect(r.status == 0, "\(r.stdoutString)\(r.stderrString)")
  }
}
