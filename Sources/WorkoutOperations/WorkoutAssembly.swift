import FormatKit
import FoundationEssentials
import WorkoutModel

/// An interval index of workouts (built in a first pass over an input): which workouts contain a
/// sample's interval, in O(log n + overlaps).
public struct WorkoutIntervalIndex: Sendable {
  /// What the index keeps of a workout: identity, interval and provenance.
  public struct Entry: Sendable, Hashable {
    public var uuid: UUID
    public var start: Date
    public var end: Date
    public var sourceName: String?
    public var deviceName: String?
  }

  /// The entries sorted by start (after `seal()`).
  public private(set) var entries: [Entry] = []
  private var maxEndPrefix: [Date] = []

  /// Makes an empty index.
  public init() {}

  /// Adds a workout.
  public mutating func insert(_ workout: Workout) {
    entries.append(
      Entry(
        uuid: workout.header.uuid, start: workout.header.start.date, end: workout.header.end.date,
        sourceName: workout.header.source?.name, deviceName: workout.header.device?.name))
  }

  /// Sorts the entries; call once after the last insert.
  public mutating func seal() {
    entries.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    var running = Date.distantPast
    maxEndPrefix = entries.map {
      running = max(running, $0.end)
      return running
    }
  }

  /// `true` when no workout was indexed.
  public var isEmpty: Bool { entries.isEmpty }

  /// The workouts whose interval contains `[start, end]` (1 s tolerance: export dates are whole seconds).
  public func containing(start: Date, end: Date) -> [Entry] {
    var lo = 0
    var hi = entries.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].start <= start.addingTimeInterval(1) { lo = mid + 1 } else { hi = mid }
    }
    var result: [Entry] = []
    var i = lo - 1
    while i >= 0, maxEndPrefix[i] >= end.addingTimeInterval(-1) {
      if entries[i].end >= end.addingTimeInterval(-1) { result.append(entries[i]) }
      i -= 1
    }
    return result
  }
}

/// Attaches the samples recorded during each indexed workout (same interval, same source or device)
/// to that workout, and passes everything else through.
///
/// Workouts are held until `finish()` (samples may follow their workout in the input); memory grows
/// with the selected workouts and their attached samples only, not with the input.
public final class WorkoutAssembler: HealthItemSink {
  private let index: WorkoutIntervalIndex
  private let downstream: any HealthItemSink
  private var samples: [UUID: [WorkoutSample]] = [:]
  private var workouts: [Workout] = []
  /// How many samples were attached to workouts.
  public private(set) var attachedCount = 0

  /// Makes an assembler over a sealed index, passing unattached items to `downstream`.
  public init(index: WorkoutIntervalIndex, downstream: any HealthItemSink) {
    self.index = index
    self.downstream = downstream
  }

  /// The workout a sample belongs to: the innermost containing workout with the same source name or device name.
  public func owner(of header: SampleHeader) -> UUID? {
    let candidates = index.containing(start: header.start.date, end: header.end.date)
    let matching = candidates.filter { entry in
      (entry.sourceName != nil && entry.sourceName == header.source?.name)
        || (entry.deviceName != nil && entry.deviceName == header.device?.name)
    }
    return matching.min { $0.end.timeIntervalSince($0.start) < $1.end.timeIntervalSince($1.start) }?.uuid
  }

  public func receive(_ item: HealthItem) throws {
    let sample: WorkoutSample
    switch item {
    case .workout(let w):
      workouts.append(w)
      return
    case .quantity(let q): sample = .quantity(q)
    case .heartbeatSeries(let h): sample = .heartbeatSeries(h)
    default:
      try downstream.receive(item)
      return
    }
    guard !index.isEmpty, let owner = owner(of: sample.header) else {
      try downstream.receive(item)
      return
    }
    samples[owner, default: []].append(sample)
    attachedCount += 1
  }

  /// Emits the held workouts with their samples (in time order), in input order.
  public func finish() throws {
    for var workout in workouts {
      if let attached = samples.removeValue(forKey: workout.header.uuid) {
        workout.samples += attached.sorted { $0.header.start < $1.header.start }
      }
      try downstream.receive(.workout(workout))
    }
    workouts = []
    // Samples of workouts that were not delivered in the second pass go back to the stream.
    for (_, rest) in samples.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
      for s in rest {
        switch s {
        case .quantity(let q): try downstream.receive(.quantity(q))
        case .category(let c): try downstream.receive(.category(c))
        case .heartbeatSeries(let h): try downstream.receive(.heartbeatSeries(h))
        }
      }
    }
    samples = [:]
  }
}
