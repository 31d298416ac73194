import FormatKit
import FoundationEssentials
import WorkoutModel

/// Wellness and body-measurement FIT messages → HealthKit samples. Messages are found by their profile
/// name and values taken in the profile's units (scale and offset applied by the decoder):
///
/// | message | model |
/// |---|---|
/// | `monitoring` cycles (walking/running: steps), distance, active_calories | `StepCount`, `DistanceWalkingRunning`, `ActiveEnergyBurned`: the increase of each accumulating counter since the previous message of the same activity type, over the interval between the two readings; counters restart at 0 at local midnight, so the first reading of a day covers the day from its local midnight |
/// | `monitoring` heart_rate | `HeartRate` at the message's time |
/// | `monitoring` moderate/vigorous_activity_minutes | `WKQuantityTypeIdentifierModerateIntensityMinutes` / `…VigorousIntensityMinutes` |
/// | `sleep_level` | `SleepAnalysis`: awake → Awake, light → AsleepCore, deep → AsleepDeep, rem → AsleepREM, each until the next level |
/// | `hrv_value` (5-minute RMSSD) | `WKQuantityTypeIdentifierHeartRateVariabilityRMSSD` (HealthKit's HRV type is SDNN, another measure) |
/// | `hrv_status_summary` | last_night_average as `WKQuantityTypeIdentifierHeartRateVariabilityRMSSD`, status as `WKCategoryTypeIdentifierHeartRateVariabilityStatus`, other fields as metadata |
/// | `hsa_body_battery_data` | `WKQuantityTypeIdentifierBodyBattery` (0–100), one per level, spaced processing_interval / count |
/// | `sleep_assessment` | `WKQuantityTypeIdentifierSleepScore` (overall_sleep_score) over the night's sleep levels, other scores as metadata |
/// | `skin_temp_overnight` | `WKQuantityTypeIdentifierSleepingSkinTemperatureDeviation` (average_deviation, °C) |
/// | `sleep_disruption_severity_period` / `…_overnight_severity` | `WKCategoryTypeIdentifierSleepDisruption` (each period until the next) / `…SleepDisruptionOvernight` |
/// | `respiration_rate` | `RespiratoryRate` |
/// | `stress_level` | `WKQuantityTypeIdentifierStressLevel` (0–100) |
/// | `spo2_data` | `OxygenSaturation` (fraction, as HealthKit's `%`) |
/// | `weight_scale` | `BodyMass`, `BodyFatPercentage`, `BodyMassIndex`, `WKQuantityTypeIdentifierBodyWaterPercentage`, `WKQuantityTypeIdentifierBoneMass`, `WKQuantityTypeIdentifierMuscleMass`; other fields as `fit.weight_scale.<field>` metadata |
/// | `blood_pressure` | `HKCorrelationTypeIdentifierBloodPressure` (systolic + diastolic) and `HeartRate`; other fields as `fit.blood_pressure.<field>` metadata |
///
/// Invalid values (the profile's invalid markers, negative "unmeasured" codes) make no sample. UUIDs are
/// derived from content (`Identity`), so reading the same file twice gives the same samples.
struct FITWellnessBuilder {
  /// A sample before its source and device are known (they come from file_id/device_info, anywhere in the file).
  enum Pending {
    case quantity(
      type: String, unit: QuantityUnit, value: Double, start: Double, end: Double, metadata: Metadata)
    case category(type: String, value: Int, name: String, start: Double, end: Double, metadata: Metadata)
    case bloodPressure(systolic: Double, diastolic: Double, at: Double, metadata: Metadata)
  }

