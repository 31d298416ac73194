/// Number text appended straight to a byte buffer, for writers' per-point hot paths (no `String` per
/// number): XML, NDJSON and CSV writers share it.
///
/// `appendShortest` gives exactly the digits `Double.description` prints (the shortest text that reads
/// back as the value, the closest such when there are several) in the range where that text is plain
/// (no exponent), without formatting a `String`: the integer `n` for which `n / 10^k` reads back as
/// the value, at the most decimals `k` this can decide, with its trailing zeros stripped. `n / 10^k`
/// with exact `n < 2^53` and exact `10^k` is correctly rounded, so it is the value the text `n·10^-k`
/// parses to; and while `10^-k` exceeds the value's ulp at most one `n` can qualify, so it is the
/// shortest text padded with zeros, and the closest. Values outside
/// that range return false and the caller falls back to its own formatting.
public enum NumberText {
  /// Exact powers of ten, 10^0 … 10^22 (a pointer: no bounds checks or reference counting per number).
  nonisolated(unsafe) static let powers: UnsafePointer<Double> = {
    let table = UnsafeMutablePointer<Double>.allocate(capacity: 23)
    var p = 1.0
    for k in 0...22 {
      table[k] = p
      p *= 10
    }
    return UnsafePointer(table)
  }()

  /// Room `shortestText` needs: a sign, 16 integer digits or a `0`, the point and 22 decimals at most.
  public static let shortestTextCapacity = 48

  /// Appends the decimal digits of `value` (a leading `-` when negative).
  public static func appendInteger(_ value: Int, to bytes: ByteBuffer) {
    if value < 0 { bytes.append(0x2D) }
    appendDigits(value.magnitude, to: bytes)
  }

  /// Appends the decimal digits of `value`, zero-padded to at least `width`.
  public static func appendDigits(_ value: UInt, minimumWidth width: Int = 1, to bytes: ByteBuffer) {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    let n = max(digits, width)
    let target = bytes.appendUninitialized(count: n)
    var v = value
    var i = n
    while i > 0 {
      i -= 1
      target[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
    }
  }

  /// Appends the shortest round-trip text of a value with a fraction, as `value.description` prints it,
  /// using at most `maxFractionDigits` decimals, and returns true; returns false (appending nothing) for
  /// whole numbers, |value| < 1e-4 or ≥ 2^53 (exponent form), NaN and infinities, and values needing
  /// more decimals than `maxFractionDigits` or than this method can decide exactly.
  public static func appendShortest(_ value: Double, maxFractionDigits: Int = 17, to bytes: ByteBuffer)
    -> Bool
  {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      guard let start = shortestText(value, maxFractionDigits: maxFractionDigits, in: buffer) else {
        return false
      }
      bytes.append(UnsafeBufferPointer(rebasing: buffer[start...]))
      return true
    }
  }

  /// `appendShortest`'s text written at the end of `buffer` (at least `shortestTextCapacity` bytes):
  /// returns where it starts (it ends at `buffer.count`), or nil in the cases `appendShortest` returns
  /// false. For writers with their own buffers (NDJSON).
  public static func shortestText(
    _ value: Double, maxFractionDigits: Int = 17, in buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    precondition(buffer.count >= shortestTextCapacity, "shortestText needs \(shortestTextCapacity) bytes")
    let m = value.magnitude
    guard m >= 1e-4, m < 9_007_199_254_740_992, m != m.rounded(.towardZero) else { return nil }
    let powers = Self.powers
    // The most decimals k with n = m·10^k below 2^53 (exact integers) and 10^-k above the ulp
    // (uniqueness; 10^k·ulp is exact).
    let ulp = m.ulp
    var k = min(maxFractionDigits, 22)
    while k >= 1, m * powers[k] >= 9_007_199_254_740_992 || powers[k] * ulp >= 1 { k -= 1 }
    guard k >= 1 else { return nil }
    // The integer n with n / 10^k == m, if one exists: m·10^k is within 1 of the exact n (the product's
    // rounding is at most ½ below 2^53, m's distance to n·10^-k at most ½ ulp < ½·10^-k).
    let p = powers[k]
    let r = (m * p).rounded()
    var n: UInt64
    if r / p == m {
      n = UInt64(r)
    } else if (r - 1) / p == m {
      n = UInt64(r - 1)
    } else if (r + 1) / p == m {
      n = UInt64(r + 1)
    } else {
      return nil
    }
    // While 10^-k exceeds the ulp only one k-decimal text reads back, so this one is the shortest text
    // padded with zeros: drop them (at least one decimal kept), in strides.
    var decimals = k
    while decimals > 8, n % 100_000_000 == 0 {
      n /= 100_000_000
      decimals -= 8
    }
    while decimals > 4, n % 10_000 == 0 {
      n /= 10_000
      decimals -= 4
    }
    while decimals > 1, n % 10 == 0 {
      n /= 10
      decimals -= 1
    }
    // Digits right to left (constant divisors only), the point after the integer digits.
    let digits = buffer.baseAddress!
    var i = buffer.count
    var v = n
    for _ in 0..<decimals {
      i -= 1
      digits[i] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
      v /= 10
    }
    i -= 1
    digits[i] = UInt8(ascii: ".")
    repeat {
      i -= 1
      digits[i] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
      v /= 10
    } while v > 0
    if value < 0 {
      i -= 1
      digits[i] = UInt8(ascii: "-")
    }
    return i
  }
}
