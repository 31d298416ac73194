import FormatKit
import WorkoutModel
import WorkoutOperations

/// Workout assembly, for readers whose workouts are shells (`ReaderTraits.workoutsAsShells`: an Apple
/// Health export) when a read asks for the samples recorded during each workout
/// (`ReadRequest.workoutSamples`, `health.assemble=true`). Two passes over the reader's input: the
/// workouts' intervals into a `WorkoutIntervalIndex`, then everything through a `WorkoutAssembler`, which
/// attaches each quantity sample and heartbeat series recorded during a workout by its source (or device)
/// to it. The reader runs the passes (`ConversionContext.workoutAssembly`); the rule is here.
enum WorkoutAssembly {
  /// The `WorkoutAssemblyHook` every conversion context gets (`FormatRegistry.workoutAssembly`).
  static func assemble(
    into sink: any HealthItemSink, context: ConversionContext,
    pass: (_ into: any HealthItemSink, _ workoutsOnly: Bool) throws -> Void
  ) throws {
    var index = WorkoutIntervalIndex()
    try pass(ClosureSink { item in if case .workout(let w) = item { index.insert(w) } }, true)
    index.seal()
    let assembler = WorkoutAssembler(index: index, downstream: sink)
    try pass(assembler, false)
    try assembler.finish()
    context.report.itemsRead["workoutSamplesAttached", default: 0] += assembler.attachedCount
  }
}
