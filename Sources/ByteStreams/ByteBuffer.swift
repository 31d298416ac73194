import FoundationEssentials

/// A growable byte buffer for writers that lay out their hot elements themselves: an append is a
/// bounds check and a copy (an `[UInt8]` append also checks uniqueness and goes through a generic copy).
/// A reference type whose state sits behind a pointer (`StateBox`), so appends through a writer's `let`
/// property pay no exclusivity checks. The XML, NDJSON and CSV writers lay their lines out in it.
public final class ByteBuffer {
  @usableFromInline struct State {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int
  }
  @usableFromInline let state: StateBox<State>

  /// An empty buffer with room for `capacity` bytes (it grows as needed).
  public init(capacity: Int = 1 << 17) {
    let capacity = max(capacity, 64)
    state = StateBox(State(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
  }

  deinit { state.pointee.base.deallocate() }

  /// The number of bytes written.
  @inlinable public var count: Int { state.pointee.count }

  /// Whether nothing is written.
  @inlinable public var isEmpty: Bool { state.pointee.count == 0 }

  /// The byte at `index` (< `count`), e.g. to patch a cached template.
  @inlinable public subscript(index: Int) -> UInt8 {
    get { state.pointee.base[index] }
    set { state.pointee.base[index] = newValue }
  }

  /// Appends one byte.
  @inlinable @inline(__always) public func append(_ byte: UInt8) {
    if state.pointee.count == state.pointee.capacity { grow(1) }
    state.pointee.base[state.pointee.count] = byte
    state.pointee.count += 1
  }

  /// Appends `bytes`.
  @inlinable @inline(__always) public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = bytes.count
    guard n > 0, let source = bytes.baseAddress else { return }
    if state.pointee.count + n > state.pointee.capacity { grow(n) }
    let target = state.pointee.base + state.pointee.count
    if n <= 32 {
      for i in 0..<n { target[i] = source[i] }
    } else {
      target.update(from: source, count: n)
    }
    state.pointee.count += n
  }

  /// Appends a range of a buffer's bytes (e.g. a run between characters a writer escapes).
  @inlinable @inline(__always) public func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    append(UnsafeBufferPointer(rebasing: bytes))
  }

  /// Appends the `count` bytes of `source` that start at `offset` (within `source.count`): a text kept in
  /// another buffer (e.g. a cache of fixed-width slots), copied with no array or reference counting.
  /// `source` may be this buffer.
  @inlinable @inline(__always) public func append(_ source: ByteBuffer, from offset: Int, count n: Int) {
    precondition(offset >= 0 && n >= 0 && offset + n <= source.count, "range outside the source's bytes")
    let target = appendUninitialized(count: n)  // may move this buffer's bytes: read the source after it
    UnsafeMutableRawPointer(target).copyMemory(from: source.state.pointee.base + offset, byteCount: n)
  }

  /// Overwrites the `count` bytes at `offset` (within `count`) with the `count` bytes of `source` that
  /// start at `sourceOffset` (within `source.count`); `source` may be this buffer, the ranges may overlap.
  @inlinable public func replace(
    at offset: Int, with source: ByteBuffer, from sourceOffset: Int, count n: Int
  ) {
    precondition(offset >= 0 && n >= 0 && offset + n <= count, "range outside the written bytes")
    precondition(
      sourceOffset >= 0 && sourceOffset + n <= source.count, "range outside the source's bytes")
    UnsafeMutableRawPointer(state.pointee.base + offset).copyMemory(
      from: source.state.pointee.base + sourceOffset, byteCount: n)
  }

  /// Appends `bytes` unless one of them `isExcluded`, copying and checking in one pass; returns whether it
  /// appended (nothing is appended otherwise). For the rare text a writer must quote or escape.
  @inlinable @inline(__always) public func append(
    _ bytes: UnsafeBufferPointer<UInt8>, unlessAny isExcluded: (UInt8) -> Bool
  ) -> Bool {
    let n = bytes.count
    guard n > 0, let source = bytes.baseAddress else { return true }
    if state.pointee.count + n > state.pointee.capacity { grow(n) }
    let target = state.pointee.base + state.pointee.count
    for i in 0..<n {
      let byte = source[i]
      if isExcluded(byte) { return false }  // the bytes copied so far lie past `count`: not appended
      target[i] = byte
    }
    state.pointee.count += n
    return true
  }

