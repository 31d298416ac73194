import Foundation
import TestSupport
import Testing

/// `wkconv convert … --to omh`: every data point validates against the committed IEEE 1752.1 and Open mHealth
/// schemas (`Formats/omh`, with the `jsonschema` package and `$ref`s resolved only from those files), the
/// data points per schema are the model's items per kind (the same input converted to NDJSON), and each
/// value and time equals the model's, unit-converted (`Tests/Scripts/omh_oracle.py`, one process for all
/// inputs). What Open mHealth has no schema for is in the report, and the report accounts for every item.
@Suite struct OpenMHealthTests {
  static let oracle = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/omh_oracle.py").path
  static let schemas = TestPaths.packageRoot.appendingPathComponent("Formats/omh").path
  static let jsonschemaAvailable: Bool =
    (try? runProcess("python3", ["-c", "import jsonschema, referencing, rfc3339_validator"]).status == 0)
    ?? false
  static let skip = Comment(
    rawValue:
      "skipped: needs the Python packages jsonschema and rfc3339-validator (.ci/requirements.txt); WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  /// Converts each input to `<name>.omh.ndjson` (format from the name) and `<name>.ndjson`, runs the oracle
  /// over all of them once and returns its data-point counts per file; `reports` gets each omh report.
  static func check(_ inputs: [(URL, String)], in dir: URL) throws -> [String: [String: Int]] {
    var arguments = ["check", schemas]
    for (input, name) in inputs {
      let omh = dir.appendingPathComponent(name + ".omh.ndjson")
      let report = dir.appendingPathComponent(name + ".report.json")
      let r = try CLI.run(["convert", input.path, omh.path, "--quiet", "--force", "--report", report.path])
      try #require(r.status == 0, "\(name) → omh: \(r.stderrString)")
      let model = dir.appendingPathComponent(name + ".ndjson")
      let m = try CLI.run(["convert", input.path, model.path, "--quiet", "--force"])
      try #require(m.status == 0, "\(name) → ndjson: \(m.stderrString)")
      try checkAccounting(report)
      arguments += [omh.path, model.path]
    }
    let result = try runProcess("python3", [oracle] + arguments)
    try #require(result.status == 0, "omh_oracle.py: \(result.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    return json["points"] as? [String: [String: Int]] ?? [:]
  }

  /// Every item read is written or reported dropped.
  static func checkAccounting(_ report: URL) throws {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let read = json["itemsRead"] as? [String: Int] ?? [:]
    let written = json["itemsWritten"] as? [String: Int] ?? [:]
    let dropped = json["itemsDropped"] as? [String: Int] ?? [:]
    for (kind, count) in read {
      #expect(count == (written[kind] ?? 0) + (dropped[kind] ?? 0), "\(report.lastPathComponent) \(kind)")
    }
  }

  /// The losses of a report, as "kind object".
  static func losses(_ report: URL) throws -> Set<String> {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let losses = json["losses"] as? [[String: Any]] ?? []
    return Set(losses.map { "\($0["kind"] as? String ?? "") \($0["object"] as? String ?? "")" })
  }

  @Test(
    "a generated export (heart rate, steps, weight in kg/lb/st, blood pressure, sleep stages, workouts) validates and equals the model",
    .enabled(if: jsonschemaAvailable || SharedCorpus.isRequired, skip))
  func generatedExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("export.xml")
    let made = try runProcess("python3", [Self.oracle, "make-export", export.path])
    try #require(made.status == 0, "\(made.stderrString)")
    let points = try Self.check([(export, "generated")], in: dir)
    #expect(
      points["generated.omh.ndjson"] == [
        "heart-rate": 60, "step-count": 20, "body-weight": 10, "blood-pressure": 10, "sleep-episode": 40,
        "physical-activity": 10,
      ])
    let lost = try Self.losses(dir.appendingPathComponent("generated.report.json"))
    for expected in [
      "quantity OxygenSaturation", "category MindfulSession", "category SleepAnalysis in bed/awake",
      "sleep stage sleep episode", "workout statistics workout", "exportInfo input", "source sample",
    ] {
      #expect(lost.contains(expected), "no loss \(expected): \(lost.sorted())")
    }
  }

  @Test(
    "a FIT run and a real Apple export validate and equal the model",
    .enabled(if: (SharedCorpus.shouldRun && jsonschemaAvailable) || SharedCorpus.isRequired, skip))
  func corpus() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let points = try Self.check(
      [
        (SharedCorpus.url("corpus/fit/fitparse-fenix5-run.fit"), "run"),
        (SharedCorpus.url("corpus/health/hkimport-export.xml"), "hkimport"),
      ], in: dir)
    #expect(points["run.omh.ndjson"]?["physical-activity"] == 1)
    #expect((points["run.omh.ndjson"]?["heart-rate"] ?? 0) > 0)
    #expect((points["hkimport.omh.ndjson"]?["step-count"] ?? 0) > 0)
    let lost = try Self.losses(dir.appendingPathComponent("run.report.json"))
    #expect(lost.contains("route points workout"), "\(lost.sorted())")
    #expect(lost.contains("lap events workout"), "\(lost.sorted())")
  }

  @Test("the output format follows from a .omh.ndjson name; omh is written only")
  func formatFromName() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("run.omh.ndjson")
    let input = TestPaths.packageRoot.appendingPathComponent("Samples/morning-run.ndjson")
    let r = try CLI.run(["convert", input.path, out.path, "--quiet", "--force"])
    try #require(r.status == 0, "\(r.stderrString)")
    let first = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").first ?? ""
    #expect(
      first.contains("{\"header\":{\"uuid\":") && first.contains("\"schema_id\":{\"namespace\":\"ieee\""))
    let back = try CLI.run([
      "convert", out.path, dir.appendingPathComponent("back.ndjson").path, "--from", "omh",
    ])
    #expect(back.status != 0)
  }
}
