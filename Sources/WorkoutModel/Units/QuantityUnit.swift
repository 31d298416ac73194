import FoundationEssentials

/// A unit of measure with HKUnit's string grammar: "count/min", "mL/min·kg", "mmol<180.1558800000541>/L".
///
/// Equality is structural: the same factors (base, SI prefix, exponent, molar mass) in any written order, so
/// "ml/(kg*min)" equals "mL/min·kg", while convertible units with different spellings ("kcal" and "Cal") are
/// different units. `unitString` prints the exporter's canonical spelling, the same for equal units.
public struct QuantityUnit: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Merged factors in canonical (printing) order.
  let factors: [UnitFactor]
  /// The canonical spelling.
  public let unitString: String
  /// What the unit measures; units convert only within one dimension.
  public let dimension: UnitDimension
  /// Exact scale to the coherent SI unit of `dimension`.
  let scale: UnitScale
  /// The SI offset (K = v × factor + offset) of a lone temperature unit; 0 for every other unit.
  public let offsetToSI: Double

  /// Parses an HKUnit unit string; repeated strings are served from a shared cache.
  public init(parsing string: String) throws(UnitError) {
    self = try UnitCache.shared.unit(for: string)
  }

  /// Parses without the cache.
  init(uncachedParsing string: String) throws(UnitError) {
    var parser = UnitParser(string)
    let merged = try parser.parse()
    try self.init(factors: merged, source: string)
  }

  private init(factors unsorted: [UnitFactor], source: String) throws(UnitError) {
    let sorted = unsorted.sorted(by: QuantityUnit.printsBefore)
    var exponents = SIMD16<Int>()
    var scale = UnitScale.one
    for factor in sorted {
      let entry = factor.entry
      var baseScale = entry.scale
      var baseDimension = entry.dimension
      if let molarMass = factor.molarMass {
        baseScale = UnitLookup.molarMassScale
        baseScale.numerator = molarMass
        baseDimension = UnitLookup.molarMassDimension
      }
      baseScale.power10 += factor.prefixPower
      scale = scale.multiplied(by: baseScale, exponent: factor.exponent)
      exponents &+= SIMD16<Int>(truncatingIfNeeded: baseDimension.exponents) &* factor.exponent
    }
    guard exponents.min() >= Int(Int8.min), exponents.max() <= Int(Int8.max) else {
      throw .invalidUnitString(source, position: 0, reason: "dimension exponents out of range")
    }
    let value = scale.value
    guard value.isNormal, scale.numerator.isNormal, scale.denominator.isNormal else {
      throw .invalidUnitString(source, position: 0, reason: "unit too large or too small to convert")
    }
    self.factors = sorted
    self.dimension = UnitDimension(exponents: SIMD16<Int8>(truncatingIfNeeded: exponents))
    self.scale = scale
    if sorted.count == 1, sorted[0].exponent == 1, sorted[0].entry.kind == .affine {
      self.offsetToSI = sorted[0].entry.offset.value
    } else {
      self.offsetToSI = 0
    }
    self.unitString = QuantityUnit.print(sorted)
  }

  /// The product of this unit and `other` (like HKUnit's unitMultiplied(by:)).
  public func multiplied(by other: QuantityUnit) throws(UnitError) -> QuantityUnit {
    try QuantityUnit.compose(factors + other.factors, "(\(unitString))\u{B7}(\(other.unitString))")
  }

  /// This unit divided by `other` (like HKUnit's unitDivided(by:)).
  public func divided(by other: QuantityUnit) throws(UnitError) -> QuantityUnit {
    let inverted = other.factors.map { factor in
      var copy = factor
      copy.exponent = -factor.exponent
      return copy
    }
    return try QuantityUnit.compose(factors + inverted, "\(unitString)/(\(other.unitString))")
  }

  /// This unit raised to an integer power (like HKUnit's unitRaised(toPower:)).
  public func raised(toPower power: Int) throws(UnitError) -> QuantityUnit {
    guard power.magnitude <= UnitParser.maximumExponent else {
      throw .invalidUnitString("(\(unitString))^\(power)", position: 0, reason: "exponent out of range")
    }
    let scaled = factors.map { factor in
      var copy = factor
      copy.exponent = factor.exponent * power
      return copy
    }
    return try QuantityUnit.compose(scaled, "(\(unitString))^\(power)")
  }

  /// The reciprocal unit (like HKUnit's reciprocal()).
  public func reciprocal() throws(UnitError) -> QuantityUnit {
    try raised(toPower: -1)
  }

  private static func compose(_ factors: [UnitFactor], _ source: String) throws(UnitError) -> QuantityUnit {
    try QuantityUnit(factors: UnitParser.merge(factors, source: source), source: source)
  }

  /// Canonical order: numerator before denominator, then the table's print rank, then table order.
  private static func printsBefore(_ lhs: UnitFactor, _ rhs: UnitFactor) -> Bool {
    let lhsKey = (lhs.exponent < 0 ? 1 : 0, lhs.entry.printRank, lhs.base, lhs.prefixPower)
    let rhsKey = (rhs.exponent < 0 ? 1 : 0, rhs.entry.printRank, rhs.base, rhs.prefixPower)
    if lhsKey != rhsKey { return lhsKey < rhsKey }
    return (lhs.molarMass ?? 0) < (rhs.molarMass ?? 0)
  }

  private static func print(_ factors: [UnitFactor]) -> String {
    if factors.isEmpty { return "1" }
    let numerator = factors.filter { $0.exponent > 0 }
    let denominator = factors.filter { $0.exponent < 0 }
    if numerator.isEmpty {
      return denominator.map { spell($0, exponent: $0.exponent) }.joined(separator: "\u{B7}")
    }
    var text = numerator.map { spell($0, exponent: $0.exponent) }.joined(separator: "\u{B7}")
    if !denominator.isEmpty {
      text += "/" + denominator.map { spell($0, exponent: -$0.exponent) }.joined(separator: "\u{B7}")
    }
    return text
  }

  private static func spell(_ factor: UnitFactor, exponent: Int) -> String {
    var text = factor.prefixPower == 0 ? "" : UnitLookup.prefixSymbolByPower[factor.prefixPower] ?? ""
    text += factor.entry.symbol
    if let molarMass = factor.molarMass { text += "<" + formatMolarMass(molarMass) + ">" }
    if exponent != 1 { text += "^\(exponent)" }
    return text
  }

  /// Shortest round-trip decimal, without a trailing ".0" (180.1558800000541, 58.44).
  static func formatMolarMass(_ value: Double) -> String {
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// The canonical spelling.
  public var description: String { unitString }

  /// The factor to the coherent SI unit of `dimension` (SI value = v × factorToSI + offsetToSI).
  public var factorToSI: Double { scale.value }

  /// `true` when `other` measures the same dimension, so `convert(_:to:)` succeeds.
  public func isCompatible(with other: QuantityUnit) -> Bool {
    dimension == other.dimension
  }

  /// Converts `value` from this unit to `other`; affine for lone temperatures, throws across dimensions.
  public func convert(_ value: Double, to other: QuantityUnit) throws(UnitError) -> Double {
    if factors == other.factors { return value }
    guard dimension == other.dimension else {
      throw .incompatibleUnits(from: unitString, to: other.unitString)
    }
    // value × (rational mantissa ratio), then one exact power of ten: 100 kcal → 418.4 kJ, not 418.40000000000003.
    let linear = scale.apply(to: value, convertingTo: other.scale)
    if offsetToSI == 0 && other.offsetToSI == 0 { return linear }
    return linear + (offsetToSI - other.offsetToSI) / other.scale.value
  }

  public static func == (lhs: QuantityUnit, rhs: QuantityUnit) -> Bool {
    lhs.factors == rhs.factors
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(unitString)
  }

  /// Decodes a unit from its string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    do {
      self = try QuantityUnit(parsing: string)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the unit as its `unitString`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(unitString)
  }
}
