import ByteStreams
import FoundationEssentials
import WorkoutModel

/// The length of a statistics interval: a local calendar day, an ISO week (Monday to Monday) or a
/// calendar month, each anchored at local midnight.
package enum StatisticsInterval: String, Sendable, Hashable, Codable, CaseIterable {
  case day, week, month

  /// The local day number (days since 1970-01-01 in local time) that starts the interval holding `day`.
  func startDay(of day: Int64) -> Int64 {
    switch self {
    case .day:
      return day
    case .week:
      // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
      let weekday = ((day + 3) % 7 + 7) % 7
      return day - weekday
    case .month:
      let (year, month, _, _, _, _) = TimeText.civil(fromUnix: day * 86_400)
      return TimeText.daysFromCivil(year: year, month: month, day: 1)
    }
  }

  /// The local day number that starts the interval after the one starting at `start`.
  func nextStartDay(after start: Int64) -> Int64 {
    switch self {
    case .day: return start + 1
    case .week: return start + 7
    case .month:
      let (year, month, _, _, _, _) = TimeText.civil(fromUnix: start * 86_400)
      return month == 12
        ? TimeText.daysFromCivil(year: year + 1, month: 1, day: 1)
        : TimeText.daysFromCivil(year: year, month: month + 1, day: 1)
    }
  }
}

/// Which local time the intervals follow.
///
/// HealthKit anchors a statistics collection at midnight of the calendar the query is given. An export
/// has no such calendar, but each of its samples carries the UTC offset it was written with: by default
/// every sample is placed by its own offset (the offset of its start), so a day is the day its owner lived
/// through, also across travel and daylight-saving changes. A sample without an offset (FIT, some CSV)
/// follows the fallback offset. `.fixed` places every sample by one offset instead, `.zone` by a named
/// zone's rules (the offset in effect at the sample's start; the interval's ends at the zone's midnights).
package enum StatisticsTimeZone: Sendable, Hashable {
  /// Each sample by the UTC offset of its start; samples without one by the given offset (seconds east).
  case sampleOffsets(fallback: Int)
  /// Every sample by this offset (seconds east of UTC).
  case fixed(Int)
  /// Every sample by a named zone's offset at its start; intervals run from the zone's local midnights.
  case zone(ZoneRules)

  /// Each sample by its own offset, UTC when it has none.
  package static let samples = StatisticsTimeZone.sampleOffsets(fallback: 0)

  /// The offset that places a sample starting at `start`.
  func offset(for start: Timestamp) -> Int {
    switch self {
    case .sampleOffsets(let fallback): return start.utcOffset ?? fallback
    case .fixed(let offset): return offset
    case .zone(let rules): return rules.offset(at: start.unixSeconds)
    }
  }

  /// The named zone, when intervals follow one.
  var rules: ZoneRules? {
    if case .zone(let rules) = self { return rules }
    return nil
  }

  /// Parses `Z`, `UTC`, `+02:00`, `+0200`, `-05`, `UTC+2` and `+05:30` (seconds east of UTC), or `nil`
  /// (`ZoneInfo.offsetSeconds(parsing:)`).
  package static func parseOffset(_ text: String) -> Int? { ZoneInfo.offsetSeconds(parsing: text) }
}

/// One piece of a sample inside one interval, in seconds since 1970 (UTC).
struct Piece: Sendable, Hashable {
  var start: Double
  var end: Double
  /// The piece's value: for cumulative types the sample's value pro-rated to the piece's share of the
  /// sample's duration; for discrete types the sample's value.
  var value: Double
  /// The sample's position in the input, for ties.
  var order: Int
}

/// Splits a sample's span at the interval boundaries of its local time.
enum IntervalSplitter {
  /// Calls `body(startDay, piece)` for each interval the span `[start, end]` touches, in time order.
  /// An instantaneous span (`end == start`) gives one piece, in the interval holding its instant.
  /// `prorate`: cumulative pieces carry their share of `value` by duration.
  static func split(
    start: Double, end: Double, value: Double, order: Int, offset: Int, interval: StatisticsInterval,
    prorate: Bool, _ body: (Int64, Piece) throws -> Void
  ) rethrows {
    let shift = Double(offset)
    let localStart = start + shift
    var day = interval.startDay(of: Int64((localStart / 86_400).rounded(.down)))
    let length = end - start
    guard length > 0 else {
      try body(day, Piece(start: start, end: end, value: value, order: order))
      return
    }
    var from = start
    while from < end {
      let next = interval.nextStartDay(after: day)
      let boundary = Double(next) * 86_400 - shift
      let to = min(end, boundary)
      if to > from {
        let share = prorate ? value * (to - from) / length : value
        try body(day, Piece(start: from, end: to, value: share, order: order))
      }
      from = to
      day = next
    }
  }
}
