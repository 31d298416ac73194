import FoundationEssentials
import WorkoutModel

extension Capability {
  /// The capability a workout series of a quantity type needs.
  public static func forSeries(type: String) -> Capability {
    if type == WorkoutSeriesType.heartRate { return .heartRate }
    if WorkoutSeriesType.cadences.contains(type) { return .cadence }
    if WorkoutSeriesType.powers.contains(type) { return .power }
    if WorkoutSeriesType.speeds.contains(type) { return .speed }
    if WorkoutSeriesType.distances.contains(type) { return .distance }
    if type == WorkoutSeriesType.altitude { return .altitude }
    if type == WorkoutSeriesType.temperature { return .temperature }
    if type == WorkoutSeriesType.activeEnergy || type == "HKQuantityTypeIdentifierBasalEnergyBurned" {
      return .energy
    }
    if type == WorkoutSeriesType.swimmingStrokeCount { return .swimLengths }
    return .otherWorkoutSeries
  }

  /// The capability an item kind needs at top level.
  public static func forItem(_ kind: HealthItemKind) -> Capability {
    switch kind {
    case .exportInfo: return .exportInfo
    case .characteristics: return .characteristics
    case .quantity: return .quantitySamples
    case .category: return .categorySamples
    case .correlation: return .correlations
    case .heartbeatSeries: return .heartbeatSeries
    case .workout: return .workouts
    case .route: return .route
    case .activitySummary: return .activitySummaries
    case .opaque: return .opaque
    case .electrocardiogram: return .electrocardiograms
    }
  }

  /// The capability a workout event needs.
  public static func forEvent(_ event: WorkoutEvent) -> Capability {
    if event.metadata["HKSwimmingStrokeStyle"] != nil { return .swimLengths }
    switch event.type {
    case .pause, .resume: return .pauses
    case .lap: return .laps
    default: return .otherEvents
    }
  }
}
