import Foundation

/// An instant with the UTC offset it was recorded or written with (if the source format knows it).
///
/// Equality compares both the instant and the offset: a date written `+0200` and the same instant written
/// `Z` are different *texts* of one moment, and lossless round trips must keep the difference. Ordering
/// compares instants only.
public struct Timestamp: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The instant.
  public var date: Date
  /// Seconds east of UTC the instant was written with, or `nil` when the source did not say (e.g. FIT).
  public var utcOffset: Int?

  /// Makes a timestamp from an instant and an optional UTC offset in seconds.
  public init(_ date: Date, utcOffset: Int? = nil) {
    self.date = date
    self.utcOffset = utcOffset
  }

  /// Makes a timestamp from seconds since 1970-01-01T00:00:00Z.
  public init(unixSeconds: Double, utcOffset: Int? = nil) {
    self.date = Date(timeIntervalSince1970: unixSeconds)
    self.utcOffset = utcOffset
  }

  /// Seconds since 1970-01-01T00:00:00Z.
  public var unixSeconds: Double { date.timeIntervalSince1970 }

  /// This instant moved by `seconds`, keeping the offset.
  public func adding(_ seconds: TimeInterval) -> Timestamp {
    Timestamp(date.addingTimeInterval(seconds), utcOffset: utcOffset)
  }

  /// Seconds from `other` to `self`.
  public func timeIntervalSince(_ other: Timestamp) -> TimeInterval {
    date.timeIntervalSince(other.date)
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.date < rhs.date }

  public var description: String { ISO8601Timestamp.format(self) }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = ISO8601Timestamp.parse(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an ISO 8601 timestamp: \(text)")
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(ISO8601Timestamp.format(self))
  }
}

/// ISO 8601 text for timestamps: `2024-05-01T07:30:00.25+02:00`, fractional seconds only when present,
/// and exactly as many digits as needed for the text to read back to the identical `Date`.
public enum ISO8601Timestamp {
  private static let unixToReference: Int64 = 978_307_200

