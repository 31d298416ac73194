import FoundationEssentials

/// What every HealthKit object has: identity, time, provenance and metadata.
public struct SampleHeader: Sendable, Hashable, Codable {
  /// The object's UUID (kept when the source has one, derived deterministically otherwise).
  public var uuid: UUID
  /// Start of the sample's interval.
  public var start: Timestamp
  /// End of the sample's interval (equal to `start` for instantaneous samples).
  public var end: Timestamp
  /// The app or device that saved it.
  public var source: Source?
  /// The hardware that measured it.
  public var device: Device?
  /// When it was saved (export `creationDate`).
  public var creationDate: Timestamp?
  /// Ordered metadata, unknown keys kept.
  public var metadata: Metadata

  /// Makes a header.
  public init(
    uuid: UUID, start: Timestamp, end: Timestamp, source: Source? = nil, device: Device? = nil,
    creationDate: Timestamp? = nil, metadata: Metadata = Metadata()
  ) {
    self.uuid = uuid
    self.start = start
    self.end = end
    self.source = source
    self.device = device
    self.creationDate = creationDate
    self.metadata = metadata
  }

  /// Seconds from start to end.
  public var duration: TimeInterval { end.timeIntervalSince(start) }

  /// The sync identifier (HKMetadataKeySyncIdentifier), if any.
  public var syncIdentifier: String? { metadata[MetadataKeys.syncIdentifier]?.stringValue }

  /// The sync version (HKMetadataKeySyncVersion), if any.
  public var syncVersion: Int64? {
    guard let value = metadata[MetadataKeys.syncVersion] else { return nil }
    switch value {
    case .integer(let i): return i
    case .number(let d): return d.isFinite ? Int64(d) : nil
    case .string(let s): return Int64(s)
    default: return nil
    }
  }
}

/// One entry of a quantity series: a value (in the owning sample's unit) over an interval.
public struct QuantitySeriesEntry: Sendable, Hashable, Codable {
  public var value: Double
  public var start: Date
  public var end: Date
  /// Makes an entry; an instantaneous entry has `end == start`.
  public init(value: Double, start: Date, end: Date? = nil) {
    self.value = value
    self.start = start
    self.end = end ?? start
  }
}

/// A quantity sample (HKQuantitySample), possibly backed by a series of `(quantity, interval)` entries
/// (HKQuantitySeriesSampleBuilder): "every quantity sample is a series of count 1".
public struct QuantitySample: Sendable, Hashable, Codable {
  public var header: SampleHeader
  /// The quantity type identifier, e.g. "HKQuantityTypeIdentifierHeartRate"; unknown ones are kept.
  public var type: String
  /// The sample's quantity. For a series this is its aggregate (sum for cumulative types, average
  /// otherwise) in the series' unit.
  public var quantity: Quantity
  /// Series entries, in `quantity.unit`; empty for a plain sample.
  public var series: [QuantitySeriesEntry]

  /// Makes a quantity sample.
  public init(header: SampleHeader, type: String, quantity: Quantity, series: [QuantitySeriesEntry] = []) {
    self.header = header
    self.type = type
    self.quantity = quantity
    self.series = series
  }

  /// The entries HealthKit would enumerate: the series, or the sample itself as a series of count 1.
  public var entries: [QuantitySeriesEntry] {
    series.isEmpty
      ? [QuantitySeriesEntry(value: quantity.value, start: header.start.date, end: header.end.date)]
      : series
  }

  /// The aggregation style from the catalog (unknown types aggregate arithmetically).
  public var aggregationStyle: AggregationStyle {
    QuantityTypeCatalog.aggregationStyle(for: type) ?? .discreteArithmetic
  }
}

/// A category sample (HKCategorySample): an enumeration value over an interval.
public struct CategorySample: Sendable, Hashable, Codable {
  public var header: SampleHeader
  /// The category type identifier, e.g. "HKCategoryTypeIdentifierSleepAnalysis".
  public var type: String
  /// The raw HealthKit value, when known.
  public var value: Int?
  /// The value's name as written by the source (e.g. "HKCategoryValueSleepAnalysisInBed"), if any.
  public var valueName: String?

  /// Makes a category sample.
  public init(header: SampleHeader, type: String, value: Int? = nil, valueName: String? = nil) {
    self.header = header
    self.type = type
    self.value = value
    self.valueName = valueName
  }
}

/// A sample that can be a member of a correlation.
public enum CorrelationMember: Sendable, Hashable {
  case quantity(QuantitySample)
  case category(CategorySample)

  /// The member's header.
  public var header: SampleHeader {
    switch self {
    case .quantity(let q): return q.header
    case .category(let c): return c.header
    }
  }
}

/// A correlation (HKCorrelation): blood pressure, food — a set of member samples.
public struct Correlation: Sendable, Hashable, Codable {
  public var header: SampleHeader
  /// The correlation type, e.g. "HKCorrelationTypeIdentifierBloodPressure".
  public var type: String
  /// The member samples.
  public var members: [CorrelationMember]

  /// Makes a correlation.
  public init(header: SampleHeader, type: String, members: [CorrelationMember]) {
    self.header = header
    self.type = type
    self.members = members
  }
}

/// One heartbeat of a series: time since the series start, and whether beats before it were missed.
public struct Heartbeat: Sendable, Hashable, Codable {
  /// Seconds since the series' start date.
  public var offset: TimeInterval
  /// `true` when one or more beats immediately before this one were not recorded.
  public var precededByGap: Bool
  /// Makes a heartbeat.
  public init(offset: TimeInterval, precededByGap: Bool = false) {
    self.offset = offset
    self.precededByGap = precededByGap
  }
}

/// A heartbeat series (HKHeartbeatSeriesSample): beat-to-beat timing.
public struct HeartbeatSeries: Sendable, Hashable, Codable {
  public var header: SampleHeader
  /// The beats, in time order.
  public var beats: [Heartbeat]
  /// Makes a heartbeat series.
  public init(header: SampleHeader, beats: [Heartbeat]) {
    self.header = header
    self.beats = beats
  }
}
