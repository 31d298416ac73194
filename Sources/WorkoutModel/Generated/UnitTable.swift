// generated — do not edit
// Source: Formats/units/units.tsv; regenerate with `python3 Formats/units/generate.py`.

/// The unit table of `Formats/units/units.tsv`: named dimensions, SI prefixes and base units.
enum UnitTable {
  /// Named dimensions, in table order; `printRank` is `nil` for name-only rows.
  static let dimensions: [UnitDimensionEntry] = [
    UnitDimensionEntry(name: "dimensionless", dimension: UnitDimension(), printRank: 0),
    UnitDimensionEntry(name: "percent", dimension: UnitDimension(percent: 1), printRank: 1),
    UnitDimensionEntry(name: "international unit", dimension: UnitDimension(internationalUnit: 1), printRank: 2),
    UnitDimensionEntry(name: "effort score", dimension: UnitDimension(effortScore: 1), printRank: 3),
    UnitDimensionEntry(name: "sound pressure level", dimension: UnitDimension(soundPressureLevel: 1), printRank: 4),
    UnitDimensionEntry(name: "hearing level", dimension: UnitDimension(hearingLevel: 1), printRank: 5),
    UnitDimensionEntry(name: "angle", dimension: UnitDimension(angle: 1), printRank: 6),
    UnitDimensionEntry(name: "energy", dimension: UnitDimension(length: 2, mass: 1, time: -2), printRank: 10),
    UnitDimensionEntry(name: "power", dimension: UnitDimension(length: 2, mass: 1, time: -3), printRank: 11),
    UnitDimensionEntry(name: "pressure", dimension: UnitDimension(length: -1, mass: 1, time: -2), printRank: 12),
    UnitDimensionEntry(name: "electric potential", dimension: UnitDimension(length: 2, mass: 1, time: -3, current: -1), printRank: 13),
    UnitDimensionEntry(name: "electrical conductance", dimension: UnitDimension(length: -2, mass: -1, time: 3, current: 2), printRank: 14),
    UnitDimensionEntry(name: "frequency", dimension: UnitDimension(time: -1), printRank: 15),
    UnitDimensionEntry(name: "amount of substance", dimension: UnitDimension(amount: 1), printRank: 20),
    UnitDimensionEntry(name: "volume", dimension: UnitDimension(length: 3), printRank: 21),
    UnitDimensionEntry(name: "length", dimension: UnitDimension(length: 1), printRank: 22),
    UnitDimensionEntry(name: "time", dimension: UnitDimension(time: 1), printRank: 30),
    UnitDimensionEntry(name: "mass", dimension: UnitDimension(mass: 1), printRank: 31),
    UnitDimensionEntry(name: "temperature", dimension: UnitDimension(temperature: 1), printRank: 40),
    UnitDimensionEntry(name: "area", dimension: UnitDimension(length: 2), printRank: nil),
    UnitDimensionEntry(name: "speed", dimension: UnitDimension(length: 1, time: -1), printRank: nil),
    UnitDimensionEntry(name: "acceleration", dimension: UnitDimension(length: 1, time: -2), printRank: nil),
    UnitDimensionEntry(name: "volume flow", dimension: UnitDimension(length: 3, time: -1), printRank: nil),
    UnitDimensionEntry(name: "mass concentration", dimension: UnitDimension(length: -3, mass: 1), printRank: nil),
    UnitDimensionEntry(name: "amount concentration", dimension: UnitDimension(length: -3, amount: 1), printRank: nil),
    UnitDimensionEntry(name: "volume per time per mass", dimension: UnitDimension(length: 3, mass: -1, time: -1), printRank: nil),
    UnitDimensionEntry(name: "power per mass", dimension: UnitDimension(length: 2, time: -3), printRank: nil),
    UnitDimensionEntry(name: "energy per mass", dimension: UnitDimension(length: 2, time: -2), printRank: nil),
  ]

