import FormatKit
import Foundation
import WorkoutModel
import WorkoutOperations

/// Applies the requested activity operations (`ActivityOperationChain`) to each workout between the
/// reader and the capability projection: streamed workouts stay streamed (shell + spooled points), whole
/// ones are split, transformed and handed on whole. Items other than workouts pass through the chain's
/// output guarantees (`ActivityOperationChain.rewrite`). A workout
/// an operation removes is reported to `onRemoved` (the item accounting).
class OperatingSink: HealthItemSink {
  let chain: ActivityOperationChain
  let next: any HealthItemSink
  let context: ConversionContext
  let onRemoved: (HealthItem) -> Void

  init(
    chain: ActivityOperationChain, next: any HealthItemSink, context: ConversionContext,
    onRemoved: @escaping (HealthItem) -> Void
  ) {
    self.chain = chain
    self.next = next
    self.context = context
    self.onRemoved = onRemoved
  }

  /// The sink for `next`: a streaming one when `next` takes workouts streamed.
  static func make(
    chain: ActivityOperationChain, next: any HealthItemSink, context: ConversionContext,
    onRemoved: @escaping (HealthItem) -> Void
  ) -> any HealthItemSink {
    if chain.isEmpty { return next }
    if next is any StreamingWorkoutSink {
      return StreamingOperatingSink(chain: chain, next: next, context: context, onRemoved: onRemoved)
    }
    return OperatingSink(chain: chain, next: next, context: context, onRemoved: onRemoved)
  }

  /// Opaque records held until the next workout (`ActivityOperationChain.holdsRecordsForWorkouts`: a
  /// GPX file's waypoints come before its track, whose ends `--privacy-ends` hides); at most `holdLimit`.
  private var held: [HealthItem] = []
  static let holdLimit = 100_000

  func receive(_ item: HealthItem) throws {
    guard case .workout(let workout) = item else {
      if case .opaque = item, chain.holdsRecordsForWorkouts {
        held.append(item)
        if held.count >= Self.holdLimit { try flush() }
        return
      }
      return try pass(item)
    }
    let (shell, points) = try WorkoutStreaming.split(workout)
    try deliver(shell, points)
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

  func deliver(_ shell: Workout, _ points: WorkoutPoints) throws {
    let parts = try chain.apply(to: shell, points: points, context: context)
    if parts.isEmpty { onRemoved(.workout(shell)) }
    for (newShell, newPoints) in parts { try WorkoutStreaming.deliver(newShell, points: newPoints, to: next) }
    if !held.isEmpty { try flush() }
  }
}

/// `OperatingSink` for a target that streams: readers spool their workouts for it.
final class StreamingOperatingSink: OperatingSink, StreamingWorkoutSink {
  func acceptsStreamed(_ shell: Workout) -> Bool { true }

  func receive(workout shell: Workout, points: WorkoutPoints) throws { try deliver(shell, points) }
}
