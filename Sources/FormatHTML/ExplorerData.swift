import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A route reduced for the explorer's map while its points stream by: positions projected to Web
/// Mercator and quantised to a 2^24 grid (about 2.4 m at the equator, a zoom-16 pixel), points nearer
/// than `minimumStep` grid units to the last one kept dropped, a new segment after each pause. Holds at
/// most `holdLimit` points: past that the step doubles and the held points are thinned again, so a
/// route of any length stays bounded.
struct RouteSketch {
  /// Grid units per world width.
  static let grid = 16_777_216.0
  static let holdLimit = 10_000
  /// Significance (grid units) below which a point is never kept.
  static let significanceFloor: Float = 1
  /// Web Mercator stops at ±85.0511°.
  static let maximumLatitude = 85.05112878

  private(set) var xs: [Int32] = []
  private(set) var ys: [Int32] = []
  /// The index in `xs` where each segment starts.
  private(set) var starts: [Int] = []
  private var minimumStep: Int64 = 2
  private var nextPause = 0
  private var lastTime: Double?
  let pauses: [Double]

  init(pauses: [Double]) { self.pauses = pauses }

  /// The grid position of a latitude/longitude.
  static func project(latitude: Double, longitude: Double) -> (Int32, Int32)? {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
      return nil
    }
    let phi = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
    let x = (longitude + 180) / 360
    let y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2
    return (Int32((x * grid).rounded()), Int32((min(max(y, 0), 1) * grid).rounded()))
  }

  mutating func add(_ p: Location) {
    guard let (x, y) = Self.project(latitude: p.latitude, longitude: p.longitude) else { return }
    let t = p.time.timeIntervalSince1970
    var newSegment = xs.isEmpty
    if let a = lastTime {
      while nextPause < pauses.count, pauses[nextPause] < a { nextPause += 1 }
      if nextPause < pauses.count, pauses[nextPause] < t { newSegment = true }
    }
    lastTime = t
    if newSegment {
      starts.append(xs.count)
    } else if let lx = xs.last, let ly = ys.last {
      let dx = Int64(x) - Int64(lx)
      let dy = Int64(y) - Int64(ly)
      guard dx * dx + dy * dy >= minimumStep * minimumStep else { return }
    }
    xs.append(x)
    ys.append(y)
    // Thinned to at most half the limit, so that thinning happens O(log n) times, not per point.
    if xs.count > Self.holdLimit {
      while xs.count > Self.holdLimit / 2 { thin() }
    }
  }

  /// Doubles the step and keeps, of each segment, its first point and the points at least the new step
  /// from the last kept one.
  private mutating func thin() {
    minimumStep *= 2
    var nx: [Int32] = []
    var ny: [Int32] = []
    var ns: [Int] = []
    for (k, s) in starts.enumerated() {
      let e = k + 1 < starts.count ? starts[k + 1] : xs.count
      ns.append(nx.count)
      for i in s..<e {
        if i > s, let lx = nx.last, let ly = ny.last {
          let dx = Int64(xs[i]) - Int64(lx)
          let dy = Int64(ys[i]) - Int64(ly)
          if dx * dx + dy * dy < minimumStep * minimumStep, i != e - 1 { continue }
        }
        nx.append(xs[i])
        ny.append(ys[i])
      }
    }
    (xs, ys, starts) = (nx, ny, ns)
  }

  /// The sketch with each point's Douglas-Peucker significance (grid units; a segment's ends: infinity).
  func finish() -> SketchedRoute? {
    guard xs.count > 1 else { return nil }
    var significance = [Float](repeating: 0, count: xs.count)
    for (k, s) in starts.enumerated() {
      let e = (k + 1 < starts.count ? starts[k + 1] : xs.count) - 1
      significance[s] = .infinity
      significance[e] = .infinity
      guard e - s > 1 else { continue }
      // Each interior point's significance: its distance from the chord when Douglas-Peucker splits there,
      // never more than its parent's, so that keeping every point above a threshold is a DP result.
      var stack: [(Int, Int, Float)] = [(s, e, .infinity)]
      while let (a, b, limit) = stack.popLast() {
        guard b - a > 1 else { continue }
        var best = a + 1
        var bestDistance = -1.0
        for i in (a + 1)..<b {
          let d = Self.distance(i, from: a, to: b, xs, ys)
          if d > bestDistance { (best, bestDistance) = (i, d) }
        }
        // Below a grid unit nothing is ever drawn: the range's points keep significance 0 unsplit.
        guard bestDistance >= Double(Self.significanceFloor) else { continue }
        let value = min(Float(bestDistance), limit)
        significance[best] = value
        stack.append((a, best, value))
        stack.append((best, b, value))
      }
    }
    return SketchedRoute(xs: xs, ys: ys, starts: starts, significance: significance)
  }

  static func distance(_ i: Int, from a: Int, to b: Int, _ xs: [Int32], _ ys: [Int32]) -> Double {
    let (ax, ay) = (Double(xs[a]), Double(ys[a]))
    let (bx, by) = (Double(xs[b]), Double(ys[b]))
    let (px, py) = (Double(xs[i]), Double(ys[i]))
    let dx = bx - ax
    let dy = by - ay
    let length = dx * dx + dy * dy
    guard length > 0 else { return ((px - ax) * (px - ax) + (py - ay) * (py - ay)).squareRoot() }
    let u = max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length))
    let qx = ax + u * dx
    let qy = ay + u * dy
    return ((px - qx) * (px - qx) + (py - qy) * (py - qy)).squareRoot()
  }
}

