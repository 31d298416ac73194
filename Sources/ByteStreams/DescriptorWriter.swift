import FoundationEssentials

/// Buffered writes to a file descriptor, optionally overlapped with the producer: with `threaded`, each
/// full buffer is handed to a `ThreadedDescriptorWriter`, whose thread copies it into the kernel (the page
/// cache, a pipe) while the producer fills the next one. FormatKit's `BufferedFileSink` writes through it.
///
/// Errors are `errno` values (the caller names the path): the failed write's own, or one the thread met
/// earlier, returned by the next `write` that hands over a buffer, by `flush` and by every later call (an
/// error is never lost, and nothing is written after one). The thread starts when the first buffer is
/// handed over (small outputs never start one) and ends in `flush`; a writer dropped without `flush`
/// stops and joins its thread, discarding what it had not written.
package final class BufferedDescriptorWriter {
  /// The descriptor written to (not closed here: its owner closes it after `flush` or releasing this).
  package let descriptor: Int32
  private let capacity: Int
  private let threaded: Bool
  private let depth: Int
  private let threadName: String
  private let writeback: Int?
  private var buffer: [UInt8] = []
  private var worker: ThreadedDescriptorWriter?
  private var failure: Int32?

  /// Buffers `capacity` bytes for `descriptor`; with `threaded`, up to `depth` more full buffers wait for
  /// (or are being written by) the writer thread, so memory stays near `(depth + 1) × capacity` (a buffer
  /// holds one write whole: a single write larger than `capacity` makes its buffer that large).
  /// The thread is named `threadName` (at most 15 bytes show: `top -H`, `perf`, `/proc/PID/task/*/comm`).
  /// With `writeback` (a file that will be synced), the thread starts the disk writes of each
  /// `writeback` bytes it has written (`FileDescriptorIO.startWriteback`), so the final `fsync` waits for
  /// little more than the last of them.
  package init(
    descriptor: Int32, capacity: Int, threaded: Bool, depth: Int = 2, threadName: String = "wkconv-writer",
    writeback: Int? = nil
  ) {
    self.descriptor = descriptor
    self.threadName = threadName
    self.writeback = writeback
    self.capacity = max(capacity, 1)
    self.threaded = threaded
    self.depth = max(depth, 1)
    buffer.reserveCapacity(self.capacity)
  }

  deinit { cancel() }

  /// Stops and joins the writer thread, if any, without writing what it had not written yet (an aborted
  /// output); the writer must not be written to again.
  package func cancel() {
    worker?.cancel()
    worker = nil
  }

  /// Whether the writer thread is running (for tests).
  package var hasThread: Bool { worker != nil }

  /// Appends `bytes`: nil, or the `errno` of a failed write.
  package func write(_ view: ByteView) -> Int32? {
    view.withUnsafeBytes { write($0) }
  }

  package func write(_ bytes: UnsafeRawBufferPointer) -> Int32? {
    if let failure { return failure }
    if threaded {
      buffer.append(contentsOf: bytes)
      return buffer.count >= capacity ? handOff() : nil
    }
    if buffer.count + bytes.count > capacity {
      if let code = flush() { return code }
      if bytes.count >= capacity { return record(FileDescriptorIO.writeAll(descriptor, bytes)) }
    }
    buffer.append(contentsOf: bytes)
    return nil
  }

  /// Writes everything buffered or queued to the descriptor and ends the writer thread: nil, or the first
  /// `errno` met.
  package func flush() -> Int32? {
    if let worker {
      self.worker = nil
      if let code = worker.finish() { return record(code) }
    }
    if let failure { return failure }
    guard !buffer.isEmpty else { return nil }
    defer { buffer.removeAll(keepingCapacity: true) }
    return record(buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) })
  }

  /// Gives the full buffer to the thread (started now if needed; written here if no thread can start).
  private func handOff() -> Int32? {
    if worker == nil {
      do {
        worker = try ThreadedDescriptorWriter(
          descriptor: descriptor, depth: depth, name: threadName, writeback: writeback)
      } catch {
        defer { buffer.removeAll(keepingCapacity: true) }
        return record(buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) })
      }
    }
    guard let worker else { return nil }
    if let code = worker.submit(&buffer) { return record(code) }
    if buffer.capacity < capacity { buffer.reserveCapacity(capacity) }
    return nil
  }

  private func record(_ code: Int32?) -> Int32? {
    if let code, failure == nil { failure = code }
    return failure
  }
}

