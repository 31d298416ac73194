import ByteStreams
import FoundationEssentials

/// Says, on the parsing thread, whether a pipelined parse records the character data of an element
/// (`localName` at `depth`) for the handler. A pure function of its arguments: it runs on another thread
/// than the handler, ahead of it.
public typealias XMLTextFilter = @Sendable (_ localName: XMLName, _ depth: Int) -> Bool

extension XMLStreamParser {
  /// Parses a whole document produced in chunks with libxml2 on a second thread, and calls the handler on
  /// this one: the same events, in the same order, with the same views, locations, warnings and errors as
  /// `parse(stream:)`, so tokenizing and the handler's own work overlap on two cores.
  ///
  /// `produce` runs on the parsing thread. The events travel in reused blocks of `blockBytes` (names stay
  /// libxml2's interned strings; attribute values and text are copied), at most `queueDepth` blocks ahead of
  /// the handler. Character data is recorded only for elements `textFilter` accepts: a handler that asks
  /// for the text of another element fails the parse with `.misuse`. When the handler throws, the parsing
  /// thread stops and the handler's error is rethrown; a parse error is thrown after every event before it
  /// has been handled. Falls back to `parse(stream:)` when no thread can be started.
  public func parsePipelined(
    textFilter: @escaping XMLTextFilter, blockBytes: Int = 256 << 10, queueDepth: Int = 4,
    stream produce: (_ consume: (ByteView) throws -> Void) throws -> Void
  ) throws {
    try parsePipelined(
      textFilter: textFilter, blockBytes: blockBytes, queueDepth: queueDepth,
      feeding: { parser in try produce { try parser.feed($0) } },
      alone: { try parse(stream: produce) })
  }

  /// `parsePipelined(textFilter:blockBytes:queueDepth:stream:)` for chunks checked elsewhere, e.g. on the
  /// thread that inflates them (`makeInputCheck()`): libxml2's thread then only parses.
  public func parsePipelined(
    textFilter: @escaping XMLTextFilter, blockBytes: Int = 256 << 10, queueDepth: Int = 4,
    checkedStream produce: (_ consume: (ByteView, XMLInputFindings) throws -> Void) throws -> Void
  ) throws {
    try parsePipelined(
      textFilter: textFilter, blockBytes: blockBytes, queueDepth: queueDepth,
      feeding: { parser in try produce { try parser.feed($0, checked: $1) } },
      alone: { try parse(checkedStream: produce) })
  }

  /// The pipelined parse: `feeding` feeds the parsing thread's parser; `alone` parses on this thread when
  /// no thread can be started.
  private func parsePipelined(
    textFilter: @escaping XMLTextFilter, blockBytes: Int, queueDepth: Int,
    feeding: (XMLStreamParser) throws -> Void, alone: () throws -> Void
  ) throws {
    guard bytesFed == 0, !finished else {
      throw XMLStreamError(
        code: .misuse, message: "parsePipelined needs a parser that has not been fed", location: location)
    }
    let tape = EventTape(blockBytes: max(blockBytes, 4096), depth: max(queueDepth, 1))
    let recorder = EventRecorder(tape: tape, filter: textFilter)
    let producer = XMLStreamParser(handler: recorder, options: options, fileName: fileName)
    producer.hot.pointee.rawAttributeValues = true
    // libxml2 runs here (so `produce` stays on the caller's thread); the handler runs on the new thread,
    // which this one joins before returning: nothing the handler touches is used by two threads at once.
    let consumer = UncheckedSendable(self)
    let outcome = ReplayOutcome()
    let body: @Sendable () -> Void = {
      do {
        try consumer.value.replay(tape)
      } catch {
        outcome.error = error
      }
      tape.cancel()
    }
    guard let thread = try? JoinableThread(stackSize: 8 << 20, body) else {
      try alone()
      return
    }
    var failure: (any Error)?
    do {
      try feeding(producer)
      try producer.finish()
    } catch {
      failure = error
    }
    recorder.close(failure: failure, bytesFed: producer.bytesFed)
    thread.join()
    replacedControlCharacterCount = producer.replacedControlCharacterCount
    settle()
    if let error = outcome.error { throw error }
  }

