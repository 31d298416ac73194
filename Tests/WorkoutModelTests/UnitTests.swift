import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

// MARK: - Helpers

private func unit(_ string: String) throws -> QuantityUnit {
  try QuantityUnit(parsing: string)
}

private func relativeError(_ actual: Double, _ expected: Double) -> Double {
  expected == 0 ? abs(actual) : abs(actual - expected) / abs(expected)
}

/// The position reported for an invalid string, or nil when it parsed.
private func failurePosition(_ string: String) -> Int? {
  do {
    _ = try QuantityUnit(parsing: string)
    return nil
  } catch {
    if case .invalidUnitString(let text, let position, _) = error, text == string { return position }
    return nil
  }
}

/// A row of ../shared/formats/health-export/units.tsv.
private struct SharedUnitRow {
  var unitString: String
  var dimension: String
  var siUnit: String
  var factor: String
  var offset: String
}

private func sharedUnitRows() throws -> [SharedUnitRow] {
  let url = SharedCorpus.url("formats/health-export/units.tsv")
  let text = try String(contentsOf: url, encoding: .utf8)
  var rows: [SharedUnitRow] = []
  for line in text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst() {
    if line.hasPrefix("#") { break }  // the #GRAMMAR section
    let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard cells.count >= 5 else { continue }
    rows.append(
      SharedUnitRow(
        unitString: cells[0], dimension: cells[1], siUnit: cells[2], factor: cells[3], offset: cells[4]))
  }
  return rows
}

// MARK: - The shared catalog

@Suite struct SharedUnitCatalogTests {
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyCatalogUnitRoundTripsAndMatchesItsSIFactor() throws {
    let rows = try sharedUnitRows()
    #expect(rows.count >= 60, "expected the whole catalog, read \(rows.count) rows")
    var checkedFactors = 0
    for row in rows {
      var string = row.unitString
      var factorText = row.factor
      if string.contains("<molar mass>") {
        // A grammar template: the placeholder itself is not a number, and must be refused with a position.
        let open = try #require(string.unicodeScalars.firstIndex(of: "<"))
        let offset = string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: open)
        #expect(failurePosition(string) == offset + 1, "\(string)")
        string = string.replacingOccurrences(of: "<molar mass>", with: "<180.1558>")
        factorText = factorText.replacingOccurrences(of: "molar_mass_g_per_mol*0.001", with: "0.1801558")
      }
      let parsed = try unit(string)
      // The catalog holds the exporter's own spellings, so printing must reproduce them exactly.
      #expect(parsed.unitString == string)
      #expect(try unit(parsed.unitString) == parsed, "\(string)")

      let offset = row.offset.isEmpty ? 0 : try #require(Double(row.offset))
      if let factor = Double(factorText) {
        checkedFactors += 1
        #expect(
          relativeError(parsed.factorToSI, factor) < 1e-9, "\(string): \(parsed.factorToSI) vs \(factor)")
        #expect(abs(parsed.offsetToSI - offset) < 1e-9, "\(string) offset")
        let si = try unit(row.siUnit)
        if row.dimension.hasPrefix("scalar (fraction)") {
          // Percent is its own dimension: HealthKit percents are fractions, never converted to count.
          #expect(throws: UnitError.self) { try parsed.convert(1, to: si) }
        } else {
          // Independent route: convert into the catalog's SI unit.
          let zero = try parsed.convert(0, to: si)
          let one = try parsed.convert(1, to: si)
          #expect(abs(zero - offset) < 1e-9 * max(1, abs(offset)), "\(string) → \(row.siUnit) offset \(zero)")
          #expect(relativeError(one - zero, factor) < 1e-9, "\(string) → \(row.siUnit) factor \(one - zero)")
        }
      } else {
        // Logarithmic or without SI equivalent: its own dimension, converting only to itself.
        #expect(row.factor.contains("no SI") || row.factor.contains("10^"), "\(string): \(row.factor)")
        #expect(!parsed.isCompatible(with: .count))
        #expect(!parsed.isCompatible(with: .pascal))
        #expect(try parsed.convert(3, to: parsed) == 3)
      }
    }
    #expect(checkedFactors >= 55)
  }
}

// MARK: - Grammar

