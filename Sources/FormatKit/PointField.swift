import FoundationEssentials
import WorkoutModel

/// The per-point field a workout series goes to in a trackpoint or record format (GPX, TCX, FIT records),
/// with the unit the field holds: one table for every writer that puts series values on points. A writer
/// keeps the fields it has and reports the rest (`nil`: no format has a per-point field for the series).
public enum PointField: Int, CaseIterable, Sendable {
  case heartRate, cyclingCadence, runningCadence, power, speed, altitude, distance, temperature
  case waterTemperature, depth
  /// Running dynamics (FIT records: `vertical_oscillation`, `stance_time`, `step_length`).
  case verticalOscillation, groundContactTime, strideLength

  /// The field of a series type (nil: no per-point field).
  public static func field(forSeries type: String) -> PointField? {
    switch type {
    case WorkoutSeriesType.heartRate: return .heartRate
    // A swim's stroke rate goes where formats put a swim's cadence (FIT record cadence, TCX Cadence).
    case WorkoutSeriesType.cyclingCadence, WorkoutSeriesType.swimmingStrokeRate: return .cyclingCadence
    case WorkoutSeriesType.runningCadence: return .runningCadence
    case WorkoutSeriesType.altitude: return .altitude
    case WorkoutSeriesType.temperature: return .temperature
    case waterTemperatureType: return .waterTemperature
    case underwaterDepthType: return .depth
    case WorkoutSeriesType.verticalOscillation: return .verticalOscillation
    case WorkoutSeriesType.groundContactTime: return .groundContactTime
    case WorkoutSeriesType.strideLength: return .strideLength
    default:
      if WorkoutSeriesType.powers.contains(type) { return .power }
      if WorkoutSeriesType.speeds.contains(type) { return .speed }
      if WorkoutSeriesType.distances.contains(type) { return .distance }
      return nil
    }
  }

  /// The unit the field holds.
  public var unit: QuantityUnit {
    switch self {
    case .heartRate, .cyclingCadence, .runningCadence: return .countPerMinute
    case .power: return .watt
    case .speed: return .meterPerSecond
    case .altitude, .distance, .depth: return .meter
    case .temperature, .waterTemperature: return .degreeCelsius
    case .verticalOscillation, .strideLength: return Self.millimeter
    case .groundContactTime: return .millisecond
    }
  }

  private static let millimeter = (try? QuantityUnit(parsing: "mm")) ?? .meter

  /// HealthKit's water temperature type (TrackPointExtension v2 `wtemp`).
  public static let waterTemperatureType = "HKQuantityTypeIdentifierWaterTemperature"
  /// HealthKit's underwater depth type (TrackPointExtension v2 `depth`).
  public static let underwaterDepthType = "HKQuantityTypeIdentifierUnderwaterDepth"
}

/// Converts a series' values to a field's unit: affinely (temperatures have an offset), value' =
/// scale × value + offset, computed once per series.
public struct PointFieldConversion: Sendable {
  /// Whether the series is already in the field's unit.
  public let isIdentity: Bool
  public let scale: Double
  public let offset: Double

  /// The conversion from `unit` to `target` (nil: the units do not convert).
  public init?(from unit: QuantityUnit, to target: QuantityUnit) {
    guard let offset = try? Quantity(0, unit).doubleValue(for: target),
      let one = try? Quantity(1, unit).doubleValue(for: target)
    else { return nil }
    isIdentity = unit == target
    scale = one - offset
    self.offset = offset
  }

  /// `value` in the target unit.
  @inline(__always) public func callAsFunction(_ value: Double) -> Double {
    isIdentity ? value : value * scale + offset
  }
}
