import ByteStreams
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension XMLStreamParser {
  /// Parses a whole document produced in chunks with one libxml2 parser per thread, and calls the handler
  /// on this thread: the same events, in the same order, with the same lines, columns, byte offsets,
  /// warnings and errors as `parse(stream:)`, the handler's work overlapping libxml2's on every core.
  ///
  /// `produce` runs on a thread of its own, where `XMLTopLevelSplitter` cuts the document between the root
  /// element's children into chunks of about `chunkBytes`. Each chunk after the first is parsed by a fresh
  /// parser after a copy of the document's prolog (so it sees the same XML declaration, DOCTYPE and
  /// internal subset), its lines and columns continuing at the chunk's place in the document, its byte
  /// offsets moved there; each chunk but the last is closed with the root's end tag. The events are recorded
  /// as for `parsePipelined` (character data only for elements `textFilter` accepts, never the root's own,
  /// which the chunks cut: a handler asking for it fails with `.misuse`) and replayed in document order. At most `threads + 2` chunks are in flight (read, parsed or waiting to be handled), so memory
  /// stays bounded. A parse error is thrown after every event before it has been handled; an error thrown by
  /// `produce` (damaged input) likewise, after the events of the bytes it produced, as the serial parse does.
  /// Only for documents `XMLTopLevelSplitter.canSplit(head:)` accepts. Falls back to `parse(stream:)` when no
  /// thread can be started.
  public func parseParallel(
    threads: Int, textFilter: @escaping XMLTextFilter, chunkBytes: Int = 4 << 20,
    stream produce: (_ consume: (ByteView) throws -> Void) throws -> Void
  ) throws {
    guard bytesFed == 0, !finished else {
      throw XMLStreamError(
        code: .misuse, message: "parseParallel needs a parser that has not been fed", location: location)
    }
    let shared = ChunkFlow(inFlight: max(threads, 1) + 2)
    // The root's own character data is cut into the chunks: never recorded (a handler asking for it fails).
    let setup = ChunkParserSetup(
      options: options, fileName: fileName, filter: { name, depth in depth > 1 && textFilter(name, depth) })
    var workers: [JoinableThread] = []
    for _ in 0..<max(threads, 1) {
      guard let worker = try? JoinableThread(stackSize: 8 << 20, { shared.work(setup) }) else { break }
      workers.append(worker)
    }
    defer {
      shared.cancel()
      for worker in workers { worker.join() }
    }
    try withoutActuallyEscaping(produce) { produce in
      let source = UncheckedSendable(produce)
      let body: @Sendable () -> Void = { shared.split(chunkBytes: chunkBytes, source.value) }
      guard !workers.isEmpty, let producer = try? JoinableThread(stackSize: 1 << 20, body) else {
        shared.cancel()
        try parse(stream: produce)
        return
      }
      defer {
        shared.cancel()
        producer.join()
      }
      try replayChunks(shared)
    }
  }

  /// Hands each parsed chunk's events to the handler, in document order; keeps the first chunk's parser
  /// (whose interned root name the element path points to) and the current one (whose names the open
  /// elements point to when a chunk's replay throws) until the path is settled.
  private func replayChunks(_ shared: ChunkFlow) throws {
    var first: XMLStreamParser?
    var current: XMLStreamParser?
    var replaced = 0
    defer {
      settle()
      replacedControlCharacterCount = replaced
      withExtendedLifetime((first, current)) {}
    }
    var index = 0
    while let parsed = try shared.parsed(index) {
      if index == 0 { first = parsed.parser }
      current = parsed.parser
      replaced += parsed.replaced
      try replay(parsed.tape)
      index += 1
    }
  }
}

/// What every chunk's parser is made with.
struct ChunkParserSetup: @unchecked Sendable {
  let options: XMLStreamOptions
  let fileName: String?
  let filter: XMLTextFilter
}

/// A chunk to parse: its bytes, the prolog to parse before it, and the damage that ended the input, if any.
struct ChunkJob: @unchecked Sendable {
  var chunk: XMLDocumentChunk
  var prolog: [UInt8]
  var rootName: [UInt8]
  var damage: (any Error)?
}

/// A parsed chunk: its recorded events (closed, with the parse's error if any) and the parser whose
/// interned names they point to.
struct ParsedChunk: @unchecked Sendable {
  let parser: XMLStreamParser
  let tape: EventTape
  /// Control characters replaced in the chunk itself (not in the prolog copy).
  let replaced: Int
}

/// The chunks between the splitting thread, the parsing threads and the handler's thread, under one lock:
/// at most `inFlight` chunks between being cut and being handled.
final class ChunkFlow: @unchecked Sendable {
  private let signal = ThreadCondition()
  private let inFlight: Int
  private var queued: [ChunkJob] = []
  private var done: [Int: ParsedChunk] = [:]
  private var cut = 0
  private var handled = 0
  private var lastIndex: Int?
  private var cancelled = false

