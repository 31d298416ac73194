import FormatKit
import WorkoutModel

/// A sink that takes workouts streamed (a shell plus spooled points) and keeps them whole
/// (materialized), so a streamed reading can be compared with a whole one through NDJSON.
public final class StreamedWorkoutCollector: StreamingWorkoutSink {
  /// Everything received, streamed workouts materialized in place.
  public private(set) var items: [HealthItem] = []
  /// How many workouts came streamed.
  public private(set) var streamed = 0
  /// Streamed shells that still held route locations or series entries (all of them belong in the points).
  public private(set) var shellsHoldingPoints = 0

  /// Makes an empty collector.
  public init() {}

  public func receive(_ item: HealthItem) throws { items.append(item) }

  public func acceptsStreamed(_ shell: Workout) -> Bool { true }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    streamed += 1
    let routesEmpty = shell.routes.allSatisfy { $0.locations.isEmpty }
    let seriesEmpty = shell.samples.allSatisfy { sample in
      if case .quantity(let quantity) = sample { return quantity.series.isEmpty }
      return true
    }
    if !(routesEmpty && seriesEmpty) { shellsHoldingPoints += 1 }
    items.append(.workout(try points.materialize(into: shell)))
  }
}
