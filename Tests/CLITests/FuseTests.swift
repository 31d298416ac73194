import Foundation
import TestSupport
import Testing

/// `wkconv fuse` (issue 20): the ride's heart rate split off into a second recording whose clock is off by a
/// known amount, fused back onto the ride without heart rate. Values are read with other people's readers
/// (`Tests/Scripts/activity_points.py`: fitdecode for FIT, gpxpy for GPX), and the report's accounting is
/// checked: base instants = values added + instants not covered.
@Suite struct FuseTests {
  typealias Ops = ActivityOperationsTests
  static let heartRate = "HKQuantityTypeIdentifierHeartRate"

  /// The ride without its heart rate (series and statistics removed from its NDJSON form), as FIT.
  static func rideWithoutHeartRate(in dir: URL) throws -> URL {
    let ndjson = dir.appendingPathComponent("ride.ndjson")
    let r = try CLI.run(["convert", Ops.ride.path, ndjson.path, "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    var lines: [String] = []
    for line in try String(contentsOf: ndjson, encoding: .utf8).split(separator: "\n") {
      var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if object["kind"] as? String == "workout" {
        for key in ["samples", "statistics"] {
          let items = object[key] as? [[String: Any]] ?? []
          object[key] = items.filter { $0["type"] as? String != heartRate }
        }
      }
      lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }
    let stripped = dir.appendingPathComponent("base.ndjson")
    try (lines.joined(separator: "\n") + "\n").write(to: stripped, atomically: true, encoding: .utf8)
    let base = dir.appendingPathComponent("base.fit")
    let c = try CLI.run(["convert", stripped.path, base.path, "--quiet"])
    try #require(c.status == 0, "\(c.stderrString)")
    try #require(try Ops.decode(base).points.allSatisfy { $0.hr == nil }, "the base has no heart rate")
    return base
  }

  /// The ride's own recording, its clock moved by `shift` (e.g. "+37.4s"), as `ext`.
  static func shiftedCopy(_ shift: String, _ ext: String, in dir: URL) throws -> URL {
    let url = dir.appendingPathComponent("extra.\(ext)")
    let r = try CLI.run(["convert", Ops.ride.path, url.path, "--shift", shift, "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    return url
  }

  static func fuse(_ arguments: [String], in dir: URL) throws -> (ProcessResult, Ops.Report) {
    let report = dir.appendingPathComponent("report-\(UUID().uuidString).json")
    let r = try CLI.run(["fuse"] + arguments + ["--report", report.path, "--quiet"])
    try #require(r.status == 0, "fuse \(arguments): \(r.stderrString)")
    return (r, try JSONDecoder().decode(Ops.Report.self, from: Data(contentsOf: report)))
  }

  static func count(_ report: Ops.Report, _ kind: String, _ action: String) -> Int? {
    report.changes?.first { $0.operation == "fuse" && $0.kind == kind && $0.action == action }?.count
  }

  /// `--align auto` on a copy 37.4 s late (GPX keeps the fraction) recovers the offset within 1 s by speed
  /// cross-correlation; fitdecode reads the fused FIT's heart rate equal to the original's within 1 bpm at
  /// every record (interpolation at the residual offset; FIT heart rate is whole bpm), the session's average
  /// heart rate within 1 bpm of the original records' mean, and every base instant either got a value or
  /// is counted as not covered.
  @Test(.enabled(if: Ops.shouldRun, Ops.skip)) func alignAutoRecoversAKnownShift() throws {
    let dir = try CLI.tempDir()
    let base = try Self.rideWithoutHeartRate(in: dir)
    let extra = try Self.shiftedCopy("+37.4s", "gpx", in: dir)
    let out = dir.appendingPathComponent("fused.fit")
    let (_, report) = try Self.fuse(
      [base.path, extra.path, out.path, "--take", "heartRate", "--align", "auto"], in: dir)
    let offset =
      -Double(
        try #require(
          Self.count(
            report, "ms (estimated from speed)", "shifted the extra recording's clock back by"))) / 1000
    #expect(abs(offset - -37.4) < 1, "estimated offset \(offset) s")

    let original = try Ops.decode(Ops.ride)
    let hrByTime = Dictionary(
      original.points.compactMap { p in p.hr.map { (p.t!, $0) } }, uniquingKeysWith: { a, _ in a })
    let fused = try Ops.decode(out)
    #expect(fused.positions.count == original.positions.count)
    let withHR = fused.points.filter { $0.hr != nil }
    #expect(withHR.count >= original.points.count - 1, "at most the last instant past EXTRA's end")
    for p in withHR {
      let expected = try #require(hrByTime[p.t!], "an original record at \(p.t!)")
      #expect(abs(p.hr! - expected) <= 1, "heart rate at \(p.t!): \(p.hr!) vs \(expected)")
    }
    let added = Self.count(report, "heartRate values", "added") ?? 0
    let uncovered = Self.count(report, "heartRate values", "not covered") ?? 0
    #expect(added == withHR.count)
    #expect(added + uncovered == original.points.count, "base instants = added + not covered")
    let mean = hrByTime.values.reduce(0, +) / Double(hrByTime.count)
    let session = try #require(fused.sessions.first)
    #expect(abs(try #require(session.avgHR, "session avg_heart_rate (derived)") - mean) <= 1)
  }

  /// `--offset` given by hand, to GPX: gpxpy reads exactly the original heart rate at every point (EXTRA's
  /// instants fall on BASE's). With EXTRA 2 s off and `--max-gap 3s` (its points are 5 s apart) no value
  /// is made: every instant is counted as not covered.
  @Test(.enabled(if: Ops.shouldRun, Ops.skip)) func manualOffsetAndGapLimit() throws {
    let dir = try CLI.tempDir()
    let base = try Self.rideWithoutHeartRate(in: dir)
    let extra = try Self.shiftedCopy("+37s", "fit", in: dir)
    let original = try Ops.decode(Ops.ride)
    let out = dir.appendingPathComponent("fused.gpx")
    let (_, report) = try Self.fuse(
      [base.path, extra.path, out.path, "--take", "heartRate", "--offset", "-37s"], in: dir)
    let fused = try Ops.decode(out)
    #expect(fused.points.map(\.hr) == original.points.map(\.hr))
    #expect(
      Self.count(report, "ms (given by --offset)", "shifted the extra recording's clock back by") == 37_000)

    let gapped = dir.appendingPathComponent("gapped.gpx")
    let (_, gapReport) = try Self.fuse(
      [base.path, extra.path, gapped.path, "--take", "heartRate", "--offset", "-35s", "--max-gap", "3s"],
      in: dir)
    #expect(try Ops.decode(gapped).points.allSatisfy { $0.hr == nil })
    #expect(Self.count(gapReport, "heartRate values", "not covered") == original.points.count)
  }

  @Test func unknownChannelIsAUsageError() throws {
    let dir = try CLI.tempDir()
    let out = dir.appendingPathComponent("x.fit")
    let r = try CLI.run(["fuse", Ops.ride.path, Ops.ride.path, out.path, "--take", "heartRate,oxygen"])
    #expect(r.status == 2, "\(r.stderrString)")
    #expect(r.stderrString.contains("oxygen") && r.stderrString.contains("cadence"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
