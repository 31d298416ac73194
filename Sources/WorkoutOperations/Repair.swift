import FormatKit
import FoundationEssentials
import WorkoutModel

/// `wkconv repair`: brings a workout's laps and sessions in line with its records.
///
/// The records (route points and series entries) are taken as the truth: a damaged file keeps its
/// records up to the damage, while the summaries a device writes last (the session, the last lap) are
/// the first lost. The rules, applied to every workout, each change counted in the report's `changes`
/// (operation `repair`) and so listed by `--explain`:
///
/// 1. The workout (and the last session) is extended to its last record when it ends earlier.
/// 2. Laps are clipped to their session; a lap wholly outside it is removed; a lap starting before
///    the previous one ends starts at that end.
/// 3. A lap whose timer is above its elapsed time gets the active time of its interval.
/// 4. Records no lap covers (a session without laps, records after the last lap — the lap the device
///    had not written yet) get a lap rebuilt from them.
/// 5. A session without a summary (the session message was lost) gets one from its laps; a session whose
///    timer, distance or energy differs from the sum of its laps, or whose timer is above its elapsed
///    time, gets the laps' sums.
///
/// Rebuilt values list their keys in `WKDerived` (`SummaryKey.derived`). Records are read from the
/// points' spools in one pass (bounded memory).
///
/// An intact input (the reader recovered from no damage) keeps what its device recorded: only what is
/// missing is filled in (a lap over the records of a session without laps, a session summary from its
/// laps, the start of a lap message holding only a timestamp) and copies are removed (a repeated session
/// or lap). The rules that change recorded values — 1, 2, 3 and 5's corrections, the session bounds — are
/// not applied to it: each inconsistency they find is reported as a warning (`repair.leftAsWritten.…`,
/// with its count and what a damaged input would get). On the corpus, what they find in intact files are
/// device conventions, not damage: records a second or three after the session's end, pool-swim laps
/// overlapping by their rounding, lap timers above elapsed in fr110, Zwift and Suunto files, and a
/// fenix2 triathlon whose session starts 45 minutes after its first lap (the transition).
public struct WorkoutRepair: ActivityOperation {
  public let option = "repair"

  /// Records closer than this to a lap's end are the lap's (devices write the lap a moment before its
  /// last record).
  public var lapSlack: TimeInterval = 1

  public init() {}

  /// A session: the workout itself (no activities) or one activity.
  struct Session {
    var start: Date
    var end: Date
    var timer: TimeInterval?
    var statistics: [WorkoutStatistics]
    var metadata: Metadata
    var activityType: WorkoutActivityType
    var utcOffset: Int?
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    guard let span = Self.recordSpan(shell) else { return (shell, points) }
    var run = Run(repair: self, context: context, span: span, workout: shell)
    run.extendWorkoutEnd()
    run.makeSessions()
    run.startWithFirstLap()
    run.fitLapsToSessions()
    let rebuiltLaps = run.rebuildMissingLaps()
    try run.deriveRebuiltLaps(rebuiltLaps, points: points)
    try run.fitSessionsToLaps()
    run.reportSessionChanges()
    return (run.finishedWorkout(), points)
  }

  /// One workout's repair, step by step (the numbered rules of `WorkoutRepair`).
  struct Run {
    let repair: WorkoutRepair
    let context: ConversionContext
    /// The first and last record.
    let span: (start: Date, end: Date)
    /// The reader recovered from no damage: recorded values are left as they are (`leave`).
    let intact: Bool
    let offset: Int?
    var workout: Workout
    /// Sessions: the activities of a multisport workout, else the workout itself.
    var sessions: [Session] = []
    var multisport = false
    var pauses: [WorkoutEvent] = []
    var laps: [WorkoutEvent] = []
    /// The workout's events other than laps.
    var others: [WorkoutEvent] = []
    var missingSessions = 0
    var sessionTimers = 0
    var mismatches: [String: Int] = [:]
    var lapTimersFromPauses = 0

