import FoundationEssentials
import WorkoutModel

/// The statistics of every quantity type in a stream at once (a store's `daily_statistics`): one
/// `StatisticsAccumulator` per type, made when the type first appears, each in its type's canonical unit.
package struct StatisticsTable: Sendable {
  /// How every type's statistics are computed (`unit` is ignored: each type keeps its canonical unit).
  package let options: StatisticsOptions
  private var accumulators: [String: StatisticsAccumulator] = [:]

  /// Makes an empty table.
  package init(options: StatisticsOptions = StatisticsOptions()) {
    var options = options
    options.unit = nil
    self.options = options
  }

  /// Adds an item: quantity samples go to their type, a correlation's members to theirs; other items are
  /// ignored. A sample whose unit does not convert to its type's canonical unit throws (`.usage`).
  package mutating func add(item: HealthItem) throws {
    switch item {
    case .quantity(let sample):
      try add(item, to: sample.type)
    case .correlation(let correlation):
      var types: Set<String> = []
      for case .quantity(let member) in correlation.members where types.insert(member.type).inserted {
        try add(item, to: member.type)
      }
    default:
      return
    }
  }

  private mutating func add(_ item: HealthItem, to type: String) throws {
    if accumulators[type] == nil {
      accumulators[type] = try StatisticsAccumulator(type: type, options: options)
    }
    try accumulators[type]!.add(item: item)
  }

  /// The types seen, in identifier order.
  package var types: [String] { accumulators.keys.sorted() }

  /// The accumulator of one type, if the type was seen (its style, unit and ranked sources).
  package func accumulator(for type: String) -> StatisticsAccumulator? { accumulators[type] }

  /// Every type's rows, types in identifier order, rows in time order.
  package func rows() -> [(type: String, rows: [StatisticsRow])] {
    types.map { ($0, accumulators[$0]!.rows()) }
  }
}
