import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only view of bytes someone else owns (a mapped file, a `Data`, an array) for decoders that
/// walk them by offset: every load is bounds-checked against the view and unaligned, and nothing is
/// copied. The view is valid while its owner keeps the bytes alive — `withBytes(of:)` lends one to a
/// closure; a decoder holding one for a memory-mapped file keeps the mapping open for its run.
public struct ByteView {
  @usableFromInline let base: UnsafeRawPointer?
  /// The number of bytes.
  public let count: Int

  /// A view of `bytes` (valid while they are).
  @inlinable public init(_ bytes: UnsafeRawBufferPointer) {
    base = bytes.baseAddress
    count = bytes.count
  }

  /// Calls `body` with a view of `data`'s bytes.
  @inlinable public static func withBytes<R>(of data: Data, _ body: (ByteView) throws -> R) rethrows -> R {
    try data.withUnsafeBytes { try body(ByteView($0)) }
  }

  /// Calls `body` with a view of an array's bytes.
  @inlinable public static func withBytes<R>(of bytes: [UInt8], _ body: (ByteView) throws -> R) rethrows -> R
  {
    try bytes.withUnsafeBytes { try body(ByteView($0)) }
  }

  @usableFromInline @inline(__always) func check(_ offset: Int, _ size: Int) {
    precondition(offset >= 0 && size >= 0 && offset <= count &- size, "read outside the bytes")
  }

  /// The byte at `offset`.
  @inlinable @inline(__always) public subscript(offset: Int) -> UInt8 {
    check(offset, 1)
    return base.unsafelyUnwrapped.load(fromByteOffset: offset, as: UInt8.self)
  }

  /// The integer in memory order at `offset` (a single byte: `UInt8`/`Int8`).
  @inlinable @inline(__always)
  public func load<T: FixedWidthInteger>(fromByteOffset offset: Int, as type: T.Type) -> T {
    check(offset, MemoryLayout<T>.size)
    return base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: T.self)
  }

  /// The integer in memory order at `offset`, at any alignment.
  @inlinable @inline(__always)
  public func loadUnaligned<T: FixedWidthInteger>(fromByteOffset offset: Int, as type: T.Type) -> T {
    check(offset, MemoryLayout<T>.size)
    return base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: T.self)
  }

  /// The 1-, 2-, 4- or 8-byte unsigned integer at `offset` (other sizes read 8 bytes), zero-extended,
  /// little- or big-endian.
  @inlinable @inline(__always)
  public func loadBits(at offset: Int, size: Int, bigEndian: Bool) -> UInt64 {
    switch size {
    case 1: return UInt64(self[offset])
    case 2:
      let v = loadUnaligned(fromByteOffset: offset, as: UInt16.self)
      return UInt64(bigEndian ? UInt16(bigEndian: v) : UInt16(littleEndian: v))
    case 4:
      let v = loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      return UInt64(bigEndian ? UInt32(bigEndian: v) : UInt32(littleEndian: v))
    default:
      let v = loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      return bigEndian ? UInt64(bigEndian: v) : UInt64(littleEndian: v)
    }
  }

  /// A copy of the `count` bytes at `offset`.
  @inlinable public func bytes(at offset: Int, count n: Int) -> [UInt8] {
    check(offset, n)
    guard n > 0 else { return [] }
    return [UInt8](UnsafeRawBufferPointer(start: base.unsafelyUnwrapped + offset, count: n))
  }

  /// The `count` bytes at `offset` decoded as UTF-8 (invalid sequences repaired).
  @inlinable public func utf8String(at offset: Int, count n: Int) -> String {
    check(offset, n)
    guard n > 0 else { return "" }
    return String(
      decoding: UnsafeRawBufferPointer(start: base.unsafelyUnwrapped + offset, count: n), as: UTF8.self)
  }
}

