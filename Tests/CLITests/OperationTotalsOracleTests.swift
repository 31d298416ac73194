import Foundation
import TestSupport
import Testing

/// Lap and session totals after `--trim`, `--privacy-ends`, `--shift`, `--simplify`, `--split`, `join`, `fuse`,
/// `repair` and `merge` on corpus FIT activities, read back by fitdecode and
/// garmin-fit-sdk (`Tests/Scripts/operation_totals_oracle.py`, one process for every output): each total
/// equals the source's recorded one where its lap or session is unchanged, else the same total computed
/// from the output's own records (ascent/descent by gpxpy's own rule; tolerances in the script: one step
/// of FIT's stored integer plus the writer's rounding). Split and join: every record in one part, one lap per lap, the parts' distances
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
    "gc-ipbike-hrv", "fitparse-edge500-sample-activity", "fitparse-edge800-indoor-trainer",
    "gc-fr920xt-lap-swim",
  ]
  /// TCX files whose laps record calories, some not every lap.
  static let tcxWithCalories = ["gc-fr910xt-pool-swim", "gc-fr15-10k-run", "gpsbabel-fr110-run-fit2tcx"]
  static let split = ["fitparse-fr110-run-2013-02-06", "gc-fr15-10k-run", "gc-vivoactivehr-run-3386684871"]

  @Test(.enabled(if: shouldRun, skip))
  func totalsAfterTrimAndSplitMatchTheRecords() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var cases: [[String: Any]] = []
    for name in Self.trimmed {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let out = dir.appendingPathComponent("\(name).trim.fit")
      let r = try CLI.run(["convert", source.path, out.path, "--trim", "+7m..-5m"])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      cases.append(["name": "\(name) trim", "source": source.path, "output": out.path])
      // Privacy hides positions, not effort: every total stays as recorded.
      let hidden = dir.appendingPathComponent("\(name).privacy.fit")
      let p = try CLI.run(["convert", source.path, hidden.path, "--privacy-ends", "300"])
      try #require(p.status == 0 || p.status == 4, "\(name): \(p.stderrString)")
      cases.append(["name": "\(name) privacy", "source": source.path, "output": hidden.path])
      // Operations that change no total's span keep every total as recorded: a shift moves the spans with
      // the records (the oracle moves the source's by the same hour), a simplified route keeps its laps.
      for (tag, args) in [("shift", ["--shift", "+1h"]), ("simplify", ["--simplify", "5"])] {
        let out = dir.appendingPathComponent("\(name).\(tag).fit")
        let o = try CLI.run(["convert", source.path, out.path] + args)
        try #require(o.status == 0 || o.status == 4, "\(name) \(tag): \(o.stderrString)")
        var item: [String: Any] = ["name": "\(name) \(tag)", "source": source.path, "output": out.path]
        if tag == "shift" { item["shift"] = 3600 }
        cases.append(item)
      }
    }
    // `repair` of an intact recording and `merge` of a recording with itself: totals as recorded.
    for name in Self.trimmed.prefix(5) {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      for (tag, args) in [
        ("repair", ["repair", source.path]), ("merge", ["merge", source.path, source.path]),
      ] {
        let out = dir.appendingPathComponent("\(name).\(tag).fit")
        let o = try CLI.run(args + [out.path])
        try #require(o.status == 0 || o.status == 4, "\(name) \(tag): \(o.stderrString)")
        cases.append(["name": "\(name) \(tag)", "source": source.path, "output": out.path])
      }
    }
    for name in Self.split {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let parts = dir.appendingPathComponent("\(name).split", isDirectory: true)
      let r = try CLI.run(["convert", source.path, parts.path + "/", "--to", "fit", "--split", "lap"])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      let files = try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted().filter {
        $0.hasSuffix(".fit")
      }.map { parts.appendingPathComponent($0).path }
      for part in files {
        cases.append(["name": "\(name) split \(part)", "source": source.path, "output": part])
      }
      // The parts joined back into one FIT: the laps as recorded, the session their sum.
      let joined = dir.appendingPathComponent("\(name).joined.fit")
      let j = try CLI.run(["join"] + files + [joined.path])
      try #require(j.status == 0 || j.status == 4, "\(name): \(j.stderrString)")
      cases.append(["name": "\(name) join", "source": source.path, "output": joined.path, "parts": files])
    }
    // Fuse a recording's heart rate onto itself 30 s late: every lap's and session's heart rate totals
    // must be the fused records', the other totals stay as recorded.
    for name in Self.split {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let out = dir.appendingPathComponent("\(name).fused.fit")
      let r = try CLI.run([
        "fuse", source.path, source.path, out.path, "--take", "heartRate", "--offset", "30s",
      ])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      cases.append([
        "name": "\(name) fuse", "source": source.path, "output": out.path, "changed": "heart_rate",
      ])
    }
    // TCX → FIT: the session's energy is the sum of the laps that recorded one (rest laps record none).
    for name in Self.tcxWithCalories {
      let source = SharedCorpus.url("corpus/tcx/\(name).tcx")
      let out = dir.appendingPathComponent("\(name).fit")
      let r = try CLI.run(["convert", source.path, out.path])
      try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      cases.append(["name": "\(name) tcx", "output": out.path, "calories_from_laps": "1"])
    }
    let r = try runProcess(
      "python3", [Self.script.path], stdin: try JSONSerialization.data(withJSONObject: cases))
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
    #expect(checked > 4000 && computed > 250, "checked \(checked), computed from records \(computed)")
  }

  /// Each NDJSON workout's laps (start, elapsed seconds, distance m) and session distance.
  static func workouts(_ ndjson: URL) throws -> [(laps: [[Double]], distance: Double?)] {
    var result: [(laps: [[Double]], distance: Double?)] = []
    func distance(_ statistics: Any?) -> Double? {
      (statistics as? [[String: Any]] ?? []).compactMap {
        ($0["type"] as? String)?.contains("Distance") == true ? ($0["sum"] as? NSNumber)?.doubleValue : nil
      }.first
    }
    for line in try String(contentsOf: ndjson, encoding: .utf8).split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["kind"] as? String == "workout"
      else { continue }
      let laps = (object["events"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "lap" }.map {
        event -> [Double] in
        let start = ISO8601DateFormatter().date(from: event["start"] as? String ?? "")?.timeIntervalSince1970
        return [
          start ?? -1, (event["duration"] as? NSNumber)?.doubleValue ?? -1,
          distance(event["statistics"]) ?? -1,
        ]
      }
      result.append((laps, distance(object["statistics"])))
    }
    return result
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func splitAndJoinAreInverses() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in Self.split {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let whole = dir.appendingPathComponent("\(name).ndjson")
      _ = try CLI.run(["convert", source.path, whole.path])
      let original = try #require(try Self.workouts(whole).first)
      // The parts as NDJSON (one workout each) and as FIT files (joined back below).
      let partsFile = dir.appendingPathComponent("\(name).parts.ndjson")
      let s = try CLI.run(["convert", source.path, partsFile.path, "--split", "lap"])
      try #require(s.status == 0 || s.status == 4, "\(name): \(s.stderrString)")
      let parts = try Self.workouts(partsFile)
      #expect(
        parts.count == original.laps.count, "\(name): \(parts.count) parts for \(original.laps.count) laps")
      #expect(parts.allSatisfy { $0.laps.count == 1 }, "\(name): laps per part \(parts.map(\.laps.count))")
      // The parts' distances sum to the whole's (each part's session is its whole lap's: 1 cm per part).
      let partDistance = parts.reduce(0) { $0 + ($1.distance ?? 0) }
      if let total = original.distance {
        #expect(
          abs(partDistance - total) <= 0.01 * Double(parts.count),
          "\(name): parts \(partDistance) m, whole \(total) m")
      }
      let fitParts = dir.appendingPathComponent("\(name).parts", isDirectory: true)
      let f = try CLI.run(["convert", source.path, fitParts.path + "/", "--to", "fit", "--split", "lap"])
      try #require(f.status == 0 || f.status == 4, "\(name): \(f.stderrString)")
      let files = try FileManager.default.contentsOfDirectory(atPath: fitParts.path).sorted().filter {
        $0.hasSuffix(".fit")
      }.map {
        fitParts.appendingPathComponent($0).path
      }
      let joined = dir.appendingPathComponent("\(name).joined.ndjson")
      let j = try CLI.run(["join"] + files + [joined.path])
      try #require(j.status == 0 || j.status == 4, "\(name): \(j.stderrString)")
      let back = try #require(try Self.workouts(joined).first)
      // The laps come back as recorded: same starts, elapsed times (FIT: ms) and distances (FIT: cm).
      #expect(back.laps.count == original.laps.count, "\(name): joined \(back.laps.count) laps")
      for (a, b) in zip(back.laps, original.laps) {
        #expect(
          a[0] == b[0] && abs(a[1] - b[1]) <= 0.001 && abs(a[2] - b[2]) <= 0.01, "\(name): lap \(a) vs \(b)")
      }
      if let total = original.distance, let joinedDistance = back.distance {
        #expect(
          abs(joinedDistance - total) <= 0.01 * Double(parts.count), "\(name): joined \(joinedDistance) m")
      }
    }
  }
}