/// A sketched route: grid points, segment starts and Douglas-Peucker significances.
struct SketchedRoute: Sendable {
  var xs: [Int32]
  var ys: [Int32]
  var starts: [Int]
  var significance: [Float]

  /// The route in at most `budget` points (each segment's ends always kept; points below `floor` grid
  /// units of significance never), as polyline text: a segment's first point absolute, then deltas, each
  /// number in the Encoded Polyline Algorithm's characters (`?`…`~`); segments separated by a space.
  func encoded(budget: Int, floor: Float = RouteSketch.significanceFloor) -> String {
    var threshold = floor
    let candidates = significance.filter { $0 >= floor }
    if candidates.count > budget {
      let sorted = candidates.sorted(by: >)
      threshold = max(floor, sorted[max(0, budget - 1)])
    }
    var text = ""
    for (k, s) in starts.enumerated() {
      let e = k + 1 < starts.count ? starts[k + 1] : xs.count
      if k > 0 { text += " " }
      var (px, py): (Int64, Int64) = (0, 0)
      for i in s..<e where significance[i] >= threshold {
        Self.append(Int64(xs[i]) - px, to: &text)
        Self.append(Int64(ys[i]) - py, to: &text)
        (px, py) = (Int64(xs[i]), Int64(ys[i]))
      }
    }
    return text
  }

  /// One number in the polyline alphabet: zig-zag, then 5-bit groups, low first, `0x20` marking more.
  static func append(_ value: Int64, to text: inout String) {
    var v = UInt64(bitPattern: value < 0 ? ~(value << 1) : value << 1)
    while v >= 0x20 {
      text.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (v & 0x1f)) + 63)))
      v >>= 5
    }
    text.unicodeScalars.append(Unicode.Scalar(UInt8(v + 63)))
  }
}

/// The fastest time over each of `distances` within one workout, from its cumulative distance as it
/// streams: the time at every `step` meters is interpolated and kept in a ring of the last
/// `longest / step` marks, so memory is bounded by the longest distance, not by the workout.
struct BestEfforts {
  /// 1 km, 5 km, 10 km, half marathon, marathon.
  static let distances: [Double] = [1000, 5000, 10_000, 21_097.5, 42_195]
  static let step = 10.0
  private var ring: [Double]
  /// Marks written so far (mark k is the time at k × step meters).
  private var marks = 0
  private var previous: (distance: Double, time: Double)?
  private(set) var best: [Double?] = Array(repeating: nil, count: BestEfforts.distances.count)

  init() {
    ring = Array(repeating: 0, count: Int((Self.distances.last! / Self.step).rounded(.up)) + 2)
  }

  /// The cumulative distance `meters` reached at `time` (Unix seconds).
  mutating func add(meters: Double, time: Double) {
    guard meters.isFinite, time.isFinite else { return }
    guard let (d0, t0) = previous else {
      previous = (meters, time)
      origin = meters
      mark(time)
      return
    }
    guard time >= t0 else { return }
    // Standing still: the next mark is reached from the last time at this distance.
    guard meters > d0 else {
      previous = (d0, time)
      return
    }
    while origin + Double(marks) * Self.step <= meters {
      let d = origin + Double(marks) * Self.step
      mark(t0 + (time - t0) * (d - d0) / (meters - d0))
    }
    previous = (meters, time)
  }

  /// The distance of mark 0.
  private var origin = 0.0

  private mutating func mark(_ time: Double) {
    ring[marks % ring.count] = time
    marks += 1
    let k = marks - 1
    for (n, d) in Self.distances.enumerated() {
      let back = d / Self.step
      let from = Double(k) - back
      guard from >= 0 else { continue }
      let lower = Int(from.rounded(.down))
      let fraction = from - Double(lower)
      let a = ring[lower % ring.count]
      let t = fraction > 0 ? a + (ring[(lower + 1) % ring.count] - a) * fraction : a
      let seconds = time - t
      if seconds > 0, seconds < (best[n] ?? .infinity) { best[n] = seconds }
    }
  }
}

/// Daily health values, aggregated as samples arrive (per-day sums and counts only, never the samples):
/// steps (sum), resting heart rate (mean, bpm), body mass (mean, kg), sleep (hours asleep, by the day
/// the sleep ends).
final class DailyHealth {
  enum Metric: String, CaseIterable {
    case steps, restingHeartRate, weight, sleep
  }
  private var values: [Metric: [Int: (sum: Double, count: Int)]] = [:]

  static let asleepValues: Set<Int> = [1, 3, 4, 5]

