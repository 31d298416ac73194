import FoundationEssentials
import WorkoutModel

/// One interval's statistics of one quantity type (an `HKStatistics` of a statistics collection).
///
/// Cumulative types carry `sum`; discrete types `average`, `minimum`, `maximum` and `mostRecent`. Values
/// are in `unit`. `start` and `end` are the interval's local midnights, written with the UTC offset that
/// places them (see `StatisticsTimeZone`).
package struct StatisticsRow: Sendable, Hashable, Codable {
  package var start: Timestamp
  package var end: Timestamp
  /// The unit of the values, as an HKUnit string.
  package var unit: String
  package var sum: Double?
  package var average: Double?
  package var minimum: Double?
  package var maximum: Double?
  package var mostRecent: Double?
  /// How many sample entries touch the interval (before de-duplication).
  package var count: Int

  /// Makes a row.
  package init(
    start: Timestamp, end: Timestamp, unit: String, sum: Double? = nil, average: Double? = nil,
    minimum: Double? = nil, maximum: Double? = nil, mostRecent: Double? = nil, count: Int
  ) {
    self.start = start
    self.end = end
    self.unit = unit
    self.sum = sum
    self.average = average
    self.minimum = minimum
    self.maximum = maximum
    self.mostRecent = mostRecent
    self.count = count
  }
}

/// What a statistics collection is computed with.
package struct StatisticsOptions: Sendable, Hashable {
  /// The interval length.
  package var interval: StatisticsInterval
  /// The order in which overlapping sources count (cumulative types), or `nil` for the plain sum of
  /// every source.
  package var priority: SourcePriority?
  /// Which local time anchors the intervals.
  package var timeZone: StatisticsTimeZone
  /// The unit of the results; `nil`: the type's canonical HKUnit (the first sample's unit for a type the
  /// catalog does not know).
  package var unit: QuantityUnit?

  /// Makes options; the defaults are Health's: days, the default source priority, each sample's offset.
  package init(
    interval: StatisticsInterval = .day, priority: SourcePriority? = .health,
    timeZone: StatisticsTimeZone = .samples, unit: QuantityUnit? = nil
  ) {
    self.interval = interval
    self.priority = priority
    self.timeZone = timeZone
    self.unit = unit
  }
}

/// HealthKit's statistics collection query over quantity samples of one type.
package enum StatisticsCollection {
  /// The statistics of the samples of `type` among `samples`, one row per interval that holds any, in
  /// time order. Samples of other types are ignored. Throws `ConversionError` (`.usage`) when a sample's
  /// unit cannot be converted to the result unit.
  package static func rows(
    samples: some Sequence<QuantitySample>, type: String, options: StatisticsOptions = StatisticsOptions()
  ) throws -> [StatisticsRow] {
    var accumulator = try StatisticsAccumulator(type: type, options: options)
    for sample in samples { try accumulator.add(sample) }
    return accumulator.rows()
  }

  /// The full HealthKit identifier of a quantity type named by its identifier or its short name
  /// (`StepCount` → `HKQuantityTypeIdentifierStepCount`); `nil` when neither is catalogued.
  package static func typeIdentifier(named name: String) -> String? {
    if QuantityTypeCatalog.info(for: name) != nil { return name }
    let full = "HKQuantityTypeIdentifier" + name
    if QuantityTypeCatalog.info(for: full) != nil { return full }
    let lowered = name.lowercased()
    return QuantityTypeCatalog.all.first {
      $0.identifier.lowercased() == lowered
        || $0.identifier.dropFirst("HKQuantityTypeIdentifier".count).lowercased() == lowered
    }?.identifier
  }
}
