/// ISO 8601 time text (`2024-05-01T07:30:00.25+02:00`), in one place for every writer: the model's
/// `ISO8601Timestamp`, the NDJSON and CSV cells, the GPX and TCX points. An instant is given as seconds
/// since 2001-01-01 (`Date.timeIntervalSinceReferenceDate`) and an offset from UTC in seconds: `nil` is
/// written `Z` (UTC, offset unknown), `0` is `+00:00`, others `±hh:mm`, with `:ss` when not whole minutes.
///
/// The per-point writers go through a `Cache`: the `YYYY-MM-DDT` text of the last day and the suffix of
/// the last offset are kept, so a point costs the time of day, its fraction and two copies.
public enum TimeText {
  /// Seconds from 1970-01-01 to 2001-01-01 (the reference date of `Date`).
  public static let unixToReference: Int64 = 978_307_200

  /// How a fraction of a second is written.
  public enum Fraction: Sendable, Hashable {
    /// The fewest digits (up to 18) that read back to exactly the instant; none when it is whole.
    case shortest
    /// The instant rounded to whole microseconds, written with 0, 3 or 6 digits, the fewest that hold
    /// it (TCX: Python's `datetime` reads no more than 6 and devices write 0 or 3). A `Date` holds a
    /// binary fraction (`39.749` is `39.74900007…`), so the rounding is integer arithmetic, carried into
    /// the seconds. Instants out of reach of this (beyond 1e15 s, years outside 0…9999) are written
    /// `.shortest`.
    case microseconds
  }

  /// The per-writer cache of the last day's and the last offset's text (see `append(_:…cache:)`).
  public struct Cache: Sendable {
    /// The local day (Unix seconds + offset, / 86,400) whose `YYYY-MM-DDT` text is in `dayText`.
    var day: Int64 = .min
    var dayText: (UInt64, UInt32) = (0, 0)
    /// The offset (`nil` as `Int.min`) whose suffix is in `offsetText` (`offsetCount` bytes).
    var offset: Int = .max
    var offsetText: (UInt64, UInt64) = (0, 0)
    var offsetCount = 0

    /// An empty cache.
    public init() {}
  }

  // MARK: - Text

