import FormatKit
import FoundationEssentials
import WorkoutModel

/// An operation that states a property of the whole output (`--privacy`, `--anonymize`): it runs after
/// every other operation of a chain, whatever order it was given in (`ActivityOperationChain` puts it
/// last), and it also rewrites the items other than workouts (standalone routes, samples' metadata,
/// opaque records), so that nothing any writer receives breaks the property.
public protocol OutputGuaranteeOperation: ActivityOperation {
  /// The item rewritten (never a workout: those go through `apply`), or nil to remove it.
  func rewrite(_ item: HealthItem, context: ConversionContext) throws -> HealthItem?
}

extension ActivityOperationChain {
  /// `operations` with the output guarantees moved last, each group in its given order.
  static func guaranteesLast(_ operations: [any ActivityOperation]) -> [any ActivityOperation] {
    operations.filter { !($0 is any OutputGuaranteeOperation) }
      + operations.filter { $0 is any OutputGuaranteeOperation }
  }

  /// Whether records read before a workout should wait for it: `--privacy-ends` hides positions near
  /// the ends of the workouts' routes, which are known only once a workout is read.
  public var holdsRecordsForWorkouts: Bool {
    operations.contains { ($0 as? PrivacyZones).map { $0.ends > 0 } ?? false }
  }

  /// An item other than a workout through the chain's output guarantees; nil when one removed it.
  public func rewrite(_ item: HealthItem, context: ConversionContext) throws -> HealthItem? {
    var current = item
    for case let guarantee as any OutputGuaranteeOperation in operations {
      guard let next = try guarantee.rewrite(current, context: context) else { return nil }
      current = next
    }
    return current
  }
}

/// Counts of what an operation changed, by kind and action, reported in order.
struct ChangeTally {
  private(set) var rows: [(kind: String, action: String, reason: String, count: Int)] = []

  mutating func add(_ kind: String, _ action: String, _ count: Int = 1, reason: String) {
    guard count > 0 else { return }
    if let i = rows.firstIndex(where: { $0.kind == kind && $0.action == action && $0.reason == reason }) {
      rows[i].count += count
    } else {
      rows.append((kind, action, reason, count))
    }
  }

  /// Adds what an opaque-record scrub removed.
  mutating func add(_ counts: OpaqueScrubCounts, reason: String) {
    for r in counts.removed { add("opaque records' \(r.kind)", "removed", r.count, reason: reason) }
  }

  func report(_ option: String, into context: ConversionContext) {
    for r in rows {
      context.report.add(
        OperationChange(operation: option, kind: r.kind, action: r.action, count: r.count, reason: r.reason))
    }
  }
}

extension Workout {
  /// Every metadata of the shell: the workout's, its activities', events' (and activities' events'),
  /// routes' and samples' headers.
  mutating func forEachMetadata(_ body: (inout Metadata) -> Void) {
    body(&header.metadata)
    for i in events.indices { body(&events[i].metadata) }
    for a in activities.indices {
      body(&activities[a].metadata)
      for e in activities[a].events.indices { body(&activities[a].events[e].metadata) }
    }
    for r in routes.indices { body(&routes[r].header.metadata) }
    forEachSampleHeader { body(&$0.metadata) }
  }

  /// Every header of the shell: the workout's, its routes' and its samples'.
  mutating func forEachHeader(_ body: (inout SampleHeader) -> Void) {
    body(&header)
    for r in routes.indices { body(&routes[r].header) }
    forEachSampleHeader(body)
  }

  private mutating func forEachSampleHeader(_ body: (inout SampleHeader) -> Void) {
    for i in samples.indices {
      switch samples[i] {
      case .quantity(var q):
        body(&q.header)
        samples[i] = .quantity(q)
      case .category(var c):
        body(&c.header)
        samples[i] = .category(c)
      case .heartbeatSeries(var h):
        body(&h.header)
        samples[i] = .heartbeatSeries(h)
      }
    }
  }
}

extension HealthItem {
  /// The item with `body` applied to every sample header it holds (a correlation's members' too); items
  /// without headers (export info, characteristics, summaries, opaque records) are left as they are.
  func mappingHeaders(_ body: (inout SampleHeader) -> Void) -> HealthItem {
    switch self {
    case .quantity(var s):
      body(&s.header)
      return .quantity(s)
    case .category(var s):
      body(&s.header)
      return .category(s)
    case .heartbeatSeries(var s):
      body(&s.header)
      return .heartbeatSeries(s)
    case .electrocardiogram(var s):
      body(&s.header)
      return .electrocardiogram(s)
    case .route(var s):
      body(&s.header)
      return .route(s)
    case .workout(var w):
      w.forEachHeader(body)
      return .workout(w)
    case .correlation(var s):
      body(&s.header)
      for i in s.members.indices {
        switch s.members[i] {
        case .quantity(var q):
          body(&q.header)
          s.members[i] = .quantity(q)
        case .category(var c):
          body(&c.header)
          s.members[i] = .category(c)
        }
      }
      return .correlation(s)
    case .exportInfo, .characteristics, .activitySummary, .opaque: return self
    }
  }
}

extension ConversionContext {
  /// The scrubber for an opaque record: its format's, else the element-tree one for records without
  /// bytes; nil for bytes no registered format reads (the record cannot be checked, so it goes).
  func scrubber(for record: OpaqueRecord) -> OpaqueRecordScrubber? {
    if let own = opaqueScrubber(record.format) { return own }
    return record.data == nil ? OpaqueTreeScrubber().scrubber : nil
  }
}