  private(set) var pending: [Pending] = []
  /// The UTC offset in force when each pending sample was made (nil: none known yet).
  private var pendingOffsets: [Int?] = []
  /// The UTC offset of the latest local_timestamp (monitoring_info, monitoring, timestamp_correlation,
  /// skin_temp_overnight: local_timestamp − timestamp) and the first one of the file (for samples before it).
  private(set) var offset: Int?
  private(set) var firstOffset: Int?
  /// local_timestamp − timestamp differences that are no plausible offset (ignored, warned).
  private(set) var implausibleOffset: Int?
  /// The last full timestamp (field 253) of any message, for `timestamp_16`.
  private var lastTimestamp: Int64?
  /// Start of the monitoring day (monitoring_info timestamp).
  private var dayStart: Double?
  /// Last value and time of each accumulating counter, by "activity type|field".
  private var counters: [String: (value: Double, time: Double)] = [:]
  /// The last sleep level and when it started.
  private var sleepLevel: (level: Int64, start: Double)?
  /// The first sleep level's start (a sleep assessment covers the night from there).
  private var sleepStart: Double?
  /// The last sleep disruption period and when it started.
  private var disruption: (severity: Int64, name: String, start: Double)?
  /// The latest time seen in a wellness message (ends the last sleep level).
  private var latest: Double = 0

  /// Global numbers of the messages mapped here (so the activity mapping leaves them alone).
  static let names: Set<String> = [
    "monitoring", "monitoring_info", "sleep_level", "hrv_status_summary", "hrv_value", "respiration_rate",
    "stress_level", "spo2_data", "weight_scale", "blood_pressure", "hsa_body_battery_data",
    "sleep_assessment",
    "skin_temp_overnight", "sleep_disruption_severity_period", "sleep_disruption_overnight_severity",
  ]

  /// Messages whose whole content also travels as an opaque record (fields beyond the samples: intensity,
  /// activity level…), so FIT → FIT and NDJSON keep them.
  static let keptWhole: Set<String> = [
    "monitoring", "monitoring_info", "sleep_level", "hrv_status_summary", "hsa_body_battery_data",
    "sleep_assessment", "skin_temp_overnight", "sleep_disruption_severity_period",
    "sleep_disruption_overnight_severity",
  ]

  /// Kept-whole messages whose every field reaches a sample or its metadata: a target that cannot carry
  /// the message loses nothing (`OpaqueRecord.uncarriedPartKey` empty).
  static let fullyMapped: Set<String> = [
    "hrv_status_summary", "hsa_body_battery_data", "sleep_assessment", "skin_temp_overnight",
    "sleep_disruption_severity_period", "sleep_disruption_overnight_severity",
  ]

  /// Notes the message's timestamp; maps it when it is a wellness message. Returns whether it was mapped.
  mutating func add(_ m: FITMessage, time: (Int64) -> Double) -> Bool {
    if let raw = m.integer(FITFieldNumber.timestamp) { lastTimestamp = raw }
    noteLocalTimestamp(m)
    guard Self.names.contains(m.name) else { return false }
    switch m.name {
    case "monitoring_info":
      if let raw = m.integer(FITFieldNumber.timestamp) { dayStart = time(raw) }
    case "monitoring": addMonitoring(m, time: time)
    case "hsa_body_battery_data", "sleep_assessment", "skin_temp_overnight",
      "sleep_disruption_severity_period",
      "sleep_disruption_overnight_severity":
      addRecovery(m, time: time)
    case "sleep_level":
      guard let raw = m.integer(FITFieldNumber.timestamp) else { return true }
      let t = time(raw)
      closeSleepLevel(at: t)
      if let level = m.integer(FITFieldNumber.SleepLevel.sleepLevel) { sleepLevel = (level, t) }
      if sleepStart == nil { sleepStart = t }
      latest = max(latest, t)
    case "hrv_value":
      guard let raw = m.integer(FITFieldNumber.timestamp),
        let v = positive(m.double(FITFieldNumber.HrvValue.value))
      else { return true }
      let t = time(raw)
      quantity(Self.rmssd, .millisecond, v, t, t)
    case "hrv_status_summary":
      guard let raw = m.integer(FITFieldNumber.timestamp),
        let v = positive(m.double(FITFieldNumber.HrvStatusSummary.lastNightAverage))
      else { return true }
      let t = time(raw)
      typealias Summary = FITFieldNumber.HrvStatusSummary
      quantity(
        Self.rmssd, .millisecond, v, t, t,
        metadata: Self.metadata(
          of: m, skipping: [Summary.lastNightAverage, Summary.status, FITFieldNumber.timestamp]))
      if let f = m.field(Summary.status), let status = f.rawInteger, let name = m.enumName(of: f) {
        category(Self.hrvStatus, Int(status), name, t, t)
      }
    case "respiration_rate":
      guard let raw = m.integer(FITFieldNumber.timestamp),
        let v = positive(m.double(FITFieldNumber.RespirationRate.respirationRate))
      else { return true }
      let t = time(raw)
      quantity("HKQuantityTypeIdentifierRespiratoryRate", .countPerMinute, v, t, t)
    case "stress_level":
      guard
        let raw = m.integer(FITFieldNumber.StressLevel.stressLevelTime)
          ?? m.integer(FITFieldNumber.timestamp),
        let v = m.double(FITFieldNumber.StressLevel.stressLevelValue), v >= 0
      else { return true }
      let t = time(raw)
      quantity("WKQuantityTypeIdentifierStressLevel", .count, v, t, t)
    case "spo2_data":
      guard let raw = m.integer(FITFieldNumber.timestamp),
        let v = positive(m.double(FITFieldNumber.Spo2Data.readingSpo2))
      else { return true }
      let t = time(raw)
      quantity(
        "HKQuantityTypeIdentifierOxygenSaturation", .percent, v / 100, t, t,
        metadata: Self.metadata(
          of: m, skipping: [FITFieldNumber.Spo2Data.readingSpo2, FITFieldNumber.timestamp]))
    case "weight_scale": addWeightScale(m, time: time)
    case "blood_pressure":
      guard let raw = m.integer(FITFieldNumber.timestamp) else { return true }
      let t = time(raw)
      typealias Pressure = FITFieldNumber.BloodPressure
      if let s = positive(m.double(Pressure.systolicPressure)),
        let d = positive(m.double(Pressure.diastolicPressure))
      {
        let skipped: Set<UInt8> = [
          Pressure.systolicPressure, Pressure.diastolicPressure, FITFieldNumber.timestamp,
        ]
        append(
          .bloodPressure(systolic: s, diastolic: d, at: t, metadata: Self.metadata(of: m, skipping: skipped)))
      }
      if let hr = positive(m.double(Pressure.heartRate)) {
        quantity("HKQuantityTypeIdentifierHeartRate", .countPerMinute, hr, t, t)
      }
    default: break
    }
    return true
  }

