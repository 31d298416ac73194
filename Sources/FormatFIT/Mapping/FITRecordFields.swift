import FoundationEssentials
import WorkoutModel

/// Record fields with no typed series travel as generic per-point series named after the profile field
/// (`FIT.record.<field>`), in the profile's unit, and are written back into that field.
enum FITRecordFields {
  /// Prefix of a generic record series type.
  static let seriesPrefix = "FIT.record."

  /// Record fields the reader maps to typed series or the route (position, altitude, speed, heart rate,
  /// cadence, power, distance, temperature, running dynamics) and the timestamp.
  static let typed: Set<UInt8> = [
    FITFieldNumber.timestamp, FITFieldNumber.Record.positionLat, FITFieldNumber.Record.positionLong,
    FITFieldNumber.Record.altitude, FITFieldNumber.Record.enhancedAltitude, FITFieldNumber.Record.speed,
    FITFieldNumber.Record.enhancedSpeed, FITFieldNumber.Record.heartRate, FITFieldNumber.Record.cadence,
    FITFieldNumber.Record.fractionalCadence, FITFieldNumber.Record.power, FITFieldNumber.Record.distance,
    FITFieldNumber.Record.temperature, FITFieldNumber.Record.verticalOscillation,
    FITFieldNumber.Record.stanceTime,
    FITFieldNumber.Record.stepLength,
  ]

  /// Profile unit names → model unit strings (where the profile's spelling is not a model unit).
  static let unitNames: [String: String] = [
    "percent": "%", "watts": "W", "rpm": "count/min", "bpm": "count/min", "Breaths/min": "count/min",
    "C": "degC", "cycles": "count", "degrees": "deg", "": "count",
  ]

  /// The model unit of a profile field, and whether its profile unit had to be replaced by `count`
  /// (kept as `FITUnits` metadata).
  static func unit(of spec: FITFieldSpec) -> (QuantityUnit, unparsed: Bool) {
    let name = unitNames[spec.units] ?? spec.units
    if let unit = try? QuantityUnit(parsing: name) { return (unit, false) }
    return (.count, true)
  }

  /// The record field of a generic series type, when the profile has it (and it has no typed series).
  static func field(ofType type: String) -> FITFieldSpec? {
    guard type.hasPrefix(seriesPrefix),
      let spec = FITProfile.message(number: FITMessageNumber.record)?.field(
        named: String(type.dropFirst(seriesPrefix.count))),
      !typed.contains(spec.number)
    else { return nil }
    return spec
  }
}
