import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The thermometer case and friends, end to end through the built binary on NDJSON.
@Suite struct OperationsTests {
  static let bodyTemperature = "HKQuantityTypeIdentifierBodyTemperature"

  /// Ten readings: five correct degC, five that an app stored as degC but meant degF; half with sync ids.
  static func thermometerItems() throws -> [HealthItem] {
    let t0 = try #require(ISO8601Timestamp.parse("2024-01-10T08:00:00+01:00"))
    var items: [HealthItem] = []
    let values: [Double] = [36.6, 98.6, 37.1, 99.5, 36.9, 100.4, 37.4, 98.2, 36.5, 97.9]
    for (i, value) in values.enumerated() {
      var metadata = Metadata()
      if i % 2 == 1 {
        metadata.append(MetadataKeys.syncIdentifier, .string("thermo-\(i)"))
        metadata.append(MetadataKeys.syncVersion, .integer(1))
      }
      let start = t0.adding(Double(i) * 3600)
      items.append(
        .quantity(
          QuantitySample(
            header: SampleHeader(
              uuid: Identity.uuidV5(name: "thermo \(i)"), start: start, end: start,
              source: Source(name: i % 2 == 1 ? "ThermoApp" : "Health"), metadata: metadata),
            type: bodyTemperature, quantity: Quantity(value, .degreeCelsius))))
    }
    items.append(
      .quantity(
        QuantitySample(
          header: SampleHeader(
            uuid: Identity.uuidV5(name: "steps"), start: t0, end: t0.adding(60), source: Source(name: "Phone")
          ),
          type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(80, .count))))
    return items
  }

  func write(_ items: [HealthItem], to url: URL) throws {
    try Data(try NDJSONWriter.text(of: items).utf8).write(to: url)
  }

