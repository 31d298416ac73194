import ByteStreams
import FoundationEssentials

/// A time zone's UTC offsets, from the system's tz database (TZif files, RFC 8536, under
/// `/usr/share/zoneinfo` or `$TZDIR`): FoundationEssentials' `TimeZone(identifier:)` knows no named zone
/// (that needs ICU). Version 2+ files are read from their 64-bit block; instants after the last
/// transition follow the file's POSIX TZ footer rule (`CET-1CEST,M3.5.0,M10.5.0/3`), instants before the
/// first take the first standard-time type, as Python's `zoneinfo` does.
public struct ZoneInfo: Sendable, Hashable {
  /// The zone's name (`Europe/Paris`), or `GMT±hhmm` for a fixed offset.
  public let identifier: String
  /// Transition instants (Unix seconds), ascending.
  let transitions: [Int64]
  /// The UTC offset from each transition on.
  let offsets: [Int]
  /// The offset before the first transition (and without any).
  let initialOffset: Int
  /// The rule after the last transition.
  let rule: PosixZoneRule?

  /// The zone named `identifier` in the tz database, nil when there is no such (readable, valid) file.
  public init?(identifier: String) {
    if let cached = Self.cache.withLock({ Self.loaded[identifier] }) {
      guard let zone = cached else { return nil }
      self = zone
      return
    }
    let zone = Self.load(identifier)
    Self.cache.withLock { Self.loaded[identifier] = .some(zone) }
    guard let zone else { return nil }
    self = zone
  }

  /// A fixed offset of `seconds` east of UTC, named as Foundation names one (`GMT+0530`, `GMT`).
  public init(secondsFromGMT seconds: Int) {
    let magnitude = abs(seconds)
    let name =
      seconds == 0
      ? "GMT"
      : "GMT" + (seconds < 0 ? "-" : "+")
        + NumberText.formatted("%02d%02d", magnitude / 3600, magnitude % 3600 / 60)
    self.init(identifier: name, transitions: [], offsets: [], initialOffset: seconds, rule: nil)
  }

  init(identifier: String, transitions: [Int64], offsets: [Int], initialOffset: Int, rule: PosixZoneRule?) {
    self.identifier = identifier
    self.transitions = transitions
    self.offsets = offsets
    self.initialOffset = initialOffset
    self.rule = rule
  }

  /// The zone's offset from UTC, in seconds, at `date`.
  public func secondsFromGMT(for date: Date = Date()) -> Int {
    let t = Int64(date.timeIntervalSince1970.rounded(.down))
    guard let first = transitions.first, t >= first else {
      if transitions.isEmpty, let rule { return rule.offset(at: t) }
      return initialOffset
    }
    if t > transitions[transitions.count - 1], let rule { return rule.offset(at: t) }
    // The last transition at or before `t`.
    var low = 0
    var high = transitions.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if transitions[mid] <= t { low = mid } else { high = mid - 1 }
    }
    return offsets[low]
  }

  private static let cache = ThreadLock()
  nonisolated(unsafe) private static var loaded: [String: ZoneInfo?] = [:]

  /// The folder of the tz database.
  static var directory: String {
    ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
  }

  private static func load(_ identifier: String) -> ZoneInfo? {
    // A name, not a path: no `..`, no leading `/`, tz database characters only.
    let allowed = identifier.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        || "/_+-".unicodeScalars.contains($0)
    }
    guard allowed, !identifier.isEmpty, !identifier.hasPrefix("/"),
      !identifier.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
      let file = try? ReadableFile(path: directory + "/" + identifier),
      let data = try? file.read(upToCount: 1 << 20)
    else { return nil }
    return TZifParser.parse([UInt8](data), identifier: identifier)
  }
}

/// RFC 8536's layout: a header, a version 1 block of 32-bit times, and from version 2 a second header,
/// a block of 64-bit times and a POSIX TZ footer.
enum TZifParser {
  static func parse(_ bytes: [UInt8], identifier: String) -> ZoneInfo? {
    guard bytes.count >= 44, bytes[0..<4].elementsEqual("TZif".utf8) else { return nil }
    let version = bytes[4]
    guard let first = block(bytes, at: 0, timeSize: 4) else { return nil }
    guard version >= UInt8(ascii: "2") else {
      return ZoneInfo(
        identifier: identifier, transitions: first.transitions, offsets: first.offsets,
        initialOffset: first.initial, rule: nil)
    }
    guard let second = block(bytes, at: first.end, timeSize: 8) else { return nil }
    // The footer: `\n` rule `\n`.
    var rule: PosixZoneRule?
    if second.end < bytes.count, bytes[second.end] == 0x0A,
      let close = bytes[(second.end + 1)...].firstIndex(of: 0x0A)
    {
      let text = String(decoding: bytes[(second.end + 1)..<close], as: UTF8.self)
      rule = text.isEmpty ? nil : PosixZoneRule(text)
    }
    return ZoneInfo(
      identifier: identifier, transitions: second.transitions, offsets: second.offsets,
      initialOffset: second.initial, rule: rule)
  }