  /// The local day number (days since 1970-01-01 in the timestamp's own offset).
  static func day(_ t: Timestamp) -> Int {
    Int(((t.unixSeconds + Double(t.utcOffset ?? 0)) / 86_400).rounded(.down))
  }

  func receive(_ item: HealthItem) {
    switch item {
    case .quantity(let q):
      switch q.type {
      case "HKQuantityTypeIdentifierStepCount": add(.steps, q, .count)
      case "HKQuantityTypeIdentifierRestingHeartRate": add(.restingHeartRate, q, .countPerMinute)
      case "HKQuantityTypeIdentifierBodyMass": add(.weight, q, .kilogram)
      default: break
      }
    case .category(let c) where c.type == "HKCategoryTypeIdentifierSleepAnalysis":
      let asleep =
        c.value.map { Self.asleepValues.contains($0) } ?? (c.valueName?.contains("Asleep") ?? false)
      let hours = (c.header.end.unixSeconds - c.header.start.unixSeconds) / 3600
      guard asleep, hours > 0, hours < 24 else { return }
      add(.sleep, day: Self.day(c.header.end), hours)
    default: break
    }
  }

  private func add(_ metric: Metric, _ q: QuantitySample, _ unit: QuantityUnit) {
    guard let v = try? q.quantity.doubleValue(for: unit), v.isFinite else { return }
    add(metric, day: Self.day(q.header.start), v)
  }

  private func add(_ metric: Metric, day: Int, _ v: Double) {
    // In place: a copy of the metric's days per sample would make the index quadratic in days.
    values[metric, default: [:]][day, default: (0, 0)].sum += v
    values[metric, default: [:]][day, default: (0, 0)].count += 1
  }

  /// Each metric's days in order with the day's value (sum for steps and sleep, else mean).
  func series() -> [(Metric, [(day: Int, value: Double)])] {
    Metric.allCases.compactMap { metric in
      guard let days = values[metric], !days.isEmpty else { return nil }
      let summed = metric == .steps || metric == .sleep
      return (
        metric,
        days.keys.sorted().map { ($0, summed ? days[$0]!.sum : days[$0]!.sum / Double(days[$0]!.count)) }
      )
    }
  }
}

/// What the explorer keeps of one workout: its summary values, its sketched route and its best efforts.
struct ExplorerWorkout: Sendable {
  var file: String
  var name: String?
  var sport: String
  var source: String
  /// The start as local text (`YYYY-MM-DD HH:MM`).
  var start: String
  var day: Int
  var secondOfDay: Int
  var distance: Double?
  var elapsed: Double
  var moving: Double?
  var ascent: Double?
  var energy: Double?
  var bests: [Double?]
  var route: SketchedRoute?

  /// Reads the workout's points in passes: the summary (unless given, as the page's), the distance series
  /// (best efforts from the records' distances), then the route (sketch, and best efforts from positions
  /// when the records have none).
  static func make(_ reader: WorkoutPointReader, summary given: WorkoutSummary? = nil, file: String) throws
    -> ExplorerWorkout
  {
    let workout = reader.shell
    let summary = try given ?? WorkoutSummaries.summarize(reader)
    var fromRecords = BestEfforts()
    var total = 0.0
    var any = false
    try reader.forEachValue(types: WorkoutSeriesType.distances, unit: .meter, byEnd: true) { t, v in
      any = true
      total += v
      fromRecords.add(meters: total, time: t)
    }
    // The route's distance only where the records have none (a step's haversine per point).
    let needPositions = !any
    var sketch = RouteSketch(pauses: WorkoutSummaries.pauseInstants(workout))
    var fromPositions = BestEfforts()
    var meters = 0.0
    var last: Location?
    try reader.forEachLocation { p in
      sketch.add(p)
      guard needPositions else { return }
      if let a = last {
        meters += WorkoutSummaries.distance(a.latitude, a.longitude, p.latitude, p.longitude)
      }
      fromPositions.add(meters: meters, time: p.time.timeIntervalSince1970)
      last = p
    }
    let start = workout.header.start
    let local = Int64((start.unixSeconds + Double(start.utcOffset ?? 0)).rounded(.down))
    let (y, mo, d, h, mi, _) = ISO8601Timestamp.civil(fromUnix: local)
    return ExplorerWorkout(
      file: file, name: HTMLPage.activityName(workout), sport: summary.sport,
      source: workout.header.source?.name ?? workout.header.device?.name ?? "unknown",
      start: NumberText.formatted("%04lld-%02lld-%02lld %02lld:%02lld", y, mo, d, h, mi),
      day: DailyHealth.day(start), secondOfDay: Int(local - Int64(DailyHealth.day(start)) * 86_400),
      distance: summary.distanceMeters, elapsed: summary.elapsedSeconds,
      moving: summary.movingSeconds ?? summary.timerSeconds, ascent: summary.ascentMeters,
      energy: summary.calories, bests: any ? fromRecords.best : fromPositions.best, route: sketch.finish())
  }
}
