import FormatKit
import FoundationEssentials
import WorkoutModel

/// `wkconv fuse BASE EXTRA OUT --take heartRate,…`: channels of one recording (e.g. a chest strap or a
/// watch) put onto another recording's time line (e.g. a bike computer without heart rate).
///
/// - EXTRA's values of each taken channel are read from its workouts' series and from its standalone
///   quantity samples (an Apple Health export's heart rate), then interpolated linearly at every instant
///   of BASE's time line (its route points and series entries). No value is made across a gap in EXTRA
///   longer than `maximumGap`, nor outside EXTRA's first…last value: such instants are left without one,
///   counted.
/// - EXTRA's clock is moved by `offset` seconds first (EXTRA's time + offset = BASE's time), or by the
///   estimate of `estimateOffset`: the lag, within a bounded window, that maximizes the Pearson
///   correlation of a channel both carry (speed, heart rate, cadence or power) resampled at 1 s.
/// - A taken channel replaces BASE's own series of that channel (counted). The fused series and the
///   statistics of every lap and session recomputed from it (`SummaryDerivation.rederive(_:channel:…)`:
///   average, minimum, maximum) are marked derived (`WKDerived`).
public struct WorkoutFusion: Sendable {
  /// A channel `--take` can name.
  public enum Channel: String, Sendable, CaseIterable {
    case heartRate, power, cadence, speed, temperature

    /// The series types of this channel.
    public var types: Set<String> {
      switch self {
      case .heartRate: return [WorkoutSeriesType.heartRate]
      case .power: return WorkoutSeriesType.powers
      case .cadence: return WorkoutSeriesType.cadences
      case .speed: return WorkoutSeriesType.speeds
      case .temperature: return [WorkoutSeriesType.temperature]
      }
    }

    /// The channels tried, in order, to estimate a clock offset.
    public static let alignmentOrder: [Channel] = [.speed, .heartRate, .cadence, .power]
  }

  /// A channel's values in time order, in one unit.
  public struct Track: Sendable {
    /// The series type the values came from (the first seen).
    public var type: String
    public var unit: QuantityUnit
    public var times: [Double]
    public var values: [Double]

    /// Whether the track has no value.
    public var isEmpty: Bool { times.isEmpty }

    /// The value at `time` (seconds since 1970): linear between the two nearest values when they are at
    /// most `maximumGap` apart, `nil` outside the track or across a longer gap. `hint` is a search start
    /// index, advanced for increasing times.
    func value(at time: Double, maximumGap: Double, hint: inout Int) -> Double? {
      guard let first = times.first, let last = times.last, time >= first, time <= last else { return nil }
      if hint >= times.count || times[hint] > time { hint = 0 }
      // First index with times[i] >= time.
      var i = hint
      if i + 64 < times.count, times[i + 64] < time {
        var lo = i
        var hi = times.count - 1
        while lo < hi {
          let mid = (lo + hi) / 2
          if times[mid] < time { lo = mid + 1 } else { hi = mid }
        }
        i = lo
      } else {
        while times[i] < time { i += 1 }
      }
      hint = max(0, i - 1)
      if times[i] == time { return values[i] }
      let (t0, t1) = (times[i - 1], times[i])
      guard t1 - t0 <= maximumGap else { return nil }
      return values[i - 1] + (values[i] - values[i - 1]) * (time - t0) / (t1 - t0)
    }

    /// The track resampled every second from `start`, `count` values (NaN where there is none).
    func grid(start: Double, count: Int, shift: Double, maximumGap: Double) -> [Double] {
      var hint = 0
      return (0..<count).map { k in
        value(at: start + Double(k) - shift, maximumGap: maximumGap, hint: &hint) ?? .nan
      }
    }
  }

  /// A clock-offset estimate.
  public struct Alignment: Sendable {
    /// Seconds added to EXTRA's times.
    public var offset: Double
    /// The channel correlated.
    public var channel: Channel
    /// Pearson correlation at the offset (1 = the channels move together).
    public var score: Double
    /// Seconds of overlap the score is computed on.
    public var overlap: Int
  }

  /// The channels taken.
  public var channels: [Channel]
  /// Seconds added to EXTRA's times (or the centre of the search window when aligning).
  public var offset: Double
  /// Longest gap in EXTRA that is interpolated across, seconds.
  public var maximumGap: Double

  /// Makes a fusion of `channels`.
  public init(channels: [Channel], offset: Double = 0, maximumGap: Double = 15) {
    self.channels = channels
    self.offset = offset
    self.maximumGap = maximumGap
  }

