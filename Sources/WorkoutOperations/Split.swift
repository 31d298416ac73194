import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--split gap=DURATION|day|lap|activity`: one workout per part.
///
/// - `gap=10m`: a new part wherever the recording stops for longer than the duration (the times of
///   the first route, else of the longest series).
/// - `day`: a new part at each local midnight (in the workout's own UTC offset).
/// - `lap`: one part per lap; `activity`: one part per activity (multisport leg).
///
/// Each part is the workout trimmed to the part's interval (`WorkoutTrim`'s split rule), from the first
/// part's start up to, but not including, the next part's start: every record lands in exactly one part
/// (a record at a boundary in the later one; an increment with the record that closes it), every lap in
/// the part holding its start (a lap ends where the next one starts). A lap a part holds whole keeps its
/// recorded totals; a lap or part cut by a boundary has its totals recomputed from the records left
/// (`SummaryDerivation`), and a part of whole laps takes their totals, so the parts sum to the whole.
/// Parts get their own UUID (version 5 of the workout's UUID and the part's number). The report says
/// how many workouts the split made and that the points out add up to the points in.
public struct WorkoutSplit: SplittingActivityOperation {
  /// Where to cut.
  public enum Rule: Sendable, Hashable {
    case gap(TimeInterval)
    case day
    case lap
    case activity
  }

  public let option = "--split"
  public var rule: Rule

  /// A split by `rule`.
  public init(rule: Rule) { self.rule = rule }

  /// Parses `gap=10m`, `day`, `lap`, `activity`.
  public init?(parsing text: String) {
    switch text {
    case "day": self.init(rule: .day)
    case "lap", "laps": self.init(rule: .lap)
    case "activity", "activities", "leg", "legs": self.init(rule: .activity)
    default:
      guard text.hasPrefix("gap="), let seconds = DurationText.parse(String(text.dropFirst(4))), seconds > 0
      else {
        return nil
      }
      self.init(rule: .gap(seconds))
    }
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    try split(shell, points: points, context: context).first
  }

  public func split(_ shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> [(
    Workout, WorkoutPoints
  )] {
    let starts = try partStarts(shell, points: points)
    guard starts.count > 1 else { return [(shell, points)] }
    var parts: [(Workout, WorkoutPoints)] = []
    let quiet = ConversionContext(inputName: context.inputName, options: context.options)
    var locationsOut = 0
    var overlapping = 0
    let legs = shell.activities.sorted { $0.start < $1.start }
    var entriesOut = 0
    for (index, start) in starts.enumerated() {
      let isLast = index == starts.count - 1
      // Up to the next part's start, exclusive; the first and last parts also take the points recorded
      // before the workout's start or after its end.
      let end = isLast ? Date.distantFuture : starts[index + 1]
      guard end > start else { continue }
      var trim = WorkoutTrim(from: .time(index == 0 ? .distantPast : start), to: .time(end))
      trim.splitsParts = true
      trim.excludesUpper = true
      guard let (part, partPoints) = try trim.apply(to: shell, points: points, context: quiet) else {
        continue
      }
      var workout = part
      if case .activity = rule {
        // One leg per part: legs recorded overlapping this one (a session spanning the others) stay in
        // their own parts.
        let before = workout.activities.count
        workout.activities.removeAll { $0.uuid != legs[index].uuid }
        overlapping += before - workout.activities.count
      }
      workout.header.uuid = Identity.uuidV5(name: "split \(shell.header.uuid.uuidString) \(index + 1)")
      workout.header.metadata["WKSplitPart"] = .string("\(parts.count + 1)")
      locationsOut += partPoints.routes.reduce(0) { $0 + $1.count }
      entriesOut += partPoints.series.reduce(0) { $0 + ($1?.count ?? 0) }
      parts.append((workout, partPoints))
    }
    let locationsIn = points.routes.reduce(0) { $0 + $1.count }
    let entriesIn = points.series.reduce(0) { $0 + ($1?.count ?? 0) }
    note(context, "workouts", "added", parts.count - 1, "one workout became \(parts.count) (\(describe))")
    note(
      context, "activities", "removed", overlapping, "overlapping another leg's part (kept in their own part)"
    )
    note(context, "route points", "removed", locationsIn - locationsOut, "in no part")
    note(context, "series entries", "removed", entriesIn - entriesOut, "in no part")
    let lapsClipped = quiet.report.changes.filter { $0.kind == "laps" && $0.action == "clipped" }.reduce(0) {
      $0 + $1.count
    }
    note(context, "laps", "clipped", lapsClipped, "cut by a part boundary; their totals recomputed")
    let totals = quiet.report.changes.filter { $0.kind == "totals" }.reduce(0) { $0 + $1.count }
    note(context, "totals", "removed", totals, "they covered the whole workout, not a part")
    return parts
  }

  var describe: String {
    switch rule {
    case .gap(let s): return "gaps over \(DurationText.format(s).dropFirst())"
    case .day: return "local days"
    case .lap: return "laps"
    case .activity: return "activities"
    }
  }

  /// The start of each part, in order (one element: nothing to split).
  func partStarts(_ shell: Workout, points: WorkoutPoints) throws -> [Date] {
    let start = shell.header.start.date
    let end = shell.header.end.date
    switch rule {
    case .lap:
      let laps = shell.events.filter { $0.type == .lap }.map(\.start.date).sorted()
      return laps.isEmpty ? [start] : [min(start, laps[0])] + laps.dropFirst()
    case .activity:
      let legs = shell.activities.map(\.start.date).sorted()
      return legs.isEmpty ? [start] : [min(start, legs[0])] + legs.dropFirst()
    case .day:
      let offset = Double(shell.header.start.utcOffset ?? 0)
      var starts = [start]
      var midnight =
        ((start.timeIntervalSince1970 + offset) / 86_400).rounded(.down) * 86_400 + 86_400 - offset
      while midnight < end.timeIntervalSince1970 {
        starts.append(Date(timeIntervalSince1970: midnight))
        midnight += 86_400
      }
      return starts
    case .gap(let gap):
      var starts = [start]
      var previous: Date?
      func visit(_ t: Date) {
        if let p = previous, t.timeIntervalSince(p) > gap { starts.append(t) }
        previous = t
      }
      if !points.routes.isEmpty, points.routes[0].count > 0 {
        try points.forEachLocationChunk(route: 0) { chunk in for l in chunk { visit(l.time) } }
      } else if let longest = points.series.compactMap({ $0 }).max(by: { $0.count < $1.count }) {
        try longest.forEachChunk { chunk in for e in chunk { visit(e.start) } }
      }
      return starts
    }
  }
}