  static let rmssd = "WKQuantityTypeIdentifierHeartRateVariabilityRMSSD"
  static let hrvStatus = "WKCategoryTypeIdentifierHeartRateVariabilityStatus"
  static let bodyBattery = "WKQuantityTypeIdentifierBodyBattery"
  static let sleepScore = "WKQuantityTypeIdentifierSleepScore"
  static let skinTemperatureDeviation = "WKQuantityTypeIdentifierSleepingSkinTemperatureDeviation"
  static let sleepDisruption = "WKCategoryTypeIdentifierSleepDisruption"
  static let sleepDisruptionOvernight = "WKCategoryTypeIdentifierSleepDisruptionOvernight"

  /// Notes the UTC offset a message's local_timestamp gives (local_timestamp − timestamp, a whole quarter
  /// hour within ±14 h after rounding off ≤ 30 s of skew, as for activities).
  private mutating func noteLocalTimestamp(_ m: FITMessage) {
    let field: UInt8? =
      switch m.globalNumber {
      case FITMessageNumber.monitoringInfo: FITFieldNumber.MonitoringInfo.localTimestamp
      case FITMessageNumber.monitoring: FITFieldNumber.Monitoring.localTimestamp
      case FITMessageNumber.timestampCorrelation: FITFieldNumber.TimestampCorrelation.localTimestamp
      case FITMessageNumber.skinTempOvernight: FITFieldNumber.SkinTempOvernight.localTimestamp
      default: nil
      }
    guard let field, let local = m.integer(field), let ts = m.integer(FITFieldNumber.timestamp) else {
      return
    }
    if let o = FITWorkoutBuilder.plausibleUTCOffset(local - ts) {
      offset = o
      if firstOffset == nil { firstOffset = o }
    } else {
      implausibleOffset = Int(local - ts)
    }
  }

  /// Start of the local day (the counters' restart) a time falls in, when the UTC offset is known.
  private func localMidnight(before t: Double) -> Double? {
    guard let o = offset ?? firstOffset else { return nil }
    // The FIT epoch (1989-12-31T00:00Z) is a UTC midnight: local days are whole multiples from it.
    let local = t + Double(o)
    return (local / 86_400).rounded(.down) * 86_400 - Double(o)
  }