  /// Parses `--take` (comma-separated channel names); `nil` names the unknown ones.
  public static func channels(parsing text: String) -> Result<[Channel], ConversionError> {
    var out: [Channel] = []
    for name in text.split(separator: ",").map({ $0.trimmingWhitespace() }) {
      guard let channel = Channel(rawValue: name) else {
        return .failure(
          ConversionError(
            .usage,
            "--take: unknown channel '\(name)'; channels: \(Channel.allCases.map(\.rawValue).joined(separator: ", "))"
          ))
      }
      if !out.contains(channel) { out.append(channel) }
    }
    if out.isEmpty { return .failure(ConversionError(.usage, "--take names no channel")) }
    return .success(out)
  }

  // MARK: tracks

  /// The values of `channel` carried by `workouts` (series and route speeds) and by standalone `samples`,
  /// in time order, converted to the first unit seen; `nil` when there are none.
  public static func track(
    of channel: Channel, workouts: [Workout], samples: [QuantitySample] = []
  ) -> Track? {
    var type: String?
    var unit: QuantityUnit?
    var pairs: [(Double, Double)] = []
    func add(_ q: QuantitySample) {
      guard channel.types.contains(q.type) else { return }
      if unit == nil {
        unit = q.quantity.unit
        type = q.type
      }
      let factor: Double
      if q.quantity.unit == unit! {
        factor = 1
      } else if let f = try? Quantity(1, q.quantity.unit).converted(to: unit!).value {
        factor = f
      } else {
        return
      }
      for e in q.entries {
        // An entry spanning an interval is placed at its middle.
        let t = (e.start.timeIntervalSince1970 + e.end.timeIntervalSince1970) / 2
        pairs.append((t, e.value * factor))
      }
    }
    for workout in workouts {
      for case .quantity(let q) in workout.samples { add(q) }
    }
    for q in samples { add(q) }
    if pairs.isEmpty, channel == .speed {
      // Route speeds, when no speed series was recorded.
      for workout in workouts {
        for route in workout.routes {
          for l in route.locations {
            if let s = l.speed, s >= 0 { pairs.append((l.time.timeIntervalSince1970, s)) }
          }
        }
      }
      if !pairs.isEmpty {
        unit = .meterPerSecond
        type = WorkoutSeriesType.speed
      }
    }
    guard let type, let unit, !pairs.isEmpty else { return nil }
    pairs.sort { $0.0 < $1.0 }
    // One value per instant (the first).
    var times: [Double] = []
    var values: [Double] = []
    times.reserveCapacity(pairs.count)
    values.reserveCapacity(pairs.count)
    for (t, v) in pairs where v.isFinite && times.last != t {
      times.append(t)
      values.append(v)
    }
    return Track(type: type, unit: unit, times: times, values: values)
  }

  /// BASE's time line: every instant of its route points and series entries (both ends of an entry
  /// spanning an interval, such as a distance increment from one record to the next), in order, once.
  public static func timeLine(of workout: Workout) -> [Double] {
    var times: [Double] = []
    for route in workout.routes { times += route.locations.map { $0.time.timeIntervalSince1970 } }
    for case .quantity(let q) in workout.samples where !q.series.isEmpty {
      for e in q.series {
        times.append(e.start.timeIntervalSince1970)
        if e.end != e.start { times.append(e.end.timeIntervalSince1970) }
      }
    }
    times.sort()
    var unique: [Double] = []
    unique.reserveCapacity(times.count)
    for t in times where unique.last != t { unique.append(t) }
    return unique
  }

  // MARK: alignment

