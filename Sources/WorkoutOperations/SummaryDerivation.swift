import Foundation
import WorkoutModel

/// The one rule for summary values a target needs and the source lacks (issue 14, issue 20 bullet 9).
/// Writers call it; every value it adds is named in its owner's `WKDerived` metadata and counted, so the
/// writer reports it as a warning.
///
/// - **Distance** of a session: from the distance series when the workout has one (the sum of the
///   increments ending in the interval), else from positions: the 2-D haversine (`Geodesy.distance`)
///   between consecutive route points of one segment (the route split at pauses: no distance accrues while
///   paused), each step counted in the interval holding its later point. A **lap** gets a distance from
///   positions only (a series' steps need not align with laps: a pool swim's rest lap would take the
///   length ending in it); laps that tile a session sum to the session.
/// - A **session** (an activity, or the workout when it has none) without a distance or energy total gets
///   the sum of its laps' when every lap has one (Σ laps = session), else the distance above.
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
    var derived = sumsOfLapsOnly ? Derived() : deriveTimers(&workout)
    let (steps, fromPositions) = distanceSteps(workout)
    let altitudeSegments = altitudes(workout)
    let distanceTypes = WorkoutSeriesType.distances
    let energyTypes: Set<String> = [WorkoutSeriesType.activeEnergy]
    let distanceType = WorkoutSeriesType.distanceType(for: workout.activityType)
    let source = fromPositions ? "positions" : "distance series"

    // Laps (events on the workout, and on activities when the workout lists none).
    func deriveLap(_ lap: inout WorkoutEvent, closed: Bool, activity: WorkoutActivityType) {
      if sumsOfLapsOnly { return }
      let start = lap.start.unixSeconds
      let end = lap.end.unixSeconds
      // A lap's distance only from positions: a distance series' steps need not align with the laps (a
      // pool swim's rest lap would take the length that ends in it).
      if fromPositions, !hasSum(lap.statistics, distanceTypes),
        let d = sum(steps, from: start, to: end, closed: closed)
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
    func deriveElevation(_ metadata: inout Metadata, from start: Double, to end: Double, what: String) {
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
    func deriveSpeed(
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

    // Sessions.
    // HealthKit lists an activity's laps on the activity and on the workout: each lap once.
    var seenLaps = Set<[Double]>()
    let laps = (workout.events + workout.activities.flatMap(\.events)).filter {
      $0.type == .lap && seenLaps.insert([$0.start.unixSeconds, $0.duration]).inserted
    }
    let sessionStarts =
      workout.activities.isEmpty
      ? [workout.header.start.unixSeconds] : workout.activities.map(\.start.unixSeconds)
    func deriveSession(
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
      ] where !hasSum(statistics + recorded, types) {
        let sums = own.map { lap in
          lap.statistics.first { types.contains($0.type) && $0.sum != nil }.flatMap { st in
            try? st.unit.convert(st.sum!, to: unit)
          }
        }
        let lapType = own.first?.statistics.first { types.contains($0.type) && $0.sum != nil }?.type
        if !own.isEmpty, sums.allSatisfy({ $0 != nil }), let lapType {
          statistics.append(
            WorkoutStatistics(
              type: lapType, start: start, end: end, unit: unit, sum: sums.reduce(0) { $0 + $1! }))
          metadata.markDerived(lapType)
          derived.add("session \(what) totals as the sum of their laps")
        } else if what == "distance", !sumsOfLapsOnly, let d = sum(steps, from: s, to: e, closed: true) {
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
    return derived
  }
}