    init(repair: WorkoutRepair, context: ConversionContext, span: (start: Date, end: Date), workout: Workout)
    {
      self.repair = repair
      self.context = context
      self.span = span
      self.workout = workout
      intact = !context.report.recoveredFromDamage
      offset = workout.header.start.utcOffset
    }

    /// A rule that would change recorded values, on an intact input: said, not applied.
    func leave(_ kind: String, _ count: Int, _ reason: String, _ wouldBe: String) {
      context.warn(.repairLeftAsWritten(kind: kind, reason: reason, wouldBe: wouldBe), count: count)
    }

    func ts(_ d: Date) -> Timestamp { Timestamp(d, utcOffset: offset) }

    /// 1. The workout ends at its last record at the earliest.
    mutating func extendWorkoutEnd() {
      if span.end > workout.header.end.date.addingTimeInterval(repair.lapSlack), intact {
        leave(
          "workout", 1,
          "the workout ended \(WorkoutRepair.seconds(span.end.timeIntervalSince(workout.header.end.date))) before its last record",
          "extended to its last record")
      } else if span.end > workout.header.end.date.addingTimeInterval(repair.lapSlack) {
        repair.note(
          context, "workout", "extended to its last record", 1,
          "the workout ended \(WorkoutRepair.seconds(span.end.timeIntervalSince(workout.header.end.date))) before its last record"
        )
        workout.header.end = ts(span.end)
      }
      // (Records before the start are not a sign of damage — what a device loses is the end — and are
      // left as they are.)
    }

    /// The sessions, a session repeating the previous one removed, overlapping sessions ended where the
    /// next begins and the last one extended to the last record.
    mutating func makeSessions() {
      // A session repeating the previous one (same interval: a chained file holding the activity twice)
      // is the same session: one is kept.
      workout.activities.sort { $0.start < $1.start }
      var repeated = 0
      var distinct: [WorkoutActivity] = []
      for a in workout.activities {
        if let previous = distinct.last,
          abs(a.start.date.timeIntervalSince(previous.start.date)) <= repair.lapSlack,
          abs(a.end.date.timeIntervalSince(previous.end.date)) <= repair.lapSlack
        {
          repeated += 1
          continue
        }
        distinct.append(a)
      }
      if repeated > 0 {
        repair.note(
          context, "session", "removed", repeated,
          "sessions repeating the previous session's interval (a chained file's copy; the records are kept)")
        workout.activities = distinct
        if distinct.count == 1 { workout.duration = distinct[0].duration }
      }
      multisport = workout.activities.count > 1
      if multisport {
        sessions = workout.activities.map {
          Session(
            start: $0.start.date, end: $0.end.date, timer: $0.duration, statistics: $0.statistics,
            metadata: $0.metadata, activityType: $0.configuration.activityType, utcOffset: offset)
        }
        var overlapping = 0
        for i in sessions.indices.dropLast()
        where sessions[i].end > sessions[i + 1].start.addingTimeInterval(repair.lapSlack) {
          sessions[i].end = max(sessions[i].start, sessions[i + 1].start)
          overlapping += 1
        }
        if overlapping > 0 && intact {
          leave(
            "session", overlapping, "sessions ending after the next session began",
            "ended where the next begins")
          for i in sessions.indices { sessions[i].end = workout.activities[i].end.date }
        } else if overlapping > 0 {
          repair.note(
            context, "session", "ends where the next begins", overlapping,
            "sessions ending after the next session began (a start_time inconsistent with the elapsed time)")
        }
        if let last = sessions.indices.last,
          sessions[last].end.addingTimeInterval(repair.lapSlack) < workout.header.end.date, intact
        {
          leave("session", 1, "the last session ended before the last record", "extended to the last record")
        } else if let last = sessions.indices.last,
          sessions[last].end.addingTimeInterval(repair.lapSlack) < workout.header.end.date
        {
          repair.note(
            context, "session", "extended to the last record", 1,
            "the last session ended before the last record")
          sessions[last].end = workout.header.end.date
        }
      } else {
        sessions = [
          Session(
            start: workout.header.start.date, end: workout.header.end.date, timer: workout.duration,
            statistics: workout.statistics + (workout.activities.first?.statistics ?? []),
            metadata: workout.header.metadata, activityType: workout.activityType, utcOffset: offset)
        ]
      }
      pauses = workout.events + workout.activities.flatMap(\.events)
    }

