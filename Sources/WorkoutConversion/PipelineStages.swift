import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutOperations

/// Where items enter a conversion's stages: a workout that comes whole (an export's, an NDJSON line) is
/// split into its shell and points here, once; every stage after it takes workouts only so.
final class EntrySink: StreamingWorkoutSink {
  let next: any StreamingWorkoutSink

  init(_ next: any StreamingWorkoutSink) { self.next = next }

  func receive(_ item: HealthItem) throws { try next.receiveSplitting(item) }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try next.receive(workout: shell, points: points)
  }
}

/// Projects items onto the target's capabilities, counts them and passes them on. A workout is projected
/// as its shell and points (`CapabilityProjection.project(_:points:context:)`): the losses are those of
/// the whole workout, and the fields the target drops leave each point as the writer reads it.
final class ProjectingSink: StreamingWorkoutSink {
  let projection: CapabilityProjection
  let context: ConversionContext
  let next: any StreamingWorkoutSink
  /// Called with 1 for each item read (progress).
  var onItem: ((Int) -> Void)?
  /// Items read, written and dropped (see `ItemAccounting`).
  let accounting: ItemAccounting

  init(
    projection: CapabilityProjection, context: ConversionContext, accounting: ItemAccounting,
    next: any StreamingWorkoutSink
  ) {
    self.projection = projection
    self.context = context
    self.accounting = accounting
    self.next = next
  }

  func receive(_ item: HealthItem) throws {
    onItem?(1)
    accounting.noteRead(item)
    guard let projected = projection.project(item, context: context) else {
      accounting.noteProjectionDropped(item)
      return
    }
    try accounting.handing(projected, context: context) { try next.receive(projected) }
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    onItem?(1)
    let item = HealthItem.workout(shell)
    accounting.noteRead(item)
    guard let (projected, projectedPoints) = try projection.project(shell, points: points, context: context)
    else {
      accounting.noteProjectionDropped(item)
      return
    }
    try accounting.handing(.workout(projected), points: projectedPoints, context: context) {
      try next.receive(workout: projected, points: projectedPoints)
    }
  }
}

/// Passes the items that `admit` lets through to `next` (a workout is admitted by its shell).
final class PassingSink: StreamingWorkoutSink {
  let next: any StreamingWorkoutSink
  let admit: (HealthItem) throws -> Bool

  init(next: any StreamingWorkoutSink, admit: @escaping (HealthItem) throws -> Bool) {
    self.next = next
    self.admit = admit
  }

  func receive(_ item: HealthItem) throws {
    if try admit(item) { try next.receive(item) }
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard try admit(.workout(shell)) else { return }
    try next.receive(workout: shell, points: points)
  }
}
