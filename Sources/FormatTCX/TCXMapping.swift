import FoundationEssentials
import WorkoutModel

/// Metadata keys under which TCX values without a model field are kept (documented in README.md).
package enum TCXMetadataKey {
  /// Lap `Intensity` when it is not the default `Active` (i.e. `Resting`).
  package static let intensity = "TCX:Intensity"
  /// Lap `TriggerMethod` when it is not the default `Manual`.
  package static let triggerMethod = "TCX:TriggerMethod"
  /// `Notes` of a lap, activity, multisport session or course (point).
  package static let notes = "TCX:Notes"
  /// Marks the lap event (and activity) read from a multisport `Transition`.
  package static let transition = "TCX:Transition"
  /// The `Name` of a course; a workout with this key is written back as a `Course`.
  package static let courseName = "TCX:CourseName"
  /// A course point's `Name` (on a marker event).
  package static let coursePointName = "TCX:CoursePointName"
  /// A course point's `PointType` (on a marker event).
  package static let coursePointType = "TCX:PointType"
  /// A course point's position and altitude (on a marker event).
  package static let latitude = "TCX:LatitudeDegrees"
  package static let longitude = "TCX:LongitudeDegrees"
  package static let altitude = "TCX:AltitudeMeters"
  /// The file's `Author` (Application_t): name, build version, language, part number.
  package static let authorName = "TCX:AuthorName"
  package static let authorVersion = "TCX:AuthorVersion"
  package static let authorLangID = "TCX:AuthorLangID"
  package static let authorPartNumber = "TCX:AuthorPartNumber"
  /// The `Device.extra` key for Creator `ProductID`.
  package static let productID = "TCX:ProductID"

  /// Every key the writer writes back.
  package static let all: Set<String> = [
    intensity, triggerMethod, notes, transition, courseName, coursePointName, coursePointType, latitude,
    longitude,
    altitude, authorName, authorVersion, authorLangID, authorPartNumber,
  ]
}

/// TCX `Sport` values and their activity types.
package enum TCXSport {
  /// The activity type of a `Sport` attribute (`Running`, `Biking`, anything else is `Other`).
  package static func activityType(for sport: String) -> WorkoutActivityType {
    switch sport {
    case "Running": return .running
    case "Biking": return .cycling
    default: return .other
    }
  }

  /// The `Sport` attribute for an activity type, and whether the type survives (only running,
  /// cycling and other do).
  package static func sport(for type: WorkoutActivityType) -> (sport: String, exact: Bool) {
    switch type {
    case .running: return ("Running", true)
    case .cycling: return ("Biking", true)
    case .other: return ("Other", true)
    default: return ("Other", false)
    }
  }
}

/// The rounding TCX imposes (the schema's integer types): heart rate and lap heart rate to whole
/// beats per minute (1…255), cadence to whole rpm (0…254), power to whole watts, steps and Calories
/// to whole numbers. Everything else (coordinates, altitude, distance, speed, times) is written with
/// the shortest text that reads back to the same Double, so it survives exactly.
package enum TCXRounding {
  /// The series types whose values TCX writes as integers.
  package static func roundsSeries(_ type: String) -> Bool {
    type == WorkoutSeriesType.heartRate || WorkoutSeriesType.cadences.contains(type)
      || WorkoutSeriesType.powers.contains(type)
  }

  /// `workout` with every value TCX writes as an integer rounded the way the writer rounds it.
  package static func round(_ workout: Workout) -> Workout {
    var w = workout
    w.samples = w.samples.map { sample in
      guard case .quantity(var q) = sample, roundsSeries(q.type) else { return sample }
      q.series = q.series.map { QuantitySeriesEntry(value: $0.value.rounded(), start: $0.start, end: $0.end) }
      return .quantity(q)
    }
    w.events = w.events.map { event in
      var e = event
      e.statistics = e.statistics.map { s in
        var s = s
        let integral =
          s.type == WorkoutSeriesType.heartRate || WorkoutSeriesType.cadences.contains(s.type)
          || WorkoutSeriesType.powers.contains(s.type)
        if integral {
          s.average = s.average.map { $0.rounded() }
          s.maximum = s.maximum.map { $0.rounded() }
        }
        if s.type == WorkoutSeriesType.activeEnergy || s.type == WorkoutSeriesType.stepCount {
          s.sum = s.sum.map { $0.rounded() }
        }
        return s
      }
      return e
    }
    return w
  }
}

/// The totals of one TCX lap (`ActivityLap_t` and the ActivityExtension `LX`), in TCX units: what the
/// reader reads into and the writer writes from. `rules` maps them to the lap event's statistics
/// (`SummaryKey`: lap totals are the `.lap` event's statistics), once for both directions.
struct TCXLapTotals {
  var distance: Double?
  var maximumSpeed: Double?
  var averageSpeed: Double?
  var calories: Double?
  var averageHeartRate: Double?
  var maximumHeartRate: Double?
  var cadence: Double?
  var maxBikeCadence: Double?
  var averageRunCadence: Double?
  var maxRunCadence: Double?
  var steps: Double?
  var averageWatts: Double?
  var maxWatts: Double?

