import FoundationEssentials

/// The one rule for summary values a target needs and the source lacks.
/// Writers call it; every value it adds is named in its owner's `WKDerived` metadata and counted, so the
/// writer reports it as a warning.
///
/// - **Distance** of a session: from the distance series when the workout has one (the sum of the
///   increments ending in the interval), else from positions: the 2-D haversine (`Geodesy.distance`)
///   between consecutive route points of one segment (the route split at pauses: no distance accrues while
///   paused), each step counted in the interval holding its later point. A **lap** gets a distance from
///   positions only (a series' steps need not align with laps: a pool swim's rest lap would take the
///   length ending in it); laps that tile a session sum to the session.
/// - A **session** (an activity, or the workout when it has none) without a distance total gets the sum of
///   its laps' when every lap has one (Σ laps = session), else the distance above; without an energy total,
///   the sum of the laps' that have one.
/// - **Ascent/descent** (`HKElevationAscended/Descended`): `WorkoutSummaries.ascentDescent` (gpxpy's
///   `get_uphill_downhill`: 0.3/0.4/0.3 smoothing, no threshold) over the altitudes of the route points,
///   else of the altitude series, in the interval.
/// - **Average speed**: distance / timer seconds (Garmin's definition), else / elapsed seconds.
public enum SummaryDerivation {
  /// What one call derived, by value (`lap distance`, `session energy`, `session ascent`…) → count.
  public struct Derived: Sendable, Hashable {
    public var counts: [String: Int] = [:]
    public init() {}
    public var total: Int { counts.values.reduce(0, +) }
    mutating func add(_ what: String) { counts[what, default: 0] += 1 }
    /// One line naming the derived values and their counts, sorted.
    public var description: String {
      counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }
  }

  /// Streaming route distance: feed the route points in time order; each call returns the 2-D haversine
  /// step (m) from the previous point, 0 for the first point and for the first point after a pause (the
  /// GPX writer's segment rule: a pause at `a <= pause < b` breaks the step a → b).
  public struct RouteDistance: Sendable {
    /// The previous point: latitude, longitude, time and the latitude's cosine (each point's is computed
    /// once, `Geodesy.cosine(ofLatitude:)`).
    var previous: (Double, Double, Double, Double)?
    let pauses: [Double]
    var pauseIndex = 0
    public private(set) var total = 0.0
    /// `pauses`: the workout's pause instants (Unix seconds, `WorkoutSummaries.pauseInstants`).
    public init(pauses: [Double] = []) { self.pauses = pauses.sorted() }
    /// The step to this point (m), added to `total`.
    public mutating func add(latitude: Double, longitude: Double, time: Double) -> Double {
      let cosine = Geodesy.cosine(ofLatitude: latitude)
      defer { previous = (latitude, longitude, time, cosine) }
      guard let (lat, lon, t, previousCosine) = previous else { return 0 }
      while pauseIndex < pauses.count, pauses[pauseIndex] < t { pauseIndex += 1 }
      if pauseIndex < pauses.count, pauses[pauseIndex] >= t, pauses[pauseIndex] < time { return 0 }
      let d = Geodesy.distance(lat, lon, previousCosine, latitude, longitude, cosine)
      total += d
      return d
    }
  }

  /// Per-step distances of the workout's route: (time of the later point, meters).
  static func routeSteps(_ workout: Workout) -> [(Double, Double)] {
    var route = RouteDistance(pauses: WorkoutSummaries.pauseInstants(workout))
    return WorkoutSummaries.routePoints(workout).map { l in
      let t = l.time.timeIntervalSince1970
      return (t, route.add(latitude: l.latitude, longitude: l.longitude, time: t))
    }
  }

  /// Altitude segments: the route's (split at pauses) when it has altitudes, else the altitude series'.
  static func altitudes(_ workout: Workout) -> [[(Double, Double)]] {
    let fromRoute = WorkoutSummaries.routeSegments(workout).map { segment in
      segment.compactMap { l in l.altitude.map { (l.time.timeIntervalSince1970, $0) } }
    }.filter { !$0.isEmpty }
    if !fromRoute.isEmpty { return fromRoute }
    let series = WorkoutSummaries.series(workout, types: [WorkoutSeriesType.altitude], unit: .meter)
    return series.isEmpty ? [] : [Array(zip(series.times, series.values))]
  }

  /// The distance source: (time, meters) increments, from the distance series, else from positions.
  static func distanceSteps(_ workout: Workout) -> (steps: [(Double, Double)], fromPositions: Bool) {
    let cumulative = WorkoutSummaries.cumulativeDistance(workout)
    if !cumulative.isEmpty {
      var steps: [(Double, Double)] = []
      var previous = 0.0
      for (t, v) in zip(cumulative.times, cumulative.values) {
        steps.append((t, v - previous))
        previous = v
      }
      return (steps, false)
    }
    return (routeSteps(workout), true)
  }