  private mutating func append(_ p: Pending) {
    pending.append(p)
    pendingOffsets.append(offset)
  }

  private mutating func category(
    _ type: String, _ value: Int, _ name: String, _ start: Double, _ end: Double,
    metadata: Metadata = Metadata()
  ) {
    append(.category(type: type, value: value, name: name, start: start, end: end, metadata: metadata))
    latest = max(latest, end)
  }

  /// Body battery, sleep assessment, skin temperature and sleep disruption messages.
  private mutating func addRecovery(_ m: FITMessage, time: (Int64) -> Double) {
    let t = m.integer(FITFieldNumber.timestamp).map(time)
    switch m.globalNumber {
    case FITMessageNumber.hsaBodyBatteryData:
      typealias Fields = FITFieldNumber.HsaBodyBatteryData
      guard let t else { return }
      let levels = Self.numbers(m.value(Fields.level))
      let charged = Self.numbers(m.value(Fields.charged))
      let uncharged = Self.numbers(m.value(Fields.uncharged))
      // Each element is one reading; processing_interval spans them all.
      let step = m.double(Fields.processingInterval).map { $0 / Double(max(levels.count, 1)) } ?? 0
      for (i, level) in levels.enumerated() {
        guard let level, level >= 0, level <= 100 else { continue }  // -16: blank
        var md = Metadata()
        if i < charged.count, let c = charged[i] {
          md.append("fit.hsa_body_battery_data.charged", .number(c))
        }
        if i < uncharged.count, let u = uncharged[i] {
          md.append("fit.hsa_body_battery_data.uncharged", .number(u))
        }
        let at = t + Double(i) * step
        quantity(Self.bodyBattery, .count, level, at, at, metadata: md)
      }
    case FITMessageNumber.sleepAssessment:
      // No timestamp of its own: the night of the sleep levels before it, else the last time seen.
      guard let score = m.double(FITFieldNumber.SleepAssessment.overallSleepScore), score >= 0,
        let end = t ?? (latest > 0 ? latest : lastTimestamp.map(time))
      else { return }
      let md = Self.metadata(of: m, skipping: [FITFieldNumber.SleepAssessment.overallSleepScore])
      quantity(Self.sleepScore, .count, score, min(sleepStart ?? end, end), end, metadata: md)
    case FITMessageNumber.skinTempOvernight:
      typealias Fields = FITFieldNumber.SkinTempOvernight
      guard let t, let v = m.double(Fields.averageDeviation), v.isFinite else { return }
      var md = Metadata()
      for (number, name) in [
        (Fields.average7DayDeviation, "average_7_day_deviation"), (Fields.nightlyValue, "nightly_value"),
      ] {
        if let x = m.double(number), x.isFinite {
          md.append("fit.skin_temp_overnight.\(name)", .quantity(Quantity(x, .degreeCelsius)))
        }
      }
      quantity(Self.skinTemperatureDeviation, .degreeCelsius, v, t, t, metadata: md)
    case FITMessageNumber.sleepDisruptionSeverityPeriod:
      guard let t else { return }
      closeDisruption(at: t)
      if let f = m.field(FITFieldNumber.SleepDisruptionSeverityPeriod.severity), let v = f.rawInteger,
        let name = m.enumName(of: f)
      {
        disruption = (v, name, t)
      }
      latest = max(latest, t)
    default:  // sleep_disruption_overnight_severity
      guard let t, let f = m.field(FITFieldNumber.SleepDisruptionOvernightSeverity.severity),
        let v = f.rawInteger, let name = m.enumName(of: f)
      else { return }
      category(Self.sleepDisruptionOvernight, Int(v), name, t, t)
    }
  }

  private mutating func closeDisruption(at t: Double) {
    guard let (severity, name, start) = disruption, t > start else { return }
    disruption = nil
    category(Self.sleepDisruption, Int(severity), name, start, t)
  }

  /// The elements of a numeric field (one value or an array; nil elements were invalid).
  static func numbers(_ v: FITValue?) -> [Double?] {
    switch v {
    case .integer(let x): [Double(x)]
    case .real(let x): [x]
    case .integers(let xs): xs.map { $0.map(Double.init) }
    case .reals(let xs): xs
    default: []
    }
  }