  /// Keeps where the replay stopped readable after the parsing thread's parser (whose interned names the
  /// element path points to) is gone: the path as text, the open elements forgotten. `location` keeps the
  /// last event's line, column and offset.
  func settle() {
    let s = hot
    settledPath = elementPath
    var d = s.pointee.depth
    while d >= 0 {
      s.pointee.pathStack[d] = nil
      s.pointee.textStart[d] = -1
      d -= 1
    }
    s.pointee.depth = 0
  }

  /// What the handler's thread ended with.
  private final class ReplayOutcome: @unchecked Sendable {
    var error: (any Error)?
  }

  /// Hands the recorded events to the handler, block by block, on the calling thread.
  func replay(_ tape: EventTape) throws {
    let s = hot
    // Stays set afterwards: `location` then reports the last event replayed.
    s.pointee.replaying = true
    defer { finished = true }
    while let block = tape.next() {
      defer { tape.recycle(block) }
      var p = UnsafeRawPointer(block.storage)
      let end = p + block.used
      while p < end {
        let word = p.load(as: Int32.self)
        let kind = word & 0xFF
        let flags = word >> 8
        let depth = Int(p.load(fromByteOffset: 4, as: Int32.self))
        s.pointee.replayLine = Int(p.load(fromByteOffset: 8, as: Int32.self))
        s.pointee.replayColumn = Int(p.load(fromByteOffset: 12, as: Int32.self))
        s.pointee.replayOffset = p.load(fromByteOffset: 16, as: Int64.self)
        let size = p.load(fromByteOffset: 24, as: Int.self)
        switch kind {
        case TapeEvent.start:
          let count = p.load(fromByteOffset: 32, as: Int.self)
          let element = replayStart(p + TapeEvent.headerBytes, flags: flags, count: count, depth: depth)
          let wanted = try handler.startElement(element, parser: self) == .collect
          s.pointee.textStart[depth] = wanted ? 0 : -1
        case TapeEvent.end:
          let textCount = p.load(fromByteOffset: 32, as: Int.self)
          var payload = p + TapeEvent.headerBytes
          var prefix: UnsafePointer<UInt8>?
          var uri: UnsafePointer<UInt8>?
          if flags & TapeEvent.qualifiedName != 0 {
            prefix = payload.load(as: UnsafePointer<UInt8>?.self)
            uri = payload.load(fromByteOffset: 8, as: UnsafePointer<UInt8>?.self)
            payload += 16
          }
          let localName = s.pointee.pathStack[depth]!
          var text: XMLBytes?
          if s.pointee.textStart[depth] >= 0 {
            guard textCount >= 0 else {
              throw XMLStreamError(
                code: .misuse,
                message:
                  "the handler asked for the text of <\(String(cString: localName))>, which the pipelined parse's text filter does not record",
                location: location)
            }
            text = XMLBytes(start: payload.assumingMemoryBound(to: UInt8.self), count: textCount)
          }
          let element = XMLEndElement(
            localName: XMLName(pointer: localName), prefix: prefix.map(XMLName.init(pointer:)),
            namespaceURI: uri.map(XMLName.init(pointer:)), depth: depth)
          try handler.endElement(element, text: text, parser: self)
          s.pointee.textStart[depth] = -1
          s.pointee.pathStack[depth] = nil
          s.pointee.depth = depth - 1
        default:
          record(block.warnings[Int(p.load(fromByteOffset: 32, as: Int.self))])
        }
        p += size
      }
      bytesFed = block.bytesFed
    }
    if let failure = tape.failure { throw failure }
  }

