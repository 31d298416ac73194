import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Number text for GPX: plain decimals (xsd:decimal has no exponent), shortest round-trip digits.
enum GPXNumber {
  /// The shortest text that reads back to `value`, never in exponent form.
  static func decimal(_ value: Double) -> String {
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    // `description` where it has no exponent, else C's `%.17f` trimmed, without C's formatter.
    return NumberText.plainDescription(value)
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

  /// `value` rounded to 9 decimals, trailing zeros trimmed — `%.9f` without Foundation's formatter
  /// (`NumberText.rounded`; beyond its range, C's).
  static func nineDecimals(_ value: Double) -> String {
    NumberText.rounded(value, decimals: 9) ?? trimmed(NumberText.formatted("%.9f", value))
  }

  /// The value a coordinate reads back as after `coordinate(_:)`.
  static func roundedCoordinate(_ value: Double) -> Double { Double(coordinate(value)) ?? value }

  /// Fixed decimals (Apple's dialect: 6), as C's `%.6f` writes them (`NumberText.fixed`).
  static func fixed(_ value: Double, decimals: Int) -> String { NumberText.fixed(value, decimals: decimals) }

  private static func trimmed(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var t = Substring(text)
    while t.hasSuffix("0") { t = t.dropLast() }
    if t.hasSuffix(".") { t = t.dropLast() }
    return t == "-0" ? "0" : String(t)
  }
}
