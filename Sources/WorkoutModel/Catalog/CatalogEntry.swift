/// One row of a generated enumeration table: raw value, export spelling and Swift name.
public struct CatalogEntry<Raw: Hashable & Sendable>: Sendable {
  public let rawValue: Raw
  public let exportName: String
  public let name: String
}

/// Dictionaries over a generated enumeration table, built once.
public struct CatalogIndex<Raw: Hashable & Sendable>: Sendable {
  let byRawValue: [Raw: CatalogEntry<Raw>]
  let byExportName: [String: CatalogEntry<Raw>]
  let byName: [String: CatalogEntry<Raw>]

  init(_ entries: [CatalogEntry<Raw>]) {
    // The first row wins when a raw value repeats (the table lists the preferred spelling first).
    byRawValue = Dictionary(entries.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    byExportName = Dictionary(entries.map { ($0.exportName, $0) }, uniquingKeysWith: { first, _ in first })
    byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Parses the fallback spelling `<prefix>(<digits>)` used for raw values missing from a catalog.
func parseFallbackRawValue<Raw: FixedWidthInteger>(_ text: String, prefix: String) -> Raw? {
  guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
  let digits = text.dropFirst(prefix.count + 1).dropLast()
  guard !digits.isEmpty, digits.allSatisfy({ $0 == "-" || $0.isASCII && $0.isNumber }) else { return nil }
  return Raw(digits)
}

/// A HealthKit enumeration identified by its raw value (`HKWorkoutActivityType`, `HKWorkoutEventType`),
/// with a generated catalog of export spellings and Swift names. Every raw value is representable; one
/// missing from the catalog is spelled `<exportPrefix>(<raw>)` as an export name and `unknown(<raw>)` as a
/// name, and `init?(exportName:)` accepts the former.
public protocol CataloguedEnumeration: RawRepresentable, Hashable, Sendable, CustomStringConvertible
where RawValue: FixedWidthInteger & Sendable & Codable {
  /// Creates the value with a raw value, catalogued or not.
  init(rawValue: RawValue)
  /// The export spelling's common prefix, e.g. `HKWorkoutActivityType`.
  static var exportPrefix: String { get }
  /// The generated catalog.
  static var catalog: CatalogIndex<RawValue> { get }
}

extension CataloguedEnumeration {
  /// The value an export spells `exportName` (e.g. `HKWorkoutActivityTypeRunning`), or `nil`.
  public init?(exportName: String) {
    if let entry = Self.catalog.byExportName[exportName] {
      self.init(rawValue: entry.rawValue)
    } else if let raw: RawValue = parseFallbackRawValue(exportName, prefix: Self.exportPrefix) {
      self.init(rawValue: raw)
    } else {
      return nil
    }
  }

  /// The value with the Swift name `name` (e.g. `traditionalStrengthTraining`, `motionPaused`), or `nil`.
  public init?(name: String) {
    guard let entry = Self.catalog.byName[name] else { return nil }
    self.init(rawValue: entry.rawValue)
  }

  /// The spelling used in Apple Health exports; `<exportPrefix>(<raw>)` when uncatalogued.
  public var exportName: String {
    Self.catalog.byRawValue[rawValue]?.exportName ?? "\(Self.exportPrefix)(\(rawValue))"
  }

  /// The lowerCamel name; `unknown(<raw>)` for an uncatalogued raw value.
  public var name: String {
    Self.catalog.byRawValue[rawValue]?.name ?? "unknown(\(rawValue))"
  }

  /// `true` when the raw value is in the catalog.
  public var isCatalogued: Bool { Self.catalog.byRawValue[rawValue] != nil }

  /// The lowerCamel name.
  public var description: String { name }

  /// Decodes an integer raw value, or a string tried as a name and as an export name (in the order
  /// `nameFirst` gives); `kind` names the type in the error.
  init(decodingCataloguedFrom decoder: any Decoder, nameFirst: Bool, kind: String) throws {
    let container = try decoder.singleValueContainer()
    if let raw = try? container.decode(RawValue.self) {
      self.init(rawValue: raw)
      return
    }
    let text = try container.decode(String.self)
    let value =
      nameFirst
      ? Self(name: text) ?? Self(exportName: text) : Self(exportName: text) ?? Self(name: text)
    guard let value else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown \(kind) \"\(text)\"")
    }
    self = value
  }
}
