import FoundationEssentials

/// A day's activity rings (HKActivitySummary).
public struct ActivitySummary: Sendable, Hashable, Codable {
  /// The calendar day, `yyyy-MM-dd`, as the export writes it.
  public var dateComponents: String
  public var activeEnergyBurned: Quantity?
  public var activeEnergyBurnedGoal: Quantity?
  /// Minutes.
  public var appleMoveTime: Double?
  public var appleMoveTimeGoal: Double?
  /// Minutes.
  public var appleExerciseTime: Double?
  public var appleExerciseTimeGoal: Double?
  /// Hours.
  public var appleStandHours: Double?
  public var appleStandHoursGoal: Double?
  /// Attributes this model has no field for, in order (kept for lossless round trips).
  public var extra: [KeyValue]

  /// Makes a summary for a day.
  public init(
    dateComponents: String, activeEnergyBurned: Quantity? = nil, activeEnergyBurnedGoal: Quantity? = nil,
    appleMoveTime: Double? = nil, appleMoveTimeGoal: Double? = nil, appleExerciseTime: Double? = nil,
    appleExerciseTimeGoal: Double? = nil, appleStandHours: Double? = nil, appleStandHoursGoal: Double? = nil,
    extra: [KeyValue] = []
  ) {
    self.dateComponents = dateComponents
    self.activeEnergyBurned = activeEnergyBurned
    self.activeEnergyBurnedGoal = activeEnergyBurnedGoal
    self.appleMoveTime = appleMoveTime
    self.appleMoveTimeGoal = appleMoveTimeGoal
    self.appleExerciseTime = appleExerciseTime
    self.appleExerciseTimeGoal = appleExerciseTimeGoal
    self.appleStandHours = appleStandHours
    self.appleStandHoursGoal = appleStandHoursGoal
    self.extra = extra
  }
}

/// The user's characteristics (export `<Me>`): date of birth, biological sex, blood type, skin type…
/// Kept as ordered identifier → value pairs exactly as written.
public struct Characteristics: Sendable, Hashable, Codable {
  public var entries: [KeyValue]
  /// Makes characteristics from ordered pairs.
  public init(entries: [KeyValue] = []) { self.entries = entries }
  /// The value for an identifier such as "HKCharacteristicTypeIdentifierDateOfBirth".
  public subscript(identifier: String) -> String? { entries.first { $0.key == identifier }?.value }
}

/// Facts about the export itself: when, in which locale, which format version.
public struct ExportInfo: Sendable, Hashable, Codable {
  public var exportDate: Timestamp?
  public var locale: String?
  /// The export format version (the number in Apple's DTD comment), when known.
  public var formatVersion: Int?
  /// Format and producer, e.g. "fit" / "Garmin Edge 810", for files that are not Health exports.
  public var producer: String?

  /// Makes export facts.
  public init(
    exportDate: Timestamp? = nil, locale: String? = nil, formatVersion: Int? = nil, producer: String? = nil
  ) {
    self.exportDate = exportDate
    self.locale = locale
    self.formatVersion = formatVersion
    self.producer = producer
  }
}

/// Something a format carries that the model has no type for (a ClinicalRecord, an Audiogram, a FIT
/// message of an unknown number…), kept as a small tree so the same format can write it back.
public struct OpaqueRecord: Sendable, Hashable, Codable {
  /// The format it came from ("health", "fit", …).
  public var format: String
  /// Element or message name.
  public var name: String
  /// Attributes or fields, in order.
  public var attributes: [KeyValue]
  /// Children, in order.
  public var children: [OpaqueRecord]
  /// Text content or raw bytes (base64 in NDJSON), if any.
  public var text: String?
  public var data: Data?

  /// Makes an opaque record.
  public init(
    format: String, name: String, attributes: [KeyValue] = [], children: [OpaqueRecord] = [],
    text: String? = nil, data: Data? = nil
  ) {
    self.format = format
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.data = data
  }
}

extension OpaqueRecord {
  /// Attribute naming the only part of the record no other item carries, when the rest reached the model
  /// (a FIT `hr` message: the records carry one heart rate each, its beat-by-beat heart rates and times
  /// are only here). A target that cannot carry the record loses just that part; empty: nothing.
  public static let uncarriedPartKey = "WKUncarried"

  /// The part only this record carries (`WKUncarried`), when the rest reached the model.
  public var uncarriedPart: String? { attributes.first { $0.key == Self.uncarriedPartKey }?.value }
}