    /// A first lap that starts before its session over recorded records: the session's start is the
    /// wrong one (the lap and the records agree), so the session and the workout start with the lap.
    mutating func startWithFirstLap() {
      if let firstLap = workout.events.filter({ $0.type == .lap }).min(by: { $0.start < $1.start }),
        !sessions.isEmpty, firstLap.start.date < sessions[0].start.addingTimeInterval(-repair.lapSlack),
        span.start <= firstLap.start.date.addingTimeInterval(repair.lapSlack), intact
      {
        leave(
          "session", 1,
          "the session started \(WorkoutRepair.seconds(sessions[0].start.timeIntervalSince(firstLap.start.date))) after its first lap and records",
          "started with its first lap")
      } else if let firstLap = workout.events.filter({ $0.type == .lap }).min(by: { $0.start < $1.start }),
        !sessions.isEmpty, firstLap.start.date < sessions[0].start.addingTimeInterval(-repair.lapSlack),
        span.start <= firstLap.start.date.addingTimeInterval(repair.lapSlack)
      {
        repair.note(
          context, "session", "starts with its first lap", 1,
          "the session started \(WorkoutRepair.seconds(sessions[0].start.timeIntervalSince(firstLap.start.date))) after its first lap and records"
        )
        sessions[0].start = firstLap.start.date
        if workout.header.start.date > firstLap.start.date { workout.header.start = ts(firstLap.start.date) }
      }
    }

    /// 2. + 3. Laps inside their session, in order, timer ≤ elapsed.
    mutating func fitLapsToSessions() {
      laps = workout.events.filter { $0.type == .lap }.sorted { $0.start < $1.start }
      others = workout.events.filter { $0.type != .lap }
      var removed = 0
      var clipped = 0
      var overlapping = 0
      var timerFixed = 0
      var zeroLength = 0
      var duplicates = 0
      var kept: [WorkoutEvent] = []
      for var lap in laps {
        guard !sessions.isEmpty else { continue }
        let s = sessions[WorkoutRepair.session(of: lap.start.date, in: sessions, slack: repair.lapSlack)]
        var start = lap.start.date
        var end = lap.end.date
        if lap.duration == 0 && lap.timerDuration == nil {
          // A lap message with no elapsed time: its timestamp is its end; it began where the previous lap
          // (or its session) ended.
          let begin = kept.last.map { max($0.end.date, s.start) } ?? min(s.start, end)
          if begin < end {
            start = begin
            lap.timerDuration = WorkoutTrim.activeSeconds(from: start, to: end, pauses: pauses)
            lap.metadata.markDerived(SummaryKey.timerDuration)
            zeroLength += 1
          }
        }
        // Whole-second start times (TCX, FIT) after fractional durations overlap by less than a second: no
        // inconsistency.
        if let previous = kept.last, start < previous.end.date.addingTimeInterval(-repair.lapSlack) {
          if end <= previous.end.date {
            duplicates += 1
            continue
          }
          overlapping += 1
          if !intact { start = previous.end.date }
        }
        // Within a second of the session's bounds is the devices' whole-second rounding, not a lap outside.
        let sessionEnd = max(s.end, workout.header.end.date)
        let lower = start < s.start.addingTimeInterval(-repair.lapSlack) ? s.start : start
        let upper = end > sessionEnd.addingTimeInterval(repair.lapSlack) ? sessionEnd : end
        if upper <= lower && !(lap.duration == 0 && lower == upper) {
          removed += 1
          if !intact { continue }
        } else if lower != start || upper != end {
          clipped += 1
          if !intact {
            start = lower
            end = upper
          }
        }
        if start != lap.start.date || end != lap.end.date {
          lap.start = Timestamp(start, utcOffset: lap.start.utcOffset)
          lap.duration = end.timeIntervalSince(start)
          if lap.timerDuration != nil {
            lap.timerDuration = WorkoutTrim.activeSeconds(from: start, to: end, pauses: pauses)
          }
        }
        if let timer = lap.timerDuration, timer > lap.duration + 0.001 {
          timerFixed += 1
          if !intact {
            lap.timerDuration = WorkoutTrim.activeSeconds(from: start, to: end, pauses: pauses)
            lap.metadata.markDerived(SummaryKey.timerDuration)
          }
        }
        kept.append(lap)
      }
      laps = kept
      for (kind, action, count, reason) in [
        ("lap", "removed", removed, "laps wholly outside their session (their records are kept)"),
        (
          "lap", "starts at the previous lap's end", zeroLength,
          "laps without elapsed time (only a timestamp, their end)"
        ),
        (
          "lap", "removed", duplicates,
          "laps lying within the previous lap (a chained or repeated file's copy; their records are kept)"
        ),
        ("lap", "clipped to its session", clipped, "laps reaching outside their session"),
        (
          "lap", "starts at the previous lap's end", overlapping,
          "laps starting before the previous lap ended"
        ),
        ("lap timer", "set to the active time of the lap", timerFixed, "lap timer above its elapsed time"),
      ] where count > 0 {
        // Copies are removed and lap messages holding only a timestamp get their start, intact input or not.
        let fillsInOrRemovesCopies =
          reason.hasPrefix("laps without elapsed") || reason.hasPrefix("laps lying within")
        if intact && !fillsInOrRemovesCopies {
          leave(kind, count, reason, action)
          continue
        }
        repair.note(context, kind, action, count, reason)
      }
    }

