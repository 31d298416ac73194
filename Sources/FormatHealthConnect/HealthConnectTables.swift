import FoundationEssentials
import WorkoutModel

/// How the rows of one Health Connect record table become quantity samples.
struct RecordMapping: Sendable {
  /// Whether a row is an instant (`time`, `zone_offset`) or an interval (`start_time` … `end_zone_offset`).
  enum Shape: Sendable { case instant, interval }

  let table: String
  let shape: Shape
  /// The value column.
  let column: String
  /// The HealthKit (or wkconv `WK…`) quantity type.
  let type: String
  /// The unit Health Connect stores the value in.
  let stored: QuantityUnit
  /// The unit the sample carries (converted with the unit machinery), when it differs from `stored`.
  let target: QuantityUnit?
  /// A factor applied before the unit: Health Connect's percentages are 0–100, HealthKit's `%` is a fraction.
  let fraction: Bool

  init(
    _ table: String, _ shape: Shape, _ column: String, _ type: String, _ stored: QuantityUnit,
    to target: QuantityUnit? = nil, fraction: Bool = false
  ) {
    self.table = table
    self.shape = shape
    self.column = column
    self.type = type
    self.stored = stored
    self.target = target
    self.fraction = fraction
  }

  /// The sample's quantity for a stored value.
  func quantity(_ value: Double) throws -> Quantity {
    let stored = Quantity(fraction ? value / 100 : value, self.stored)
    guard let target else { return stored }
    return try stored.converted(to: target)
  }
}

/// The facts of Health Connect's database schema (AOSP HealthFitness, `storage/datatypehelpers`).
enum HealthConnectSchema {
  /// The schema versions read (`PRAGMA user_version`): 9 (`DB_VERSION_UUID_BLOB`, the oldest kept after
  /// an upgrade: earlier databases are recreated) to 17 (`DB_VERSION_ECOSYSTEM_METRICS`); versions after 9
  /// add tables and columns, which this reader finds by name.
  static let versions = 9...17

  /// The columns every record table has.
  static let commonColumns = [
    "uuid", "app_info_id", "device_info_id", "client_record_id", "client_record_version", "recording_method",
  ]

  /// Record tables that map to quantity samples one row each. Units as stored: mass in grams (`units/Mass`),
  /// energy in small calories (`units/Energy`), length in metres, temperature in °C, volume in litres.
  static let quantityTables: [RecordMapping] = [
    .init("steps_record_table", .interval, "count", "HKQuantityTypeIdentifierStepCount", .count),
    .init(
      "distance_record_table", .interval, "distance", "HKQuantityTypeIdentifierDistanceWalkingRunning", .meter
    ),
    .init(
      "active_calories_burned_record_table", .interval, "energy",
      "HKQuantityTypeIdentifierActiveEnergyBurned",
      .smallCalorie, to: .kilocalorie),
    .init(
      "total_calories_burned_record_table", .interval, "energy", "WKQuantityTypeIdentifierTotalEnergyBurned",
      .smallCalorie, to: .kilocalorie),
    .init(
      "floors_climbed_record_table", .interval, "floors", "HKQuantityTypeIdentifierFlightsClimbed", .count),
    .init("wheelchair_pushes_record_table", .interval, "count", "HKQuantityTypeIdentifierPushCount", .count),
    .init("hydration_record_table", .interval, "volume", "HKQuantityTypeIdentifierDietaryWater", .liter),
    .init(
      "weight_record_table", .instant, "weight", "HKQuantityTypeIdentifierBodyMass", .gram, to: .kilogram),
    .init("height_record_table", .instant, "height", "HKQuantityTypeIdentifierHeight", .meter),
    .init(
      "body_fat_record_table", .instant, "percentage", "HKQuantityTypeIdentifierBodyFatPercentage", .percent,
      fraction: true),
    .init(
      "lean_body_mass_record_table", .instant, "mass", "HKQuantityTypeIdentifierLeanBodyMass", .gram,
      to: .kilogram),
    .init(
      "bone_mass_record_table", .instant, "mass", "WKQuantityTypeIdentifierBoneMass", .gram, to: .kilogram),
    .init(
      "basal_body_temperature_record_table", .instant, "temperature",
      "HKQuantityTypeIdentifierBasalBodyTemperature", .degreeCelsius),
    .init(
      "body_temperature_record_table", .instant, "temperature", "HKQuantityTypeIdentifierBodyTemperature",
      .degreeCelsius),
    .init(
      "resting_heart_rate_record_table", .instant, "beats_per_minute",
      "HKQuantityTypeIdentifierRestingHeartRate",
      .countPerMinute),
    .init(
      "heart_rate_variability_rmssd_record_table", .instant, "heart_rate_variability_millis",
      "WKQuantityTypeIdentifierHeartRateVariabilityRMSSD", .millisecond),
    .init(
      "respiratory_rate_record_table", .instant, "rate", "HKQuantityTypeIdentifierRespiratoryRate",
      .countPerMinute),
    .init(
      "oxygen_saturation_record_table", .instant, "percentage", "HKQuantityTypeIdentifierOxygenSaturation",
      .percent, fraction: true),
  ]

  /// A series record table and the child table holding its samples (`parent_key` → `row_id`).
  struct Series: Sendable {
    let parent: String
    let child: String
    let column: String
    let type: String
    let unit: QuantityUnit
  }

  /// Series tables whose samples map one entry each.
  static let seriesTables: [Series] = [
    Series(
      parent: "heart_rate_record_table", child: "heart_rate_record_series_table", column: "beats_per_minute",
      type: "HKQuantityTypeIdentifierHeartRate", unit: .countPerMinute),
    Series(
      parent: "SpeedRecordTable", child: "speed_record_table", column: "speed",
      type: "WKQuantityTypeIdentifierSpeed", unit: .meterPerSecond),
  ]

  /// Child tables (no `uuid` of their own) and the record table that owns them, for not-mapped counts.
  static let childTables: [String: String] = [
    "heart_rate_record_series_table": "heart_rate_record_table",
    "speed_record_table": "SpeedRecordTable",
    "power_record_table": "PowerRecordTable",
    "steps_cadence_record_table": "StepsCadenceRecordTable",
    "cycling_pedaling_cadence_record_table": "CyclingPedalingCadenceRecordTable",
    "sleep_stages_table": "sleep_session_record_table",
    "exercise_route_table": "exercise_session_record_table",
    "exercise_laps_table": "exercise_session_record_table",
    "exercise_segments_table": "exercise_session_record_table",
  ]

  /// Record tables read by the session and correlation readers.
  static let sessionTables: Set<String> = [
    "exercise_session_record_table", "sleep_session_record_table", "blood_pressure_record_table",
  ]

  /// Sleep `stage_type` (`SleepSessionRecord.StageType`) → `HKCategoryValueSleepAnalysis` value and name.
  static func sleepValue(stage: Int64) -> (Int, String) {
    switch stage {
    case 1, 3, 7: return (2, "HKCategoryValueSleepAnalysisAwake")
    case 4: return (3, "HKCategoryValueSleepAnalysisAsleepCore")
    case 5: return (4, "HKCategoryValueSleepAnalysisAsleepDeep")
    case 6: return (5, "HKCategoryValueSleepAnalysisAsleepREM")
    case 2: return (1, "HKCategoryValueSleepAnalysisAsleepUnspecified")
    default: return (0, "HKCategoryValueSleepAnalysisInBed")
    }
  }
}