@Suite struct UnitGrammarTests {
  @Test func headerSpellingsPrintAsTheExporterDoes() throws {
    #expect(try unit("ml/(kg*min)").unitString == "mL/min\u{B7}kg")
    #expect(try unit("kcal/(kg*hr)").unitString == "kcal/hr\u{B7}kg")
    #expect(try unit("ml/(kg*min)") == unit("mL/min\u{B7}kg"))
    #expect(try unit("kcal/(kg*hr)") == unit("kcal/hr.kg"))
    #expect(try unit("ml") == unit("mL"))
    #expect(try unit("ml").unitString == "mL")
    #expect(try unit("l/min").unitString == "L/min")
    #expect(try unit("m.m").unitString == "m^2")
    #expect(try unit("s^-1").unitString == "s^-1")
    #expect(try unit("1/s") == unit("s^-1"))
  }

  @Test func everythingAfterTheSlashIsTheDenominator() throws {
    let a = try unit("kg/m.s^2")
    let b = try unit("kg/(m.s^2)")
    let c = try unit("kg.m^-1.s^-2")
    let d = try unit("kg*m^-1*s^-2")
    #expect(a == b)
    #expect(b == c)
    #expect(c == d)
    #expect(a.unitString == "kg/m\u{B7}s^2")
    #expect(a.dimension == .pressure)
    #expect(try unit("kcal/hr\u{B7}kg") == unit("kcal.hr^-1.kg^-1"))
    #expect(try unit("(m/s)^2") == unit("m^2/s^2"))
  }

  @Test func exactBaseSymbolsWinOverPrefixes() throws {
    #expect(try unit("min").dimension == .time)
    #expect(try unit("min").factorToSI == 60)
    #expect(try unit("mi").dimension == .length)
    #expect(try unit("mi").factorToSI == 1609.34)
    #expect(try unit("cmAq").dimension == .pressure)
    #expect(try unit("dBASPL").dimension == UnitDimension(soundPressureLevel: 1))
    #expect(try unit("d").factorToSI == 86400)
    #expect(relativeError(try unit("dL").factorToSI, 1e-4) < 1e-15)
    #expect(try unit("dL").dimension == .volume)
    #expect(try unit("mcg").factorToSI == 1e-9)
    #expect(try unit("mmol").dimension == UnitDimension(amount: 1))
    #expect(try unit("dam").factorToSI == 10)
    #expect(try unit("hPa").factorToSI == 100)
    #expect(try unit("kcal") != unit("Cal"))
    #expect(try unit("kcal").isCompatible(with: unit("Cal")))
    #expect(try unit("Cal").unitString == "Cal")
  }

  @Test func prefixesOnlyOnPrefixableBases() {
    for string in ["kmin", "mlb", "kCal", "kkcal", "cft", "mdegC", "k%", "kcount", "mIU"] {
      #expect(failurePosition(string) == 0, "\(string) must be refused")
    }
  }

  @Test func invalidStringsReportTheirPosition() {
    let cases: [(String, Int)] = [
      ("", 0),
      ("xyz", 0),
      ("kcal/hr/kg", 7),
      ("m/s^", 4),
      ("m^x", 2),
      ("m/(s", 2),
      ("m)", 1),
      ("m s", 1),
      ("m2", 1),
      ("m..s", 2),
      ("mol<abc>", 4),
      ("mol<180.1", 3),
      ("mol<-5>", 4),
      ("mg<5>", 2),
      ("mL/min\u{B7}kg\u{B7}", 10),
      ("count/", 6),
      ("m^1000", 2),
    ]
    for (string, position) in cases {
      #expect(failurePosition(string) == position, "\"\(string)\"")
    }
  }

  @Test func errorsDescribeTheProblem() throws {
    do {
      _ = try unit("kcal/hr/kg")
      Issue.record("parsed")
    } catch {
      #expect("\(error)".contains("kcal/hr/kg"))
      #expect("\(error)".contains("offset 7"))
    }
  }

  @Test func molarMassesKeepTheirSpelling() throws {
    let glucose = try unit("mmol<180.1558800000541>/L")
    #expect(glucose.unitString == "mmol<180.1558800000541>/L")
    #expect(glucose == .millimolePerLiterBloodGlucose)
    #expect(glucose.dimension == UnitDimension(length: -3, mass: 1))
    #expect(try unit("mol<58.44>").unitString == "mol<58.44>")
    #expect(try unit("mol<180>").unitString == "mol<180>")
    #expect(try unit("mol<180.0>") == unit("mol<180>"))
    #expect(try unit("mol<180>") != unit("mol<181>"))
    #expect(try unit("mol") != unit("mol<180>"))
    #expect(try !unit("mol").isCompatible(with: .gram))
  }
}

