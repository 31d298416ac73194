import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutOperations

/// Applies the requested activity operations (`ActivityOperationChain`) to each workout, as its shell and
/// spooled points, between the reader and the capability projection. Items other than workouts pass
/// through the chain's output guarantees (`ActivityOperationChain.rewrite`). A workout an operation
/// removes is reported to `onRemoved` (the item accounting).
final class OperatingSink: StreamingWorkoutSink {
  let chain: ActivityOperationChain
  let next: any StreamingWorkoutSink
  let context: ConversionContext
  let onRemoved: (HealthItem) -> Void

  init(
    chain: ActivityOperationChain, next: any StreamingWorkoutSink, context: ConversionContext,
    onRemoved: @escaping (HealthItem) -> Void
  ) {
    self.chain = chain
    self.next = next
    self.context = context
    self.onRemoved = onRemoved
  }

  /// Opaque records held until the next workout (`ActivityOperationChain.holdsRecordsForWorkouts`: a
  /// GPX file's waypoints come before its track, whose ends `--privacy-ends` hides); at most `holdLimit`.
  private var held: [HealthItem] = []
  static let holdLimit = 100_000

  func receive(_ item: HealthItem) throws {
    if case .opaque = item, chain.holdsRecordsForWorkouts {
      held.append(item)
      if held.count >= Self.holdLimit { try flush() }
      return
    }
    try pass(item)
  }

  /// The output guarantees (--privacy, --anonymize) also rewrite the items around the workouts.
  private func pass(_ item: HealthItem) throws {
    guard let rewritten = try chain.rewrite(item, context: context) else { return onRemoved(item) }
    try next.receive(rewritten)
  }

  /// Passes on the items held so far (the input read, or a workout delivered).
  func flush() throws {
    let items = held
    held = []
    for item in items { try pass(item) }
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    let parts = try chain.apply(to: shell, points: points, context: context)
    if parts.isEmpty { onRemoved(.workout(shell)) }
    for (newShell, newPoints) in parts { try next.receive(workout: newShell, points: newPoints) }
    if !held.isEmpty { try flush() }
  }
}
