import FoundationEssentials

/// One item of the stream that readers produce and writers consume.
public enum HealthItem: Sendable, Hashable {
  case exportInfo(ExportInfo)
  case characteristics(Characteristics)
  case quantity(QuantitySample)
  case category(CategorySample)
  case correlation(Correlation)
  case heartbeatSeries(HeartbeatSeries)
  /// An electrocardiogram recording (HKElectrocardiogram).
  case electrocardiogram(Electrocardiogram)
  case workout(Workout)
  /// A route not attached to any workout.
  case route(WorkoutRoute)
  case activitySummary(ActivitySummary)
  case opaque(OpaqueRecord)

  /// The kind's name as used in NDJSON (`"kind"`), reports and counts.
  public var kind: HealthItemKind {
    switch self {
    case .exportInfo: return .exportInfo
    case .characteristics: return .characteristics
    case .quantity: return .quantity
    case .category: return .category
    case .correlation: return .correlation
    case .heartbeatSeries: return .heartbeatSeries
    case .electrocardiogram: return .electrocardiogram
    case .workout: return .workout
    case .route: return .route
    case .activitySummary: return .activitySummary
    case .opaque: return .opaque
    }
  }

  /// The header of sample-like items (nil for export info, characteristics, summaries, opaque records).
  public var header: SampleHeader? {
    switch self {
    case .quantity(let s): return s.header
    case .category(let s): return s.header
    case .correlation(let s): return s.header
    case .heartbeatSeries(let s): return s.header
    case .electrocardiogram(let s): return s.header
    case .workout(let s): return s.header
    case .route(let s): return s.header
    default: return nil
    }
  }
}

/// The kinds of `HealthItem`.
public enum HealthItemKind: String, Sendable, Hashable, Codable, CaseIterable {
  case exportInfo, characteristics, quantity, category, correlation, heartbeatSeries, workout, route,
    activitySummary, opaque, electrocardiogram
}

extension HealthItemKind {
  /// The kind's position in `allCases`, for per-kind counters kept in a flat array on hot paths.
  package var index: Int {
    switch self {
    case .exportInfo: 0
    case .characteristics: 1
    case .quantity: 2
    case .category: 3
    case .correlation: 4
    case .heartbeatSeries: 5
    case .workout: 6
    case .route: 7
    case .activitySummary: 8
    case .opaque: 9
    case .electrocardiogram: 10
    }
  }
}

/// Receives items one at a time. Readers push into a sink; writers are sinks.
public protocol HealthItemSink: AnyObject {
  /// Takes one item.
  func receive(_ item: HealthItem) throws
}

/// A sink that calls a closure.
public final class ClosureSink: HealthItemSink {
  private let body: (HealthItem) throws -> Void
  /// Makes a sink from a closure.
  public init(_ body: @escaping (HealthItem) throws -> Void) { self.body = body }
  public func receive(_ item: HealthItem) throws { try body(item) }
}

/// An in-memory dataset: built only when a caller asks for one (tests, small files, operations that
/// need everything).
public struct HealthDataset: Sendable, Hashable {
  /// All items in arrival order.
  public var items: [HealthItem]
  /// Makes a dataset.
  public init(items: [HealthItem] = []) { self.items = items }

  /// The workouts, in order.
  public var workouts: [Workout] {
    items.compactMap {
      if case .workout(let w) = $0 { return w }
      return nil
    }
  }

  /// Counts per item kind.
  public var countsByKind: [HealthItemKind: Int] {
    var counts: [HealthItemKind: Int] = [:]
    for item in items { counts[item.kind, default: 0] += 1 }
    return counts
  }
}

/// A sink that collects items into a `HealthDataset`.
public final class DatasetSink: HealthItemSink {
  /// The items collected so far.
  public private(set) var dataset = HealthDataset()
  /// Makes an empty collector.
  public init() {}
  public func receive(_ item: HealthItem) throws { dataset.items.append(item) }
}