  /// Sum of the steps whose time lies in `start ..< end` (`start ... end` when `closed`).
  static func sum(_ steps: [(Double, Double)], from start: Double, to end: Double, closed: Bool) -> Double? {
    var total = 0.0
    var any = false
    for (t, d) in steps where t >= start && (t < end || (closed && t == end)) {
      total += d
      any = true
    }
    return any ? total : nil
  }

  static func hasSum(_ statistics: [WorkoutStatistics], _ types: Set<String>) -> Bool {
    statistics.contains { types.contains($0.type) && $0.sum != nil }
  }

  /// Timers a target needs and the source lacks: a lap or session (an activity, or the workout when it has
  /// none) without a recorded timer that spans pauses gets its elapsed time less the pauses recorded inside it,
  /// as a device's timer (else Σ lap timers exceeds the session's, and a paused gap counts as moving time),
  /// marked `WKTimerDuration` in `WKDerived`. Works on a whole workout and on a streamed shell (its events).
  @discardableResult
  public static func deriveTimers(_ workout: inout Workout) -> Derived {
    var derived = Derived()
    let paused = WorkoutSummaries.pausedSpans(workout)
    guard !paused.isEmpty else { return derived }
    func active(_ start: Timestamp, _ end: Timestamp) -> Double? {
      let s = start.unixSeconds
      let e = end.unixSeconds
      let pausedInside = paused.reduce(0.0) { $0 + max(0, min($1.1, e) - max($1.0, s)) }
      return pausedInside > 0 ? max(0, e - s - pausedInside) : nil
    }
    func lap(_ event: inout WorkoutEvent) {
      guard event.type == .lap, event.timerDuration == nil, let timer = active(event.start, event.end) else {
        return
      }
      event.timerDuration = timer
      event.metadata.markDerived(SummaryKey.timerDuration)
      derived.add("lap timers as elapsed time less the pauses recorded")
    }
    for i in workout.events.indices { lap(&workout.events[i]) }
    for a in workout.activities.indices {
      for i in workout.activities[a].events.indices { lap(&workout.activities[a].events[i]) }
      let activity = workout.activities[a]
      if activity.duration == nil, let timer = active(activity.start, activity.end) {
        workout.activities[a].duration = timer
        workout.activities[a].metadata.markDerived(SummaryKey.timerDuration)
        derived.add("session timers as elapsed time less the pauses recorded")
      }
    }
    if workout.activities.isEmpty, workout.duration == nil,
      let timer = active(workout.header.start, workout.header.end)
    {
      workout.duration = timer
      workout.header.metadata.markDerived(SummaryKey.timerDuration)
      derived.add("session timers as elapsed time less the pauses recorded")
    }
    return derived
  }

  /// Adds what the workout's laps and sessions lack (distance, energy as Σ laps, ascent/descent, average
  /// speed), marking each in `WKDerived`. The sessions are the workout's activities, or the workout itself
  /// when it has none (then its statistics, legacy `totals` and header metadata are the session's).
  ///
  /// `sumsOfLapsOnly`: only the Σ-laps rule (for a workout read from the target's own format, whose laps and
  /// sessions are written back as read).
  @discardableResult
  public static func deriveTotals(_ workout: inout Workout, sumsOfLapsOnly: Bool = false) -> Derived {
    let timers = sumsOfLapsOnly ? Derived() : deriveTimers(&workout)
    var deriver = TotalsDeriver(workout, sumsOfLapsOnly: sumsOfLapsOnly, derived: timers)
    deriver.deriveLaps(&workout)
    deriver.deriveSessions(&workout)
    return deriver.derived
  }

  /// `deriveTotals`' rules over one workout: what it reads the totals from, and what it derived.
  struct TotalsDeriver {
    let sumsOfLapsOnly: Bool
    let steps: [(Double, Double)]
    let fromPositions: Bool
    let altitudeSegments: [[(Double, Double)]]
    let distanceTypes = WorkoutSeriesType.distances
    let energyTypes: Set<String> = [WorkoutSeriesType.activeEnergy]
    /// Where lap and session distances come from, as the report names it.
    let source: String
    var derived: Derived
    /// Each lap once (set by `deriveSessions`).
    var laps: [WorkoutEvent] = []
    /// The sessions' starts (set by `deriveSessions`).
    var sessionStarts: [Double] = []

    init(_ workout: Workout, sumsOfLapsOnly: Bool, derived: Derived) {
      self.sumsOfLapsOnly = sumsOfLapsOnly
      (steps, fromPositions) = SummaryDerivation.distanceSteps(workout)
      altitudeSegments = SummaryDerivation.altitudes(workout)
      source = fromPositions ? "positions" : "distance series"
      self.derived = derived
    }