    /// 4. Laps rebuilt from the records no lap covers; returns their indices in `laps`.
    mutating func rebuildMissingLaps() -> Set<Int> {
      var rebuilt: [(Int, WorkoutEvent)] = []
      var missingAll = 0
      var missingTail = 0
      for (i, s) in sessions.enumerated() {
        let lower = max(s.start, span.start)
        let upper = min(s.end, span.end)
        guard upper > lower else { continue }
        let own = laps.filter {
          WorkoutRepair.session(of: $0.start.date, in: sessions, slack: repair.lapSlack) == i
        }
        if own.isEmpty {
          rebuilt.append((i, repair.lap(from: lower, to: upper, offset: offset)))
          missingAll += 1
          continue
        }
        // Records outside the laps are a sign of a recording cut short only when the session's summary
        // is missing too (a device writes the last lap and the session at the end); with a session, laps
        // that leave some records out are the device's own choice (TCX laps spanning their timer time).
        guard s.timer == nil && s.statistics.isEmpty else { continue }
        if let first = own.first, first.start.date > lower.addingTimeInterval(repair.lapSlack) {
          rebuilt.append((i, repair.lap(from: lower, to: first.start.date, offset: offset)))
          missingTail += 1
        }
        if let last = own.last, upper > last.end.date.addingTimeInterval(repair.lapSlack) {
          rebuilt.append((i, repair.lap(from: last.end.date, to: upper, offset: offset)))
          missingTail += 1
        }
      }
      if missingAll > 0 {
        repair.note(
          context, "lap", "rebuilt from the records", missingAll,
          multisport ? "sessions without laps" : "no laps: one lap over the whole recording")
      }
      if missingTail > 0 {
        repair.note(
          context, "lap", "rebuilt from the records", missingTail,
          "records outside every lap (a lap the device had not written when the recording stopped)")
      }
      let rebuiltIndices = Set(laps.count..<(laps.count + rebuilt.count))
      laps += rebuilt.map(\.1)
      var order = Array(laps.indices)
      order.sort { laps[$0].start < laps[$1].start }
      let rebuiltLaps = Set(order.enumerated().filter { rebuiltIndices.contains($0.element) }.map(\.offset))
      laps = order.map { laps[$0] }
      return rebuiltLaps
    }

