import FoundationEssentials

/// Where a workout took place.
public enum WorkoutLocationType: Int, Sendable, Hashable, Codable {
  case unknown = 1, indoor = 2, outdoor = 3
}

/// Where a swim took place.
public enum SwimmingLocationType: Int, Sendable, Hashable, Codable {
  case unknown = 0, pool = 1, openWater = 2
}

/// How an activity was configured (HKWorkoutConfiguration).
public struct WorkoutConfiguration: Sendable, Hashable, Codable {
  public var activityType: WorkoutActivityType
  public var locationType: WorkoutLocationType
  public var swimmingLocationType: SwimmingLocationType
  /// Pool length for lap swimming.
  public var lapLength: Quantity?

  /// Makes a configuration.
  public init(
    activityType: WorkoutActivityType, locationType: WorkoutLocationType = .unknown,
    swimmingLocationType: SwimmingLocationType = .unknown, lapLength: Quantity? = nil
  ) {
    self.activityType = activityType
    self.locationType = locationType
    self.swimmingLocationType = swimmingLocationType
    self.lapLength = lapLength
  }
}

/// Aggregated values of one quantity type over an interval (HKStatistics as stored with a workout).
public struct WorkoutStatistics: Sendable, Hashable, Codable {
  /// The quantity type, e.g. "HKQuantityTypeIdentifierHeartRate".
  public var type: String
  public var start: Timestamp
  public var end: Timestamp
  /// The unit of every value below.
  public var unit: QuantityUnit
  public var sum: Double?
  public var average: Double?
  public var minimum: Double?
  public var maximum: Double?
  public var mostRecent: Double?

  /// Makes statistics; set only the values that were recorded or computed.
  public init(
    type: String, start: Timestamp, end: Timestamp, unit: QuantityUnit, sum: Double? = nil,
    average: Double? = nil, minimum: Double? = nil, maximum: Double? = nil, mostRecent: Double? = nil
  ) {
    self.type = type
    self.start = start
    self.end = end
    self.unit = unit
    self.sum = sum
    self.average = average
    self.minimum = minimum
    self.maximum = maximum
    self.mostRecent = mostRecent
  }
}

/// An event during a workout (HKWorkoutEvent): pause, resume, lap, marker, segment, motion paused/resumed…
///
/// Laps and segments span an interval; pause/resume/marker are instants (`duration == 0`). Formats that
/// record lap totals (FIT laps, TCX Lap) keep them as `statistics` on the lap event.
public struct WorkoutEvent: Sendable, Hashable, Codable {
  public var type: WorkoutEventType
  public var start: Timestamp
  /// Seconds; 0 for instantaneous events.
  public var duration: TimeInterval
  public var metadata: Metadata
  /// Totals recorded for this event's interval (lap totals), in recorded order.
  public var statistics: [WorkoutStatistics]

  /// Makes an event.
  public init(
    type: WorkoutEventType, start: Timestamp, duration: TimeInterval = 0, metadata: Metadata = Metadata(),
    statistics: [WorkoutStatistics] = []
  ) {
    self.type = type
    self.start = start
    self.duration = duration
    self.metadata = metadata
    self.statistics = statistics
  }

  /// The event's end instant.
  public var end: Timestamp { start.adding(duration) }
}

/// One activity of a workout (HKWorkoutActivity): a multisport leg, an interval, or the whole workout.
public struct WorkoutActivity: Sendable, Hashable, Codable {
  public var uuid: UUID
  public var configuration: WorkoutConfiguration
  public var start: Timestamp
  public var end: Timestamp
  /// Active seconds (pauses excluded), when recorded.
  public var duration: TimeInterval?
  public var events: [WorkoutEvent]
  public var statistics: [WorkoutStatistics]
  public var metadata: Metadata

  /// Makes an activity.
  public init(
    uuid: UUID, configuration: WorkoutConfiguration, start: Timestamp, end: Timestamp,
    duration: TimeInterval? = nil, events: [WorkoutEvent] = [], statistics: [WorkoutStatistics] = [],
    metadata: Metadata = Metadata()
  ) {
    self.uuid = uuid
    self.configuration = configuration
    self.start = start
    self.end = end
    self.duration = duration
    self.events = events
    self.statistics = statistics
    self.metadata = metadata
  }
}

