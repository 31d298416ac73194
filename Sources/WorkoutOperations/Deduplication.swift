import FormatKit
import FoundationEssentials
import WorkoutModel

/// What pass 1 of `dedupe`/`merge` learns about the inputs: sync-identifier winners, correlation
/// members, workout intervals. Memory: 16-byte keys per sync identifier and correlation member, and a
/// few words per workout; nothing else grows with the input.
public final class DeduplicationPlan {
  struct SyncWinner {
    var version: Int64
    var uuid: UUID
  }

  /// A workout seen in pass 1.
  public struct WorkoutInterval: Sendable, Hashable {
    public var uuid: UUID
    public var source: String
    public var activityType: WorkoutActivityType
    public var start: Date
    public var end: Date
    public var input: Int
  }

  private var syncWinners: [UUID: SyncWinner] = [:]
  private(set) var correlationMembers: Set<UUID> = []
  /// Workouts in the order seen.
  public private(set) var workouts: [WorkoutInterval] = []
  private var seenWorkouts: Set<UUID> = []
  /// Workouts dropped because a preferred source recorded the same session.
  public private(set) var droppedWorkouts: Set<UUID> = []
  /// Overlapping workouts from different sources: (kept or first, other).
  public private(set) var overlaps: [(WorkoutInterval, WorkoutInterval)] = []

  /// Makes an empty plan.
  public init() {}

  static func syncKey(source: String?, identifier: String) -> UUID {
    Identity.uuidV5(name: "sync|\(source ?? "")|\(identifier)")
  }

  /// Pass 1: learns from one item of input number `input`.
  public func observe(_ item: HealthItem, input: Int = 0) {
    if let header = item.header, let identifier = header.syncIdentifier {
      let key = Self.syncKey(source: header.source?.name, identifier: identifier)
      let version = header.syncVersion ?? 0
      if let current = syncWinners[key] {
        if version > current.version { syncWinners[key] = SyncWinner(version: version, uuid: header.uuid) }
      } else {
        syncWinners[key] = SyncWinner(version: version, uuid: header.uuid)
      }
    }
    switch item {
    case .correlation(let c):
      for member in c.members { correlationMembers.insert(member.header.uuid) }
    case .workout(let w):
      if seenWorkouts.insert(w.header.uuid).inserted {
        workouts.append(
          WorkoutInterval(
            uuid: w.header.uuid, source: w.header.source?.name ?? "", activityType: w.activityType,
            start: w.header.start.date, end: w.header.end.date, input: input))
      }
    default: break
    }
  }

  /// Finds workouts from different sources that overlap by at least `minimumOverlap` of the shorter
  /// one; with `preferredSources` (highest priority first), every such workout but the one from the
  /// best-ranked source is dropped.
  public func resolveOverlaps(minimumOverlap: Double = 0.5, preferredSources: [String] = []) {
    let sorted = workouts.sorted { $0.start < $1.start }
    overlaps = []
    droppedWorkouts = []
    func rank(_ source: String) -> Int { preferredSources.firstIndex(of: source) ?? preferredSources.count }
    for i in sorted.indices {
      var j = i + 1
      while j < sorted.count, sorted[j].start < sorted[i].end {
        let a = sorted[i]
        let b = sorted[j]
        j += 1
        guard a.source != b.source, a.uuid != b.uuid else { continue }
        let overlap = min(a.end, b.end).timeIntervalSince(max(a.start, b.start))
        let shorter = max(1, min(a.end.timeIntervalSince(a.start), b.end.timeIntervalSince(b.start)))
        guard overlap / shorter >= minimumOverlap else { continue }
        overlaps.append((a, b))
        if !preferredSources.isEmpty {
          let loser = rank(a.source) <= rank(b.source) ? b : a
          droppedWorkouts.insert(loser.uuid)
        }
      }
    }
  }

