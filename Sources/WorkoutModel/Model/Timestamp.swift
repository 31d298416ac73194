import ByteStreams
import FoundationEssentials

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

  /// The instants ISO 8601 text names (years −9999 through 9999, what `ISO8601Timestamp.parse` reads), in
  /// seconds since the reference date (2001-01-01T00:00:00Z). A reader that computes an instant from a
  /// number (an offset or a duration) keeps it inside, so every writer can name every instant of the model.
  public static let representableSeconds: ClosedRange<Double> = -378_683_510_400...252_423_993_599

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
  private static let unixToReference = TimeText.unixToReference

  /// Formats a timestamp in its own offset (UTC, written `Z`, when the offset is unknown).
  public static func format(_ timestamp: Timestamp) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    append(timestamp, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the ISO 8601 text of `timestamp` to a byte buffer (the rules: `TimeText`, `.shortest`).
  public static func append(_ timestamp: Timestamp, to bytes: inout [UInt8]) {
    TimeText.append(
      reference: timestamp.date.timeIntervalSinceReferenceDate, utcOffset: timestamp.utcOffset, to: &bytes)
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`; `Z` means "offset unknown/UTC" (nil), `+00:00`
  /// means an explicit zero offset. Returns nil for anything else.
  public static func parse(_ text: String) -> Timestamp? {
    var text = text
    text.makeContiguousUTF8()
    return parse(bytes: text.utf8.span)
  }

  /// Parses ISO 8601 text from bytes (see `parse(_:)`).
  public static func parse(bytes: Span<UInt8>) -> Timestamp? {
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

  /// Days since 1970-01-01 of a proleptic Gregorian date (`TimeText.daysFromCivil`).
  public static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    TimeText.daysFromCivil(year: year, month: month, day: day)
  }

  /// Calendar fields of a count of seconds since 1970 (already shifted to local time; `TimeText.civil`).
  public static func civil(fromUnix seconds: Int64) -> (Int64, Int64, Int64, Int64, Int64, Int64) {
    TimeText.civil(fromUnix: seconds)
  }
}

extension Date {
  /// Unix epoch milliseconds as a date, exact to the millisecond: the whole seconds and the milliseconds are
  /// added apart, because dates count from 2001 and `millis / 1000` since 1970 taken whole would leave the
  /// milliseconds a few ULPs off (account exports give times so: Health Connect, Samsung Health).
  public init(unixMilliseconds millis: Double) {
    let whole = (millis / 1000).rounded(.down)
    self.init(
      timeIntervalSinceReferenceDate: (whole - Double(TimeText.unixToReference)) + (millis - whole * 1000)
        / 1000)
  }
}
