import WorkoutModel

/// The schemas the writer's data points follow (IEEE 1752.1's under `Formats/omh/ieee`, Open mHealth's
/// under `Formats/omh/schemas`), with the units each allows.
enum OpenMHealthSchema: String, Sendable, CaseIterable {
  case heartRate = "heart-rate"
  case stepCount = "step-count"
  case bodyWeight = "body-weight"
  case bloodPressure = "blood-pressure"
  case physicalActivity = "physical-activity"
  case sleepEpisode = "sleep-episode"

  /// The schema's namespace: IEEE 1752.1's (`ieee`) for the measures it defines (physical activity,
  /// sleep episode), Open mHealth's (`omh`) for the rest.
  var namespace: String {
    switch self {
    case .physicalActivity, .sleepEpisode: return "ieee"
    default: return "omh"
    }
  }

  /// The schema's version: IEEE 1752.1's 1.0, or the newest Open mHealth version whose `$ref` closure
  /// stays within the committed schemas (`Formats/omh/schemas/README.md`).
  var version: String {
    switch self {
    case .heartRate: return "2.0"
    case .stepCount: return "3.0"
    case .bodyWeight: return "2.0"
    case .bloodPressure: return "3.1"
    case .physicalActivity, .sleepEpisode: return "1.0"
    }
  }

  /// The schema a quantity sample of `type` becomes, if any (blood pressure comes as a correlation).
  static func forQuantity(_ type: String) -> OpenMHealthSchema? {
    switch type {
    case "HKQuantityTypeIdentifierHeartRate": return .heartRate
    case "HKQuantityTypeIdentifierStepCount": return .stepCount
    case "HKQuantityTypeIdentifierBodyMass": return .bodyWeight
    default: return nil
    }
  }
}

/// The unit a value is written in: a unit of the schema's enumeration, with the model unit it is converted
/// to (exactly, by the model's conversion).
struct OpenMHealthUnit: Sendable {
  /// The schema's spelling, e.g. "beats/min".
  let name: String
  /// The model unit of the same size.
  let unit: QuantityUnit

  static let beatsPerMinute = OpenMHealthUnit(name: "beats/min", unit: .countPerMinute)
  static let steps = OpenMHealthUnit(name: "steps", unit: .count)
  static let millimeterOfMercury = OpenMHealthUnit(name: "mmHg", unit: .millimeterOfMercury)
  static let kilocalorie = OpenMHealthUnit(name: "kcal", unit: .kilocalorie)
  static let second = OpenMHealthUnit(name: "sec", unit: .second)

  /// mass-unit-value-1.0's units the model spells the same way (or as `mcg`), so a weight keeps its
  /// unit; any other mass is written in kilograms.
  static let masses: [String: OpenMHealthUnit] = [
    "mg": OpenMHealthUnit(name: "mg", unit: .milligram), "g": OpenMHealthUnit(name: "g", unit: .gram),
    "kg": OpenMHealthUnit(name: "kg", unit: .kilogram), "mcg": OpenMHealthUnit(name: "ug", unit: .microgram),
    "oz": OpenMHealthUnit(name: "oz", unit: .ounce), "lb": OpenMHealthUnit(name: "lb", unit: .pound),
  ]
  /// length-unit-value-1.0's units the model spells the same way; any other length is written in metres.
  static let lengths: [String: OpenMHealthUnit] = [
    "cm": OpenMHealthUnit(name: "cm", unit: .centimeter), "m": OpenMHealthUnit(name: "m", unit: .meter),
    "km": OpenMHealthUnit(name: "km", unit: .kilometer), "in": OpenMHealthUnit(name: "in", unit: .inch),
    "ft": OpenMHealthUnit(name: "ft", unit: .foot), "yd": OpenMHealthUnit(name: "yd", unit: .yard),
    "mi": OpenMHealthUnit(name: "mi", unit: .mile),
  ]

  /// The unit a mass in `unit` is written in.
  static func mass(for unit: QuantityUnit) -> OpenMHealthUnit {
    masses[unit.unitString] ?? OpenMHealthUnit(name: "kg", unit: .kilogram)
  }

  /// The unit a length in `unit` is written in.
  static func length(for unit: QuantityUnit) -> OpenMHealthUnit {
    lengths[unit.unitString] ?? OpenMHealthUnit(name: "m", unit: .meter)
  }
}
