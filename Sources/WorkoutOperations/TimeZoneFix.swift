import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--time-zone ZONE|±HH:MM`: the UTC offset a workout's times are written with.
///
/// - `.offset` (the default) keeps every instant and sets each timestamp's UTC offset to the zone's
///   offset at that instant (daylight saving time included): a file written in UTC, or in the wrong
///   zone, shows the right local times.
/// - `.clock` is for a device whose clock was set to the wrong zone: the local (wall-clock) times as
///   recorded are kept and the instants move, by the difference between the offset the file was written
///   with (none: UTC) and the zone's offset at the workout's start — every point by the same amount.
///
/// Either way the workout's `HKTimeZone` metadata becomes the zone's identifier, and a FIT source's
/// `FITUTCOffset` the new offset at the start, so that FIT `local_timestamp` (written from the start's
/// offset) and Apple's time zone say the same thing.
public struct TimeZoneFix: ActivityOperation {
  /// What changes.
  public enum Mode: String, Sendable, CaseIterable {
    /// Instants kept, offsets set.
    case offset
    /// Local times kept, instants moved.
    case clock
  }

  public let option = "--time-zone"
  /// The zone.
  public var zone: ZoneInfo
  public var mode: Mode

  /// A fix to `zone`.
  public init(zone: ZoneInfo, mode: Mode = .offset) {
    self.zone = zone
    self.mode = mode
  }

  /// A fix to `zone`: the tz database's zone of its name, else its fixed offset now.
  public init(zone: TimeZone, mode: Mode = .offset) {
    self.init(
      zone: ZoneInfo(identifier: zone.identifier) ?? ZoneInfo(secondsFromGMT: zone.secondsFromGMT()),
      mode: mode)
  }

  /// Parses `Europe/Paris`, `UTC`, `+02:00`, `-0530`, `+2`: a zone name first, else an offset
  /// (`ZoneInfo.offsetSeconds(parsing:)`).
  public static func zone(named text: String) -> ZoneInfo? {
    if let first = text.first, first != "+", first != "-", let zone = ZoneInfo(identifier: text) {
      return zone
    }
    return ZoneInfo.offsetSeconds(parsing: text).map { ZoneInfo(secondsFromGMT: $0) }
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    var workout = shell
    var newPoints = points
    let zone = self.zone
    let start = shell.header.start
    var delta: TimeInterval = 0
    if mode == .clock {
      // The wall-clock start as recorded, read in `zone`: iterate once so a start near a DST change
      // takes the offset in force at the corrected instant.
      let recorded = Double(start.utcOffset ?? 0)
      delta = recorded - Double(zone.secondsFromGMT(for: start.date))
      delta = recorded - Double(zone.secondsFromGMT(for: start.date.addingTimeInterval(delta)))
    }
    let d = delta
    let changed = workout.mapTimestamps { t in
      let instant = t.date.addingTimeInterval(d)
      return Timestamp(instant, utcOffset: zone.secondsFromGMT(for: instant))
    }
    if d != 0 {
      let (rewritten, rewrittenPoints, counts) = try TimeShift.movePoints(workout, points, by: d)
      workout = rewritten
      newPoints = rewrittenPoints
      let reason = "device clock read as \(zone.identifier): by \(DurationText.format(d))"
      note(context, "route points", "moved", counts.locationsIn, reason)
      note(context, "series entries", "moved", counts.entriesIn, reason)
    }
    let offset = zone.secondsFromGMT(for: workout.header.start.date)
    workout.header.metadata[MetadataKeys.timeZone] = .string(zone.identifier)
    if workout.header.metadata["FITUTCOffset"] != nil {
      workout.header.metadata["FITUTCOffset"] = .number(Double(offset))
    }
    note(
      context, "timestamps", mode == .clock ? "moved" : "re-offset", changed,
      mode == .clock
        ? "local times kept in \(zone.identifier), instants moved by \(DurationText.format(d))"
        : "UTC offset of \(zone.identifier), instants kept")
    return (workout, newPoints)
  }
}