  /// A recorded start tag as the handler gets it: libxml2's attribute layout rebuilt in this parser's
  /// scratch (values pointing into the block), `&#38;` decoded.
  @inline(__always)
  private func replayStart(_ payload: UnsafeRawPointer, flags: Int32, count: Int, depth: Int)
    -> XMLStartElement
  {
    let s = hot
    var p = payload
    let localName = p.load(as: UnsafePointer<UInt8>.self)
    var prefix: UnsafePointer<UInt8>?
    var uri: UnsafePointer<UInt8>?
    p += 8
    if flags & TapeEvent.qualifiedName != 0 {
      prefix = p.load(as: UnsafePointer<UInt8>?.self)
      uri = p.load(fromByteOffset: 8, as: UnsafePointer<UInt8>?.self)
      p += 16
    }
    s.pointee.depth = depth
    s.pointee.pathStack[depth] = localName
    var attributes: UnsafePointer<UnsafePointer<UInt8>?>?
    if count > 0 {
      if s.pointee.replayLayoutCapacity < count * 5 {
        s.pointee.replayLayout.deallocate()
        s.pointee.replayLayoutCapacity = count * 5
        s.pointee.replayLayout = .allocate(capacity: count * 5)
      }
      let layout = s.pointee.replayLayout
      let qualified = flags & TapeEvent.qualifiedAttributes != 0
      let names = p.assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
      let namesBytes = TapeEvent.attributeNameBytes(count, qualified: qualified)
      let lengths = (p + namesBytes).assumingMemoryBound(to: UInt32.self)
      var value = (p + namesBytes + TapeEvent.lengthBytes(count)).assumingMemoryBound(to: UInt8.self)
      for i in 0..<count {
        if qualified {
          layout[i * 5] = names[i * 3]
          layout[i * 5 + 1] = names[i * 3 + 1]
          layout[i * 5 + 2] = names[i * 3 + 2]
        } else {
          layout[i * 5] = names[i]
          layout[i * 5 + 1] = nil
          layout[i * 5 + 2] = nil
        }
        layout[i * 5 + 3] = value
        value += Int(lengths[i])
        layout[i * 5 + 4] = value
      }
      attributes = decodedAttributes(layout, count)
    }
    return XMLStartElement(
      localName: XMLName(pointer: localName), prefix: prefix.map(XMLName.init(pointer:)),
      namespaceURI: uri.map(XMLName.init(pointer:)),
      attributes: XMLAttributes(base: attributes, count: count), depth: depth)
  }
}

/// The recorded form of one event: a fixed header, then the event's payload, padded to 8 bytes.
///
/// Header: kind in the low byte and flags above it (Int32), depth (Int32), line (Int32), column (Int32), byte
/// offset (Int64), total size (Int), then an Int: the attribute count (start), text length or -1 (end),
/// warning index (warning).
/// Start payload: the local name's pointer (then prefix and namespace URI with `qualifiedName`), each
/// attribute's local name pointer (three pointers with `qualifiedAttributes`), each value's length (UInt32,
/// padded to 8), then the value bytes. End payload: prefix and namespace URI with `qualifiedName` (the local
/// name is the start's), then the text bytes. Names stay libxml2's interned strings. About half the bytes
/// of libxml2's own layout (5 pointers per attribute) that the events carried before, on their way from
/// libxml2's core to the handler's.
enum TapeEvent {
  static let start: Int32 = 1
  static let end: Int32 = 2
  static let warning: Int32 = 3
  /// The element has a prefix or a namespace URI.
  static let qualifiedName: Int32 = 1
  /// An attribute has a prefix or a namespace URI.
  static let qualifiedAttributes: Int32 = 2
  static let headerBytes = 40

  @inline(__always) static func padded(_ n: Int) -> Int { (n + 7) & ~7 }

  /// A start event's attribute names: one pointer each, three with `qualifiedAttributes`.
  @inline(__always) static func attributeNameBytes(_ count: Int, qualified: Bool) -> Int {
    count * (qualified ? 24 : 8)
  }

  /// A start event's value lengths (UInt32 each), padded: the values follow them.
  @inline(__always) static func lengthBytes(_ count: Int) -> Int { padded(count * 4) }
}