    /// Statistics of the rebuilt laps from the records, in one pass over the points.
    mutating func deriveRebuiltLaps(_ rebuiltLaps: Set<Int>, points: WorkoutPoints) throws {
      if !rebuiltLaps.isEmpty {
        let intervals = laps.map { ($0.start.date, $0.end.date) }
        let totals = try RecordTotals.collect(workout, points, intervals: intervals)
        for i in rebuiltLaps {
          let activity =
            sessions.last(where: { $0.start <= laps[i].start.date })?.activityType ?? workout.activityType
          let timer = WorkoutTrim.activeSeconds(
            from: laps[i].start.date, to: laps[i].end.date, pauses: pauses)
          laps[i].timerDuration = timer
          laps[i].metadata.markDerived(SummaryKey.timerDuration)
          laps[i].statistics = totals[i].statistics(
            activity: activity, start: laps[i].start, end: laps[i].end)
          for s in laps[i].statistics { laps[i].metadata.markDerived(s.type) }
        }
      }
    }

    /// 5. Each session from its laps when missing or inconsistent.
    mutating func fitSessionsToLaps() throws {
      for i in sessions.indices {
        let s = sessions[i]
        let ownIndices = laps.indices.filter {
          WorkoutRepair.session(of: laps[$0].start.date, in: sessions, slack: repair.lapSlack) == i
        }
        guard !ownIndices.isEmpty else { continue }
        var lapTimer = ownIndices.reduce(0.0) { $0 + (laps[$1].timerDuration ?? laps[$1].duration) }
        let elapsed = s.end.timeIntervalSince(s.start)
        let n = Double(ownIndices.count + 1)
        // A session timer that disagrees with its laps' but agrees with the pauses recorded: the laps' timers
        // are the wrong ones (a lap timer that ignores a pause inside it) and become their active time.
        if !intact, let timer = s.timer, timer <= elapsed + 0.001,
          abs(timer - lapTimer) > max(n, 0.01 * timer),
          abs(timer - WorkoutTrim.activeSeconds(from: s.start, to: s.end, pauses: pauses))
            <= max(n, 0.01 * timer)
        {
          for k in ownIndices {
            let active = WorkoutTrim.activeSeconds(
              from: laps[k].start.date, to: laps[k].end.date, pauses: pauses)
            guard abs((laps[k].timerDuration ?? laps[k].duration) - active) > repair.lapSlack else {
              continue
            }
            laps[k].timerDuration = active
            laps[k].metadata.markDerived(SummaryKey.timerDuration)
            lapTimersFromPauses += 1
          }
          lapTimer = ownIndices.reduce(0.0) { $0 + (laps[$1].timerDuration ?? laps[$1].duration) }
        }
        let own = ownIndices.map { laps[$0] }
        let missing = s.timer == nil && s.statistics.isEmpty
        var session = s
        if missing {
          missingSessions += 1
          session.timer = min(lapTimer, elapsed)
          session.metadata.markDerived("duration")
          session.statistics = WorkoutRepair.sum(
            own, activity: s.activityType, start: s.start, end: s.end, offset: offset)
          for st in session.statistics { session.metadata.markDerived(st.type) }
        } else {
          // Σ laps = session within what devices' rounding leaves (each lap's timer and distance rounded to
          // whole seconds, metres and kilocalories, or 1 %): beyond it, the session gets the laps' sums.
          if let timer = s.timer, timer > elapsed + 0.001 || abs(timer - lapTimer) > max(n, 0.01 * timer) {
            if timer > elapsed + 0.001 { sessionTimers += 1 } else { mismatches["timer", default: 0] += 1 }
            if !intact {
              session.timer = min(lapTimer, elapsed)
              session.metadata.markDerived("duration")
            }
          }
          let sums = WorkoutRepair.sum(
            own, activity: s.activityType, start: s.start, end: s.end, offset: offset)
          for total in sums where total.sum != nil {
            let quantity = WorkoutRepair.quantityKind(total.type)
            guard
              let j = session.statistics.firstIndex(where: { WorkoutRepair.quantityKind($0.type) == quantity }
              ),
              let recorded = session.statistics[j].sum,
              let value = try? Quantity(recorded, session.statistics[j].unit).doubleValue(for: total.unit)
            else { continue }
            guard abs(value - total.sum!) > max(n, 0.01 * abs(value)) else { continue }
            mismatches[quantity, default: 0] += 1
            if intact { continue }
            session.statistics[j].sum = try Quantity(total.sum!, total.unit).doubleValue(
              for: session.statistics[j].unit)
            session.metadata.markDerived(session.statistics[j].type)
          }
        }
        sessions[i] = session
      }
    }

