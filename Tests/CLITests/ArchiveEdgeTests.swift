import Foundation
import TestSupport
import Testing

/// Archive and compressed inputs at their edges, against the built binary: members no format reads,
/// compressed members cut short, duplicate names, nesting and member-count bounds.
@Suite struct ArchiveEdgeTests {
  /// Runs Python statements with `sys`, `zipfile`, `gzip`, `io`, `os` imported, `out` = argv[1] and
  /// `ride` = the bytes of Samples/ride.fit.
  static func python(_ body: String, _ out: URL) throws {
    let ride = TestPaths.samples.appendingPathComponent("ride.fit").path
    let script =
      "import sys, zipfile, gzip, io, os, json\nout = sys.argv[1]\nride = open(sys.argv[2], 'rb').read()\n"
      + body
    let r = try runProcess("python3", ["-c", script, out.path, ride])
    try #require(r.status == 0, "python failed: \(r.stderrString)")
  }

  /// The report's warnings by code.
  static func warnings(_ report: URL) throws -> [String: [String: Any]] {
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let list = json["warnings"] as? [[String: Any]] ?? []
    return Dictionary(list.map { ($0["code"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
  }

  static func report(_ url: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test("JSON objects and arrays of a Garmin account export are members no format reads, not damage")
  func garminJSONMembersAreSkipped() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("garmin.zip")
    try Self.python(
      """
      big = {"userId": 1, "days": [{"calendarDate": "2024-01-%02d" % (d % 28 + 1), "steps": d} for d in range(400)]}
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("DI_CONNECT/DI-Connect-User/user_profile.json", json.dumps({"userName": "x", "gender": "F"}))
          z.writestr("DI_CONNECT/DI-Connect-User/user_settings.json", json.dumps({"a": 1}, indent=2))
          z.writestr("DI_CONNECT/DI-Connect-Wellness/wellness.json", json.dumps(big))
          z.writestr("DI_CONNECT/DI-Connect-Wellness/sleep.json", json.dumps([{"sleepStart": 1}]))
          z.writestr("DI_CONNECT/DI-Connect-Fitness/ride.fit", ride)
      """, zip)
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", zip.path, dir.appendingPathComponent("out.ndjson").path, "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let skipped = try #require(try Self.warnings(report)["archive.memberSkipped"])
    #expect(skipped["count"] as? Int == 4, "\(skipped)")
    let json = try Self.report(report)
    #expect((json["recoveredErrors"] as? [Any] ?? []).isEmpty, "\(json)")
    let statuses = (json["perInput"] as? [[String: Any]] ?? []).map { $0["status"] as? String ?? "" }
    #expect(statuses == ["skipped", "skipped", "skipped", "skipped", "converted"], "\(statuses)")
  }

  @Test("an NDJSON member of the model is still read, whatever its name")
  func modelNDJSONMemberIsRead() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("mixed.zip")
    let ndjson = TestPaths.samples.appendingPathComponent("morning-run.ndjson").path
    try Self.python(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("run.json", open(\(String(reflecting: ndjson)), "rb").read())
          z.writestr("profile.json", json.dumps({"kind": "person", "name": "x"}))
      """, zip)
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", zip.path, dir.appendingPathComponent("out.ndjson").path, "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let entries = try Self.report(report)["perInput"] as? [[String: Any]] ?? []
    #expect(entries.map { $0["status"] as? String ?? "" } == ["converted", "skipped"], "\(entries)")
    #expect(entries.first?["format"] as? String == "ndjson")
  }
}
