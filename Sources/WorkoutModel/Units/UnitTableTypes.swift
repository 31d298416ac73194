/// An exact positive scale `numerator / denominator × 10^power10`, kept apart so conversions round late.
struct UnitScale: Sendable, Hashable {
  var numerator: Double
  var denominator: Double
  var power10: Int

  static let one = UnitScale(numerator: 1, denominator: 1, power10: 0)

  /// The scale as one Double.
  var value: Double { UnitScale.applyPower10(numerator / denominator, power10) }

  /// `self × other^exponent`.
  func multiplied(by other: UnitScale, exponent: Int) -> UnitScale {
    let top = exponent >= 0 ? other.numerator : other.denominator
    let bottom = exponent >= 0 ? other.denominator : other.numerator
    let count = exponent.magnitude
    return UnitScale(
      numerator: numerator * UnitScale.power(top, count),
      denominator: denominator * UnitScale.power(bottom, count),
      power10: power10 + other.power10 * exponent)
  }

  /// `value × self / other`, multiplying by the rational part first and applying the decimal power
  /// last, so conversions between decimal multiples of integers stay exact where a Double can be.
  func apply(to value: Double, convertingTo other: UnitScale) -> Double {
    let rational = (numerator * other.denominator) / (denominator * other.numerator)
    return UnitScale.applyPower10(value * rational, power10 - other.power10)
  }

  /// `self / other` as one Double, rounding the decimal power last.
  func ratio(to other: UnitScale) -> Double {
    UnitScale.applyPower10(
      (numerator * other.denominator) / (denominator * other.numerator), power10 - other.power10)
  }

  static func power(_ base: Double, _ exponent: UInt) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= base }
    return result
  }

  /// Exact powers of ten representable as Double (10^0 … 10^22).
  private static let exactPowers: [Double] = (0...22).map { UnitScale.power(10, UInt($0)) }

  /// `value × 10^power`: one multiplication or division by an exact power of ten when possible.
  static func applyPower10(_ value: Double, _ power: Int) -> Double {
    if power == 0 { return value }
    let magnitude = Int(power.magnitude)
    if magnitude <= 22 {
      return power > 0 ? value * exactPowers[magnitude] : value / exactPowers[magnitude]
    }
    var result = value
    var remaining = power
    while remaining > 22 {
      result *= exactPowers[22]
      remaining -= 22
    }
    while remaining < -22 {
      result /= exactPowers[22]
      remaining += 22
    }
    return applyPower10(result, remaining)
  }
}

/// How a base unit converts.
enum UnitBaseKind: Sendable {
  /// Scales by a factor.
  case linear
  /// A temperature: its offset applies when the unit stands alone, only its factor in compounds.
  case affine
  /// Accepts `<molar mass>`; `mol<M>` is then a mass of M g per mole.
  case molar
  /// A logarithmic scale (decibels): converts only to itself.
  case logarithmic
  /// No SI equivalent: converts only to itself.
  case arbitrary
}

/// A row of the table's `@dimensions` section.
struct UnitDimensionEntry: Sendable {
  let name: String
  let dimension: UnitDimension
  let printRank: Int?
}

/// A row of the table's `@prefixes` section.
struct UnitPrefixEntry: Sendable {
  let symbol: String
  let power10: Int
}

/// A row of the table's `@bases` section.
struct UnitBaseEntry: Sendable {
  let symbol: String
  let aliases: [String]
  let dimension: UnitDimension
  let scale: UnitScale
  let offset: UnitScale
  let kind: UnitBaseKind
  let acceptsPrefixes: Bool
  let printRank: Int
}

/// Lookups derived once from the generated table.
enum UnitLookup {
  /// Every spelling (symbol or alias) → base index.
  static let baseBySpelling: [String: Int] = {
    var map: [String: Int] = [:]
    for (index, entry) in UnitTable.bases.enumerated() {
      map[entry.symbol] = index
      for alias in entry.aliases { map[alias] = index }
    }
    return map
  }()

  /// Prefixes, longest symbol first so "da" and "mc" are tried before "d" and "m".
  static let prefixesLongestFirst: [UnitPrefixEntry] = UnitTable.prefixes.enumerated()
    .sorted { ($0.element.symbol.count, -$0.offset) > ($1.element.symbol.count, -$1.offset) }
    .map(\.element)

  /// power of ten → prefix symbol.
  static let prefixSymbolByPower: [Int: String] = {
    var map: [Int: String] = [:]
    for entry in UnitTable.prefixes where map[entry.power10] == nil { map[entry.power10] = entry.symbol }
    return map
  }()

  /// `mol<M>` is a mass.
  static let molarMassDimension = UnitDimension.mass
  /// `mol<M>` weighs M grams: 10^-3 kg per (g/mol).
  static let molarMassScale = UnitScale(numerator: 1, denominator: 1, power10: -3)
}
