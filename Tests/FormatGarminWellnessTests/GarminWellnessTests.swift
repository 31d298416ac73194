import FormatGarminWellness
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The Garmin account export's wellness JSON on a generated export (`Tests/Scripts/make_garmin_wellness.py`,
/// from LAYOUTS.md §7: no public sample exists), read inside the export zip beside an activity FIT file,
/// value by value against `Tests/Scripts/garmin_wellness_oracle.py`'s reading of the raw JSON.
@Suite struct GarminWellnessTests {
  static func script(_ name: String) -> String {
    TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/\(name)").path
  }

  static func makeExport(in dir: URL, fit: URL? = nil) throws -> URL {
    let zip = dir.appendingPathComponent("garmin-export.zip")
    let r = try runProcess(
      "python3", [script("make_garmin_wellness.py"), zip.path] + (fit.map { [$0.path] } ?? []))
    try #require(r.status == 0, "make_garmin_wellness.py: \(r.stderrString)")
    return zip
  }

  @Test(
    "export zip with wellness JSON and a FIT activity → NDJSON: every sleep, day total and biometric equals the raw JSON's; the FIT is read too",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func exportAgainstRawJSON() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = try Self.makeExport(
      in: dir, fit: SharedCorpus.url("corpus/fit/fitparse-sdk-example-Activity.fit"))
    let out = dir.appendingPathComponent("all.ndjson")
    let reportURL = dir.appendingPathComponent("report.json")
    let r = try CLI.run(["convert", zip.path, out.path, "--report", reportURL.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let oracle = try runProcess("python3", [Self.script("garmin_wellness_oracle.py"), zip.path, out.path])
    try #require(oracle.status == 0, "garmin_wellness_oracle.py: \(oracle.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: oracle.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    #expect(json["items"] as? Int == 25)
    #expect((json["counts"] as? [String: Int])?["StepCount"] == 3)
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(text.contains("\"kind\":\"workout\""), "the FIT member's workout")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: reportURL)) as? [String: Any])
    // Every item read is written or reported dropped.
    let read = report["itemsRead"] as? [String: Int] ?? [:]
    let written = report["itemsWritten"] as? [String: Int] ?? [:]
    let dropped = report["itemsDropped"] as? [String: Int] ?? [:]
    #expect(read["quantity"] == 23 && read["category"] == 2, "\(read)")
    for (kind, count) in read { #expect(count == (written[kind] ?? 0) + (dropped[kind] ?? 0), "\(kind)") }
    let warnings = report["warnings"] as? [[String: Any]] ?? []
    #expect(warnings.contains { ($0["code"] as? String) == "garminWellness.unmapped" })
    #expect(!warnings.contains { ($0["code"] as? String) == "archive.memberSkipped" }, "\(warnings)")
  }

  @Test("values through the unit machinery: grams → kg, cm → m; offsets from local − GMT across a DST change")
  func unitsAndOffsets() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bio = """
      [{"metaData": {"calendarDate": "2024-03-09T00:00:00.0"},
        "weight": {"weight": 58967.0, "timestampGMT": "2024-03-09T15:02:00.0"}, "height": 170.0}]
      """
    let days = """
      [{"calendarDate": "2024-03-10", "wellnessStartTimeGmt": "2024-03-10T08:00:00.0",
        "wellnessStartTimeLocal": "2024-03-10T00:00:00.0", "totalSteps": 0},
       {"calendarDate": "2024-03-11", "wellnessStartTimeGmt": "2024-03-11T07:00:00.0",
        "wellnessStartTimeLocal": "2024-03-11T00:00:00.0", "totalSteps": 1}]
      """
    #expect(GarminWellnessFormat().sniff(Array(bio.utf8)) == .yes)
    #expect(GarminWellnessFormat().sniff(Array(days.utf8)) == .yes)
    #expect(GarminWellnessFormat().sniff(Array("[{\"bpm\": 1}]".utf8)) == .no)
    func read(_ text: String) throws -> [QuantitySample] {
      let sink = DatasetSink()
      let reader = try #require(GarminWellnessFormat().makeReader(options: FormatOptions()))
      try reader.read(
        InputSource(data: Data(text.utf8), name: "m.json"), into: sink, context: ConversionContext())
      return sink.dataset.items.compactMap { if case .quantity(let q) = $0 { q } else { nil } }
    }
    let b = try read(bio)
    #expect(b.map(\.quantity) == [Quantity(58.967, .kilogram), Quantity(1.7, .meter)])
    let d = try read(days)
    #expect(d.map(\.header.start.utcOffset) == [-8 * 3600, -7 * 3600])
    #expect(d.map(\.quantity.value) == [0, 1])
  }

  @Test(
    "a member missing a required key is damage named with its file, record and key (exit 4); the other members are still read",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func damagedMember() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = try Self.makeExport(in: dir)
    let fix = """
      import json, sys, zipfile
      src, dst = sys.argv[1], sys.argv[2]
      with zipfile.ZipFile(src) as a, zipfile.ZipFile(dst, 'w') as b:
          for n in a.namelist():
              data = a.read(n)
              if 'UDSFile' in n:
                  days = json.loads(data); del days[1]['wellnessStartTimeGmt']; data = json.dumps(days)
              b.writestr(n, data)
      """
    let broken = dir.appendingPathComponent("broken.zip")
    let p = try runProcess("python3", ["-c", fix, zip.path, broken.path])
    try #require(p.status == 0, "\(p.stderrString)")
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", broken.path, out.path])
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("UDSFile") && r.stderrString.contains("wellnessStartTimeGmt"),
      "\(r.stderrString)")
    let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    #expect(text.contains("HKQuantityTypeIdentifierBodyMass") && text.contains("SleepAnalysis"))
  }
}
