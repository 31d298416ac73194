import FoundationEssentials

/// Ascent and descent accumulated altitude by altitude, gpxpy's `get_uphill_downhill` per segment: each
/// inner altitude smoothed as 0.3·previous + 0.4·itself + 0.3·next (a segment's first and last kept),
/// the positive differences summed as ascent, the negative ones as descent. No threshold. Holds three
/// values, whatever the length of the route.
public struct ElevationTotals {
  public private(set) var ascent = 0.0
  public private(set) var descent = 0.0
  /// Whether a segment had two altitudes or more.
  public private(set) var any = false
  private var count = 0
  private var beforeLast = 0.0
  private var last = 0.0
  private var previousSmoothed = 0.0

  public init() {}

  private mutating func step(to smoothed: Double) {
    let d = smoothed - previousSmoothed
    if d > 0 { ascent += d } else { descent -= d }
  }

  /// Adds the segment's next altitude.
  public mutating func add(_ e: Double) {
    if count >= 2 {
      // The previous altitude is an inner one now that its next is known.
      let smoothed = beforeLast * 0.3 + last * 0.4 + e * 0.3
      step(to: smoothed)
      previousSmoothed = smoothed
    } else if count == 1 {
      previousSmoothed = last  // the first is kept
    }
    beforeLast = last
    last = e
    count += 1
  }

  /// Ends a segment (its last altitude is kept as it is).
  public mutating func endSegment() {
    if count >= 2 {
      step(to: last)
      any = true
    }
    count = 0
  }
}

/// The route values of a summary accumulated point by point, the route split after each pause (the
/// track segments of the GPX wkconv writes, which gpxpy reads): moving time and distance (gpxpy's
/// `get_moving_data`), the 2-D length, ascent/descent (`ElevationTotals`) and, when asked, the maximum
/// speed from positions (gpxpy's `calculate_max_speed`, which needs one segment's steps at a time).
/// Memory: a few numbers, plus one segment's (speed, distance) pairs when the maximum speed is asked.
public struct RouteTotals {
  let stoppedSpeed: Double
  let pauses: [Double]
  let wantsMaximumSpeed: Bool
  /// Points added.
  public private(set) var count = 0
  /// Moving seconds and meters: intervals with a time, a non-zero distance (3-D when both altitudes are
  /// non-zero) and a speed above `stoppedSpeed`.
  public private(set) var movingSeconds = 0.0
  public private(set) var movingMeters = 0.0
  /// Whether an interval had a time (else there is no moving time).
  public private(set) var anyTimedInterval = false
  /// The sum of the 2-D steps within segments.
  public private(set) var flatMeters = 0.0
  /// Ascent and descent of the route's altitudes.
  public private(set) var elevation = ElevationTotals()
  /// Whether any point had an altitude.
  public private(set) var hasAltitude = false
  /// The maximum speed from positions (the largest of the segments'), when asked.
  public private(set) var maximumSpeed: Double?
  private var previous: Location?
  private var pairs: [(speed: Double, meters: Double)] = []
  private var movingSoFar = 0.0

  /// Totals for points split at `pauses` (instants, sorted), intervals faster than `stoppedSpeed` (m/s)
  /// moving.
  public init(stoppedSpeed: Double, pauses: [Double], maximumSpeed: Bool) {
    self.stoppedSpeed = stoppedSpeed
    self.pauses = pauses
    wantsMaximumSpeed = maximumSpeed
  }

  /// Adds the next point (in time order).
  public mutating func add(_ b: Location) {
    if let a = previous,
      WorkoutSummaries.crossesPause(a.time.timeIntervalSince1970, b.time.timeIntervalSince1970, pauses)
    {
      endSegment()
    }
    if let a = previous {
      flatMeters += WorkoutSummaries.distance(a.latitude, a.longitude, b.latitude, b.longitude)
      let seconds = b.time.timeIntervalSince(a.time)
      if seconds > 0 {
        anyTimedInterval = true
        let d = WorkoutSummaries.step(a, b)
        if d > 0, d / seconds > stoppedSpeed {
          movingSeconds += seconds
          movingMeters += d
          movingSoFar += seconds
        }
        if wantsMaximumSpeed, d > 0, movingSoFar > 0 { pairs.append((d / seconds, d)) }
      }
    }
    if let e = b.altitude {
      hasAltitude = true
      elevation.add(e)
    }
    previous = b
    count += 1
  }

  /// Ends a segment (also done at each pause).
  public mutating func endSegment() {
    elevation.endSegment()
    if wantsMaximumSpeed, pairs.count >= 2 {
      // GPS jumps: steps whose length lies more than 1.5 standard deviations from the mean dropped; then
      // the 95th percentile of the speeds (`speeds[Int(n·0.95)]`).
      let mean = pairs.reduce(0) { $0 + $1.meters } / Double(pairs.count)
      let sd = (pairs.reduce(0) { $0 + ($1.meters - mean) * ($1.meters - mean) } / Double(pairs.count))
        .squareRoot()
      var speeds = pairs.filter { abs($0.meters - mean) <= sd * 1.5 }.map(\.speed)
      if !speeds.isEmpty {
        speeds.sort()
        let index = min(Int(Double(speeds.count) * 0.95), speeds.count - 1)
        maximumSpeed = max(maximumSpeed ?? 0, speeds[index])
      }
    }
    pairs = []
    movingSoFar = 0
    previous = nil
  }
}