  /// Appends a static string's UTF-8 bytes.
  @inlinable @inline(__always) public func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `bytes`.
  public func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a string's UTF-8 bytes.
  public func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Forgets the bytes written after the first `count` (keeps the room).
  @inlinable public func truncate(to count: Int) {
    state.pointee.count = min(max(count, 0), state.pointee.count)
  }

  /// Adds `count` bytes at the end and returns where they start; the caller fills every one of them.
  @inlinable @inline(__always) public func appendUninitialized(count n: Int) -> UnsafeMutablePointer<UInt8> {
    if state.pointee.count + n > state.pointee.capacity { grow(n) }
    let target = state.pointee.base + state.pointee.count
    state.pointee.count += n
    return target
  }

  /// Appends a line feed and `spaces` spaces.
  @inlinable @inline(__always) public func appendLineBreak(indentedBy spaces: Int) {
    if state.pointee.count + spaces + 1 > state.pointee.capacity { grow(spaces + 1) }
    let target = state.pointee.base + state.pointee.count
    target[0] = 0x0A
    for i in 0..<spaces { target[1 + i] = 0x20 }
    state.pointee.count += spaces + 1
  }

  /// Forgets the bytes written (keeps the room).
  public func removeAll() { state.pointee.count = 0 }

  /// Appends `data`'s bytes.
  public func append(_ data: Data) {
    data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
  }

  /// Appends a UUID's `uuidString` text (upper-case hex, 8-4-4-4-12), with no `String`.
  public func appendUUIDText(_ id: UUID) {
    Self.writeUUIDText(id, into: appendUninitialized(count: 36))
  }

  /// Writes a UUID's `uuidString` text, 36 bytes, into `target`.
  static func writeUUIDText(_ id: UUID, into target: UnsafeMutablePointer<UInt8>) {
    withUnsafeBytes(of: id.uuid) { raw in
      var j = 0
      for i in 0..<16 {
        if i == 4 || i == 6 || i == 8 || i == 10 {
          target[j] = UInt8(ascii: "-")
          j += 1
        }
        let b = raw[i]
        target[j] = hexDigit(b >> 4)
        target[j + 1] = hexDigit(b & 0xF)
        j += 2
      }
    }
  }

  @inline(__always) static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 &+ nibble : 0x37 &+ nibble
  }

  /// Appends `"name":` (a JSON object key and its colon) in one reservation.
  @inlinable @inline(__always) public func appendQuotedKey(_ name: StaticString) {
    let n = name.utf8CodeUnitCount
    let target = appendUninitialized(count: n + 3)
    target[0] = UInt8(ascii: "\"")
    let source = name.utf8Start
    for i in 0..<n { target[1 + i] = source[i] }
    target[n + 1] = UInt8(ascii: "\"")
    target[n + 2] = UInt8(ascii: ":")
  }

  /// A copy of the bytes written from `offset` (≤ `count`) on.
  public func bytes(from offset: Int) -> [UInt8] {
    precondition(offset >= 0 && offset <= count, "offset outside the written bytes")
    return Array(UnsafeBufferPointer(start: state.pointee.base + offset, count: count - offset))
  }

  /// Writes the bytes written to `sink`.
  public func write(to sink: any ByteSink) throws {
    try sink.write(UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.count))
  }

  /// Calls `body` with the bytes written.
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count))
  }

  /// Makes room for `n` more bytes.
  @usableFromInline func grow(_ n: Int) {
    Self.grow(
      &state.pointee.base, count: state.pointee.count, capacity: &state.pointee.capacity,
      to: state.pointee.count + n)
  }

  /// Moves the first `count` bytes of `base` to an allocation of at least `needed` bytes (doubling
  /// `capacity`), freeing the old one. Also grows the XML parser's text buffer.
  package static func grow(
    _ base: inout UnsafeMutablePointer<UInt8>, count: Int, capacity: inout Int, to needed: Int
  ) {
    var grown = max(capacity, 1)
    while grown < needed { grown *= 2 }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    bytes.update(from: base, count: count)
    base.deallocate()
    base = bytes
    capacity = grown
  }
}
