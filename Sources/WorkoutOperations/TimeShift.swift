import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--shift ±DURATION`: moves every instant of a workout (its intervals, events, laps, statistics, route
/// locations and series entries) by the same number of seconds, keeping each UTC offset — for a device
/// whose clock was off.
public struct TimeShift: ActivityOperation {
  public let option = "--shift"
  /// Seconds added to every instant (negative: earlier).
  public var seconds: TimeInterval

  /// A shift by `seconds`.
  public init(seconds: TimeInterval) { self.seconds = seconds }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    guard seconds != 0 else { return (shell, points) }
    let d = seconds
    var workout = shell
    let moved = workout.mapTimestamps { $0.adding(d) }
    let (rewritten, newPoints, counts) = try Self.movePoints(workout, points, by: d)
    let reason = "by \(DurationText.format(d))"
    note(context, "timestamps", "moved", moved, reason)
    note(context, "route points", "moved", counts.locationsIn, reason)
    note(context, "series entries", "moved", counts.entriesIn, reason)
    return (rewritten, newPoints)
  }

  /// Moves every route location and series entry by `seconds` (the shell's timestamps are left as they are).
  static func movePoints(_ shell: Workout, _ points: WorkoutPoints, by seconds: TimeInterval) throws -> (
    Workout, WorkoutPoints, PointRewriteCounts
  ) {
    try PointRewriter.rewrite(
      shell, points,
      location: { _, _, l in
        l.time = l.time.addingTimeInterval(seconds)
        return true
      },
      entry: { _, e in
        e.start = e.start.addingTimeInterval(seconds)
        e.end = e.end.addingTimeInterval(seconds)
        return true
      })
  }
}
