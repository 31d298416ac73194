/// Number text appended straight to a byte buffer, for writers' per-point hot paths (no `String` per
/// number).
///
/// `appendShortest` gives exactly the digits `Double.description` prints (the shortest text that reads
/// back as the value, the closest such when there are several) in the range where that text is plain
/// (no exponent), without formatting a `String`: the integer `n` for which `n / 10^k` reads back as
/// the value, at the most decimals `k` this can decide, with its trailing zeros stripped. `n / 10^k`
/// with exact `n < 2^53` and exact `10^k` is correctly rounded, so it is the value the text `n·10^-k`
/// parses to; and while `10^-k` exceeds the value's ulp at most one `n` can qualify, so it is the
/// shortest text padded with zeros, and the closest. Values outside
/// that range return false and the caller falls back to its own formatting.
public enum XMLNumberText {
  /// Exact powers of ten, 10^0 … 10^22.
  @usableFromInline static let powers: [Double] = (0...22).map { k in
    var p = 1.0
    for _ in 0..<k { p *= 10 }
    return p
  }

  /// Appends the decimal digits of `value` (a leading `-` when negative).
  public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(0x2D) }
    appendDigits(value.magnitude, to: &bytes)
  }

  /// Appends the decimal digits of `value`, zero-padded to at least `width`.
  public static func appendDigits(_ value: UInt, minimumWidth width: Int = 1, to bytes: inout [UInt8]) {
    var v = value
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: every UInt fits
    withUnsafeMutableBytes(of: &scratch) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var i = buffer.count
      repeat {
        i -= 1
        buffer[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
        v /= 10
      } while v != 0 || buffer.count - i < width
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
    }
  }

  /// Appends the shortest round-trip text of a value with a fraction, as `value.description` prints it,
  /// using at most `maxFractionDigits` decimals, and returns true; returns false (appending nothing) for
  /// whole numbers, |value| < 1e-4 or ≥ 2^53 (exponent form), NaN and infinities, and values needing
  /// more decimals than `maxFractionDigits` or than this method can decide exactly.
  public static func appendShortest(_ value: Double, maxFractionDigits: Int = 17, to bytes: inout [UInt8]) -> Bool
  {
    let m = value.magnitude
    guard m >= 1e-4, m < 9_007_199_254_740_992, m != m.rounded(.towardZero) else { return false }
    // The largest usable k: n = m·10^k below 2^53 (exact integers) and 10^-k above ulp(m) (uniqueness).
    let ulp = m.ulp
    var high = min(maxFractionDigits, 22)
    while high >= 1, m * powers[high] >= 9_007_199_254_740_992 || 1 / powers[high] <= ulp { high -= 1 }
    guard high >= 1 else { return false }
    // While 10^-k exceeds the ulp, only one k-decimal text reads back, so the `high`-decimal one is the
    // shortest text padded with zeros: strip them.
    guard var n = candidate(m, high) else { return false }
    var k = high
    while k > 1, n % 10 == 0 {
      n /= 10
      k -= 1
    }
    let divisor = UInt64(powers[k])
    if value < 0 { bytes.append(0x2D) }
    appendDigits(UInt(n / divisor), to: &bytes)
    bytes.append(0x2E)
    appendDigits(UInt(n % divisor), minimumWidth: k, to: &bytes)
    return true
  }

  /// The integer n with n / 10^k == m, if one exists: m·10^k is within 1 of the exact n (the product's
  /// rounding is at most ½ below 2^53, m's distance to n·10^-k at most ½ ulp < ½·10^-k).
  @inline(__always) private static func candidate(_ m: Double, _ k: Int) -> UInt64? {
    let p = powers[k]
    let n = (m * p).rounded()
    if n / p == m { return UInt64(n) }
    if (n - 1) / p == m { return UInt64(n - 1) }
    if (n + 1) / p == m { return UInt64(n + 1) }
    return nil
  }
}

/// Layout bytes for writers that lay out elements themselves.
public enum XMLLayoutBytes {
  /// A line feed followed by 256 spaces.
  private static let breakAndSpaces: [UInt8] = [0x0A] + [UInt8](repeating: 0x20, count: 256)

  /// Appends a line feed and `spaces` spaces (one copy instead of a byte at a time).
  @inline(__always) public static func appendLineBreak(indentedBy spaces: Int, to bytes: inout [UInt8]) {
    if spaces <= 256 {
      breakAndSpaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0...spaces])) }
    } else {
      bytes.append(0x0A)
      bytes.append(contentsOf: repeatElement(0x20, count: spaces))
    }
  }
}
