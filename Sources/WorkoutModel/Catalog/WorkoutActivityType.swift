/// A HealthKit workout activity type (`HKWorkoutActivityType`), identified by its raw value.
///
/// The catalogued ones are generated from `Formats/health/workout-activity-types.tsv` (see
/// `CataloguedEnumeration` for names, export spellings and uncatalogued raw values).
/// Codable: encodes as the export name; decodes an export name, a catalogued name or an integer.
public struct WorkoutActivityType: CataloguedEnumeration, Codable {
  /// HealthKit's raw value (`HKWorkoutActivityType.rawValue`), e.g. 37 for running.
  public var rawValue: UInt

  /// Creates the activity type with a raw value, catalogued or not.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let exportPrefix = "HKWorkoutActivityType"
  public static let catalog = CatalogIndex(catalogEntries)

  /// Every catalogued activity type, in table order.
  public static let allKnown: [WorkoutActivityType] = catalogEntries.map {
    WorkoutActivityType(rawValue: $0.rawValue)
  }

  /// Decodes an export name, a catalogued name, or an unsigned integer raw value.
  public init(from decoder: any Decoder) throws {
    try self.init(decodingCataloguedFrom: decoder, nameFirst: false, kind: "workout activity type")
  }

  /// Encodes the export name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(exportName)
  }
}
