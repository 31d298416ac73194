import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings of the summary computations.
public struct SummaryOptions: Sendable, Hashable {
  /// Speeds at or below this (m/s) count as stopped when computing moving time. Default 1 km/h, gpxpy's
  /// `DEFAULT_STOPPED_SPEED_THRESHOLD`.
  public var stoppedSpeed: Double
  /// Lower bounds (bpm) of the heart-rate zones 1…n, ascending; time below the first is zone 0.
  /// `nil`: the zones the file carries (see `WorkoutSummaries.zoneBounds`).
  public var heartRateZones: [Double]?
  /// The athlete's maximum heart rate (bpm), for the default zones.
  public var maximumHeartRate: Double?

  /// Makes options.
  public init(
    stoppedSpeed: Double = 1 / 3.6, heartRateZones: [Double]? = nil, maximumHeartRate: Double? = nil
  ) {
    self.stoppedSpeed = stoppedSpeed
    self.heartRateZones = heartRateZones
    self.maximumHeartRate = maximumHeartRate
  }
}

/// Minimum, average and maximum of a channel over a workout, in the unit named by the field.
public struct ChannelStatistics: Sendable, Hashable, Codable {
  public var average: Double?
  public var maximum: Double?
  /// Makes statistics.
  public init(average: Double? = nil, maximum: Double? = nil) {
    self.average = average
    self.maximum = maximum
  }
}

/// Time spent in one heart-rate zone.
public struct ZoneTime: Sendable, Hashable, Codable {
  /// 0 is below the first zone's lower bound.
  public var zone: Int
  /// Lower bound (bpm), nil for zone 0.
  public var lowerBPM: Double?
  /// Upper bound (bpm, exclusive), nil for the top zone.
  public var upperBPM: Double?
  public var seconds: Double
  /// The file's own time in this zone (FIT `time_in_zone.time_in_hr_zone` of the session), when the zones
  /// are the file's.
  public var recordedSeconds: Double?
}

/// One series (channel) present in a workout and how many points it has.
public struct ChannelCount: Sendable, Hashable, Codable {
  /// `route`, `heartbeats`, or the quantity type.
  public var channel: String
  public var points: Int
}

/// One lap of the laps table.
public struct LapSummary: Sendable, Hashable, Codable {
  public var index: Int
  public var start: String
  /// Seconds from the workout's start to the lap's start.
  public var offsetSeconds: Double
  public var elapsedSeconds: Double
  public var timerSeconds: Double?
  public var distanceMeters: Double?
  public var averageSpeed: Double?
  public var heartRate: ChannelStatistics?
  public var calories: Double?
}

/// One leg of a multisport workout.
public struct LegSummary: Sendable, Hashable, Codable {
  public var sport: String
  public var start: String
  public var elapsedSeconds: Double
  public var timerSeconds: Double?
  public var distanceMeters: Double?
}

/// The summary of one workout: the values `wkconv summary` prints and the HTML report shows.
///
/// Recorded values (the workout's statistics, `duration`, ascent metadata) come first; what wkconv
/// computed from the series and route instead is listed in `computed`. Units: seconds, meters, m/s,
/// bpm, watts, per minute (cadence), kilocalories.
public struct WorkoutSummary: Sendable, Hashable, Codable {
  public var sport: String
  /// Local time with the recorded UTC offset (ISO 8601; `Z` when the source had none).
  public var start: String
  public var end: String
  public var elapsedSeconds: Double
  public var timerSeconds: Double?
  public var movingSeconds: Double?
  public var distanceMeters: Double?
  public var ascentMeters: Double?
  public var descentMeters: Double?
  /// Average speed: distance / timer time (Garmin's definition), else distance / elapsed time.
  public var averageSpeed: Double?
  public var maximumSpeed: Double?
  /// Seconds per kilometer (seconds per 100 m for swims), for sports where pace is the custom.
  public var averagePace: Double?
  public var paceUnit: String?
  public var heartRate: ChannelStatistics?
  public var heartRateZones: [ZoneTime]?
  /// Where the zones came from (`--hr-zones`, the file's `time_in_zone`, `hr_zone`, a maximum heart rate…).
  public var heartRateZoneSource: String?
  public var power: ChannelStatistics?
  public var normalizedPower: Double?
  public var cadence: ChannelStatistics?
  public var calories: Double?
  public var laps: [LapSummary]
  public var legs: [LegSummary]
  public var channels: [ChannelCount]
  /// The values computed by wkconv rather than recorded (field names of this struct).
  public var computed: [String]
}

/// A time series in one unit: (Unix seconds, value), time-ordered.
public struct TimedValues: Sendable, Hashable {
  public var times: [Double] = []
  public var values: [Double] = []
  /// Makes an empty series.
  public init() {}
  /// Makes a series of equal-length times and values.
  public init(times: [Double], values: [Double]) {
    self.times = times
    self.values = values
  }
  public var isEmpty: Bool { times.isEmpty }
  public var count: Int { times.count }
}

