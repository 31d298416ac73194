import ByteStreams
import FoundationEssentials
import XMLStreaming

/// Runs a push producer (zip inflate) on its own thread and hands its chunks to the calling thread through
/// a small bounded queue, so inflating and XML parsing overlap on two cores (as `unzip -p | parser` does).
/// Memory is bounded by `depth` chunks. Each chunk travels with a `Note` the producer made for it (the XML
/// input check's findings: the check runs on the producer's thread, off libxml2's).
///
/// Chunks travel in reusable blocks (at most `depth` + 2 of them) that go back and forth between the two
/// threads: a fresh buffer per chunk, allocated on the producer's thread and freed on the consumer's,
/// left malloc's per-thread arenas fragmented (≈ 17 MB more peak RSS for a 1 GB export.xml).
final class PipelinedStream<Note: Sendable>: @unchecked Sendable {
  private let condition = ThreadCondition()
  /// Chunk buffers, reused; handed between the threads under `condition` only.
  private var queue: [(block: ChunkBlock, note: Note)] = []
  private var spare: [ChunkBlock] = []
  private var finished = false
  private var failure: (any Error)?
  private var cancelled = false
  private let depth: Int

  init(depth: Int = 4) { self.depth = depth }

  private struct Cancelled: Error {}

  /// Calls `produce` on a new thread; its `emit` argument blocks while the queue is full.
  /// `consume` runs on the calling thread for each chunk, in order. Errors from either side are rethrown.
  func run(
    produce: @escaping @Sendable (_ emit: (ByteView, Note) throws -> Void) throws -> Void,
    consume: (ByteView, Note) throws -> Void
  ) throws {
    let body: @Sendable () -> Void = { [self] in
      do {
        try produce { chunk, note in
          condition.lock()
          while queue.count >= depth && !cancelled { condition.wait() }
          if cancelled {
            condition.unlock()
            throw Cancelled()
          }
          let block = spare.popLast() ?? ChunkBlock(capacity: chunk.count)
          condition.unlock()
          block.fill(chunk)
          condition.lock()
          queue.append((block, note))
          condition.signal()
          condition.unlock()
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
      } catch {
        condition.lock()
        if !(error is Cancelled) { failure = error }
        finished = true
        condition.broadcast()
        condition.unlock()
      }
    }
    // No second thread to be had: produce and consume in turn on this one.
    guard let thread = try? JoinableThread(body) else {
      try produce { try consume($0, $1) }
      return
    }
    defer {
      condition.lock()
      cancelled = true
      condition.broadcast()
      while !finished { condition.wait() }
      condition.unlock()
      // Joined, not just signalled: the producer's captures are released before `run` returns.
      thread.join()
    }
    while true {
      condition.lock()
      while queue.isEmpty && !finished { condition.wait() }
      if queue.isEmpty {
        let error = failure
        condition.unlock()
        if let error { throw error }
        return
      }
      let (block, note) = queue.removeFirst()
      condition.signal()
      condition.unlock()
      try consume(block.view, note)
      condition.lock()
      spare.append(block)
      condition.unlock()
    }
  }
}
