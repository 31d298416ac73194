// generated — do not edit. Source: Formats/fit/summary-fields.tsv, generator: Formats/fit/generate.py

/// One row of the FIT lap/session summary field ↔ model statistic table.
struct FITSummaryField: Sendable {
  /// The model quantity a field holds (distance, power, cadence and speed are typed by the activity).
  enum Quantity: Sendable {
    case distance, power, cadence, speed, heartRate, activeEnergy, ascent, descent, strokes
  }
  /// Which aggregate of the statistic (ascent/descent: `.value`).
  enum Aggregate: Sendable {
    case sum, average, maximum, minimum, value
  }
  /// Global message number (lap or session).
  let message: UInt16
  /// Field number in the message.
  let field: UInt8
  /// Profile field name.
  let name: String
  let quantity: Quantity
  let aggregate: Aggregate
  /// The field's profile unit as a model unit string.
  let unit: String

  /// The table, in file order (reading: the first present row of a quantity and aggregate wins).
  static let table: [FITSummaryField] = [
    FITSummaryField(message: 19, field: 9, name: "total_distance", quantity: .distance, aggregate: .sum, unit: "m"),
    FITSummaryField(message: 19, field: 11, name: "total_calories", quantity: .activeEnergy, aggregate: .sum, unit: "kcal"),
    FITSummaryField(message: 19, field: 15, name: "avg_heart_rate", quantity: .heartRate, aggregate: .average, unit: "count/min"),
    FITSummaryField(message: 19, field: 16, name: "max_heart_rate", quantity: .heartRate, aggregate: .maximum, unit: "count/min"),
    FITSummaryField(message: 19, field: 63, name: "min_heart_rate", quantity: .heartRate, aggregate: .minimum, unit: "count/min"),
    FITSummaryField(message: 19, field: 19, name: "avg_power", quantity: .power, aggregate: .average, unit: "W"),
    FITSummaryField(message: 19, field: 20, name: "max_power", quantity: .power, aggregate: .maximum, unit: "W"),
    FITSummaryField(message: 19, field: 17, name: "avg_cadence", quantity: .cadence, aggregate: .average, unit: "count/min"),
    FITSummaryField(message: 19, field: 18, name: "max_cadence", quantity: .cadence, aggregate: .maximum, unit: "count/min"),
    FITSummaryField(message: 19, field: 110, name: "enhanced_avg_speed", quantity: .speed, aggregate: .average, unit: "m/s"),
    FITSummaryField(message: 19, field: 13, name: "avg_speed", quantity: .speed, aggregate: .average, unit: "m/s"),
    FITSummaryField(message: 19, field: 111, name: "enhanced_max_speed", quantity: .speed, aggregate: .maximum, unit: "m/s"),
    FITSummaryField(message: 19, field: 14, name: "max_speed", quantity: .speed, aggregate: .maximum, unit: "m/s"),
    FITSummaryField(message: 19, field: 21, name: "total_ascent", quantity: .ascent, aggregate: .value, unit: "m"),
    FITSummaryField(message: 19, field: 22, name: "total_descent", quantity: .descent, aggregate: .value, unit: "m"),
    FITSummaryField(message: 19, field: 10, name: "total_cycles", quantity: .strokes, aggregate: .sum, unit: "count"),
    FITSummaryField(message: 18, field: 9, name: "total_distance", quantity: .distance, aggregate: .sum, unit: "m"),
    FITSummaryField(message: 18, field: 11, name: "total_calories", quantity: .activeEnergy, aggregate: .sum, unit: "kcal"),
    FITSummaryField(message: 18, field: 16, name: "avg_heart_rate", quantity: .heartRate, aggregate: .average, unit: "count/min"),
    FITSummaryField(message: 18, field: 17, name: "max_heart_rate", quantity: .heartRate, aggregate: .maximum, unit: "count/min"),
    FITSummaryField(message: 18, field: 64, name: "min_heart_rate", quantity: .heartRate, aggregate: .minimum, unit: "count/min"),
    FITSummaryField(message: 18, field: 20, name: "avg_power", quantity: .power, aggregate: .average, unit: "W"),
    FITSummaryField(message: 18, field: 21, name: "max_power", quantity: .power, aggregate: .maximum, unit: "W"),
    FITSummaryField(message: 18, field: 18, name: "avg_cadence", quantity: .cadence, aggregate: .average, unit: "count/min"),
    FITSummaryField(message: 18, field: 19, name: "max_cadence", quantity: .cadence, aggregate: .maximum, unit: "count/min"),
    FITSummaryField(message: 18, field: 124, name: "enhanced_avg_speed", quantity: .speed, aggregate: .average, unit: "m/s"),
    FITSummaryField(message: 18, field: 14, name: "avg_speed", quantity: .speed, aggregate: .average, unit: "m/s"),
    FITSummaryField(message: 18, field: 125, name: "enhanced_max_speed", quantity: .speed, aggregate: .maximum, unit: "m/s"),
    FITSummaryField(message: 18, field: 15, name: "max_speed", quantity: .speed, aggregate: .maximum, unit: "m/s"),
    FITSummaryField(message: 18, field: 22, name: "total_ascent", quantity: .ascent, aggregate: .value, unit: "m"),
    FITSummaryField(message: 18, field: 23, name: "total_descent", quantity: .descent, aggregate: .value, unit: "m"),
    FITSummaryField(message: 18, field: 10, name: "total_cycles", quantity: .strokes, aggregate: .sum, unit: "count"),
  ]
}