// MARK: - Conversions

@Suite struct UnitConversionTests {
  @Test func handComputedConversions() throws {
    #expect(abs(try QuantityUnit.degreeFahrenheit.convert(98.6, to: .degreeCelsius) - 37) < 1e-12)
    #expect(abs(try QuantityUnit.degreeCelsius.convert(0, to: .degreeFahrenheit) - 32) < 1e-12)
    #expect(abs(try QuantityUnit.degreeCelsius.convert(100, to: .degreeFahrenheit) - 212) < 1e-12)
    #expect(abs(try QuantityUnit.degreeFahrenheit.convert(-40, to: .degreeCelsius) - -40) < 1e-12)
    #expect(abs(try QuantityUnit.kelvin.convert(0, to: .degreeFahrenheit) - -459.67) < 1e-12)
    #expect(try QuantityUnit.mile.convert(1, to: .kilometer) == 1.60934)
    #expect(try QuantityUnit.kilocalorie.convert(1, to: .kilojoule) == 4.184)
    #expect(try QuantityUnit.largeCalorie.convert(1, to: .kilocalorie) == 1)
    #expect(try QuantityUnit.countPerSecond.convert(1, to: .countPerMinute) == 60)
    #expect(try QuantityUnit.countPerMinute.convert(90, to: .hertz) == 1.5)
    #expect(try QuantityUnit.hour.convert(1.5, to: .minute) == 90)
    #expect(try QuantityUnit.kilometerPerHour.convert(36, to: .meterPerSecond) == 10)
    #expect(try QuantityUnit.pound.convert(1, to: .gram) == 453.592)
    #expect(try QuantityUnit.foot.convert(3, to: .yard) == 1)
    // 5.5 mmol/L glucose × 180.1558800000541 g/mol = 990.857… mg/L = 99.0857… mg/dL.
    let glucose = try QuantityUnit.millimolePerLiterBloodGlucose.convert(5.5, to: .milligramPerDeciliter)
    #expect(relativeError(glucose, 5.5 * 180.1558800000541 / 10) < 1e-15)
    #expect(abs(glucose - 99.0857340000298) < 1e-9)
    let back = try QuantityUnit.milligramPerDeciliter.convert(glucose, to: .millimolePerLiterBloodGlucose)
    #expect(abs(back - 5.5) < 1e-12)
    // VO2 max: 1 mL/min·kg = 1e-6 m^3 / 60 s / kg.
    let vo2 = try unit("ml/(kg*min)")
    #expect(relativeError(try vo2.convert(45, to: unit("L/hr\u{B7}kg")), 45 * 60 / 1000) < 1e-15)
    // 1 MET = 1 kcal/hr·kg = 4184 J / 3600 s / kg.
    #expect(
      relativeError(try QuantityUnit.kilocaloriePerHourKilogram.convert(1, to: unit("W/kg")), 4184.0 / 3600)
        < 1e-15)
  }

  @Test func temperaturesAreAffineOnlyWhenAlone() throws {
    // A rate of temperature change converts by factor only.
    #expect(try unit("degC/s").convert(1, to: unit("K/s")) == 1)
    #expect(relativeError(try unit("degF/min").convert(9, to: unit("K/s")), 5.0 / 60) < 1e-15)
    #expect(try unit("degC").offsetToSI == 273.15)
    #expect(try unit("degC/s").offsetToSI == 0)
    #expect(try unit("degC^2").offsetToSI == 0)
    #expect(abs(try unit("mK").convert(273150, to: .degreeCelsius)) < 1e-9)
  }

  @Test func incompatibleUnitsAreRefusedNamingBoth() throws {
    #expect(throws: UnitError.incompatibleUnits(from: "kcal", to: "km")) {
      try QuantityUnit.kilocalorie.convert(1, to: .kilometer)
    }
    let message = UnitError.incompatibleUnits(from: "kcal", to: "km").description
    #expect(message == "cannot convert kcal to km: energy vs length")
    #expect(throws: UnitError.self) { try QuantityUnit.percent.convert(0.5, to: .count) }
    #expect(throws: UnitError.self) { try QuantityUnit.internationalUnit.convert(1, to: .count) }
    #expect(throws: UnitError.self) { try QuantityUnit.appleEffortScore.convert(1, to: .count) }
    #expect(throws: UnitError.self) {
      try QuantityUnit.decibelAWeightedSoundPressureLevel.convert(1, to: .pascal)
    }
    #expect(throws: UnitError.self) {
      try QuantityUnit.decibelAWeightedSoundPressureLevel.convert(1, to: .decibelHearingLevel)
    }
    #expect(throws: UnitError.self) { try Quantity(1, .kilocalorie).converted(to: .watt) }
    let unnamed = UnitError.incompatibleUnits(from: "kcal", to: "km\u{B7}kg").description
    #expect(unnamed == "cannot convert kcal to km\u{B7}kg: energy vs m\u{B7}kg")
  }

  @Test func unitsCompose() throws {
    #expect(try QuantityUnit.count.divided(by: .minute) == .countPerMinute)
    let vo2 = try QuantityUnit.milliliter.divided(by: QuantityUnit.kilogram.multiplied(by: .minute))
    #expect(vo2 == .milliliterPerMinuteKilogram)
    #expect(vo2.unitString == "mL/min\u{B7}kg")
    #expect(try QuantityUnit.meter.raised(toPower: 2).unitString == "m^2")
    #expect(try QuantityUnit.meter.raised(toPower: 2) == unit("m.m"))
    #expect(try QuantityUnit.second.reciprocal() == unit("s^-1"))
    #expect(try QuantityUnit.second.reciprocal().isCompatible(with: .hertz))
    let none = try QuantityUnit.meter.divided(by: .meter)
    #expect(none.unitString == "1")
    #expect(none.dimension == .dimensionless)
    #expect(try none.convert(2, to: .count) == 2)
    #expect(throws: UnitError.self) { try QuantityUnit.meter.raised(toPower: Int.max) }
    #expect(throws: UnitError.self) {
      try QuantityUnit.meter.raised(toPower: 40).multiplied(by: unit("m^40"))
    }
  }

  @Test func quantitiesConvert() throws {
    let distance = Quantity(5, .kilometer)
    #expect(try distance.doubleValue(for: .meter) == 5000)
    let converted = try distance.converted(to: .meter)
    #expect(converted == Quantity(5000, .meter))
    #expect(converted.unit.unitString == "m")
    #expect(Quantity(56, .degreeFahrenheit).description == "56.0 degF")
  }
}

