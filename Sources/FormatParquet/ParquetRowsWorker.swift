import AnalyticsTable
import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Writes items into a Parquet file on a thread of its own: flattening them into rows (`AnalyticsRows`),
/// buffering the cells, and encoding, compressing and writing each row group (`ParquetTableWriter`), so
/// that on two cores the conversion before the writer (parsing, checking, projecting) overlaps it.
///
/// Items travel in batches through a small bounded queue, in order, and the one worker writes them as the
/// calling thread would: the same rows in the same order, so the same row groups and the same bytes.
/// A streamed workout goes through the queue too, as one job of its own (its shell and its points: a
/// reader makes new spools for every workout and never touches handed ones again, and spools are read
/// safely from another thread). After `drain` the rows and the table may be used on the calling thread
/// until the next `add`: they are only ever touched by one thread at a time, handed over under the
/// queue's lock. The table writes into a `HandOffSink`, whose bytes the calling thread moves to the real
/// output at each hand-over: the output is only ever touched by the thread that owns it (a failed
/// conversion discards it there, while the worker may still be writing). An error the worker meets is
/// thrown by the next call. Memory: at most `depth` waiting jobs (batches of `batchItems` items, or a
/// workout whose points are in their spools) and the one being written, beside the row group being filled
/// and the bytes not yet handed over (about one row group).
final class ParquetRowsWorker {
  private let shared: Shared
  private var thread: JoinableThread?
  private var threadFailed = false
  private var batch: [HealthItem] = []
  private let batchItems: Int
  private let handOff: HandOffSink
  private let output: any ByteSink

  /// A worker writing through `rows` (into a table that writes into `handOff` and nothing else touches),
  /// whose bytes go to `output` on the calling thread. `depth` batches may wait: on two cores the caller,
  /// the worker and the parser's threads take turns, and a deep queue (32 batches, ~16,000 items, ~9 MB
  /// more peak memory on a 1 GB export) lets the caller go on through a scheduler slice in which the worker
  /// does not run, where 2 made it wait (`Benchmarks/health/README.md`).
  init(
    rows: AnalyticsRows, handOff: HandOffSink, output: any ByteSink, batchItems: Int = 512, depth: Int = 32
  ) {
    shared = Shared(rows: rows, depth: max(1, depth))
    self.handOff = handOff
    self.output = output
    self.batchItems = max(1, batchItems)
    batch.reserveCapacity(self.batchItems)
  }

  deinit {
    // Dropped without `finish` (a failed conversion): stop without writing what waits.
    shared.stop(discarding: true)
    thread?.join()
  }

  /// Queues `item`; hands a full batch to the worker (waiting while `depth` batches wait).
  func add(_ item: HealthItem) throws {
    batch.append(item)
    if batch.count >= batchItems { try handOver() }
  }

  /// Queues a streamed workout after everything queued before it.
  func add(workout shell: Workout, points: WorkoutPoints) throws {
    try handOver()
    // No thread yet (nothing queued before) or none to be had: written here.
    if thread == nil {
      try shared.write(.workout(shell, points))
    } else {
      try shared.enqueue(.workout(shell, points))
    }
    try deliver()
  }

  /// Returns once everything queued has been written, the worker waiting for more: the rows and the table
  /// may then be used on this thread until the next `add`.
  func drain() throws {
    try handOver()
    try shared.waitUntilIdle()
    try deliver()
  }

  /// Moves the bytes the table has written so far to the output (on the calling thread).
  func deliver() throws {
    let bytes = handOff.take()
    if !bytes.isEmpty { try output.write(bytes) }
  }

  /// Writes everything queued and stops the worker.
  func finish() throws {
    try drain()
    shared.stop(discarding: false)
    thread?.join()
    thread = nil
  }

  private func handOver() throws {
    guard !batch.isEmpty else { return }
    let items = batch
    batch.removeAll(keepingCapacity: true)
    if thread == nil, !threadFailed {
      // The worker starts with the first full batch: an input of a few items never starts one.
      let shared = shared
      thread = try? JoinableThread(stackSize: 8 << 20) { shared.work() }
      threadFailed = thread == nil
    }
    // No thread to be had: write on this one.
    if thread == nil { try shared.write(.items(items)) } else { try shared.enqueue(.items(items)) }
    try deliver()
  }

  /// What the worker writes, in order: a batch of items, or a streamed workout's shell and points.
  enum Job {
    case items([HealthItem])
    case workout(Workout, WorkoutPoints)
  }

  /// The queue, the worker's state and the rows, shared by the two threads under `condition`.
  private final class Shared: @unchecked Sendable {
    private let condition = ThreadCondition()
    private let rows: AnalyticsRows
    private let depth: Int
    private var queue: [Job] = []
    private var writing = false
    private var stopping = false
    private var failure: (any Error)?

    init(rows: AnalyticsRows, depth: Int) {
      self.rows = rows
      self.depth = depth
    }

    /// Writes `job` on the calling thread.
    func write(_ job: Job) throws {
      switch job {
      case .items(let items): for item in items { try rows.add(item) }
      case .workout(let shell, let points): try rows.add(workout: shell, points: points)
      }
    }

    func enqueue(_ job: Job) throws {
      condition.lock()
      defer { condition.unlock() }
      while queue.count >= depth, failure == nil { condition.wait() }
      if let failure { throw failure }
      queue.append(job)
      condition.broadcast()
    }

    func waitUntilIdle() throws {
      condition.lock()
      defer { condition.unlock() }
      while !queue.isEmpty || writing, failure == nil { condition.wait() }
      if let failure { throw failure }
    }

    func stop(discarding: Bool) {
      condition.lock()
      if discarding { queue.removeAll() }
      stopping = true
      condition.broadcast()
      condition.unlock()
    }

    /// The worker's loop: the next batch, written outside the lock, until stopped with nothing queued or
    /// after an error (kept for the calling thread, which throws it).
    func work() {
      while true {
        condition.lock()
        while queue.isEmpty, !stopping { condition.wait() }
        guard !queue.isEmpty else {
          condition.unlock()
          return
        }
        let job = queue.removeFirst()
        writing = true
        condition.broadcast()
        condition.unlock()
        var met: (any Error)?
        do { try write(job) } catch { met = error }
        condition.lock()
        writing = false
        if let met {
          failure = met
          queue.removeAll()
        }
        condition.broadcast()
        condition.unlock()
        if met != nil { return }
      }
    }
  }
}

/// The bytes a table writes on the worker thread, kept until the calling thread takes them
/// (`ParquetRowsWorker.deliver`).
final class HandOffSink: ByteSink, @unchecked Sendable {
  private let lock = ThreadLock()
  private var pending: [UInt8] = []

  func write(_ bytes: ByteView) throws {
    lock.lock()
    defer { lock.unlock() }
    pending.append(bytes)
  }

  /// Everything written since the last call.
  func take() -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    let bytes = pending
    pending = []
    return bytes
  }
}
