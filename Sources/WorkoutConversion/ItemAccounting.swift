import FormatKit
import FoundationEssentials
import WorkoutModel

/// Counts the items that go through one conversion pipeline, by item kind, so that every conversion
/// accounts for its input ("nothing lost"):
///
///     itemsRead[k] == itemsWritten[k] + itemsDropped[k]     for every item kind k
///
/// - **read**: top-level items (`HealthItem`s) the reader handed to the pipeline. Samples the health
///   reader attaches to their workouts (per-workout targets) are read as part of that workout.
/// - **dropped**: items the capability projection removed whole (the target cannot carry their kind),
///   plus items a writer refused whole. A writer refuses an item by reporting a loss whose kind drops
///   whole items of its kind (`Loss.Kind.wholeItem`).
/// - **written**: every other item: handed to the target writer, or — for one-workout-per-file targets
///   in directory mode — to the lossless `<input>.ndjson` beside the workout files.
///
/// Parts of items that a target cannot carry (series entries, route points, metadata, events…) are not
/// items: they are reported as `losses` with counts, and the item they belong to counts as written.
/// The converter writes these counts into the report, replacing whatever readers and writers counted.
final class ItemAccounting {
  /// Each count by kind index (`HealthItemKind.index`): flat arrays, counted once per item of millions.
  private var read = ItemAccounting.zeros
  private var handed = ItemAccounting.zeros
  private var projectionDropped = ItemAccounting.zeros
  private var writerDropped = ItemAccounting.zeros
  private var operationRemoved = ItemAccounting.zeros
  private static let zeros = [Int](repeating: 0, count: HealthItemKind.allCases.count)

  /// How many `item`s writers reported lost whole so far (losses whose `Loss.Kind.wholeItem` is its kind).
  static func lostWhole(_ item: HealthItem, context: ConversionContext) -> Int {
    context.itemsLostWhole[item.kind.index]
  }

  /// Notes an item the reader produced.
  func noteRead(_ item: HealthItem) { read[item.kind.index] += 1 }

  /// Notes an item the projection removed whole.
  func noteProjectionDropped(_ item: HealthItem) { projectionDropped[item.kind.index] += 1 }

  /// Notes an item a requested operation removed whole (a workout outside `--trim`'s range; the
  /// report's `changes` say why).
  func noteOperationRemoved(_ item: HealthItem) { operationRemoved[item.kind.index] += 1 }

  /// Hands `item` to a writer through `body`; if the writer reports it lost whole, counts it dropped,
  /// else counts what it carries as kept (`points`: a streamed workout's points).
  func handing(
    _ item: HealthItem, points: WorkoutPoints? = nil, context: ConversionContext, _ body: () throws -> Void
  ) rethrows {
    let before = Self.lostWhole(item, context: context)
    try body()
    handed[item.kind.index] += 1
    if Self.lostWhole(item, context: context) > before {
      writerDropped[item.kind.index] += 1
    } else {
      noteKept(item, points: points)
    }
  }

  // MARK: What was kept

  /// Items other than workouts that reached the writer, by kind index (a flat array: exports hand
  /// millions of samples).
  private var keptItems = [Int](repeating: 0, count: HealthItemKind.allCases.count)
  /// Workouts and what they carry, in first-counted order.
  private var keptParts = ConversionReport()

  private func noteKept(_ item: HealthItem, points: WorkoutPoints?) {
    guard case .workout(let w) = item else {
      keptItems[item.kind.index] += 1
      return
    }
    keptParts.addKept("workouts", 1)
    if w.activities.count > 1 { keptParts.addKept("activities", w.activities.count) }
    keptParts.addKept("laps", w.events.reduce(0) { $0 + ($1.type == .lap ? 1 : 0) })
    var routePoints = w.routes.reduce(0) { $0 + $1.locations.count }
    if let points {
      routePoints += (0..<points.routes.count).reduce(0) { $0 + points.locationCount(route: $1) }
    }
    keptParts.addKept("route points", routePoints)
    for (index, sample) in w.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      let streamed = points.map { index < $0.series.count ? $0.entryCount(sample: index) : 0 } ?? 0
      let count = q.series.count + streamed
      keptParts.addKept(Self.keptName(Capability.forSeries(type: q.type)), max(count, 1))
    }
  }

  /// The `kept:` name of a series' values.
  static func keptName(_ capability: Capability) -> String {
    switch capability {
    case .heartRate, .cadence, .power, .speed, .distance, .altitude, .temperature, .energy:
      return capability.summary + " values"
    default: return "other series values"
    }
  }

  /// The `kept:` name of items of `kind` outside workouts.
  static func keptName(_ kind: HealthItemKind) -> String {
    switch kind {
    case .quantity: return "quantity samples"
    case .category: return "category samples"
    case .correlation: return "correlations"
    case .heartbeatSeries: return "heartbeat series"
    case .route: return "routes"
    case .activitySummary: return "activity summaries"
    case .opaque: return "format-specific records"
    case .exportInfo: return "export infos"
    case .characteristics: return "characteristics"
    case .workout: return "workouts"
    case .electrocardiogram: return "electrocardiograms"
    }
  }

  /// Runs a writer's `finish()` (buffering writers may refuse items only then) and counts the items it
  /// reported lost whole; they were counted as kept when handed over, and are not.
  func finishing(context: ConversionContext, _ body: () throws -> Void) rethrows {
    let before = context.itemsLostWhole
    try body()
    for kind in HealthItemKind.allCases where context.itemsLostWhole[kind.index] > before[kind.index] {
      let lost = context.itemsLostWhole[kind.index] - before[kind.index]
      writerDropped[kind.index] += lost
      if kind != .workout { keptItems[kind.index] -= min(lost, keptItems[kind.index]) }
    }
  }

  /// Items read, written and dropped so far, by item kind name (kinds with no items are left out).
  struct Counts {
    var read: [String: Int] = [:]
    var written: [String: Int] = [:]
    var dropped: [String: Int] = [:]
  }

  /// The counts so far (an archive member's share is the difference of two of them; items a buffering
  /// writer refuses only in `finish()` are counted then).
  func counts() -> Counts {
    var counts = Counts()
    for kind in HealthItemKind.allCases {
      let k = kind.index
      let writerDrops = min(writerDropped[k], handed[k])
      let dropped = projectionDropped[k] + operationRemoved[k] + writerDrops
      let written = handed[k] - writerDrops
      if read[k] > 0 { counts.read[kind.rawValue] = read[k] }
      if written > 0 { counts.written[kind.rawValue] = written }
      if dropped > 0 { counts.dropped[kind.rawValue] = dropped }
    }
    return counts
  }

  /// Writes the counts into the report (item kinds only; kinds with no items are left out).
  func apply(to report: inout ConversionReport) {
    let counts = counts()
    report.itemsRead = counts.read
    report.itemsWritten = counts.written
    report.itemsDropped = counts.dropped
    // Series values a writer reported lost (its losses name the full HK/WK type) were not kept.
    var writerLost: [String: Int] = [:]
    for loss in report.losses where loss.object == "workout" {
      guard let type = loss.kind.seriesType else { continue }
      writerLost[Self.keptName(Capability.forSeries(type: type)), default: 0] += loss.count
    }
    for k in keptParts.kept { report.addKept(k.what, max(0, k.count - writerLost[k.what, default: 0])) }
    for kind in HealthItemKind.allCases where kind != .workout {
      report.addKept(Self.keptName(kind), keptItems[kind.index])
    }
  }
}
