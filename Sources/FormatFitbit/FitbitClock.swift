import FoundationEssentials
import WorkoutModel

/// Fitbit's time texts. The legacy JSON writes `MM/DD/YY HH:MM:SS` without a zone (UTC for heart rate,
/// steps, distance and exercise starts; the user's local day in file names), sleep as ISO local time
/// without a zone, and the CSV tree ISO 8601 with `Z` or `YYYY-MM-DD HH:MM:SS+0000`.
enum FitbitClock {
  /// Seconds since 1970 of `MM/DD/YY HH:MM:SS` read as UTC (years 2000–2099).
  static func slashed(_ text: String) -> Double? {
    let parts = text.split(whereSeparator: { $0 == "/" || $0 == " " || $0 == ":" })
    guard parts.count == 6 || parts.count == 3 else { return nil }
    let n = parts.map { Int64($0) }
    guard n.allSatisfy({ $0 != nil }) else { return nil }
    let v = n.map { $0! }
    guard (1...12).contains(v[0]), (1...31).contains(v[1]), (0...99).contains(v[2]) else { return nil }
    let days = ISO8601Timestamp.daysFromCivil(year: 2000 + v[2], month: v[0], day: v[1])
    let time = parts.count == 6 ? v[3] * 3600 + v[4] * 60 + v[5] : 0
    return Double(days * 86_400 + time)
  }

  /// Seconds since 1970 of a `YYYY-MM-DD` day's midnight read as UTC.
  static func day(_ text: Substring) -> Double? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, let y = Int64(parts[0]), let m = Int64(parts[1]), let d = Int64(parts[2]),
      (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    return Double(ISO8601Timestamp.daysFromCivil(year: y, month: m, day: d) * 86_400)
  }

  /// The instant of ISO text; text without a zone is read as local time at `offset` seconds east of UTC.
  static func iso(_ text: String, localOffset offset: Int) -> Timestamp? {
    guard let parsed = ISO8601Timestamp.parse(text) else { return nil }
    if hasZone(text) { return parsed }
    return Timestamp(parsed.date.addingTimeInterval(-Double(offset)), utcOffset: offset)
  }

  /// Whether ISO text ends with `Z` or a `±hh:mm`/`±hhmm` offset.
  static func hasZone(_ text: String) -> Bool {
    if text.hasSuffix("Z") { return true }
    guard let t = text.firstIndex(where: { $0 == "T" || $0 == " " }) else { return false }
    return text[t...].contains(where: { $0 == "+" || $0 == "-" })
  }

  /// `-04:00` / `+0530` as seconds east of UTC.
  static func offset(_ text: String) -> Int? {
    let t = text.trimmingWhitespace()
    guard let sign = t.first, sign == "+" || sign == "-" else { return nil }
    let digits = t.dropFirst().filter(\.isNumber)
    guard digits.count == 4, let h = Int(digits.prefix(2)), let m = Int(digits.suffix(2)), h <= 14, m < 60
    else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
  }
}