    /// The changes of rule 5, said or noted.
    func reportSessionChanges() {
      if missingSessions > 0 {
        repair.note(
          context, "session", "rebuilt from its laps", missingSessions,
          "no session summary (a device writes it last; GPX has none): timer, distance, energy and heart rate summed from the laps"
        )
      }
      if lapTimersFromPauses > 0 {
        repair.note(
          context, "lap timer", "set to the active time of the lap", lapTimersFromPauses,
          "lap timers summing to more than their session's, which agrees with the pauses recorded")
      }
      if sessionTimers > 0 && intact {
        leave(
          "session timer", sessionTimers, "session timer above its elapsed time",
          "the sum of its laps' timers")
      } else if sessionTimers > 0 {
        repair.note(
          context, "session timer", "set to the sum of its laps' timers", sessionTimers,
          "session timer above its elapsed time")
      }
      for (quantity, count) in mismatches.sorted(by: { $0.key < $1.key }) {
        if intact {
          leave(
            "session \(quantity)", count,
            "session \(quantity) differs from the sum of its laps by more than rounding (1 unit a lap, or 1 %)",
            "the sum of its laps")
          continue
        }
        repair.note(
          context, "session \(quantity)", "set to the sum of its laps", count,
          "session \(quantity) differed from the sum of its laps by more than rounding (1 unit a lap, or 1 %)"
        )
      }
    }

    /// The repaired laps and sessions back into the workout.
    mutating func finishedWorkout() -> Workout {
      workout.events = (others + laps).sorted { $0.start < $1.start }
      if multisport {
        for (i, s) in sessions.enumerated() {
          workout.activities[i].start = Timestamp(s.start, utcOffset: workout.activities[i].start.utcOffset)
          workout.activities[i].end = Timestamp(s.end, utcOffset: workout.activities[i].end.utcOffset)
          workout.activities[i].duration = s.timer
          workout.activities[i].statistics = s.statistics
          workout.activities[i].metadata = s.metadata
        }
        if workout.duration == nil || missingSessions > 0 || sessionTimers > 0 || mismatches["timer"] != nil {
          workout.duration = sessions.compactMap(\.timer).reduce(0, +)
        }
      } else if let s = sessions.first {
        let ownStatistics = Set(workout.statistics.map(\.type))
        workout.duration = s.timer
        workout.header.metadata = s.metadata
        if workout.activities.count == 1 {
          workout.statistics = s.statistics.filter {
            ownStatistics.contains($0.type) || workout.statistics.isEmpty
          }
          let activityOwn = Set(workout.activities[0].statistics.map(\.type))
          workout.activities[0].statistics = s.statistics.filter { activityOwn.contains($0.type) }
          if workout.statistics.isEmpty && workout.activities[0].statistics.isEmpty {
            workout.statistics = s.statistics
          }
        } else {
          workout.statistics = s.statistics
        }
      }
      return workout
    }
  }

  /// The session a lap starting at `t` belongs to: the last one starting at or before it (within
  /// `slack`), else the first.
  static func session(of t: Date, in sessions: [Session], slack: TimeInterval) -> Int {
    sessions.lastIndex { $0.start <= t.addingTimeInterval(slack) } ?? 0
  }

