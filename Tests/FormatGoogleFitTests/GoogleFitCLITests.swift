import Foundation
import TestSupport
import Testing

/// The built `wkconv` on the generated Google Fit Takeout: found by its paths, zipped or unpacked, and a lone
/// daily metrics CSV found by its header; `wkconv formats` lists both Google readers.
@Suite("Google Fit Takeout through wkconv")
struct GoogleFitCLITests {
  @Test("Takeout zip and folder convert without --from, items accounted; formats lists fitbit and googlefit")
  func detected() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    for input in ["googlefit", "googlefit.zip"] {
      let out = dir.appendingPathComponent("\(input).ndjson")
      let report = dir.appendingPathComponent("\(input).json")
      let r = try CLI.run([
        "convert", GoogleFitFixtures.url(input).path, out.path, "--report", report.path, "--quiet",
      ])
      #expect(r.status == 0, "\(r.stderrString)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
      let read = json["itemsRead"] as? [String: Int] ?? [:]
      let written = json["itemsWritten"] as? [String: Int] ?? [:]
      let dropped = json["itemsDropped"] as? [String: Int] ?? [:]
      #expect(read["workout"] == 2)
      for (kind, count) in read { #expect(count == (written[kind] ?? 0) + (dropped[kind] ?? 0)) }
    }
    let formats = try CLI.run(["formats"])
    #expect(formats.stdoutString.contains("fitbit   Fitbit / Google Health Takeout [read]"))
    #expect(formats.stdoutString.contains("googlefit Google Fit Takeout [read]"))
  }

  @Test("a damaged session is recovered (exit 4, the rest read); a daily CSV without `Date` names the column")
  func badInput() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    let damaged = dir.appendingPathComponent("damaged")
    try fm.copyItem(at: GoogleFitFixtures.url("googlefit"), to: damaged)
    let session = damaged.appendingPathComponent(
      "Takeout/Fit/Alle Sitzungen/2025-01-30T07_00_00.000+05_30_RUNNING.json")
    try Data("{\"fitnessActivity\": \"running\", \"startTime\": ".utf8).write(to: session)
    let r = try CLI.run(["convert", damaged.path, dir.appendingPathComponent("d.ndjson").path])
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(r.stderrString.contains("2025-01-30T07_00_00.000+05_30_RUNNING.json"))
    #expect(r.stderrString.contains("kept: 1 workout"))

    let changed = dir.appendingPathComponent("changed")
    try fm.copyItem(at: GoogleFitFixtures.url("googlefit"), to: changed)
    let summary = changed.appendingPathComponent(
      "Takeout/Fit/Daily activity metrics/Daily activity metrics.csv")
    let text = try String(contentsOf: summary, encoding: .utf8).replacingOccurrences(
      of: "Date,", with: "Day,")
    try text.write(to: summary, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("c.ndjson")
    let r2 = try CLI.run(["convert", changed.path, out.path])
    #expect(r2.status != 0 && r2.status != 4)
    #expect(r2.stderrString.contains("daily activity metrics CSV lacks the column `Date`"))
    #expect(!fm.fileExists(atPath: out.path))
  }

  @Test(
    "the real Daily activity metrics.csv alone is detected by its header",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func loneCSV() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("daily.ndjson")
    let r = try CLI.run(["convert", SharedCorpus.url(GoogleFitFixtures.corpusCSV).path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(r.stderrString.contains("kept: 2042 quantity samples"))
  }
}
