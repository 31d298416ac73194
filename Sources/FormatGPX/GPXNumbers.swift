import Foundation

/// Number text for GPX: plain decimals (xsd:decimal has no exponent), shortest round-trip digits.
enum GPXNumber {
  /// The shortest text that reads back to `value`, never in exponent form.
  static func decimal(_ value: Double) -> String {
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = "\(value)"
    if !text.contains("e") { return text }
    return trimmed(String(format: "%.17f", value))
  }

  /// Coordinates: the shortest text when it has at most 9 decimals, else rounded to 9 decimals.
  static func coordinate(_ value: Double) -> String {
    let text = decimal(value)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 > 9 {
      return trimmed(String(format: "%.9f", value))
    }
    return text
  }

  /// The value a coordinate reads back as after `coordinate(_:)`.
  static func roundedCoordinate(_ value: Double) -> Double { Double(coordinate(value)) ?? value }

  /// Fixed decimals (Apple's dialect: 6).
  static func fixed(_ value: Double, decimals: Int) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return text == "-0." + String(repeating: "0", count: decimals) ? String(text.dropFirst()) : text
  }

  private static func trimmed(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var t = Substring(text)
    while t.hasSuffix("0") { t = t.dropLast() }
    if t.hasSuffix(".") { t = t.dropLast() }
    return t == "-0" ? "0" : String(t)
  }
}
