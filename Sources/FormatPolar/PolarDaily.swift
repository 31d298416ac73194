import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The kinds of member of a Polar export, told apart by file name (`README.md`, "Daily members").
enum PolarMember: Hashable {
  case session, activity, continuousHeartRate, sleepResult
  /// A member no mapping reads: its kind is the file name up to its first digit (`nightly_recovery`).
  case other(String)

  init(path: String) {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard file.hasSuffix(".json") else {
      self = .other(Self.kind(of: file))
      return
    }
    if PolarFormat.isSession(path) {
      self = .session
    } else if file.hasPrefix("activity-") {
      self = .activity
    } else if file.hasPrefix("247ohr_") {
      self = .continuousHeartRate
    } else if file.hasPrefix("sleep_result_") {
      self = .sleepResult
    } else {
      self = .other(Self.kind(of: String(file.dropLast(5))))
    }
  }

  static func kind(of name: String) -> String {
    let kind = String(name.prefix { !$0.isNumber }).trimming(charactersIn: "-_.")
    return kind.isEmpty ? name : kind
  }

  /// Kinds whose layout is known and which hold nothing HealthKit has a type for: the reason is reported.
  static let knownUnmapped: [String: String] = [
    "nightly_recovery":
      "Nightly Recharge nights (HRV as RMSSD: HealthKit's HRV type is SDNN, so it is not written as one; "
      + "ANS charge, beat-to-beat and breathing intervals have no HealthKit type)",
    "nightly_recovery_blob":
      "Nightly Recharge 5-minute RMSSD and breathing samples (RMSSD is not SDNN; no date links them to a night)",
    "sleep_score": "sleep scores (no HealthKit type)",
  ]
}

/// Polar's daily members: 24/7 activity (`activity-*.json`), continuous heart rate (`247ohr_*.json`) and
/// sleep (`sleep_result_*.json`), as samples. Activity and heart-rate times are local civil times without
/// an offset: a day takes the offset the export states for it (a sleep boundary's offset, a training
/// session's `timezoneOffsetMinutes`), else the nearest day's that has one (reported as `polar.assumed`).
final class PolarDaily {
  let members: ArchiveMembers
  let sink: any HealthItemSink
  let context: ConversionContext
  let source = Source(name: "Polar Flow")
  /// Offsets (seconds east of UTC) the export states, by local day (days since 1970).
  private var stated: [Int64: Int] = [:]
  private var statedDays: [Int64] = []
  /// Days placed with another day's offset, and where the first one was read.
  private var borrowed: Set<Int64> = []
  private var firstBorrowed: SourceLocation?
  /// What the read members hold that no mapping takes: kind → (count, first location).
  private var unmapped: [String: (count: Int, at: SourceLocation)] = [:]

  init(members: ArchiveMembers, sink: any HealthItemSink, context: ConversionContext) {
    self.members = members
    self.sink = sink
    self.context = context
  }

  // MARK: Offsets

  /// Records the offset a source states for an instant's local day (the first stated one wins).
  func learn(_ time: Timestamp) {
    guard let offset = time.utcOffset else { return }
    let day = Int64(((time.unixSeconds + Double(offset)) / 86_400).rounded(.down))
    if stated[day] == nil { stated[day] = offset }
  }

  /// The offset of a local day: stated, else the nearest stated day's (the earlier on a tie), else UTC.
  func offset(forDay day: Int64, at location: SourceLocation) -> Int {
    if let known = stated[day] { return known }
    if statedDays.count != stated.count { statedDays = stated.keys.sorted() }
    if borrowed.insert(day).inserted, firstBorrowed == nil { firstBorrowed = location }
    guard !statedDays.isEmpty else { return 0 }
    var low = 0
    var high = statedDays.count
    while low < high {
      let mid = (low + high) / 2
      if statedDays[mid] < day { low = mid + 1 } else { high = mid }
    }
    let after = low < statedDays.count ? statedDays[low] : nil
    let before = low > 0 ? statedDays[low - 1] : nil
    let nearest: Int64 =
      switch (before, after) {
      case (let b?, let a?): day - b <= a - day ? b : a
      case (let b?, nil): b
      case (nil, let a?): a
      case (nil, nil): day
      }
    return stated[nearest] ?? 0
  }

  /// `YYYY-MM-DD` → days since 1970.
  static func day(_ text: String) -> Int64? {
    guard text.count == 10, let t = ISO8601Timestamp.parse(text + "T00:00:00Z") else { return nil }
    return Int64((t.unixSeconds / 86_400).rounded(.down))
  }

  /// The instant of a local civil time `seconds` after local midnight of `day`, at the day's offset.
  func instant(day: Int64, seconds: Double, at location: SourceLocation) -> Timestamp {
    let offset = offset(forDay: day, at: location)
    return Timestamp(unixSeconds: Double(day) * 86_400 + seconds - Double(offset), utcOffset: offset)
  }

