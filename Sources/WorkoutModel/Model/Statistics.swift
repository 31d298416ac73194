import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// HKStatistics-style aggregation of quantity samples and their series over an interval.
///
/// - cumulative types: `sum`; each entry contributes the fraction of its interval that overlaps the
///   query interval (an instantaneous entry counts whole when its instant lies in `[start, end)`, or at
///   `end` when the query interval is empty).
/// - discrete types: `minimum`, `maximum`, `average`, `mostRecent` over the entries that overlap the
///   interval (an instantaneous entry overlaps when its instant lies in `[start, end]`).
///   - discreteArithmetic: the plain mean.
///   - discreteTemporallyWeighted (heart rate): each entry weighs its overlapping duration; an
///     instantaneous entry holds until the next entry's start (clipped to the interval); the last
///     instantaneous entry weighs nothing unless every weight is zero, in which case the mean is plain.
///   - discreteEquivalentContinuousLevel (sound levels in dBASPL): the energy mean
///     `10·log10(Σ wᵢ·10^(vᵢ/10) / Σ wᵢ)` with the same weights as above.
/// `mostRecent` is the value of the entry with the latest end (ties: the later start, then the later one
/// in input order).
public struct QuantityStatistics: Sendable, Hashable {
  public var unit: QuantityUnit
  public var sum: Double?
  public var minimum: Double?
  public var maximum: Double?
  public var average: Double?
  public var mostRecent: Double?
  /// How many entries contributed.
  public var count: Int

  /// Computes statistics of `samples` (all of one type, `style`) in `[start, end]`, in `unit`.
  /// Entries whose unit cannot be converted to `unit` throw `UnitError.incompatibleUnits`.
  public static func compute(
    samples: [QuantitySample], style: AggregationStyle, from start: Date, to end: Date, unit: QuantityUnit
  ) throws -> QuantityStatistics {
    struct Point {
      var value: Double
      var start: Date
      var end: Date
    }
    var points: [Point] = []
    for sample in samples {
      let sameUnit = sample.quantity.unit == unit
      for entry in sample.entries {
        let value = sameUnit ? entry.value : try sample.quantity.unit.convert(entry.value, to: unit)
        points.append(Point(value: value, start: entry.start, end: entry.end))
      }
    }
    var result = QuantityStatistics(unit: unit, count: 0)
    let queryLength = end.timeIntervalSince(start)
    if style == .cumulative {
      var sum = 0.0
      for p in points {
        let length = p.end.timeIntervalSince(p.start)
        if length <= 0 {
          let inside = queryLength > 0 ? (p.start >= start && p.start < end) : (p.start == start)
          if inside {
            sum += p.value
            result.count += 1
          }
          continue
        }
        let overlap = min(p.end, end).timeIntervalSince(max(p.start, start))
        if overlap > 0 || (queryLength == 0 && p.start <= start && p.end >= end) {
          sum += overlap > 0 ? p.value * overlap / length : 0
          result.count += 1
        }
      }
      result.sum = result.count > 0 ? sum : nil
      return result
    }
    var inside = points.enumerated().filter { _, p in p.end >= start && p.start <= end }.map { $0 }
    guard !inside.isEmpty else { return result }
    inside.sort { a, b in
      a.element.start == b.element.start ? a.offset < b.offset : a.element.start < b.element.start
    }
    let values = inside.map { $0.element.value }
    result.count = values.count
    result.minimum = values.min()
    result.maximum = values.max()
    let latest = inside.max { a, b in
      if a.element.end != b.element.end { return a.element.end < b.element.end }
      if a.element.start != b.element.start { return a.element.start < b.element.start }
      return a.offset < b.offset
    }
    result.mostRecent = latest?.element.value
    switch style {
    case .discreteArithmetic, .cumulative:
      result.average = values.reduce(0, +) / Double(values.count)
    case .discreteTemporallyWeighted, .discreteEquivalentContinuousLevel:
      var weights: [Double] = []
      for (i, (_, p)) in inside.enumerated() {
        let from = max(p.start, start)
        var to = min(p.end, end)
        if p.end == p.start {
          to = i + 1 < inside.count ? min(inside[i + 1].element.start, end) : from
        }
        weights.append(max(0, to.timeIntervalSince(from)))
      }
      let total = weights.reduce(0, +)
      if style == .discreteTemporallyWeighted {
        result.average =
          total > 0
          ? zip(values, weights).map { $0 * $1 }.reduce(0, +) / total
          : values.reduce(0, +) / Double(values.count)
      } else {
        let energies = values.map { pow(10, $0 / 10) }
        let mean =
          total > 0
          ? zip(energies, weights).map { $0 * $1 }.reduce(0, +) / total
          : energies.reduce(0, +) / Double(energies.count)
        result.average = 10 * log10(mean)
      }
    }
    return result
  }

  /// These statistics as a workout statistics record of `type` over `[start, end]`; sum for cumulative
  /// types, minimum/maximum/average otherwise (as Apple's exports write them).
  public func workoutStatistics(type: String, start: Timestamp, end: Timestamp, style: AggregationStyle)
    -> WorkoutStatistics
  {
    if style == .cumulative {
      return WorkoutStatistics(type: type, start: start, end: end, unit: unit, sum: sum)
    }
    return WorkoutStatistics(
      type: type, start: start, end: end, unit: unit, average: average, minimum: minimum, maximum: maximum)
  }
}
