/// The kind of value a HealthKit metadata key carries in exports (all values are strings there).
public enum MetadataValueKind: String, Sendable {
  /// Free text.
  case string
  /// A decimal integer.
  case integer
  /// `0` or `1`.
  case bool
  /// `"<number> <unit>"`, e.g. `47.6418 degF`.
  case quantity
  /// A date string.
  case date
  /// An integer that names a case of a HealthKit enumeration (e.g. swimming stroke style).
  case enumeration
  /// A decimal number without a unit.
  case number
}

/// Catalog facts about one HealthKit metadata key.
public struct MetadataKeyInfo: Sendable, Hashable {
  /// The SDK constant's name, e.g. `HKMetadataKeyIndoorWorkout`; empty for private keys without one.
  public let sdkConstant: String
  /// The key as written in exports, e.g. `HKIndoorWorkout` (often not the SDK constant's name).
  public let exportKey: String
  /// The kind of value the key carries.
  public let valueKind: MetadataValueKind
  /// What the key means, in a few words.
  public let meaning: String

  /// Creates a catalog entry.
  public init(sdkConstant: String, exportKey: String, valueKind: MetadataValueKind, meaning: String) {
    self.sdkConstant = sdkConstant
    self.exportKey = exportKey
    self.valueKind = valueKind
    self.meaning = meaning
  }
}

/// The metadata keys HealthKit defines (generated from `Formats/health/metadata-keys.tsv`).
///
/// The generated static constants (`syncIdentifier`, `indoorWorkout`, …) are the keys as WRITTEN in
/// exports. Keys missing from the catalog (third-party keys) are valid data: lookups return `nil`.
public enum MetadataKeyCatalog {
  private static let byExportKey: [String: MetadataKeyInfo] = Dictionary(
    all.map { ($0.exportKey, $0) }, uniquingKeysWith: { first, _ in first })
  private static let bySDKConstant: [String: MetadataKeyInfo] = Dictionary(
    all.filter { !$0.sdkConstant.isEmpty }.map { ($0.sdkConstant, $0) },
    uniquingKeysWith: { first, _ in first })

  /// The catalog entry for a key as written in exports (case-sensitive), or `nil`.
  public static func info(forExportKey key: String) -> MetadataKeyInfo? {
    byExportKey[key]
  }

  /// The catalog entry for an SDK constant name (e.g. `HKMetadataKeyIndoorWorkout`), or `nil`.
  public static func info(forSDKConstant name: String) -> MetadataKeyInfo? {
    bySDKConstant[name]
  }
}
