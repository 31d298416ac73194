import Foundation
import TestSupport
import Testing

/// `--out-dir` and `--report` with archive inputs (fixtures by `Tests/Scripts/make_archives.py bulk`): one
/// output per member, one `perInput` entry per member in the archive's place, counts as the members
/// converted one by one.
@Suite struct ArchiveBatchTests {
  @Test("convert export.zip ride.fit --out-dir: members' entries in the batch report, one output each")
  func archiveInBatch() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let made = try runProcess("python3", [script, "bulk", TestPaths.samples.path, dir.path])
    try #require(made.status == 0, "\(made.stderrString)")
    let ride = dir.appendingPathComponent("members/ride.fit").path
    let out = dir.appendingPathComponent("out")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", dir.appendingPathComponent("export_12345.zip").path, ride, "--to", "ndjson", "--out-dir",
      out.path,
      "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    // The archive's three activities by the member rule; the loose ride.fit by the batch rule, after them.
    #expect(names == ["1001.ndjson", "1002.ndjson", "1003.ndjson", "ride.ndjson"], "\(names)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let entries = try #require(json["perInput"] as? [[String: Any]])
    #expect(
      entries.map { $0["member"] as? String ?? "-" } == [
        "profile.csv", "activities/1001.fit", "activities/1002.fit", "activities/1003.gpx", "-",
      ])
    #expect(
      entries.map { $0["status"] as? String ?? "" } == [
        "skipped", "converted", "converted", "converted", "converted",
      ])
    // A member's counts equal the loose file's (the same ride).
    let alone = entries[4]
    for entry in entries[1...2] {
      #expect(entry["itemsRead"] as? [String: Int] == alone["itemsRead"] as? [String: Int])
      #expect(entry["itemsWritten"] as? [String: Int] == alone["itemsWritten"] as? [String: Int])
      #expect(entry["format"] as? String == "fit" && entry["exitCode"] as? Int == 0)
    }
    // Each output line count equals the items its entry says were written.
    for (entry, name) in zip(entries[1...], names) {
      let lines = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8).split(
        separator: "\n")
      let written = (entry["itemsWritten"] as? [String: Int] ?? [:]).values.reduce(0, +)
      #expect(lines.count >= written, "\(name)")
    }
  }
}