    mutating func deriveLap(_ lap: inout WorkoutEvent, closed: Bool, activity: WorkoutActivityType) {
      if sumsOfLapsOnly { return }
      let start = lap.start.unixSeconds
      let end = lap.end.unixSeconds
      // A lap's distance only from positions: a distance series' steps need not align with the laps (a
      // pool swim's rest lap would take the length that ends in it).
      if fromPositions, !SummaryDerivation.hasSum(lap.statistics, distanceTypes),
        let d = SummaryDerivation.sum(steps, from: start, to: end, closed: closed)
      {
        let type = WorkoutSeriesType.distanceType(for: activity)
        lap.statistics.append(
          WorkoutStatistics(type: type, start: lap.start, end: lap.end, unit: .meter, sum: d))
        lap.metadata.markDerived(type)
        derived.add("lap distances from \(source)")
      }
      deriveElevation(&lap.metadata, from: start, to: end, what: "lap")
      deriveSpeed(
        &lap.statistics, &lap.metadata, timer: lap.timerDuration ?? lap.duration, activity: activity,
        start: lap.start, end: lap.end, what: "lap")
    }

    mutating func deriveElevation(
      _ metadata: inout Metadata, from start: Double, to end: Double, what: String
    ) {
      guard metadata[SummaryKey.elevationAscended] == nil || metadata[SummaryKey.elevationDescended] == nil
      else {
        return
      }
      let inside = altitudeSegments.map { $0.filter { $0.0 >= start && $0.0 <= end }.map(\.1) }
      guard let (up, down) = WorkoutSummaries.ascentDescent(inside) else { return }
      for (key, value) in [(SummaryKey.elevationAscended, up), (SummaryKey.elevationDescended, down)]
      where metadata[key] == nil {
        metadata[key] = .quantity(Quantity(value, .meter))
        metadata.markDerived(key)
        derived.add("\(what) \(key == SummaryKey.elevationAscended ? "ascents" : "descents") from altitudes")
      }
    }

    mutating func deriveSpeed(
      _ statistics: inout [WorkoutStatistics], _ metadata: inout Metadata, timer: Double,
      activity: WorkoutActivityType,
      start: Timestamp, end: Timestamp, what: String, recorded: [WorkoutStatistics] = []
    ) {
      let all = statistics + recorded
      guard timer > 0,
        !all.contains(where: { WorkoutSeriesType.speeds.contains($0.type) && $0.average != nil }),
        let distance = all.first(where: { distanceTypes.contains($0.type) && $0.sum != nil }),
        let meters = try? distance.unit.convert(distance.sum!, to: .meter), meters > 0
      else { return }
      let type = WorkoutSeriesType.speedType(for: activity)
      if let i = statistics.firstIndex(where: { $0.type == type }),
        let converted = try? QuantityUnit.meterPerSecond.convert(meters / timer, to: statistics[i].unit)
      {
        statistics[i].average = converted
      } else {
        statistics.append(
          WorkoutStatistics(
            type: type, start: start, end: end, unit: .meterPerSecond, average: meters / timer))
      }
      metadata.markDerived(type)
      derived.add("\(what) average speeds from distance and time")
    }

    /// Laps (events on the workout, and on activities when the workout lists none).
    mutating func deriveLaps(_ workout: inout Workout) {
      let lapIndices = workout.events.indices.filter { workout.events[$0].type == .lap }
      for (n, i) in lapIndices.enumerated() {
        deriveLap(&workout.events[i], closed: n == lapIndices.count - 1, activity: workout.activityType)
      }
      for a in workout.activities.indices {
        let lapsHere = workout.activities[a].events.indices.filter {
          workout.activities[a].events[$0].type == .lap
        }
        for (n, i) in lapsHere.enumerated() {
          deriveLap(
            &workout.activities[a].events[i], closed: n == lapsHere.count - 1,
            activity: workout.activities[a].configuration.activityType)
        }
      }
    }

