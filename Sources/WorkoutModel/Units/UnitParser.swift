/// One factor of a unit as written: a base, an optional SI prefix, an exponent and a molar mass.
struct UnitFactor: Sendable, Hashable {
  /// Index into `UnitTable.bases`.
  var base: Int
  /// Power of ten of the SI prefix; 0 when unprefixed (no prefix has power 0).
  var prefixPower: Int
  var exponent: Int
  /// Grams per mole, for `mol<M>` only.
  var molarMass: Double?

  var entry: UnitBaseEntry { UnitTable.bases[base] }

  /// Whether two factors are the same unit (and may merge into one by adding exponents).
  func sameUnit(as other: UnitFactor) -> Bool {
    base == other.base && prefixPower == other.prefixPower && molarMass == other.molarMass
  }
}

/// A recursive-descent parser for HKUnit unit strings.
///
/// ```
/// unit    := product ( "/" product )?          everything after the one "/" is the denominator
/// product := factor ( ("." | "*" | "·") factor )*
/// factor  := ( "(" unit ")" | "1" | atom ) ( "^" "-"? digits )?
/// atom    := [prefix] symbol ( "<" molar-mass ">" )?   exact symbols win over prefix + symbol
/// ```
struct UnitParser {
  private let text: String
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var depth = 0

  /// The largest exponent magnitude accepted anywhere (written, raised or after merging).
  static let maximumExponent = 60
  /// The deepest parenthesis nesting accepted (the parser recurses once per level).
  static let maximumNesting = 32

  init(_ text: String) {
    self.text = text
    self.scalars = Array(text.unicodeScalars)
  }

  /// Parses the whole string into merged factors (unsorted).
  mutating func parse() throws(UnitError) -> [UnitFactor] {
    if scalars.isEmpty { throw fail(at: 0, "empty unit string") }
    let factors = try parseUnit()
    if index < scalars.count {
      if scalars[index] == "/" {
        throw fail(at: index, "a unit has one '/'; put the whole denominator after it, e.g. kcal/hr·kg")
      }
      if scalars[index] == ")" { throw fail(at: index, "unbalanced ')'") }
      throw fail(at: index, "unexpected character '\(scalars[index])'")
    }
    return try merge(factors)
  }

