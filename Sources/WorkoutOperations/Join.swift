import FormatKit
import FoundationEssentials
import WorkoutModel

/// `wkconv join A B … OUT`: consecutive recordings (a ride saved in two files after a battery swap, a
/// run restarted after a stop) as one workout with a pause between each.
///
/// The recordings are put in time order and must not overlap (overlapping recordings of the same
/// effort are for `merge` or `fuse`). The joined workout spans the first start to the last end; between
/// two recordings a `.pause` at the first one's end and a `.resume` at the next one's start are added.
/// Events, laps and activities are kept as recorded; when the recordings differ in activity type, or
/// some have activities, each becomes an activity (leg). The routes become one route in time order;
/// quantity series of the same type and unit become one series. Workout statistics are combined where
/// every recording has them (sums added, minima and maxima kept, averages weighted by timer seconds)
/// and marked derived (`WKDerived`); the others are removed, counted. Timer seconds add up.
public enum WorkoutJoin {
  /// The joined workout (in memory: the recordings are read whole).
  public static func join(_ recordings: [Workout], context: ConversionContext) throws -> Workout {
    let option = "join"
    func note(_ kind: String, _ action: String, _ count: Int, _ reason: String) {
      context.report.add(
        OperationChange(operation: option, kind: kind, action: action, count: count, reason: reason))
    }
    let parts = recordings.sorted { $0.header.start < $1.header.start }
    guard let first = parts.first, let last = parts.last else {
      throw ConversionError(.usage, "join: the inputs hold no workout")
    }
    for (a, b) in zip(parts, parts.dropFirst()) where b.header.start < a.header.end {
      throw ConversionError(
        .usage,
        "join: the recordings overlap (\(a.activityType.name) \(a.header.start)…\(a.header.end) and \(b.activityType.name) from \(b.header.start))",
        hint:
          "join is for consecutive recordings; use merge (keeps both) or fuse (takes channels from one into the other)"
      )
    }
    var header = first.header
    header.end = Timestamp(
      last.header.end.date, utcOffset: first.header.end.utcOffset ?? last.header.end.utcOffset)
    header.uuid = Identity.uuidV5(name: "join " + parts.map(\.header.uuid.uuidString).joined(separator: " "))
    var workout = Workout(header: header, activityType: first.activityType)
    workout.header.metadata["WKJoinedRecordings"] = .integer(Int64(parts.count))

    // Events, with a pause/resume between recordings.
    var pauses = 0
    for (index, part) in parts.enumerated() {
      workout.events += part.events
      if index + 1 < parts.count {
        let next = parts[index + 1]
        workout.events.append(WorkoutEvent(type: .pause, start: part.header.end))
        workout.events.append(WorkoutEvent(type: .resume, start: next.header.start))
        pauses += 1
      }
    }
    workout.events.sort { $0.start < $1.start }

    // Activities: as recorded, or one per recording when types differ or some have legs.
    let mixed = Set(parts.map(\.activityType.rawValue)).count > 1
    if mixed || parts.contains(where: { !$0.activities.isEmpty }) {
      for part in parts {
        if part.activities.isEmpty {
          workout.activities.append(
            WorkoutActivity(
              uuid: Identity.uuidV5(name: "join leg " + part.header.uuid.uuidString),
              configuration: WorkoutConfiguration(activityType: part.activityType), start: part.header.start,
              end: part.header.end, duration: part.duration, statistics: part.statistics))
        } else {
          workout.activities += part.activities
        }
      }
      // Legs of different sports: HealthKit has no general multisport type (swimBikeRun is a
      // triathlon); the legs carry their own types.
      if mixed { workout.activityType = .other }
    }

    // Timer seconds and totals.
    let (combined, removed) = combineTotals(parts, into: &workout)

    // One route in time order.
    let routes = parts.flatMap(\.routes)
    if var route = routes.first {
      route.locations = routes.flatMap(\.locations).sorted { $0.time < $1.time }
      route.header.start =
        route.locations.first.map { Timestamp($0.time, utcOffset: route.header.start.utcOffset) }
        ?? route.header.start
      route.header.end =
        route.locations.last.map { Timestamp($0.time, utcOffset: route.header.end.utcOffset) }
        ?? route.header.end
      route.header.uuid = Identity.uuidV5(name: "join route " + header.uuid.uuidString)
      workout.routes = [route]
    }

    // Samples: series of one type and unit become one.
    let mergedSeries = mergeSeries(parts, into: &workout)

    note("workouts", "joined", parts.count, "consecutive recordings")
    note("pauses", "added", pauses, "between recordings")
    note("statistics", "combined", combined, "from every recording (marked derived)")
    note("statistics", "removed", removed, "not recorded by every recording")
    note("series", "merged", mergedSeries, "same type and unit")
    return workout
  }

