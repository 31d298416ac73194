import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The reference catalogs in ../shared, read as they are (tab-separated, CSV-style quoting).
private enum ReferenceCatalog {
  static let folder = "formats/health-export"

  /// Rows of a reference TSV as dictionaries keyed by the header's column names.
  static func rows(_ name: String) throws -> [[String: String]] {
    let url = SharedCorpus.url("\(folder)/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    #expect(!lines.isEmpty, "\(name) is empty")
    guard !lines.isEmpty else { return [] }
    let header = fields(lines.removeFirst())
    return lines.map { line in
      let cells = fields(line)
      var row: [String: String] = [:]
      for (index, column) in header.enumerated() {
        row[column] = index < cells.count ? cells[index] : ""
      }
      return row
    }
  }

  /// Splits one line on tabs; a field that starts with `"` is quoted and `""` stands for `"`.
  static func fields(_ line: String) -> [String] {
    var result: [String] = []
    var chars = Substring(line)
    while true {
      var field = ""
      if chars.first == "\"" {
        chars.removeFirst()
        while let c = chars.first {
          chars.removeFirst()
          if c == "\"" {
            if chars.first == "\"" {
              field.append("\"")
              chars.removeFirst()
            } else {
              break
            }
          } else {
            field.append(c)
          }
        }
        // skip anything up to the tab
        while let c = chars.first, c != "\t" { chars.removeFirst() }
      } else {
        while let c = chars.first, c != "\t" {
          field.append(c)
          chars.removeFirst()
        }
      }
      result.append(field)
      guard chars.first == "\t" else { break }
      chars.removeFirst()
    }
    return result
  }
}

/// `TraditionalStrengthTraining` → `traditionalStrengthTraining` (no type in these tables starts
/// with an acronym, so lower-casing the first letter is an independent oracle for them).
private func lowerFirst(_ text: Substring) -> String {
  guard let first = text.first else { return "" }
  return first.lowercased() + text.dropFirst()
}

@Suite("HealthKit type catalogs")
struct CatalogTests {
  // MARK: freshness

  @Test func generatedSwiftTablesAreFresh() throws {
    let script = TestPaths.packageRoot.appendingPathComponent("Formats/health/generate.py").path
    let result = try runProcess("python3", [script, "--check"], currentDirectory: TestPaths.packageRoot)
    #expect(
      result.status == 0,
      "Generated catalog tables are stale; run python3 Formats/health/generate.py\n\(result.stderrString)")
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func importedTablesMatchReferenceCatalogs() throws {
    let script = TestPaths.packageRoot.appendingPathComponent("Formats/health/import.py").path
    let source = SharedCorpus.url(ReferenceCatalog.folder).path
    let result = try runProcess(
      "python3", [script, "--check", "--source", source], currentDirectory: TestPaths.packageRoot)
    #expect(
      result.status == 0,
      "Formats/health/*.tsv differ from ../shared; run python3 Formats/health/import.py\n\(result.stderrString)"
    )
  }

  // MARK: quantity types

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyReferenceQuantityTypeIsCatalogued() throws {
    let rows = try ReferenceCatalog.rows("quantity-types.tsv")
    var catalogued = 0
    for row in rows {
      let identifier = row["identifier"] ?? ""
      guard identifier.hasPrefix("HKQuantityTypeIdentifier") else {
        // Rows outside the HKQuantityTypeIdentifier namespace (HKDataTypeSleepDurationGoal) have no
        // unit or aggregation style in the reference: they are left out, and must look unknown.
        #expect(QuantityTypeCatalog.info(for: identifier) == nil, "\(identifier)")
        continue
      }
      catalogued += 1
      let info = try #require(QuantityTypeCatalog.info(for: identifier), "\(identifier) missing")
      let unit = row["sdk_canonical_unit"] ?? ""
      if unit.isEmpty {
        // The reference leaves the unit empty; import.py fills it (documented in CANONICAL_UNIT_FILL).
        #expect(!info.canonicalUnit.isEmpty, "\(identifier)")
      } else {
        #expect(info.canonicalUnit == unit, "\(identifier)")
      }
      #expect(info.aggregationStyle.rawValue == row["aggregation_style"], "\(identifier)")
      #expect(QuantityTypeCatalog.aggregationStyle(for: identifier) == info.aggregationStyle)
      #expect(info.group == row["group"], "\(identifier)")
    }
    #expect(QuantityTypeCatalog.all.count == catalogued)
    #expect(Set(QuantityTypeCatalog.all.map(\.identifier)).count == QuantityTypeCatalog.all.count)
  }