/// A located point of a route (CLLocation as HealthKit stores it).
public struct Location: Sendable, Hashable, Codable {
  public var time: Date
  /// Degrees, WGS 84.
  public var latitude: Double
  /// Degrees, WGS 84.
  public var longitude: Double
  /// Meters above sea level.
  public var altitude: Double?
  /// Meters.
  public var horizontalAccuracy: Double?
  /// Meters.
  public var verticalAccuracy: Double?
  /// Meters per second.
  public var speed: Double?
  /// Degrees from true north; negative when invalid.
  public var course: Double?

  /// Makes a point.
  public init(
    time: Date, latitude: Double, longitude: Double, altitude: Double? = nil,
    horizontalAccuracy: Double? = nil, verticalAccuracy: Double? = nil, speed: Double? = nil,
    course: Double? = nil
  ) {
    self.time = time
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.speed = speed
    self.course = course
  }
}

/// A workout route (HKWorkoutRoute): time-ordered points, one object per recorded route.
public struct WorkoutRoute: Sendable, Hashable, Codable {
  public var header: SampleHeader
  public var locations: [Location]
  /// Where the route came from when it was a separate file (export `FileReference` path), if any.
  public var fileReference: String?

  /// Makes a route.
  public init(header: SampleHeader, locations: [Location], fileReference: String? = nil) {
    self.header = header
    self.locations = locations
    self.fileReference = fileReference
  }
}

/// A sample recorded during a workout and carried with it (HKWorkoutBuilder's associated samples).
public enum WorkoutSample: Sendable, Hashable {
  case quantity(QuantitySample)
  case category(CategorySample)
  case heartbeatSeries(HeartbeatSeries)

  /// The sample's header.
  public var header: SampleHeader {
    switch self {
    case .quantity(let q): return q.header
    case .category(let c): return c.header
    case .heartbeatSeries(let h): return h.header
    }
  }
}

/// A workout (HKWorkout) with its activities, events, statistics, routes and associated samples.
public struct Workout: Sendable, Hashable, Codable {
  public var header: SampleHeader
  public var activityType: WorkoutActivityType
  /// Active seconds (pauses excluded), when recorded; `header.duration` includes pauses.
  public var duration: TimeInterval?
  /// Activities; multisport workouts have one per leg (transitions included, as recorded).
  public var activities: [WorkoutActivity]
  /// Events in time order.
  public var events: [WorkoutEvent]
  /// Statistics per quantity type.
  public var statistics: [WorkoutStatistics]
  /// Routes.
  public var routes: [WorkoutRoute]
  /// Samples recorded during the workout (heart rate, power, cadence, speed, distance…).
  public var samples: [WorkoutSample]
  /// Legacy totals as a source wrote them (export `totalDistance`, `totalEnergyBurned`, …), keyed by
  /// their attribute name without the `total` prefix ("distance", "energyBurned", "swimmingStrokeCount",
  /// "flightsClimbed").
  public var totals: [String: Quantity]

  /// Makes a workout.
  public init(
    header: SampleHeader, activityType: WorkoutActivityType, duration: TimeInterval? = nil,
    activities: [WorkoutActivity] = [], events: [WorkoutEvent] = [], statistics: [WorkoutStatistics] = [],
    routes: [WorkoutRoute] = [], samples: [WorkoutSample] = [], totals: [String: Quantity] = [:]
  ) {
    self.header = header
    self.activityType = activityType
    self.duration = duration
    self.activities = activities
    self.events = events
    self.statistics = statistics
    self.routes = routes
    self.samples = samples
    self.totals = totals
  }

  /// The statistics recorded for a quantity type, if any.
  public func statistics(for type: String) -> WorkoutStatistics? {
    statistics.first { $0.type == type }
  }

  /// Quantity samples of one type carried with the workout.
  public func quantitySamples(of type: String) -> [QuantitySample] {
    samples.compactMap {
      if case .quantity(let q) = $0, q.type == type { return q }
      return nil
    }
  }
}