    mutating func deriveSession(
      _ statistics: inout [WorkoutStatistics], _ metadata: inout Metadata, start: Timestamp, end: Timestamp,
      timer: Double, activity: WorkoutActivityType, recorded: [WorkoutStatistics]
    ) {
      let s = start.unixSeconds
      let e = end.unixSeconds
      // Each lap belongs to the last session starting at or before it (the first session for earlier laps).
      let own = laps.filter { lap in
        let t = lap.start.unixSeconds
        return (sessionStarts.lastIndex { $0 <= t + 1 } ?? 0) == sessionStarts.firstIndex(of: s)
      }
      for (types, unit, what) in [
        (distanceTypes, QuantityUnit.meter, "distance"), (energyTypes, QuantityUnit.kilocalorie, "energy"),
      ] where !SummaryDerivation.hasSum(statistics + recorded, types) {
        let sums = own.map { lap in
          lap.statistics.first { types.contains($0.type) && $0.sum != nil }.flatMap { st in
            try? st.unit.convert(st.sum!, to: unit)
          }
        }
        let lapType = own.lazy.compactMap { $0.statistics.first { types.contains($0.type) && $0.sum != nil } }
          .first?.type
        // Energy: the laps that recorded one (a pool swim's rest laps record none, and burn little); a
        // distance needs every lap's (else the route's covers the laps without one).
        let summable = what == "energy" ? sums.contains { $0 != nil } : sums.allSatisfy { $0 != nil }
        if !own.isEmpty, summable, let lapType {
          statistics.append(
            WorkoutStatistics(
              type: lapType, start: start, end: end, unit: unit, sum: sums.reduce(0) { $0 + ($1 ?? 0) }))
          metadata.markDerived(lapType)
          derived.add("session \(what) totals as the sum of their laps")
        } else if what == "distance", !sumsOfLapsOnly,
          let d = SummaryDerivation.sum(steps, from: s, to: e, closed: true)
        {
          let type = WorkoutSeriesType.distanceType(for: activity)
          statistics.append(WorkoutStatistics(type: type, start: start, end: end, unit: .meter, sum: d))
          metadata.markDerived(type)
          derived.add("session distances from \(source)")
        }
      }
      if sumsOfLapsOnly { return }
      deriveElevation(&metadata, from: s, to: e, what: "session")
      deriveSpeed(
        &statistics, &metadata, timer: timer, activity: activity, start: start, end: end, what: "session",
        recorded: recorded)
    }

    /// Sessions: the workout's activities, or the workout itself.
    mutating func deriveSessions(_ workout: inout Workout) {
      // HealthKit lists an activity's laps on the activity and on the workout: each lap once.
      var seenLaps = Set<[Double]>()
      laps = (workout.events + workout.activities.flatMap(\.events)).filter {
        $0.type == .lap && seenLaps.insert([$0.start.unixSeconds, $0.duration]).inserted
      }
      sessionStarts =
        workout.activities.isEmpty
        ? [workout.header.start.unixSeconds] : workout.activities.map(\.start.unixSeconds)
      let distanceType = WorkoutSeriesType.distanceType(for: workout.activityType)
      if workout.activities.isEmpty {
        // Legacy totals (pre-iOS 16 exports) are recorded values: nothing is derived where they exist.
        var recorded: [WorkoutStatistics] = []
        for (key, type) in [("distance", distanceType), ("energyBurned", WorkoutSeriesType.activeEnergy)] {
          guard let q = workout.totals[key] else { continue }
          recorded.append(
            WorkoutStatistics(
              type: type, start: workout.header.start, end: workout.header.end, unit: q.unit, sum: q.value))
        }
        var statistics = workout.statistics
        var metadata = workout.header.metadata
        let elapsed = workout.header.end.timeIntervalSince(workout.header.start)
        deriveSession(
          &statistics, &metadata, start: workout.header.start, end: workout.header.end,
          timer: workout.duration ?? elapsed, activity: workout.activityType, recorded: recorded)
        workout.statistics = statistics
        workout.header.metadata = metadata
      } else {
        let workoutLevel = workout.activities.count == 1 ? workout.statistics : []
        for a in workout.activities.indices {
          var activity = workout.activities[a]
          let elapsed = activity.end.timeIntervalSince(activity.start)
          deriveSession(
            &activity.statistics, &activity.metadata, start: activity.start, end: activity.end,
            timer: activity.duration ?? elapsed, activity: activity.configuration.activityType,
            recorded: workoutLevel)
          workout.activities[a] = activity
        }
      }
    }
  }
}

// MARK: totals after an operation

extension SummaryDerivation {
  /// Metadata key marking a lap or session whose totals an operation invalidated (`invalidate`); `rederive`
  /// recomputes them and removes the mark, so it never reaches a writer.
  public static let staleKey = "WKTotalsStale"

  /// FIT lap/session fields that describe the lap or session (what it is) rather than total what it
  /// covers: kept when an operation changes its span. Every other `FIT.lap.*`/`FIT.session.*` value
  /// (normalized power, work, training effect, positions, end timestamp…) covered the old span.
  static let descriptiveFITFields: Set<String> = [
    "event", "event_type", "event_group", "sport", "sub_sport", "intensity", "wkt_step_index", "swim_stroke",
    "pool_length", "pool_length_unit", "trigger", "sport_index", "lap_trigger", "opponent_name",
  ]