/// A block of recorded events; reused.
final class TapeBlock: @unchecked Sendable {
  let storage: UnsafeMutableRawPointer
  let capacity: Int
  var used = 0
  var warnings: [XMLStreamWarning] = []
  /// The parsing thread's `bytesFed` when the block was handed over.
  var bytesFed: Int64 = 0

  init(capacity: Int) {
    self.capacity = capacity
    storage = .allocate(byteCount: capacity, alignment: 16)
  }

  deinit { storage.deallocate() }
}

/// The bounded queue of blocks between the parsing thread and the handler's thread.
final class EventTape: @unchecked Sendable {
  let blockBytes: Int
  private let depth: Int
  private let condition = ThreadCondition()
  private var queue: [TapeBlock] = []
  private var queueHead = 0
  private var spare: [TapeBlock] = []
  private var closed = false
  /// Set when the handler side has stopped; the recorder learns it at its next hand-over.
  private var cancelled = false
  private(set) var failure: (any Error)?

  init(blockBytes: Int, depth: Int) {
    self.blockBytes = blockBytes
    self.depth = depth
  }

  /// A block with room for at least `bytes`: a spare one, or a new one.
  func take(atLeast bytes: Int) -> TapeBlock {
    if bytes <= blockBytes {
      condition.lock()
      let block = spare.popLast()
      condition.unlock()
      if let block {
        block.used = 0
        block.warnings.removeAll(keepingCapacity: true)
        return block
      }
    }
    return TapeBlock(capacity: max(bytes, blockBytes))
  }

  /// Queues a filled block; waits while `depth` blocks are queued. False when the handler side has stopped.
  func push(_ block: TapeBlock) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queue.count - queueHead >= depth && !cancelled { condition.wait() }
    if cancelled { return false }
    queue.append(block)
    condition.signal()
    return true
  }

  /// Marks the end of the events, with the parse's error if any.
  func close(failure: (any Error)?) {
    condition.lock()
    self.failure = failure
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next block in order, or nil after the last one.
  func next() -> TapeBlock? {
    condition.lock()
    defer { condition.unlock() }
    while queueHead == queue.count && !closed { condition.wait() }
    guard queueHead < queue.count else { return nil }
    let block = queue[queueHead]
    queueHead += 1
    if queueHead == queue.count {
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
    }
    condition.signal()
    return block
  }

  /// Gives a replayed block back for reuse (oversized ones are freed).
  func recycle(_ block: TapeBlock) {
    guard block.capacity == blockBytes else { return }
    condition.lock()
    spare.append(block)
    condition.unlock()
  }

  /// Tells the parsing side that the handler side has stopped: its next hand-over fails.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }
}

/// The handler on the parsing thread: writes each event into the current block.
final class EventRecorder: XMLStreamHandler {
  private let tape: EventTape
  private let filter: XMLTextFilter
  private var block: TapeBlock
  /// For a chunk of a document parsed after a copy of its prolog (`parseParallel`): what to add to the
  /// parser's byte offsets to make them the document's, and which events belong to another chunk (the
  /// root's start tag and the prolog's warnings, the root's end tag appended to close the chunk).
  var offsetDelta: Int64 = 0
  var dropsRootStart = false
  var dropsRootEnd = false

  struct Stopped: Error {}

  init(tape: EventTape, filter: @escaping XMLTextFilter) {
    self.tape = tape
    self.filter = filter
    block = tape.take(atLeast: 0)
  }

  /// Room for `bytes` more in the current block: hands the block over when full.
  @inline(__always) private func reserve(_ bytes: Int, parser: XMLStreamParser) throws
    -> UnsafeMutableRawPointer
  {
    if block.used + bytes > block.capacity {
      try handOver(parser: parser)
      if bytes > block.capacity { block = tape.take(atLeast: bytes) }
    }
    return block.storage + block.used
  }

  private func handOver(parser: XMLStreamParser) throws {
    guard block.used > 0 || !block.warnings.isEmpty else { return }
    block.bytesFed = parser.bytesFed + offsetDelta
    guard tape.push(block) else { throw Stopped() }
    block = tape.take(atLeast: 0)
  }