  /// A lap over `start..<end` (statistics filled in later).
  func lap(from start: Date, to end: Date, offset: Int?) -> WorkoutEvent {
    var md = Metadata()
    md.append("FITLapTrigger", .string("session_end"))
    return WorkoutEvent(
      type: .lap, start: Timestamp(start, utcOffset: offset), duration: end.timeIntervalSince(start),
      metadata: md)
  }

  /// The quantity a statistic's type measures, for matching a session's statistic with its laps'.
  static func quantityKind(_ type: String) -> String {
    if WorkoutSeriesType.distances.contains(type) { return "distance" }
    if type == WorkoutSeriesType.activeEnergy { return "energy" }
    if type == WorkoutSeriesType.heartRate { return "heart rate" }
    return type
  }

  /// A session's statistics from its laps: distance and energy summed (when every lap has one), heart
  /// rate averaged weighted by each lap's timer, maxima the largest.
  static func sum(
    _ laps: [WorkoutEvent], activity: WorkoutActivityType, start: Date, end: Date, offset: Int?
  ) -> [WorkoutStatistics] {
    var result: [WorkoutStatistics] = []
    let s = Timestamp(start, utcOffset: offset)
    let e = Timestamp(end, utcOffset: offset)
    for (kind, unit) in [("distance", QuantityUnit.meter), ("energy", .kilocalorie)] {
      let values = laps.map { lap in
        lap.statistics.first { quantityKind($0.type) == kind }.flatMap { st in
          st.sum.flatMap { try? Quantity($0, st.unit).doubleValue(for: unit) }
        }
      }
      guard !values.isEmpty, values.allSatisfy({ $0 != nil }),
        let type = laps.lazy.compactMap({ $0.statistics.first { quantityKind($0.type) == kind }?.type }).first
      else { continue }
      result.append(
        WorkoutStatistics(type: type, start: s, end: e, unit: unit, sum: values.reduce(0) { $0 + $1! }))
    }
    var weighted = 0.0
    var weight = 0.0
    var maximum: Double?
    for lap in laps {
      guard let hr = lap.statistics.first(type: WorkoutSeriesType.heartRate) else { continue }
      let w = lap.timerDuration ?? lap.duration
      if let a = hr.average.flatMap({ try? Quantity($0, hr.unit).doubleValue(for: .countPerMinute) }) {
        weighted += a * w
        weight += w
      }
      if let m = hr.maximum.flatMap({ try? Quantity($0, hr.unit).doubleValue(for: .countPerMinute) }) {
        maximum = max(maximum ?? m, m)
      }
    }
    if weight > 0 || maximum != nil {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.heartRate, start: s, end: e, unit: .countPerMinute,
          average: weight > 0 ? weighted / weight : nil, maximum: maximum))
    }
    return result
  }

  /// The first and last record instants (route points and series entries), from the shell's headers.
  static func recordSpan(_ workout: Workout) -> (start: Date, end: Date)? {
    var start: Date?
    var end: Date?
    func add(_ a: Date, _ b: Date) {
      start = min(start ?? a, a)
      end = max(end ?? b, b)
    }
    for r in workout.routes { add(r.header.start.date, r.header.end.date) }
    for case .quantity(let q) in workout.samples { add(q.header.start.date, q.header.end.date) }
    guard let start, let end else { return nil }
    return (start, end)
  }

  static func seconds(_ s: TimeInterval) -> String { DurationText.format(s).dropFirst() + "" }
}

/// Totals of the records within each of a set of time-ordered intervals (lap intervals), read in one
/// pass over the workout's points.
struct RecordTotals {
  var distance = 0.0
  var hasDistance = false
  var routeDistance = 0.0
  var hasRoute = false
  var energy = 0.0
  var hasEnergy = false
  var channels: [String: (unit: QuantityUnit, sum: Double, count: Int, max: Double)] = [:]

