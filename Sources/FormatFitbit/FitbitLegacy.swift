import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The legacy per-type JSON (`Global Export Data/`, `user-site-export/`): arrays of `{dateTime, value}`
/// with `MM/DD/YY HH:MM:SS` in UTC, sleep logs in local ISO time, body logs with a local date and time.
extension FitbitRun {
  /// The metadata key of a heart-rate reading's confidence (0–3) as Fitbit gives it.
  static let confidenceKey = "FitbitHeartRateConfidence"
  /// The metadata key of an exercise's or body log's Fitbit id.
  static let logIDKey = "FitbitLogId"

  /// The member's top-level array of objects (bounded read, located errors).
  func records(_ member: FitbitLayout.Member) throws -> [[String: Any]] {
    let data = try members.data(member.path)
    let array = try ExportJSON.array(data, at: members.location(member.path))
    return try array.enumerated().map { index, element in
      guard let object = element as? [String: Any] else {
        throw damaged("record \(index) is not a JSON object", in: member.path)
      }
      return object
    }
  }

  /// A record's `dateTime` as UTC seconds.
  func dateTime(_ record: [String: Any], _ member: FitbitLayout.Member, _ index: Int) throws -> Double {
    guard let text = record["dateTime"] as? String else { throw missing("`dateTime`", in: member.path) }
    guard let seconds = FitbitClock.slashed(text) else {
      throw damaged("record \(index): `dateTime` \"\(text)\" is not MM/DD/YY HH:MM:SS", in: member.path)
    }
    return seconds
  }

  /// A number given as JSON number or string.
  static func number(_ value: Any?) -> Double? {
    if let n = value as? JSONNumber { return n.doubleValue }
    if let s = value as? String { return Double(s) }
    return nil
  }

  func readHeartRate(_ member: FitbitLayout.Member) throws {
    let list = try decode([HeartRecord].self, member)
    var first = Double.infinity
    for (index, record) in list.enumerated() {
      guard let t = FitbitClock.slashed(record.dateTime) else {
        throw damaged(
          "record \(index): `dateTime` \"\(record.dateTime)\" is not MM/DD/YY HH:MM:SS", in: member.path)
      }
      first = min(first, t)
      let time = Date(timeIntervalSince1970: t)
      if windows.takeHeartRate(record.value.bpm, at: time) { continue }
      var metadata = Metadata()
      if let confidence = record.value.confidence {
        metadata.append(Self.confidenceKey, .integer(Int64(confidence)))
      }
      let stamp = Timestamp(time)
      try emitQuantity(
        HKType.heartRate, Quantity(record.value.bpm, .countPerMinute), start: stamp, end: stamp,
        id: uuid(member.path, "\(index)"), metadata: metadata)
    }
    learnOffset(member, firstUTC: first)
  }

