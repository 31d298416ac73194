/// A HealthKit workout event type (`HKWorkoutEventType`), identified by its raw value.
///
/// Every raw value is representable; the catalogued ones (generated from
/// `Formats/health/workout-event-types.tsv`) have a static constant, an export name and a Swift name.
/// A raw value missing from the catalog is spelled `HKWorkoutEventType(<raw>)` as an export name and
/// `unknown(<raw>)` as a name; `init?(exportName:)` accepts the former.
/// Codable: encodes the name (`pause`), or the integer raw value when uncatalogued; decodes a name,
/// an export name or an integer.
public struct WorkoutEventType: Sendable, Hashable, Codable, RawRepresentable, CustomStringConvertible {
  /// HealthKit's raw value (`HKWorkoutEventType.rawValue`), e.g. 1 for pause.
  public var rawValue: Int

  /// Creates the event type with a raw value, catalogued or not.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The event type an export spells `exportName` (e.g. `HKWorkoutEventTypePause`), or `nil`.
  public init?(exportName: String) {
    if let entry = Self.index.byExportName[exportName] {
      self.init(rawValue: entry.rawValue)
    } else if let raw: Int = parseFallbackRawValue(exportName, prefix: Self.exportPrefix) {
      self.init(rawValue: raw)
    } else {
      return nil
    }
  }

  /// The event type with the Swift name `name` (e.g. `motionPaused`), or `nil`.
  public init?(name: String) {
    guard let entry = Self.index.byName[name] else { return nil }
    self.init(rawValue: entry.rawValue)
  }

  /// The spelling used in Apple Health exports, e.g. `HKWorkoutEventTypePause`.
  public var exportName: String {
    Self.index.byRawValue[rawValue]?.exportName ?? "\(Self.exportPrefix)(\(rawValue))"
  }

  /// The lowerCamel name, e.g. `pause`; `unknown(<raw>)` for an uncatalogued raw value.
  public var name: String {
    Self.index.byRawValue[rawValue]?.name ?? "unknown(\(rawValue))"
  }

  /// `true` when the raw value is in the catalog.
  public var isCatalogued: Bool { Self.index.byRawValue[rawValue] != nil }

  /// The lowerCamel name.
  public var description: String { name }

  /// Every catalogued event type, in table order.
  public static let allKnown: [WorkoutEventType] = catalogEntries.map {
    WorkoutEventType(rawValue: $0.rawValue)
  }

  private static let exportPrefix = "HKWorkoutEventType"
  private static let index = CatalogIndex(catalogEntries)

  /// Decodes a name, an export name, or an integer raw value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let raw = try? container.decode(Int.self) {
      self.init(rawValue: raw)
      return
    }
    let text = try container.decode(String.self)
    if let value = WorkoutEventType(name: text) ?? WorkoutEventType(exportName: text) {
      self = value
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown workout event type \"\(text)\"")
    }
  }

  /// Encodes the name, or the integer raw value when the type is not catalogued.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let entry = Self.index.byRawValue[rawValue] {
      try container.encode(entry.name)
    } else {
      try container.encode(rawValue)
    }
  }
}