  /// The timer seconds, statistics, legacy totals and ascent/descent of the joined workout: combined
  /// where every recording has them (marked derived), else removed. Returns how many were combined and
  /// removed.
  static func combineTotals(_ parts: [Workout], into workout: inout Workout) -> (combined: Int, removed: Int)
  {
    let first = parts[0]
    let timers = parts.compactMap(\.duration)
    workout.duration = timers.count == parts.count ? timers.reduce(0, +) : nil
    let weights = parts.map { $0.duration ?? $0.header.duration }
    var removed = 0
    var combined = 0
    for statistic in first.statistics {
      let all = parts.compactMap { $0.statistics(for: statistic.type) }
      guard all.count == parts.count,
        let values = try? all.map({ try convert($0, to: statistic.unit) })
      else {
        removed += 1
        continue
      }
      var joined = WorkoutStatistics(
        type: statistic.type, start: workout.header.start, end: workout.header.end, unit: statistic.unit)
      if values.allSatisfy({ $0.sum != nil }) { joined.sum = values.map { $0.sum! }.reduce(0, +) }
      if values.allSatisfy({ $0.minimum != nil }) { joined.minimum = values.map { $0.minimum! }.min() }
      if values.allSatisfy({ $0.maximum != nil }) { joined.maximum = values.map { $0.maximum! }.max() }
      if values.allSatisfy({ $0.average != nil }), weights.reduce(0, +) > 0 {
        joined.average = zip(values, weights).map { $0.average! * $1 }.reduce(0, +) / weights.reduce(0, +)
      }
      joined.mostRecent = values.last?.mostRecent
      workout.statistics.append(joined)
      workout.header.metadata.markDerived(statistic.type)
      combined += 1
    }
    removed += parts.dropFirst().reduce(0) { n, part in
      n + part.statistics.filter { s in first.statistics(for: s.type) == nil }.count
    }
    for (key, quantity) in first.totals {
      let all = parts.compactMap { $0.totals[key] }
      guard all.count == parts.count, let values = try? all.map({ try $0.converted(to: quantity.unit).value })
      else {
        removed += 1
        continue
      }
      workout.totals[key] = Quantity(values.reduce(0, +), quantity.unit)
    }
    for key in [SummaryKey.elevationAscended, SummaryKey.elevationDescended] {
      let all = parts.compactMap { $0.header.metadata.quantity(key, in: .meter) }
      if all.count == parts.count {
        workout.header.metadata[key] = .quantity(Quantity(all.reduce(0, +), .meter))
        workout.header.metadata.markDerived(key)
      } else if !all.isEmpty {
        workout.header.metadata[key] = nil
        removed += 1
      }
    }
    return (combined, removed)
  }

  /// The recordings' samples, quantity series of one type and unit merged into one; returns how many
  /// were merged into another.
  static func mergeSeries(_ parts: [Workout], into workout: inout Workout) -> Int {
    var seriesIndex: [String: Int] = [:]
    var mergedSeries = 0
    for sample in parts.flatMap(\.samples) {
      guard case .quantity(let q) = sample, !q.series.isEmpty else {
        workout.samples.append(sample)
        continue
      }
      let key = q.type + "\u{1F}" + q.quantity.unit.unitString
      guard let at = seriesIndex[key], case .quantity(var existing) = workout.samples[at] else {
        seriesIndex[key] = workout.samples.count
        workout.samples.append(sample)
        continue
      }
      existing.series += q.series
      existing.header.end = max(existing.header.end, q.header.end)
      let sum = existing.series.reduce(0) { $0 + $1.value }
      existing.quantity.value =
        existing.aggregationStyle == .cumulative ? sum : sum / Double(existing.series.count)
      workout.samples[at] = .quantity(existing)
      mergedSeries += 1
    }
    return mergedSeries
  }

  static func convert(_ s: WorkoutStatistics, to unit: QuantityUnit) throws -> WorkoutStatistics {
    guard s.unit != unit else { return s }
    func c(_ v: Double?) throws -> Double? {
      try v.map { try Quantity($0, s.unit).converted(to: unit).value }
    }
    var out = s
    out.unit = unit
    out.sum = try c(s.sum)
    out.average = try c(s.average)
    out.minimum = try c(s.minimum)
    out.maximum = try c(s.maximum)
    out.mostRecent = try c(s.mostRecent)
    return out
  }
}
