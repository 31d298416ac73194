import Foundation
import TestSupport
import Testing

/// `--to fhir` and `--from fhir` checked by an independent reader: every resource written parses with
/// fhir.resources' R4B models, the counts per resource type are the model's per kind, and model → FHIR →
/// model is the identity for what FHIR carries (`Tests/Scripts/fhir_oracle.py`).
@Suite(.serialized) struct FHIROracleTests {
  static let oracle = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fhir_oracle.py").path

  static func python(_ arguments: [String]) throws -> [String: Any] {
    let result = try runProcess("python3", [oracle] + arguments)
    #expect(result.status == 0, "\(result.stderrString)")
    return (try? JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]) ?? [:]
  }

  @discardableResult
  static func wkconv(_ arguments: [String]) throws -> ProcessResult {
    let result = try CLI.run(arguments)
    #expect(result.status == 0, "wkconv \(arguments.joined(separator: " ")): \(result.stderrString)")
    return result
  }

  /// Item kinds of a model NDJSON file, with the samples workouts carry counted as Observations too.
  static func modelCounts(_ ndjson: URL) throws -> [String: Int] {
    var counts: [String: Int] = [:]
    let text = try String(contentsOf: ndjson, encoding: .utf8)
    for line in text.split(separator: "\n") {
      guard let item = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let kind = item["kind"] as? String
      else { continue }
      counts[kind, default: 0] += 1
      // Heartbeat series have no FHIR resource (reported lost).
      counts["workoutSamples", default: 0] +=
        (item["samples"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String != "heartbeatSeries" }
        .count
      if kind == "opaque", item["name"] as? String == "ClinicalRecordFile" {
        counts["clinicalRecords", default: 0] += 1
      }
    }
    return counts
  }

  /// Converts each input to FHIR (a Bulk Data folder; the first also to a Bundle), to NDJSON, and the FHIR folder back to
  /// NDJSON; then one oracle process validates every output and compares every pair.
  static func check(_ inputs: [URL], in dir: URL, clinicalObservations: Int = 0) throws {
    var outputs: [String] = []
    var pairs: [String] = []
    var expected: [String: [String: Int]] = [:]
    for (i, input) in inputs.enumerated() {
      let fhir = dir.appendingPathComponent("fhir-\(i)/")
      let bundle = dir.appendingPathComponent("bundle-\(i).json")
      let source = dir.appendingPathComponent("source-\(i).ndjson")
      let back = dir.appendingPathComponent("back-\(i).ndjson")
      try wkconv(["convert", input.path, fhir.path, "--to", "fhir"])
      // One Bundle per check: the same writer as the folder's, in one document.
      if i == 0 { try wkconv(["convert", input.path, bundle.path, "--to", "fhir"]) }
      try wkconv(["convert", input.path, source.path, "--to", "ndjson"])
      try wkconv(["convert", fhir.path, back.path, "--to", "ndjson"])
      outputs += i == 0 ? [fhir.path, bundle.path] : [fhir.path]
      pairs += [source.path, back.path]
      let model = try modelCounts(source)
      let observations =
        ["quantity", "category", "correlation", "workout", "electrocardiogram", "workoutSamples"]
        .reduce(0) { $0 + (model[$1] ?? 0) }
      let clinical = model["clinicalRecords"] ?? 0
      expected[fhir.path] = [
        "Observation": observations + (clinical > 0 ? clinicalObservations : 0),
        "Patient": model["characteristics"] ?? 0,
      ]
      expected[bundle.path] = expected[fhir.path]
    }
    let result = try python(["check"] + outputs + ["--"] + pairs)
    let validation = result["validate"] as? [String: Any] ?? [:]
    #expect(
      (validation["invalid"] as? [Any])?.isEmpty == true, "invalid resources: \(validation["invalid"] ?? "?")"
    )
    #expect(
      (validation["dangling"] as? [Any])?.isEmpty == true,
      "dangling references: \(validation["dangling"] ?? "?")")
    #expect((validation["total"] as? Int ?? 0) > 0)
    let perOutput = validation["outputs"] as? [String: [String: Any]] ?? [:]
    for output in outputs {
      let types = perOutput[output]?["resourceTypes"] as? [String: Int] ?? [:]
      for (type, count) in expected[output] ?? [:] {
        #expect((types[type] ?? 0) == count, "\(output): \(type) \(types[type] ?? 0), model \(count)")
      }
    }
    let identity = result["identity"] as? [String: Any] ?? [:]
    for source in pairs.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
      let result = identity[source] as? [String: Any] ?? [:]
      let first = (result["mismatches"] as? [[String: Any]] ?? []).prefix(3).map {
        "\($0["item"] ?? "?") \($0["fields"] ?? "?")"
      }
      #expect(
        result["mismatchCount"] as? Int == 0, "\(source): \(result["mismatchCount"] ?? "?") differ: \(first)")
    }
  }

  @Test(
    "an export with every catalogued type and clinical records: valid R4, counts, identity, records carried")
  func catalogExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let model = dir.appendingPathComponent("catalog.ndjson")
    let made = try runProcess("python3", [Self.oracle, "catalog-export", model.path])
    #expect(made.status == 0, "\(made.stderrString)")
    let export = dir.appendingPathComponent("export.zip")
    try Self.wkconv(["convert", model.path, export.path, "--to", "health"])
    // The clinical records' files come out of export → export byte for byte.
    let again = dir.appendingPathComponent("again.zip")
    try Self.wkconv(["convert", export.path, again.path, "--to", "health"])
    for name in ["AllergyIntolerance-1A2B.json", "Observation-3C4D.json"] {
      let member = "apple_health_export/clinical-records/" + name
      let first = try runProcess("unzip", ["-p", export.path, member]).stdout
      let second = try runProcess("unzip", ["-p", again.path, member]).stdout
      #expect(!first.isEmpty && first == second, "\(name) not carried unchanged")
    }
    try Self.check([export], in: dir, clinicalObservations: 1)
    // --anonymize: no clinical record, no Patient, no birth date in any file, from the export or from FHIR.
    for (input, name) in [(export, "anonymous/"), (dir.appendingPathComponent("fhir-0"), "anonymous-again/")]
    {
      let anonymous = dir.appendingPathComponent(name)
      try Self.wkconv(["convert", input.path, anonymous.path, "--to", "fhir", "--anonymize"])
      let files = try FileManager.default.contentsOfDirectory(atPath: anonymous.path).sorted()
      #expect(files == ["Device.ndjson", "Observation.ndjson"], "\(name): \(files)")
      for file in files {
        let text = try String(contentsOf: anonymous.appendingPathComponent(file), encoding: .utf8)
        for secret in ["Penicillin", "1980-05-17", "Patient/p1", "2339-0"] {
          #expect(!text.contains(secret), "\(name)\(file) holds \(secret)")
        }
      }
    }
    // FHIR → FHIR keeps every resource, the clinical ones included.
    let fhir = dir.appendingPathComponent("fhir-0")
    let twice = dir.appendingPathComponent("twice/")
    try Self.wkconv(["convert", fhir.path, twice.path, "--to", "fhir"])
    for file in ["Observation.ndjson", "Device.ndjson", "Patient.ndjson", "AllergyIntolerance.ndjson"] {
      let a = try String(contentsOf: fhir.appendingPathComponent(file), encoding: .utf8).split(
        separator: "\n")
      let b = try String(contentsOf: twice.appendingPathComponent(file), encoding: .utf8).split(
        separator: "\n")
      #expect(a.sorted() == b.sorted(), "\(file) changed through FHIR → FHIR")
    }
  }

  @Test(
    "FIT, TCX, GPX and the real exports of the corpus: valid R4, counts, identity",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpus() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Each kind of input once: an export.xml that is also inside one of the zips is read there, and a
    // large export is cut to the first records of each of its types (every type, kind and unit it has,
    // not its thousands of repeats).
    let zips = SharedCorpus.files(in: "corpus/health", extension: "zip")
    let zipped = Set(
      try zips.map { try runProcess("unzip", ["-p", $0.path, "apple_health_export/export.xml"]).stdout })
    var exports: [URL] = []
    for xml in SharedCorpus.files(in: "corpus/health", extension: "xml") {
      let data = try Data(contentsOf: xml)
      if zipped.contains(data) { continue }
      if data.count < 1 << 20 {
        exports.append(xml)
        continue
      }
      let cut = dir.appendingPathComponent("cut-" + xml.lastPathComponent)
      let made = try runProcess("python3", [Self.oracle, "sample-export", xml.path, cut.path, "20"])
      #expect(made.status == 0, "\(made.stderrString)")
      exports.append(cut)
    }
    let inputs =
      Array(SharedCorpus.files(in: "corpus/fit", extension: "fit").prefix(3))
      + Array(SharedCorpus.files(in: "corpus/tcx", extension: "tcx").prefix(2))
      + Array(SharedCorpus.files(in: "corpus/gpx", extension: "gpx").prefix(2)) + exports + zips
    #expect(inputs.count >= 10 && zips.count >= 2, "corpus files missing")
    try Self.check(inputs, in: dir)
  }

  @Test("quantity series of every shape: runs of SampledData components, valid R4, identity through FHIR")
  func quantitySeries() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let model = dir.appendingPathComponent("series.ndjson")
    let made = try runProcess("python3", [Self.oracle, "series-model", model.path])
    #expect(made.status == 0, "\(made.stderrString)")
    try Self.check([model], in: dir)
    // The runs: the periods (ms) and entry counts of each sample's SampledData components.
    let text = try String(
      contentsOf: dir.appendingPathComponent("fhir-0/Observation.ndjson"), encoding: .utf8)
    var runs: [Int: [(period: Double, count: Int)]] = [:]
    for line in text.split(separator: "\n") {
      let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      #expect(o["extension"] == nil && o["valueQuantity"] != nil)
      let n = Int((o["id"] as? String ?? "").suffix(12)) ?? 0
      runs[n] = (o["component"] as? [[String: Any]] ?? []).compactMap {
        guard let sampled = $0["valueSampledData"] as? [String: Any] else { return nil }
        return (
          sampled["period"] as? Double ?? 0,
          (sampled["data"] as? String ?? "").split(separator: " ").count
        )
      }
    }
    let periods = runs.mapValues { $0.map(\.period) }
    let counts = runs.mapValues { $0.map(\.count) }
    #expect(periods[7] == [1000, 1000] && counts[7] == [60, 40], "a pause splits a regular series")
    #expect(periods[1] == [1, 1000] && counts[1] == [1, 50], "an instant, then 1 s intervals")
    #expect(periods[6] == [250] && periods[3] == [2000] && periods[4] == [1])
    #expect(counts[2]?.reduce(0, +) == 6 && (counts[2]?.count ?? 0) > 1, "irregular")
    #expect(counts[8]?.reduce(0, +) == 30 && counts[10]?.reduce(0, +) == 4)
  }

  @Test("Observations shaped as HealthKitOnFHIR writes them read with their types, units and times")
  func healthKitOnFHIR() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = dir.appendingPathComponent("hkof.ndjson")
    let expectedURL = dir.appendingPathComponent("expected.json")
    let made = try runProcess("python3", [Self.oracle, "hkof-fixture", fixture.path, expectedURL.path])
    #expect(made.status == 0, "\(made.stderrString)")
    // Detected by content: no --from.
    let out = try Self.wkconv(["convert", fixture.path, "-", "--to", "ndjson"])
    var read: [String: [String: Any]] = [:]
    for line in out.stdoutString.split(separator: "\n") {
      if let item = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let uuid = item["uuid"] as? String
      {
        read[uuid] = item
      }
    }
    let expected =
      try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [[String: Any]] ?? []
    #expect(expected.count == 10 && read.count == expected.count)
    for e in expected {
      let uuid = e["uuid"] as? String ?? ""
      let item = read[uuid] ?? [:]
      #expect(item["kind"] as? String == e["kind"] as? String, "\(uuid)")
      #expect(item["type"] as? String == e["type"] as? String, "\(uuid)")
      #expect(item["start"] as? String == e["start"] as? String, "\(uuid)")
      switch e["kind"] as? String {
      case "quantity":
        #expect(item["unit"] as? String == e["unit"] as? String, "\(uuid)")
        #expect(item["value"] as? Double == e["value"] as? Double, "\(uuid)")
      case "category":
        #expect(item["value"] as? Int == e["value"] as? Int, "\(uuid)")
        #expect(item["valueName"] as? String == e["unit"] as? String, "\(uuid)")
      default:
        let members = item["members"] as? [[String: Any]] ?? []
        #expect(members.map { $0["value"] as? Double } == (e["value"] as? [Double] ?? []), "\(uuid)")
        #expect(members.allSatisfy { $0["unit"] as? String == e["unit"] as? String }, "\(uuid)")
      }
    }
  }

  @Test("a line that is not JSON is a located error, and nothing is written")
  func badInput() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("bad.ndjson")
    try Data(
      (#"{"resourceType":"Observation","status":"final","code":{"text":"x"}}"# + "\n{not json\n").utf8
    ).write(to: input)
    let out = dir.appendingPathComponent("out.ndjson")
    let result = try CLI.run(["convert", input.path, out.path, "--to", "ndjson"])
    #expect(result.status != 0)
    #expect(
      result.stderrString.contains("bad.ndjson") && result.stderrString.contains(":2"),
      "\(result.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("the committed code table is what Formats/fhir/generate.py makes of the TSVs")
  func generatedTable() throws {
    let result = try runProcess(
      "python3", [TestPaths.formats.appendingPathComponent("fhir/generate.py").path, "--check"])
    #expect(result.status == 0, "\(result.stdoutString)")
  }
}