  private func positive(_ v: Double?) -> Double? { v.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } }

  private mutating func quantity(
    _ type: String, _ unit: QuantityUnit, _ value: Double, _ start: Double, _ end: Double,
    metadata: Metadata = Metadata()
  ) {
    append(.quantity(type: type, unit: unit, value: value, start: start, end: end, metadata: metadata))
    latest = max(latest, end)
  }

  /// The message's time: its timestamp, or timestamp_16 (the low 16 bits of a time after the last full
  /// timestamp of any message, as the FIT profile defines it).
  private func monitoringTime(_ m: FITMessage, time: (Int64) -> Double) -> Double? {
    if let raw = m.integer(FITFieldNumber.timestamp) { return time(raw) }
    guard let t16 = m.integer(FITFieldNumber.Monitoring.timestamp16), let last = lastTimestamp else {
      return nil
    }
    return time(last + ((t16 - last) & 0xFFFF))
  }

  private mutating func addMonitoring(_ m: FITMessage, time: (Int64) -> Double) {
    typealias Fields = FITFieldNumber.Monitoring
    guard let t = monitoringTime(m, time: time) else { return }
    latest = max(latest, t)
    let activity = m.integer(Fields.activityType)
    // A message with a duration is a summary of that span (a day), not a point of the counters.
    if let minutes = m.double(Fields.durationMin) ?? m.double(Fields.duration).map({ $0 / 60 }) {
      let start = t - minutes * 60
      if let steps = m.field(named: "steps").flatMap({ $0.rawInteger }) ?? stepsValue(m, activity: activity),
        steps > 0
      {
        summaries.append(
          (
            type: "HKQuantityTypeIdentifierStepCount", activity: activity, value: Double(steps), start: start,
            end: t
          ))
      }
      return
    }
    if let hr = positive(m.double(Fields.heartRate)) {
      quantity("HKQuantityTypeIdentifierHeartRate", .countPerMinute, hr, t, t)
    }
    if let v = m.double(Fields.moderateActivityMinutes), v > 0 {
      quantity("WKQuantityTypeIdentifierModerateIntensityMinutes", .minute, v, t, t)
    }
    if let v = m.double(Fields.vigorousActivityMinutes), v > 0 {
      quantity("WKQuantityTypeIdentifierVigorousIntensityMinutes", .minute, v, t, t)
    }
    guard let activity else { return }
    if let steps = stepsValue(m, activity: activity) {
      accumulate("HKQuantityTypeIdentifierStepCount", .count, Double(steps), activity: activity, at: t)
    }
    if Self.isWalkingOrRunning(activity), let d = m.double(Fields.distance) {
      accumulate("HKQuantityTypeIdentifierDistanceWalkingRunning", .meter, d, activity: activity, at: t)
    }
    if let kcal = m.double(Fields.activeCalories) {
      accumulate("HKQuantityTypeIdentifierActiveEnergyBurned", .kilocalorie, kcal, activity: activity, at: t)
    }
  }

  /// Steps of a walking (6) or running (1) message: the cycles field's `steps` sub-field, i.e. its raw
  /// value (cycles are strides: the profile scales them by 2).
  private func stepsValue(_ m: FITMessage, activity: Int64?) -> Int64? {
    guard Self.isWalkingOrRunning(activity), let f = m.field(FITFieldNumber.Monitoring.cycles) else {
      return nil
    }
    return f.rawInteger
  }

  /// Whether a monitoring `activity_type` counts steps (walking, running).
  static func isWalkingOrRunning(_ activity: Int64?) -> Bool {
    activity == Int64(FITEnum.ActivityType.running) || activity == Int64(FITEnum.ActivityType.walking)
  }

  /// Daily summaries (monitoring messages with a duration), used only for the activity types that have
  /// no per-interval counters in the file (they would count the same steps twice).
  private var summaries: [(type: String, activity: Int64?, value: Double, start: Double, end: Double)] = []
  private var countedActivities: Set<String> = []

  /// One sample for the increase of an accumulating counter since its last value (of this activity type);
  /// a value below the last one is a restart (a new day): the increase is the value itself.
  private mutating func accumulate(
    _ type: String, _ unit: QuantityUnit, _ value: Double, activity: Int64, at t: Double
  ) {
    let key = "\(activity)|\(type)"
    countedActivities.insert(key)
    let previous = counters[key]
    counters[key] = (value, t)
    let start: Double
    let increase: Double
    if let previous, value >= previous.value {
      start = previous.time
      increase = value - previous.value
    } else {
      // A first reading or a restart: the counter counts from the local midnight before it (the
      // device's day), not from the file's start; a restart within the day counts from the last reading.
      let midnight = localMidnight(before: t)
      if let midnight, let p = previous?.time {
        start = max(midnight, p)
      } else {
        start = midnight ?? previous?.time ?? dayStart ?? t
      }
      increase = value
    }
    guard increase > 0 else { return }
    quantity(
      type, unit, increase, min(start, t), t, metadata: ["fit.monitoring.activity_type": .integer(activity)])
  }

  private mutating func closeSleepLevel(at t: Double) {
    guard let (level, start) = sleepLevel, t > start else { return }
    sleepLevel = nil
    // sleep_level: 0 unmeasurable, 1 awake, 2 light, 3 deep, 4 rem.
    let values: [Int64: (Int, String)] = [
      1: (2, "HKCategoryValueSleepAnalysisAwake"), 2: (3, "HKCategoryValueSleepAnalysisAsleepCore"),
      3: (4, "HKCategoryValueSleepAnalysisAsleepDeep"), 4: (5, "HKCategoryValueSleepAnalysisAsleepREM"),
    ]
    guard let (value, name) = values[level] else { return }
    append(
      .category(
        type: "HKCategoryTypeIdentifierSleepAnalysis", value: value, name: name, start: start, end: t,
        metadata: Metadata()))
  }

  private mutating func addWeightScale(_ m: FITMessage, time: (Int64) -> Double) {
    guard let raw = m.integer(FITFieldNumber.timestamp) else { return }
    let t = time(raw)
    typealias Fields = FITFieldNumber.WeightScale
    let mapped: Set<UInt8> = [
      Fields.weight, Fields.percentFat, Fields.percentHydration, Fields.boneMass, Fields.muscleMass,
      Fields.bmi, FITFieldNumber.timestamp,
    ]
    let extra = Self.metadata(of: m, skipping: mapped)
    var first = true
    func add(_ type: String, _ unit: QuantityUnit, _ value: Double?) {
      guard let value = positive(value) else { return }
      quantity(type, unit, value, t, t, metadata: first ? extra : Metadata())
      first = false
    }
    add("HKQuantityTypeIdentifierBodyMass", .kilogram, m.double(Fields.weight))
    add("HKQuantityTypeIdentifierBodyFatPercentage", .percent, m.double(Fields.percentFat).map { $0 / 100 })
    add("HKQuantityTypeIdentifierBodyMassIndex", .count, m.double(Fields.bmi))
    add(
      "WKQuantityTypeIdentifierBodyWaterPercentage", .percent,
      m.double(Fields.percentHydration).map { $0 / 100 })
    add("WKQuantityTypeIdentifierBoneMass", .kilogram, m.double(Fields.boneMass))
    add("WKQuantityTypeIdentifierMuscleMass", .kilogram, m.double(Fields.muscleMass))
  }

  /// The message's other valid fields as `fit.<message>.<field>` metadata, in the profile's units.
  static func metadata(of m: FITMessage, skipping: Set<UInt8>) -> Metadata {
    var md = Metadata()
    for f in m.fields where !skipping.contains(f.number) && f.origin == .read {
      let key = "fit.\(m.name).\(m.name(of: f))"
      if let e = m.enumName(of: f) {
        md.append(key, .string(e))
      } else if let v = f.doubleValue {
        let units = m.units(of: f)
        if !units.isEmpty, let unit = try? QuantityUnit(parsing: units) {
          md.append(key, .quantity(Quantity(v, unit)))
        } else {
          md.append(key, .number(v))
        }
      }
    }
    return md
  }

  /// The samples, with the file's source and device; deterministic UUIDs.
  /// `ts` makes a timestamp from a time and the UTC offset in force (nil: the file's local_timestamps gave
  /// none; the caller's fallback applies).
  mutating func makeItems(source: Source?, device: Device?, ts: (Double, Int?) -> Timestamp) -> [HealthItem] {
    if let (_, start) = sleepLevel, latest > start { closeSleepLevel(at: latest) }
    if let d = disruption, latest > d.start { closeDisruption(at: latest) }
    for s in summaries where !countedActivities.contains("\(s.activity ?? -1)|\(s.type)") {
      var md = Metadata()
      if let a = s.activity { md.append("fit.monitoring.activity_type", .integer(a)) }
      append(.quantity(type: s.type, unit: .count, value: s.value, start: s.start, end: s.end, metadata: md))
    }
    summaries = []
    var items: [HealthItem] = []
    for (p, pendingOffset) in zip(pending, pendingOffsets) {
      // A sample before the first local_timestamp takes the file's first offset.
      let sampleOffset = pendingOffset ?? firstOffset
      func header(_ start: Double, _ end: Double, _ metadata: Metadata) -> SampleHeader {
        SampleHeader(
          uuid: UUID(), start: ts(start, sampleOffset), end: ts(end, sampleOffset), source: source,
          device: device,
          metadata: metadata)
      }
      switch p {
      case .quantity(let type, let unit, let value, let start, let end, let md):
        var q = QuantitySample(header: header(start, end, md), type: type, quantity: Quantity(value, unit))
        q.header.uuid = Identity.uuid(for: q)
        items.append(.quantity(q))
      case .category(let type, let value, let name, let start, let end, let md):
        var c = CategorySample(header: header(start, end, md), type: type, value: value, valueName: name)
        c.header.uuid = Identity.uuid(for: c)
        items.append(.category(c))
      case .bloodPressure(let systolic, let diastolic, let t, let md):
        var members: [CorrelationMember] = []
        for (type, value) in [
          ("HKQuantityTypeIdentifierBloodPressureSystolic", systolic),
          ("HKQuantityTypeIdentifierBloodPressureDiastolic", diastolic),
        ] {
          var q = QuantitySample(
            header: header(t, t, Metadata()), type: type, quantity: Quantity(value, .millimeterOfMercury))
          q.header.uuid = Identity.uuid(for: q)
          members.append(.quantity(q))
        }
        var c = Correlation(
          header: header(t, t, md), type: "HKCorrelationTypeIdentifierBloodPressure", members: members)
        c.header.uuid = Identity.uuid(for: c)
        items.append(.correlation(c))
      }
    }
    pending = []
    pendingOffsets = []
    return items
  }
}

