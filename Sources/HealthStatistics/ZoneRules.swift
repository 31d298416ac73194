import FoundationEssentials
import WorkoutModel

/// A named time zone's UTC offsets over time and its local midnights, from WorkoutModel's `ZoneInfo` (the
/// system's TZif files, with the POSIX rule after the last listed transition): FoundationEssentials
/// carries no time zone database (`TimeZone(identifier:)` is nil without ICU).
package struct ZoneRules: Sendable, Hashable {
  /// The zone's name, e.g. `Europe/Berlin`.
  package var name: String { zone.identifier }
  let zone: ZoneInfo

  /// The offset (seconds east of UTC) in effect at `seconds` since 1970 (UTC).
  package func offset(at seconds: Double) -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
  }

  /// The instant of local midnight starting local day `day` (days since 1970 in local time). Where a
  /// change makes midnight ambiguous, its first occurrence; where it skips midnight, the change's instant
  /// (the day's first instant), as Python's `zoneinfo` with `fold=0`.
  func midnight(ofDay day: Int64) -> Double {
    let local = Double(day) * 86_400
    let before = offset(at: local - 86_400)
    let after = offset(at: local + 86_400)
    let early = local - Double(before)
    let late = local - Double(after)
    return offset(at: early) == before || offset(at: late) != after ? early : late
  }

  /// The zone named `name` (`Europe/Berlin`); nil when the system has no such zone.
  package static func load(_ name: String) -> ZoneRules? {
    ZoneInfo(identifier: name).map { ZoneRules(zone: $0) }
  }
}