/// Pure summary computations over the model (moving time, ascent/descent, pace, zones, normalized power…),
/// shared by `wkconv summary` and the HTML report.
public enum WorkoutSummaries {
  /// Great-circle distance between two positions in degrees, in meters (`Geodesy.distance`).
  public static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    Geodesy.distance(lat1, lon1, lat2, lon2)
  }

  /// The distance between two route points: 3-D (altitude difference included) when both have a
  /// non-zero altitude, as gpxpy does, 2-D otherwise.
  public static func step(_ a: Location, _ b: Location) -> Double {
    let flat = distance(a.latitude, a.longitude, b.latitude, b.longitude)
    if let h1 = a.altitude, let h2 = b.altitude, h1 != 0, h2 != 0 {
      return (flat * flat + (h2 - h1) * (h2 - h1)).squareRoot()
    }
    return flat
  }

  /// The paused spans of a workout (pause … resume events, also inside activities), as Unix seconds.
  public static func pausedSpans(_ workout: Workout) -> [(Double, Double)] {
    let events = (workout.events + workout.activities.flatMap(\.events)).filter {
      $0.type == .pause || $0.type == .resume
    }.sorted { $0.start < $1.start }
    var spans: [(Double, Double)] = []
    var pausedAt: Double?
    for e in events {
      if e.type == .pause {
        if pausedAt == nil { pausedAt = e.start.unixSeconds }
      } else if let p = pausedAt {
        spans.append((p, e.start.unixSeconds))
        pausedAt = nil
      }
    }
    if let p = pausedAt { spans.append((p, workout.header.end.unixSeconds)) }
    return spans
  }

  /// The instants of the workout's pause events (also inside activities), sorted: where a recording
  /// breaks (the GPX writer starts a new track segment after each).
  public static func pauseInstants(_ workout: Workout) -> [Double] {
    (workout.events + workout.activities.flatMap(\.events)).filter { $0.type == .pause }.map(
      \.start.unixSeconds
    )
    .sorted()
  }

  /// Whether the interval between two points holds a pause: `a <= pause < b` (the GPX writer's rule).
  public static func crossesPause(_ a: Double, _ b: Double, _ pauses: [Double]) -> Bool {
    pauses.contains { a <= $0 && $0 < b }
  }

  /// The route's points in time order (all routes of the workout).
  public static func routePoints(_ workout: Workout) -> [Location] {
    let all = workout.routes.flatMap(\.locations)
    return workout.routes.count > 1 ? all.sorted { $0.time < $1.time } : all
  }

  /// The route split after each pause (the track segments of the GPX wkconv writes, which gpxpy reads).
  public static func routeSegments(_ workout: Workout) -> [[Location]] {
    whole { try routeSegments(WorkoutPointReader(workout)) }
  }

  /// Runs a computation over a whole workout's points, which are in memory (reading them cannot fail).
  public static func whole<T>(_ body: () throws -> T) -> T {
    do { return try body() } catch {
      preconditionFailure("reading a whole workout's points failed: \(error)")
    }
  }

  /// `routeSegments` of a workout whole or streamed.
  public static func routeSegments(_ reader: WorkoutPointReader) throws -> [[Location]] {
    let spans = pauseInstants(reader.shell)
    var segments: [[Location]] = []
    var current: [Location] = []
    try reader.forEachLocation { p in
      if let last = current.last,
        crossesPause(last.time.timeIntervalSince1970, p.time.timeIntervalSince1970, spans)
      {
        segments.append(current)
        current = []
      }
      current.append(p)
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }

  /// Moving time and distance from positions: the method of gpxpy's `get_moving_data`. Between two
  /// consecutive points of a segment (the route split at pauses) with a time and a non-zero distance
  /// (3-D when both altitudes are non-zero), the interval counts as moving when its speed exceeds
  /// `stoppedSpeed` (m/s; default 1 km/h). Returns nil when no interval has a time.
  public static func movingFromRoute(_ segments: [[Location]], stoppedSpeed: Double) -> (
    seconds: Double, meters: Double
  )? {
    let totals = routeTotals(segments, stoppedSpeed: stoppedSpeed, maximumSpeed: false)
    return totals.anyTimedInterval ? (totals.movingSeconds, totals.movingMeters) : nil
  }

  /// `RouteTotals` of segments given whole.
  static func routeTotals(_ segments: [[Location]], stoppedSpeed: Double, maximumSpeed: Bool) -> RouteTotals {
    var totals = RouteTotals(stoppedSpeed: stoppedSpeed, pauses: [], maximumSpeed: maximumSpeed)
    for segment in segments {
      for p in segment { totals.add(p) }
      totals.endSegment()
    }
    return totals
  }

  /// Moving time from a speed series, when there is no route: each value holds until the next one
  /// (at most 60 s, never across a pause) and counts when it exceeds `stoppedSpeed`.
  public static func movingFromSpeed(_ speed: TimedValues, pauses: [Double], stoppedSpeed: Double)
    -> Double?
  {
    guard speed.count > 1 else { return nil }
    var moving = 0.0
    for i in 0..<(speed.count - 1) {
      let a = speed.times[i]
      let b = speed.times[i + 1]
      guard b > a, b - a <= 60, !crossesPause(a, b, pauses) else { continue }
      if speed.values[i] > stoppedSpeed { moving += b - a }
    }
    return moving
  }

  /// Maximum speed from positions, gpxpy's `calculate_max_speed`: the (speed, distance) pairs of the
  /// moving intervals, those whose distance lies more than 1.5 standard deviations from the mean
  /// dropped (GPS jumps), then the 95th percentile of the speeds (`speeds[Int(n·0.95)]`).
  public static func maximumSpeedFromRoute(_ segments: [[Location]], stoppedSpeed: Double) -> Double? {
    routeTotals(segments, stoppedSpeed: stoppedSpeed, maximumSpeed: true).maximumSpeed
  }

  /// Speed (m/s) from the distance series: between consecutive cumulative distances, Δdistance / Δtime,
  /// at the later time (intervals over 60 s or holding a pause left out).
  public static func speedFromDistance(_ workout: Workout) -> TimedValues {
    whole { try speedFromDistance(WorkoutPointReader(workout)) }
  }

  /// `speedFromDistance` of a workout whole or streamed.
  public static func speedFromDistance(_ reader: WorkoutPointReader) throws -> TimedValues {
    let cumulative = try cumulativeDistance(reader)
    let pauses = pauseInstants(reader.shell)
    var result = TimedValues()
    guard cumulative.count > 1 else { return result }
    for i in 1..<cumulative.count {
      let a = cumulative.times[i - 1]
      let b = cumulative.times[i]
      guard b > a, b - a <= 60, !crossesPause(a, b, pauses) else { continue }
      result.times.append(b)
      result.values.append((cumulative.values[i] - cumulative.values[i - 1]) / (b - a))
    }
    return result
  }

  /// Ascent and descent from altitudes, gpxpy's `get_uphill_downhill` per segment: missing altitudes
  /// dropped, each inner point smoothed as 0.3·previous + 0.4·itself + 0.3·next (the first and last kept),
  /// then the positive differences summed as ascent and the negative ones as descent. No threshold.
  public static func ascentDescent(_ segments: [[Double]]) -> (ascent: Double, descent: Double)? {
    var totals = ElevationTotals()
    for elevations in segments {
      for e in elevations { totals.add(e) }
      totals.endSegment()
    }
    return totals.any ? (totals.ascent, totals.descent) : nil
  }

  /// The values of the workout's samples of the given types, converted to `unit`, time-ordered (an
  /// entry's time is its start). Entries whose unit does not convert are skipped.
  public static func series(_ workout: Workout, types: Set<String>, unit: QuantityUnit) -> TimedValues {
    whole { try series(WorkoutPointReader(workout), types: types, unit: unit) }
  }

  /// `series` of a workout whole or streamed.
  public static func series(_ reader: WorkoutPointReader, types: Set<String>, unit: QuantityUnit) throws
    -> TimedValues
  {
    var result = TimedValues()
    try reader.forEachValue(types: types, unit: unit) { t, v in
      result.times.append(t)
      result.values.append(v)
    }
    return result
  }

  /// Cumulative distance (m) over time from the distance increments (entry ends).
  public static func cumulativeDistance(_ workout: Workout) -> TimedValues {
    whole { try cumulativeDistance(WorkoutPointReader(workout)) }
  }

  /// `cumulativeDistance` of a workout whole or streamed.
  public static func cumulativeDistance(_ reader: WorkoutPointReader) throws -> TimedValues {
    var result = TimedValues()
    var total = 0.0
    try reader.forEachValue(types: WorkoutSeriesType.distances, unit: .meter, byEnd: true) { t, v in
      total += v
      result.times.append(t)
      result.values.append(total)
    }
    return result
  }

  /// Time-weighted average: each value holds until the next (at most 60 s, the last one 1 s).
  static func timeWeightedAverage(_ s: TimedValues) -> Double? {
    guard !s.isEmpty else { return nil }
    var sum = 0.0
    var weight = 0.0
    for i in 0..<s.count {
      let w = i + 1 < s.count ? min(max(s.times[i + 1] - s.times[i], 0), 60) : 1
      sum += s.values[i] * w
      weight += w
    }
    return weight > 0 ? sum / weight : s.values.reduce(0, +) / Double(s.count)
  }

  /// Normalized power (Coggan): power resampled to 1 s (each value held until the next, gaps over 60 s
  /// and pauses left out), its 30 s rolling mean, the fourth root of the mean of its fourth powers.
  /// Nil below 30 s of power.
  public static func normalizedPower(_ power: TimedValues, pauses: [Double]) -> Double? {
    guard power.count > 1 else { return nil }
    var seconds: [Double] = []
    for i in 0..<(power.count - 1) {
      let a = power.times[i]
      let b = power.times[i + 1]
      guard b > a, b - a <= 60, !crossesPause(a, b, pauses) else { continue }
      let n = Int((b - a).rounded())
      for _ in 0..<max(n, 1) { seconds.append(power.values[i]) }
    }
    guard seconds.count >= 30 else { return nil }
    var window = seconds[0..<30].reduce(0, +)
    var sum4 = pow(window / 30, 4)
    var n = 1.0
    for i in 30..<seconds.count {
      window += seconds[i] - seconds[i - 30]
      sum4 += pow(window / 30, 4)
      n += 1
    }
    return pow(sum4 / n, 0.25)
  }

  /// Seconds in each heart-rate zone (`lowerBounds` ascending; zone 0 is below the first): each value
  /// holds until the next one, at most 60 s and never across a pause; the last value holds 1 s.
  public static func zoneTimes(_ hr: TimedValues, lowerBounds: [Double], pauses: [Double]) -> [ZoneTime] {
    var seconds = [Double](repeating: 0, count: lowerBounds.count + 1)
    for i in 0..<hr.count {
      var w = 1.0
      if i + 1 < hr.count {
        let a = hr.times[i]
        let b = hr.times[i + 1]
        w = b - a <= 60 && !crossesPause(a, b, pauses) ? max(b - a, 0) : 0
      }
      let zone = lowerBounds.lastIndex { hr.values[i] >= $0 }.map { $0 + 1 } ?? 0
      seconds[zone] += w
    }
    return seconds.enumerated().map { i, s in
      ZoneTime(
        zone: i, lowerBPM: i == 0 ? nil : lowerBounds[i - 1],
        upperBPM: i < lowerBounds.count ? lowerBounds[i] : nil,
        seconds: s)
    }
  }

  /// Numbers of a comma-separated metadata list (FIT arrays); nil elements where a value is empty.
  static func numberList(_ value: MetadataValue?) -> [Double?]? {
    guard case .string(let list)? = value else { return nil }
    return list.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingWhitespace())
    }
  }

  /// The heart-rate zone lower bounds to use and where they came from, first found of:
  /// 1. `--hr-zones` (`options.heartRateZones`);
  /// 2. the file's session time in zone (`FIT.time_in_zone.hr_zone_high_boundary`: zone i+1 starts at
  ///    boundary i — the "high boundary" is exclusive: with that rule our times match the devices'
  ///    `time_in_hr_zone` within seconds on the corpus's fr955 and Apple Watch files, with "above" they
  ///    are 200 s off);
  /// 3. the file's zone table (`FIT.hr_zone.high_bpm`, read the same way);
  /// 4. 50/60/70/80/90 % of `--max-hr`, else of the file's maximum (`FIT.zones_target.max_heart_rate`,
  ///    else `FIT.user_profile.default_max_heart_rate`).
  public static func zoneBounds(_ workout: Workout, options: SummaryOptions) -> (
    bounds: [Double], source: String
  )? {
    if let z = options.heartRateZones, !z.isEmpty { return (z.sorted(), "--hr-zones") }
    let md = workout.header.metadata
    if let tops = numberList(md["FIT.time_in_zone.hr_zone_high_boundary"]), !tops.isEmpty,
      tops.allSatisfy({ $0 != nil })
    {
      return (tops.map { $0! }, "the file's time_in_zone (session)")
    }
    if let list = numberList(md["FIT.hr_zone.high_bpm"]) {
      let tops = list.compactMap { $0 }
      if tops.count > 1 { return (Array(tops.dropLast()), "the file's hr_zone table") }
    }
    let candidates: [(Double?, String)] = [
      (options.maximumHeartRate, "--max-hr"),
      (md["FIT.zones_target.max_heart_rate"]?.doubleValue, "the file's zones_target max_heart_rate"),
      (
        md["FIT.user_profile.default_max_heart_rate"]?.doubleValue,
        "the file's user_profile default_max_heart_rate"
      ),
    ]
    guard let found = candidates.first(where: { ($0.0 ?? 0) > 0 }), let m = found.0 else { return nil }
    let source = found.1
    return (
      [0.5, 0.6, 0.7, 0.8, 0.9].map { ($0 * m).rounded() },
      "50–90 % of \(NumberText.shortest(m)) bpm (\(source))"
    )
  }

  /// Whether pace (time per distance) is the custom for a sport, and its unit.
  static func paceUnit(_ activity: WorkoutActivityType) -> (String, Double)? {
    switch activity.name {
    case "running", "walking", "hiking", "trackAndField", "wheelchairRunPace", "wheelchairWalkPace",
      "crossCountrySkiing":
      return ("s/km", 1000)
    case "swimming": return ("s/100m", 100)
    default: return nil
    }
  }

  /// The recorded statistics of the given types, in `unit`: sums added and the largest maximum over every
  /// matching type (a multisport workout has a distance per sport); the average only when one type matches.
  static func statistic(_ stats: [WorkoutStatistics], types: Set<String>, unit: QuantityUnit) -> (
    sum: Double?, average: Double?, maximum: Double?
  )? {
    let matching = stats.filter { types.contains($0.type) }
    guard !matching.isEmpty else { return nil }
    func c(_ s: WorkoutStatistics, _ v: Double?) -> Double? {
      v.flatMap { try? s.unit.convert($0, to: unit) }
    }
    let sums = matching.compactMap { c($0, $0.sum) }
    let maxima = matching.compactMap { c($0, $0.maximum) }
    let average = matching.count == 1 ? c(matching[0], matching[0].average) : nil
    return (sums.isEmpty ? nil : sums.reduce(0, +), average, maxima.max())
  }

  /// The summary of one workout.
  public static func summarize(_ workout: Workout, options: SummaryOptions = SummaryOptions())
    -> WorkoutSummary
  {
    whole { try summarize(WorkoutPointReader(workout), options: options) }
  }

  /// The summary of a workout whole or streamed (the streamed one's points are read from their spools:
  /// the route and the summarized series are held as arrays while it is computed, never the workout).
  public static func summarize(_ reader: WorkoutPointReader, options: SummaryOptions = SummaryOptions())
    throws
    -> WorkoutSummary
  {
    let workout = reader.shell
    var computed: [String] = []
    let header = workout.header
    let pauses = pauseInstants(workout)
    var stats = workout.statistics
    if workout.activities.count > 1 {
      let fromLegs = legStatistics(workout, missing: Set(stats.map(\.type)))
      stats += fromLegs.statistics
      computed += fromLegs.computed
    }
    let hr = try series(reader, types: [WorkoutSeriesType.heartRate], unit: .countPerMinute)
    let speed = try series(reader, types: WorkoutSeriesType.speeds, unit: .meterPerSecond)
    let power = try series(reader, types: WorkoutSeriesType.powers, unit: .watt)
    let cadence = try series(reader, types: WorkoutSeriesType.cadences, unit: .countPerMinute)
    let altitude = try series(reader, types: [WorkoutSeriesType.altitude], unit: .meter)
    // The route in one pass (`RouteTotals`); the maximum speed from positions only when neither a
    // recorded maximum nor a speed or distance series gives it.
    let speedStat = statistic(stats, types: WorkoutSeriesType.speeds, unit: .meterPerSecond)
    let speedFromDistanceMaximum =
      speedStat?.maximum == nil && speed.isEmpty ? try speedFromDistance(reader).values.max() : nil
    var routeTotals = RouteTotals(
      stoppedSpeed: options.stoppedSpeed, pauses: pauses,
      maximumSpeed: speedStat?.maximum == nil && speed.isEmpty && speedFromDistanceMaximum == nil)
    // A multisport workout's ascent is its legs' recorded ones; a leg without one gets its altitudes'.
    let legsLackingAscent = workout.activities.filter {
      $0.metadata.quantity(SummaryKey.elevationAscended, in: .meter) == nil
    }
    let perLeg =
      workout.activities.count > 1 && legsLackingAscent.count < workout.activities.count
      && header.metadata.quantity(SummaryKey.elevationAscended, in: .meter) == nil
    var legAltitudes = TimedValues()
    try reader.forEachLocation { l in
      routeTotals.add(l)
      if perLeg, let a = l.altitude, a.isFinite {
        legAltitudes.times.append(l.time.timeIntervalSince1970)
        legAltitudes.values.append(a)
      }
    }
    routeTotals.endSegment()
    let routeCount = routeTotals.count

    let elapsed = header.end.timeIntervalSince(header.start)
    // A zero timer over a non-empty workout is a missing value (a FIT session without total_timer_time).
    var timer = workout.duration.flatMap { $0 > 0 || elapsed <= 0 ? $0 : nil }
    if timer == nil, elapsed > 0 {
      timer =
        elapsed - pausedSpans(workout).reduce(0) { $0 + max(0, min($1.1, header.end.unixSeconds) - $1.0) }
      computed.append("timerSeconds")
    }

    // Distance: recorded statistic, legacy total, the distance series, the route.
    let distance = try distanceMeters(reader, statistics: stats, route: routeTotals, computed: &computed)

    let moving = movingSeconds(
      workout, route: routeTotals, speed: speed, pauses: pauses, options: options, computed: &computed)

    // Ascent/descent: recorded metadata, else computed from the route's (or the altitude series') altitudes.
    let (ascent, descent) = ascentDescent(
      workout, perLeg: perLeg, legAltitudes: legAltitudes, route: routeTotals, altitude: altitude,
      computed: &computed)

    // Speed.
    var averageSpeed = speedStat?.average
    if averageSpeed == nil, let d = distance, let t = timer ?? (elapsed > 0 ? elapsed : nil), t > 0 {
      averageSpeed = d / t
      computed.append("averageSpeed")
    }
    var maximumSpeed = speedStat?.maximum
    if maximumSpeed == nil {
      // The speed series' maximum; else the fastest step of the distance series (consistent with the
      // recorded distance); else positions (gpxpy's method).
      maximumSpeed = speed.values.max() ?? speedFromDistanceMaximum ?? routeTotals.maximumSpeed
      if maximumSpeed != nil { computed.append("maximumSpeed") }
    }
    var pace: Double?
    var paceUnitName: String?
    if let (unitName, per) = paceUnit(workout.activityType), let v = averageSpeed, v > 0 {
      pace = per / v
      paceUnitName = unitName
    }

    var seenLaps = Set<[Double]>()
    let allLaps = (workout.events + workout.activities.flatMap(\.events)).filter {
      $0.type == .lap && seenLaps.insert([$0.start.unixSeconds, $0.duration]).inserted
    }
    func channel(_ types: Set<String>, _ unit: QuantityUnit, _ s: TimedValues, _ name: String)
      -> ChannelStatistics?
    {
      channelStatistics(
        stats, laps: allLaps, types: types, unit: unit, series: s, name: name, computed: &computed)
    }
    let heartRate = channel([WorkoutSeriesType.heartRate], .countPerMinute, hr, "heartRate")
    let powerStats = channel(WorkoutSeriesType.powers, .watt, power, "power")
    let cadenceStats = channel(WorkoutSeriesType.cadences, .countPerMinute, cadence, "cadence")
    var np = header.metadata["FIT.session.normalized_power"]?.doubleValue
    if np == nil {
      np = normalizedPower(power, pauses: pauses)
      if np != nil { computed.append("normalizedPower") }
    }
    let (zones, zoneSource) = heartRateZones(
      workout, heartRate: hr, pauses: pauses, options: options, computed: &computed)

    let calories = try calories(reader, statistics: stats, computed: &computed)

    let laps = lapSummaries(workout)
    let legs = legSummaries(workout)

    let channels = channelCounts(reader, routeCount: routeCount)

    return WorkoutSummary(
      sport: workout.activityType.name, start: header.start.description, end: header.end.description,
      elapsedSeconds: elapsed, timerSeconds: timer, movingSeconds: moving, distanceMeters: distance,
      ascentMeters: ascent, descentMeters: descent, averageSpeed: averageSpeed, maximumSpeed: maximumSpeed,
      averagePace: pace, paceUnit: paceUnitName, heartRate: heartRate, heartRateZones: zones,
      heartRateZoneSource: zoneSource, power: powerStats,
      normalizedPower: np, cadence: cadenceStats, calories: calories, laps: laps, legs: legs,
      channels: channels,
      computed: Self.once(computed))
  }

  /// Moving time: swim lengths (pool swims: the active lengths' time), else from positions (gpxpy's
  /// method), else from the speed series.
  static func movingSeconds(
    _ workout: Workout, route routeTotals: RouteTotals, speed: TimedValues, pauses: [Double],
    options: SummaryOptions, computed: inout [String]
  ) -> Double? {
    let lengths = (workout.events + workout.activities.flatMap(\.events)).filter {
      $0.type == .segment && $0.metadata["HKSwimmingStrokeStyle"] != nil
    }
    var moving: Double? = lengths.isEmpty ? nil : lengths.reduce(0) { $0 + $1.duration }
    if moving == nil, routeTotals.anyTimedInterval { moving = routeTotals.movingSeconds }
    if moving == nil { moving = movingFromSpeed(speed, pauses: pauses, stoppedSpeed: options.stoppedSpeed) }
    if moving != nil { computed.append("movingSeconds") }
    return moving
  }

  /// The distance: the recorded statistic, the legacy total, the distance series, the route.
  static func distanceMeters(
    _ reader: WorkoutPointReader, statistics stats: [WorkoutStatistics], route routeTotals: RouteTotals,
    computed: inout [String]
  ) throws -> Double? {
    let workout = reader.shell
    let routeCount = routeTotals.count
    var distance = statistic(stats, types: WorkoutSeriesType.distances, unit: .meter)?.sum
    if distance == nil, let t = workout.totals["distance"] { distance = try? t.converted(to: .meter).value }
    if distance == nil {
      let cumulative = try cumulativeDistance(reader)
      if let last = cumulative.values.last {
        distance = last
        computed.append("distanceMeters")
      } else if routeCount > 1 {
        distance = routeTotals.flatMeters
        computed.append("distanceMeters")
      }
    }
    return distance
  }

  /// Ascent and descent: recorded metadata, else computed — per leg for a multisport workout whose legs
  /// lack some (`perLeg`), else from the route's altitudes (or the altitude series').
  static func ascentDescent(
    _ workout: Workout, perLeg: Bool, legAltitudes: TimedValues, route routeTotals: RouteTotals,
    altitude: TimedValues, computed: inout [String]
  ) -> (ascent: Double?, descent: Double?) {
    let header = workout.header
    var ascent = header.metadata.quantity(SummaryKey.elevationAscended, in: .meter)
    var descent = header.metadata.quantity(SummaryKey.elevationDescended, in: .meter)
    if perLeg {
      var up = 0.0
      var down = 0.0
      for leg in workout.activities {
        let recordedUp = leg.metadata.quantity(SummaryKey.elevationAscended, in: .meter)
        let recordedDown = leg.metadata.quantity(SummaryKey.elevationDescended, in: .meter)
        var computedLeg: (ascent: Double, descent: Double)?
        if recordedUp == nil || recordedDown == nil {
          let inside = zip(legAltitudes.times, legAltitudes.values).filter {
            $0.0 >= leg.start.unixSeconds && $0.0 <= leg.end.unixSeconds
          }.map(\.1)
          computedLeg = ascentDescent([inside])
          if computedLeg != nil, !computed.contains("ascentMeters") { computed.append("ascentMeters") }
        }
        up += recordedUp ?? computedLeg?.ascent ?? 0
        down += recordedDown ?? computedLeg?.descent ?? 0
      }
      ascent = up
      descent = descent ?? down
    }
    if ascent == nil || descent == nil {
      let fromRoute =
        routeTotals.elevation.any ? (routeTotals.elevation.ascent, routeTotals.elevation.descent) : nil
      let upDown = routeTotals.hasAltitude ? fromRoute : ascentDescent([altitude.values])
      if let (up, down) = upDown {
        if ascent == nil {
          ascent = up
          computed.append("ascentMeters")
        }
        if descent == nil {
          descent = down
          computed.append("descentMeters")
        }
      }
    }
    return (ascent, descent)
  }

  /// A channel's average and maximum: recorded, else the laps' recorded maxima and the series'.
  static func channelStatistics(
    _ stats: [WorkoutStatistics], laps allLaps: [WorkoutEvent], types: Set<String>, unit: QuantityUnit,
    series s: TimedValues, name: String, computed: inout [String]
  ) -> ChannelStatistics? {
    let recorded = statistic(stats, types: types, unit: unit)
    var result = ChannelStatistics(average: recorded?.average, maximum: recorded?.maximum)
    if result.average == nil, let a = timeWeightedAverage(s) {
      result.average = a
      computed.append(name + ".average")
    }
    if result.maximum == nil {
      // The laps' recorded maxima where they exist (the device's own): the series' maximum only for
      // what no lap's maximum covers.
      let laps = allLaps.map { statistic($0.statistics, types: types, unit: unit)?.maximum }
      let recordedMaxima = laps.compactMap { $0 }
      let fromSeries = recordedMaxima.count == laps.count && !laps.isEmpty ? nil : s.values.max()
      if let m = (recordedMaxima + [fromSeries].compactMap { $0 }).max() {
        result.maximum = m
        if fromSeries != nil && m == fromSeries { computed.append(name + ".maximum") }
      }
    }
    return result.average == nil && result.maximum == nil ? nil : result
  }

  /// Time in heart rate zones and where the zones come from (nil without zones or heart rate).
  static func heartRateZones(
    _ workout: Workout, heartRate hr: TimedValues, pauses: [Double], options: SummaryOptions,
    computed: inout [String]
  ) -> ([ZoneTime]?, String?) {
    let header = workout.header
    var zones: [ZoneTime]?
    var zoneSource: String?
    if let found = zoneBounds(workout, options: options), !hr.isEmpty {
      zones = zoneTimes(hr, lowerBounds: found.bounds, pauses: pauses)
      zoneSource = found.source
      computed.append("heartRateZones")
      if found.source.contains("time_in_zone"),
        let recorded = numberList(header.metadata["FIT.time_in_zone.time_in_hr_zone"])
      {
        for i in zones!.indices where i < recorded.count { zones![i].recordedSeconds = recorded[i] }
      }
    }
    return (zones, zoneSource)
  }

  /// Active energy: the recorded statistic, the legacy total, else the energy series' sum.
  static func calories(
    _ reader: WorkoutPointReader, statistics stats: [WorkoutStatistics], computed: inout [String]
  ) throws -> Double? {
    let workout = reader.shell
    var calories = statistic(stats, types: [WorkoutSeriesType.activeEnergy], unit: .kilocalorie)?.sum
    if calories == nil, let t = workout.totals["energyBurned"] {
      calories = try? t.converted(to: .kilocalorie).value
    }
    if calories == nil {
      let energy = try series(reader, types: [WorkoutSeriesType.activeEnergy], unit: .kilocalorie)
      if !energy.isEmpty {
        calories = energy.values.reduce(0, +)
        computed.append("calories")
      }
    }
    return calories
  }

  /// The laps, in time order.
  static func lapSummaries(_ workout: Workout) -> [LapSummary] {
    let header = workout.header
    let lapEvents = (workout.events + workout.activities.flatMap(\.events)).filter { $0.type == .lap }
      .sorted { $0.start < $1.start }
    return lapEvents.enumerated().map { i, lap -> LapSummary in
      let d = statistic(lap.statistics, types: WorkoutSeriesType.distances, unit: .meter)?.sum
      let h = statistic(lap.statistics, types: [WorkoutSeriesType.heartRate], unit: .countPerMinute)
      let timer = lap.timerDuration
      let t = timer ?? lap.duration
      return LapSummary(
        index: i + 1, start: lap.start.description, offsetSeconds: lap.start.timeIntervalSince(header.start),
        elapsedSeconds: lap.duration, timerSeconds: timer, distanceMeters: d,
        averageSpeed: d.flatMap { t > 0 ? $0 / t : nil },
        heartRate: h.map { ChannelStatistics(average: $0.average, maximum: $0.maximum) },
        calories: statistic(lap.statistics, types: [WorkoutSeriesType.activeEnergy], unit: .kilocalorie)?.sum)
    }
  }

  /// The legs of a multisport workout (none otherwise).
  static func legSummaries(_ workout: Workout) -> [LegSummary] {
    workout.activities.count > 1
      ? workout.activities.map { a in
        LegSummary(
          sport: a.configuration.activityType.name, start: a.start.description,
          elapsedSeconds: a.end.timeIntervalSince(a.start), timerSeconds: a.duration,
          distanceMeters: statistic(a.statistics, types: WorkoutSeriesType.distances, unit: .meter)?.sum)
      } : []
  }

  /// The points of each channel, the route first.
  static func channelCounts(_ reader: WorkoutPointReader, routeCount: Int) -> [ChannelCount] {
    let workout = reader.shell
    var counts: [String: Int] = [:]
    var order: [String] = []
    for (i, sample) in workout.samples.enumerated() {
      let (name, n): (String, Int)
      switch sample {
      case .quantity(let q): (name, n) = (q.type, reader.entryCount(sample: i))
      case .category(let c): (name, n) = (c.type, 1)
      case .heartbeatSeries(let h): (name, n) = ("heartbeats", h.beats.count)
      }
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += n
    }
    var channels = order.map { ChannelCount(channel: $0, points: counts[$0]!) }
    if routeCount > 0 { channels.insert(ChannelCount(channel: "route", points: routeCount), at: 0) }
    return channels
  }

  /// The keys in their first order, each once (several legs or steps may compute the same value).
  static func once(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
  }

  /// Workout statistics gathered from the legs of a multisport workout, for the types the workout itself
  /// lacks: sums added (recorded values, exact), maxima the largest, averages weighted by each leg's
  /// timer (else elapsed) seconds — those are listed as computed (`<field>.average`).
  static func legStatistics(_ workout: Workout, missing present: Set<String>) -> (
    statistics: [WorkoutStatistics], computed: [String]
  ) {
    var order: [String] = []
    var byType: [String: [(WorkoutStatistics, Double)]] = [:]
    for a in workout.activities {
      let weight = a.duration ?? a.end.timeIntervalSince(a.start)
      for st in a.statistics where !present.contains(st.type) {
        if byType[st.type] == nil { order.append(st.type) }
        byType[st.type, default: []].append((st, weight))
      }
    }
    var result: [WorkoutStatistics] = []
    var computed: [String] = []
    for type in order {
      let parts = byType[type]!
      let unit = parts[0].0.unit
      func values(_ key: KeyPath<WorkoutStatistics, Double?>) -> [(Double, Double)] {
        parts.compactMap { st, w in
          st[keyPath: key].flatMap { try? st.unit.convert($0, to: unit) }.map { ($0, w) }
        }
      }
      var st = WorkoutStatistics(type: type, start: workout.header.start, end: workout.header.end, unit: unit)
      let sums = values(\.sum)
      if !sums.isEmpty { st.sum = sums.reduce(0) { $0 + $1.0 } }
      st.maximum = values(\.maximum).map(\.0).max()
      st.minimum = values(\.minimum).map(\.0).min()
      let averages = values(\.average)
      let weight = averages.reduce(0) { $0 + $1.1 }
      if !averages.isEmpty, weight > 0 {
        st.average = averages.reduce(0) { $0 + $1.0 * $1.1 } / weight
        switch type {
        case WorkoutSeriesType.heartRate: computed.append("heartRate.average")
        case _ where WorkoutSeriesType.powers.contains(type): computed.append("power.average")
        case _ where WorkoutSeriesType.cadences.contains(type): computed.append("cadence.average")
        case _ where WorkoutSeriesType.speeds.contains(type): computed.append("averageSpeed")
        default: break
        }
      }
      result.append(st)
    }
    return (result, computed)
  }
}