  /// A large per-type array decoded with `JSONDecoder` (a fraction of `JSONSerialization`'s memory and time
  /// on these files); a missing key is a layout error, anything else damage of the member.
  func decode<T: Decodable>(_ type: T.Type, _ member: FitbitLayout.Member) throws -> T {
    let data = try members.data(member.path)
    do { return try JSONDecoder().decode(type, from: data) } catch DecodingError.keyNotFound(
      let key, let context)
    {
      let path = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
      throw missing("`\(path)`", in: member.path)
    } catch let error as DecodingError {
      throw damaged("not the expected JSON: \(Self.describe(error))", in: member.path)
    }
  }

  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c):
      let path = c.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? c.debugDescription : "\(path): \(c.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  /// The file covers its local day: the first reading's distance before the day's midnight, rounded up to a
  /// quarter hour, is the day's offset (readings start at or after local midnight).
  private func learnOffset(_ member: FitbitLayout.Member, firstUTC: Double) {
    guard let date = member.date, let midnight = FitbitClock.day(date), firstUTC.isFinite else { return }
    let gap = midnight - firstUTC
    let offset = Int((gap / 900).rounded(.up)) * 900
    guard abs(offset) <= 14 * 3600 else { return }
    offsets[String(date)] = offset
  }

  enum MinuteKind { case steps, distance }

  /// Per-minute steps or distance (centimetres), values as strings.
  func readMinuteSeries(_ member: FitbitLayout.Member, kind: MinuteKind) throws {
    for (index, record) in try decode([MinuteRecord].self, member).enumerated() {
      guard let t = FitbitClock.slashed(record.dateTime) else {
        throw damaged(
          "record \(index): `dateTime` \"\(record.dateTime)\" is not MM/DD/YY HH:MM:SS", in: member.path)
      }
      let value = record.value.value
      let start = Timestamp(unixSeconds: t)
      let quantity: Quantity
      let type: String
      switch kind {
      case .steps:
        (type, quantity) = (HKType.steps, Quantity(value, .count))
      case .distance:
        (type, quantity) = (
          HKType.distanceWalkingRunning, try Quantity(value, .centimeter).converted(to: .meter)
        )
      }
      try emitQuantity(type, quantity, start: start, end: start.adding(60), id: uuid(member.path, "\(index)"))
    }
  }

  /// Sleep logs: an in-bed sample over the log, then one sample per stage segment (`levels.data`; the
  /// short wake entries of `levels.shortData` overlap those segments and are not read).
  func readSleep(_ member: FitbitLayout.Member) throws {
    var shortEntries = 0
    for (index, log) in try records(member).enumerated() {
      guard let startText = log["startTime"] as? String, let endText = log["endTime"] as? String else {
        throw missing("`startTime`/`endTime`", in: member.path)
      }
      let day = (log["dateOfSleep"] as? String) ?? String(startText.prefix(10))
      let offset = offset(forDay: day)
      guard let start = FitbitClock.iso(startText, localOffset: offset),
        let end = FitbitClock.iso(endText, localOffset: offset)
      else { throw damaged("sleep log \(index): unreadable start or end time", in: member.path) }
      let logID = Self.number(log["logId"]).map { String(Int64($0)) } ?? "\(index)"
      var metadata = Metadata()
      metadata.append(Self.logIDKey, .string(logID))
      try emitSleep(.inBed, start: start, end: end, id: uuid(member.path, logID), metadata: metadata)
      let levels = log["levels"] as? [String: Any]
      shortEntries += (levels?["shortData"] as? [Any])?.count ?? 0
      for (k, segment) in ((levels?["data"] as? [[String: Any]]) ?? []).enumerated() {
        guard let text = segment["dateTime"] as? String, let level = segment["level"] as? String,
          let seconds = Self.number(segment["seconds"])
        else { throw missing("`levels.data[].dateTime/level/seconds`", in: member.path) }
        guard let stage = SleepStage(fitbit: level) else {
          throw damaged("sleep log \(logID): unknown sleep level \"\(level)\"", in: member.path)
        }
        guard let at = FitbitClock.iso(text, localOffset: offset) else {
          throw damaged("sleep log \(logID): unreadable level time \"\(text)\"", in: member.path)
        }
        try emitSleep(stage, start: at, end: at.adding(seconds), id: uuid(member.path, "\(logID)/\(k)"))
      }
    }
    if shortEntries > 0 {
      context.warn(
        .fitbitShortWakeEntries(entries: shortEntries),
        at: members.location(member.path), count: shortEntries)
    }
  }

  func emitSleep(
    _ stage: SleepStage, start: Timestamp, end: Timestamp, id: UUID, metadata: Metadata = Metadata()
  )
    throws
  {
    let header = SampleHeader(uuid: id, start: start, end: end, source: source, metadata: metadata)
    try sink.receive(
      .category(
        CategorySample(header: header, type: HKType.sleep, value: stage.rawValue, valueName: stage.valueName))
    )
  }

  enum BodyKind { case weight, fat }

  /// Body logs: `{logId, weight|fat, date MM/DD/YY, time HH:MM:SS}` in local time; weight in the account's
  /// unit, which the JSON does not state (`fitbit.weightUnit`, default kg, reported).
  func readBody(_ member: FitbitLayout.Member, kind: BodyKind) throws {
    let unit = options.weightUnit
    if kind == .weight, !options.weightUnitStated {
      context.warn(
        .fitbitWeightInKilograms,
        at: members.location(member.path))
    }
    for (index, log) in try records(member).enumerated() {
      let key = kind == .weight ? "weight" : "fat"
      guard let value = Self.number(log[key]), let date = log["date"] as? String else {
        throw missing("`\(key)`/`date`", in: member.path)
      }
      let time = (log["time"] as? String) ?? "00:00:00"
      guard let local = FitbitClock.slashed(date + " " + time) else {
        throw damaged("log \(index): unreadable date \"\(date) \(time)\"", in: member.path)
      }
      let offset = offset(forDay: Self.isoDay(local))
      let at = Timestamp(Date(timeIntervalSince1970: local - Double(offset)), utcOffset: offset)
      let logID = Self.number(log["logId"]).map { String(Int64($0)) } ?? "\(index)"
      var metadata = Metadata()
      metadata.append(Self.logIDKey, .string(logID))
      let quantity =
        kind == .weight
        ? try Quantity(value, unit).converted(to: .kilogram) : Quantity(value / 100, .percent)
      let type = kind == .weight ? HKType.bodyMass : HKType.bodyFat
      try emitQuantity(type, quantity, start: at, end: at, id: uuid(member.path, logID), metadata: metadata)
    }
  }

  /// Daily resting heart rate; entries with `value.date` null (placeholders of 0) are not records.
  func readRestingHeartRate(_ member: FitbitLayout.Member) throws {
    for (index, record) in try records(member).enumerated() {
      guard let value = record["value"] as? [String: Any] else { throw missing("`value`", in: member.path) }
      guard let date = value["date"] as? String, let bpm = Self.number(value["value"]), bpm > 0 else {
        continue
      }
      guard let local = FitbitClock.slashed(date) else {
        throw damaged("record \(index): unreadable date \"\(date)\"", in: member.path)
      }
      let offset = offset(forDay: Self.isoDay(local))
      let start = Timestamp(Date(timeIntervalSince1970: local - Double(offset)), utcOffset: offset)
      try emitQuantity(
        HKType.restingHeartRate, Quantity(bpm, .countPerMinute), start: start, end: start.adding(86_400),
        id: uuid(member.path, "\(index)"))
    }
  }

  /// Exercise logs (`exercise-<n>.json`): windows the heart rate fills, emitted as workouts at the end.
  func readExercises(_ member: FitbitLayout.Member) throws {
    for (index, log) in try records(member).enumerated() {
      guard let startText = log["startTime"] as? String, let duration = Self.number(log["duration"]) else {
        throw missing("`startTime`/`duration`", in: member.path)
      }
      guard let start = FitbitClock.slashed(startText) else {
        throw damaged("exercise \(index): unreadable startTime \"\(startText)\"", in: member.path)
      }
      var exercise = FitbitExercise(
        path: member.path, key: Self.number(log["logId"]).map { String(Int64($0)) } ?? "\(index)",
        name: (log["activityName"] as? String) ?? "", start: start, end: start + duration / 1000)
      exercise.activeDuration = Self.number(log["activeDuration"]).map { $0 / 1000 }
      exercise.steps = Self.number(log["steps"])
      exercise.kilocalories = Self.number(log["calories"])
      exercise.averageHeartRate = Self.number(log["averageHeartRate"])
      if let distance = Self.number(log["distance"]) {
        let unit: QuantityUnit = (log["distanceUnit"] as? String) == "Mile" ? .mile : .kilometer
        exercise.meters = try Quantity(distance, unit).converted(to: .meter).value
      }
      exercise.device = ((log["source"] as? [String: Any])?["name"] as? String)
      exercise.logType = log["logType"] as? String
      exercise.recordedGPS = (log["hasGps"] as? Bool) == true
      windows.add(exercise)
    }
  }

  /// `YYYY-MM-DD` of seconds read as a civil time.
  static func isoDay(_ seconds: Double) -> String {
    let (y, m, d, _, _, _) = ISO8601Timestamp.civil(fromUnix: Int64(seconds.rounded(.down)))
    return NumberText.formatted("%04lld-%02lld-%02lld", y, m, d)
  }
}

