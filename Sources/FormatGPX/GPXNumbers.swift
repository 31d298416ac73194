import Foundation
import WorkoutModel

/// Number text for GPX: plain decimals (xsd:decimal has no exponent), shortest round-trip digits.
enum GPXNumber {
  /// The shortest text that reads back to `value`, never in exponent form.
  static func decimal(_ value: Double) -> String {
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = value.description
    if !text.utf8.contains(UInt8(ascii: "e")) { return text }
    return trimmed(String(format: "%.17f", value))
  }

  /// Coordinates: the shortest text when it has at most 9 decimals, else rounded to 9 decimals.
  static func coordinate(_ value: Double) -> String {
    let text = decimal(value)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 > 9 {
      return nineDecimals(value)
    }
    return text
  }

  /// The coordinate text and whether it had to be rounded.
  static func coordinateText(_ value: Double) -> (String, Bool) {
    let text = decimal(value)
    if let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")),
      text.utf8.distance(from: dot, to: text.utf8.endIndex) - 1 > 9
    {
      return (nineDecimals(value), true)
    }
    return (text, false)
  }

  /// `value` rounded to 9 decimals, trailing zeros trimmed — `%.9f` without Foundation's formatter (the
  /// hot path for FIT coordinates, whose semicircle conversion always yields long expansions).
  static func nineDecimals(_ value: Double) -> String {
    let scaled = (abs(value) * 1e9).rounded()
    guard value.isFinite, scaled < 9e15 else { return trimmed(String(format: "%.9f", value)) }
    let n = UInt64(scaled)
    let whole = n / 1_000_000_000
    var fraction = n % 1_000_000_000
    let sign = value < 0 && n != 0 ? "-" : ""
    if fraction == 0 { return sign + String(whole) }
    var digits = 9
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }

  /// The value a coordinate reads back as after `coordinate(_:)`.
  static func roundedCoordinate(_ value: Double) -> Double { Double(coordinate(value)) ?? value }

  /// Fixed decimals (Apple's dialect: 6), as C's `%.6f` writes them (correctly rounded, ties to even)
  /// except that a negative value rounding to zero loses its sign.
  static func fixed(_ value: Double, decimals: Int) -> String {
    if decimals == 6, let text = sixDecimals(value) { return text }
    let text = String(format: "%.\(decimals)f", value)
    // A tiny negative value rounds to "-0.000000": written without its sign.
    if value < 0 && value > -1
      && text.utf8.dropFirst().allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") })
    {
      return String(text.dropFirst())
    }
    return text
  }

  /// `%.6f` by exact integer arithmetic for |value| < 2^43 (nil beyond, and for NaN and infinities):
  /// value = m · 2^-s exactly, so value · 10^6 = m · 15625 / 2^(s-6), rounded half to even as printf does.
  static func sixDecimals(_ value: Double) -> String? {
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

  private static func trimmed(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var t = Substring(text)
    while t.hasSuffix("0") { t = t.dropLast() }
    if t.hasSuffix(".") { t = t.dropLast() }
    return t == "-0" ? "0" : String(t)
  }
}
