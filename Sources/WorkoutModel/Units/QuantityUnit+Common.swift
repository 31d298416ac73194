extension QuantityUnit {
  /// A unit from a string known to be valid (the built-in constants; the unit tests parse each one).
  init(known string: String) {
    do {
      self = try QuantityUnit(parsing: string)
    } catch {
      preconditionFailure("built-in unit \(string) does not parse: \(error)")
    }
  }

  /// HealthKit's molar mass of glucose as the exporter prints it, g/mol (HKUnitMolarMassBloodGlucose).
  public static let bloodGlucoseMolarMass = 180.1558800000541

  /// Pure count.
  public static let count = QuantityUnit(known: "count")
  /// Percent "%" (values are fractions 0.0–1.0, as in HealthKit).
  public static let percent = QuantityUnit(known: "%")
  /// Beats or steps per minute, "count/min".
  public static let countPerMinute = QuantityUnit(known: "count/min")
  /// "count/s".
  public static let countPerSecond = QuantityUnit(known: "count/s")
  /// Metre.
  public static let meter = QuantityUnit(known: "m")
  /// Centimetre.
  public static let centimeter = QuantityUnit(known: "cm")
  /// Kilometre.
  public static let kilometer = QuantityUnit(known: "km")
  /// Inch.
  public static let inch = QuantityUnit(known: "in")
  /// Foot.
  public static let foot = QuantityUnit(known: "ft")
  /// Yard.
  public static let yard = QuantityUnit(known: "yd")
  /// Mile (Apple's 1609.34 m).
  public static let mile = QuantityUnit(known: "mi")
  /// Second.
  public static let second = QuantityUnit(known: "s")
  /// Millisecond.
  public static let millisecond = QuantityUnit(known: "ms")
  /// Minute "min".
  public static let minute = QuantityUnit(known: "min")
  /// Hour "hr".
  public static let hour = QuantityUnit(known: "hr")
  /// Day "d".
  public static let day = QuantityUnit(known: "d")
  /// Joule.
  public static let joule = QuantityUnit(known: "J")
  /// Kilojoule.
  public static let kilojoule = QuantityUnit(known: "kJ")
  /// Small calorie "cal".
  public static let smallCalorie = QuantityUnit(known: "cal")
  /// Kilocalorie "kcal".
  public static let kilocalorie = QuantityUnit(known: "kcal")
  /// Large calorie "Cal" (= kcal in value, kept as its own spelling).
  public static let largeCalorie = QuantityUnit(known: "Cal")
  /// Watt.
  public static let watt = QuantityUnit(known: "W")
  /// Degree Celsius "degC".
  public static let degreeCelsius = QuantityUnit(known: "degC")
  /// Degree Fahrenheit "degF".
  public static let degreeFahrenheit = QuantityUnit(known: "degF")
  /// Kelvin.
  public static let kelvin = QuantityUnit(known: "K")
  /// Metre per second.
  public static let meterPerSecond = QuantityUnit(known: "m/s")
  /// Kilometre per hour "km/hr".
  public static let kilometerPerHour = QuantityUnit(known: "km/hr")
  /// Mile per hour "mi/hr".
  public static let milePerHour = QuantityUnit(known: "mi/hr")
  /// Gram.
  public static let gram = QuantityUnit(known: "g")
  /// Milligram.
  public static let milligram = QuantityUnit(known: "mg")
  /// Microgram "mcg".
  public static let microgram = QuantityUnit(known: "mcg")
  /// Kilogram.
  public static let kilogram = QuantityUnit(known: "kg")
  /// Ounce (Apple's 28.3495 g).
  public static let ounce = QuantityUnit(known: "oz")
  /// Pound (Apple's 453.592 g).
  public static let pound = QuantityUnit(known: "lb")
  /// Stone (Apple's 6350 g).
  public static let stone = QuantityUnit(known: "st")
  /// Litre "L".
  public static let liter = QuantityUnit(known: "L")
  /// Millilitre "mL".
  public static let milliliter = QuantityUnit(known: "mL")
  /// US fluid ounce "fl_oz_us".
  public static let fluidOunceUS = QuantityUnit(known: "fl_oz_us")
  /// Litre per minute "L/min".
  public static let literPerMinute = QuantityUnit(known: "L/min")
  /// Millimetre of mercury "mmHg".
  public static let millimeterOfMercury = QuantityUnit(known: "mmHg")
  /// Pascal.
  public static let pascal = QuantityUnit(known: "Pa")
  /// Hertz.
  public static let hertz = QuantityUnit(known: "Hz")
  /// Radian (plane angle).
  public static let radian = QuantityUnit(known: "rad")
  /// Degree (plane angle).
  public static let degree = QuantityUnit(known: "deg")
  /// Siemens.
  public static let siemens = QuantityUnit(known: "S")
  /// Volt.
  public static let volt = QuantityUnit(known: "V")
  /// A-weighted sound pressure level "dBASPL".
  public static let decibelAWeightedSoundPressureLevel = QuantityUnit(known: "dBASPL")
  /// Hearing level "dBHL".
  public static let decibelHearingLevel = QuantityUnit(known: "dBHL")
  /// International unit "IU".
  public static let internationalUnit = QuantityUnit(known: "IU")
  /// Apple effort score "appleEffortScore".
  public static let appleEffortScore = QuantityUnit(known: "appleEffortScore")
  /// Blood glucose "mg/dL".
  public static let milligramPerDeciliter = QuantityUnit(known: "mg/dL")
  /// Blood glucose "mmol<180.1558800000541>/L".
  public static let millimolePerLiterBloodGlucose = QuantityUnit(known: "mmol<180.1558800000541>/L")
  /// VO2 max "mL/min·kg".
  public static let milliliterPerMinuteKilogram = QuantityUnit(known: "mL/min\u{B7}kg")
  /// MET rate "kcal/hr·kg".
  public static let kilocaloriePerHourKilogram = QuantityUnit(known: "kcal/hr\u{B7}kg")
}
