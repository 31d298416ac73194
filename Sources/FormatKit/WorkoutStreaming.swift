import FoundationEssentials
import WorkoutModel

// A workout on its way to a writer is a *shell* — every field final (UUIDs, interval, aggregates,
// events), but its routes' `locations` and its quantity samples' `series` empty — plus `WorkoutPoints`
// (WorkoutModel), which replays those arrays in order, chunk by chunk, as often as the sink needs. A
// workout that arrives whole is split once where it enters a conversion. `shell` + `points` is exactly the
// workout `points.materialize(into: shell)` returns, which is what a writer that needs everything at once
// (FIT's summaries, the export writer) and a sink outside the conversion receive.

/// A sink that takes every workout as a shell plus its points (see `WorkoutPoints`), without the whole
/// workout in memory: the one way a workout reaches the conversion's stages and its writers. Other items
/// come through `receive(_:)`.
public protocol StreamingWorkoutSink: HealthItemSink {
  /// Takes a workout whose route locations and series entries are in `points`.
  func receive(workout shell: Workout, points: WorkoutPoints) throws
}

extension StreamingWorkoutSink {
  /// Takes an item; a whole workout is split into its shell and points first.
  public func receiveSplitting(_ item: HealthItem) throws {
    guard case .workout(let workout) = item else { return try receive(item) }
    let (shell, points) = try WorkoutStreaming.split(workout)
    try receive(workout: shell, points: points)
  }
}

/// Streaming helpers for readers.
public enum WorkoutStreaming {
  /// Splits a whole workout into a shell and spooled points (for writers' tests and for sources that
  /// hold workouts whole); `materialize(into:)` gives it back.
  public static func split(_ workout: Workout, chunkCapacity: Int = 4096) throws -> (Workout, WorkoutPoints) {
    var shell = workout
    var routes: [Spool<Location>] = []
    for i in shell.routes.indices {
      let spool = Spool<Location>(chunkCapacity: chunkCapacity)
      for l in shell.routes[i].locations { try spool.append(l) }
      shell.routes[i].locations = []
      routes.append(spool)
    }
    var series: [Spool<QuantitySeriesEntry>?] = []
    for i in shell.samples.indices {
      guard case .quantity(var q) = shell.samples[i], !q.series.isEmpty else {
        series.append(nil)
        continue
      }
      let spool = Spool<QuantitySeriesEntry>(chunkCapacity: chunkCapacity)
      for e in q.series { try spool.append(e) }
      q.series = []
      shell.samples[i] = .quantity(q)
      series.append(spool)
    }
    return (shell, WorkoutPoints(routes: routes, series: series))
  }

  /// `Identity.uuid(for: sample)` of a series sample whose `entryCount` entries are spooled (the shell's
  /// `series` is empty).
  public static func uuid(forSeriesSample sample: QuantitySample, entryCount: Int) -> UUID {
    Identity.uuid(forQuantity: sample, entryCount: entryCount)
  }

  /// `Identity.uuid(for: route)` of a route whose `count` locations are spooled.
  public static func uuid(forRoute header: SampleHeader, count: Int, first: Location?, last: Location?)
    -> UUID
  {
    Identity.uuid(forRoute: header, count: count, first: first, last: last)
  }

  /// Sends a spooled workout: as its shell and points to a conversion's stages and writers (a
  /// `StreamingWorkoutSink`), whole to any other sink (a caller's collector).
  public static func deliver(_ shell: Workout, points: WorkoutPoints, to sink: any HealthItemSink) throws {
    if let streaming = sink as? any StreamingWorkoutSink {
      try streaming.receive(workout: shell, points: points)
    } else {
      try sink.receive(.workout(points.materialize(into: shell)))
    }
  }
}