// MARK: - Identity, Codable, constants, cache

@Suite struct UnitIdentityTests {
  @Test func codableUsesTheUnitString() throws {
    let units = [
      QuantityUnit.milliliterPerMinuteKilogram, .millimolePerLiterBloodGlucose, .percent, .largeCalorie,
    ]
    let data = try JSONEncoder().encode(units)
    let strings = try JSONDecoder().decode([String].self, from: data)
    #expect(strings == ["mL/min\u{B7}kg", "mmol<180.1558800000541>/L", "%", "Cal"])
    #expect(try JSONDecoder().decode([QuantityUnit].self, from: data) == units)
    let quantity = Quantity(0.161, .percent)
    #expect(try JSONDecoder().decode(Quantity.self, from: JSONEncoder().encode(quantity)) == quantity)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(QuantityUnit.self, from: Data("\"kcal/hr/kg\"".utf8))
    }
  }

  @Test func constantsHaveTheirSpellingsAndDimensions() throws {
    let expected: [(QuantityUnit, String, UnitDimension)] = [
      (.count, "count", .dimensionless), (.percent, "%", .percent),
      (.countPerMinute, "count/min", .frequency), (.countPerSecond, "count/s", .frequency),
      (.meter, "m", .length), (.kilometer, "km", .length), (.mile, "mi", .length), (.foot, "ft", .length),
      (.centimeter, "cm", .length), (.second, "s", .time), (.minute, "min", .time), (.hour, "hr", .time),
      (.millisecond, "ms", .time), (.kilocalorie, "kcal", .energy), (.largeCalorie, "Cal", .energy),
      (.kilojoule, "kJ", .energy), (.joule, "J", .energy), (.watt, "W", .power),
      (.degreeCelsius, "degC", .temperature), (.degreeFahrenheit, "degF", .temperature),
      (.kelvin, "K", .temperature), (.meterPerSecond, "m/s", .speed), (.kilogram, "kg", .mass),
      (.gram, "g", .mass), (.pound, "lb", .mass), (.microgram, "mcg", .mass),
      (.milligramPerDeciliter, "mg/dL", UnitDimension(length: -3, mass: 1)),
      (.milliliter, "mL", .volume), (.literPerMinute, "L/min", UnitDimension(length: 3, time: -1)),
    ]
    for (constant, spelling, dimension) in expected {
      #expect(constant.unitString == spelling)
      #expect(constant.dimension == dimension, "\(spelling)")
      #expect(try unit(spelling) == constant)
    }
    #expect(UnitDimension.energy.name == "energy")
    #expect(QuantityUnit.milliliterPerMinuteKilogram.dimension.name == "volume per time per mass")
  }

  @Test func equalUnitsHashEqual() throws {
    let spellings = ["mL/min\u{B7}kg", "ml/(kg*min)", "ml.kg^-1.min^-1", "(min*kg)^-1*mL"]
    let set = Set(try spellings.map(unit))
    #expect(set.count == 1)
    #expect(Set(try ["kcal", "Cal", "kJ"].map(unit)).count == 3)
  }

  @Test func cacheIsSharedAcrossThreads() async throws {
    let strings = ["count/min", "mL/min\u{B7}kg", "kcal", "mmol<180.1558800000541>/L", "degF", "bogus"]
    let results = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          var seen: [String] = []
          for iteration in 0..<2000 {
            let string = strings[(iteration + task) % strings.count]
            seen.append((try? QuantityUnit(parsing: string))?.unitString ?? "error")
          }
          return seen
        }
      }
      var all: [[String]] = []
      for await result in group { all.append(result) }
      return all
    }
    for seen in results {
      #expect(
        Set(seen) == ["count/min", "mL/min\u{B7}kg", "kcal", "mmol<180.1558800000541>/L", "degF", "error"])
    }
    #expect(UnitCache.shared.count >= strings.count)
    // A bounded cache forgets rather than grows without limit.
    let small = UnitCache(limit: 4)
    for power in 1...10 { _ = try small.unit(for: "m^\(power)") }
    #expect(small.count <= 4)
  }
}

