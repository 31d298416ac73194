import FoundationEssentials

/// Scans of a string's UTF-8 bytes eight at a time (one 64-bit word per step), for checks that almost
/// always find nothing (FormatKit's `PortableText` on every text a reader makes).
public enum UTF8Scan {
  /// Whether a UTF-8 byte of `text` is below `low` (≤ 0x80) or at least `high` (≥ 0x80).
  public static func containsByte(below low: UInt8, orAtLeast high: UInt8, in text: String) -> Bool {
    precondition(low <= 0x80 && high >= 0x80, "bounds outside the ASCII / non-ASCII halves")
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard let base = bytes.baseAddress else { return false }
      let count = bytes.count
      var i = 0
      while i + 8 <= count {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        if wordContainsByte(word, below: low, orAtLeast: high) { return true }
        i += 8
      }
      while i < count {
        if base[i] < low || base[i] >= high { return true }
        i += 1
      }
      return false
    }
    return found ?? text.utf8.contains { $0 < low || $0 >= high }
  }

  /// Whether a byte of `word` is below `low` (≤ 0x80) or at least `high` (≥ 0x80), all eight at once: each
  /// byte's low seven bits plus a constant set its high bit exactly when they reach the bound (no carry
  /// leaves a byte: 0x7F plus either constant, at most 0x80, is below 0x100), and the byte's own high bit
  /// says which bound applies.
  @inline(__always)
  public static func wordContainsByte(_ word: UInt64, below low: UInt8, orAtLeast high: UInt8) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let sevenBits = word & ~highBits
    let belowLow = ~(sevenBits &+ ones &* UInt64(0x80 - low)) & ~word & highBits
    let atLeastHigh = (sevenBits &+ ones &* (0x100 - UInt64(high))) & word & highBits
    return belowLow | atLeastHigh != 0
  }
}
