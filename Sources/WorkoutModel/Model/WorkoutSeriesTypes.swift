import FoundationEssentials

/// Quantity types used for the per-second series that devices record during workouts.
///
/// HealthKit identifiers are used wherever HealthKit has a type; the few that HealthKit lacks get a
/// `WKQuantityTypeIdentifier…` name (kept as-is by every format that carries free types, and reported
/// as a loss by those that do not).
///
/// Cumulative types (distances, energy, strokes, steps) hold *increments* per entry, as HealthKit
/// does; formats that record running totals (FIT `distance`, TCX `DistanceMeters`) convert on the way
/// in and out.
public enum WorkoutSeriesType {
  public static let heartRate = "HKQuantityTypeIdentifierHeartRate"
  public static let cyclingCadence = "HKQuantityTypeIdentifierCyclingCadence"
  /// Running cadence in steps per minute (HealthKit derives it from steps; devices record it directly).
  public static let runningCadence = "WKQuantityTypeIdentifierRunningCadence"
  /// Swim stroke rate in strokes per minute (FIT records a swim's cadence in the cadence field;
  /// HealthKit has stroke counts only).
  public static let swimmingStrokeRate = "WKQuantityTypeIdentifierSwimmingStrokeRate"
  public static let cyclingPower = "HKQuantityTypeIdentifierCyclingPower"
  public static let runningPower = "HKQuantityTypeIdentifierRunningPower"
  public static let runningSpeed = "HKQuantityTypeIdentifierRunningSpeed"
  public static let cyclingSpeed = "HKQuantityTypeIdentifierCyclingSpeed"
  public static let walkingSpeed = "HKQuantityTypeIdentifierWalkingSpeed"
  /// Speed for activities HealthKit has no speed type for.
  public static let speed = "WKQuantityTypeIdentifierSpeed"
  public static let distanceWalkingRunning = "HKQuantityTypeIdentifierDistanceWalkingRunning"
  public static let distanceCycling = "HKQuantityTypeIdentifierDistanceCycling"
  public static let distanceSwimming = "HKQuantityTypeIdentifierDistanceSwimming"
  /// Distance for activities HealthKit has no distance type for.
  public static let distance = "WKQuantityTypeIdentifierDistance"
  /// Altitude above sea level in meters, for points without a position (indoor, barometer only).
  public static let altitude = "WKQuantityTypeIdentifierAltitude"
  /// Ambient temperature recorded by the device.
  public static let temperature = "WKQuantityTypeIdentifierTemperature"
  public static let activeEnergy = "HKQuantityTypeIdentifierActiveEnergyBurned"
  public static let swimmingStrokeCount = "HKQuantityTypeIdentifierSwimmingStrokeCount"
  public static let stepCount = "HKQuantityTypeIdentifierStepCount"
  public static let verticalOscillation = "HKQuantityTypeIdentifierRunningVerticalOscillation"
  public static let groundContactTime = "HKQuantityTypeIdentifierRunningGroundContactTime"
  public static let strideLength = "HKQuantityTypeIdentifierRunningStrideLength"

  /// Speed types.
  public static let speeds: Set<String> = [
    runningSpeed, cyclingSpeed, walkingSpeed, speed, "HKQuantityTypeIdentifierRowingSpeed",
    "HKQuantityTypeIdentifierPaddleSportsSpeed", "HKQuantityTypeIdentifierCrossCountrySkiingSpeed",
  ]
  /// Distance types.
  public static let distances: Set<String> = [
    distanceWalkingRunning, distanceCycling, distanceSwimming, distance,
    "HKQuantityTypeIdentifierDistanceWheelchair", "HKQuantityTypeIdentifierDistanceDownhillSnowSports",
    "HKQuantityTypeIdentifierDistanceRowing", "HKQuantityTypeIdentifierDistancePaddleSports",
    "HKQuantityTypeIdentifierDistanceCrossCountrySkiing", "HKQuantityTypeIdentifierDistanceSkatingSports",
  ]
  /// Power types.
  public static let powers: Set<String> = [cyclingPower, runningPower]
  /// Cadence types.
  public static let cadences: Set<String> = [cyclingCadence, runningCadence, swimmingStrokeRate]

  /// The distance type HealthKit uses for an activity type.
  public static func distanceType(for activity: WorkoutActivityType) -> String {
    switch activity.name {
    case "running", "walking", "hiking", "trackAndField", "crossTraining", "mixedCardio":
      return distanceWalkingRunning
    case "cycling", "handCycling": return distanceCycling
    case "swimming", "swimBikeRun": return distanceSwimming
    case "rowing": return "HKQuantityTypeIdentifierDistanceRowing"
    case "paddleSports": return "HKQuantityTypeIdentifierDistancePaddleSports"
    case "crossCountrySkiing": return "HKQuantityTypeIdentifierDistanceCrossCountrySkiing"
    case "downhillSkiing", "snowboarding", "snowSports":
      return "HKQuantityTypeIdentifierDistanceDownhillSnowSports"
    case "wheelchairRunPace", "wheelchairWalkPace": return "HKQuantityTypeIdentifierDistanceWheelchair"
    case "skatingSports": return "HKQuantityTypeIdentifierDistanceSkatingSports"
    default: return distance
    }
  }

  /// The speed type HealthKit uses for an activity type.
  public static func speedType(for activity: WorkoutActivityType) -> String {
    switch activity.name {
    case "running", "trackAndField": return runningSpeed
    case "walking", "hiking": return walkingSpeed
    case "cycling", "handCycling": return cyclingSpeed
    case "rowing": return "HKQuantityTypeIdentifierRowingSpeed"
    case "paddleSports": return "HKQuantityTypeIdentifierPaddleSportsSpeed"
    case "crossCountrySkiing": return "HKQuantityTypeIdentifierCrossCountrySkiingSpeed"
    default: return speed
    }
  }

  /// The power type for an activity type.
  public static func powerType(for activity: WorkoutActivityType) -> String {
    switch activity.name {
    case "running", "walking", "hiking", "trackAndField": return runningPower
    default: return cyclingPower
    }
  }

  /// The cadence type for an activity type.
  public static func cadenceType(for activity: WorkoutActivityType) -> String {
    switch activity.name {
    case "running", "walking", "hiking", "trackAndField": return runningCadence
    case "swimming": return swimmingStrokeRate
    default: return cyclingCadence
    }
  }
}