extension ByteView {
  /// Continues a table-driven, reflected CRC-16 over the `count` bytes at `offset` (`table`: the 256
  /// entries of the polynomial; e.g. FIT's CRC-16/ARC).
  @inlinable public func crc16(_ crc: UInt16, at offset: Int, count n: Int, table: [UInt16]) -> UInt16 {
    precondition(table.count == 256, "a CRC-16 table has 256 entries")
    check(offset, n)
    guard n > 0 else { return crc }
    let p = base.unsafelyUnwrapped + offset
    var crc = crc
    table.withUnsafeBufferPointer { t in
      for i in 0..<n {
        crc = (crc >> 8) ^ t[Int(UInt8(truncatingIfNeeded: crc) ^ p.load(fromByteOffset: i, as: UInt8.self))]
      }
    }
    return crc
  }

  /// The same CRC four bytes at a time ("slicing by 4"): `tables` holds 4 × 256 entries, entry `i` of
  /// table `k` being the CRC of byte `i` followed by `k` zero bytes, so the four lookups of a word are
  /// independent instead of a chain; the last `count % 4` bytes go through the first table.
  @inlinable public func crc16(_ crc: UInt16, at offset: Int, count n: Int, slicedTables tables: [UInt16])
    -> UInt16
  {
    precondition(tables.count == 1024, "a sliced CRC-16 table has 4 × 256 entries")
    check(offset, n)
    var crc = crc
    var at = offset
    let end = offset + n
    tables.withUnsafeBufferPointer { t in
      while end - at >= 4 {
        let word = UInt32(littleEndian: loadUnaligned(fromByteOffset: at, as: UInt32.self))
        let x = crc ^ UInt16(truncatingIfNeeded: word)
        crc =
          t[768 + Int(x & 0xFF)] ^ t[512 + Int(x >> 8)] ^ t[256 + Int((word >> 16) & 0xFF)]
          ^ t[Int(word >> 24)]
        at += 4
      }
      while at < end {
        crc = (crc >> 8) ^ t[Int(UInt8(truncatingIfNeeded: crc) ^ self[at])]
        at += 1
      }
    }
    return crc
  }
}

extension ByteView {
  /// An empty view.
  @inlinable public static var empty: ByteView { ByteView(UnsafeRawBufferPointer(start: nil, count: 0)) }

  /// Whether the view holds no bytes.
  @inlinable public var isEmpty: Bool { count == 0 }

  /// The bytes of `range` (offsets into this view) as a view of their own, offsets from 0; nothing copied.
  @inlinable public func extracting(_ range: Range<Int>) -> ByteView {
    check(range.lowerBound, range.count)
    guard !range.isEmpty else { return .empty }
    return ByteView(
      UnsafeRawBufferPointer(start: base.unsafelyUnwrapped + range.lowerBound, count: range.count))
  }

  /// The first `maxLength` bytes (all of them when there are fewer), as `Collection.prefix` gives.
  @inlinable public func prefix(_ maxLength: Int) -> ByteView {
    extracting(0..<min(max(maxLength, 0), count))
  }

  /// The offset of the first `byte` at or after `start` (`memchr`), nil when there is none.
  @inlinable public func firstIndex(of byte: UInt8, from start: Int = 0) -> Int? {
    check(start, 0)
    guard start < count else { return nil }
    guard let found = memchr(base.unsafelyUnwrapped + start, Int32(byte), count - start) else { return nil }
    return UnsafeRawPointer(found) - base.unsafelyUnwrapped
  }

  /// Calls `body` with the bytes as a buffer pointer: for the bytes layer, XMLStreaming and the declared C
  /// bindings, which hand them to C (elsewhere, use the view's own bounds-checked API).
  @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }
}

extension Data {
  /// A copy of a view's bytes.
  @inlinable public init(_ view: ByteView) {
    self = view.withUnsafeBytes { Data($0) }
  }