// MARK: - Property: random compositions

/// SplitMix64: a small seeded generator so failures reproduce.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct UnitPropertyTests {
  /// Base symbols with their SI factors and dimensions as defined in the HKUnit docs (the oracle).
  static let bases: [(symbol: String, factor: Double, dimension: UnitDimension, prefixable: Bool)] = [
    ("g", 1e-3, .mass, true), ("m", 1, .length, true), ("s", 1, .time, true), ("L", 1e-3, .volume, true),
    ("J", 1, .energy, true), ("cal", 4.184, .energy, true), ("Pa", 1, .pressure, true),
    ("W", 1, .power, true), ("Hz", 1, .frequency, true), ("K", 1, .temperature, true),
    ("min", 60, .time, false), ("hr", 3600, .time, false), ("d", 86400, .time, false),
    ("kcal", 4184, .energy, false), ("Cal", 4184, .energy, false), ("in", 0.0254, .length, false),
    ("ft", 0.3048, .length, false), ("mi", 1609.34, .length, false), ("lb", 0.453592, .mass, false),
    ("count", 1, .dimensionless, false), ("mmHg", 133.3224, .pressure, false),
    ("degF", 5.0 / 9.0, .temperature, false), ("fl_oz_us", 2.95735295625e-5, .volume, false),
  ]
  static let prefixes: [(symbol: String, factor: Double)] = [
    ("da", 1e1), ("h", 1e2), ("k", 1e3), ("M", 1e6), ("d", 1e-1), ("c", 1e-2), ("m", 1e-3), ("mc", 1e-6),
    ("n", 1e-9),
  ]

  @Test func randomCompositionsRoundTripAndScale() throws {
    var random = SplitMix64(state: 0x5EED_0001)
    for _ in 0..<2000 {
      var parts: [(text: String, exponent: Int)] = []
      var factor = 1.0
      var exponents = SIMD16<Int>()
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let base = Self.bases.randomElement(using: &random)!
        var text = base.symbol
        var scale = base.factor
        if base.prefixable, Bool.random(using: &random) {
          let prefix = Self.prefixes.randomElement(using: &random)!
          text = prefix.symbol + text
          scale *= prefix.factor
        }
        var exponent = Int.random(in: -3...3, using: &random)
        if exponent == 0 { exponent = 1 }
        parts.append((text, exponent))
        factor *= pow(scale, Double(exponent))
        exponents &+= SIMD16<Int>(truncatingIfNeeded: base.dimension.exponents) &* exponent
      }
      let separators = [".", "*", "\u{B7}"]
      // Spelling A: one product with signed exponents.
      let a = parts.map { $0.exponent == 1 ? $0.text : "\($0.text)^\($0.exponent)" }
        .map { $0 }.joined(separator: separators.randomElement(using: &random)!)
      // Spelling B: numerator / (denominator), in shuffled order.
      let shuffled = parts.shuffled(using: &random)
      let top = shuffled.filter { $0.exponent > 0 }.map {
        $0.exponent == 1 ? $0.text : "\($0.text)^\($0.exponent)"
      }
      let bottom = shuffled.filter { $0.exponent < 0 }
        .map { $0.exponent == -1 ? $0.text : "\($0.text)^\(-$0.exponent)" }
      var b = top.isEmpty ? "1" : top.joined(separator: separators.randomElement(using: &random)!)
      if !bottom.isEmpty {
        b += "/(" + bottom.joined(separator: separators.randomElement(using: &random)!) + ")"
      }

      let parsedA = try unit(a)
      let parsedB = try unit(b)
      #expect(parsedA == parsedB, "\(a) vs \(b)")
      #expect(parsedA.hashValue == parsedB.hashValue)
      #expect(parsedA.unitString == parsedB.unitString)
      let reparsed = try unit(parsedA.unitString)
      #expect(reparsed == parsedA, "\(a) → \(parsedA.unitString)")
      #expect(reparsed.unitString == parsedA.unitString)
      #expect(parsedA.dimension.exponents == SIMD16<Int8>(truncatingIfNeeded: exponents), "\(a)")
      #expect(relativeError(parsedA.factorToSI, factor) < 1e-12, "\(a): \(parsedA.factorToSI) vs \(factor)")
      // Converting into the SI spelling of the same dimension scales by the factor.
      #expect(relativeError(try parsedA.convert(1, to: parsedB), 1) < 1e-15)
    }
  }
}

