import Foundation
import WorkoutModel

/// A sink that can take a workout as a shell plus its points (see `WorkoutPoints`), without the whole
/// workout in memory.
public protocol StreamingWorkoutSink: HealthItemSink {
  /// Whether this sink takes the workout streamed (else the reader sends `.workout` whole).
  func acceptsStreamed(_ shell: Workout) -> Bool
  /// Takes a workout whose route locations and series entries are in `points`.
  func receive(workout shell: Workout, points: WorkoutPoints) throws
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

  /// Sends a spooled workout: streamed when the sink takes it so, whole otherwise.
  public static func deliver(_ shell: Workout, points: WorkoutPoints, to sink: any HealthItemSink) throws {
    if let streaming = sink as? any StreamingWorkoutSink, streaming.acceptsStreamed(shell) {
      try streaming.receive(workout: shell, points: points)
    } else {
      try sink.receive(.workout(points.materialize(into: shell)))
    }
  }
}