  func read(_ url: URL) throws -> [HealthItem] {
    try NDJSONWriter.items(from: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }

  @Test func thermometerMigrationEndToEnd() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("temps.ndjson")
    let items = try Self.thermometerItems()
    try write(items, to: input)

    // inspect --units finds the five and suggests the fix.
    let inspect = try CLI.run(["inspect", "--units", input.path])
    #expect(inspect.status == 0, "\(inspect.stderrString)")
    #expect(inspect.stdoutString.contains("from ThermoApp in degC: 5 of 5 values implausible"))
    #expect(!inspect.stdoutString.contains("from Health"))
    #expect(inspect.stdoutString.contains("--reinterpret degC=degF"))
    #expect(inspect.stdoutString.contains("--where 'value > "))

    // Dry run writes nothing.
    let output = dir.appendingPathComponent("fixed.ndjson")
    let map = dir.appendingPathComponent("map.csv")
    let dry = try CLI.run([
      "migrate-units", input.path, output.path, "--type", Self.bodyTemperature, "--reinterpret", "degC=degF",
      "--where", "value > 45", "--map", map.path, "--dry-run",
    ])
    #expect(dry.status == 0, "\(dry.stderrString)")
    #expect(dry.stdoutString.contains("5 samples would be migrated"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(!FileManager.default.fileExists(atPath: map.path))

    let run = try CLI.run([
      "migrate-units", input.path, output.path, "--type", Self.bodyTemperature, "--reinterpret", "degC=degF",
      "--where", "value > 45", "--map", map.path,
    ])
    #expect(run.status == 0, "\(run.stderrString)")
    let after = try read(output)
    #expect(after.count == items.count)
    let oldByUUID = Dictionary(
      uniqueKeysWithValues: items.compactMap { item -> (UUID, QuantitySample)? in
        if case .quantity(let q) = item { return (q.header.uuid, q) }
        return nil
      })
    let mapLines = String(decoding: try Data(contentsOf: map), as: UTF8.self).split(separator: "\n")
      .dropFirst()
    #expect(mapLines.count == 5)
    var newUUIDs: Set<UUID> = []
    for line in mapLines {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let old = try #require(UUID(uuidString: fields[0]))
      let new = try #require(UUID(uuidString: fields[1]))
      newUUIDs.insert(new)
      let original = try #require(oldByUUID[old])
      #expect(original.quantity.value > 45)
      // Originals are gone, replacements present with the same value in degF.
      #expect(!after.contains { $0.header?.uuid == old })
      let replacement = try #require(
        after.compactMap { item -> QuantitySample? in
          if case .quantity(let q) = item, q.header.uuid == new { return q }
          return nil
        }.first)
      #expect(replacement.quantity == Quantity(original.quantity.value, .degreeFahrenheit))
      #expect(try replacement.quantity.doubleValue(for: .degreeCelsius) < 40)
      #expect(replacement.header.start == original.header.start)
      #expect(
        replacement.header.metadata[MetadataKeys.unitMigration]?.stringValue.hasPrefix(
          "reinterpret degC→degF") == true)
      if original.header.syncIdentifier != nil {
        #expect(replacement.header.syncIdentifier == original.header.syncIdentifier)
        #expect(replacement.header.syncVersion == (original.header.syncVersion ?? 0) + 1)
      }
    }
    // Everything else is unchanged.
    for item in after where !newUUIDs.contains(item.header!.uuid) {
      #expect(items.contains(item))
    }

    // Running it again changes nothing.
    let output2 = dir.appendingPathComponent("fixed2.ndjson")
    let map2 = dir.appendingPathComponent("map2.csv")
    let again = try CLI.run([
      "migrate-units", output.path, output2.path, "--type", Self.bodyTemperature, "--reinterpret",
      "degC=degF",
      "--where", "value > 45", "--map", map2.path,
    ])
    #expect(again.status == 0)
    #expect(try Data(contentsOf: output2) == (try Data(contentsOf: output)))
    #expect(String(decoding: try Data(contentsOf: map2), as: UTF8.self).split(separator: "\n").count == 1)
    let inspectAfter = try CLI.run(["inspect", "--units", output.path])
    #expect(inspectAfter.stdoutString.contains("no suspicious units found"))
  }

  @Test func convertKeepsMeaningAndOtherValues() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("energy.ndjson")
    let t = try #require(ISO8601Timestamp.parse("2024-02-01T10:00:00Z"))
    let items: [HealthItem] = [
      .quantity(
        QuantitySample(
          header: SampleHeader(uuid: Identity.uuidV5(name: "e1"), start: t, end: t.adding(600)),
          type: "HKQuantityTypeIdentifierActiveEnergyBurned", quantity: Quantity(100, .kilocalorie),
          series: [
            QuantitySeriesEntry(value: 60, start: t.date, end: t.date.addingTimeInterval(300)),
            QuantitySeriesEntry(
              value: 40, start: t.date.addingTimeInterval(300), end: t.date.addingTimeInterval(600)),
          ])),
      .quantity(
        QuantitySample(
          header: SampleHeader(uuid: Identity.uuidV5(name: "hr"), start: t, end: t),
          type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(70, .countPerMinute))),
    ]
    try write(items, to: input)
    let output = dir.appendingPathComponent("kj.ndjson")
    let r = try CLI.run([
      "migrate-units", input.path, output.path, "--type", "HKQuantityTypeIdentifierActiveEnergyBurned",
      "--convert", "kcal=kJ", "--map", dir.appendingPathComponent("map.ndjson").path,
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let after = try read(output)
    guard case .quantity(let energy) = after[0] else { Issue.record("expected a quantity"); return }
    #expect(energy.quantity == Quantity(418.4, .kilojoule))
    #expect(energy.series.map(\.value) == [251.04, 167.36])
    #expect(after[1] == items[1])
    let cross = try CLI.run([
      "migrate-units", input.path, output.path, "--force", "--type",
      "HKQuantityTypeIdentifierActiveEnergyBurned",
      "--convert", "kcal=km", "--map", dir.appendingPathComponent("map.csv").path,
    ])
    #expect(cross.status == 1)
    #expect(cross.stderrString.contains("kcal") && cross.stderrString.contains("km"))
  }

  @Test func dedupeOfAnInputConcatenatedWithItselfGivesTheInput() throws {
    let dir = try CLI.tempDir()
    let items = try Self.thermometerItems()
    let input = dir.appendingPathComponent("once.ndjson")
    try write(items, to: input)
    let twice = dir.appendingPathComponent("twice.ndjson")
    try write(items + items, to: twice)
    let out = dir.appendingPathComponent("deduped.ndjson")
    let r = try CLI.run(["dedupe", twice.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(try Data(contentsOf: out) == (try Data(contentsOf: input)))
    #expect(r.stderrString.contains("removed \(items.count)"))
  }

  @Test func dedupeKeepsHighestSyncVersionAndCorrelationMembersOnce() throws {
    let dir = try CLI.tempDir()
    let t = try #require(ISO8601Timestamp.parse("2024-03-01T09:00:00Z"))
    func weight(_ value: Double, version: Int64, id: String) -> QuantitySample {
      QuantitySample(
        header: SampleHeader(
          uuid: Identity.uuidV5(name: "w\(version)"), start: t, end: t, source: Source(name: "Scale"),
          metadata: [MetadataKeys.syncIdentifier: .string(id), MetadataKeys.syncVersion: .integer(version)]),
        type: "HKQuantityTypeIdentifierBodyMass", quantity: Quantity(value, .kilogram))
    }
    let systolic = QuantitySample(
      header: SampleHeader(uuid: Identity.uuidV5(name: "sys"), start: t, end: t),
      type: "HKQuantityTypeIdentifierBloodPressureSystolic", quantity: Quantity(120, .millimeterOfMercury))
    let correlation = Correlation(
      header: SampleHeader(uuid: Identity.uuidV5(name: "bp"), start: t, end: t),
      type: "HKCorrelationTypeIdentifierBloodPressure", members: [.quantity(systolic)])
    let items: [HealthItem] = [
      .quantity(weight(80, version: 1, id: "a")), .quantity(weight(81, version: 3, id: "a")),
      .quantity(weight(80.5, version: 2, id: "a")), .quantity(systolic), .correlation(correlation),
    ]
    let input = dir.appendingPathComponent("in.ndjson")
    try write(items, to: input)
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["dedupe", input.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    let after = try read(out)
    #expect(after == [.quantity(weight(81, version: 3, id: "a")), .correlation(correlation)])
    #expect(r.stderrString.contains("2 older sync version"))
    #expect(r.stderrString.contains("1 correlation members"))
  }

  @Test func mergeOfOverlappingInputsGivesTheirUnionAndReportsOverlaps() throws {
    let dir = try CLI.tempDir()
    let items = try Self.thermometerItems()
    let a = dir.appendingPathComponent("a.ndjson")
    let b = dir.appendingPathComponent("b.ndjson")
    try write(Array(items[0..<7]), to: a)
    try write(Array(items[4...]), to: b)
    let out = dir.appendingPathComponent("union.ndjson")
    let r = try CLI.run(["merge", a.path, b.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(try read(out) == items)
    #expect(r.stderrString.contains("removed 3"))

    // Two recordings of one ride: reported, and resolved by source priority.
    let start = try #require(ISO8601Timestamp.parse("2024-04-01T07:00:00Z"))
    func ride(_ source: String, offset: Double) -> HealthItem {
      .workout(
        Workout(
          header: SampleHeader(
            uuid: Identity.uuidV5(name: source), start: start.adding(offset),
            end: start.adding(3600 + offset), source: Source(name: source)),
          activityType: .cycling))
    }
    let watch = dir.appendingPathComponent("watch.ndjson")
    let edge = dir.appendingPathComponent("edge.ndjson")
    try write([ride("Apple Watch", offset: 0)], to: watch)
    try write([ride("Edge 530", offset: 20)], to: edge)
    let both = try CLI.run(["merge", watch.path, edge.path, dir.appendingPathComponent("both.ndjson").path])
    #expect(both.stderrString.contains("overlapping workouts"))
    #expect(try read(dir.appendingPathComponent("both.ndjson")).count == 2)
    let preferred = try CLI.run([
      "merge", watch.path, edge.path, dir.appendingPathComponent("one.ndjson").path, "--prefer-source",
      "Edge 530",
    ])
    #expect(preferred.status == 0)
    #expect(try read(dir.appendingPathComponent("one.ndjson")) == [ride("Edge 530", offset: 20)])
  }
}