/// A FIT course's own course points survive `--to fit-course` (fitdecode reads both files,
/// `operation_totals_oracle.py --course-points`): same count, names, types and positions (semicircles: exact); each lies at
/// the distance along our course of its nearest route point (our distances are haversine sums, the
/// source's the device's: within 0.5 %).
@Suite struct FITCoursePointsTests {
  @Test(.enabled(if: OperationTotalsOracleTests.shouldRun, OperationTotalsOracleTests.skip))
  func coursePointsOfAFITCourseSurvive() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = SharedCorpus.url("corpus/expected/gpsbabel-mavi-track-for-fitwrite.fit")
    let out = dir.appendingPathComponent("course.fit")
    let r = try CLI.run(["convert", source.path, out.path, "--to", "fit-course"])
    try #require(r.status == 0 || r.status == 4, "\(r.stderrString)")
    let p = try runProcess(
      "python3", [OperationTotalsOracleTests.script.path, "--course-points", source.path, out.path])
    try #require(p.status == 0, "\(p.stderrString)")
    let files = try #require(try JSONSerialization.jsonObject(with: p.stdout) as? [[[String: Any]]])
    let before = files[0]
    let after = files[1]
    try #require(before.count == 12)
    #expect(after.count == before.count)
    for (a, b) in zip(after, before) {
      #expect(a["name"] as? String == b["name"] as? String)
      #expect(a["type"] as? String == b["type"] as? String)
      #expect((a["lat"] as? NSNumber)?.doubleValue == (b["lat"] as? NSNumber)?.doubleValue)
      let da = (a["distance"] as? NSNumber)?.doubleValue ?? -1
      let db = (b["distance"] as? NSNumber)?.doubleValue ?? -1
      #expect(abs(da - db) <= 0.005 * db, "course point \(b["name"] ?? ""): \(da) m vs \(db) m")
    }
  }
}