  /// One header and data block at `start`: transitions, their offsets, the offset before them, and where
  /// the block ends.
  static func block(_ b: [UInt8], at start: Int, timeSize: Int) -> (
    transitions: [Int64], offsets: [Int], initial: Int, end: Int
  )? {
    guard start + 44 <= b.count, b[start..<start + 4].elementsEqual("TZif".utf8) else { return nil }
    func u32(_ i: Int) -> Int {
      Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
    func s32(_ i: Int) -> Int { Int(Int32(truncatingIfNeeded: u32(i))) }
    func s64(_ i: Int) -> Int64 { Int64(bitPattern: UInt64(u32(i)) << 32 | UInt64(u32(i + 4))) }
    let (isutcnt, isstdcnt, leapcnt) = (u32(start + 20), u32(start + 24), u32(start + 28))
    let (timecnt, typecnt, charcnt) = (u32(start + 32), u32(start + 36), u32(start + 40))
    let times = start + 44
    let indices = times + timecnt * timeSize
    let types = indices + timecnt
    let end = types + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
    guard typecnt > 0, end <= b.count else { return nil }
    var transitions: [Int64] = []
    var offsets: [Int] = []
    for k in 0..<timecnt {
      let type = Int(b[indices + k])
      guard type < typecnt else { return nil }
      transitions.append(timeSize == 4 ? Int64(s32(times + 4 * k)) : s64(times + 8 * k))
      offsets.append(s32(types + 6 * type))
    }
    // Before the first transition: the first standard-time type (type 0 when all are daylight time).
    var standard = 0
    for k in 0..<typecnt where b[types + 6 * k + 4] == 0 {
      standard = k
      break
    }
    return (transitions, offsets, s32(types + 6 * standard), end)
  }
}

/// A POSIX TZ rule (`std offset [dst [offset] [,start[/time],end[/time]]]`): standard time all year, or
/// daylight time between two yearly dates.
struct PosixZoneRule: Sendable, Hashable {
  /// Seconds east of UTC (POSIX writes them west: `CET-1` is +3600).
  let standardOffset: Int
  let daylightOffset: Int?
  let start: DayRule
  let end: DayRule

  /// A yearly date and a local time of day in seconds (negative or beyond a day allowed).
  struct DayRule: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      /// Month, week 1…5 (5: the last), weekday 0…6 (Sunday first).
      case monthWeekDay(Int, Int, Int)
      /// Day 1…365, February 29 never counted.
      case julian(Int)
      /// Day 0…365, February 29 counted.
      case zeroBased(Int)
    }
    var kind: Kind
    var time: Int

