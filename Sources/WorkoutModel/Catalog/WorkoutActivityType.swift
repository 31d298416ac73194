/// A HealthKit workout activity type (`HKWorkoutActivityType`), identified by its raw value.
///
/// Every raw value is representable; the catalogued ones (generated from
/// `Formats/health/workout-activity-types.tsv`) have a static constant, an export name and a Swift name.
/// A raw value missing from the catalog is spelled `HKWorkoutActivityType(<raw>)` as an export name
/// and `unknown(<raw>)` as a name; `init?(exportName:)` accepts the former.
/// Codable: encodes as the export name; decodes an export name, a catalogued name or an integer.
public struct WorkoutActivityType: Sendable, Hashable, Codable, RawRepresentable, CustomStringConvertible {
  /// HealthKit's raw value (`HKWorkoutActivityType.rawValue`), e.g. 37 for running.
  public var rawValue: UInt

  /// Creates the activity type with a raw value, catalogued or not.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The activity type an export spells `exportName` (e.g. `HKWorkoutActivityTypeRunning`), or `nil`.
  public init?(exportName: String) {
    if let entry = Self.index.byExportName[exportName] {
      self.init(rawValue: entry.rawValue)
    } else if let raw: UInt = parseFallbackRawValue(exportName, prefix: Self.exportPrefix) {
      self.init(rawValue: raw)
    } else {
      return nil
    }
  }

  /// The activity type with the Swift name `name` (e.g. `traditionalStrengthTraining`), or `nil`.
  public init?(name: String) {
    guard let entry = Self.index.byName[name] else { return nil }
    self.init(rawValue: entry.rawValue)
  }

  /// The spelling used in Apple Health exports, e.g. `HKWorkoutActivityTypeRunning`.
  public var exportName: String {
    Self.index.byRawValue[rawValue]?.exportName ?? "\(Self.exportPrefix)(\(rawValue))"
  }

  /// The lowerCamel name, e.g. `running`; `unknown(<raw>)` for an uncatalogued raw value.
  public var name: String {
    Self.index.byRawValue[rawValue]?.name ?? "unknown(\(rawValue))"
  }

  /// `true` when the raw value is in the catalog.
  public var isCatalogued: Bool { Self.index.byRawValue[rawValue] != nil }

  /// The lowerCamel name.
  public var description: String { name }

  /// Every catalogued activity type, in table order.
  public static let allKnown: [WorkoutActivityType] = catalogEntries.map {
    WorkoutActivityType(rawValue: $0.rawValue)
  }

  private static let exportPrefix = "HKWorkoutActivityType"
  private static let index = CatalogIndex(catalogEntries)

  /// Decodes an export name, a catalogued name, or an unsigned integer raw value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let raw = try? container.decode(UInt.self) {
      self.init(rawValue: raw)
      return
    }
    let text = try container.decode(String.self)
    if let value = WorkoutActivityType(exportName: text) ?? WorkoutActivityType(name: text) {
      self = value
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown workout activity type \"\(text)\"")
    }
  }

  /// Encodes the export name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(exportName)
  }
}