  /// Formats a timestamp in its own offset (UTC, written `Z`, when the offset is unknown).
  public static func format(_ timestamp: Timestamp) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    append(timestamp, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the ISO 8601 text of `timestamp` to a byte buffer (no allocation beyond the buffer).
  public static func append(_ timestamp: Timestamp, to bytes: inout [UInt8]) {
    let reference = timestamp.date.timeIntervalSinceReferenceDate
    guard reference.isFinite else {
      bytes.append(contentsOf: Array("invalid-date".utf8))
      return
    }
    let whole = reference.rounded(.down)
    let fraction = reference - whole  // exact for |reference| >= 1
    let offset = timestamp.utcOffset ?? 0
    let unix = Int64(whole) + unixToReference + Int64(offset)
    let (y, mo, d, h, mi, s) = civil(fromUnix: unix)
    appendPadded(y, width: 4, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(mo, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(d, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "T"))
    appendPadded(h, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(mi, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(s, width: 2, to: &bytes)
    if fraction > 0 {
      appendFraction(fraction, whole: whole, reference: reference, to: &bytes)
    }
    if let utcOffset = timestamp.utcOffset, utcOffset != 0 {
      bytes.append(utcOffset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
      let magnitude = abs(utcOffset)
      appendPadded(Int64(magnitude / 3600), width: 2, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendPadded(Int64((magnitude % 3600) / 60), width: 2, to: &bytes)
      if magnitude % 60 != 0 {
        bytes.append(UInt8(ascii: ":"))
        appendPadded(Int64(magnitude % 60), width: 2, to: &bytes)
      }
    } else if timestamp.utcOffset == 0 {
      bytes.append(contentsOf: [UInt8(ascii: "+"), 48, 48, UInt8(ascii: ":"), 48, 48])
    } else {
      bytes.append(UInt8(ascii: "Z"))
    }
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`; `Z` means "offset unknown/UTC" (nil), `+00:00`
  /// means an explicit zero offset. Returns nil for anything else.
  public static func parse(_ text: String) -> Timestamp? {
    var text = text
    return text.withUTF8 { parse(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Parses ISO 8601 text from bytes (see `parse(_:)`).
  public static func parse(bytes: UnsafeRawBufferPointer) -> Timestamp? {
    var i = 0
    let n = bytes.count
    func digits(_ count: Int) -> Int64? {
      guard i + count <= n else { return nil }
      var value: Int64 = 0
      for k in 0..<count {
        let c = bytes[i + k]
        guard c >= 48 && c <= 57 else { return nil }
        value = value * 10 + Int64(c - 48)
      }
      i += count
      return value
    }
    func expect(_ c: UInt8) -> Bool {
      guard i < n, bytes[i] == c else { return false }
      i += 1
      return true
    }
    var negativeYear = false
    if i < n, bytes[i] == UInt8(ascii: "-") {
      negativeYear = true
      i += 1
    }
    guard var year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2),
      expect(UInt8(ascii: "-")), let day = digits(2)
    else { return nil }
    if negativeYear { year = -year }
    guard i < n, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: " ") else { return nil }
    i += 1
    guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2),
      expect(UInt8(ascii: ":")), let second = digits(2)
    else { return nil }
    guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
      return nil
    }
    var fraction: Double = 0
    if i < n, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",") {
      i += 1
      let start = i
      var scale = 1.0
      var value = 0.0
      var digitCount = 0
      while i < n, bytes[i] >= 48, bytes[i] <= 57 {
        if digitCount < 18 {
          value = value * 10 + Double(bytes[i] - 48)
          scale *= 10
        }
        digitCount += 1
        i += 1
      }
      guard i > start else { return nil }
      fraction = value / scale
    }
    var offset: Int? = nil
    if i < n {
      let c = bytes[i]
      if c == UInt8(ascii: "Z") {
        i += 1
      } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
        i += 1
        guard let oh = digits(2) else { return nil }
        _ = expect(UInt8(ascii: ":"))
        let om = digits(2) ?? 0
        var os: Int64 = 0
        if expect(UInt8(ascii: ":")) { os = digits(2) ?? 0 }
        let total = Int(oh * 3600 + om * 60 + os)
        offset = c == UInt8(ascii: "-") ? -total : total
      } else {
        return nil
      }
    }
    guard i == n else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let local = days * 86_400 + hour * 3600 + minute * 60 + second
    let unix = local - Int64(offset ?? 0)
    let reference = Double(unix - unixToReference) + fraction
    return Timestamp(Date(timeIntervalSinceReferenceDate: reference), utcOffset: offset)
  }

  /// Appends `.digits` for a fraction of a second: the fewest digits (at least up to nanoseconds when
  /// needed) that parse back, by the same arithmetic as `parse`, to exactly `reference`. Near 2001 the
  /// spacing of Doubles is far below a nanosecond, so more digits may be needed there.
  private static func appendFraction(
    _ fraction: Double, whole: Double, reference: Double, to bytes: inout [UInt8]
  ) {
    var best: [UInt8] = []
    for count in 1...18 {
      var scale = 1.0
      for _ in 0..<count { scale *= 10 }
      var value = (fraction * scale).rounded()
      if value >= scale { value = scale - 1 }
      if whole + value / scale == reference || count == 18 {
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: count)
        var n = UInt64(value)
        for i in stride(from: count - 1, through: 0, by: -1) {
          digits[i] = UInt8(ascii: "0") + UInt8(n % 10)
          n /= 10
        }
        while digits.count > 1 && digits.last == UInt8(ascii: "0") { digits.removeLast() }
        best = digits
        if value == 0 { best = [] }
        break
      }
    }
    if !best.isEmpty {
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: best)
    }
  }

  private static func appendPadded(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
    var v = value
    if v < 0 {
      bytes.append(UInt8(ascii: "-"))
      v = -v
    }
    var tmp: [UInt8] = []
    repeat {
      tmp.append(UInt8(ascii: "0") + UInt8(v % 10))
      v /= 10
    } while v > 0
    if tmp.count < width {
      bytes.append(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: width - tmp.count))
    }
    bytes.append(contentsOf: tmp.reversed())
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  public static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Calendar fields of a count of seconds since 1970 (already shifted to local time).
  public static func civil(fromUnix seconds: Int64) -> (Int64, Int64, Int64, Int64, Int64, Int64) {
    var days = seconds / 86_400
    var rem = seconds % 86_400
    if rem < 0 {
      rem += 86_400
      days -= 1
    }
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let y = yoe + era * 400
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (m <= 2 ? y + 1 : y, m, d, rem / 3600, (rem % 3600) / 60, rem % 60)
  }
}
