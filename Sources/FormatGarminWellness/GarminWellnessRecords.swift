import FormatKit
import FoundationEssentials
import WorkoutModel

extension GarminWellnessMapper {
  static let sleepKeys: Set<String> = [
    "sleepStartTimestampGMT", "sleepEndTimestampGMT", "sleepStartTimestampLocal", "sleepEndTimestampLocal",
    "calendarDate", "sleepWindowConfirmationType", "deepSleepSeconds", "lightSleepSeconds", "remSleepSeconds",
    "awakeSleepSeconds", "unmeasurableSeconds", "averageRespiration",
  ]

  /// A night: one in-bed sleep sample over its window with the stage totals as metadata (the export has no
  /// stage timeline: that is in the wellness FIT files), and its average respiration. An `OFF_WRIST`
  /// window measured nothing and is left out (reported).
  mutating func sleep(_ record: [String: Any], at: SourceLocation) throws -> [HealthItem] {
    let startDate = try required("sleepStartTimestampGMT", in: record, at: at)
    let endDate = try required("sleepEndTimestampGMT", in: record, at: at)
    let confirmation = record["sleepWindowConfirmationType"] as? String
    if confirmation == "OFF_WRIST" {
      unmapped["OFF_WRIST window", default: (0, at)].count += 1
      return []
    }
    noteUnmapped(record, known: Self.sleepKeys, at: at)
    let start = Timestamp(startDate, utcOffset: nil)
    let end = Timestamp(endDate, utcOffset: nil)
    var metadata = Metadata()
    if let confirmation { metadata.append(GarminWellnessMetadataKey.confirmation, .string(confirmation)) }
    for key in [
      "deepSleepSeconds", "lightSleepSeconds", "remSleepSeconds", "awakeSleepSeconds", "unmeasurableSeconds",
    ] {
      if let seconds = Self.number(record[key]) {
        metadata.append("Garmin:" + key, .quantity(Quantity(seconds, .second)))
      }
    }
    var sample = CategorySample(
      header: SampleHeader(uuid: UUID(), start: start, end: end, source: source, metadata: metadata),
      type: "HKCategoryTypeIdentifierSleepAnalysis", value: 0, valueName: "HKCategoryValueSleepAnalysisInBed")
    sample.header.uuid = Identity.uuid(for: sample)
    var items: [HealthItem] = [.category(sample)]
    if let breaths = Self.number(record["averageRespiration"]) {
      items.append(
        quantity("HKQuantityTypeIdentifierRespiratoryRate", breaths, .countPerMinute, start: start, end: end))
    }
    return items
  }

  static let dayKeys: Set<String> = [
    "userProfilePK", "calendarDate", "wellnessStartTimeGmt", "wellnessStartTimeLocal", "wellnessEndTimeGmt",
    "wellnessEndTimeLocal", "totalSteps", "totalDistanceMeters", "activeKilocalories", "bmrKilocalories",
    "restingHeartRate", "hydration",
    // The sum of active and BMR energy, both mapped.
    "totalKilocalories",
  ]

  /// A day of the UDS file: its totals as samples over the day (`wellnessStartTimeGmt` to
  /// `wellnessEndTimeGmt`, else 24 h), with the UTC offset `wellnessStartTimeLocal − wellnessStartTimeGmt`.
  mutating func day(_ record: [String: Any], at: SourceLocation) throws -> [HealthItem] {
    let startDate = try required("wellnessStartTimeGmt", in: record, at: at)
    let offset = Self.civil(record["wellnessStartTimeLocal"]).map { Int($0.timeIntervalSince(startDate)) }
    let endDate = Self.civil(record["wellnessEndTimeGmt"]) ?? startDate.addingTimeInterval(86_400)
    let start = Timestamp(startDate, utcOffset: offset)
    let end = Timestamp(endDate, utcOffset: offset)
    noteUnmapped(record, known: Self.dayKeys, at: at)
    var items: [HealthItem] = []
    let mapped: [(String, String, QuantityUnit)] = [
      ("totalSteps", "HKQuantityTypeIdentifierStepCount", .count),
      ("totalDistanceMeters", "HKQuantityTypeIdentifierDistanceWalkingRunning", .meter),
      ("activeKilocalories", "HKQuantityTypeIdentifierActiveEnergyBurned", .kilocalorie),
      ("bmrKilocalories", "HKQuantityTypeIdentifierBasalEnergyBurned", .kilocalorie),
      ("restingHeartRate", "HKQuantityTypeIdentifierRestingHeartRate", .countPerMinute),
    ]
    for (key, type, unit) in mapped {
      if let value = Self.number(record[key]) {
        items.append(quantity(type, value, unit, start: start, end: end))
      }
    }
    if let water = Self.number((record["hydration"] as? [String: Any])?["valueInML"]), water > 0 {
      items.append(
        quantity("HKQuantityTypeIdentifierDietaryWater", water, .milliliter, start: start, end: end))
    }
    return items
  }

  /// A biometrics entry: weight (grams → kg), height (cm → m), running VO2max, at the weight's
  /// `timestampGMT` or else the entry's calendar date.
  mutating func bioMetrics(_ record: [String: Any], at: SourceLocation) throws -> [HealthItem] {
    let weight = record["weight"] as? [String: Any]
    let dateValue = weight?["timestampGMT"] ?? (record["metaData"] as? [String: Any])?["calendarDate"]
    guard let date = Self.civil(dateValue) else {
      throw ConversionError(
        .invalidInput,
        "a Garmin userBioMetrics entry without `weight.timestampGMT` or `metaData.calendarDate`",
        at: at)
    }
    noteUnmapped(record, known: ["weight", "height", "vo2MaxRunning", "metaData"], at: at)
    let time = Timestamp(date)
    var items: [HealthItem] = []
    if let grams = Self.number(weight?["weight"]) {
      let kg = try Quantity(grams, .gram).doubleValue(for: .kilogram)
      items.append(quantity("HKQuantityTypeIdentifierBodyMass", kg, .kilogram, start: time, end: time))
    }
    if let cm = Self.number(record["height"]) {
      let m = try Quantity(cm, .centimeter).doubleValue(for: .meter)
      items.append(quantity("HKQuantityTypeIdentifierHeight", m, .meter, start: time, end: time))
    }
    if let vo2 = Self.number(record["vo2MaxRunning"]) {
      items.append(
        quantity("HKQuantityTypeIdentifierVO2Max", vo2, .milliliterPerMinuteKilogram, start: time, end: time))
    }
    return items
  }
}

/// Metadata keys for what only Garmin says.
package enum GarminWellnessMetadataKey {
  /// `sleepWindowConfirmationType` (ENHANCED_CONFIRMED_FINAL, UNCONFIRMED…).
  package static let confirmation = "Garmin:sleepWindowConfirmationType"
}
