import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// One workout's file in a directory output, from opening it in the staging folder to telling the index:
/// the same work on the conversion's thread (serial) or on a `WorkoutFileWorker`'s.
///
/// Handed to the worker whole: the shell, its points (a reader makes new spools for every workout and
/// never touches a handed one again; the projection's points share them read-only), a context of its own
/// (`ConversionContext` is not shared across threads) and the share and index, which lock what they hold.
/// Nothing in it is used by the conversion's thread after the hand-off, hence `@unchecked Sendable`.
struct WorkoutFileJob: @unchecked Sendable {
  let workout: Workout
  let points: WorkoutPoints
  /// The file's name in the directory, claimed on the conversion's thread (names follow input order).
  let name: String
  /// The file, opened in the staging folder on the conversion's thread (making a file is the kernel's
  /// inode allocation, which balances the two threads' work).
  let output: AtomicFileOutput
  let share: DirectoryOutput.Share
  let format: any WorkoutFormat
  let options: FormatOptions
  /// The context the writer reports into.
  let context: ConversionContext
  /// Told of the file once it is complete (the directory's index).
  let onWritten: ((Workout, WorkoutPoints, String) throws -> Void)?

  /// Writes the file; false when the writer refused the workout (a GPX workout without a route): then
  /// there is no file (no empty one) and the name is given back, the writer's loss says why.
  func write() throws -> Bool {
    do {
      guard let writer = try format.makeWriter(to: output.sink, options: options, context: context) else {
        throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be written")
      }
      func refused() -> Int { context.itemsLostWhole[HealthItemKind.workout.index] }
      let before = refused()
      try writer.receive(workout: workout, points: points)
      try writer.finish()
      if refused() > before {
        output.abort()
        share.output.release(name)
        return false
      }
      try output.commit()
      share.add(name)
      try onWritten?(workout, points, name)
      return true
    } catch {
      output.abort()
      throw error
    }
  }

  /// Gives the file up without writing it (a job dropped after an earlier one failed).
  func drop() { output.abort() }

  /// What a job run on the worker leaves for the conversion's thread: whether its file was written and
  /// what its writer reported (to merge into the conversion's report, in input order).
  struct Outcome: Sendable {
    let name: String
    let written: Bool
    let reported: ConversionReport
  }

  /// Runs `write()` with the context's report as it was handed over (`context.report` at hand-off)
  /// and returns what the writer added to it.
  func run() throws -> Outcome {
    let handed = context.report
    let written = try write()
    return Outcome(name: name, written: written, reported: context.report.since(handed))
  }
}

/// Writes a directory output's workout files on a thread of its own while the conversion's thread reads,
/// projects and hands over the next workouts: on two cores a workout's page is rendered while the next
/// workout is decoded. At most `depth` jobs wait besides the one running, so memory stays bounded (each
/// holds one workout's shell and spools). Jobs run one at a time in the order handed over, so files are
/// completed, added to the share and shown to the index in input order, as on the serial path. The first
/// failure drops the jobs after it and is rethrown on the conversion's thread, at its next hand-off or at
/// `finish`.
final class WorkoutFileWorker: @unchecked Sendable {
  private let condition = ThreadCondition()
  // Everything below is shared between the two threads under `condition` only.
  private var waiting: [WorkoutFileJob] = []
  private var running = false
  private var outcomes: [WorkoutFileJob.Outcome] = []
  private var failure: (any Error)?
  private var closed = false
  private let depth: Int
  private var thread: JoinableThread?

  /// Starts the worker thread (nil when no thread can be had: the caller writes serially).
  init?(depth: Int = 2) {
    self.depth = max(1, depth)
    guard let thread = try? JoinableThread(stackSize: 8 << 20, { [self] in work() }) else { return nil }
    self.thread = thread
  }

  private func work() {
    JoinableThread.nameCurrent("wkconv-files")
    condition.lock()
    while true {
      while waiting.isEmpty && !closed { condition.wait() }
      if waiting.isEmpty { break }
      let job = waiting.removeFirst()
      running = true
      condition.broadcast()
      condition.unlock()
      let outcome = Result(catching: { try job.run() })
      condition.lock()
      running = false
      switch outcome {
      case .success(let done): outcomes.append(done)
      case .failure(let error):
        failure = error
        dropWaiting()
      }
      condition.broadcast()
    }
    condition.unlock()
  }

  /// Hands `job` over, waiting while `depth` jobs wait; returns the outcomes of the jobs finished since
  /// the last call, in order. Throws the failure of an earlier job.
  func submit(_ job: WorkoutFileJob) throws -> [WorkoutFileJob.Outcome] {
    condition.lock()
    defer { condition.unlock() }
    while waiting.count >= depth && failure == nil { condition.wait() }
    if let failure { throw failure }
    waiting.append(job)
    condition.broadcast()
    return takeOutcomes()
  }

  private func dropWaiting() {
    for job in waiting { job.drop() }
    waiting.removeAll()
  }

  private func takeOutcomes() -> [WorkoutFileJob.Outcome] {
    let taken = outcomes
    outcomes.removeAll()
    return taken
  }

  /// Waits for every job handed over, stops the thread and returns the outcomes not yet taken; throws the
  /// failure of a job.
  func finish() throws -> [WorkoutFileJob.Outcome] {
    stop(runningWaiting: true)
    if let failure { throw failure }
    return takeOutcomes()
  }

  /// The failure of a job handed over before the conversion met `error` elsewhere (the reader's): the
  /// serial path would have met it first. Every job handed over runs first.
  func failure(before error: any Error) -> any Error {
    stop(runningWaiting: true)
    return failure ?? error
  }

  /// Drops the jobs not started, waits for the one running and stops the thread.
  func cancel() { stop(runningWaiting: false) }

  private func stop(runningWaiting: Bool) {
    condition.lock()
    if !runningWaiting { dropWaiting() }
    closed = true
    condition.broadcast()
    while running || !waiting.isEmpty { condition.wait() }
    condition.unlock()
    thread?.join()
    thread = nil
  }
}
