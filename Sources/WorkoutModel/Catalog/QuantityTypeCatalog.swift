/// How HealthKit aggregates samples of a quantity type (`HKQuantityAggregationStyle`).
public enum AggregationStyle: String, Sendable, Codable, CaseIterable {
  /// Values are summed over an interval (steps, distance, energy).
  case cumulative
  /// Discrete values averaged arithmetically (body mass, blood pressure).
  case discreteArithmetic
  /// Discrete values averaged weighted by time (heart rate).
  case discreteTemporallyWeighted
  /// Discrete values averaged as an equivalent continuous level (audio exposure, dBASPL).
  case discreteEquivalentContinuousLevel

  /// `true` for `.cumulative`: statistics are sums rather than min/max/average.
  public var isCumulative: Bool { self == .cumulative }
}

/// Catalog facts about one HealthKit quantity type.
public struct QuantityTypeInfo: Sendable, Hashable {
  /// The type identifier as written in exports, e.g. `HKQuantityTypeIdentifierHeartRate`.
  public let identifier: String
  /// HealthKit's canonical unit for the type, as an HKUnit string (e.g. `count/s`, `kcal`).
  public let canonicalUnit: String
  /// How samples of the type aggregate.
  public let aggregationStyle: AggregationStyle
  /// The Health app group the type belongs to (e.g. `Fitness`, `Vital Signs`).
  public let group: String
  /// Per-sample values that are physiologically plausible, in `canonicalUnit`; `nil` when unknown.
  /// A value outside it usually means the data was written with the wrong unit.
  public let plausibleRange: ClosedRange<Double>?

  /// Creates a catalog entry.
  public init(
    identifier: String, canonicalUnit: String, aggregationStyle: AggregationStyle, group: String,
    plausibleRange: ClosedRange<Double>?
  ) {
    self.identifier = identifier
    self.canonicalUnit = canonicalUnit
    self.aggregationStyle = aggregationStyle
    self.group = group
    self.plausibleRange = plausibleRange
  }
}

/// The quantity types HealthKit defines (generated from `Formats/health/quantity-types.tsv`).
///
/// Identifiers missing from the catalog are valid data: lookups return `nil` and callers keep them.
public enum QuantityTypeCatalog {
  private static let byIdentifier: [String: QuantityTypeInfo] = Dictionary(
    all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

  /// The catalog entry for a type identifier, or `nil` when the identifier is not catalogued.
  public static func info(for identifier: String) -> QuantityTypeInfo? {
    byIdentifier[identifier]
  }

  /// The aggregation style of a type identifier, or `nil` when the identifier is not catalogued.
  public static func aggregationStyle(for identifier: String) -> AggregationStyle? {
    byIdentifier[identifier]?.aggregationStyle
  }
}
