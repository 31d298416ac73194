import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Issue 16, unit repair: what a clinician with a mis-unit thermometer and glucose meter expects.
@Suite struct UnitRepairTests {
  static let glucose = "HKQuantityTypeIdentifierBloodGlucose"
  static let bodyTemperature = "HKQuantityTypeIdentifierBodyTemperature"

  /// A meter stored in mmol/L: six real mmol/L readings and five mg/dL readings stored as mmol/L
  /// (40–78 are plausible as mmol/L by the range alone; 120 and 250 are not).
  static func glucoseItems() throws -> [HealthItem] {
    let t0 = try #require(ISO8601Timestamp.parse("2024-03-01T08:00:00Z"))
    let values: [Double] = [5.2, 40, 6.1, 55, 7.4, 78, 4.8, 120, 9.9, 250, 12.5]
    return values.enumerated().map { i, value in
      let start = t0.adding(Double(i) * 3600)
      return .quantity(
        QuantitySample(
          header: SampleHeader(
            uuid: Identity.uuidV5(name: "glucose \(i)"), start: start, end: start,
            source: Source(name: "GlucoMeter")),
          type: glucose, quantity: Quantity(value, .millimolePerLiterBloodGlucose)))
    }
  }

  func write(_ items: [HealthItem], to url: URL) throws {
    try Data(try NDJSONWriter.text(of: items).utf8).write(to: url)
  }

