import Foundation
import TestSupport
import Testing

/// An activity and body measurements from one input to a directory output, one file each (issue 18,
/// bullet 4): `convert export.zip out/ --to fit` writes the workout's FIT file, a `weight_scale` FIT
/// file and a `blood_pressure` FIT file. Garmin's SDK accepts each (`fit_oracle.py`), and fitdecode reads
/// the export's values (ElementTree) back (`body_files_oracle.py`).
@Suite struct BodyFilesTests {
  @Test(
    "export.zip out/ --to fit: the activity, <input>-weight.fit and <input>-blood-pressure.fit, each valid, same values",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func activityAndBodyFiles() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let made = try runProcess(
      "python3", [script, "body", TestPaths.samples.appendingPathComponent("export.zip").path, dir.path])
    try #require(made.status == 0, "\(made.stderrString)")
    let export = dir.appendingPathComponent("body-export.zip")
    let out = dir.appendingPathComponent("out")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", export.path, out.path + "/", "--to", "fit", "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(
      names.contains("body-export-weight.fit") && names.contains("body-export-blood-pressure.fit"), "\(names)"
    )
    let workouts = names.filter {
      $0.hasSuffix(".fit") && !$0.contains("-weight") && !$0.contains("-blood-pressure")
    }
    #expect(workouts.count == 1, "\(names)")
    for name in names where name.hasSuffix(".fit") {
      let oracle = try runProcess(
        "python3",
        [
          SharedCorpus.url("formats/fit/fit_oracle.py").path, out.appendingPathComponent(name).path,
          "--compact",
        ])
      #expect(oracle.status == 0, "fit_oracle.py \(name): \(oracle.stderrString)")
    }
    let compare = try runProcess(
      "python3",
      [
        "-W", "ignore",
        TestPaths.packageRoot.appendingPathComponent("Tests/CLITests/body_files_oracle.py").path,
        export.path, out.appendingPathComponent("body-export-weight.fit").path,
        out.appendingPathComponent("body-export-blood-pressure.fit").path,
      ])
    #expect(compare.status == 0, "\(compare.stdoutString)\(compare.stderrString)")
    // The body items are counted written, not left to body-export.ndjson.
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let outputs = json["outputs"] as? [String] ?? []
    #expect(outputs.contains { $0.hasSuffix("body-export-weight.fit") })
    let side = try String(contentsOf: out.appendingPathComponent("body-export.ndjson"), encoding: .utf8)
    #expect(!side.contains("HKQuantityTypeIdentifierBodyMass\"") && !side.contains("BloodPressure"))
  }
}