  /// Whether a lap or session metadata key holds a total of what the lap or session covers.
  static func isCoverageTotal(_ key: String) -> Bool {
    if key == SummaryKey.elevationAscended || key == SummaryKey.elevationDescended { return true }
    for prefix in ["FIT.lap.", "FIT.session."] where key.hasPrefix(prefix) {
      return !descriptiveFITFields.contains(String(key.dropFirst(prefix.count)))
    }
    return false
  }

  /// Removes every total of a lap or session whose span an operation changed (its statistics, ascent and
  /// descent, FIT summary values that are totals) and marks it for `rederive`. Returns how many values
  /// were removed. The timer is the operation's to recompute (it knows the pauses left).
  ///
  /// `share`: the part of the old span's time that remains. Energy, which the records rarely carry, is kept
  /// as that share of the recorded total (spread evenly over the time, marked derived) when no energy
  /// series gives it.
  @discardableResult
  public static func invalidate(
    _ statistics: inout [WorkoutStatistics], _ metadata: inout Metadata, share: Double? = nil
  ) -> Int {
    if metadata[staleKey] != nil { return 0 }
    let energy = statistics.first { $0.type == WorkoutSeriesType.activeEnergy && $0.sum != nil }
    let hadNormalizedPower = metadata.entries.contains { $0.key.hasSuffix(".normalized_power") }
    let derivedTimer = metadata.derivedKeys.contains(SummaryKey.timerDuration)
    let removed = statistics.count + metadata.entries.filter { isCoverageTotal($0.key) }.count
    statistics = []
    metadata.entries.removeAll { isCoverageTotal($0.key) || $0.key == SummaryKey.derived }
    if derivedTimer { metadata.markDerived(SummaryKey.timerDuration) }
    metadata[staleKey] = .string(hadNormalizedPower ? "normalized_power" : "")
    if var energy, let share, share.isFinite, share >= 0 {
      energy.sum = energy.sum! * min(share, 1)
      energy.average = nil
      energy.maximum = nil
      energy.minimum = nil
      statistics.append(energy)
      metadata.markDerived(energy.type)
    }
    return removed
  }

  /// The channels a lap or session total is computed from, each in time order.
  struct Channels {
    var heartRate = TimedValues()
    var cadence = TimedValues()
    var power = TimedValues()
    var speed = TimedValues()
    /// Energy and distance increments at their entries' ends (the record that closes each).
    var energy = TimedValues()
    var distance = TimedValues()
    /// Route steps (2-D haversine, none across a pause) at their later point, and route altitudes.
    var routeSteps = TimedValues()
    var altitude = TimedValues()
    var pauses: [Double] = []

    init(_ reader: WorkoutPointReader) throws {
      func read(_ types: Set<String>, _ unit: QuantityUnit, byEnd: Bool = false) throws -> TimedValues {
        var result = TimedValues()
        try reader.forEachValue(types: types, unit: unit, byEnd: byEnd) { t, v in
          result.times.append(t)
          result.values.append(v)
        }
        return result
      }
      heartRate = try read([WorkoutSeriesType.heartRate], .countPerMinute)
      cadence = try read(WorkoutSeriesType.cadences, .countPerMinute)
      power = try read(WorkoutSeriesType.powers, .watt)
      speed = try read(WorkoutSeriesType.speeds, .meterPerSecond)
      energy = try read([WorkoutSeriesType.activeEnergy], .kilocalorie, byEnd: true)
      distance = try read(WorkoutSeriesType.distances, .meter, byEnd: true)
      pauses = WorkoutSummaries.pauseInstants(reader.shell)
      var route = RouteDistance(pauses: pauses)
      var routeSteps = TimedValues()
      var altitude = TimedValues()
      try reader.forEachLocation { l in
        let t = l.time.timeIntervalSince1970
        routeSteps.times.append(t)
        routeSteps.values.append(route.add(latitude: l.latitude, longitude: l.longitude, time: t))
        if let a = l.altitude, a.isFinite {
          altitude.times.append(t)
          altitude.values.append(a)
        }
      }
      self.routeSteps = routeSteps
      self.altitude = altitude
    }
  }