  /// The text of an instant.
  public static func iso8601(
    reference: Double, utcOffset: Int?, fraction: Fraction = .shortest
  ) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    append(reference: reference, utcOffset: utcOffset, fraction: fraction, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the text of an instant (`invalid-date` for NaN and infinities).
  public static func append(
    reference: Double, utcOffset: Int?, fraction: Fraction = .shortest, to bytes: inout [UInt8]
  ) {
    guard reference.isFinite else {
      bytes.append(contentsOf: Array("invalid-date".utf8))
      return
    }
    if fraction == .microseconds, let (whole, micros) = microseconds(reference) {
      let unix = Int64(whole) + unixToReference + Int64(utcOffset ?? 0)
      let (y, mo, d, h, mi, s) = civil(fromUnix: unix)
      if (0...9999).contains(y) {
        appendDateTime(y, mo, d, h, mi, s, to: &bytes)
        if micros != 0 { appendMicroseconds(micros) { bytes.append($0) } }
        appendOffset(utcOffset, to: &bytes)
        return
      }
    }
    let whole = reference.rounded(.down)
    let fraction = reference - whole  // exact for |reference| >= 1
    let unix = Int64(whole) + unixToReference + Int64(utcOffset ?? 0)
    let (y, mo, d, h, mi, s) = civil(fromUnix: unix)
    appendDateTime(y, mo, d, h, mi, s, to: &bytes)
    if fraction > 0, let (digits, width) = shortestFraction(fraction, whole: whole, reference: reference) {
      bytes.append(UInt8(ascii: "."))
      appendPadded(Int64(digits), width: width, to: &bytes)
    }
    appendOffset(utcOffset, to: &bytes)
  }

  /// Appends the text of an instant to `buffer`: the same text as `append(reference:…to:)`, the
  /// day's and the offset's text taken from `cache` when they repeat (years 0…9999).
  public static func append(
    reference: Double, utcOffset: Int?, fraction: Fraction = .shortest, to buffer: ByteBuffer,
    cache: inout Cache
  ) {
    guard reference.magnitude < 1e14, (utcOffset ?? 0).magnitude < 360_000 else {
      return appendSlowly(reference: reference, utcOffset: utcOffset, fraction: fraction, to: buffer)
    }
    var whole = reference.rounded(.down)
    var micros: Int64 = 0
    if fraction == .microseconds {
      guard let (w, m) = microseconds(reference) else {
        return appendSlowly(reference: reference, utcOffset: utcOffset, fraction: fraction, to: buffer)
      }
      (whole, micros) = (w, m)
    }
    let unix = Int64(whole) + unixToReference + Int64(utcOffset ?? 0)
    var day = unix / 86_400
    var second = unix % 86_400
    if second < 0 {
      second += 86_400
      day -= 1
    }
    if day != cache.day {
      let (y, mo, d, _, _, _) = civil(fromUnix: day * 86_400)
      guard (0...9999).contains(y) else {
        return appendSlowly(reference: reference, utcOffset: utcOffset, fraction: fraction, to: buffer)
      }
      var text: (UInt64, UInt32) = (0, 0)
      withUnsafeMutableBytes(of: &text) { p in
        let yy = UInt8(y / 100)
        let y2 = UInt8(y % 100)
        p[0] = 0x30 &+ yy / 10
        p[1] = 0x30 &+ yy % 10
        p[2] = 0x30 &+ y2 / 10
        p[3] = 0x30 &+ y2 % 10
        p[4] = UInt8(ascii: "-")
        p[5] = 0x30 &+ UInt8(mo / 10)
        p[6] = 0x30 &+ UInt8(mo % 10)
        p[7] = UInt8(ascii: "-")
        p[8] = 0x30 &+ UInt8(d / 10)
        p[9] = 0x30 &+ UInt8(d % 10)
        p[10] = UInt8(ascii: "T")
      }
      cache.day = day
      cache.dayText = text
    }
    let target = buffer.appendUninitialized(count: 19)
    withUnsafeBytes(of: &cache.dayText) { p in
      for i in 0..<11 { target[i] = p[i] }
    }
    let h = UInt8(second / 3600)
    let mi = UInt8((second % 3600) / 60)
    let s = UInt8(second % 60)
    target[11] = 0x30 &+ h / 10
    target[12] = 0x30 &+ h % 10
    target[13] = UInt8(ascii: ":")
    target[14] = 0x30 &+ mi / 10
    target[15] = 0x30 &+ mi % 10
    target[16] = UInt8(ascii: ":")
    target[17] = 0x30 &+ s / 10
    target[18] = 0x30 &+ s % 10
    switch fraction {
    case .shortest:
      let part = reference - whole
      if part > 0, let (digits, width) = shortestFraction(part, whole: whole, reference: reference) {
        buffer.append(UInt8(ascii: "."))
        NumberText.appendDigits(UInt(digits), minimumWidth: width, to: buffer)
      }
    case .microseconds:
      if micros != 0 { appendMicroseconds(micros) { buffer.append($0) } }
    }
    appendOffset(utcOffset, to: buffer, cache: &cache)
  }

  private static func appendSlowly(
    reference: Double, utcOffset: Int?, fraction: Fraction, to buffer: ByteBuffer
  ) {
    var bytes: [UInt8] = []
    append(reference: reference, utcOffset: utcOffset, fraction: fraction, to: &bytes)
    buffer.append(bytes)
  }

  // MARK: - Parts

  /// `reference` split into whole seconds and microseconds (rounded once, carried into the seconds);
  /// nil beyond 1e15 s.
  static func microseconds(_ reference: Double) -> (whole: Double, micros: Int64)? {
    guard reference.isFinite, abs(reference) < 1e15 else { return nil }
    var whole = reference.rounded(.down)
    // `reference - whole` is exact (Sterbenz).
    var micros = Int64(((reference - whole) * 1e6).rounded())
    if micros >= 1_000_000 {
      micros -= 1_000_000
      whole += 1
    }
    return (whole, micros)
  }

  /// `.ddd` or `.dddddd`: the fewer of 3 or 6 digits that hold `micros` (1…999,999).
  @inline(__always) static func appendMicroseconds(_ micros: Int64, _ put: (UInt8) -> Void) {
    var digits = 6
    var value = micros
    if value % 1000 == 0 {
      value /= 1000
      digits = 3
    }
    put(UInt8(ascii: "."))
    var divisor: Int64 = digits == 6 ? 100_000 : 100
    while divisor > 0 {
      put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// The fewest fraction digits (1…18; trailing zeros dropped) that read back, as `whole + n / 10^k`, to
  /// exactly `reference`: the digits as an integer and their count; nil when they are all zeros.
  static func shortestFraction(_ fraction: Double, whole: Double, reference: Double) -> (UInt64, Int)? {
    var scale = 1.0
    for count in 1...18 {
      scale *= 10
      var value = (fraction * scale).rounded()
      if value >= scale { value = scale - 1 }
      if whole + value / scale == reference || count == 18 {
        guard value != 0 else { return nil }
        var n = UInt64(value)
        var width = count
        while width > 1, n % 10 == 0 {
          n /= 10
          width -= 1
        }
        return (n, width)
      }
    }
    return nil
  }

  /// `YYYY-MM-DDTHH:MM:SS` (`separator` between date and time; a year outside 0…9999 with its sign and
  /// all its digits).
  public static func appendDateTime(
    _ y: Int64, _ mo: Int64, _ d: Int64, _ h: Int64, _ mi: Int64, _ s: Int64,
    separator: UInt8 = UInt8(ascii: "T"), to bytes: inout [UInt8]
  ) {
    appendPadded(y, width: 4, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(mo, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(d, width: 2, to: &bytes)
    bytes.append(separator)
    appendPadded(h, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(mi, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(s, width: 2, to: &bytes)
  }

  /// `Z`, `+00:00` or `±hh:mm[:ss]`.
  public static func appendOffset(_ utcOffset: Int?, to bytes: inout [UInt8]) {
    guard let utcOffset else {
      bytes.append(UInt8(ascii: "Z"))
      return
    }
    if utcOffset == 0 {
      bytes.append(contentsOf: [UInt8(ascii: "+"), 48, 48, UInt8(ascii: ":"), 48, 48])
      return
    }
    bytes.append(utcOffset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
    let magnitude = utcOffset.magnitude
    appendPadded(Int64(magnitude / 3600), width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(Int64((magnitude % 3600) / 60), width: 2, to: &bytes)
    if magnitude % 60 != 0 {
      bytes.append(UInt8(ascii: ":"))
      appendPadded(Int64(magnitude % 60), width: 2, to: &bytes)
    }
  }

  /// `±hhmm` (Apple Health export dates: `+0000` for UTC, seconds of the offset dropped).
  public static func appendCompactOffset(_ utcOffset: Int, to bytes: inout [UInt8]) {
    bytes.append(utcOffset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
    let magnitude = utcOffset.magnitude
    appendPadded(Int64(magnitude / 3600), width: 2, to: &bytes)
    appendPadded(Int64((magnitude % 3600) / 60), width: 2, to: &bytes)
  }

  /// `appendOffset`'s text, cached for the last offset (|offset| < 100 h).
  @inline(__always) static func appendOffset(_ utcOffset: Int?, to buffer: ByteBuffer, cache: inout Cache) {
    let key = utcOffset ?? .min
    if key != cache.offset {
      var bytes: [UInt8] = []
      appendOffset(utcOffset, to: &bytes)
      var text: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &text) { p in
        for (i, b) in bytes.enumerated() { p[i] = b }
      }
      cache.offset = key
      cache.offsetText = text
      cache.offsetCount = bytes.count
    }
    let n = cache.offsetCount
    let target = buffer.appendUninitialized(count: n)
    withUnsafeBytes(of: &cache.offsetText) { p in
      for i in 0..<n { target[i] = p[i] }
    }
  }

  /// The digits of `value`, zero-padded to `width`, after a `-` when negative.
  public static func appendPadded(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
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

  // MARK: - Calendar

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

  /// Calendar fields (year, month, day, hour, minute, second) of a count of seconds since 1970 (already
  /// shifted to local time).
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