  @inline(__always) private func writeHeader(
    _ p: UnsafeMutableRawPointer, kind: Int32, flags: Int32, depth: Int, size: Int, extra: Int,
    parser: XMLStreamParser
  ) {
    let position = parser.position
    p.storeBytes(of: kind | flags << 8, as: Int32.self)
    p.storeBytes(of: Int32(truncatingIfNeeded: depth), toByteOffset: 4, as: Int32.self)
    p.storeBytes(of: Int32(truncatingIfNeeded: position.line), toByteOffset: 8, as: Int32.self)
    p.storeBytes(of: Int32(truncatingIfNeeded: position.column), toByteOffset: 12, as: Int32.self)
    p.storeBytes(of: position.byteOffset + offsetDelta, toByteOffset: 16, as: Int64.self)
    p.storeBytes(of: size, toByteOffset: 24, as: Int.self)
    p.storeBytes(of: extra, toByteOffset: 32, as: Int.self)
  }

  func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    if e.depth == 1, dropsRootStart {
      dropsRootStart = false
      return .skip
    }
    let attributes = e.attributes
    let count = attributes.count
    // Worked out by the parser calling this one while it checked the values' lengths.
    let valueBytes = parser.hot.pointee.startValueBytes
    let qualifiedAttributes = parser.hot.pointee.startQualifiedAttributes
    let qualifiedName = e.prefix != nil || e.namespaceURI != nil
    let nameBytes = qualifiedName ? 24 : 8
    let attributeNameBytes = TapeEvent.attributeNameBytes(count, qualified: qualifiedAttributes)
    let lengthBytes = TapeEvent.lengthBytes(count)
    let size = TapeEvent.padded(
      TapeEvent.headerBytes + nameBytes + attributeNameBytes + lengthBytes + valueBytes)
    let p = try reserve(size, parser: parser)
    var flags: Int32 = qualifiedName ? TapeEvent.qualifiedName : 0
    if qualifiedAttributes { flags |= TapeEvent.qualifiedAttributes }
    writeHeader(
      p, kind: TapeEvent.start, flags: flags, depth: e.depth, size: size, extra: count, parser: parser)
    var q = p + TapeEvent.headerBytes
    q.storeBytes(of: e.localName.pointer, as: UnsafePointer<UInt8>.self)
    if qualifiedName {
      q.storeBytes(of: e.prefix?.pointer, toByteOffset: 8, as: UnsafePointer<UInt8>?.self)
      q.storeBytes(of: e.namespaceURI?.pointer, toByteOffset: 16, as: UnsafePointer<UInt8>?.self)
    }
    q += nameBytes
    if let base = attributes.base, count > 0 {
      let names = q.assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
      let lengths = (q + attributeNameBytes).assumingMemoryBound(to: UInt32.self)
      var value = (q + attributeNameBytes + lengthBytes).assumingMemoryBound(to: UInt8.self)
      for i in 0..<count {
        if qualifiedAttributes {
          names[i * 3] = base[i * 5]
          names[i * 3 + 1] = base[i * 5 + 1]
          names[i * 3 + 2] = base[i * 5 + 2]
        } else {
          names[i] = base[i * 5]
        }
        let from = base[i * 5 + 3].unsafelyUnwrapped
        let n = base[i * 5 + 4].unsafelyUnwrapped - from
        lengths[i] = UInt32(truncatingIfNeeded: n)
        Self.copy(n, from: from, to: value)
        value += n
      }
    }
    block.used += size
    return filter(e.localName, e.depth) ? .collect : .skip
  }

  /// Copies `n` bytes; up to 32 inline, with overlapping word loads and stores that stay inside both
  /// ranges (an export's values are mostly dates, names and numbers of 2 to 32 bytes: a `memmove` call per
  /// attribute cost more than the copy).
  @inline(__always) static func copy(
    _ n: Int, from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>
  ) {
    let s = UnsafeRawPointer(source)
    let d = UnsafeMutableRawPointer(destination)
    if n >= 8 {
      if n > 32 {
        d.copyMemory(from: s, byteCount: n)
        return
      }
      if n > 16 {
        let a = s.loadUnaligned(as: UInt64.self)
        let b = s.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let c = s.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
        let e = s.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        d.storeBytes(of: a, as: UInt64.self)
        d.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
        d.storeBytes(of: c, toByteOffset: n - 16, as: UInt64.self)
        d.storeBytes(of: e, toByteOffset: n - 8, as: UInt64.self)
        return
      }
      let a = s.loadUnaligned(as: UInt64.self)
      let b = s.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
      d.storeBytes(of: a, as: UInt64.self)
      d.storeBytes(of: b, toByteOffset: n - 8, as: UInt64.self)
      return
    }
    if n >= 4 {
      let a = s.loadUnaligned(as: UInt32.self)
      let b = s.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
      d.storeBytes(of: a, as: UInt32.self)
      d.storeBytes(of: b, toByteOffset: n - 4, as: UInt32.self)
      return
    }
    var i = 0
    while i < n {
      destination[i] = source[i]
      i += 1
    }
  }

  func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    if e.depth == 1, dropsRootEnd { return }
    let textCount = text?.count ?? 0
    let qualifiedName = e.prefix != nil || e.namespaceURI != nil
    let nameBytes = qualifiedName ? 16 : 0
    let size = TapeEvent.padded(TapeEvent.headerBytes + nameBytes + textCount)
    let p = try reserve(size, parser: parser)
    writeHeader(
      p, kind: TapeEvent.end, flags: qualifiedName ? TapeEvent.qualifiedName : 0, depth: e.depth, size: size,
      extra: text == nil ? -1 : textCount, parser: parser)
    let q = p + TapeEvent.headerBytes
    if qualifiedName {
      q.storeBytes(of: e.prefix?.pointer, as: UnsafePointer<UInt8>?.self)
      q.storeBytes(of: e.namespaceURI?.pointer, toByteOffset: 8, as: UnsafePointer<UInt8>?.self)
    }
    if let text, textCount > 0 {
      (q + nameBytes).copyMemory(from: text.start, byteCount: textCount)
    }
    block.used += size
  }

  func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser) {
    // The prolog's warnings are the first chunk's.
    if dropsRootStart { return }
    var warning = warning
    warning.location.byteOffset += offsetDelta
    let size = TapeEvent.headerBytes
    if block.used + size > block.capacity {
      // The handler side stopped: the warning has nowhere to go.
      guard (try? handOver(parser: parser)) != nil else { return }
    }
    let p = block.storage + block.used
    let l = warning.location
    p.storeBytes(of: TapeEvent.warning, as: Int32.self)
    p.storeBytes(of: Int32(0), toByteOffset: 4, as: Int32.self)
    p.storeBytes(of: Int32(truncatingIfNeeded: l.line), toByteOffset: 8, as: Int32.self)
    p.storeBytes(of: Int32(truncatingIfNeeded: l.column), toByteOffset: 12, as: Int32.self)
    p.storeBytes(of: l.byteOffset, toByteOffset: 16, as: Int64.self)
    p.storeBytes(of: size, toByteOffset: 24, as: Int.self)
    p.storeBytes(of: block.warnings.count, toByteOffset: 32, as: Int.self)
    block.warnings.append(warning)
    block.used += size
  }

  /// Hands over the last block and closes the tape (called once, on the parsing thread, after the parse).
  func close(failure: (any Error)?, bytesFed: Int64) {
    var failure = failure
    if failure is Stopped { failure = nil }
    if block.used > 0 || !block.warnings.isEmpty {
      block.bytesFed = bytesFed
      _ = tape.push(block)
    }
    tape.close(failure: failure)
  }
}

/// Hands a non-Sendable value to another thread that alone uses it until it is joined (package-wide).
package struct UncheckedSendable<T>: @unchecked Sendable {
  package let value: T
  package init(_ value: T) { self.value = value }
}