  /// The values of `series` at times in `start ..< end` (`start ... end` when `closed`).
  static func values(_ series: TimedValues, from start: Double, to end: Double, closed: Bool) -> TimedValues {
    func lowerBound(_ t: Double, after: Bool) -> Int {
      var lo = 0
      var hi = series.times.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if series.times[mid] < t || (after && series.times[mid] == t) { lo = mid + 1 } else { hi = mid }
      }
      return lo
    }
    let a = lowerBound(start, after: false)
    let b = max(a, lowerBound(end, after: closed))
    return TimedValues(times: Array(series.times[a..<b]), values: Array(series.values[a..<b]))
  }

  /// Recomputes the totals of every lap and session `invalidate` marked, from the records left in its span
  /// (a lap's span excludes its end, where the next lap starts, except for a session's last lap): heart
  /// rate, cadence and power average and maximum, normalized power where one was recorded, maximum speed,
  /// distance (the distance series' increments, else the route's steps), energy (the energy series, else
  /// a session's laps' sum when every lap has one), ascent/descent from the altitudes, and average speed as
  /// distance / timer. Each value is marked derived; a total with nothing to compute it from stays removed.
  @discardableResult
  public static func rederive(_ shell: inout Workout, points: WorkoutPoints? = nil) throws -> Derived {
    var derived = Derived()
    let stale =
      shell.header.metadata[staleKey] != nil
      || shell.events.contains { $0.metadata[staleKey] != nil }
      || shell.activities.contains { a in
        a.metadata[staleKey] != nil || a.events.contains { $0.metadata[staleKey] != nil }
      }
    guard stale else { return derived }
    let reader = points.map { WorkoutPointReader(shell: shell, points: $0) } ?? WorkoutPointReader(shell)
    let channels = try Channels(reader)
    func laps(_ events: inout [WorkoutEvent], activity: WorkoutActivityType, sessionEnd: Date) {
      let lapIndices = events.indices.filter { events[$0].type == .lap }
      for (n, i) in lapIndices.enumerated() where events[i].metadata[staleKey] != nil {
        var lap = events[i]
        let closed = n == lapIndices.count - 1 || lap.end.date >= sessionEnd
        recompute(
          &lap.statistics, &lap.metadata, channels, start: lap.start, end: lap.end, closed: closed,
          timer: lap.timerDuration ?? lap.duration, activity: activity, laps: [], what: "lap", &derived)
        events[i] = lap
      }
    }
    // Laps kept whole keep their recorded totals; a session made only of such laps takes their sums,
    // timer-weighted means and maxima (the device's values), so Σ laps = session in every part.
    let anyStaleLap = LapList.laps(of: shell).contains { $0.metadata[staleKey] != nil }
    laps(&shell.events, activity: shell.activityType, sessionEnd: shell.header.end.date)
    for a in shell.activities.indices {
      let activity = shell.activities[a]
      laps(
        &shell.activities[a].events, activity: activity.configuration.activityType,
        sessionEnd: activity.end.date)
    }
    let allLaps = LapList.laps(of: shell)
    if shell.header.metadata[staleKey] != nil {
      let elapsed = shell.header.end.timeIntervalSince(shell.header.start)
      recompute(
        &shell.statistics, &shell.header.metadata, channels, start: shell.header.start, end: shell.header.end,
        closed: true, timer: shell.duration ?? elapsed, activity: shell.activityType,
        laps: shell.activities.isEmpty ? allLaps : [], lapsWhole: !anyStaleLap, what: "session", &derived)
    }
    for a in shell.activities.indices where shell.activities[a].metadata[staleKey] != nil {
      var activity = shell.activities[a]
      let own = allLaps.filter { $0.start >= activity.start && $0.start < activity.end }
      recompute(
        &activity.statistics, &activity.metadata, channels, start: activity.start, end: activity.end,
        closed: true, timer: activity.duration ?? activity.end.timeIntervalSince(activity.start),
        activity: activity.configuration.activityType, laps: own, lapsWhole: !anyStaleLap, what: "session",
        &derived)
      shell.activities[a] = activity
    }
    return derived
  }

  /// Every lap of a workout once (HealthKit lists an activity's laps on the activity and the workout).
  enum LapList {
    static func laps(of workout: Workout) -> [WorkoutEvent] {
      var seen = Set<[Double]>()
      return (workout.events + workout.activities.flatMap(\.events)).filter {
        $0.type == .lap && seen.insert([$0.start.unixSeconds, $0.duration]).inserted
      }
    }
  }
}

