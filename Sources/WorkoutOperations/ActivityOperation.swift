import FormatKit
import FoundationEssentials
import WorkoutModel

/// One model → model operation on a workout (`--trim`, `--shift`, `--time-zone`, `--privacy`,
/// `--simplify`…), applied to the streamed form of the workout: its shell (every field but the points)
/// and its points (`WorkoutPoints`: route locations and series entries, in spools, so memory stays
/// bounded whatever the workout's length). What it changes is counted in the report
/// (`ConversionReport.changes`).
public protocol ActivityOperation: Sendable {
  /// The option that asks for it, e.g. "--trim" (names its changes in the report).
  var option: String { get }
  /// Transforms one workout; `nil` removes the workout (e.g. it lies wholly outside a trim range).
  func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )?
}

/// An operation that may turn one workout into several (`--split`).
public protocol SplittingActivityOperation: ActivityOperation {
  /// The parts of one workout, in time order (empty: the workout is removed).
  func split(_ shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> [(
    Workout, WorkoutPoints
  )]
}

extension ActivityOperation {
  /// Records a change made by this operation.
  func note(_ context: ConversionContext, _ kind: String, _ action: String, _ count: Int, _ reason: String) {
    context.report.add(
      OperationChange(operation: option, kind: kind, action: action, count: count, reason: reason))
  }
}

/// Operations applied in order to each workout.
public struct ActivityOperationChain: Sendable {
  /// The operations, in the order they apply.
  public var operations: [any ActivityOperation]

  /// A chain of `operations`, applied in order, output guarantees (`OutputGuaranteeOperation`) last.
  public init(_ operations: [any ActivityOperation] = []) {
    self.operations = Self.guaranteesLast(operations)
  }

  /// Whether the chain does nothing.
  public var isEmpty: Bool { operations.isEmpty }

  /// Whether an operation may make several workouts of one.
  public var splits: Bool { operations.contains { $0 is any SplittingActivityOperation } }

  /// Applies every operation to a streamed workout: the workouts it became (none when an operation
  /// removed it; several after a split).
  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> [(
    Workout, WorkoutPoints
  )] {
    var current = [(shell, points)]
    for operation in operations {
      var next: [(Workout, WorkoutPoints)] = []
      for (s, p) in current {
        if let splitting = operation as? any SplittingActivityOperation {
          next += try splitting.split(s, points: p, context: context)
        } else if let result = try operation.apply(to: s, points: p, context: context) {
          next.append(result)
        }
      }
      current = next
    }
    return current
  }

