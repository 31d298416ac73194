/// A HealthKit workout event type (`HKWorkoutEventType`), identified by its raw value.
///
/// The catalogued ones are generated from `Formats/health/workout-event-types.tsv` (see
/// `CataloguedEnumeration` for names, export spellings and uncatalogued raw values).
/// Codable: encodes the name (`pause`), or the integer raw value when uncatalogued; decodes a name,
/// an export name or an integer.
public struct WorkoutEventType: CataloguedEnumeration, Codable {
  /// HealthKit's raw value (`HKWorkoutEventType.rawValue`), e.g. 1 for pause.
  public var rawValue: Int

  /// Creates the event type with a raw value, catalogued or not.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let exportPrefix = "HKWorkoutEventType"
  public static let catalog = CatalogIndex(catalogEntries)

  /// Every catalogued event type, in table order.
  public static let allKnown: [WorkoutEventType] = catalogEntries.map {
    WorkoutEventType(rawValue: $0.rawValue)
  }

  /// Decodes a name, an export name, or an integer raw value.
  public init(from decoder: any Decoder) throws {
    try self.init(decodingCataloguedFrom: decoder, nameFirst: true, kind: "workout event type")
  }

  /// Encodes the name, or the integer raw value when the type is not catalogued.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let entry = Self.catalog.byRawValue[rawValue] {
      try container.encode(entry.name)
    } else {
      try container.encode(rawValue)
    }
  }
}