  /// The lap statistics these totals make.
  func statistics(activity: WorkoutActivityType, start: Timestamp, end: Timestamp) -> [WorkoutStatistics] {
    var result: [WorkoutStatistics] = []
    if hasDistance || hasRoute {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.distanceType(for: activity), start: start, end: end, unit: .meter,
          sum: hasDistance ? distance : routeDistance))
    }
    if hasEnergy {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.activeEnergy, start: start, end: end, unit: .kilocalorie, sum: energy))
    }
    for (type, c) in channels.sorted(by: { $0.key < $1.key }) where c.count > 0 {
      result.append(
        WorkoutStatistics(
          type: type, start: start, end: end, unit: c.unit, average: c.sum / Double(c.count), maximum: c.max))
    }
    return result
  }

  /// Channels averaged and maximized per lap.
  static let averaged: Set<String> = Set([WorkoutSeriesType.heartRate]).union(WorkoutSeriesType.powers).union(
    WorkoutSeriesType.cadences
  ).union(WorkoutSeriesType.speeds)

  /// The totals of each interval: an entry belongs to the interval `(start, end]` holding its end (a
  /// distance entry covers the time since the previous record; the record at a lap's end is the lap's
  /// last, as in FIT), the first interval's start included.
  static func collect(_ workout: Workout, _ points: WorkoutPoints, intervals: [(Date, Date)]) throws
    -> [RecordTotals]
  {
    var totals = [RecordTotals](repeating: RecordTotals(), count: intervals.count)
    func index(_ t: Date) -> Int? {
      var lo = 0
      var hi = intervals.count - 1
      while lo <= hi {
        let mid = (lo + hi) / 2
        let (s, e) = intervals[mid]
        if t < s || (t == s && mid > 0 && intervals[mid - 1].1 >= t) {
          hi = mid - 1
        } else if t > e {
          lo = mid + 1
        } else {
          return mid
        }
      }
      return nil
    }
    for (i, sample) in workout.samples.enumerated() {
      guard case .quantity(let q) = sample, i < points.series.count, let spool = points.series[i] else {
        continue
      }
      let type = q.type
      let unit = q.quantity.unit
      if WorkoutSeriesType.distances.contains(type) {
        let factor = (try? Quantity(1, unit).doubleValue(for: .meter)) ?? 1
        var first = true
        try spool.forEachChunk { chunk in
          for e in chunk {
            defer { first = false }
            // The first entry is the distance covered before the first record, not within a lap.
            if first && e.start == e.end { continue }
            guard let k = index(e.end) else { continue }
            totals[k].distance += e.value * factor
            totals[k].hasDistance = true
          }
        }
        for k in totals.indices where !totals[k].hasDistance {
          totals[k].hasDistance = true  // a lap without distance entries covered no distance
        }
      } else if type == WorkoutSeriesType.activeEnergy {
        let factor = (try? Quantity(1, unit).doubleValue(for: .kilocalorie)) ?? 1
        try spool.forEachChunk { chunk in
          for e in chunk {
            guard let k = index(e.end) else { continue }
            totals[k].energy += e.value * factor
            totals[k].hasEnergy = true
          }
        }
      } else if averaged.contains(type) {
        try spool.forEachChunk { chunk in
          for e in chunk {
            guard let k = index(e.end) else { continue }
            var c = totals[k].channels[type] ?? (unit, 0, 0, -Double.infinity)
            c.sum += e.value
            c.count += 1
            c.max = max(c.max, e.value)
            totals[k].channels[type] = c
          }
        }
      }
    }
    for r in points.routes.indices {
      var previous: Location?
      try points.forEachLocationChunk(route: r) { chunk in
        for l in chunk {
          defer { previous = l }
          guard let k = index(l.time) else { continue }
          totals[k].hasRoute = true
          if let p = previous, p.time >= intervals[k].0 {
            totals[k].routeDistance += Geodesy.distance(p.latitude, p.longitude, l.latitude, l.longitude)
          }
        }
      }
    }
    return totals
  }
}
