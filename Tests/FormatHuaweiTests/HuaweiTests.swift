import FormatHuawei
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The HiTrack reader on the corpus file and its expected TCX (written by Huawei-TCX-Converter, read
/// here with ElementTree in `Tests/Scripts/huawei_oracle.py`): point by point, then FIT through Garmin's SDK.
@Suite struct HuaweiTests {
  static let hitrack = SharedCorpus.url("corpus/ecosystems/huawei/HiTrack_1551732120000155173259000030001")
  static let tcx = SharedCorpus.url(
    "corpus/ecosystems/huawei/expected/HiTrack_1551732120000155173259000030001.tcx")

  @Test(
    "HiTrack → NDJSON: route, heart rate and step cadence equal the raw records and the expected TCX point by point",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func againstExpectedTCX() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("h.ndjson")
    let r = try CLI.run([
      "convert", Self.hitrack.path, out.path, "--report", dir.appendingPathComponent("r.json").path,
    ])
    try #require(r.status == 0, "\(r.stderrString)")
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/huawei_oracle.py").path
    let oracle = try runProcess("python3", [script, Self.hitrack.path, Self.tcx.path, out.path])
    try #require(oracle.status == 0, "huawei_oracle.py: \(oracle.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: oracle.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    #expect(json["tcx"] as? [String: Int] == ["positions": 235, "hr": 91, "cadence": 8])
    // The 95 records of undocumented kinds (rs, p-m, b-p-m) are reported, not guessed.
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json")))
        as? [String: Any])
    let warnings = report["warnings"] as? [[String: Any]] ?? []
    #expect(warnings.contains { $0["code"] as? String == "huawei.unmapped" && $0["count"] as? Int == 95 })
  }

  @Test(
    "HiTrack → FIT: Garmin's SDK accepts it",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func fitThroughGarminSDK() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("h.fit")
    let r = try CLI.run(["convert", Self.hitrack.path, out.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let oracle = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, out.path, "--compact"])
    #expect(oracle.status == 0, "fit_oracle.py: \(oracle.stderrString)")
  }

  @Test("a damaged line is a located recovered error; the rest is read; sniffing wants a tp= record")
  func damagedLine() throws {
    let text = """
      tp=lbs;k=0;lat=50.1;lon=-3.5;alt=0.0;t=1.55173212E12;
      tp=h-r;k=1551732125000;v=abc;
      tp=h-r;k=1551732126000;v=101;
      tp=lbs;k=1;lat=50.2;lon=-3.4;alt=0.0;t=1.551732121E12;

      """
    #expect(HuaweiFormat().sniff(Array(text.utf8)) == .yes)
    #expect(HuaweiFormat().sniff(Array("{\"tp\": 1}".utf8)) == .no)
    let sink = DatasetSink()
    let context = ConversionContext(inputName: "HiTrack_x")
    let reader = try #require(HuaweiFormat().makeReader(options: FormatOptions()))
    try reader.read(InputSource(data: Data(text.utf8), name: "HiTrack_x"), into: sink, context: context)
    let error = try #require(context.report.recoveredErrors.first)
    #expect(error.location?.line == 2 && error.location?.file == "HiTrack_x" && error.message.contains("`v`"))
    guard case .workout(let w) = try #require(sink.dataset.items.first) else { return }
    #expect(w.routes.first?.locations.count == 2)
    #expect(w.routes.first?.locations.allSatisfy { $0.altitude == nil } == true)
    #expect(w.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series.map(\.value) == [101])
  }
}