  private func fail(at position: Int, _ reason: String) -> UnitError {
    .invalidUnitString(text, position: position, reason: reason)
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func parseUnit() throws(UnitError) -> [UnitFactor] {
    var factors = try parseProduct()
    if current == "/" {
      index += 1
      let denominator = try parseProduct()
      factors += denominator.map { factor in
        var inverted = factor
        inverted.exponent = -factor.exponent
        return inverted
      }
    }
    return factors
  }

  private mutating func parseProduct() throws(UnitError) -> [UnitFactor] {
    var factors = try parseFactor()
    while let scalar = current, scalar == "." || scalar == "*" || scalar == "\u{B7}" {
      index += 1
      factors += try parseFactor()
    }
    return factors
  }

  private mutating func parseFactor() throws(UnitError) -> [UnitFactor] {
    var factors: [UnitFactor]
    guard let scalar = current else { throw fail(at: index, "expected a unit symbol at the end") }
    if scalar == "(" {
      let open = index
      guard depth < UnitParser.maximumNesting else {
        throw fail(at: open, "parentheses nested deeper than \(UnitParser.maximumNesting)")
      }
      index += 1
      depth += 1
      factors = try parseUnit()
      depth -= 1
      guard current == ")" else {
        if current == "/" {
          throw fail(at: index, "a unit has one '/'; group the denominator in parentheses")
        }
        throw fail(at: current == nil ? open : index, "unbalanced '('")
      }
      index += 1
    } else if scalar == "1" {
      index += 1
      factors = []
    } else {
      factors = [try parseAtom()]
    }
    if current == "^" {
      index += 1
      let start = index
      let exponent = try parseExponent()
      for position in factors.indices {
        // Checked at every level, so nested powers ((m^60)^60)^… never overflow.
        factors[position].exponent *= exponent
        if abs(factors[position].exponent) > UnitParser.maximumExponent {
          throw fail(at: start, "exponent out of range")
        }
      }
    }
    return factors
  }

  private mutating func parseExponent() throws(UnitError) -> Int {
    let start = index
    var negative = false
    if current == "-" || current == "+" {
      negative = current == "-"
      index += 1
    }
    var value = 0
    var digits = 0
    while let scalar = current, ("0"..."9").contains(scalar) {
      value = value * 10 + Int(scalar.value - 48)
      digits += 1
      index += 1
      if value > UnitParser.maximumExponent { throw fail(at: start, "exponent out of range") }
    }
    if digits == 0 { throw fail(at: index, "expected an integer exponent after '^'") }
    return negative ? -value : value
  }

  private static func isSymbolScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "_", "%": true
    default: false
    }
  }

  private mutating func parseAtom() throws(UnitError) -> UnitFactor {
    let start = index
    var symbol = String.UnicodeScalarView()
    while let scalar = current, UnitParser.isSymbolScalar(scalar) {
      symbol.append(scalar)
      index += 1
    }
    guard !symbol.isEmpty else {
      throw fail(at: start, "expected a unit symbol, found '\(scalars[start])'")
    }
    var factor = try resolve(String(symbol), at: start)
    if current == "<" {
      guard factor.entry.kind == .molar else {
        throw fail(at: index, "only mol takes a molar mass in '<…>'")
      }
      factor.molarMass = try parseMolarMass()
    }
    return factor
  }

  private func resolve(_ symbol: String, at position: Int) throws(UnitError) -> UnitFactor {
    if let base = UnitLookup.baseBySpelling[symbol] {
      return UnitFactor(base: base, prefixPower: 0, exponent: 1, molarMass: nil)
    }
    var unprefixable: String?
    for prefix in UnitLookup.prefixesLongestFirst where symbol.hasPrefix(prefix.symbol) {
      let rest = String(symbol.dropFirst(prefix.symbol.count))
      guard let base = UnitLookup.baseBySpelling[rest] else { continue }
      if UnitTable.bases[base].acceptsPrefixes {
        return UnitFactor(base: base, prefixPower: prefix.power10, exponent: 1, molarMass: nil)
      }
      unprefixable = unprefixable ?? rest
    }
    if let unprefixable {
      throw fail(at: position, "unknown unit '\(symbol)' ('\(unprefixable)' takes no SI prefix)")
    }
    throw fail(at: position, "unknown unit '\(symbol)'")
  }

  private mutating func parseMolarMass() throws(UnitError) -> Double {
    index += 1  // "<"
    let start = index
    var number = ""
    while let scalar = current, scalar != ">" {
      switch scalar {
      case "0"..."9", ".", "e", "E", "+", "-": number.unicodeScalars.append(scalar)
      default: throw fail(at: index, "a molar mass is a number of grams per mole, e.g. mol<180.15588>")
      }
      index += 1
    }
    guard current == ">" else { throw fail(at: start - 1, "unclosed '<' after mol") }
    guard let value = Double(number), value.isFinite, value > 0 else {
      throw fail(at: start, "a molar mass is a positive number of grams per mole")
    }
    index += 1
    return value
  }

  /// Adds the exponents of repeated factors and drops those that cancel.
  private func merge(_ factors: [UnitFactor]) throws(UnitError) -> [UnitFactor] {
    try UnitParser.merge(factors, source: text)
  }

  /// Adds the exponents of repeated factors and drops those that cancel; `source` names the unit in errors.
  static func merge(_ factors: [UnitFactor], source: String) throws(UnitError) -> [UnitFactor] {
    var merged: [UnitFactor] = []
    merged.reserveCapacity(factors.count)
    for factor in factors {
      if let position = merged.firstIndex(where: { $0.sameUnit(as: factor) }) {
        merged[position].exponent += factor.exponent
      } else {
        merged.append(factor)
      }
    }
    merged.removeAll { $0.exponent == 0 }
    if merged.contains(where: { $0.exponent.magnitude > UnitParser.maximumExponent }) {
      throw .invalidUnitString(source, position: 0, reason: "exponent out of range")
    }
    return merged
  }
}