/// Samples by type and month (`YYYY-MM` in the sample's own UTC offset), for exports: the per-type
/// monthly table of `wkconv summary` and the HTML index page. A sink: feed it items as they are read;
/// memory grows with types × months, not with samples.
public final class MonthlySampleCounts: HealthItemSink {
  /// Counts per type, per month.
  public private(set) var counts: [String: [String: Int]] = [:]

  /// Makes an empty table.
  public init() {}

  public func receive(_ item: HealthItem) throws {
    switch item {
    case .quantity(let q): add(q.type, q.header.start)
    case .category(let c): add(c.type, c.header.start)
    case .correlation(let c): add(c.type, c.header.start)
    case .heartbeatSeries(let h): add("HKDataTypeIdentifierHeartbeatSeries", h.header.start)
    default: break
    }
  }

  /// Counts one sample.
  public func add(_ type: String, _ start: Timestamp) {
    counts[type, default: [:]][Self.month(start), default: 0] += 1
  }

  /// `YYYY-MM` of a timestamp in its own offset (UTC when it has none).
  public static func month(_ t: Timestamp) -> String {
    let local = Int64((t.unixSeconds + Double(t.utcOffset ?? 0)).rounded(.down))
    let (y, m, _, _, _, _) = ISO8601Timestamp.civil(fromUnix: local)
    return NumberText.formatted("%04lld-%02lld", y, m)
  }

  /// Every month from the first to the last, in order.
  public var months: [String] {
    let all = Set(counts.values.flatMap(\.keys)).sorted()
    guard let first = all.first, let last = all.last else { return [] }
    var result: [String] = []
    var (y, m) = (Int(first.prefix(4))!, Int(first.suffix(2))!)
    while true {
      let text = NumberText.formatted("%04d-%02d", y, m)
      result.append(text)
      if text >= last { break }
      m += 1
      if m > 12 { (y, m) = (y + 1, 1) }
    }
    return result
  }

  /// Types, most samples first (ties by name).
  public var types: [String] {
    let totals: [(type: String, total: Int)] = counts.map { entry in
      (entry.key, entry.value.values.reduce(0, +))
    }
    return totals.sorted { a, b in a.total != b.total ? a.total > b.total : a.type < b.type }.map(\.type)
  }
}
