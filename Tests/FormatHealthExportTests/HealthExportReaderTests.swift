import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatHealthExport

private let corpusFiles =
  SharedCorpus.files(in: "corpus/health", extension: "xml")
  + SharedCorpus.files(in: "corpus/health", extension: "zip")

@Suite struct HealthExportCorpusTests {
  /// Every corpus file reads without damage, and what we read matches an independent parser (expat).
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyCorpusFileMatchesTheOracle() throws {
    #expect(corpusFiles.count >= 7)
    for url in corpusFiles {
      let (items, report) = try HealthTestSupport.read(url)
      #expect(report.recoveredErrors.isEmpty, "\(url.lastPathComponent): \(report.recoveredErrors)")
      let oracle = try HealthTestSupport.oracle(url)
      let name = url.lastPathComponent

      // Records by type: top-level objects plus correlation members (read once) = top-level Records in the file.
      var ours: [String: Int] = [:]
      var members = 0
      var colliding = 0
      var beats = 0
      var series = 0
      func collides(_ m: Metadata) -> Bool {
        Set(m.map { $0.key.lowercased() }).count < Set(m.map(\.key)).count
      }
      for item in items {
        switch item {
        case .quantity(let q):
          ours[q.type, default: 0] += 1
          if collides(q.header.metadata) { colliding += 1 }
        case .category(let c):
          ours[c.type, default: 0] += 1
          if collides(c.header.metadata) { colliding += 1 }
        case .opaque(let o) where o.name == "Record":
          ours[o.attributes.first { $0.key == "type" }?.value ?? "", default: 0] += 1
        case .correlation(let c):
          members += c.members.count
          for m in c.members {
            switch m {
            case .quantity(let q): ours[q.type, default: 0] += 1
            case .category(let s): ours[s.type, default: 0] += 1
            }
            if collides(m.header.metadata) { colliding += 1 }
          }
        case .heartbeatSeries(let h):
          series += 1
          beats += h.beats.count
        default: break
        }
      }
      let records = oracle["records"] as? [String: Int] ?? [:]
      #expect(ours == records, "\(name): record counts by type")
      #expect(members == oracle["correlationMembers"] as? Int, "\(name): correlation members")
      #expect(colliding == oracle["caseCollidingRecords"] as? Int, "\(name): case-colliding metadata keys")
      #expect(series == oracle["hrvRecords"] as? Int, "\(name): HRV records")
      #expect(beats == oracle["beats"] as? Int, "\(name): beats")
      let counts = HealthDataset(items: items).countsByKind
      #expect(counts[.correlation, default: 0] == oracle["correlations"] as? Int, "\(name): correlations")
      #expect(
        counts[.activitySummary, default: 0] == oracle["activitySummaries"] as? Int, "\(name): summaries")

      let workouts = HealthDataset(items: items).workouts
      let expected = oracle["workouts"] as? [[String: Any]] ?? []
      #expect(workouts.count == expected.count, "\(name): workouts")
      for (w, e) in zip(workouts, expected) {
        #expect(w.activityType.exportName == e["type"] as? String)
        #expect(ExportDate.format(w.header.start) == e["start"] as? String)
        #expect(ExportDate.format(w.header.end) == e["end"] as? String)
        var events: [String: Int] = [:]
        for ev in w.events { events[ev.type.exportName, default: 0] += 1 }
        #expect(events == (e["events"] as? [String: Int] ?? [:]), "\(name): events of \(w.header.start)")
        #expect(w.statistics.count == e["statistics"] as? Int)
        #expect(w.activities.count == e["activities"] as? Int)
        #expect(
          w.routes.reduce(0) { $0 + $1.locations.count } == e["routePoints"] as? Int, "\(name): route points")
        if let d = e["duration"] as? String, let minutes = Double(d) { #expect(w.duration == minutes * 60) }
      }
    }
  }

  /// The hkimport export (iOS 11, Export Version 3): 61 workouts with their pause/resume events.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func hkimportWorkoutsWithPauses() throws {
    let (items, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/hkimport-export.xml"))
    let workouts = HealthDataset(items: items).workouts
    #expect(workouts.count == 61)
    let paused = workouts.filter { $0.events.contains { $0.type == .pause } }
    #expect(paused.count == 2)
    #expect(workouts.flatMap(\.events).filter { $0.type == .resume }.count == 1)
    if case .exportInfo(let info)? = items.first {
      #expect(info.formatVersion == 3)
      #expect(info.locale == "en_US")
    } else {
      Issue.record("the first item is not the export info")
    }
    // Correlations: one object each (members not repeated at top level).
    let correlations = items.compactMap { if case .correlation(let c) = $0 { return c } else { return nil } }
    let memberIDs = Set(correlations.flatMap { $0.members.map(\.header.uuid) })
    let topLevelIDs = Set(items.compactMap { $0.kind == .quantity ? $0.header?.uuid : nil })
    #expect(memberIDs.isDisjoint(with: topLevelIDs))
    #expect(!memberIDs.isEmpty)
  }

  /// Metadata keys that differ only in case (`Meal` / `meal`) survive reading and writing.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func caseCollidingMetadataKeysSurvive() throws {
    let (items, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/hkimport-export.xml"))
    func hasBoth(_ item: HealthItem) -> Bool {
      guard let m = item.header?.metadata else { return false }
      return m["Meal"] != nil && m["meal"] != nil
    }
    let before = items.filter(hasBoth).count
    #expect(before > 0)
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let zip = folder.appendingPathComponent("out.zip")
    try HealthTestSupport.write(items).data.write(to: zip)
    let (back, _) = try HealthTestSupport.read(zip)
    #expect(back.filter(hasBoth).count == before)
  }

  /// Values match the CSVs an independent tool (tdda) extracted from the same export.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func tddaExpectedCSVs() throws {
    let (items, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/tdda-export6s3sample.xml"))
    func rows(_ name: String) throws -> [[String]] {
      let text = try String(
        contentsOf: SharedCorpus.url("corpus/expected/tdda-export6s3sample.\(name).csv"), encoding: .utf8)
      return text.split(separator: "\n").dropFirst().map { line in
        line.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
      }
    }
    for type in ["StepCount", "DistanceWalkingRunning"] {
      let expected = try rows(type)
      let ours = items.compactMap { item -> QuantitySample? in
        if case .quantity(let q) = item, q.type == "HKQuantityTypeIdentifier" + type { return q }
        return nil
      }
      #expect(ours.count == expected.count, "\(type) count")
      for (q, row) in zip(ours, expected) {
        #expect(q.header.source?.name == row[0])
        #expect((q.header.source?.version ?? "") == row[1])
        #expect(q.quantity.unit.unitString == row[4])
        #expect(q.header.creationDate.map(ExportDate.format) == row[5])
        #expect(ExportDate.format(q.header.start) == row[6])
        #expect(ExportDate.format(q.header.end) == row[7])
        #expect(q.quantity.value == Double(row[8]))
      }
    }
    let w = try #require(HealthDataset(items: items).workouts.first)
    let wr = try #require(try rows("Workout").first)
    #expect(w.header.source?.name == wr[0] && w.header.source?.version == wr[1])
    #expect(ExportDate.format(w.header.start) == wr[4] && ExportDate.format(w.header.end) == wr[5])
    #expect(w.activityType.exportName == wr[6])
    #expect(w.duration == Double(wr[7])! * 60)
    #expect(w.totals["distance"] == Quantity(Double(wr[9])!, try QuantityUnit(parsing: wr[10])))
    #expect(w.totals["energyBurned"] == Quantity(Double(wr[11])!, try QuantityUnit(parsing: wr[12])))
    let summaries = items.compactMap { if case .activitySummary(let s) = $0 { return s } else { return nil } }
    let sr = try rows("ActivitySummary")
    #expect(summaries.count == sr.count)
    for (s, row) in zip(summaries, sr) {
      #expect(s.dateComponents == row[0])
      #expect(s.activeEnergyBurned == Quantity(Double(row[1])!, try QuantityUnit(parsing: row[3])))
      #expect(s.activeEnergyBurnedGoal?.value == Double(row[2]))
      #expect(s.appleExerciseTime == Double(row[4]) && s.appleExerciseTimeGoal == Double(row[5]))
      #expect(s.appleStandHours == Double(row[6]) && s.appleStandHoursGoal == Double(row[7]))
    }
  }

  /// The zip and its extracted export.xml give the same model (routes aside: the bare file has no GPX beside it).
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func zipAndBareXMLAgree() throws {
    let (zipItems, _) = try HealthTestSupport.read(
      SharedCorpus.url("corpus/health/alxdrcirilo-export-macos-zip.zip"))
    let (xmlItems, _) = try HealthTestSupport.read(
      SharedCorpus.url("corpus/health/alxdrcirilo-export-fragment-2024.xml"))
    #expect(try NDJSONWriter.text(of: zipItems) == NDJSONWriter.text(of: xmlItems))
    let (dog, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/dogsheep-export.zip"))
    let route = try #require(HealthDataset(items: dog).workouts.first?.routes.first)
    #expect(route.fileReference == "/workout-routes/route_2019-06-11_3.00pm.gpx")
    #expect(route.locations.count == 3)
    #expect(route.locations.first?.latitude == 37.781672)
    #expect(route.locations.first?.horizontalAccuracy == 8.063116)
  }
}

