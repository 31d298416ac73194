import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--trim FROM..TO`: keeps the part of a workout between two instants.
///
/// Each bound is an ISO 8601 time (`2024-05-01T07:35:00+02:00`), an offset from the workout's start
/// (`+5m`) or from its end (`-2m`), or empty (the workout's own start or end). What lies outside is
/// removed and counted: route points, series entries, samples, instant events (pause, resume, marker),
/// laps and activities wholly outside. Laps and activities cut by a bound are clipped to it; their
/// recorded totals described the whole lap, so they are removed (counted) rather than kept wrong, and
/// the workout's own totals too when the workout was cut, then recomputed from the records left
/// (`SummaryDerivation.invalidate` / `rederive`, marked derived). Timer durations are recomputed from
/// the pauses left. A workout wholly outside the range is removed.
public struct WorkoutTrim: ActivityOperation {
  /// One end of the range.
  public enum Bound: Sendable, Hashable {
    /// An instant.
    case time(Date)
    /// Seconds after the workout's start.
    case afterStart(TimeInterval)
    /// Seconds before the workout's end.
    case beforeEnd(TimeInterval)
  }

  public let option = "--trim"
  public var from: Bound?
  public var to: Bound?
  /// A split's rule: an entry is kept when its end is inside the range and a lap when its start is (every
  /// record and lap lands in one part); by default an entry must lie wholly inside and a lap is kept,
  /// clipped, when it overlaps the range.
  var splitsParts = false
  /// Leave out what lies exactly at the upper bound (a split: it belongs to the next part).
  var excludesUpper = false

  /// A trim to `from..to` (nil: the workout's own start or end).
  public init(from: Bound?, to: Bound?) {
    self.from = from
    self.to = to
  }

  /// Parses `FROM..TO`.
  public init?(parsing text: String) {
    guard let range = text.firstRange(of: "..") else { return nil }
    let lower = String(text[..<range.lowerBound])
    let upper = String(text[range.upperBound...])
    func bound(_ s: String) -> Bound?? {
      if s.isEmpty { return .some(nil) }
      if let first = s.first, first == "+" || first == "-", let seconds = DurationText.parse(s) {
        return first == "+" ? .some(.afterStart(seconds)) : .some(.beforeEnd(-seconds))
      }
      if let t = ISO8601Timestamp.parse(s) { return .some(.time(t.date)) }
      return nil
    }
    guard let f = bound(lower), let t = bound(upper), f != nil || t != nil else { return nil }
    self.init(from: f, to: t)
  }

  func isRelative(_ bound: Bound?) -> Bool {
    switch bound {
    case .afterStart, .beforeEnd: return true
    default: return false
    }
  }

  func resolve(_ bound: Bound?, start: Date, end: Date, isLower: Bool) -> Date {
    switch bound {
    case nil: return isLower ? start : end
    case .time(let d): return d
    case .afterStart(let s): return start.addingTimeInterval(s)
    case .beforeEnd(let s): return end.addingTimeInterval(-s)
    }
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    let lower = resolve(from, start: shell.header.start.date, end: shell.header.end.date, isLower: true)
    let upper = resolve(to, start: shell.header.start.date, end: shell.header.end.date, isLower: false)
    let reason =
      "outside \(ISO8601Timestamp.format(Timestamp(lower, utcOffset: shell.header.start.utcOffset)))..\(ISO8601Timestamp.format(Timestamp(upper, utcOffset: shell.header.start.utcOffset)))"
    // An empty range: a usage error when an offset made it so (it says nothing about other workouts),
    // a workout outside the range when both ends are times or the workout's own ends.
    if lower >= upper, isRelative(from) || isRelative(to) {
      throw ConversionError(
        .usage,
        "--trim: the range \(reason.dropFirst(8)) is empty for the workout starting \(shell.header.start)")
    }
    if lower >= upper || shell.header.end.date < lower || shell.header.start.date > upper {
      note(context, "workouts", "removed", 1, reason)
      return nil
    }
    let cutStart = shell.header.start.date < lower
    let cutEnd = shell.header.end.date > upper
    guard cutStart || cutEnd else { return (shell, points) }

    var workout = shell
    let range = KeptRange(lower: lower, upper: upper, excludesUpper: excludesUpper)
    var counts = TrimCounts()
    workout.events = trim(shell.events, range: range, pauses: shell.events, counts: &counts)
    workout.activities = trimActivities(shell, range: range, counts: &counts)
    workout.header.start = range.clip(shell.header.start)
    workout.header.end = range.clip(shell.header.end)
    counts.totalsRemoved += workout.totals.count
    workout.totals = [:]
    let elapsed = shell.header.end.timeIntervalSince(shell.header.start)
    let share = elapsed > 0 ? workout.header.end.timeIntervalSince(workout.header.start) / elapsed : nil
    counts.totalsRemoved += SummaryDerivation.invalidate(
      &workout.statistics, &workout.header.metadata, share: share)
    if workout.duration != nil {
      workout.duration = Self.activeSeconds(
        from: workout.header.start.date, to: workout.header.end.date, pauses: workout.events)
    }

    let (samples, series) = trimSamples(shell, points: points, range: range, counts: &counts)
    workout.samples = samples
    let filtered = WorkoutPoints(
      routes: points.routes, series: series, locationTransform: points.locationTransform)

    var (rewritten, newPoints, rewriteCounts) = try PointRewriter.rewrite(
      workout, filtered,
      location: { _, _, l in range.inside(l.time) },
      entry: { [splitsParts] _, e in
        // A split gives an entry to the part holding its end: an increment from one record to the next
        // belongs with the record that closes it, so each record is written in one part only.
        splitsParts ? range.inside(e.end) : e.start >= range.lower && e.end <= range.upper
      })
    let rederived = try SummaryDerivation.rederive(&rewritten, points: newPoints)
    report(counts, rewrite: rewriteCounts, rederived: rederived, reason: reason, context: context)
    return (rewritten, newPoints)
  }

  /// The instants a trim keeps: `lower ... upper` (`lower ..< upper` when `excludesUpper`).
  struct KeptRange {
    let lower: Date
    let upper: Date
    let excludesUpper: Bool

    func inside(_ d: Date) -> Bool { d >= lower && (excludesUpper ? d < upper : d <= upper) }

    /// A time moved into the range.
    func clip(_ t: Timestamp) -> Timestamp {
      t.date < lower
        ? Timestamp(lower, utcOffset: t.utcOffset)
        : t.date > upper ? Timestamp(upper, utcOffset: t.utcOffset) : t
    }
  }

  /// What a trim removed and clipped, for the report.
  struct TrimCounts {
    var eventsRemoved = 0
    var lapsRemoved = 0
    var lapsClipped = 0
    var totalsRemoved = 0
    var activitiesRemoved = 0
    var activitiesClipped = 0
    var samplesRemoved = 0
    var beatsRemoved = 0
  }

  /// Events inside the range, laps cut by it clipped (their totals invalidated); `pauses`: the events
  /// whose pauses a clipped lap's timer leaves out.
  func trim(_ events: [WorkoutEvent], range: KeptRange, pauses: [WorkoutEvent], counts: inout TrimCounts)
    -> [WorkoutEvent]
  {
    var kept: [WorkoutEvent] = []
    // A split ends a lap where the next one starts: a device's lap may overrun its successor's start by
    // its rounding (a start in whole seconds, an elapsed time in milliseconds).
    let lapStarts = events.filter { $0.type == .lap }.map(\.start.date).sorted()
    for var e in events {
      var end = e.end.date
      if splitsParts, e.type == .lap, let next = lapStarts.first(where: { $0 > e.start.date }) {
        end = min(end, next)
      }
      if e.duration == 0 {
        if range.inside(e.start.date) { kept.append(e) } else { counts.eventsRemoved += 1 }
        continue
      }
      // A split gives a lap to the part holding its start, and the rest of a lap cut by a part's start
      // to that part.
      let belongs =
        splitsParts
        ? (range.inside(e.start.date) || (e.start.date < range.lower && end > range.lower))
        : end > range.lower && e.start.date < range.upper
      guard belongs else {
        if e.type == .lap { counts.lapsRemoved += 1 } else { counts.eventsRemoved += 1 }
        continue
      }
      if e.start.date < range.lower || end > range.upper {
        let newStart = range.clip(e.start)
        let newEnd = min(end, range.upper)
        let share = e.duration > 0 ? newEnd.timeIntervalSince(newStart.date) / e.duration : nil
        e.duration = newEnd.timeIntervalSince(newStart.date)
        e.start = newStart
        counts.lapsClipped += 1
        counts.totalsRemoved += SummaryDerivation.invalidate(&e.statistics, &e.metadata, share: share)
        if e.metadata[SummaryKey.timerDuration] != nil {
          e.timerDuration = Self.activeSeconds(from: e.start.date, to: newEnd, pauses: pauses)
        }
      }
      kept.append(e)
    }
    return kept
  }

  /// The activities inside the range, those cut by it clipped (their totals invalidated).
  func trimActivities(_ shell: Workout, range: KeptRange, counts: inout TrimCounts) -> [WorkoutActivity] {
    var activities: [WorkoutActivity] = []
    for var a in shell.activities {
      guard a.end.date > range.lower, a.start.date < range.upper else {
        counts.activitiesRemoved += 1
        continue
      }
      a.events = trim(a.events, range: range, pauses: shell.events, counts: &counts)
      if a.start.date < range.lower || a.end.date > range.upper {
        let elapsed = a.end.timeIntervalSince(a.start)
        a.start = range.clip(a.start)
        a.end = range.clip(a.end)
        let share = elapsed > 0 ? a.end.timeIntervalSince(a.start) / elapsed : nil
        counts.totalsRemoved += SummaryDerivation.invalidate(&a.statistics, &a.metadata, share: share)
        if a.duration != nil {
          a.duration = Self.activeSeconds(from: a.start.date, to: a.end.date, pauses: shell.events + a.events)
        }
        counts.activitiesClipped += 1
      }
      activities.append(a)
    }
    return activities
  }

  /// Samples without series: kept when wholly inside; heartbeat series keep the beats inside. Series
  /// samples are kept here (their entries are filtered with the points).
  func trimSamples(_ shell: Workout, points: WorkoutPoints, range: KeptRange, counts: inout TrimCounts)
    -> ([WorkoutSample], [Spool<QuantitySeriesEntry>?])
  {
    var samples: [WorkoutSample] = []
    var series: [Spool<QuantitySeriesEntry>?] = []
    for (i, sample) in shell.samples.enumerated() {
      let spool = i < points.series.count ? points.series[i] : nil
      if spool != nil {
        samples.append(sample)
        series.append(spool)
        continue
      }
      let h = sample.header
      if h.start.date >= range.lower && h.end.date <= range.upper {
        samples.append(sample)
        series.append(nil)
        continue
      }
      if case .heartbeatSeries(var hb) = sample, h.end.date > range.lower, h.start.date < range.upper {
        let newStart = max(h.start.date, range.lower)
        let shift = newStart.timeIntervalSince(h.start.date)
        let before = hb.beats.count
        hb.beats = hb.beats.compactMap { beat in
          let t = h.start.date.addingTimeInterval(beat.offset)
          guard range.inside(t) else { return nil }
          return Heartbeat(offset: beat.offset - shift, precededByGap: beat.precededByGap)
        }
        counts.beatsRemoved += before - hb.beats.count
        if !hb.beats.isEmpty {
          hb.header.start = range.clip(h.start)
          hb.header.end = range.clip(h.end)
          samples.append(.heartbeatSeries(hb))
          series.append(nil)
          continue
        }
      }
      counts.samplesRemoved += 1
    }
    return (samples, series)
  }

  /// The trim's changes in the report.
  func report(
    _ counts: TrimCounts, rewrite: PointRewriteCounts, rederived: SummaryDerivation.Derived, reason: String,
    context: ConversionContext
  ) {
    note(context, "route points", "removed", rewrite.locationsRemoved, reason)
    note(context, "series entries", "removed", rewrite.entriesRemoved, reason)
    note(context, "samples", "removed", counts.samplesRemoved + rewrite.seriesSamplesRemoved, reason)
    note(context, "routes", "removed", rewrite.routesRemoved, reason)
    note(context, "heartbeats", "removed", counts.beatsRemoved, reason)
    note(context, "laps", "removed", counts.lapsRemoved, reason)
    note(context, "events", "removed", counts.eventsRemoved, reason)
    note(context, "activities", "removed", counts.activitiesRemoved, reason)
    note(context, "activities", "clipped", counts.activitiesClipped, "cut by the range")
    note(
      context, "laps", "clipped", counts.lapsClipped,
      "cut by the range; their totals covered the part removed")
    note(
      context, "totals", "removed", counts.totalsRemoved,
      "they covered the part removed (statistics, ascent/descent, FIT summary values)")
    note(context, "totals", "recomputed", rederived.total, "from the records left (marked derived)")
  }

  /// Seconds between `start` and `end` outside the pauses recorded as `.pause`/`.resume` events (and
  /// `.motionPaused`/`.motionResumed`).
  static func activeSeconds(from start: Date, to end: Date, pauses events: [WorkoutEvent]) -> TimeInterval {
    var paused = 0.0
    var pausedSince: Date?
    for e in events.sorted(by: { $0.start < $1.start }) {
      switch e.type {
      case .pause, .motionPaused:
        if pausedSince == nil { pausedSince = e.start.date }
      case .resume, .motionResumed:
        if let since = pausedSince {
          let a = max(since, start)
          let b = min(e.start.date, end)
          if b > a { paused += b.timeIntervalSince(a) }
          pausedSince = nil
        }
      default: break
      }
    }
    if let since = pausedSince, end > max(since, start) { paused += end.timeIntervalSince(max(since, start)) }
    return max(0, end.timeIntervalSince(start) - paused)
  }
}