/// A thread writing the buffers handed to it, in order, to a file descriptor: the producer's `submit`
/// waits only while `depth` buffers are queued or being written (bounded memory), and gets an emptied buffer back
/// to fill. After a failed write the thread keeps taking buffers and discards them, so the producer never
/// blocks forever; the first `errno` is kept and returned by every later `submit` and by `finish`.
/// `finish` writes what is queued and joins; `cancel` (also when the writer is released) discards what is
/// queued and joins, so no thread outlives its writer.
package final class ThreadedDescriptorWriter {
  /// What the producer and the thread share, under `condition`.
  private final class Shared: @unchecked Sendable {
    let condition = ThreadCondition()
    var queue: [[UInt8]] = []
    /// Buffers queued or being written.
    var pending = 0
    var spare: [[UInt8]] = []
    var stopping = false
    var discarding = false
    var failure: Int32?
  }

  private let shared = Shared()
  private let depth: Int
  private var thread: JoinableThread?

  /// Starts the thread writing to `descriptor` (which must stay open until `finish` or `cancel`), named
  /// `name`; with `writeback`, it starts the disk writes of every `writeback` bytes it has written.
  package init(
    descriptor: Int32, depth: Int = 2, name: String = "wkconv-writer", writeback: Int? = nil
  ) throws(ThreadStartError) {
    self.depth = max(depth, 1)
    let shared = self.shared
    thread = try JoinableThread(stackSize: 1 << 18) {
      JoinableThread.nameCurrent(name)
      Self.run(shared, descriptor, writeback: writeback)
    }
  }

  deinit { cancel() }

  /// Queues `buffer` for writing and replaces it with an empty one (a reused buffer when one is free):
  /// nil, or the first `errno` the thread met (from then on what is queued is discarded).
  package func submit(_ buffer: inout [UInt8]) -> Int32? {
    let condition = shared.condition
    condition.lock()
    defer { condition.unlock() }
    while shared.pending >= depth { condition.wait() }
    shared.queue.append(buffer)
    shared.pending += 1
    buffer = shared.spare.popLast() ?? []
    condition.broadcast()
    return shared.failure
  }

  /// Writes everything queued, stops and joins the thread: nil, or the first `errno` met.
  package func finish() -> Int32? {
    stop(discarding: false)
    return shared.failure
  }

  /// Stops and joins the thread; what is still queued is not written.
  package func cancel() { stop(discarding: true) }

  private func stop(discarding: Bool) {
    guard let thread else { return }
    self.thread = nil
    shared.condition.lock()
    shared.stopping = true
    if discarding { shared.discarding = true }
    shared.condition.broadcast()
    shared.condition.unlock()
    thread.join()
  }

  private static func run(_ shared: Shared, _ descriptor: Int32, writeback: Int?) {
    let condition = shared.condition
    var unsynced = 0
    condition.lock()
    while true {
      while shared.queue.isEmpty && !shared.stopping { condition.wait() }
      if shared.queue.isEmpty { break }
      var buffer = shared.queue.removeFirst()
      let skip = shared.failure != nil || shared.discarding
      condition.unlock()
      let code = skip ? nil : buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
      if let writeback, !skip, code == nil {
        unsynced += buffer.count
        if unsynced >= writeback {
          FileDescriptorIO.startWriteback(descriptor)
          unsynced = 0
        }
      }
      buffer.removeAll(keepingCapacity: true)
      condition.lock()
      if let code, shared.failure == nil { shared.failure = code }
      shared.spare.append(buffer)
      shared.pending -= 1
      condition.broadcast()
    }
    condition.unlock()
  }
}