  /// Applies every operation to a whole workout (split into shell and points, then materialized).
  public func apply(to workout: Workout, context: ConversionContext) throws -> [Workout] {
    let (shell, points) = try WorkoutStreaming.split(workout)
    return try apply(to: shell, points: points, context: context).map { try $0.1.materialize(into: $0.0) }
  }
}

/// What `PointRewriter.rewrite` removed.
public struct PointRewriteCounts: Sendable, Hashable {
  /// Locations read and removed, over all routes.
  public var locationsIn = 0
  public var locationsRemoved = 0
  /// Series entries read and removed, over all samples.
  public var entriesIn = 0
  public var entriesRemoved = 0
  /// Routes left without a location (removed from the workout).
  public var routesRemoved = 0
  /// Series samples left without an entry (removed from the workout).
  public var seriesSamplesRemoved = 0
}

/// Copies a workout's points through per-point filters into new spools (one pass, bounded memory), and
/// brings the shell in line: each route's and series sample's interval spans its remaining points, a
/// series sample's quantity is re-aggregated from its remaining entries (sum for cumulative types,
/// mean otherwise), and routes or series samples left empty are removed.
public enum PointRewriter {
  /// Rewrites `points` of `shell`. `location(route, index, &l)` and `entry(sample, &e)` return whether
  /// to keep the point (and may change it). Samples without series and everything else in the shell
  /// are left as they are.
  public static func rewrite(
    _ shell: Workout, _ points: WorkoutPoints,
    location: (Int, Int, inout Location) -> Bool = { _, _, _ in true },
    entry: (Int, inout QuantitySeriesEntry) -> Bool = { _, _ in true }
  ) throws -> (Workout, WorkoutPoints, PointRewriteCounts) {
    var counts = PointRewriteCounts()
    var workout = shell
    var routes: [Spool<Location>] = []
    var keptRoutes: [WorkoutRoute] = []
    for r in workout.routes.indices {
      guard r < points.routes.count else {
        keptRoutes.append(workout.routes[r])
        routes.append(Spool<Location>())
        continue
      }
      let spool = Spool<Location>()
      var first: Location?
      var last: Location?
      var index = 0
      try points.forEachLocationChunk(route: r) { chunk in
        for var l in chunk {
          counts.locationsIn += 1
          defer { index += 1 }
          guard location(r, index, &l) else {
            counts.locationsRemoved += 1
            continue
          }
          if first == nil { first = l }
          last = l
          try spool.append(l)
        }
      }
      guard let first, let last else {
        counts.routesRemoved += 1
        continue
      }
      var route = workout.routes[r]
      route.header.start = Timestamp(first.time, utcOffset: route.header.start.utcOffset)
      route.header.end = Timestamp(last.time, utcOffset: route.header.end.utcOffset)
      keptRoutes.append(route)
      routes.append(spool)
    }
    workout.routes = keptRoutes
    var samples: [WorkoutSample] = []
    var series: [Spool<QuantitySeriesEntry>?] = []
    for s in workout.samples.indices {
      guard s < points.series.count, let source = points.series[s], case .quantity(var q) = workout.samples[s]
      else {
        samples.append(workout.samples[s])
        series.append(nil)
        continue
      }
      let spool = Spool<QuantitySeriesEntry>()
      var start: Date?
      var end: Date?
      var sum = 0.0
      try source.forEachChunk { chunk in
        for var e in chunk {
          counts.entriesIn += 1
          guard entry(s, &e) else {
            counts.entriesRemoved += 1
            continue
          }
          if start == nil { start = e.start }
          end = max(end ?? e.end, e.end)
          sum += e.value
          try spool.append(e)
        }
      }
      guard let start, let end else {
        counts.seriesSamplesRemoved += 1
        continue
      }
      q.header.start = Timestamp(start, utcOffset: q.header.start.utcOffset)
      q.header.end = Timestamp(end, utcOffset: q.header.end.utcOffset)
      q.quantity.value = q.aggregationStyle == .cumulative ? sum : sum / Double(spool.count)
      samples.append(.quantity(q))
      series.append(spool)
    }
    workout.samples = samples
    return (workout, WorkoutPoints(routes: routes, series: series), counts)
  }
}

extension Workout {
  /// Every timestamp of the workout's shell passed through `transform`: the workout's, its activities',
  /// events', statistics', routes' and samples' intervals, creation dates and date metadata. Route
  /// locations and series entries (in `WorkoutPoints`) are not touched. Returns how many were changed.
  @discardableResult
  public mutating func mapTimestamps(_ transform: (Timestamp) -> Timestamp) -> Int {
    var changed = 0
    func map(_ t: inout Timestamp) {
      let new = transform(t)
      if new != t { changed += 1 }
      t = new
    }
    func map(_ header: inout SampleHeader) {
      map(&header.start)
      map(&header.end)
      if var c = header.creationDate {
        map(&c)
        header.creationDate = c
      }
      map(&header.metadata)
    }
    func map(_ metadata: inout Metadata) {
      for i in metadata.entries.indices {
        if case .date(var t) = metadata.entries[i].value {
          map(&t)
          metadata.entries[i].value = .date(t)
        }
      }
    }
    func map(_ statistics: inout [WorkoutStatistics]) {
      for i in statistics.indices {
        map(&statistics[i].start)
        map(&statistics[i].end)
      }
    }
    func map(_ events: inout [WorkoutEvent]) {
      for i in events.indices {
        map(&events[i].start)
        map(&events[i].metadata)
        map(&events[i].statistics)
      }
    }
    map(&header)
    map(&events)
    map(&statistics)
    for i in activities.indices {
      map(&activities[i].start)
      map(&activities[i].end)
      map(&activities[i].events)
      map(&activities[i].statistics)
      map(&activities[i].metadata)
    }
    for i in routes.indices { map(&routes[i].header) }
    for i in samples.indices {
      switch samples[i] {
      case .quantity(var q):
        map(&q.header)
        samples[i] = .quantity(q)
      case .category(var c):
        map(&c.header)
        samples[i] = .category(c)
      case .heartbeatSeries(var h):
        map(&h.header)
        samples[i] = .heartbeatSeries(h)
      }
    }
    return changed
  }
}

/// Durations as people type them: `90`, `90s`, `5m`, `1h30m`, `1.5h`, `01:30:00`, `-2m`.
public enum DurationText {
  /// Seconds of `text`, or nil when it is not a duration.
  public static func parse(_ text: String) -> TimeInterval? {
    var body = Substring(text.trimmingWhitespace())
    var sign = 1.0
    if body.hasPrefix("+") {
      body = body.dropFirst()
    } else if body.hasPrefix("-") {
      sign = -1
      body = body.dropFirst()
    }
    guard !body.isEmpty else { return nil }
    if body.contains(":") {
      let parts = body.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 3, let values = Optional(parts.compactMap { Double($0) }),
        values.count == parts.count
      else { return nil }
      return sign * values.reduce(0) { $0 * 60 + $1 }
    }
    if let plain = Double(body) { return sign * plain }
    var total = 0.0
    var number = ""
    for c in body {
      if c.isNumber || c == "." {
        number.append(c)
        continue
      }
      guard let value = Double(number) else { return nil }
      switch c {
      case "h": total += value * 3600
      case "m": total += value * 60
      case "s": total += value
      case "d": total += value * 86_400
      default: return nil
      }
      number = ""
    }
    guard number.isEmpty else { return nil }
    return sign * total
  }

  /// `+1h05m`, `-30s`: a signed duration for messages.
  public static func format(_ seconds: TimeInterval) -> String {
    let sign = seconds < 0 ? "-" : "+"
    var rest = abs(seconds)
    var text = sign
    let hours = Int(rest / 3600)
    if hours > 0 {
      text += "\(hours)h"
      rest -= Double(hours) * 3600
    }
    let minutes = Int(rest / 60)
    if minutes > 0 {
      text += "\(minutes)m"
      rest -= Double(minutes) * 60
    }
    if rest > 0 || text == sign { text += NumberText.shortest((rest * 1000).rounded() / 1000) + "s" }
    return text
  }
}