@Suite struct HealthExportValueTests {
  @Test func exportDatesKeepTheirOffset() throws {
    let t = try #require(ExportDate.parse("2023-03-04 20:55:07 -0500"))
    #expect(t.utcOffset == -18_000)
    #expect(t.date.timeIntervalSince1970 == 1_677_981_307)
    #expect(ExportDate.format(t) == "2023-03-04 20:55:07 -0500")
    #expect(ExportDate.parse("2023-03-04 20:55:07") == Timestamp(unixSeconds: 1_677_963_307))
    #expect(ExportDate.parse("2023-13-04 20:55:07 -0500") == nil)
    #expect(ExportDate.parse("garbage") == nil)
  }

  @Test func deviceStringsSplitOnKeys() throws {
    let d = try #require(
      ExportDevice.parse(
        "<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,2, software:26.2, creation date:2025-12-13 12:48:57 +0000>"
      ))
    #expect(d.name == "Apple Watch")
    #expect(d.manufacturer == "Apple Inc.")
    #expect(d.model == "Watch")
    #expect(d.hardwareVersion == "Watch7,2")
    #expect(d.softwareVersion == "26.2")
    #expect(d.creationDate == ExportDate.parse("2025-12-13 12:48:57 +0000"))
    // The address is not identity: two strings differing only there give one device.
    let other = ExportDevice.parse(
      "<<HKDevice: 0x3012772a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,2, software:26.2, creation date:2025-12-13 12:48:57 +0000>"
    )
    #expect(other == d)
    #expect(ExportDevice.parse(ExportDevice.format(d)) == d)
    let airpods = try #require(
      ExportDevice.parse(
        "<<HKDevice: 0x1>, name:AirPods, manufacturer:Apple Inc., model:0x2014, localIdentifier:60:F4:45:EC:48:62-tacl>"
      ))
    #expect(airpods.localIdentifier == "60:F4:45:EC:48:62-tacl")
    #expect(airpods.model == "0x2014")
  }

  /// The byte-by-byte split of ASCII device strings gives what the character split gives, on Apple's
  /// shapes and on the awkward ones (commas and colons in values, keys with spaces, unknown keys, empty
  /// parts, no fields, no closing `>`), and on thousands of strings made of those pieces.
  @Test func deviceStringsSplitByBytesAsByCharacters() {
    var cases = [
      "<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,2, software:26.2, creation date:2025-12-13 12:48:57 +0000>",
      "<<HKDevice: 0x1>, name:AirPods, manufacturer:Apple Inc., model:0x2014, localIdentifier:60:F4:45:EC:48:62-tacl>",
      "<<HKDevice: 0x1>>", "<<HKDevice: 0x1>", "<<HKDevice", "<HKDevice: 0x1>, name:x>", "", "<<>", "<<>,>",
      "<<HKDevice: 0x1>, >", "<<HKDevice: 0x1>, name:>", "<<HKDevice: 0x1>, :x>",
      "<<HKDevice: 0x1>, name:a, b, c>",
      "<<HKDevice: 0x1>, name:a, b:c>", "<<HKDevice: 0x1>, name:a, b c:d, e f g:h>",
      "<<HKDevice: 0x1>, name:a,b:c>",
      "<<HKDevice: 0x1>, name:a, 1b:c>", "<<HKDevice: 0x1>, name:a, :c, model:m>",
      "<<HKDevice: 0x1>, name:a,  model:m>",
      "<<HKDevice: 0x1>, name:a, model:m, >", "<<HKDevice: 0x1>, name:a, model:m,",
      "<<HKDevice: 0x1>, name:, , model:>",
      "<<HKDevice: 0x1>, creation date:2025-12-13 12:48:57 +0000, name:n>",
      "<<HKDevice: 0x1>, UDIDeviceIdentifier:u, x y:z>",
    ]
    let pieces = [
      ", ", ",", ":", " ", "name", "model", "creation date", "x y", "Watch7,2", "a", "1", ">", "<<",
      "HKDevice: 0x1>",
    ]
    var rng = ModelFixtures.SeededGenerator(seed: 17)
    for _ in 0..<3000 {
      var s = "<<HKDevice: 0x2>"
      for _ in 0..<Int(rng.next() % 12) { s += pieces[Int(rng.next() % UInt64(pieces.count))] }
      if rng.next() % 2 == 0 { s += ">" }
      cases.append(s)
    }
    for text in cases {
      var bytes = text
      let byBytes = bytes.withUTF8 { ExportDevice.parseASCII($0) }
      #expect(byBytes == ExportDevice.parseCharacters(text), "\(text)")
      #expect(ExportDevice.parse(text) == ExportDevice.parseCharacters(text), "\(text)")
    }
    // Not ASCII: the character split reads it.
    let curly = "<<HKDevice: 0x1>, name:Jane’s Watch, model:Watch>"
    #expect(ExportDevice.parse(curly)?.name == "Jane’s Watch")
  }

  @Test func metadataIsTypedOnlyWhenItPrintsBackExactly() {
    #expect(
      ExportMetadata.value(key: "HKWeatherTemperature", text: "56 degF")
        == .quantity(Quantity(56, .degreeFahrenheit)))
    #expect(ExportMetadata.value(key: "HKIndoorWorkout", text: "0") == .bool(false))
    #expect(ExportMetadata.value(key: "HKIndoorWorkout", text: "false") == .string("false"))
    // Modern humidity is scaled ×100: 9400 % is HealthKit's 0.94 (94 %), and writes back as written.
    let humidity = ExportMetadata.value(key: "HKWeatherHumidity", text: "9400 %")
    #expect(humidity == .quantity(Quantity(0.94, .percent)))
    #expect(ExportMetadata.text(of: "HKWeatherHumidity", humidity) == "9400 %")
    #expect(ExportMetadata.value(key: "Meal", text: "1") == .string("1"))
    for text in ["9.66668 kcal/hr·kg", "45443 cm", "47.6418 degF"] {
      let key =
        text.hasSuffix("kg")
        ? "HKAverageMETs" : text.hasSuffix("cm") ? "HKElevationAscended" : "HKWeatherTemperature"
      #expect(ExportMetadata.text(of: key, ExportMetadata.value(key: key, text: text)) == text)
    }
  }

  @Test func beatTimesInBothLocales() throws {
    let evening: Double = 65_688.94  // 18:14:48.94
    #expect(ExportBeatTimes.secondsOfDay("6:14:48.94 PM") == evening)
    #expect(ExportBeatTimes.secondsOfDay("12:00:01.50 AM") == 1.5)
    let morning: Double = 30_845.10  // 08:34:05.10
    #expect(ExportBeatTimes.secondsOfDay("08:34:05,10") == morning)
    let start = try #require(ExportDate.parse("2024-02-02 21:00:00 +0100"))
    let nine: Double = 75_600.94
    let offset = ExportBeatTimes.offset(secondsOfDay: nine, start: start)
    #expect(abs(offset - 0.94) < 1e-6)
    #expect(ExportBeatTimes.format(offset: 0.94, start: start) == "9:00:00.94 PM")
  }

  /// The byte-level reading (no allocation per beat) keeps the rules of the field-list one it replaced:
  /// a reference written the old way decides every case.
  @Test func beatTimesReadInPlaceFollowTheSameRules() {
    func reference(_ text: String) -> Double? {
      var fields: [Int] = []
      var fraction = 0
      var fractionDigits = 0
      var current = -1
      var inFraction = false
      var pm: Bool?
      for b in text.utf8 {
        switch b {
        case 0x30...0x39:
          if inFraction {
            if fractionDigits < 9 {
              fraction = fraction * 10 + Int(b - 0x30)
              fractionDigits += 1
            }
          } else {
            current = (current < 0 ? 0 : current * 10) + Int(b - 0x30)
          }
        case UInt8(ascii: ":"):
          guard current >= 0, !inFraction else { return nil }
          fields.append(current)
          current = -1
        case UInt8(ascii: "."), UInt8(ascii: ","):
          if fields.count == 2, !inFraction, current >= 0 {
            fields.append(current)
            current = -1
            inFraction = true
          }
        case UInt8(ascii: "P"), UInt8(ascii: "p"): pm = true
        case UInt8(ascii: "A"), UInt8(ascii: "a"): pm = false
        default: break
        }
      }
      if current >= 0 { fields.append(current) }
      guard fields.count == 3, fields[1] < 60, fields[2] < 61 else { return nil }
      var hour = fields[0]
      if let pm { hour = hour % 12 + (pm ? 12 : 0) }
      guard hour < 24 else { return nil }
      var power = 1
      for _ in 0..<fractionDigits { power *= 10 }
      return Double((hour * 3600 + fields[1] * 60 + fields[2]) * power + fraction) / Double(power)
    }
    let cases = [
      "6:14:48.94 PM", "12:00:01.50 AM", "08:34:05,10", "9:00:01 a.m.", "23:59:60", "0:0:0", "1:2:3:",
      "1:2:3:4", "1:2", "", " ", "12:61:00", "12:00:61", "25:00:00", "25:00:00 PM", "1.5:2:3", "1:2:3.4.5",
      "1:2:3.1234567891234", "1:2:.5", ":1:2", "1::2", "7:45:12.34 PM", "12:30:00 pm", "10:11:12,5 vorm.",
      "1:2:3 PMAM", "٣:٤:٥", "1:2:3.5:6", "00012:00:00",
    ]
    for text in cases {
      #expect(ExportBeatTimes.secondsOfDay(text) == reference(text), "\(text)")
    }
    // Where the old reading overflowed (and trapped), the new one gives up without a value.
    #expect(ExportBeatTimes.secondsOfDay(String(repeating: "9", count: 40) + ":00:00") == nil)
  }

  @Test func sniffing() {
    let format = HealthExportFormat()
    #expect(format.sniff(Array("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [".utf8)) == .yes)
    #expect(format.sniff(Array("<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">".utf8)) == .yes)
    #expect(format.sniff(Array("<?xml version=\"1.0\"?>\n<gpx>".utf8)) == .no)
    var zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 22)
    let name = Array("apple_health_export/export.xml".utf8)
    zip += [UInt8(name.count), 0, 0, 0] + name
    #expect(format.sniff(zip) == .yes)
    #expect(HealthExportFormat.exportVersion(Array("<!-- HealthKit Export Version: 14 -->".utf8)) == 14)
  }
}

@Suite struct DerivedIdentityTests {
  /// Every sample the reader derives an identity for carries `Identity.uuid(for:)` of its final content.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func readerUsesTheDocumentedIdentity() throws {
    var checked = 0
    for url in corpusFiles {
      let (items, _) = try HealthTestSupport.read(url)
      for item in items {
        switch item {
        case .quantity(let q):
          #expect(q.header.uuid == Identity.uuid(for: q))
          checked += 1
        case .category(let c):
          #expect(c.header.uuid == Identity.uuid(for: c))
          checked += 1
        default: break
        }
      }
    }
    #expect(checked > 10_000)
  }
}
