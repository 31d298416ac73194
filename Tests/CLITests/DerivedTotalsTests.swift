import Foundation
import TestSupport
import Testing

/// GPX → FIT and GPX → TCX on the GPX corpus: the totals a GPX lacks and FIT/TCX need are derived by
/// `SummaryDerivation` (issue 14, issue 20 bullet 9) and checked against independent readers
/// (`Tests/Scripts/derived_totals_oracle.py`): gpxpy on the source, fitdecode on our FIT, tcxreader on our TCX.
///
/// Tolerances, and why:
/// - distance: ours is the 2-D haversine on a sphere of radius 6,371,008.8 m, gpxpy's `length_2d` a flat
///   approximation on a 6,378,137 m sphere. Scaled by the radius ratio, the two agree within
///   max(0.5 m, 0.05 %) (the flat approximation's error over GPS steps of a few meters is far below that);
///   FIT stores centimeters.
/// - ascent/descent: the same method (`get_uphill_downhill`'s smoothing per segment) on the same
///   altitudes; FIT `total_ascent` holds whole meters: ≤ 1 m.
/// - average speed: distance / timer seconds, FIT stores mm/s: ≤ 0.001 m/s.
/// - Σ lap distances = session distance (≤ 0.01 m per lap, FIT's resolution).
private func number(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }

@Suite struct DerivedTotalsTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/derived_totals_oracle.py")
  static let available: Bool =
    (try? runProcess("python3", ["-c", "import gpxpy, fitdecode, tcxreader"]).status == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (available || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and the Python packages gpxpy, fitdecode and tcxreader; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )
  static let radiusRatio = 6_378_137.0 / 6_371_008.8
  /// A segment break without a time gap (its timeless points are dated with the previous time) is not a
  /// pause in the model (`GPXTrackAssembler`), so the step across it counts; gpxpy sums per segment.
  static let zeroGapSegments: Set<String> = ["gpsbabel-mavi-track-for-fitwrite", "gpsbabel-segmented-tracks"]

  @Test(.enabled(if: shouldRun, skip))
  func gpxToFITAndTCXDeriveDistanceAndElevation() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var args: [String] = []
    var names: [String] = []
    var warnings: [String: (fit: String, tcx: String)] = [:]
    for gpx in SharedCorpus.files(in: "corpus/gpx", extension: "gpx") {
      let name = gpx.deletingPathExtension().lastPathComponent
      let fit = dir.appendingPathComponent(name + ".fit")
      let tcx = dir.appendingPathComponent(name + ".tcx")
      let a = try CLI.run(["convert", gpx.path, fit.path])
      let b = try CLI.run(["convert", gpx.path, tcx.path])
      guard a.status == 0 || a.status == 4, b.status == 0 || b.status == 4,
        FileManager.default.fileExists(atPath: fit.path), FileManager.default.fileExists(atPath: tcx.path)
      else { continue }
      args += [gpx.path, fit.path, tcx.path]
      names.append(name)
      warnings[name] = (a.stderrString, b.stderrString)
    }
    try #require(names.count >= 20, "GPX corpus files converted: \(names.count)")
    let r = try runProcess("python3", [Self.script.path] + args)
    try #require(r.status == 0, "\(r.stderrString)")
    let results = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: [String: Any]]])
    var compared = 0
    var ascents = 0
    var timers = 0
    var pausedTimers = 0
    for (name, result) in zip(names, results) {
      let g = result["gpx"]!
      let f = result["fit"]!
      let t = result["tcx"]!
      guard number(g["tracks"]) == 1, let length = number(g["length_2d"]), length > 0 else { continue }
      guard let distance = number(f["total_distance"]) else {
        Issue.record("\(name): FIT session has no total_distance (gpxpy length_2d \(length))")
        continue
      }
      // A GPX with a distance extension series has its own distances (the device's): derived from it, not
      // from positions, so gpxpy's length does not apply.
      let fromSeries = warnings[name]!.fit.contains("session distances from distance series")
      let laps = (f["lap_distances"] as? [Any] ?? []).map { number($0) }
      #expect(
        !laps.isEmpty && laps.allSatisfy { $0 != nil }, "\(name): FIT laps without total_distance \(laps)")
      let lapSum = laps.compactMap { $0 }.reduce(0, +)
      #expect(
        abs(lapSum - distance) <= 0.01 * Double(max(laps.count, 1)),
        "\(name): Σ laps \(lapSum) ≠ session \(distance)")
      if let timer = number(f["total_timer_time"]), timer > 0, let speed = number(f["avg_speed"]) {
        // The speed is derived from the unrounded distance; FIT's distance holds centimeters.
        #expect(
          abs(speed - distance / timer) <= 0.001 + 0.005 / timer,
          "\(name): avg speed \(speed) vs \(distance / timer)")
      }
      // A segment break with a time gap is a pause: the session's timer (and the lap FIT adds for it, and TCX's
      // TotalTimeSeconds) is the sum of the segments' durations, not the elapsed time. FIT's session start and end
      // are whole seconds while the timer is derived from the exact instants (ms): within 1 s.
      if !Self.zeroGapSegments.contains(name), let segmentSeconds = number(g["segment_seconds"]) {
        timers += 1
        let timer = number(f["total_timer_time"]) ?? .nan
        #expect(
          abs(timer - segmentSeconds) <= 1,
          "\(name): FIT session timer \(timer) vs gpxpy Σ segments \(segmentSeconds)")
        let lapTimers = (f["lap_timers"] as? [Any] ?? []).compactMap { number($0) }.reduce(0, +)
        #expect(abs(lapTimers - timer) <= 0.01, "\(name): FIT Σ lap timers \(lapTimers) vs session \(timer)")
        let tcxSeconds = number(t["lap_seconds"]) ?? .nan
        #expect(
          abs(tcxSeconds - segmentSeconds) <= 1,
          "\(name): TCX Σ TotalTimeSeconds \(tcxSeconds) vs gpxpy Σ segments \(segmentSeconds)")
        if number(g["segments"]) ?? 0 > 1 { pausedTimers += 1 }
      }
      guard !fromSeries, !Self.zeroGapSegments.contains(name) else { continue }
      compared += 1
      let scaled = distance * Self.radiusRatio
      #expect(
        abs(scaled - length) <= max(0.5, 0.0005 * length),
        "\(name): FIT session distance \(distance) (×R ratio \(scaled)) vs gpxpy length_2d \(length)")
      #expect(
        warnings[name]!.fit.contains("session distances from positions"),
        "\(name): no derived-distance warning: \(warnings[name]!.fit)")
      if let up = number(g["uphill"]), let down = number(g["downhill"]), up + down > 0 {
        ascents += 1
        let ascent = number(f["total_ascent"])
        let descent = number(f["total_descent"])
        #expect(
          ascent != nil && abs(ascent! - up) <= 1,
          "\(name): total_ascent \(String(describing: ascent)) vs gpxpy \(up)")
        #expect(
          descent != nil && abs(descent! - down) <= 1,
          "\(name): total_descent \(String(describing: descent)) vs gpxpy \(down)")
      }
      let tcxDistance = number(t["distance"]) ?? .nan
      #expect(
        abs(tcxDistance * Self.radiusRatio - length) <= max(0.5, 0.0005 * length),
        "\(name): TCX lap DistanceMeters total \(tcxDistance) vs gpxpy length_2d \(length)")
      #expect(
        warnings[name]!.tcx.contains("lap distances from positions"),
        "\(name): no derived-distance warning in TCX: \(warnings[name]!.tcx)")
    }
    #expect(compared >= 15, "GPX files compared: \(compared)")
    #expect(ascents >= 10, "GPX files with elevation compared: \(ascents)")
    #expect(timers >= 15 && pausedTimers >= 1, "GPX timers compared: \(timers), with pauses: \(pausedTimers)")
  }
}
