import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A number's text with a given count of significant digits, exactly as C's `%.<digits>g` prints it
/// (WorkoutModel's content keys: `Identity.significant`).
///
/// For 1…15 digits the text comes from the shortest round-trip digits (`NumberText.shortestDigits`),
/// rounded to `digits`: they equal the exact binary value rounded so wherever they do not end exactly on
/// a rounding tie. Why: a rounding boundary between two `digits`-digit decimals has at most `digits + 1`
/// digits; when the shortest digits are longer, no such boundary lies in the value's rounding interval
/// (else a shorter decimal would read back), so the value and its shortest digits lie on one side of it;
/// when they are exactly as long, they are one of the value's two neighbours at that length, so no
/// boundary other than themselves lies between them and the value; a half unit at 15 digits is wider than
/// a normal double's spacing, so shorter digits are the rounded value itself. The tie (shortest digits
/// ending in the `digits + 1`-th digit 5), subnormal and non-finite values and more than 15 digits go to
/// `vsnprintf`.
public enum SignificantDigits {
  /// Appends `value` formatted `%.<digits>g` (1 ≤ `digits` ≤ 17) to `bytes`.
  public static func append(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
    precondition((1...17).contains(digits), "digits outside 1...17")
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.shortestTextCapacity) { buffer in
      if let start = text(value, digits: digits, in: buffer) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
      } else {
        appendPrinted(value, digits: digits, to: &bytes)
      }
    }
  }

  /// `%.<digits>g` text of `value` written at the end of `buffer` (at least
  /// `NumberText.shortestTextCapacity` bytes); returns where it starts, or nil where C's formatter
  /// decides (a tie in the shortest digits, more than 15 digits, subnormals, NaN and infinities).
  static func text(_ value: Double, digits precision: Int, in buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    let negative = value.sign == .minus
    let end = buffer.count
    if value == 0 {
      return NumberText.writeDecimal(0, fractionDigits: 0, negative: negative, in: buffer, end: end)
    }
    guard value.isNormal, precision <= 15 else { return nil }
    var (digits, exponent) = NumberText.shortestDigits(value.magnitude)
    NumberText.strip(&digits, &exponent)
    var count = NumberText.digitCount(digits)
    if count > precision {
      let divisor = NumberText.tenPowers[count - precision]
      let remainder = digits % divisor
      if remainder == divisor / 2 { return nil }
      digits = digits / divisor + (remainder > divisor / 2 ? 1 : 0)
      exponent += count - precision
      NumberText.strip(&digits, &exponent)
      count = NumberText.digitCount(digits)
    }
    // The decimal exponent of the first digit decides the style, as C's `%g` does with the rounded value.
    let power = exponent + count - 1
    if power >= -4, power < precision {
      if exponent >= 0 {
        let whole = digits * NumberText.tenPowers[exponent]
        return NumberText.writeDecimal(whole, fractionDigits: 0, negative: negative, in: buffer, end: end)
      }
      return NumberText.writeDecimal(
        digits, fractionDigits: -exponent, negative: negative, in: buffer, end: end)
    }
    let start = NumberText.writeExponent(power, in: buffer, end: end)
    return NumberText.writeDecimal(
      digits, fractionDigits: count - 1, negative: negative, in: buffer, end: start)
  }

  /// C's own `%.*g` (through `vsnprintf` into a stack buffer): the cases `text` leaves to it.
  static func appendPrinted(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      let n = withVaList([Int32(digits), value]) { vsnprintf(buffer.baseAddress!, 40, "%.*g", $0) }
      buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: 40) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(min(max(n, 0), 39))))
      }
    }
  }
}
