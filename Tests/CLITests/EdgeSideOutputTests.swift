import Foundation
import TestSupport
import Testing

/// Issue 15, "reports still overwrite without --force": an existing `--report` or `--map` file is replaced
/// only with `--force`; without it the run stops with a usage error naming the file (exit 2) before
/// anything is written. Devices are written into and need no `--force`.
@Suite struct EdgeSideOutputTests {
  let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")

  @Test func anExistingReportIsReplacedOnlyWithForce() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let report = dir.appendingPathComponent("report.json")
    let old = Data("keep me".utf8)
    try old.write(to: report)
    let out = dir.appendingPathComponent("out.gpx")
    let refused = try CLI.run(["convert", sample.path, out.path, "--report", report.path])
    #expect(refused.status == 2, "\(refused.stderrString)")
    #expect(refused.stderrString.contains(report.path), "not named: \(refused.stderrString)")
    #expect(refused.stderrString.contains("--force"), "\(refused.stderrString)")
    #expect(try Data(contentsOf: report) == old, "the report was replaced")
    #expect(!FileManager.default.fileExists(atPath: out.path), "the output was written before the refusal")
    // A dangling symbolic link is an existing name too.
    let dangling = dir.appendingPathComponent("dangling.json")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: dir.appendingPathComponent("nowhere.json"))
    let viaLink = try CLI.run(["convert", sample.path, out.path, "--report", dangling.path])
    #expect(viaLink.status == 2, "\(viaLink.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))

    let forced = try CLI.run(["convert", sample.path, out.path, "--report", report.path, "--force"])
    #expect(forced.status == 0, "\(forced.stderrString)")
    #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) is [String: Any])
    #expect(FileManager.default.fileExists(atPath: out.path))

    // A device needs no --force.
    let device = try CLI.run([
      "convert", sample.path, dir.appendingPathComponent("o2.gpx").path, "--report", "/dev/null",
    ])
    #expect(device.status == 0, "\(device.stderrString)")
  }

  @Test func anExistingMapIsReplacedOnlyWithForce() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let map = dir.appendingPathComponent("map.csv")
    let old = Data("keep me".utf8)
    try old.write(to: map)
    let out = dir.appendingPathComponent("fixed.ndjson")
    let args = [
      "migrate-units", sample.path, out.path, "--type", "HKQuantityTypeIdentifierHeartRate", "--convert",
      "count/min=count/s", "--map", map.path,
    ]
    let refused = try CLI.run(args)
    #expect(refused.status == 2, "\(refused.stderrString)")
    #expect(refused.stderrString.contains(map.path), "\(refused.stderrString)")
    #expect(try Data(contentsOf: map) == old)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let forced = try CLI.run(args + ["--force"])
    #expect(forced.status == 0, "\(forced.stderrString)")
    #expect(try Data(contentsOf: map) != old)
  }
}
