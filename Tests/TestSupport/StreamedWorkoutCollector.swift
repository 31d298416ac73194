import FormatKit
import Foundation
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
  /// Objects of streamed workouts whose identity, derived by the reader from the shell (counts, first and
  /// last point, running figures), is not `Identity.uuid(for:)` of the materialized object: what a whole
  /// reading would have derived.
  public private(set) var identityMismatches: [String] = []

  /// Makes an empty collector.
  public init() {}

  public func receive(_ item: HealthItem) throws { items.append(item) }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    streamed += 1
    let routesEmpty = shell.routes.allSatisfy { $0.locations.isEmpty }
    let seriesEmpty = shell.samples.allSatisfy { sample in
      if case .quantity(let quantity) = sample { return quantity.series.isEmpty }
      return true
    }
    if !(routesEmpty && seriesEmpty) { shellsHoldingPoints += 1 }
    let workout = try points.materialize(into: shell)
    if workout.header.uuid != Identity.uuid(for: workout) { identityMismatches.append("workout \(streamed)") }
    for (index, route) in workout.routes.enumerated() where route.header.uuid != Identity.uuid(for: route) {
      identityMismatches.append("workout \(streamed) route \(index)")
    }
    for sample in workout.samples {
      guard case .quantity(let q) = sample, !q.series.isEmpty, q.header.uuid != Identity.uuid(for: q) else {
        continue
      }
      identityMismatches.append("workout \(streamed) series \(q.type)")
    }
    items.append(.workout(workout))
  }
}

extension StreamedWorkoutCollector {
  /// Reads each named input with `reader` into a collector and lists what a one-path reader (points always
  /// spooled, `WorkoutStreaming.deliver` materializing them for whole sinks) must get right: every workout
  /// comes streamed, no shell holds points, and the ids derived from a shell are the materialized
  /// objects' (`identityMismatches`). Returns how many workouts came streamed and the problems found.
  public static func checkStreamedReading(
    _ inputs: [(name: String, data: Data)], with reader: any FormatReader
  )
    throws -> (streamed: Int, problems: [String])
  {
    var streamed = 0
    var problems: [String] = []
    for (name, data) in inputs {
      let collector = StreamedWorkoutCollector()
      try reader.read(
        InputSource(data: data, name: name), into: collector, context: ConversionContext(inputName: name))
      if collector.shellsHoldingPoints > 0 { problems.append("\(name): a streamed shell still held points") }
      problems += collector.identityMismatches.map { "\(name): \($0): id differs from the whole object's" }
      let workouts = collector.items.filter { if case .workout = $0 { true } else { false } }.count
      if workouts != collector.streamed { problems.append("\(name): a workout came whole") }
      streamed += collector.streamed
    }
    return (streamed, problems)
  }
}
