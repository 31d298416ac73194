import FoundationEssentials

/// The route locations and series entries of a workout, read in time order as many times as needed:
/// from a whole workout's arrays, or from a streamed workout's spools (`WorkoutPoints`) without holding
/// them — so that the summary and the HTML report work on both.
///
/// Several routes (or several samples of the charted types) are read as one time-ordered sequence: a
/// whole workout's are sorted in memory, a streamed workout's spools are merged (each spool is
/// in time order; ties go to the earlier route or sample).
public struct WorkoutPointReader {
  /// The workout; when streamed, its routes' locations and its series samples' entries are empty.
  public let shell: Workout
  private let points: WorkoutPoints?

  /// Reads a whole workout.
  public init(_ workout: Workout) {
    shell = workout
    points = nil
  }

  /// Reads a streamed workout.
  public init(shell: Workout, points: WorkoutPoints) {
    self.shell = shell
    self.points = points
  }

  /// Whether the points come from spools.
  public var isStreamed: Bool { points != nil }

  /// Number of route locations (all routes).
  public var locationCount: Int {
    guard let points else { return shell.routes.reduce(0) { $0 + $1.locations.count } }
    return (0..<min(shell.routes.count, points.routes.count)).reduce(0) {
      $0 + points.locationCount(route: $1)
    }
  }

  /// Number of entries of sample `index` (1 for a sample without a series: its own value).
  public func entryCount(sample index: Int) -> Int {
    if let points, index < points.series.count, points.series[index] != nil {
      return points.entryCount(sample: index)
    }
    guard case .quantity(let q) = shell.samples[index] else { return 0 }
    return q.entries.count
  }

  /// Calls `body` with every route location in time order.
  public func forEachLocation(_ body: (Location) throws -> Void) throws {
    guard let points else {
      if shell.routes.count > 1 {
        for l in shell.routes.flatMap(\.locations).sorted(by: { $0.time < $1.time }) { try body(l) }
      } else {
        for route in shell.routes { for l in route.locations { try body(l) } }
      }
      return
    }
    var cursors = (0..<min(shell.routes.count, points.routes.count)).map { points.locationCursor(route: $0) }
    if cursors.count == 1 {
      while let l = try cursors[0].next() { try body(l) }
      return
    }
    var heads = try cursors.indices.map { try cursors[$0].next() }
    while true {
      var best: Int?
      for i in heads.indices {
        guard let h = heads[i] else { continue }
        if best == nil || h.time < heads[best!]!.time { best = i }
      }
      guard let b = best else { return }
      try body(heads[b]!)
      heads[b] = try cursors[b].next()
    }
  }

  /// Calls `body` with (time, value) of every entry of the quantity samples whose type is in `types`,
  /// converted to `unit`, in time order (an entry's start; its end when `byEnd`). Entries whose unit does
  /// not convert, or whose value is not finite, are skipped.
  public func forEachValue(
    types: Set<String>, unit: QuantityUnit, byEnd: Bool = false, _ body: (Double, Double) throws -> Void
  ) throws {
    var matching: [(index: Int, sample: QuantitySample)] = []
    for (i, s) in shell.samples.enumerated() {
      if case .quantity(let q) = s, types.contains(q.type) { matching.append((i, q)) }
    }
    func convert(_ q: QuantitySample, _ e: QuantitySeriesEntry) -> (Double, Double)? {
      let v = q.quantity.unit == unit ? e.value : try? q.quantity.unit.convert(e.value, to: unit)
      guard let v, v.isFinite else { return nil }
      return ((byEnd ? e.end : e.start).timeIntervalSince1970, v)
    }
    let streamed = matching.filter {
      points?.series.indices.contains($0.index) == true && points!.series[$0.index] != nil
    }
    if let points, !streamed.isEmpty {
      // Spooled series merged by time; samples without a series contribute their single entry.
      var cursors = matching.map { m -> SpoolCursor<QuantitySeriesEntry>? in
        m.index < points.series.count && points.series[m.index] != nil
          ? points.entryCursor(sample: m.index) : nil
      }
      var singles = matching.map { m -> [QuantitySeriesEntry] in
        m.index < points.series.count && points.series[m.index] != nil ? [] : m.sample.entries
      }
      func next(_ i: Int) throws -> QuantitySeriesEntry? {
        if cursors[i] != nil { return try cursors[i]!.next() }
        return singles[i].isEmpty ? nil : singles[i].removeFirst()
      }
      var heads = try matching.indices.map { try next($0) }
      while true {
        var best: Int?
        var bestTime = 0.0
        for i in heads.indices {
          guard let h = heads[i] else { continue }
          let t = (byEnd ? h.end : h.start).timeIntervalSince1970
          if best == nil || t < bestTime {
            best = i
            bestTime = t
          }
        }
        guard let b = best else { return }
        if let pair = convert(matching[b].sample, heads[b]!) { try body(pair.0, pair.1) }
        heads[b] = try next(b)
      }
    }
    var pairs: [(Double, Double)] = []
    for m in matching {
      for e in m.sample.entries { if let p = convert(m.sample, e) { pairs.append(p) } }
    }
    if matching.count > 1 || !pairs.isSorted() { pairs.sort { $0.0 < $1.0 } }
    for (t, v) in pairs { try body(t, v) }
  }
}

extension Array where Element == (Double, Double) {
  fileprivate func isSorted() -> Bool {
    var i = 1
    while i < count {
      if self[i].0 < self[i - 1].0 { return false }
      i += 1
    }
    return true
  }
}