  /// One of the totals.
  typealias Total = WritableKeyPath<TCXLapTotals, Double?> & Sendable

  /// One lap statistic and the totals that hold its sum, average and maximum.
  struct Rule: Sendable {
    /// The statistic's type read for a lap of this sport.
    let type: @Sendable (WorkoutActivityType) -> String
    /// The statistic types written to these totals (any sport's).
    let types: Set<String>
    /// The unit of the totals.
    let unit: QuantityUnit
    var sum: Total?
    var average: Total?
    var maximum: Total?
    /// Whether a 0 reads as "not recorded" (what writers put in the required DistanceMeters and Calories
    /// when they know nothing).
    var zeroIsAbsent = false
  }

  /// The lap totals TCX defines, in the order the reader makes their statistics. A statistic type no rule
  /// takes, or a figure its rule has no total for, is a loss when writing.
  static let rules: [Rule] = [
    Rule(
      type: WorkoutSeriesType.distanceType(for:), types: WorkoutSeriesType.distances, unit: .meter,
      sum: \TCXLapTotals.distance, zeroIsAbsent: true),
    Rule(
      type: { _ in WorkoutSeriesType.activeEnergy }, types: [WorkoutSeriesType.activeEnergy],
      unit: .kilocalorie,
      sum: \TCXLapTotals.calories, zeroIsAbsent: true),
    Rule(
      type: { _ in WorkoutSeriesType.heartRate }, types: [WorkoutSeriesType.heartRate], unit: .countPerMinute,
      average: \TCXLapTotals.averageHeartRate, maximum: \TCXLapTotals.maximumHeartRate),
    Rule(
      type: WorkoutSeriesType.speedType(for:), types: WorkoutSeriesType.speeds, unit: .meterPerSecond,
      average: \TCXLapTotals.averageSpeed, maximum: \TCXLapTotals.maximumSpeed),
    Rule(
      type: { _ in WorkoutSeriesType.cyclingCadence }, types: [WorkoutSeriesType.cyclingCadence],
      unit: .countPerMinute, average: \TCXLapTotals.cadence, maximum: \TCXLapTotals.maxBikeCadence),
    Rule(
      type: { _ in WorkoutSeriesType.runningCadence }, types: [WorkoutSeriesType.runningCadence],
      unit: .countPerMinute, average: \TCXLapTotals.averageRunCadence, maximum: \TCXLapTotals.maxRunCadence),
    Rule(
      type: WorkoutSeriesType.powerType(for:), types: WorkoutSeriesType.powers, unit: .watt,
      average: \TCXLapTotals.averageWatts, maximum: \TCXLapTotals.maxWatts),
    Rule(
      type: { _ in WorkoutSeriesType.stepCount }, types: [WorkoutSeriesType.stepCount], unit: .count,
      sum: \TCXLapTotals.steps),
  ]

  /// The lap statistics these totals record for a lap of `sport` over `start`…`end`.
  func statistics(sport: WorkoutActivityType, start: Timestamp, end: Timestamp) -> [WorkoutStatistics] {
    Self.rules.compactMap { rule in
      func figure(_ path: Total?) -> Double? {
        guard let path, let value = self[keyPath: path] else { return nil }
        return rule.zeroIsAbsent && value == 0 ? nil : value
      }
      let sum = figure(rule.sum)
      let average = figure(rule.average)
      let maximum = figure(rule.maximum)
      guard sum != nil || average != nil || maximum != nil else { return nil }
      return WorkoutStatistics(
        type: rule.type(sport), start: start, end: end, unit: rule.unit, sum: sum, average: average,
        maximum: maximum)
    }
  }

  /// Takes a lap statistic into its totals (converted to TCX units; a figure that does not convert is
  /// absent): whether TCX has totals for its type, and whether they keep all its figures (TCX keeps only
  /// the sums, averages and maxima it defines; a sum only for cumulative types).
  mutating func take(_ statistic: WorkoutStatistics) -> (taken: Bool, keepsAll: Bool) {
    let rule = Self.rules.first { $0.types.contains(statistic.type) }
    let keepsAll =
      statistic.minimum == nil && statistic.mostRecent == nil && (statistic.sum == nil || rule?.sum != nil)
    guard let rule else { return (false, keepsAll) }
    func convert(_ value: Double?) -> Double? {
      guard let value else { return nil }
      return statistic.unit == rule.unit ? value : try? statistic.unit.convert(value, to: rule.unit)
    }
    if let path = rule.sum { self[keyPath: path] = convert(statistic.sum) }
    if let path = rule.average { self[keyPath: path] = convert(statistic.average) }
    if let path = rule.maximum { self[keyPath: path] = convert(statistic.maximum) }
    return (true, keepsAll)
  }
}
