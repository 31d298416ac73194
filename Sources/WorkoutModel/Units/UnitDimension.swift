/// The physical dimension of a unit: integer exponents of SI base dimensions and of six non-SI dimensions.
///
/// Two units convert into each other exactly when their dimensions are equal. Percent, international units,
/// Apple's effort score, the two logarithmic decibel scales and plane angle are dimensions of their own, so
/// each converts only to itself (see `Formats/units/units.tsv` for why percent and angle are not counts).
public struct UnitDimension: Sendable, Hashable, CustomStringConvertible {
  /// One base dimension: an axis of the exponent vector.
  public enum Base: Int, Sendable, Hashable, CaseIterable {
    /// Length (SI metre).
    case length
    /// Mass (SI kilogram); also `mol<molar mass>`.
    case mass
    /// Time (SI second).
    case time
    /// Thermodynamic temperature (SI kelvin).
    case temperature
    /// Amount of substance (SI mole, without a molar mass).
    case amount
    /// Electric current (SI ampere).
    case current
    /// Percent, kept apart from count because HealthKit stores percents as fractions.
    case percent
    /// International units of biological activity.
    case internationalUnit
    /// Apple's workout effort score.
    case effortScore
    /// A-weighted sound pressure level in decibels (logarithmic).
    case soundPressureLevel
    /// Hearing level in decibels (logarithmic).
    case hearingLevel
    /// Plane angle (radian, degree).
    case angle

    /// The symbol used when an unnamed dimension is printed, e.g. "m^2·kg·s^-3".
    var symbol: String {
      switch self {
      case .length: "m"
      case .mass: "kg"
      case .time: "s"
      case .temperature: "K"
      case .amount: "mol"
      case .current: "A"
      case .percent: "%"
      case .internationalUnit: "IU"
      case .effortScore: "appleEffortScore"
      case .soundPressureLevel: "dBASPL"
      case .hearingLevel: "dBHL"
      case .angle: "rad"
      }
    }
  }

  /// Exponents indexed by `Base.rawValue`; lanes past the last base stay zero.
  var exponents: SIMD16<Int8>

  init(exponents: SIMD16<Int8>) {
    self.exponents = exponents
  }

  init(
    length: Int8 = 0, mass: Int8 = 0, time: Int8 = 0, temperature: Int8 = 0, amount: Int8 = 0,
    current: Int8 = 0, percent: Int8 = 0, internationalUnit: Int8 = 0, effortScore: Int8 = 0,
    soundPressureLevel: Int8 = 0, hearingLevel: Int8 = 0, angle: Int8 = 0
  ) {
    var vector = SIMD16<Int8>()
    vector[Base.length.rawValue] = length
    vector[Base.mass.rawValue] = mass
    vector[Base.time.rawValue] = time
    vector[Base.temperature.rawValue] = temperature
    vector[Base.amount.rawValue] = amount
    vector[Base.current.rawValue] = current
    vector[Base.percent.rawValue] = percent
    vector[Base.internationalUnit.rawValue] = internationalUnit
    vector[Base.effortScore.rawValue] = effortScore
    vector[Base.soundPressureLevel.rawValue] = soundPressureLevel
    vector[Base.hearingLevel.rawValue] = hearingLevel
    vector[Base.angle.rawValue] = angle
    exponents = vector
  }

  /// The exponent of one base dimension.
  public func exponent(of base: Base) -> Int {
    Int(exponents[base.rawValue])
  }

  /// `true` for pure numbers (count, count/count).
  public var isDimensionless: Bool { exponents == SIMD16<Int8>() }

  /// The table's name for this dimension ("energy", "speed", …), or `nil` when it has none.
  public var name: String? { UnitDimensionNames.byDimension[self] }

  /// The name, or the dimension written as SI base units ("m^2·kg·s^-3") when unnamed.
  public var description: String {
    if let name { return name }
    var parts: [String] = []
    for base in Base.allCases {
      let power = exponent(of: base)
      if power == 0 { continue }
      parts.append(power == 1 ? base.symbol : "\(base.symbol)^\(power)")
    }
    return parts.isEmpty ? "dimensionless" : parts.joined(separator: "·")
  }

  /// Pure numbers.
  public static let dimensionless = UnitDimension()
  /// Length.
  public static let length = UnitDimension(length: 1)
  /// Mass.
  public static let mass = UnitDimension(mass: 1)
  /// Time.
  public static let time = UnitDimension(time: 1)
  /// Temperature.
  public static let temperature = UnitDimension(temperature: 1)
  /// Energy (J).
  public static let energy = UnitDimension(length: 2, mass: 1, time: -2)
  /// Power (W).
  public static let power = UnitDimension(length: 2, mass: 1, time: -3)
  /// Pressure (Pa).
  public static let pressure = UnitDimension(length: -1, mass: 1, time: -2)
  /// Frequency (Hz, count/min).
  public static let frequency = UnitDimension(time: -1)
  /// Volume (L).
  public static let volume = UnitDimension(length: 3)
  /// Speed (m/s).
  public static let speed = UnitDimension(length: 1, time: -1)
  /// Percent (its own dimension).
  public static let percent = UnitDimension(percent: 1)
}

/// Dimension names from the generated unit table.
enum UnitDimensionNames {
  static let byDimension: [UnitDimension: String] = {
    var names: [UnitDimension: String] = [:]
    for entry in UnitTable.dimensions where names[entry.dimension] == nil {
      names[entry.dimension] = entry.name
    }
    return names
  }()
}
