#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A borrowed, NUL-terminated name (element or attribute local name, prefix or namespace URI) interned in the parser's dictionary.
///
/// Valid only during the callback that delivered it; copy with `string` to keep it. Compare against a
/// literal with `name == "Record"`: a byte comparison, no `String` is created.
public struct XMLName: CustomStringConvertible {
  /// The first byte of the NUL-terminated UTF-8 name.
  public let pointer: UnsafePointer<UInt8>

  /// Wraps a NUL-terminated UTF-8 name.
  @inlinable public init(pointer: UnsafePointer<UInt8>) { self.pointer = pointer }

  /// The number of UTF-8 bytes (computed with `strlen`).
  @inlinable public var count: Int { strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)) }

  /// The name's bytes as a view.
  @inlinable public var bytes: XMLBytes { XMLBytes(start: pointer, count: count) }

  /// A copy of the name as a `String` (allocates for names longer than 15 bytes).
  public var string: String { String(cString: pointer) }

  /// Same as `string`.
  public var description: String { string }

  /// `true` when the name's bytes equal `literal`'s UTF-8 bytes.
  @inlinable public static func == (lhs: XMLName, rhs: StaticString) -> Bool {
    let n = rhs.utf8CodeUnitCount
    let s = rhs.utf8Start
    var i = 0
    while i < n {
      // A NUL in `lhs` before `n` bytes differs from any non-NUL literal byte, so this also stops there.
      if lhs.pointer[i] != s[i] { return false }
      i &+= 1
    }
    return lhs.pointer[n] == 0
  }

  /// `true` when the name's bytes differ from `literal`'s UTF-8 bytes.
  @inlinable public static func != (lhs: XMLName, rhs: StaticString) -> Bool { !(lhs == rhs) }

  /// `true` when both names have the same bytes (pointer equality first: names are interned per parser).
  @inlinable public static func == (lhs: XMLName, rhs: XMLName) -> Bool {
    lhs.pointer == rhs.pointer
      || strcmp(
        UnsafeRawPointer(lhs.pointer).assumingMemoryBound(to: CChar.self),
        UnsafeRawPointer(rhs.pointer).assumingMemoryBound(to: CChar.self)) == 0
  }

  /// `true` when the name equals `string` byte for byte.
  public func isEqual(to string: String) -> Bool { bytes.elementsEqual(string.utf8) }
}

/// A borrowed run of UTF-8 bytes (attribute value or collected text) inside the parser's buffers.
///
/// Valid only during the callback that delivered it. Read it in place (`== "literal"`, `double`,
/// `int64`, iteration) or copy it out with `string` / `Array(bytes)`.
public struct XMLBytes: RandomAccessCollection, CustomStringConvertible {
  /// The first byte (never dereferenced when `count == 0`).
  public let start: UnsafePointer<UInt8>
  /// The number of bytes.
  public let count: Int

  /// Wraps `count` bytes at `start`.
  @inlinable public init(start: UnsafePointer<UInt8>, count: Int) {
    self.start = start
    self.count = count
  }

  /// Always 0.
  @inlinable public var startIndex: Int { 0 }
  /// Equal to `count`.
  @inlinable public var endIndex: Int { count }
  /// The byte at `position`.
  @inlinable public subscript(position: Int) -> UInt8 {
    precondition(position >= 0 && position < count, "XMLBytes index out of range")
    return start[position]
  }

  /// The bytes as a buffer pointer (valid as long as `self` is).
  @inlinable public var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Calls `body` with the bytes; the fast path for `Sequence` algorithms.
  @inlinable public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R? { try body(buffer) }

  /// A copy of the bytes as a `String` (invalid UTF-8 is repaired with U+FFFD).
  public var string: String { String(decoding: buffer, as: UTF8.self) }

  /// Same as `string`.
  public var description: String { string }

  /// `true` when the bytes equal `literal`'s UTF-8 bytes.
  @inlinable public static func == (lhs: XMLBytes, rhs: StaticString) -> Bool {
    lhs.count == rhs.utf8CodeUnitCount && (lhs.count == 0 || memcmp(lhs.start, rhs.utf8Start, lhs.count) == 0)
  }

  /// `true` when the bytes differ from `literal`'s UTF-8 bytes.
  @inlinable public static func != (lhs: XMLBytes, rhs: StaticString) -> Bool { !(lhs == rhs) }

  /// `true` when the bytes start with `literal`'s UTF-8 bytes.
  @inlinable public func hasPrefix(_ literal: StaticString) -> Bool {
    count >= literal.utf8CodeUnitCount
      && (literal.utf8CodeUnitCount == 0 || memcmp(start, literal.utf8Start, literal.utf8CodeUnitCount) == 0)
  }

  /// `true` when the bytes equal `string` byte for byte.
  public func isEqual(to string: String) -> Bool { elementsEqual(string.utf8) }

  /// The bytes without leading and trailing XML white space (space, tab, CR, LF).
  @inlinable public func trimmingXMLWhitespace() -> XMLBytes {
    var lo = 0
    var hi = count
    while lo < hi, XMLBytes.isXMLWhitespace(start[lo]) { lo += 1 }
    while hi > lo, XMLBytes.isXMLWhitespace(start[hi - 1]) { hi -= 1 }
    return XMLBytes(start: start + lo, count: hi - lo)
  }