  /// The offset (EXTRA's time + offset = BASE's time), searched within `center ± window` seconds in 1 s
  /// steps then refined by a parabola through the best score and its neighbours, that maximizes the
  /// Pearson correlation of `base` and `extra` resampled every second; `nil` when no lag has at least
  /// `minimumOverlap` seconds where both have a value.
  public static func estimateOffset(
    base: Track, extra: Track, center: Double, window: Double, maximumGap: Double, minimumOverlap: Int = 60
  ) -> (offset: Double, score: Double, overlap: Int)? {
    guard let b0 = base.times.first, let b1 = base.times.last, !extra.isEmpty else { return nil }
    let start = b0.rounded(.down)
    let count = Int((b1 - start).rounded(.up)) + 1
    let b = base.grid(start: start, count: count, shift: 0, maximumGap: maximumGap)
    // EXTRA on a grid wide enough for every lag: value at base-grid index k for lag L is
    // e[k - L + pad] with e sampled from start - pad - center.
    let pad = Int(window.rounded(.up)) + 1
    let c = center.rounded()
    let eCount = count + 2 * pad
    let eStart = start - Double(pad) - c
    let e = extra.grid(start: eStart, count: eCount, shift: 0, maximumGap: maximumGap)
    var scores: [Int: (Double, Int)] = [:]
    for lag in -pad + 1...pad - 1 {
      var n = 0
      var sx = 0.0
      var sy = 0.0
      var sxx = 0.0
      var syy = 0.0
      var sxy = 0.0
      for k in 0..<count {
        let x = b[k]
        let y = e[k - lag + pad]
        if x.isNaN || y.isNaN { continue }
        n += 1
        sx += x
        sy += y
        sxx += x * x
        syy += y * y
        sxy += x * y
      }
      guard n >= minimumOverlap else { continue }
      let nd = Double(n)
      let vx = sxx - sx * sx / nd
      let vy = syy - sy * sy / nd
      guard vx > 0, vy > 0 else { continue }
      scores[lag] = ((sxy - sx * sy / nd) / (vx * vy).squareRoot(), n)
    }
    guard let best = scores.max(by: { ($0.value.0, -abs($0.key)) < ($1.value.0, -abs($1.key)) }) else {
      return nil
    }
    var refined = Double(best.key)
    if let left = scores[best.key - 1]?.0, let right = scores[best.key + 1]?.0 {
      let denominator = left - 2 * best.value.0 + right
      if denominator < 0 { refined += max(-0.5, min(0.5, 0.5 * (left - right) / denominator)) }
    }
    return (c + refined, best.value.0, best.value.1)
  }

  // MARK: fusing

  /// Puts the taken channels of `extra` (its workouts and standalone samples) onto each of `base`'s
  /// workouts, with EXTRA's clock moved by `alignment?.offset ?? offset`.
  public func fuse(
    _ base: Workout, extraWorkouts: [Workout], extraSamples: [QuantitySample], offset: Double,
    context: ConversionContext
  ) -> Workout {
    func note(_ kind: String, _ action: String, _ count: Int, _ reason: String) {
      context.report.add(
        OperationChange(operation: "fuse", kind: kind, action: action, count: count, reason: reason))
    }
    var workout = base
    let line = Self.timeLine(of: base)
    let gapText = "\(Int(maximumGap)) s"
    for channel in channels {
      guard let track = Self.track(of: channel, workouts: extraWorkouts, samples: extraSamples) else {
        context.report.add(
          Warning(.fuseChannelMissing(channel: channel.rawValue)))
        continue
      }
      var hint = 0
      var entries: [QuantitySeriesEntry] = []
      var missing = 0
      for t in line {
        if let v = track.value(at: t - offset, maximumGap: maximumGap, hint: &hint) {
          entries.append(QuantitySeriesEntry(value: v, start: Date(timeIntervalSince1970: t)))
        } else {
          missing += 1
        }
      }
      // BASE's own series of this channel are replaced.
      var replaced = 0
      workout.samples.removeAll { sample in
        guard case .quantity(let q) = sample, channel.types.contains(q.type), !q.series.isEmpty else {
          return false
        }
        replaced += q.series.count
        return true
      }
      if !entries.isEmpty {
        let mean = entries.reduce(0) { $0 + $1.value } / Double(entries.count)
        var header = SampleHeader(
          uuid: Identity.uuidV5(name: "fuse \(channel.rawValue) " + base.header.uuid.uuidString),
          start: Timestamp(entries.first!.start, utcOffset: base.header.start.utcOffset),
          end: Timestamp(entries.last!.start, utcOffset: base.header.end.utcOffset),
          source: base.header.source, device: base.header.device)
        header.metadata.markDerived(track.type)
        workout.samples.append(
          .quantity(
            QuantitySample(
              header: header, type: track.type, quantity: Quantity(mean, track.unit), series: entries)))
      }
      // Every lap's and session's totals of the channel now come from the fused values.
      let fused = TimedValues(
        times: entries.map { $0.start.timeIntervalSince1970 }, values: entries.map(\.value))
      let recomputed = SummaryDerivation.rederive(
        &workout, channel: channel.types, type: track.type, unit: track.unit, values: fused)
      let name = "\(channel.rawValue) values"
      note(name, "added", entries.count, "interpolated from EXTRA at BASE's instants (marked derived)")
      note(
        name, "not covered", missing, "outside EXTRA's values or inside a gap in EXTRA longer than \(gapText)"
      )
      if replaced > 0 { note(name, "replaced", replaced, "BASE's own \(channel.rawValue) series") }
      if recomputed > 0 {
        note(
          "\(channel.rawValue) statistics", "recomputed", recomputed,
          "laps and sessions, from the fused values (marked derived)")
      }
    }
    return workout
  }
}