  /// SI prefixes accepted before prefixable base units.
  static let prefixes: [UnitPrefixEntry] = [
    UnitPrefixEntry(symbol: "da", power10: 1),
    UnitPrefixEntry(symbol: "h", power10: 2),
    UnitPrefixEntry(symbol: "k", power10: 3),
    UnitPrefixEntry(symbol: "M", power10: 6),
    UnitPrefixEntry(symbol: "G", power10: 9),
    UnitPrefixEntry(symbol: "T", power10: 12),
    UnitPrefixEntry(symbol: "d", power10: -1),
    UnitPrefixEntry(symbol: "c", power10: -2),
    UnitPrefixEntry(symbol: "m", power10: -3),
    UnitPrefixEntry(symbol: "mc", power10: -6),
    UnitPrefixEntry(symbol: "n", power10: -9),
    UnitPrefixEntry(symbol: "p", power10: -12),
    UnitPrefixEntry(symbol: "f", power10: -15),
  ]

  /// Base units; a unit's factors refer to these by index.
  static let bases: [UnitBaseEntry] = [
    UnitBaseEntry(
      symbol: "count", aliases: [], dimension: UnitDimension(),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 0),
    UnitBaseEntry(
      symbol: "%", aliases: [], dimension: UnitDimension(percent: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: -2),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 1),
    UnitBaseEntry(
      symbol: "g", aliases: [], dimension: UnitDimension(mass: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: -3),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 31),
    UnitBaseEntry(
      symbol: "oz", aliases: [], dimension: UnitDimension(mass: 1),
      scale: UnitScale(numerator: 283495, denominator: 1, power10: -7),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 31),
    UnitBaseEntry(
      symbol: "lb", aliases: [], dimension: UnitDimension(mass: 1),
      scale: UnitScale(numerator: 453592, denominator: 1, power10: -6),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 31),
    UnitBaseEntry(
      symbol: "st", aliases: [], dimension: UnitDimension(mass: 1),
      scale: UnitScale(numerator: 635, denominator: 1, power10: -2),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 31),
    UnitBaseEntry(
      symbol: "m", aliases: [], dimension: UnitDimension(length: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 22),
    UnitBaseEntry(
      symbol: "in", aliases: [], dimension: UnitDimension(length: 1),
      scale: UnitScale(numerator: 254, denominator: 1, power10: -4),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 22),
    UnitBaseEntry(
      symbol: "ft", aliases: [], dimension: UnitDimension(length: 1),
      scale: UnitScale(numerator: 3048, denominator: 1, power10: -4),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 22),
    UnitBaseEntry(
      symbol: "yd", aliases: [], dimension: UnitDimension(length: 1),
      scale: UnitScale(numerator: 9144, denominator: 1, power10: -4),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 22),
    UnitBaseEntry(
      symbol: "mi", aliases: [], dimension: UnitDimension(length: 1),
      scale: UnitScale(numerator: 160934, denominator: 1, power10: -2),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 22),
    UnitBaseEntry(
      symbol: "L", aliases: ["l"], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 1, denominator: 1, power10: -3),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 21),
    UnitBaseEntry(
      symbol: "fl_oz_us", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 295735295625, denominator: 1, power10: -16),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "fl_oz_imp", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 284130625, denominator: 1, power10: -13),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "pt_us", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 473176473, denominator: 1, power10: -12),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "pt_imp", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 56826125, denominator: 1, power10: -11),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "cup_us", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 2365882365, denominator: 1, power10: -13),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "cup_imp", aliases: [], dimension: UnitDimension(length: 3),
      scale: UnitScale(numerator: 284130625, denominator: 1, power10: -12),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 21),
    UnitBaseEntry(
      symbol: "Pa", aliases: [], dimension: UnitDimension(length: -1, mass: 1, time: -2),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 12),
    UnitBaseEntry(
      symbol: "mmHg", aliases: [], dimension: UnitDimension(length: -1, mass: 1, time: -2),
      scale: UnitScale(numerator: 1333224, denominator: 1, power10: -4),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 12),
    UnitBaseEntry(
      symbol: "cmAq", aliases: [], dimension: UnitDimension(length: -1, mass: 1, time: -2),
      scale: UnitScale(numerator: 980665, denominator: 1, power10: -4),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 12),
    UnitBaseEntry(
      symbol: "atm", aliases: [], dimension: UnitDimension(length: -1, mass: 1, time: -2),
      scale: UnitScale(numerator: 101325, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 12),
    UnitBaseEntry(
      symbol: "inHg", aliases: [], dimension: UnitDimension(length: -1, mass: 1, time: -2),
      scale: UnitScale(numerator: 338638816, denominator: 1, power10: -5),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 12),
    UnitBaseEntry(
      symbol: "dBASPL", aliases: [], dimension: UnitDimension(soundPressureLevel: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .logarithmic, acceptsPrefixes: false, printRank: 4),
    UnitBaseEntry(
      symbol: "dBHL", aliases: [], dimension: UnitDimension(hearingLevel: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .logarithmic, acceptsPrefixes: false, printRank: 5),
    UnitBaseEntry(
      symbol: "s", aliases: [], dimension: UnitDimension(time: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 30),
    UnitBaseEntry(
      symbol: "min", aliases: [], dimension: UnitDimension(time: 1),
      scale: UnitScale(numerator: 6, denominator: 1, power10: 1),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 30),
    UnitBaseEntry(
      symbol: "hr", aliases: [], dimension: UnitDimension(time: 1),
      scale: UnitScale(numerator: 36, denominator: 1, power10: 2),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 30),
    UnitBaseEntry(
      symbol: "d", aliases: [], dimension: UnitDimension(time: 1),
      scale: UnitScale(numerator: 864, denominator: 1, power10: 2),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 30),
    UnitBaseEntry(
      symbol: "J", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -2),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 10),
    UnitBaseEntry(
      symbol: "cal", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -2),
      scale: UnitScale(numerator: 4184, denominator: 1, power10: -3),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 10),
    UnitBaseEntry(
      symbol: "kcal", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -2),
      scale: UnitScale(numerator: 4184, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 10),
    UnitBaseEntry(
      symbol: "Cal", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -2),
      scale: UnitScale(numerator: 4184, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 10),
    UnitBaseEntry(
      symbol: "K", aliases: [], dimension: UnitDimension(temperature: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .affine, acceptsPrefixes: true, printRank: 40),
    UnitBaseEntry(
      symbol: "degC", aliases: [], dimension: UnitDimension(temperature: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 27315, denominator: 1, power10: -2),
      kind: .affine, acceptsPrefixes: false, printRank: 40),
    UnitBaseEntry(
      symbol: "degF", aliases: [], dimension: UnitDimension(temperature: 1),
      scale: UnitScale(numerator: 5, denominator: 9, power10: 0),
      offset: UnitScale(numerator: 45967, denominator: 18, power10: -1),
      kind: .affine, acceptsPrefixes: false, printRank: 40),
    UnitBaseEntry(
      symbol: "S", aliases: [], dimension: UnitDimension(length: -2, mass: -1, time: 3, current: 2),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 14),
    UnitBaseEntry(
      symbol: "V", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -3, current: -1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 13),
    UnitBaseEntry(
      symbol: "W", aliases: [], dimension: UnitDimension(length: 2, mass: 1, time: -3),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 11),
    UnitBaseEntry(
      symbol: "Hz", aliases: [], dimension: UnitDimension(time: -1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: true, printRank: 15),
    UnitBaseEntry(
      symbol: "rad", aliases: [], dimension: UnitDimension(angle: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 6),
    UnitBaseEntry(
      symbol: "deg", aliases: [], dimension: UnitDimension(angle: 1),
      scale: UnitScale(numerator: 122925461, denominator: 704311011, power10: -1),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .linear, acceptsPrefixes: false, printRank: 6),
    UnitBaseEntry(
      symbol: "mol", aliases: [], dimension: UnitDimension(amount: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .molar, acceptsPrefixes: true, printRank: 20),
    UnitBaseEntry(
      symbol: "IU", aliases: [], dimension: UnitDimension(internationalUnit: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .arbitrary, acceptsPrefixes: false, printRank: 2),
    UnitBaseEntry(
      symbol: "appleEffortScore", aliases: [], dimension: UnitDimension(effortScore: 1),
      scale: UnitScale(numerator: 1, denominator: 1, power10: 0),
      offset: UnitScale(numerator: 0, denominator: 1, power10: 0),
      kind: .arbitrary, acceptsPrefixes: false, printRank: 3),
  ]
}
