/// Finds and replaces the C0 control characters XML 1.0 forbids (all below U+0020 except tab, LF, CR).
///
/// Works on raw bytes before libxml2 sees them; valid for UTF-8 and ASCII-compatible encodings
/// (such bytes never occur inside a multi-byte UTF-8 sequence). Replacement is byte-for-byte (a space),
/// so byte offsets are unchanged.
enum ControlCharacterFilter {
  @inline(__always) static func isIllegal(_ b: UInt8) -> Bool {
    b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D
  }

  /// Index of the first illegal byte, or nil. Scans 8 bytes at a time.
  static func firstIllegal(in bytes: UnsafeRawBufferPointer) -> Int? {
    let n = bytes.count
    guard n > 0, let base = bytes.baseAddress else { return nil }
    var i = 0
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lessThan20: UInt64 = 0x2020_2020_2020_2020
    while i + 8 <= n {
      let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      // High bit set in each byte < 0x20 (exact for bytes < 0x80; bytes >= 0x80 never flag).
      if (word &- lessThan20) & ~word & highs != 0 {
        for k in 0..<8 where isIllegal(base.load(fromByteOffset: i + k, as: UInt8.self)) { return i + k }
      }
      i += 8
    }
    while i < n {
      if isIllegal(base.load(fromByteOffset: i, as: UInt8.self)) { return i }
      i += 1
    }
    return nil
  }

  /// Replaces every illegal byte from `start` on with a space; calls `found` with each index; returns the count.
  static func replace(in bytes: inout [UInt8], from start: Int, found: (Int) -> Void) -> Int {
    var count = 0
    bytes.withUnsafeMutableBufferPointer { b in
      for i in start..<b.count where isIllegal(b[i]) {
        b[i] = 0x20
        found(i)
        count += 1
      }
    }
    return count
  }
}