  /// Whether an item loses to another one with the same sync identifier and a higher version.
  func losesSyncVersion(_ header: SampleHeader) -> Bool {
    guard let identifier = header.syncIdentifier else { return false }
    guard let winner = syncWinners[Self.syncKey(source: header.source?.name, identifier: identifier)] else {
      return false
    }
    return winner.uuid != header.uuid
  }
}

/// Pass 2 of `dedupe`/`merge`: passes each object on once.
///
/// - same UUID → one object (the first);
/// - same sync identifier within a source → only the highest sync version (ties: the first seen);
/// - correlation members that also appear at top level count once (inside the correlation);
/// - identical records without a UUID (export info, characteristics, activity summaries) → one;
/// - with `content`: exact content duplicates (kind, type, interval, value, unit, source) → one;
/// - workouts dropped by the plan's source priority are left out.
public final class Deduplicator: HealthItemSink {
  public struct Counts: Sendable, Hashable, Codable {
    public var sameUUID = 0
    public var olderSyncVersion = 0
    public var correlationMember = 0
    public var sameContent = 0
    public var overlappingWorkout = 0
    /// Identical records without a UUID (export info, characteristics, activity summaries, opaque records).
    public var repeatedRecord = 0
    public var kept = 0
    public var total: Int {
      sameUUID + olderSyncVersion + correlationMember + sameContent + overlappingWorkout + repeatedRecord
    }
  }

  private let plan: DeduplicationPlan
  private let content: Bool
  private let next: any HealthItemSink
  private var seen: Set<UUID> = []
  private var seenContent: Set<UUID> = []
  private var seenRecords: Set<HealthItem> = []
  /// What was removed, by reason.
  public private(set) var counts = Counts()

  /// Makes pass 2 over a finished plan.
  public init(plan: DeduplicationPlan, content: Bool, next: any HealthItemSink) {
    self.plan = plan
    self.content = content
    self.next = next
  }

  public func receive(_ item: HealthItem) throws {
    guard let header = item.header else {
      // Records without a UUID (export info, characteristics, summaries…) are kept once per identical content.
      guard seenRecords.insert(item).inserted else {
        counts.repeatedRecord += 1
        return
      }
      counts.kept += 1
      try next.receive(item)
      return
    }
    if case .workout = item, plan.droppedWorkouts.contains(header.uuid) {
      counts.overlappingWorkout += 1
      return
    }
    if plan.losesSyncVersion(header) {
      counts.olderSyncVersion += 1
      return
    }
    switch item {
    case .quantity, .category:
      if plan.correlationMembers.contains(header.uuid) {
        counts.correlationMember += 1
        return
      }
    default: break
    }
    guard seen.insert(header.uuid).inserted else {
      counts.sameUUID += 1
      return
    }
    if content, let key = Self.contentKey(item) {
      guard seenContent.insert(key).inserted else {
        counts.sameContent += 1
        return
      }
    }
    counts.kept += 1
    try next.receive(item)
  }

  static func contentKey(_ item: HealthItem) -> UUID? {
    switch item {
    case .quantity(let q):
      let series = q.series.map { "\(NumberText.shortest($0.value))@\($0.start.timeIntervalSince1970)" }
        .joined(separator: ";")
      return Identity.uuidV5(
        name: Identity.contentKey(
          kind: "quantity", type: q.type, start: q.header.start, end: q.header.end,
          value: NumberText.shortest(q.quantity.value) + " " + q.quantity.unit.unitString,
          source: q.header.source,
          device: nil, extra: series))
    case .category(let c):
      return Identity.uuidV5(
        name: Identity.contentKey(
          kind: "category", type: c.type, start: c.header.start, end: c.header.end,
          value: c.value.map(String.init) ?? c.valueName ?? "", source: c.header.source, device: nil))
    case .workout(let w):
      return Identity.uuidV5(
        name: Identity.contentKey(
          kind: "workout", type: String(w.activityType.rawValue), start: w.header.start, end: w.header.end,
          value: "", source: w.header.source, device: nil))
    default:
      return nil
    }
  }
}