  @Test func quantityLookupsOfKnownTypes() {
    #expect(
      QuantityTypeCatalog.aggregationStyle(for: "HKQuantityTypeIdentifierHeartRate")
        == .discreteTemporallyWeighted)
    #expect(QuantityTypeCatalog.aggregationStyle(for: "HKQuantityTypeIdentifierStepCount") == .cumulative)
    #expect(
      QuantityTypeCatalog.aggregationStyle(for: "HKQuantityTypeIdentifierHeadphoneAudioExposure")
        == .discreteEquivalentContinuousLevel)
    #expect(QuantityTypeCatalog.info(for: "HKQuantityTypeIdentifierHeartRate")?.canonicalUnit == "count/s")
    #expect(QuantityTypeCatalog.info(for: "HKQuantityTypeIdentifierUVExposure")?.canonicalUnit == "count")
    // Every style is used by at least one type.
    #expect(Set(QuantityTypeCatalog.all.map(\.aggregationStyle)) == Set(AggregationStyle.allCases))
  }

  @Test func plausibleRangesCoverTheMainTypes() throws {
    let required = [
      "BodyTemperature", "BodyMass", "Height", "HeartRate", "BloodGlucose", "StepCount",
      "DistanceWalkingRunning", "DistanceCycling", "ActiveEnergyBurned", "BasalEnergyBurned",
      "OxygenSaturation", "RespiratoryRate", "BloodPressureSystolic", "BloodPressureDiastolic",
    ]
    for suffix in required {
      let info = try #require(QuantityTypeCatalog.info(for: "HKQuantityTypeIdentifier" + suffix))
      #expect(info.plausibleRange != nil, "\(suffix) has no plausible range")
    }
    for info in QuantityTypeCatalog.all {
      if let range = info.plausibleRange {
        #expect(range.lowerBound < range.upperBound, "\(info.identifier)")
      }
    }
  }

  /// The ranges must separate a value in the canonical unit from the same quantity written in the
  /// other unit commonly used for it (values converted by hand).
  @Test func plausibleRangesDetectWrongUnits() throws {
    func range(_ suffix: String) throws -> ClosedRange<Double> {
      try #require(QuantityTypeCatalog.info(for: "HKQuantityTypeIdentifier" + suffix)?.plausibleRange)
    }
    // (type, value in canonical unit, same quantity's number in the usual wrong unit)
    let cases: [(String, Double, Double)] = [
      ("BodyTemperature", 37.0, 98.6),  // degC vs degF
      ("HeartRate", 72.0 / 60.0, 72.0),  // count/s vs count/min
      ("RespiratoryRate", 14.0 / 60.0, 14.0),  // count/s vs count/min
      ("Height", 1.75, 175.0),  // m vs cm
      ("OxygenSaturation", 0.97, 97.0),  // fraction vs percent points
      ("BodyFatPercentage", 0.161, 16.1),  // fraction vs percent points
      ("BloodGlucose", 99.0, 5.5),  // mg/dL vs mmol/L
    ]
    for (suffix, good, wrong) in cases {
      let r = try range(suffix)
      #expect(r.contains(good), "\(suffix): \(good) should be plausible")
      #expect(!r.contains(wrong), "\(suffix): \(wrong) should be implausible")
    }
  }

  // MARK: category types

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyReferenceCategoryTypeIsCatalogued() throws {
    let rows = try ReferenceCatalog.rows("category-types.tsv")
    #expect(CategoryTypeCatalog.all.count == rows.count)
    for row in rows {
      let identifier = row["identifier"] ?? ""
      let info = try #require(CategoryTypeCatalog.info(for: identifier), "\(identifier) missing")
      #expect(info.valueEnum == row["value_enum"]?.split(separator: " ").first.map(String.init))
      #expect(info.group == row["group"])
      let pairs = (row["export_values (name=raw)"] ?? "")
        .split(whereSeparator: { $0 == ";" || $0 == "|" })
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(info.values.count == pairs.count, "\(identifier)")
      var firstNameForRaw: [Int: String] = [:]
      for pair in pairs {
        let parts = pair.split(separator: "=")
        let name = String(parts[0])
        let raw = try #require(Int(parts[1]))
        #expect(
          CategoryTypeCatalog.rawValue(forValueName: name, typeIdentifier: identifier) == raw, "\(name)")
        if firstNameForRaw[raw] == nil { firstNameForRaw[raw] = name }
      }
      for (raw, name) in firstNameForRaw {
        #expect(CategoryTypeCatalog.valueName(forRawValue: raw, typeIdentifier: identifier) == name)
      }
    }
  }

  @Test func categoryValuesPreferModernNames() {
    let sleep = "HKCategoryTypeIdentifierSleepAnalysis"
    #expect(
      CategoryTypeCatalog.valueName(forRawValue: 5, typeIdentifier: sleep)
        == "HKCategoryValueSleepAnalysisAsleepREM")
    #expect(
      CategoryTypeCatalog.rawValue(forValueName: "HKCategoryValueSleepAnalysisAsleep", typeIdentifier: sleep)
        == 1)
    #expect(
      CategoryTypeCatalog.valueName(forRawValue: 1, typeIdentifier: sleep)
        == "HKCategoryValueSleepAnalysisAsleepUnspecified")
    // A value name of another type is not accepted.
    #expect(
      CategoryTypeCatalog.rawValue(
        forValueName: "HKCategoryValueSleepAnalysisAsleep",
        typeIdentifier: "HKCategoryTypeIdentifierAppleStandHour") == nil)
  }

  // MARK: workout activity types

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyReferenceActivityTypeRoundTrips() throws {
    let rows = try ReferenceCatalog.rows("workout-activity-types.tsv")
    let prefix = "HKWorkoutActivityType"
    var catalogued = 0
    for row in rows {
      let exportName = row["export_string"] ?? ""
      let raw = try #require(UInt(row["raw_value"] ?? ""), "raw value of \(exportName)")
      guard exportName.hasPrefix(prefix) else {
        // A raw value without an SDK constant: representable, with the documented fallback spelling.
        let type = WorkoutActivityType(rawValue: raw)
        #expect(!type.isCatalogued)
        #expect(type.exportName == "\(prefix)(\(raw))")
        #expect(WorkoutActivityType(exportName: type.exportName) == type)
        continue
      }
      catalogued += 1
      let type = try #require(WorkoutActivityType(exportName: exportName), "\(exportName) missing")
      #expect(type.rawValue == raw, "\(exportName)")
      #expect(WorkoutActivityType(rawValue: raw).exportName == exportName)
      #expect(type.name == lowerFirst(exportName.dropFirst(prefix.count)))
      #expect(WorkoutActivityType(name: type.name) == type)
    }
    #expect(WorkoutActivityType.allKnown.count == catalogued)
  }

  @Test func activityTypeStaticsMatchTheTable() {
    let statics: [(WorkoutActivityType, String)] = [
      (.running, "running"), (.cycling, "cycling"), (.walking, "walking"), (.swimming, "swimming"),
      (.other, "other"), (.traditionalStrengthTraining, "traditionalStrengthTraining"),
      (.swimBikeRun, "swimBikeRun"), (.highIntensityIntervalTraining, "highIntensityIntervalTraining"),
    ]
    for (type, name) in statics {
      #expect(type.name == name)
      #expect(type.description == name)
      #expect(
        WorkoutActivityType(
          exportName: "HKWorkoutActivityType" + name.prefix(1).uppercased() + name.dropFirst()) == type)
    }
    #expect(Set(WorkoutActivityType.allKnown.map(\.rawValue)).count == WorkoutActivityType.allKnown.count)
  }

  @Test func activityTypeCodableRoundTrip() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for type in WorkoutActivityType.allKnown + [
      WorkoutActivityType(rawValue: 81), WorkoutActivityType(rawValue: 4000),
    ] {
      let data = try encoder.encode([type])
      #expect(String(decoding: data, as: UTF8.self) == "[\"\(type.exportName)\"]")
      #expect(try decoder.decode([WorkoutActivityType].self, from: data) == [type])
    }
    let mixed = Data(#"[37, "HKWorkoutActivityTypeCycling", "walking", "HKWorkoutActivityType(81)"]"#.utf8)
    #expect(
      try decoder.decode([WorkoutActivityType].self, from: mixed)
        == [.running, .cycling, .walking, WorkoutActivityType(rawValue: 81)])
    #expect(throws: DecodingError.self) {
      try decoder.decode(
        [WorkoutActivityType].self, from: Data(#"["HKWorkoutActivityTypeNoSuchSport"]"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try decoder.decode([WorkoutActivityType].self, from: Data("[-1]".utf8))
    }
  }

  // MARK: workout event types

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyReferenceEventTypeRoundTrips() throws {
    let rows = try ReferenceCatalog.rows("workout-event-types.tsv")
    let prefix = "HKWorkoutEventType"
    #expect(WorkoutEventType.allKnown.count == rows.count)
    for row in rows {
      let exportName = row["export_string"] ?? ""
      let raw = try #require(Int(row["raw_value"] ?? ""))
      let type = try #require(WorkoutEventType(exportName: exportName), "\(exportName) missing")
      #expect(type.rawValue == raw)
      #expect(WorkoutEventType(rawValue: raw).exportName == exportName)
      #expect(type.name == lowerFirst(exportName.dropFirst(prefix.count)))
    }
  }

  @Test func eventTypeNamesAndCodable() throws {
    let expected: [(WorkoutEventType, String)] = [
      (.pause, "pause"), (.resume, "resume"), (.lap, "lap"), (.marker, "marker"),
      (.motionPaused, "motionPaused"), (.motionResumed, "motionResumed"), (.segment, "segment"),
      (.pauseOrResumeRequest, "pauseOrResumeRequest"),
    ]
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for (type, name) in expected {
      #expect(type.name == name)
      #expect(WorkoutEventType(name: name) == type)
      let data = try encoder.encode([type])
      #expect(String(decoding: data, as: UTF8.self) == "[\"\(name)\"]")
      #expect(try decoder.decode([WorkoutEventType].self, from: data) == [type])
      let viaExport = try encoder.encode([type.exportName])
      #expect(try decoder.decode([WorkoutEventType].self, from: viaExport) == [type])
      #expect(try decoder.decode([WorkoutEventType].self, from: Data("[\(type.rawValue)]".utf8)) == [type])
    }
    let unknown = WorkoutEventType(rawValue: 99)
    #expect(unknown.exportName == "HKWorkoutEventType(99)")
    #expect(WorkoutEventType(exportName: "HKWorkoutEventType(99)") == unknown)
    let data = try encoder.encode([unknown])
    #expect(String(decoding: data, as: UTF8.self) == "[99]")
    #expect(try decoder.decode([WorkoutEventType].self, from: data) == [unknown])
    #expect(throws: DecodingError.self) {
      try decoder.decode([WorkoutEventType].self, from: Data(#"["explode"]"#.utf8))
    }
  }

  // MARK: metadata keys

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyReferenceMetadataKeyIsCatalogued() throws {
    let rows = try ReferenceCatalog.rows("metadata-keys.tsv")
    var catalogued = 0
    for row in rows {
      let sdk = row["sdk_constant"] ?? ""
      let key = row["key_as_written_in_export"] ?? ""
      if sdk.hasPrefix("(third-party)") { continue }  // describes free-form keys, not a key
      catalogued += 1
      let info = try #require(MetadataKeyCatalog.info(forExportKey: key), "\(key) missing")
      #expect(info.meaning == row["meaning"])
      if sdk.hasPrefix("(") {
        #expect(info.sdkConstant.isEmpty, "\(key): private key has no SDK constant")
      } else {
        #expect(info.sdkConstant == sdk)
        #expect(MetadataKeyCatalog.info(forSDKConstant: sdk) == info)
      }
      // Booleans are written "0"/"1"; enumerations are "integer enum…"; quantities "quantity string…".
      let format = row["value_format_in_export"] ?? ""
      if format.hasPrefix("integer enum") { #expect(info.valueKind == .enumeration, "\(key)") }
      if format.hasPrefix("\"0\"/\"1\"") { #expect(info.valueKind == .bool, "\(key)") }
      if format.hasPrefix("quantity string") { #expect(info.valueKind == .quantity, "\(key)") }
    }
    #expect(MetadataKeyCatalog.all.count == catalogued)
  }

  /// The constants other modules use are the keys as WRITTEN in exports, per the reference catalog.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func metadataConstantsAreExportSpellings() throws {
    let rows = try ReferenceCatalog.rows("metadata-keys.tsv")
    let writtenBySDK = Dictionary(
      rows.map { ($0["sdk_constant"] ?? "", $0["key_as_written_in_export"] ?? "") },
      uniquingKeysWith: { a, _ in a })
    let constants: [(String, String)] = [
      (MetadataKeyCatalog.syncIdentifier, "HKMetadataKeySyncIdentifier"),
      (MetadataKeyCatalog.syncVersion, "HKMetadataKeySyncVersion"),
      (MetadataKeyCatalog.externalUUID, "HKMetadataKeyExternalUUID"),
      (MetadataKeyCatalog.timeZone, "HKMetadataKeyTimeZone"),
      (MetadataKeyCatalog.indoorWorkout, "HKMetadataKeyIndoorWorkout"),
      (MetadataKeyCatalog.weatherTemperature, "HKMetadataKeyWeatherTemperature"),
      (MetadataKeyCatalog.weatherHumidity, "HKMetadataKeyWeatherHumidity"),
      (MetadataKeyCatalog.averageMETs, "HKMetadataKeyAverageMETs"),
      (MetadataKeyCatalog.elevationAscended, "HKMetadataKeyElevationAscended"),
      (MetadataKeyCatalog.lapLength, "HKMetadataKeyLapLength"),
      (MetadataKeyCatalog.swimmingLocationType, "HKMetadataKeySwimmingLocationType"),
      (MetadataKeyCatalog.swimmingStrokeStyle, "HKMetadataKeySwimmingStrokeStyle"),
    ]
    for (value, sdk) in constants {
      #expect(value == writtenBySDK[sdk], "\(sdk)")
    }
  }

  @Test func metadataConstantsAndKinds() {
    #expect(MetadataKeyCatalog.syncIdentifier == "HKMetadataKeySyncIdentifier")
    #expect(MetadataKeyCatalog.indoorWorkout == "HKIndoorWorkout")
    #expect(MetadataKeyCatalog.info(forExportKey: MetadataKeyCatalog.indoorWorkout)?.valueKind == .bool)
    #expect(MetadataKeyCatalog.info(forExportKey: MetadataKeyCatalog.syncVersion)?.valueKind == .integer)
    #expect(MetadataKeyCatalog.info(forExportKey: MetadataKeyCatalog.timeZone)?.valueKind == .string)
    #expect(MetadataKeyCatalog.info(forExportKey: MetadataKeyCatalog.weatherHumidity)?.valueKind == .quantity)
    #expect(
      MetadataKeyCatalog.info(forExportKey: MetadataKeyCatalog.swimmingStrokeStyle)?.valueKind == .enumeration
    )
    #expect(
      MetadataKeyCatalog.info(forSDKConstant: "HKMetadataKeyIndoorWorkout")?.exportKey == "HKIndoorWorkout")
  }

  // MARK: unknown identifiers

  @Test func unknownIdentifiersAreNotRejected() {
    #expect(QuantityTypeCatalog.info(for: "HKQuantityTypeIdentifierFutureThing") == nil)
    #expect(QuantityTypeCatalog.aggregationStyle(for: "") == nil)
    #expect(QuantityTypeCatalog.info(for: "hkquantitytypeidentifierheartrate") == nil)
    #expect(CategoryTypeCatalog.info(for: "HKCategoryTypeIdentifierFutureThing") == nil)
    #expect(
      CategoryTypeCatalog.rawValue(forValueName: "HKCategoryValueSleepAnalysisInBed", typeIdentifier: "X")
        == nil)
    #expect(
      CategoryTypeCatalog.rawValue(
        forValueName: "HKCategoryValueFuture", typeIdentifier: "HKCategoryTypeIdentifierSleepAnalysis") == nil
    )
    #expect(
      CategoryTypeCatalog.valueName(forRawValue: 42, typeIdentifier: "HKCategoryTypeIdentifierSleepAnalysis")
        == nil)
    #expect(MetadataKeyCatalog.info(forExportKey: "Withings Link") == nil)
    #expect(MetadataKeyCatalog.info(forExportKey: "hkindoorworkout") == nil)
    #expect(MetadataKeyCatalog.info(forSDKConstant: "") == nil)
    #expect(WorkoutActivityType(exportName: "HKWorkoutActivityTypeFuture") == nil)
    #expect(WorkoutActivityType(exportName: "HKWorkoutActivityType()") == nil)
    #expect(WorkoutActivityType(exportName: "HKWorkoutActivityType(-3)") == nil)
    #expect(WorkoutEventType(exportName: "HKWorkoutEventTypeFuture") == nil)
    let future = WorkoutActivityType(rawValue: 4000)
    #expect(future.name == "unknown(4000)")
    #expect(WorkoutActivityType(exportName: future.exportName) == future)
  }

  /// Lookups are dictionary-backed: a million of them take well under a second even in debug builds.
  @Test func lookupsAreConstantTime() {
    let identifiers = QuantityTypeCatalog.all.map(\.identifier)
    let clock = ContinuousClock()
    var hits = 0
    let elapsed = clock.measure {
      for i in 0..<200_000 {
        if QuantityTypeCatalog.info(for: identifiers[i % identifiers.count]) != nil { hits += 1 }
        if WorkoutActivityType(exportName: "HKWorkoutActivityTypeRunning") != nil { hits += 1 }
      }
    }
    #expect(hits == 400_000)
    #expect(elapsed < .seconds(5), "400k lookups took \(elapsed)")
  }
}