/// HealthKit sleep analysis values.
enum SleepStage: Int {
  case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5

  /// Fitbit levels: stages (`wake|light|deep|rem`) and classic (`awake|restless|asleep`) logs, and the CSV
  /// tree's `AWAKE|LIGHT|DEEP|REM|ASLEEP|RESTLESS`. Restless time counts as awake.
  init?(fitbit level: String) {
    switch level.lowercased() {
    case "wake", "awake", "restless": self = .awake
    case "light": self = .asleepCore
    case "deep": self = .asleepDeep
    case "rem": self = .asleepREM
    case "asleep": self = .asleepUnspecified
    default: return nil
    }
  }

  /// The value's name, as the category catalog spells it (the preferred name of its raw value).
  var valueName: String {
    CategoryTypeCatalog.valueName(
      forRawValue: rawValue, typeIdentifier: "HKCategoryTypeIdentifierSleepAnalysis")
      ?? ""
  }
}

/// The HealthKit identifiers the reader writes.
enum HKType {
  static let heartRate = "HKQuantityTypeIdentifierHeartRate"
  static let steps = "HKQuantityTypeIdentifierStepCount"
  static let distanceWalkingRunning = "HKQuantityTypeIdentifierDistanceWalkingRunning"
  static let distanceCycling = "HKQuantityTypeIdentifierDistanceCycling"
  static let activeEnergy = "HKQuantityTypeIdentifierActiveEnergyBurned"
  static let restingHeartRate = "HKQuantityTypeIdentifierRestingHeartRate"
  static let bodyMass = "HKQuantityTypeIdentifierBodyMass"
  static let bodyFat = "HKQuantityTypeIdentifierBodyFatPercentage"
  static let oxygenSaturation = "HKQuantityTypeIdentifierOxygenSaturation"
  static let sleep = "HKCategoryTypeIdentifierSleepAnalysis"
}

/// A heart-rate reading of the legacy JSON.
struct HeartRecord: Decodable {
  struct Value: Decodable {
    var bpm: Double
    var confidence: Double?
  }
  var dateTime: String
  var value: Value
}

/// A per-minute value of the legacy JSON (steps, distance), written as a string or a number.
struct MinuteRecord: Decodable {
  var dateTime: String
  var value: TextNumber
}

/// A number written as JSON text (`"1120"`) or as a JSON number.
struct TextNumber: Decodable {
  var value: Double

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      value = number
      return
    }
    let text = try container.decode(String.self)
    guard let number = Double(text), number.isFinite else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a number")
    }
    value = number
  }
}