extension SummaryDerivation {
  /// The totals of one marked lap or session (`rederive`), from the channels' values in its span.
  static func recompute(
    _ statistics: inout [WorkoutStatistics], _ metadata: inout Metadata, _ channels: Channels,
    start: Timestamp, end: Timestamp, closed: Bool, timer: Double, activity: WorkoutActivityType,
    laps: [WorkoutEvent], lapsWhole: Bool = false, what: String, _ derived: inout Derived
  ) {
    let s = start.unixSeconds
    let e = end.unixSeconds
    let wantsNormalizedPower = metadata[staleKey]?.stringValue == "normalized_power"
    metadata[staleKey] = nil
    if lapsWhole, !laps.isEmpty {
      combine(laps, into: &statistics, &metadata, start: start, end: end, what: what, &derived)
    }
    func add(_ type: String, _ unit: QuantityUnit, _ fill: (inout WorkoutStatistics) -> Void, _ name: String)
    {
      guard !statistics.contains(where: { $0.type == type }) else { return }
      var st = WorkoutStatistics(type: type, start: start, end: end, unit: unit)
      fill(&st)
      statistics.append(st)
      metadata.markDerived(type)
      derived.add("\(what) \(name) from the records left")
    }
    func channel(_ series: TimedValues, _ type: String, _ unit: QuantityUnit, _ name: String) -> TimedValues {
      let inside = values(series, from: s, to: e, closed: closed)
      guard !inside.isEmpty else { return inside }
      add(
        type, unit,
        {
          $0.average = inside.values.reduce(0, +) / Double(inside.count)
          $0.maximum = inside.values.max()
        }, name)
      return inside
    }
    _ = channel(channels.heartRate, WorkoutSeriesType.heartRate, .countPerMinute, "heart rates")
    _ = channel(
      channels.cadence, WorkoutSeriesType.cadenceType(for: activity), .countPerMinute, "cadences")
    let power = channel(channels.power, WorkoutSeriesType.powerType(for: activity), .watt, "powers")
    if wantsNormalizedPower, let np = WorkoutSummaries.normalizedPower(power, pauses: channels.pauses) {
      metadata["FIT.\(what == "lap" ? "lap" : "session").normalized_power"] = .number(np.rounded())
      metadata.markDerived("FIT.\(what == "lap" ? "lap" : "session").normalized_power")
      derived.add("\(what) normalized powers from the records left")
    }
    // Distance: the distance series' increments, else the route's steps, in the span.
    let increments = values(channels.distance, from: s, to: e, closed: closed)
    let steps = values(channels.routeSteps, from: s, to: e, closed: closed)
    let distance: Double? =
      !channels.distance.isEmpty
      ? increments.values.reduce(0, +) : steps.count > 1 ? steps.values.dropFirst().reduce(0, +) : nil
    let speeds = values(channels.speed, from: s, to: e, closed: closed)
    if let distance {
      add(WorkoutSeriesType.distanceType(for: activity), .meter, { $0.sum = distance }, "distances")
    }
    if distance != nil || !speeds.isEmpty {
      add(
        WorkoutSeriesType.speedType(for: activity), .meterPerSecond,
        {
          if let distance, timer > 0 { $0.average = distance / timer }
          $0.maximum = speeds.values.max()
        }, "speeds")
    }
    // Energy: the energy series, else (a session) its laps' sum when every lap has one.
    let energy = values(channels.energy, from: s, to: e, closed: closed)
    let lapEnergy = laps.map { lap in
      lap.statistics.first { $0.type == WorkoutSeriesType.activeEnergy && $0.sum != nil }.flatMap {
        try? $0.unit.convert($0.sum!, to: .kilocalorie)
      }
    }
    if !energy.isEmpty || (!laps.isEmpty && lapEnergy.allSatisfy { $0 != nil }) {
      // The records' or the laps' energy replaces a share of the old total.
      statistics.removeAll { $0.type == WorkoutSeriesType.activeEnergy }
    }
    if !energy.isEmpty {
      add(WorkoutSeriesType.activeEnergy, .kilocalorie, { $0.sum = energy.values.reduce(0, +) }, "energy")
    } else if !laps.isEmpty, lapEnergy.allSatisfy({ $0 != nil }) {
      add(
        WorkoutSeriesType.activeEnergy, .kilocalorie, { $0.sum = lapEnergy.reduce(0) { $0 + $1! } }, "energy")
    }
    // Ascent/descent: the altitudes in the span, split at pauses.
    let altitudes = values(channels.altitude, from: s, to: e, closed: true)
    var segments: [[Double]] = [[]]
    var pauseIndex = 0
    for (t, a) in zip(altitudes.times, altitudes.values) {
      var crossed = false
      while pauseIndex < channels.pauses.count, channels.pauses[pauseIndex] < t {
        pauseIndex += 1
        crossed = true
      }
      if crossed, !segments[segments.count - 1].isEmpty { segments.append([]) }
      segments[segments.count - 1].append(a)
    }
    if metadata[SummaryKey.elevationAscended] == nil,
      let (up, down) = WorkoutSummaries.ascentDescent(segments)
    {
      for (key, value) in [(SummaryKey.elevationAscended, up), (SummaryKey.elevationDescended, down)] {
        metadata[key] = .quantity(Quantity(value, .meter))
        metadata.markDerived(key)
      }
      derived.add("\(what) ascents and descents from the records left")
    }
  }
}