  init(inFlight: Int) { self.inFlight = inFlight }

  private struct Cancelled: Error {}

  func cancel() {
    signal.lock()
    cancelled = true
    signal.broadcast()
    signal.unlock()
  }

  /// Queues a chunk for parsing; waits while `inFlight` chunks are in flight.
  private func submit(_ job: ChunkJob) throws {
    signal.lock()
    defer { signal.unlock() }
    while cut - handled >= inFlight && !cancelled { signal.wait() }
    if cancelled { throw Cancelled() }
    queued.append(job)
    cut += 1
    if job.chunk.isLast { lastIndex = job.chunk.index }
    signal.broadcast()
  }

  /// The splitting thread: reads the document and queues its chunks; the input's damage goes with the
  /// last chunk, which holds the bytes read before it.
  func split(chunkBytes: Int, _ produce: (_ consume: (ByteView) throws -> Void) throws -> Void) {
    var splitter = XMLTopLevelSplitter(targetBytes: chunkBytes)
    func job(_ chunk: XMLDocumentChunk, damage: (any Error)? = nil) -> ChunkJob {
      ChunkJob(chunk: chunk, prolog: splitter.prolog ?? [], rootName: splitter.rootName ?? [], damage: damage)
    }
    var damage: (any Error)?
    do {
      try produce { view in
        view.withUnsafeBytes { splitter.append($0) }
        while let chunk = splitter.nextChunk() { try submit(job(chunk)) }
      }
    } catch is Cancelled {
      return
    } catch {
      damage = error
    }
    try? submit(job(splitter.finish(), damage: damage))
  }

  /// A parsing thread: parses queued chunks until the last one has been taken or the flow is cancelled.
  func work(_ setup: ChunkParserSetup) {
    while true {
      signal.lock()
      while queued.isEmpty && !cancelled { signal.wait() }
      if cancelled {
        signal.unlock()
        return
      }
      let job = queued.removeFirst()
      signal.unlock()
      let parsed = Self.parse(job, setup)
      signal.lock()
      done[job.chunk.index] = parsed
      signal.broadcast()
      signal.unlock()
    }
  }

  /// The chunk at `index` once parsed (nil after the last one); frees its place in the flow.
  func parsed(_ index: Int) throws -> ParsedChunk? {
    signal.lock()
    defer { signal.unlock() }
    if let lastIndex, index > lastIndex { return nil }
    while done[index] == nil && !cancelled { signal.wait() }
    guard let parsed = done.removeValue(forKey: index) else { return nil }
    handled += 1
    signal.broadcast()
    return parsed
  }

  /// Parses one chunk into a closed tape of events.
  static func parse(_ job: ChunkJob, _ setup: ChunkParserSetup) -> ParsedChunk {
    let tape = EventTape(blockBytes: 256 << 10, depth: .max)
    let recorder = EventRecorder(tape: tape, filter: setup.filter)
    let parser = XMLStreamParser(handler: recorder, options: setup.options, fileName: setup.fileName)
    parser.hot.pointee.rawAttributeValues = true
    let chunk = job.chunk
    var failure: (any Error)?
    var prologReplaced = 0
    do {
      if chunk.index > 0 {
        recorder.dropsRootStart = true
        recorder.offsetDelta = chunk.offset - Int64(job.prolog.count)
        parser.chunkOrigin = (job.prolog.count, chunk.line, chunk.column)
        try job.prolog.withUnsafeBytes { try parser.feed($0) }
      }
      recorder.dropsRootEnd = !chunk.isLast
      try chunk.bytes.withUnsafeBytes { try parser.feed($0) }
      if let damage = job.damage {
        failure = damage
      } else {
        if !chunk.isLast {
          try ([UInt8]("</".utf8) + job.rootName + [UInt8](">".utf8)).withUnsafeBytes { try parser.feed($0) }
        }
        try parser.finish()
      }
    } catch var error as XMLStreamError {
      error.location.byteOffset += recorder.offsetDelta
      failure = error
    } catch {
      failure = error
    }
    if chunk.index > 0 {
      prologReplaced = job.prolog.withUnsafeBytes { bytes in
        var n = 0
        for b in bytes where ControlCharacterFilter.isIllegal(b) { n += 1 }
        return n
      }
    }
    recorder.close(failure: failure, bytesFed: parser.bytesFed + recorder.offsetDelta)
    let replaced = parser.replacedControlCharacterCount
    return ParsedChunk(
      parser: parser, tape: tape,
      replaced: parser.options.controlCharacters == .fail ? replaced : max(0, replaced - prologReplaced))
  }
}
