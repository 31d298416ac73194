import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number text appended straight to a byte buffer, for writers' per-point hot paths (no `String` per
/// number): XML, NDJSON and CSV writers share it.
///
/// `appendShortest` gives exactly the digits `Double.description` prints (the shortest text that reads
/// back as the value, the closest such when there are several) in the range where that text is plain
/// (no exponent), without formatting a `String`; `descriptionText` gives `Double.description` for every
/// value, exponent form, zeros, infinities and NaN included. Both take their digits from
/// `shortestDigits` (Schubfach, `NumberText+Shortest.swift`).
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
    let n = digitsWidth(UInt64(value), minimumWidth: width)
    writeDigits(UInt64(value), count: n, into: bytes.appendUninitialized(count: n))
  }

  /// How many bytes `writeDigits` writes for `value` zero-padded to at least `width`.
  @inline(__always) static func digitsWidth(_ value: UInt64, minimumWidth width: Int) -> Int {
    max(value == 0 ? 1 : digitCount(value), width)
  }

  /// Writes the last `count` decimal digits of `value` (leading zeros where it has fewer) into `target`.
  @inline(__always) static func writeDigits(
    _ value: UInt64, count: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    var v = value
    var i = count
    while i > 0 {
      i -= 1
      target[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
    }
  }

  /// Shortest round-trip text; integral values below 10^15 print without a fraction (`72`, not `72.0`),
  /// others as `description` prints them.
  public static func shortest(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return description(value)
  }

  /// Appends `value.description`'s text (`72.0`, `0.25`, `1e-05`, `nan`) by its quickest path: whole
  /// numbers below 2^53 as their digits and `.0`, fractions through `appendShortest`, the rest through
  /// `appendDescription`. The DOUBLE text of the NDJSON and CSV writers.
  public static func appendQuickDescription(_ value: Double, to bytes: ByteBuffer) {
    let m = value.magnitude
    if m == m.rounded(.towardZero), m < 9_007_199_254_740_992 {
      if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
      appendDigits(UInt(m), to: bytes)
      bytes.append(".0")
      return
    }
    if appendShortest(value, to: bytes) { return }
    appendDescription(value, to: bytes)
  }

  /// Appends the shortest round-trip text of a value with a fraction, as `value.description` prints it,
  /// using at most `maxFractionDigits` decimals, and returns true; returns false (appending nothing) for
  /// whole numbers, |value| < 1e-4 or ≥ 2^53 (exponent form), NaN and infinities, and values needing
  /// more decimals than `maxFractionDigits` (`appendDescription` prints every value).
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
    var (digits, exponent) = shortestDigits(m)
    strip(&digits, &exponent)
    // A value with a fraction never reads back from a whole number: exponent < 0.
    guard -exponent <= maxFractionDigits else { return nil }
    return writeDecimal(digits, fractionDigits: -exponent, negative: value < 0, in: buffer, end: buffer.count)
  }

  /// "00", "01", … "99": two digits per division when laying numbers out.
  nonisolated(unsafe) static let digitPairs: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 200)
    for n in 0..<100 {
      table[2 * n] = 0x30 + UInt8(n / 10)
      table[2 * n + 1] = 0x30 + UInt8(n % 10)
    }
    return UnsafePointer(table)
  }()

  /// Writes `n / 10^fractionDigits` ending at `end` in `buffer`: digits right to left, two per division
  /// by the constant 100 (`digitPairs`), the point after the integer digits when there are fraction
  /// digits, then a `-` when `negative`. Returns where the text starts.
  @inline(__always) static func writeDecimal(
    _ n: UInt64, fractionDigits: Int, negative: Bool, in buffer: UnsafeMutableBufferPointer<UInt8>, end: Int
  ) -> Int {
    let digits = buffer.baseAddress!
    let pairs = digitPairs
    var i = end
    var v = n
    @inline(__always) func pair() {
      let p = Int(truncatingIfNeeded: v % 100) &* 2
      v /= 100
      i -= 2
      digits[i] = pairs[p]
      digits[i + 1] = pairs[p + 1]
    }
    @inline(__always) func single() {
      i -= 1
      digits[i] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
      v /= 10
    }
    if fractionDigits > 0 {
      var left = fractionDigits
      while left >= 2 {
        pair()
        left -= 2
      }
      if left == 1 { single() }
      i -= 1
      digits[i] = UInt8(ascii: ".")
    }
    while v >= 100 { pair() }
    if v >= 10 { pair() } else { single() }
    if negative {
      i -= 1
      digits[i] = UInt8(ascii: "-")
    }
    return i
  }

  // MARK: - Fixed decimals

  /// `value` rounded to `decimals` decimals (1…15): the integer `n = round(|value|·10^decimals)`
  /// written as `whole.fraction`, trailing zeros and a bare point dropped, after a `-` when the value is
  /// negative and does not round to zero. Written at the end of `buffer` (at least
  /// `shortestTextCapacity` bytes): returns where it starts, or nil for NaN, infinities and
  /// `n ≥ 9e15` (callers fall back to their own formatting).
  public static func roundedText(
    _ value: Double, decimals: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    precondition(buffer.count >= shortestTextCapacity && (1...15).contains(decimals))
    let scaled = (value.magnitude * powers[decimals]).rounded()
    guard value.isFinite, scaled < 9e15 else { return nil }
    let n = UInt64(scaled)
    // Trailing zeros of the fraction dropped (none left: no point).
    var m = n
    var places = decimals
    while places > 0, m % 10 == 0 {
      m /= 10
      places -= 1
    }
    return writeDecimal(
      m, fractionDigits: places, negative: value < 0 && n != 0, in: buffer, end: buffer.count)
  }

  /// Appends `roundedText`'s text and returns true; false (nothing appended) where it gives nil.
  public static func appendRounded(_ value: Double, decimals: Int, to bytes: ByteBuffer) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      guard let start = roundedText(value, decimals: decimals, in: buffer) else { return false }
      bytes.append(UnsafeBufferPointer(rebasing: buffer[start...]))
      return true
    }
  }

  /// `roundedText`'s text as a string (nil where it gives nil).
  public static func rounded(_ value: Double, decimals: Int) -> String? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      guard let start = roundedText(value, decimals: decimals, in: buffer) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }

  /// Fixed decimals, as C's `%.Nf` writes them (correctly rounded, ties to even), except that a negative
  /// value rounding to zero loses its sign: 6 decimals (Apple's route GPX) by exact integer arithmetic,
  /// others through C's formatter.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    if decimals == 6, let text = sixDecimals(value) { return text }
    let text = formatted("%.\(decimals)f", value)
    // A tiny negative value rounds to "-0.000000": written without its sign.
    if value < 0 && value > -1
      && text.utf8.dropFirst().allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") })
    {
      return String(text.dropFirst())
    }
    return text
  }

  /// The UTF-8 text before the terminating NUL of a C buffer.
  private static func text(of buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `arguments` formatted by C's `vsnprintf` (`%d`, `%02lld`, `%.2f`, `%g`, `%02x`, …: numbers only, no
  /// `%@` or `%s`): the text `String(format:)` gives for these, without full Foundation.
  public static func formatted(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { first in
      var buffer = [CChar](repeating: 0, count: 128)
      let needed = Int(vsnprintf(&buffer, buffer.count, format, first))
      guard needed >= buffer.count else { return text(of: buffer) }
      return withVaList(arguments) { again in
        buffer = [CChar](repeating: 0, count: needed + 1)
        _ = vsnprintf(&buffer, buffer.count, format, again)
        return text(of: buffer)
      }
    }
  }

  /// `%.6f` by exact integer arithmetic for |value| < 2^43 (nil beyond, and for NaN and infinities):
  /// value = m · 2^-s exactly, so value · 10^6 = m · 15625 / 2^(s-6), rounded half to even as printf does.
  public static func sixDecimals(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    let magnitude = value.magnitude
    guard magnitude < 0x1p43 else { return nil }
    var q: UInt64 = 0
    if magnitude.isNormal {
      let m = magnitude.significandBitPattern | (1 << 52)
      let k = 52 - Int(magnitude.exponent) - 6  // ≥ 4 as the exponent is ≤ 42
      let (hi, lo) = m.multipliedFullWidth(by: 15625)  // t = hi·2^64 + lo < 2^67
      if k < 68 {
        func bit(_ i: Int) -> Bool { i < 64 ? (lo >> UInt64(i)) & 1 == 1 : (hi >> UInt64(i - 64)) & 1 == 1 }
        func anyBelow(_ i: Int) -> Bool {
          i <= 64
            ? lo & ((i == 64 ? 0 : UInt64(1) << UInt64(i)) &- 1) != 0
            : lo != 0 || hi & ((UInt64(1) << UInt64(i - 64)) - 1) != 0
        }
        q = k < 64 ? (lo >> UInt64(k)) | (hi << UInt64(64 - k)) : hi >> UInt64(k - 64)
        if bit(k - 1) && (anyBelow(k - 1) || q & 1 == 1) { q += 1 }
      }
    }
    let whole = q / 1_000_000
    var fraction = q % 1_000_000
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    if value < 0 && q != 0 { bytes.append(UInt8(ascii: "-")) }
    bytes.append(contentsOf: String(whole).utf8)
    bytes.append(UInt8(ascii: "."))
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 6))
    for i in stride(from: 5, through: 0, by: -1) {
      bytes[start + i] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
