import Foundation

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
}