extension FITWorkoutBuilder {
  /// Maps a wellness message (and keeps it whole when `FITWellnessBuilder.keptWhole` says so); false for
  /// any other message.
  mutating func addWellness(_ m: FITMessage) -> Bool {
    let offset = systemTimeOffset
    guard wellness.add(m, time: { $0 < 0x1000_0000 ? Double($0) + offset : Double($0) }) else { return false }
    if FITWellnessBuilder.keptWhole.contains(m.name) {
      keepOpaque(m, uncarried: FITWellnessBuilder.fullyMapped.contains(m.name) ? "" : nil)
    }
    return true
  }

  /// The wellness samples, with the source and device of file_id/device_info (as the workout gets them).
  mutating func makeWellnessItems() -> [HealthItem] {
    let (source, device) = provenance()
    let fallback = utcOffset
    return wellness.makeItems(source: source, device: device.isEmpty ? nil : device) {
      Timestamp(Date(timeIntervalSince1970: $0 + fitEpoch), utcOffset: $1 ?? fallback)
    }
  }
}

extension FITWorkoutBuilder {
  /// The source (manufacturer and product, software version) and device of file_id/software.
  func provenance() -> (Source?, Device) {
    var source: Source?
    if let manufacturer {
      source = Source(
        name: [manufacturer, product].compactMap { $0 }.joined(separator: " "),
        version: softwareVersion.map { NumberText.shortest($0) })
    }
    let device = Device(
      name: product, manufacturer: manufacturer, model: productNumber.map(String.init),
      softwareVersion: softwareVersion.map { NumberText.shortest($0) }, serialNumber: serial.map(String.init))
    return (source, device)
  }
}