  func read(_ url: URL) throws -> [HealthItem] {
    try NDJSONWriter.items(from: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }

  /// Splits a suggested command line (words, single-quoted words) as a POSIX shell would.
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quoted = false
    for ch in line {
      if quoted {
        if ch == "'" { quoted = false } else { current.append(ch) }
      } else if ch == "'" {
        quoted = true
        inWord = true
      } else if ch == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(ch)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func reinterpretAndConvertMustKeepTheTypesDimension() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("temps.ndjson")
    try write(try OperationsTests.thermometerItems(), to: input)
    for mode in ["--reinterpret", "--convert"] {
      let out = dir.appendingPathComponent("kg\(mode).ndjson")
      let r = try CLI.run([
        "migrate-units", input.path, out.path, "--type", Self.bodyTemperature, mode, "degC=kg", "--map",
        dir.appendingPathComponent("map.csv").path,
      ])
      #expect(r.status != 0, "\(mode) degC=kg was accepted")
      #expect(r.stderrString.contains("kg is a mass"), "\(r.stderrString)")
      #expect(r.stderrString.contains("\(Self.bodyTemperature) is a temperature"), "\(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("map.csv").path))
    }
    // The reverse side too: a unit of the right dimension on the left, a wrong one on the right.
    let r = try CLI.run([
      "migrate-units", input.path, "--type", Self.bodyTemperature, "--reinterpret", "degF=count/min",
      "--dry-run",
    ])
    #expect(r.status != 0)
    #expect(r.stderrString.contains("count/min is a frequency"), "\(r.stderrString)")
  }

  @Test func molarDisplaySpellingMatchesTheStoredGlucoseUnit() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("glucose.ndjson")
    try write(try Self.glucoseItems(), to: input)
    let dry = try CLI.run([
      "migrate-units", input.path, "--type", Self.glucose, "--reinterpret", "mmol/L=mg/dL", "--where",
      "value > 20", "--dry-run",
    ])
    #expect(dry.status == 0, "\(dry.stderrString)")
    #expect(
      dry.stdoutString.contains("mmol/L matches the stored unit mmol<180.1558800000541>/L"),
      "\(dry.stdoutString)")
    #expect(dry.stdoutString.contains("5 samples would be migrated"), "\(dry.stdoutString)")
    // A unit that matches nothing says which units the type is stored in.
    let none = try CLI.run([
      "migrate-units", input.path, "--type", Self.glucose, "--reinterpret", "mg/dL=mmol/L", "--dry-run",
    ])
    #expect(none.status == 0, "\(none.stderrString)")
    #expect(
      none.stdoutString.contains("stored units: mmol<180.1558800000541>/L (11)"), "\(none.stdoutString)")
  }

  @Test func lowOutliersAreFlaggedAndTheSuggestedCommandRepairsEverything() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("glucose.ndjson")
    try write(try Self.glucoseItems(), to: input)
    let inspect = try CLI.run(["inspect", "--units", "glucose.ndjson"], in: dir)
    #expect(inspect.status == 0, "\(inspect.stderrString)")
    let text = inspect.stdoutString
    #expect(
      text.contains(
        "2 of 11 values implausible, 3 more in the same group (5 values, 40…250 mmol<180.1558800000541>/L)"),
      "\(text)")
    #expect(text.contains("plausible as mg/dL"), "\(text)")
    let fix = try #require(text.split(separator: "\n").first { $0.hasPrefix("  fix: ") }).dropFirst(
      "  fix: ".count)
    var words = Self.shellWords(String(fix))
    #expect(words.first == "wkconv")
    #expect(words.contains("value > 30"), "\(words)")
    words.removeFirst()
    let run = try CLI.run(words, in: dir)
    #expect(run.status == 0, "\(run.stderrString)")
    #expect(run.stderrString.contains("migrated 5 samples"), "\(run.stderrString)")
    let fixed = try read(dir.appendingPathComponent("glucose-fixed.ndjson"))
    for case .quantity(let q) in fixed {
      let mgdL = try q.quantity.doubleValue(for: try QuantityUnit(parsing: "mg/dL"))
      #expect((35...260).contains(mgdL), "\(q.quantity) is \(mgdL) mg/dL")
    }
    let after = try CLI.run(["inspect", "--units", "glucose-fixed.ndjson"], in: dir)
    #expect(after.stdoutString.contains("no suspicious units found"), "\(after.stdoutString)")
  }

  @Test func highOutliersInAnMgPerDLMeterAreFlaggedOnTheLowSide() throws {
    // The other side: a meter in mg/dL that stored mmol/L readings (5.5 mg/dL is implausible, 14 is not).
    let dir = try CLI.tempDir()
    let t0 = try #require(ISO8601Timestamp.parse("2024-03-01T08:00:00Z"))
    let mgdL = try QuantityUnit(parsing: "mg/dL")
    let values: [Double] = [95, 5.5, 110, 7.2, 130, 14, 88, 160]
    let items: [HealthItem] = values.enumerated().map { i, v in
      let start = t0.adding(Double(i) * 3600)
      return .quantity(
        QuantitySample(
          header: SampleHeader(
            uuid: Identity.uuidV5(name: "mgdl \(i)"), start: start, end: start, source: Source(name: "Meter")),
          type: Self.glucose, quantity: Quantity(v, mgdL)))
    }
    try write(items, to: dir.appendingPathComponent("g.ndjson"))
    let inspect = try CLI.run(["inspect", "--units", "g.ndjson"], in: dir)
    #expect(
      inspect.stdoutString.contains(
        "2 of 8 values implausible, 1 more in the same group (3 values, 5.5…14 mg/dL)"),
      "\(inspect.stdoutString)")
    let fix = try #require(inspect.stdoutString.split(separator: "\n").first { $0.hasPrefix("  fix: ") })
      .dropFirst("  fix: ".count)
    let words = Self.shellWords(String(fix))
    #expect(words.contains("value < 50"), "\(words)")
    #expect(try CLI.run(Array(words.dropFirst()), in: dir).status == 0)
    let after = try CLI.run(["inspect", "--units", "g-fixed.ndjson"], in: dir)
    #expect(after.stdoutString.contains("no suspicious units found"), "\(after.stdoutString)")
  }

  @Test func unknownTypeAndSourceAreErrorsNamingTheClosest() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("temps.ndjson")
    try write(try OperationsTests.thermometerItems(), to: input)
    let out = dir.appendingPathComponent("out.ndjson")
    let map = dir.appendingPathComponent("map.csv")
    let type = try CLI.run([
      "migrate-units", input.path, out.path, "--type", "HKQuantityTypeIdentifierBodyTemprature",
      "--reinterpret", "degC=degF",
      "--map", map.path,
    ])
    #expect(type.status == 2, "\(type.stderrString)")
    #expect(
      type.stderrString.contains("did you mean 'HKQuantityTypeIdentifierBodyTemperature'"),
      "\(type.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(!FileManager.default.fileExists(atPath: map.path))
    let source = try CLI.run([
      "migrate-units", input.path, out.path, "--type", Self.bodyTemperature, "--reinterpret", "degC=degF",
      "--source",
      "ThermoAp", "--map", map.path,
    ])
    #expect(source.status == 2, "\(source.stderrString)")
    #expect(source.stderrString.contains("did you mean 'ThermoApp'"), "\(source.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let dry = try CLI.run([
      "migrate-units", input.path, "--type", Self.bodyTemperature, "--reinterpret", "degC=degF", "--source",
      "thermo", "--dry-run",
    ])
    #expect(dry.status == 2)
    #expect(dry.stderrString.contains("'ThermoApp'"), "\(dry.stderrString)")
  }

  @Test func preferSourceNamingNoSourceIsAnErrorAndDropsNothing() throws {
    let dir = try CLI.tempDir()
    let start = try #require(ISO8601Timestamp.parse("2024-04-01T07:00:00Z"))
    func run(_ source: String, offset: Double) -> HealthItem {
      .workout(
        Workout(
          header: SampleHeader(
            uuid: Identity.uuidV5(name: source), start: start.adding(offset),
            end: start.adding(3600 + offset),
            source: Source(name: source)),
          activityType: .running))
    }
    let a = dir.appendingPathComponent("a.ndjson")
    let b = dir.appendingPathComponent("b.ndjson")
    try write([run("Forerunner 15", offset: 0)], to: a)
    try write([run("Edge 530", offset: 20)], to: b)
    let out = dir.appendingPathComponent("m.ndjson")
    let r = try CLI.run(["merge", a.path, b.path, out.path, "--prefer-source", "garmin"])
    #expect(r.status == 2, "\(r.stderrString)")
    #expect(r.stderrString.contains("--prefer-source garmin"), "\(r.stderrString)")
    #expect(
      r.stderrString.contains("'Edge 530'") && r.stderrString.contains("'Forerunner 15'"), "\(r.stderrString)"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let close = try CLI.run(["merge", a.path, b.path, out.path, "--prefer-source", "Forerunner15"])
    #expect(close.status == 2)
    #expect(close.stderrString.contains("did you mean 'Forerunner 15'"), "\(close.stderrString)")
  }

  @Test func inspectUnitsOnDamagedInputReportsTheDamage() throws {
    let r = try CLI.run([
      "inspect", "--units", TestPaths.samples.appendingPathComponent("damaged/ride-truncated.fit").path,
    ])
    #expect(r.status == 4, "\(r.stdoutString) \(r.stderrString)")
    #expect(r.stdoutString.contains("before the damage"), "\(r.stdoutString)")
    #expect(!r.stderrString.isEmpty)
  }

  @Test func dedupeOfAFileConcatenatedWithItselfKeepsExportInfoAndCharacteristicsOnce() throws {
    let dir = try CLI.tempDir()
    let t0 = try #require(ISO8601Timestamp.parse("2024-03-01T08:00:00Z"))
    var items: [HealthItem] = [
      .exportInfo(ExportInfo(exportDate: t0, locale: "en_US", formatVersion: 14)),
      .characteristics(
        Characteristics(entries: [
          KeyValue("HKCharacteristicTypeIdentifierBiologicalSex", "HKBiologicalSexFemale")
        ])),
    ]
    items += try Self.glucoseItems()
    let text = try NDJSONWriter.text(of: items)
    let twice = dir.appendingPathComponent("twice.ndjson")
    try Data((text + text).utf8).write(to: twice)
    let out = dir.appendingPathComponent("once.ndjson")
    let r = try CLI.run(["dedupe", twice.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(try read(out) == items)
    #expect(r.stderrString.contains("2 repeated records without UUID"), "\(r.stderrString)")
  }
}
