import FormatKit
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds a block of a body measurement's values that is the rest of its series in another unit: weights
/// that jump from ~66 to ~145 "kg" (pounds written as kilograms), 10.4 "kg" (stones), 98.6 "degC"
/// (Fahrenheit), 99 "mmol/L" (mg/dL), 70 "m" of height (inches)… Each value is plausible on its own, so
/// the plausible-range check cannot see it; the factor between the two groups gives it away.
///
/// The rule, per type, source and stored unit: the values split at the widest gap of their logarithms
/// (each side at least `minimumBlock` values, and each narrower than the gap: two levels, not a spread); the smaller side is the block (either side, when they are
/// the same size, the smaller tried first otherwise). When the block, read as
/// another unit `C` of `UnitInspection.confusableUnits` and converted back to the stored unit, falls
/// inside the rest's range (widened by `tolerance` of its median), and read as stored it does not, the
/// block is values in `C` written as the stored unit. The majority is taken as right: a history
/// recorded mostly in the wrong unit shows up the other way round, and the printed command says which
/// values it rewrites. Only types whose values hold a level (a body measurement) are looked at: a
/// walk's distance or a day's steps vary by factors of two on their own.
struct UnitFactorDetection {
  /// Types whose values stay near a level, where a factor between two groups means a unit mistake.
  static let levelTypes: Set<String> = [
    "HKQuantityTypeIdentifierBodyMass", "HKQuantityTypeIdentifierLeanBodyMass",
    "HKQuantityTypeIdentifierHeight", "HKQuantityTypeIdentifierWaistCircumference",
    "HKQuantityTypeIdentifierBodyTemperature", "HKQuantityTypeIdentifierBasalBodyTemperature",
    "HKQuantityTypeIdentifierBloodGlucose",
  ]
  /// The fewest values a block or the rest may hold.
  static let minimumBlock = 3
  /// How far (as a fraction of the rest's median) the converted block may lie outside the rest's range.
  static let tolerance = 0.05
  /// Values kept per type, source and unit (body measurements are a few a day at most); past it the key
  /// is not examined.
  static let capacity = 200_000

  struct Key: Hashable {
    var type: String
    var source: String
    var unit: QuantityUnit
  }

  /// A block found: its values, the unit they are in, and the bounds that select them.
  struct Block {
    var count: Int
    var minimum: Double
    var maximum: Double
    var first: Date
    var last: Date
    var likelyUnit: QuantityUnit
    /// A value between the block and the rest, and on which side the block is.
    var threshold: Double
    var blockIsHigh: Bool
    var examples: [Double]
  }

  private var values: [Key: [(time: Date, value: Double)]] = [:]
  private var overflow: Set<Key> = []

  /// Notes one value.
  mutating func add(type: String, source: String, unit: QuantityUnit, value: Double, time: Date) {
    guard Self.levelTypes.contains(type), value.isFinite, value > 0 else { return }
    let key = Key(type: type, source: source, unit: unit)
    guard !overflow.contains(key) else { return }
    if values[key, default: []].count >= Self.capacity {
      overflow.insert(key)
      values[key] = nil
      return
    }
    values[key, default: []].append((time, value))
  }

  /// The block of `key`, if its values hold one.
  func block(for key: Key, candidates: [QuantityUnit]) -> Block? {
    guard let series = values[key], series.count >= 2 * Self.minimumBlock else { return nil }
    let sorted = series.map(\.value).sorted()
    // The widest gap of the logarithms with at least `minimumBlock` values on each side.
    var widest = 0.0
    var split = -1
    for i in (Self.minimumBlock - 1)..<(sorted.count - Self.minimumBlock) {
      let gap = log(sorted[i + 1]) - log(sorted[i])
      if gap > widest {
        widest = gap
        split = i
      }
    }
    guard split >= 0, widest > log(1 + Self.tolerance) else { return nil }
    let low = Array(sorted[...split])
    let high = Array(sorted[(split + 1)...])
    // Two levels, not a spread: each side is narrower than the gap between them.
    guard log(low.last! / low.first!) < widest, log(high.last! / high.first!) < widest else { return nil }
    for blockIsHigh in high.count <= low.count ? [true, false] : [false, true] {
      let (block, rest) = blockIsHigh ? (high, low) : (low, high)
      guard rest.count >= block.count,
        let likely = likelyUnit(of: block, rest: rest, stored: key.unit, candidates: candidates)
      else { continue }
      let times = series.filter { blockIsHigh ? $0.value > sorted[split] : $0.value <= sorted[split] }.map(
        \.time)
      return Block(
        count: block.count, minimum: block.first!, maximum: block.last!, first: times.min()!,
        last: times.max()!, likelyUnit: likely,
        threshold: UnitInspection.roundNumber(between: sorted[split], and: sorted[split + 1]),
        blockIsHigh: blockIsHigh, examples: Array(block.prefix(3)))
    }
    return nil
  }

  /// The unit in which `block` (sorted) reads as the rest of the series (sorted), if one does.
  private func likelyUnit(
    of block: [Double], rest: [Double], stored: QuantityUnit, candidates: [QuantityUnit]
  )
    -> QuantityUnit?
  {
    let slack = abs(rest[rest.count / 2]) * Self.tolerance
    let restRange = (rest.first! - slack)...(rest.last! + slack)
    guard !restRange.contains(block[block.count / 2]) else { return nil }
    for candidate in candidates where candidate != stored && candidate.isCompatible(with: stored) {
      // The block read as `candidate`, expressed in the stored unit.
      let converted = block.compactMap { try? candidate.convert($0, to: stored) }
      if converted.count == block.count, restRange.contains(converted[converted.count / 2]) {
        return candidate
      }
    }
    return nil
  }

  /// Every key with values, in a stable order.
  var keys: [Key] {
    values.keys.sorted {
      ($0.type, $0.source, $0.unit.unitString) < ($1.type, $1.source, $1.unit.unitString)
    }
  }
}