extension SummaryDerivation {
  /// After a channel's values were replaced (`fuse`): every lap's and session's statistics of `types` are
  /// recomputed from `values` in its span (average and maximum, marked derived), their recorded ones
  /// removed; a recorded normalized power goes with a replaced power channel and is recomputed. Returns how
  /// many laps and sessions were recomputed.
  @discardableResult
  public static func rederive(
    _ workout: inout Workout, channel types: Set<String>, type: String, unit: QuantityUnit,
    values: TimedValues
  ) -> Int {
    var count = 0
    let pauses = WorkoutSummaries.pauseInstants(workout)
    let isPower = !types.isDisjoint(with: WorkoutSeriesType.powers)
    func replace(
      _ statistics: inout [WorkoutStatistics], _ metadata: inout Metadata, start: Timestamp, end: Timestamp,
      closed: Bool, message: String
    ) {
      let hadAny = statistics.contains { types.contains($0.type) }
      statistics.removeAll { types.contains($0.type) }
      let inside = Self.values(values, from: start.unixSeconds, to: end.unixSeconds, closed: closed)
      let npKey = "FIT.\(message).normalized_power"
      if isPower, metadata[npKey] != nil {
        metadata[npKey] = WorkoutSummaries.normalizedPower(inside, pauses: pauses).map {
          .number($0.rounded())
        }
        if metadata[npKey] != nil { metadata.markDerived(npKey) }
      }
      guard !inside.isEmpty else {
        if hadAny { count += 1 }
        return
      }
      statistics.append(
        WorkoutStatistics(
          type: type, start: start, end: end, unit: unit,
          average: inside.values.reduce(0, +) / Double(inside.count), minimum: inside.values.min(),
          maximum: inside.values.max()))
      metadata.markDerived(type)
      count += 1
    }
    func laps(_ events: inout [WorkoutEvent], sessionEnd: Date) {
      let indices = events.indices.filter { events[$0].type == .lap }
      for (n, i) in indices.enumerated() {
        var lap = events[i]
        replace(
          &lap.statistics, &lap.metadata, start: lap.start, end: lap.end,
          closed: n == indices.count - 1 || lap.end.date >= sessionEnd, message: "lap")
        events[i] = lap
      }
    }
    laps(&workout.events, sessionEnd: workout.header.end.date)
    for a in workout.activities.indices {
      var activity = workout.activities[a]
      laps(&activity.events, sessionEnd: activity.end.date)
      replace(
        &activity.statistics, &activity.metadata, start: activity.start, end: activity.end, closed: true,
        message: "session")
      workout.activities[a] = activity
    }
    replace(
      &workout.statistics, &workout.header.metadata, start: workout.header.start, end: workout.header.end,
      closed: true, message: "session")
    return count
  }
}

extension SummaryDerivation {
  /// A session's statistics from its laps' (every lap recorded whole): for each type every lap has, sums
  /// added, averages weighted by the laps' timer seconds, the largest maximum; ascent and descent added.
  static func combine(
    _ laps: [WorkoutEvent], into statistics: inout [WorkoutStatistics], _ metadata: inout Metadata,
    start: Timestamp, end: Timestamp, what: String, _ derived: inout Derived
  ) {
    let weights = laps.map { $0.timerDuration ?? $0.duration }
    for type in laps[0].statistics.map(\.type) {
      let all = laps.compactMap { $0.statistics.first { $0.type == type } }
      guard all.count == laps.count else { continue }
      let unit = all[0].unit
      func values(_ key: KeyPath<WorkoutStatistics, Double?>) -> [Double]? {
        let v = all.compactMap { st in st[keyPath: key].flatMap { try? st.unit.convert($0, to: unit) } }
        return v.count == all.count ? v : nil
      }
      var st = WorkoutStatistics(type: type, start: start, end: end, unit: unit)
      st.sum = values(\.sum)?.reduce(0, +)
      st.maximum = values(\.maximum)?.max()
      st.minimum = values(\.minimum)?.min()
      let total = weights.reduce(0, +)
      if let averages = values(\.average), total > 0 {
        st.average = zip(averages, weights).reduce(0) { $0 + $1.0 * $1.1 } / total
      }
      guard st.sum != nil || st.average != nil || st.maximum != nil else { continue }
      statistics.append(st)
      metadata.markDerived(type)
      derived.add("\(what) totals from its laps' recorded ones")
    }
    for key in [SummaryKey.elevationAscended, SummaryKey.elevationDescended] {
      let all = laps.compactMap { $0.metadata.quantity(key, in: .meter) }
      guard all.count == laps.count else { continue }
      metadata[key] = .quantity(Quantity(all.reduce(0, +), .meter))
      metadata.markDerived(key)
    }
  }
}
