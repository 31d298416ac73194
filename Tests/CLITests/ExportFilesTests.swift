import Foundation
import TestSupport
import Testing

/// The rest of an Apple export archive (issue 18, bullet 5): `electrocardiograms/ecg_*.csv` read as
/// electrocardiogram items and written back byte for byte, `export_cda.xml` carried export to export
/// unchanged, both counted in the report and reported lost (with a count) by targets that cannot carry
/// them. Fixture: `make_archives.py ecg` (Samples/export.zip plus three synthetic ECGs and a small CDA);
/// oracle: `export_files_oracle.py` (Python csv, zipfile, json, ElementTree).
@Suite struct ExportFilesTests {
  static let oracle = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/export_files_oracle.py")
    .path

  /// Makes `ecg-export.zip` in `dir`.
  static func fixture(in dir: URL) throws -> URL {
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let made = try runProcess(
      "python3", [script, "ecg", TestPaths.samples.appendingPathComponent("export.zip").path, dir.path])
    try #require(made.status == 0, "\(made.stderrString)")
    return dir.appendingPathComponent("ecg-export.zip")
  }

  static func report(_ url: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  static func count(_ report: [String: Any], _ part: String, _ kind: String) -> Int? {
    (report[part] as? [String: Int])?[kind]
  }

  static func lossCount(_ report: [String: Any], _ kind: String) -> Int? {
    let losses = report["losses"] as? [[String: Any]] ?? []
    return losses.first { $0["kind"] as? String == kind }?["count"] as? Int
  }

  @Test("export → export: the ECG files and export_cda.xml come out byte for byte, counted")
  func exportToExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.fixture(in: dir)
    let out = dir.appendingPathComponent("out.zip")
    let reportURL = dir.appendingPathComponent("r.json")
    let r = try CLI.run([
      "convert", input.path, out.path, "--to", "health", "--report", reportURL.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let check = try runProcess("python3", [Self.oracle, "archive", input.path, out.path])
    #expect(check.status == 0, "\(check.stdoutString)\(check.stderrString)")
    #expect(check.stdoutString.contains("\"ecgFiles\": 3") && check.stdoutString.contains("\"cda\": true"))
    let report = try Self.report(reportURL)
    #expect(Self.count(report, "itemsRead", "electrocardiogram") == 3)
    #expect(Self.count(report, "itemsWritten", "electrocardiogram") == 3)
    #expect(
      Self.count(report, "itemsRead", "opaque") == 1 && Self.count(report, "itemsWritten", "opaque") == 1)
    #expect(Self.lossCount(report, "opaque:export_cda.xml") == nil)
  }

  @Test(
    "export → ndjson keeps the ECGs value by value (not the CDA: a counted loss); ndjson → export writes them back"
  )
  func ndjsonRoundTrip() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.fixture(in: dir)
    let ndjson = dir.appendingPathComponent("all.ndjson")
    let reportURL = dir.appendingPathComponent("r.json")
    let r = try CLI.run(["convert", input.path, ndjson.path, "--report", reportURL.path, "--quiet"])
    #expect(r.status == 0, "\(r.stderrString)")
    let check = try runProcess("python3", [Self.oracle, "ndjson", input.path, ndjson.path])
    #expect(check.status == 0, "\(check.stdoutString)\(check.stderrString)")
    let report = try Self.report(reportURL)
    #expect(Self.count(report, "itemsWritten", "electrocardiogram") == 3)
    #expect(Self.lossCount(report, "opaque:export_cda.xml") == 1)
    #expect(Self.count(report, "itemsDropped", "opaque") == 1)

    let back = dir.appendingPathComponent("back.zip")
    let r2 = try CLI.run(["convert", ndjson.path, back.path, "--to", "health", "--quiet"])
    #expect(r2.status == 0, "\(r2.stderrString)")
    let again = try runProcess("python3", [Self.oracle, "archive", input.path, back.path, "--no-cda"])
    #expect(again.status == 0, "\(again.stdoutString)\(again.stderrString)")
  }

  @Test("targets without electrocardiograms report them and export_cda.xml lost, with counts")
  func lossesElsewhere() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.fixture(in: dir)
    for target in ["csv", "tcx"] {
      let out = dir.appendingPathComponent("out.\(target)")
      let reportURL = dir.appendingPathComponent("r-\(target).json")
      let r = try CLI.run(["convert", input.path, out.path, "--report", reportURL.path, "--quiet"])
      #expect(r.status == 0, "\(target): \(r.stderrString)")
      let report = try Self.report(reportURL)
      #expect(Self.lossCount(report, "electrocardiogram") == 3, "\(target)")
      #expect(Self.count(report, "itemsDropped", "electrocardiogram") == 3, "\(target)")
      #expect(Self.lossCount(report, "opaque:export_cda.xml") == 1, "\(target)")
    }
  }

  @Test("a bare export.xml reads the electrocardiograms/ folder and export_cda.xml beside it")
  func bareExportFolder() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.fixture(in: dir)
    let unpacked = dir.appendingPathComponent("unpacked")
    let unzip = try runProcess(
      "python3",
      [
        "-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", input.path,
        unpacked.path,
      ])
    try #require(unzip.status == 0, "\(unzip.stderrString)")
    let out = dir.appendingPathComponent("out.zip")
    let r = try CLI.run([
      "convert", unpacked.appendingPathComponent("apple_health_export/export.xml").path, out.path, "--to",
      "health", "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let check = try runProcess("python3", [Self.oracle, "archive", input.path, out.path])
    #expect(check.status == 0, "\(check.stdoutString)\(check.stderrString)")
  }

  @Test("a voltage that is not a number is a located error (file and line), exit 1, no output")
  func damagedECG() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.fixture(in: dir)
    let bad = dir.appendingPathComponent("bad.zip")
    let edit = """
      import sys, zipfile
      src, dst = zipfile.ZipFile(sys.argv[1]), zipfile.ZipFile(sys.argv[2], "w")
      for i in src.infolist():
          data = src.read(i)
          if i.filename.endswith("ecg_2025-06-14_1.csv"):
              lines = data.split(b"\\n"); lines[20] = b"12.5x"; data = b"\\n".join(lines)
          dst.writestr(i.filename, data)
      dst.close()
      """
    let made = try runProcess("python3", ["-c", edit, input.path, bad.path])
    try #require(made.status == 0, "\(made.stderrString)")
    let out = dir.appendingPathComponent("out.zip")
    let r = try CLI.run(["convert", bad.path, out.path, "--to", "health"])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("ecg_2025-06-14_1.csv") && r.stderrString.contains("21"), "\(r.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