    /// The day's days since 1970-01-01 in `year`.
    func day(in year: Int64) -> Int64 {
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let jan1 = TimeText.daysFromCivil(year: year, month: 1, day: 1)
      switch kind {
      case .julian(let n): return jan1 + Int64(n - 1) + (leap && n >= 60 ? 1 : 0)
      case .zeroBased(let n): return jan1 + Int64(n)
      case .monthWeekDay(let m, let w, let d):
        let first = TimeText.daysFromCivil(year: year, month: Int64(m), day: 1)
        // 1970-01-01 was a Thursday (4).
        let weekday = Int((first % 7 + 7 + 4) % 7)
        var day = first + Int64((d - weekday + 7) % 7) + Int64(w - 1) * 7
        let nextMonth =
          m == 12
          ? TimeText.daysFromCivil(year: year + 1, month: 1, day: 1)
          : TimeText.daysFromCivil(year: year, month: Int64(m + 1), day: 1)
        while day >= nextMonth { day -= 7 }
        return day
      }
    }
  }

  /// The rule of `text`, nil when it does not parse.
  init?(_ text: String) {
    var s = Substring(text)
    guard Self.name(&s), let std = Self.offset(&s) else { return nil }
    standardOffset = -std
    if s.isEmpty {
      daylightOffset = nil
      start = DayRule(kind: .julian(1), time: 0)
      end = start
      return
    }
    guard Self.name(&s) else { return nil }
    if let dst = Self.offset(&s) {
      daylightOffset = -dst
    } else {
      daylightOffset = standardOffset + 3600
    }
    if s.isEmpty {
      // No dates: the US rule POSIX implementations default to.
      start = DayRule(kind: .monthWeekDay(3, 2, 0), time: 7200)
      end = DayRule(kind: .monthWeekDay(11, 1, 0), time: 7200)
      return
    }
    guard s.first == ",", let a = Self.dayRule(&s), s.first == ",", let b = Self.dayRule(&s), s.isEmpty
    else { return nil }
    start = a
    end = b
  }

  /// The offset at `t` (Unix seconds).
  func offset(at t: Int64) -> Int {
    guard let daylightOffset else { return standardOffset }
    let year = TimeText.civil(fromUnix: t + Int64(standardOffset)).0
    let startUTC = start.day(in: year) * 86_400 + Int64(start.time) - Int64(standardOffset)
    let endUTC = end.day(in: year) * 86_400 + Int64(end.time) - Int64(daylightOffset)
    let inDaylight = startUTC < endUTC ? (t >= startUTC && t < endUTC) : !(t >= endUTC && t < startUTC)
    return inDaylight ? daylightOffset : standardOffset
  }

  /// Skips a zone abbreviation (`CET`, or quoted `<+03>`).
  private static func name(_ s: inout Substring) -> Bool {
    if s.first == "<" {
      guard let close = s.firstIndex(of: ">") else { return false }
      s = s[s.index(after: close)...]
      return true
    }
    let letters = s.prefix { $0.isLetter }
    guard letters.count >= 3 else { return false }
    s = s.dropFirst(letters.count)
    return true
  }

  /// `[+-]hh[:mm[:ss]]` in seconds, nil (nothing consumed) when there is none.
  private static func offset(_ s: inout Substring) -> Int? {
    var rest = s
    var sign = 1
    if rest.first == "+" || rest.first == "-" {
      sign = rest.first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    var total = 0
    for (k, scale) in [3600, 60, 1].enumerated() {
      if k > 0 {
        guard rest.first == ":" else { break }
        rest = rest.dropFirst()
      }
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let n = Int(digits) else { return k == 0 ? nil : nil }
      total += n * scale
      rest = rest.dropFirst(digits.count)
    }
    s = rest
    return sign * total
  }

  /// `,Mm.w.d[/time]`, `,Jn[/time]` or `,n[/time]` (the comma consumed).
  private static func dayRule(_ s: inout Substring) -> DayRule? {
    s = s.dropFirst()
    func number() -> Int? {
      let digits = s.prefix { $0.isASCII && $0.isNumber }
      s = s.dropFirst(digits.count)
      return Int(digits)
    }
    var kind: DayRule.Kind
    if s.first == "M" {
      s = s.dropFirst()
      guard let m = number(), s.first == "." else { return nil }
      s = s.dropFirst()
      guard let w = number(), s.first == "." else { return nil }
      s = s.dropFirst()
      guard let d = number(), (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else {
        return nil
      }
      kind = .monthWeekDay(m, w, d)
    } else if s.first == "J" {
      s = s.dropFirst()
      guard let n = number(), (1...365).contains(n) else { return nil }
      kind = .julian(n)
    } else {
      guard let n = number(), (0...365).contains(n) else { return nil }
      kind = .zeroBased(n)
    }
    var time = 7200
    if s.first == "/" {
      s = s.dropFirst()
      guard let t = offset(&s) else { return nil }
      time = t
    }
    return DayRule(kind: kind, time: time)
  }
}

extension ZoneInfo {
  /// Seconds east of UTC of an offset written as `Z`, `UTC`, `GMT`, `+02:00`, `+0200`, `-05`, `UTC+2` or
  /// `+05:30` (up to 18 hours, ISO 8601's range), or nil (a zone name such as `Europe/Berlin`, anything
  /// else).
  public static func offsetSeconds(parsing text: String) -> Int? {
    var rest = Substring(text.trimmingWhitespace())
    for prefix in ["UTC", "GMT"] where rest.uppercased().hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
    }
    if rest.isEmpty || rest == "Z" || rest == "z" { return 0 }
    guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
    let digits = rest.dropFirst().filter { $0 != ":" }
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    let split = digits.index(digits.endIndex, offsetBy: digits.count <= 2 ? 0 : -2)
    let hours = Int(digits[..<split])!
    let minutes = split == digits.endIndex ? 0 : Int(digits[split...])!
    guard hours <= 18, minutes < 60 else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == "-" ? -seconds : seconds
  }
}