  // MARK: Errors and reports

  func missing(_ field: String, in kind: String, _ path: String) -> ConversionError {
    ConversionError(
      .invalidInput, "a Polar \(kind) file whose \(field) is missing or not as documented",
      at: members.location(path),
      hint: "the layout this reader knows is in Sources/FormatPolar/README.md (Daily members)")
  }

  func note(_ kind: String, count: Int, in path: String) {
    guard count > 0 else { return }
    let previous = unmapped[kind]
    unmapped[kind] = ((previous?.count ?? 0) + count, previous?.at ?? members.location(path))
  }

  /// The report: content of read members with no mapping, and the days placed with a borrowed offset.
  func finish() {
    let reasons = [
      "activity.mets": "MET samples (no HealthKit type; energy from them would need a model of the body)",
      "activity.summary": "daily summaries' calories, distance and activity levels (units not stated)",
      "activity.unplacedSteps": "step samples without `localTime` (the day total is written instead)",
      "sleep.unknownStage":
        "hypnogram segments in state WS_UNKNOWN (no stage; the in-bed sample covers them)",
    ]
    for (kind, entry) in unmapped.sorted(by: { $0.key < $1.key }) {
      context.warn(
        .polarDailyNotMapped(kind: kind, what: reasons[kind] ?? kind, count: entry.count), at: entry.at,
        count: entry.count)
    }
    if let firstBorrowed {
      context.warn(
        .polarOffsetAssumed(days: borrowed.count, noneStated: stated.isEmpty), at: firstBorrowed,
        count: borrowed.count)
    }
  }

  // MARK: Emitting

  func uuid(_ path: String, _ key: String) -> UUID { Identity.uuidV5(name: "polar|\(path)|\(key)") }

  func emitQuantity(_ type: String, _ quantity: Quantity, start: Timestamp, end: Timestamp, id: UUID) throws {
    let header = SampleHeader(uuid: id, start: start, end: end, source: source)
    try sink.receive(.quantity(QuantitySample(header: header, type: type, quantity: quantity)))
  }

  func emitSleep(_ stage: PolarSleepStage, start: Timestamp, end: Timestamp, id: UUID) throws {
    let header = SampleHeader(uuid: id, start: start, end: end, source: source)
    try sink.receive(
      .category(
        CategorySample(
          header: header, type: PolarHK.sleep, value: stage.rawValue, valueName: stage.valueName)))
  }
}

/// HealthKit identifiers the daily members map to.
enum PolarHK {
  static let steps = "HKQuantityTypeIdentifierStepCount"
  static let heartRate = "HKQuantityTypeIdentifierHeartRate"
  static let sleep = "HKCategoryTypeIdentifierSleepAnalysis"
}

/// HealthKit sleep analysis values, and Polar's hypnogram states.
enum PolarSleepStage: Int {
  case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5

  /// `WAKE`, `REM`, `NONREM1`/`NONREM2` (light), `NONREM3` (deep); `WS_UNKNOWN` is no stage (nil
  /// result, `true` known); any other name is unknown (`false`).
  static func stage(polar state: String) -> (stage: PolarSleepStage?, known: Bool) {
    switch state {
    case "WAKE": (.awake, true)
    case "REM": (.asleepREM, true)
    case "NONREM1", "NONREM2": (.asleepCore, true)
    case "NONREM3": (.asleepDeep, true)
    case "WS_UNKNOWN": (nil, true)
    default: (nil, false)
    }
  }

  /// The value's name, as the category catalog spells it (the preferred name of its raw value).
  var valueName: String {
    CategoryTypeCatalog.valueName(
      forRawValue: rawValue, typeIdentifier: "HKCategoryTypeIdentifierSleepAnalysis")
      ?? ""
  }
}

/// ISO 8601 durations as the sleep members write them (`PT1H6M30S`, `PT0S`, `PT25.5S`, `P1DT2H`).
enum PolarDuration {
  static func seconds(_ text: String) -> Double? {
    guard text.hasPrefix("P") else { return nil }
    var total = 0.0
    var number = ""
    var inTime = false
    var any = false
    for c in text.dropFirst() {
      if c == "T" {
        guard number.isEmpty, !inTime else { return nil }
        inTime = true
        continue
      }
      if c.isNumber || c == "." {
        number.append(c)
        continue
      }
      guard let value = Double(number) else { return nil }
      number = ""
      any = true
      switch (c, inTime) {
      case ("D", false): total += value * 86_400
      case ("H", true): total += value * 3600
      case ("M", true): total += value * 60
      case ("S", true): total += value
      default: return nil
      }
    }
    return number.isEmpty && any ? total : nil
  }
}