  /// Appends a copy of a view's bytes.
  @inlinable public mutating func append(_ view: ByteView) {
    view.withUnsafeBytes { append(contentsOf: $0) }
  }
}

extension Array where Element == UInt8 {
  /// A copy of a view's bytes.
  @inlinable public init(_ view: ByteView) {
    self = view.withUnsafeBytes { [UInt8]($0) }
  }

  /// Appends a copy of a view's bytes.
  @inlinable public mutating func append(_ view: ByteView) {
    view.withUnsafeBytes { append(contentsOf: $0) }
  }

  /// Appends a UUID's 16 bytes, in order.
  public mutating func appendUUIDBytes(_ id: UUID) {
    Swift.withUnsafeBytes(of: id.uuid) { append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `value`, at least `minimumDigits` of them (leading zeros).
  public mutating func appendDecimal(_ value: UInt64, minimumDigits: Int = 1) {
    let n = NumberText.digitsWidth(value, minimumWidth: minimumDigits)
    appendWritten(count: n) { NumberText.writeDigits(value, count: n, into: $0) }
  }

  /// Appends a UUID's `uuidString` text (upper-case hex, 8-4-4-4-12), with no `String`.
  public mutating func appendUUIDText(_ id: UUID) {
    appendWritten(count: 36) { ByteBuffer.writeUUIDText(id, into: $0) }
  }

  /// Appends `count` bytes that `write` fills in place.
  private mutating func appendWritten(count n: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
    let start = count
    append(contentsOf: repeatElement(0, count: n))
    withUnsafeMutableBufferPointer { write($0.baseAddress! + start) }
  }
}

/// A writable view of bytes someone else owns (a reader's chunk buffer) that a producer fills: a file
/// read, a decompressor, a copy. Bounds-checked like `ByteView`; valid while its owner keeps the bytes
/// alive (`ChunkBlock.fill(reading:)` lends one to a closure).
public struct MutableByteView {
  @usableFromInline let base: UnsafeMutableRawPointer?
  /// The number of bytes.
  public let count: Int

  /// A view of `bytes` (valid while they are).
  @inlinable public init(_ bytes: UnsafeMutableRawBufferPointer) {
    base = bytes.baseAddress
    count = bytes.count
  }

  /// Whether the view holds no bytes.
  @inlinable public var isEmpty: Bool { count == 0 }

  @usableFromInline @inline(__always) func check(_ offset: Int, _ size: Int) {
    precondition(offset >= 0 && size >= 0 && offset <= count &- size, "access outside the bytes")
  }

  /// The bytes of `range` as a writable view of their own, offsets from 0.
  @inlinable public func extracting(_ range: Range<Int>) -> MutableByteView {
    check(range.lowerBound, range.count)
    guard !range.isEmpty else { return MutableByteView(UnsafeMutableRawBufferPointer(start: nil, count: 0)) }
    return MutableByteView(
      UnsafeMutableRawBufferPointer(start: base.unsafelyUnwrapped + range.lowerBound, count: range.count))
  }

  /// The first `n` bytes, read-only (what a producer wrote).
  @inlinable public func prefix(_ n: Int) -> ByteView {
    check(0, n)
    return ByteView(UnsafeRawBufferPointer(start: n == 0 ? nil : base, count: n))
  }

  /// Copies `source` to the start of the view (it must fit); returns its count.
  @inlinable @discardableResult public func copy(from source: ByteView) -> Int {
    check(0, source.count)
    source.withUnsafeBytes {
      if let from = $0.baseAddress, $0.count > 0 { base!.copyMemory(from: from, byteCount: $0.count) }
    }
    return source.count
  }

  /// Calls `body` with the bytes as a buffer pointer: for the bytes layer, XMLStreaming and the declared C
  /// bindings (a decompressor's output buffer).
  @inlinable public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R)
    rethrows
    -> R
  {
    try body(UnsafeMutableRawBufferPointer(start: base, count: count))
  }
}
