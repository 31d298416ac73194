/// One named value of a category type, e.g. `HKCategoryValueSleepAnalysisAsleepREM` = 5.
public struct CategoryValueInfo: Sendable, Hashable {
  /// The value's name as written in exports' `value` attribute.
  public let name: String
  /// The value's integer raw value in HealthKit.
  public let rawValue: Int

  /// Creates a catalog value.
  public init(name: String, rawValue: Int) {
    self.name = name
    self.rawValue = rawValue
  }
}

/// Catalog facts about one HealthKit category type.
public struct CategoryTypeInfo: Sendable, Hashable {
  /// The type identifier as written in exports, e.g. `HKCategoryTypeIdentifierSleepAnalysis`.
  public let identifier: String
  /// The name of the value enumeration, e.g. `HKCategoryValueSleepAnalysis` (`HKCategoryValue` for
  /// types without meaningful values).
  public let valueEnum: String
  /// The Health app group the type belongs to (e.g. `Sleep`, `Symptoms`).
  public let group: String
  /// The values, preferred spelling first when several names share a raw value
  /// (e.g. `…AsleepUnspecified` before the older `…Asleep`).
  public let values: [CategoryValueInfo]

  /// Creates a catalog entry.
  public init(identifier: String, valueEnum: String, group: String, values: [CategoryValueInfo]) {
    self.identifier = identifier
    self.valueEnum = valueEnum
    self.group = group
    self.values = values
  }
}

/// The category types HealthKit defines (generated from `Formats/health/category-types.tsv`).
///
/// Identifiers and value names missing from the catalog are valid data: lookups return `nil`.
public enum CategoryTypeCatalog {
  private struct Entry: Sendable {
    let info: CategoryTypeInfo
    let rawByName: [String: Int]
    let nameByRaw: [Int: String]
  }

  private static let byIdentifier: [String: Entry] = {
    var result: [String: Entry] = [:]
    for info in all where result[info.identifier] == nil {
      let rawByName = Dictionary(info.values.map { ($0.name, $0.rawValue) }, uniquingKeysWith: { a, _ in a })
      let nameByRaw = Dictionary(info.values.map { ($0.rawValue, $0.name) }, uniquingKeysWith: { a, _ in a })
      result[info.identifier] = Entry(info: info, rawByName: rawByName, nameByRaw: nameByRaw)
    }
    return result
  }()

  /// The catalog entry for a type identifier, or `nil` when the identifier is not catalogued.
  public static func info(for identifier: String) -> CategoryTypeInfo? {
    byIdentifier[identifier]?.info
  }

  /// The raw value of a value name within a type, or `nil` when either is not catalogued.
  public static func rawValue(forValueName name: String, typeIdentifier: String) -> Int? {
    byIdentifier[typeIdentifier]?.rawByName[name]
  }

  /// The preferred value name for a raw value within a type, or `nil` when either is not catalogued.
  public static func valueName(forRawValue rawValue: Int, typeIdentifier: String) -> String? {
    byIdentifier[typeIdentifier]?.nameByRaw[rawValue]
  }
}
