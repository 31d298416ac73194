import FoundationEssentials

/// Where the values of a lap or session summary live in the model — the one summary model every
/// format reads into and writes from.
///
/// - A **lap** is a `WorkoutEvent` of type `.lap`; its interval is the elapsed time
///   (`start … start + duration`). A **session** (a multisport leg, or the whole activity) is a
///   `WorkoutActivity` (interval = elapsed, `duration` = timer seconds); the **workout** is the
///   `Workout` (header interval = elapsed, `duration` = timer seconds).
/// - Totals, averages and maxima are `statistics`: one `WorkoutStatistics` per quantity type, each in
///   its own unit (distance and energy as `sum`; heart rate, power, cadence, speed as `average`,
///   `maximum`, `minimum`). Writers convert through `QuantityUnit`; no writer assumes a unit.
/// - Ascent and descent are the length quantities HealthKit keeps on workouts
///   (`HKElevationAscended`, `HKElevationDescended` metadata).
/// - A lap's timer (active) seconds, when recorded, is `WKTimerDuration` metadata (seconds).
/// - Values a reader or writer derived instead of reading (a session distance from positions, a
///   session total summed from its laps) are named in `WKDerived` metadata (comma-separated keys:
///   statistic types or metadata keys), so a derived value is never mistaken for a recorded one.
/// - Summary fields of a format that have no model home travel as metadata named
///   `<format>.<message>.<field>` (e.g. `FIT.lap.total_cycles`), quantities in the format's own unit,
///   so that the same format writes them back.
/// - A source whose running distance counter restarted at a session's start (a multisport leg, a
///   chained file's next activity) marks that `WorkoutActivity` with `WKDistanceRestart` (`true`); a
///   writer of running totals (FIT record `distance`) starts the activity's total from zero there, so
///   each leg's distance restarts where the source's did.
public enum SummaryKey {
  /// Metadata key of a lap's timer (active) seconds.
  public static let timerDuration = "WKTimerDuration"
  /// Metadata key listing the derived values (comma-separated statistic types or metadata keys).
  public static let derived = "WKDerived"
  /// HealthKit's total-ascent metadata key (a length quantity).
  public static let elevationAscended = "HKElevationAscended"
  /// HealthKit's total-descent metadata key (a length quantity).
  public static let elevationDescended = "HKElevationDescended"
  /// Metadata key (`true`) of an activity at whose start the source's running distance counter restarted.
  public static let distanceRestart = "WKDistanceRestart"
}

extension Metadata {
  /// The keys listed as derived (`WKDerived`).
  public var derivedKeys: [String] {
    guard case .string(let list)? = self[SummaryKey.derived] else { return [] }
    return list.split(separator: ",").map(String.init)
  }

  /// Marks `key` as derived (`WKDerived`), once.
  public mutating func markDerived(_ key: String) {
    var keys = derivedKeys
    guard !keys.contains(key) else { return }
    keys.append(key)
    self[SummaryKey.derived] = .string(keys.joined(separator: ","))
  }

  /// A length quantity stored under `key` (ascent, descent), converted to `unit`.
  public func quantity(_ key: String, in unit: QuantityUnit) -> Double? {
    guard case .quantity(let q)? = self[key] else { return nil }
    return try? q.converted(to: unit).value
  }
}

extension WorkoutEvent {
  /// The lap's timer (active) seconds (`WKTimerDuration`), when recorded.
  public var timerDuration: TimeInterval? {
    get { metadata[SummaryKey.timerDuration]?.doubleValue }
    set { metadata[SummaryKey.timerDuration] = newValue.map { .number($0) } }
  }
}

extension WorkoutActivity {
  /// Whether the source's running distance counter restarted at this activity's start (`WKDistanceRestart`).
  public var restartsDistance: Bool {
    get { metadata[SummaryKey.distanceRestart]?.doubleValue == 1 }
    set { metadata[SummaryKey.distanceRestart] = newValue ? .bool(true) : nil }
  }
}

extension Array where Element == WorkoutStatistics {
  /// The statistics of one quantity type, if present.
  public func first(type: String) -> WorkoutStatistics? { first { $0.type == type } }
}