// MARK: - Angles

@Suite struct AngleUnitTests {
  /// Radians → degrees against Python's `math.degrees` (a second implementation of π/180): within two
  /// ulps (relative 4.5e-16: the table's scale rounds at most three times — the ratio, the product, the
  /// decimal power — and Python's twice), exact at the half turn; an angle is no count.
  @Test func radiansToDegreesAsPythonComputesThem() throws {
    let radians: [Double] = [
      0, 1, -1, .pi, .pi / 2, -.pi / 4, 0.8689, 0.1490, 0.826_268_2, -2.123_456_789, 1e-9,
      6.283_185_307_179_586,
    ]
    let script = """
      import json, math, sys
      json.dump([math.degrees(x) for x in json.loads(sys.argv[1])], sys.stdout)
      """
    let input = String(decoding: try JSONSerialization.data(withJSONObject: radians), as: UTF8.self)
    let r = try runProcess("python3", ["-c", script, input])
    try #require(r.status == 0, "\(r.stderrString)")
    let python = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [Double])
    for (x, want) in zip(radians, python) {
      let got = try Quantity(x, .radian).doubleValue(for: .degree)
      #expect(want == 0 ? got == 0 : relativeError(got, want) <= 4.5e-16, "\(x) rad: \(got) vs \(want)")
      let back = try Quantity(got, .degree).doubleValue(for: .radian)
      #expect(x == 0 ? back == 0 : relativeError(back, x) <= 6.7e-16, "\(x) rad round trip: \(back)")
    }
    #expect(try Quantity(.pi, .radian).doubleValue(for: .degree) == 180)
    #expect(try Quantity(90, .degree).doubleValue(for: .radian) == .pi / 2)
    #expect(try unit("rad") == .radian && unit("deg") == .degree)
    #expect(try unit("deg/s").convert(180, to: unit("rad/s")) == .pi)
    #expect(throws: UnitError.self) { try QuantityUnit.radian.convert(1, to: .count) }
    #expect(throws: UnitError.self) { try QuantityUnit.degree.convert(1, to: .degreeCelsius) }
  }
}
