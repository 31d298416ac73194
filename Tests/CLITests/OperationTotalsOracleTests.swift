import Foundation
import TestSupport
import Testing

/// Lap and session totals after `--trim` and `--split` on corpus FIT activities, read back by fitdecode and
/// garmin-fit-sdk (`Tests/Scripts/operation_totals_oracle.py`, one process for every output): each total
/// equals the source's recorded one where its lap or session is unchanged, else the same total computed
/// from the output's own records (tolerances in the script: one step of FIT's stored integer plus the
/// writer's rounding). Split and join: every record in one part, one lap per lap, the parts' distances
/// sum to the whole's, and joining the parts gives back the laps and their totals.
@Suite struct OperationTotalsOracleTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/operation_totals_oracle.py")
  static let available: Bool =
    (try? runProcess("python3", ["-c", "import fitdecode, garmin_fit_sdk"]).status == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (available || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and the Python packages fitdecode and garmin-fit-sdk; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )
  /// Activities with laps, heart rate, cadence, power (normalized power), swims and rides, all small.
  static let trimmed = [
    "fitparse-fenix2-run", "gc-stryd-run-hrv", "gc-fr15-10k-run", "fitparse-fr110-run-2013-02-06",
    "gc-vivoactivehr-run-3386684871", "sportslib-suunto9-trail-run", "fitparse-zwift-virtual-ride",
    "gc-osynce-ride-power", "fitparse-edge500-sample-activity", "fitparse-edge800-indoor-trainer",
    "gc-fr920xt-lap-swim",
  ]
  static let split = ["fitparse-fr110-run-2013-02-06", "gc-fr15-10k-run", "gc-vivoactivehr-run-3386684871"]

  @Test(.enabled(if: shouldRun, skip))
  func totalsAfterTrimAndSplitMatchTheRecords() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var cases: [[String: String]] = []
    for name in Self.trimmed {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let out = dir.appendingPathComponent("\(name).trim.fit")
      let r = try CLI.run(["convert", source.path, out.path, "--trim", "+7m..-5m"])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      cases.append(["name": "\(name) trim", "source": source.path, "output": out.path])
    }
    for name in Self.split {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let parts = dir.appendingPathComponent("\(name).split", isDirectory: true)
      let r = try CLI.run(["convert", source.path, parts.path + "/", "--to", "fit", "--split", "lap"])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      for part in try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted() {
        cases.append([
          "name": "\(name) split \(part)", "source": source.path, "output": parts.appendingPathComponent(part).path,
        ])
      }
    }
    let r = try runProcess("python3", [Self.script.path], stdin: try JSONSerialization.data(withJSONObject: cases))
    try #require(r.status == 0, "\(r.stderrString)")
    let results = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: [String: Any]])
    var checked = 0
    var computed = 0
    for (name, result) in results.sorted(by: { $0.key < $1.key }) {
      let differences = result["differences"] as? [String] ?? []
      #expect(differences.isEmpty, "\(name): \(differences.prefix(8))")
      checked += result["checked"] as? Int ?? 0
      computed += result["computed"] as? Int ?? 0
    }
    #expect(results.count == cases.count)
    // Enough totals were recomputed (the trims cut laps and sessions) for the comparison to mean something.
    #expect(checked > 300 && computed > 100, "checked \(checked), computed from records \(computed)")
  }

  /// NDJSON laps: (start, elapsed seconds, distance m) of every lap, and every record's instant.
  static func laps(_ ndjson: URL) throws -> (laps: [[Double]], sessionDistance: Double?) {
    var laps: [[Double]] = []
    var session: Double?
    let text = try String(contentsOf: ndjson, encoding: .utf8)
    for line in text.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["kind"] as? String == "workout"
      else { continue }
      for event in object["events"] as? [[String: Any]] ?? [] where event["type"] as? String == "lap" {
        let start = ISO8601DateFormatter().date(from: event["start"] as? String ?? "")?.timeIntervalSince1970
        let distance = (event["statistics"] as? [[String: Any]] ?? []).compactMap {
          ($0["type"] as? String)?.hasSuffix("Distance") == true || ($0["type"] as? String)?.contains("Distance")
            == true ? ($0["sum"] as? NSNumber)?.doubleValue : nil
        }.first
        laps.append([start ?? -1, (event["duration"] as? NSNumber)?.doubleValue ?? -1, distance ?? -1])
      }
      session = (object["statistics"] as? [[String: Any]] ?? []).compactMap {
        ($0["type"] as? String)?.contains("Distance") == true ? ($0["sum"] as? NSNumber)?.doubleValue : nil
      }.first
    }
    return (laps, session)
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func splitAndJoinAreInverses() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in Self.split {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let whole = dir.appendingPathComponent("\(name).ndjson")
      _ = try CLI.run(["convert", source.path, whole.path])
      let parts = dir.appendingPathComponent("\(name).parts", isDirectory: true)
      let s = try CLI.run(["convert", source.path, parts.path + "/", "--to", "ndjson", "--split", "lap"])
      try #require(s.status == 0 || s.status == 4, "\(name): \(s.stderrString)")
      let files = try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted().map {
        parts.appendingPathComponent($0)
      }
      let original = try Self.laps(whole)
      #expect(files.count == original.laps.count, "\(name): \(files.count) parts for \(original.laps.count) laps")
      // The parts' distances sum to the whole's (each part's session is its whole laps' sum: 1 cm per part).
      let partDistances = try files.map { try Self.laps($0).sessionDistance ?? 0 }
      if let total = original.sessionDistance {
        #expect(
          abs(partDistances.reduce(0, +) - total) <= 0.01 * Double(files.count),
          "\(name): parts \(partDistances.reduce(0, +)) m, whole \(total) m")
      }
      let joined = dir.appendingPathComponent("\(name).joined.ndjson")
      let j = try CLI.run(["join"] + files.map(\.path) + [joined.path])
      try #require(j.status == 0 || j.status == 4, "\(name): \(j.stderrString)")
      let back = try Self.laps(joined)
      // The laps come back as recorded: same starts, elapsed times and distances (exact: nothing derived).
      #expect(back.laps == original.laps, "\(name): joined laps \(back.laps) vs \(original.laps)")
    }
  }
}
