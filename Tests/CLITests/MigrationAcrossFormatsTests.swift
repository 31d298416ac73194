import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// `migrate-units` on FIT and health-export inputs changes only the selected samples (compared through NDJSON).
@Suite struct MigrationAcrossFormatsTests {
  func read(_ url: URL) throws -> [HealthItem] {
    try NDJSONWriter.items(from: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }

  /// Every item of `before` equals the one at the same place in `after`, except quantity samples of
  /// `type` in `from`, which must carry `expected(value)` in `to` (at top level or inside workouts).
  func expectOnlyMigrated(
    before: [HealthItem], after: [HealthItem], type: String, from: QuantityUnit, to: QuantityUnit,
    expected: (Double) -> Double
  ) -> Int {
    #expect(before.count == after.count)
    var migrated = 0
    func check(_ a: QuantitySample, _ b: QuantitySample) {
      if a.type == type && a.quantity.unit == from {
        migrated += 1
        #expect(b.quantity.unit == to)
        #expect(abs(b.quantity.value - expected(a.quantity.value)) <= 1e-9 * max(1, abs(b.quantity.value)))
        #expect(b.series.count == a.series.count)
        for (x, y) in zip(a.series, b.series) {
          #expect(abs(y.value - expected(x.value)) <= 1e-9 * max(1, abs(y.value)))
          #expect(x.start == y.start && x.end == y.end)
        }
        #expect(b.header.uuid != a.header.uuid)
        #expect(b.header.start == a.header.start && b.header.end == a.header.end)
      } else {
        #expect(a == b)
      }
    }
    for (x, y) in zip(before, after) {
      switch (x, y) {
      case (.quantity(let a), .quantity(let b)): check(a, b)
      case (.workout(var a), .workout(var b)):
        #expect(a.samples.count == b.samples.count)
        for (p, q) in zip(a.samples, b.samples) {
          if case .quantity(let qa) = p, case .quantity(let qb) = q { check(qa, qb) } else { #expect(p == q) }
        }
        a.samples = []
        b.samples = []
        if a.statistics.contains(where: { $0.type == type }) {
          a.statistics = a.statistics.filter { $0.type != type }
          b.statistics = b.statistics.filter { $0.type != type }
        }
        for i in a.events.indices where i < b.events.count {
          a.events[i].statistics = a.events[i].statistics.filter { $0.type != type }
          b.events[i].statistics = b.events[i].statistics.filter { $0.type != type }
        }
        for i in a.activities.indices where i < b.activities.count {
          a.activities[i].statistics = a.activities[i].statistics.filter { $0.type != type }
          b.activities[i].statistics = b.activities[i].statistics.filter { $0.type != type }
          for j in a.activities[i].events.indices where j < b.activities[i].events.count {
            a.activities[i].events[j].statistics = a.activities[i].events[j].statistics.filter {
              $0.type != type
            }
            b.activities[i].events[j].statistics = b.activities[i].events[j].statistics.filter {
              $0.type != type
            }
          }
        }
        #expect(a == b)
      default:
        #expect(x == y)
      }
    }
    return migrated
  }

  @Test func reinterpretOnAHealthExport() throws {
    let dir = try CLI.tempDir()
    let ndjson = dir.appendingPathComponent("temps.ndjson")
    try Data(try NDJSONWriter.text(of: try OperationsTests.thermometerItems()).utf8).write(to: ndjson)
    let export = dir.appendingPathComponent("export.zip")
    let made = try CLI.run(["convert", ndjson.path, export.path, "--quiet"])
    try #require(made.status == 0, "\(made.stderrString)")
    let reference = dir.appendingPathComponent("reference.ndjson")
    #expect(try CLI.run(["convert", export.path, reference.path, "--quiet"]).status == 0)
    let fixedZip = dir.appendingPathComponent("fixed.zip")
    let r = try CLI.run([
      "migrate-units", export.path, fixedZip.path, "--type", OperationsTests.bodyTemperature, "--reinterpret",
      "degC=degF", "--where", "value > 45", "--map", dir.appendingPathComponent("map.csv").path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let fixed = dir.appendingPathComponent("fixed.ndjson")
    #expect(try CLI.run(["convert", fixedZip.path, fixed.path, "--quiet"]).status == 0)
    let before = try read(reference)
    let after = try read(fixed)
    var migrated = 0
    for (a, b) in zip(before, after) {
      if case .quantity(let qa) = a, case .quantity(let qb) = b, qa.type == OperationsTests.bodyTemperature,
        qa.quantity.value > 45
      {
        migrated += 1
        #expect(qb.quantity == Quantity(qa.quantity.value, .degreeFahrenheit))
        // The export carries no UUIDs: identity is derived from content, so it changes with the unit.
        #expect(qb.header.metadata[MetadataKeys.unitMigration] != nil)
      } else {
        #expect(a == b)
      }
    }
    #expect(migrated == 5)
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func convertOnAFITFile() throws {
    let dir = try CLI.tempDir()
    let fit = SharedCorpus.url("corpus/fit/fitparse-edge810-vector-power-ride.fit")
    let reference = dir.appendingPathComponent("reference.ndjson")
    let ref = try CLI.run(["convert", fit.path, reference.path, "--quiet"])
    try #require(ref.status == 0, "\(ref.stderrString)")
    let migratedURL = dir.appendingPathComponent("migrated.ndjson")
    let r = try CLI.run([
      "migrate-units", fit.path, migratedURL.path, "--type", "HKQuantityTypeIdentifierHeartRate", "--convert",
      "count/min=count/s", "--map", dir.appendingPathComponent("map.ndjson").path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let count = expectOnlyMigrated(
      before: try read(reference), after: try read(migratedURL), type: "HKQuantityTypeIdentifierHeartRate",
      from: .countPerMinute, to: .countPerSecond, expected: { $0 / 60 })
    #expect(count >= 1)
    // Reinterpret on the same file: values kept, unit changed.
    let reinterpreted = dir.appendingPathComponent("reinterpreted.ndjson")
    let r2 = try CLI.run([
      "migrate-units", fit.path, reinterpreted.path, "--type", "HKQuantityTypeIdentifierCyclingPower",
      "--reinterpret",
      "W=kJ/hr", "--map", dir.appendingPathComponent("map2.csv").path, "--quiet",
    ])
    #expect(r2.status == 0, "\(r2.stderrString)")
    let count2 = expectOnlyMigrated(
      before: try read(reference), after: try read(reinterpreted),
      type: "HKQuantityTypeIdentifierCyclingPower",
      from: .watt, to: try QuantityUnit(parsing: "kJ/hr"), expected: { $0 })
    #expect(count2 >= 1)
  }
}