  /// `true` when every byte is XML white space (or the view is empty).
  @inlinable public var isXMLWhitespace: Bool {
    for i in 0..<count where !XMLBytes.isXMLWhitespace(start[i]) { return false }
    return true
  }

  @inlinable static func isXMLWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D
  }

  /// The value as a decimal integer (optional sign, digits, surrounding XML white space), or nil on any other byte or overflow.
  @inlinable public var int64: Int64? {
    let t = trimmingXMLWhitespace()
    var i = 0
    var negative = false
    if i < t.count, t.start[i] == UInt8(ascii: "-") || t.start[i] == UInt8(ascii: "+") {
      negative = t.start[i] == UInt8(ascii: "-")
      i += 1
    }
    guard i < t.count else { return nil }
    var value: Int64 = 0
    while i < t.count {
      let d = t.start[i] &- UInt8(ascii: "0")
      guard d < 10 else { return nil }
      let (m, o1) = value.multipliedReportingOverflow(by: 10)
      let (s, o2) = negative ? m.subtractingReportingOverflow(Int64(d)) : m.addingReportingOverflow(Int64(d))
      guard !o1, !o2 else { return nil }
      value = s
      i += 1
    }
    return value
  }

  /// The value as a decimal floating-point number (`[+-]digits[.digits][(e|E)[+-]digits]`, surrounding XML white space allowed), or nil.
  ///
  /// Correctly rounded and locale-independent; `inf`, `nan`, hex floats and overflowing exponents
  /// (`1e400`) are refused. Values with at
  /// most 15 significant digits and no exponent are parsed in place without creating a `String`.
  public var double: Double? { DecimalParser.parse(trimmingXMLWhitespace()) }
}

/// Correctly rounded decimal parsing: validates the XML decimal lexical form, then Clinger's exact fast path or Swift's parser.
enum DecimalParser {
  static func parse(_ t: XMLBytes) -> Double? {
    let n = t.count
    guard n > 0, n < 4096 else { return nil }
    // One pass for the common form: sign? digits* (. digits*)? with at most 15 significant digits.
    let p = t.start
    var i = 0
    var negative = false
    if p[0] == UInt8(ascii: "-") {
      negative = true
      i = 1
    } else if p[0] == UInt8(ascii: "+") {
      i = 1
    }
    var mantissa: UInt64 = 0
    var significant = 0
    var digits = 0
    var fraction = 0
    var seenDot = false
    while i < n {
      let d = p[i] &- 48
      if d < 10 {
        if mantissa != 0 || d != 0 { significant += 1 }
        mantissa = mantissa &* 10 &+ UInt64(d)
        digits += 1
        if seenDot { fraction += 1 }
      } else if p[i] == UInt8(ascii: "."), !seenDot {
        seenDot = true
      } else {
        break
      }
      i += 1
    }
    if i == n, digits > 0, significant <= 15, fraction <= 22 {
      // Clinger's fast path: mantissa < 2^53 and 10^fraction both exact, one correctly rounded division.
      let v = Double(mantissa) / powersOfTen[fraction]
      return negative ? -v : v
    }
    // Otherwise the rest must be an exponent: (e|E) sign? digits+, after at least one mantissa digit.
    guard digits > 0 else { return nil }
    if i < n, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
      i += 1
      if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
      var expDigits = 0
      while i < n, p[i] &- 48 < 10 {
        i += 1
        expDigits += 1
      }
      guard expDigits > 0 else { return nil }
    }
    guard i == n else { return nil }
    // Exponent or more than 15 significant digits: Swift's locale-independent, correctly rounded parser.
    // An exponent can overflow ("1e400" is +inf): only finite values are numbers.
    return Double(String(decoding: t.buffer, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
  }

  private static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
    1e19, 1e20,
    1e21, 1e22,
  ]
}

// Safe views for the modules that read attribute values in place (their pointer work lives here).
extension XMLBytes {
  /// Calls `body` with the bytes as a span (bounds-checked, no pointer to hold).
  @inlinable public func withSpan<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
    try body(buffer.span)
  }

  /// Whether the bytes equal `stored` (a length check and `memcmp`): caches keyed by bytes they copied.
  @inlinable public func hasSameBytes(as stored: [UInt8]) -> Bool {
    stored.count == count
      && (count == 0 || stored.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, count) == 0 })
  }

  /// The bytes from the first `byte` at or after `offset` to the end; empty when there is none.
  @inlinable public func suffix(fromFirst byte: UInt8, searchingFrom offset: Int) -> XMLBytes {
    var i = count
    if count > offset, let hit = memchr(start + offset, Int32(byte), count - offset) {
      i = UnsafeRawPointer(hit) - UnsafeRawPointer(start)
    }
    return XMLBytes(start: start + i, count: count - i)
  }

  /// Feeds the bytes to `hasher`, as `Hasher.combine(bytes:)` does.
  @inlinable public func combine(into hasher: inout Hasher) {
    hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
  }

  /// The `T` stored little-endian at byte `offset` (unaligned; the whole value within `count`).
  @inlinable public func loadLittleEndian<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
    precondition(offset >= 0 && offset + MemoryLayout<T>.size <= count, "load outside the bytes")
    return T(littleEndian: UnsafeRawPointer(start).loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
