import WorkoutModel

extension Loss {
  /// What a loss is of: a closed set of kinds. Each kind has one spelling (`name`, what the JSON report
  /// and the summary lines show, unchanged from the string kinds it replaced) and says whether it means
  /// whole items of a `HealthItemKind` were not written (`wholeItem`, what item accounting counts as
  /// dropped) or a workout's quantity series (`seriesType`). Kinds are made only here: the constants
  /// below, and a few families for kinds named by data (an item kind, a series type, an opaque record,
  /// a format's own field).
  public struct Kind: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The spelling in reports, e.g. "laps", "opaque:wpt", "HKQuantityTypeIdentifierHeartRate".
    public let name: String
    /// The item kind this loss drops whole, if it drops whole items.
    public let wholeItem: HealthItemKind?
    /// The full quantity type identifier when the loss is of a workout's series values (writers name
    /// series losses so; the projection uses `sampleType`'s short names for what never reached them).
    public let seriesType: String?

    private init(_ name: String, wholeItem: HealthItemKind? = nil, seriesType: String? = nil) {
      self.name = name
      self.wholeItem = wholeItem
      self.seriesType = seriesType
    }

    public var description: String { name }

    public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether this kind is spelled `name` (for tests and tools that read reports).
    public static func == (lhs: Kind, rhs: String) -> Bool { lhs.name == rhs }
    /// Whether this kind is not spelled `name`.
    public static func != (lhs: Kind, rhs: String) -> Bool { lhs.name != rhs }

    // MARK: Families

    /// Whole items of `kind` (the projection and most writers: "workout", "quantity", "route"…).
    public static func item(_ kind: HealthItemKind) -> Kind { Kind(kind.rawValue, wholeItem: kind) }
    /// Whole format-specific records named `name` ("opaque:<name>").
    public static func opaque(_ name: String) -> Kind { Kind("opaque:" + name, wholeItem: .opaque) }
    /// Whole format-specific records a writer of `format` names in its own words ("gpx wpt").
    public static func formatRecord(_ format: String, _ name: String) -> Kind {
      Kind(format + " " + name, wholeItem: .opaque)
    }
    /// A workout's values of the quantity series of `type` (a full HK/WK identifier).
    public static func series(_ type: String) -> Kind { Kind(type, seriesType: type) }
    /// Samples of a type the projection names by its short name ("HeartRate", "SleepAnalysis").
    public static func sampleType(_ shortName: String) -> Kind { Kind(shortName) }
    /// Events of a type ("segment events").
    public static func events(_ type: WorkoutEventType) -> Kind { Kind("\(type.name) events") }
    /// A format's own field or element with no model home, named by the format ("record field
    /// power2", "gpx wpt/sym", a FIT profile field name).
    public static func formatField(_ name: String) -> Kind { Kind(name) }
    /// A format's record field named `name` ("record field <name>").
    public static func recordField(_ name: String) -> Kind { Kind("record field " + name) }
    /// Values of `what` outside the target's range ("heart rate values out of range").
    public static func valuesOutOfRange(_ what: String) -> Kind { Kind(what + " values out of range") }
    /// A FIT lap's or session's statistics ("lap statistics", "session statistics").
    public static func statistics(of message: String) -> Kind { Kind(message + " statistics") }
    /// Records of an account export that no rule maps into the model (`health-connect nutrition_record_table`).
    public static func notMapped(_ format: String, _ records: String) -> Kind { Kind(format + " " + records) }

    /// Route points of a workout whose route file was not read (`inspect` leaves them out).
    public static let routePointsFileNotRead = Kind("route points (file not read)")
    /// A workout a route-only target could not write (it has no route).
    public static let workoutWithoutRoute = Kind("workout without route", wholeItem: .workout)

    // MARK: Constants

    public static let sensorState = Kind("SensorState")
    public static let utcOffsets = Kind("UTC offsets")
    public static let uuids = Kind("UUIDs")
    /// Attribute values and texts an XML writer cut to the readers' 1 MiB limits (`loseValuesCutForXML`).
    public static let textOver1MiB = Kind("text over 1 MiB")
    public static let activities = Kind("activities")
    public static let activityEvents = Kind("activity events")
    public static let activityMetadata = Kind("activity metadata")
    public static let activityType = Kind("activity type")
    public static let author = Kind("author")
    /// An electrocardiogram's average heart rate (Apple's ECG file has none).
    public static let averageHeartRate = Kind("average heart rate")
    /// An electrocardiogram's source and device (Apple's ECG file names only the watch model).
    public static let sourceAndDevice = Kind("source and device")
    public static let cadenceDecimals = Kind("cadence decimals")
    public static let coordinateDigits = Kind("coordinate digits")
    public static let courseLapTotals = Kind("course lap totals")
    public static let courseName = Kind("course name")
    public static let courseNameCharacters = Kind("course name characters")
    public static let coursePointMetadata = Kind("course point metadata")
    public static let coursePointNameCharacters = Kind("course point name characters")
    public static let coursePointTypes = Kind("course point types")
    public static let coursePoints = Kind("course points")
    public static let developerFieldIntervals = Kind("developer field intervals")
    public static let device = Kind("device")
    public static let deviceDetails = Kind("device details")
    public static let deviceSerialNumber = Kind("device serial number")
    public static let deviceVersion = Kind("device version")
    public static let energySamples = Kind("energy samples")
    public static let eventMetadata = Kind("event metadata")
    public static let events = Kind("events")
    public static let exportInfo = Kind("export info", wholeItem: .exportInfo)
    public static let exportLocaleVersion = Kind("export locale/version")
    public static let finalPauseEvents = Kind("final pause events")
    public static let gpxExtensionWithoutNamespace = Kind("gpx extension without namespace")
    public static let gpxMetadata = Kind("gpx metadata")
    public static let heartRateDecimals = Kind("heart rate decimals")
    public static let heartRateCadenceOutOfRange = Kind("heart rate/cadence out of range")
    public static let heartbeatSeries = Kind("heartbeat series")
    public static let heartbeats = Kind("heartbeats")
    public static let lapMetadata = Kind("lap metadata")
    public static let lapStatistics = Kind("lap statistics")
    public static let lapTotals = Kind("lap totals")
    public static let laps = Kind("laps")
    public static let metadata = Kind("metadata")
    public static let metadataEntries = Kind("metadata entries")
    public static let mostRecent = Kind("mostRecent")
    public static let multisportActivities = Kind("multisport activities")
    public static let negativeDistanceIncrements = Kind("negative distance increments")
    public static let pauseEvents = Kind("pause events")
    public static let pauseResumeEvents = Kind("pause/resume events")
    public static let producer = Kind("producer")
    public static let quantityEntries = Kind("quantity entries")
    public static let recordsWithoutATimestamp = Kind("records without a timestamp")
    public static let recordsWithoutValues = Kind("records without values")
    public static let routeAccuracyAndCourse = Kind("route accuracy and course")
    public static let routeAltitude = Kind("route altitude")
    public static let routeDigits = Kind("route digits")
    public static let routeInterval = Kind("route interval")
    public static let routeMetadata = Kind("route metadata")
    public static let routePoints = Kind("route points")
    public static let routePointsWithoutAValidPosition = Kind("route points without a valid position")
    public static let routeSpeed = Kind("route speed")
    public static let routeStructure = Kind("route structure")
    public static let routes = Kind("routes")
    public static let sampleIntervals = Kind("sample intervals")
    public static let sampleMetadata = Kind("sample metadata")
    public static let sampleMetadataAndDevice = Kind("sample metadata and device")
    public static let seriesEntryIntervals = Kind("series entry intervals")
    public static let seriesValues = Kind("series values")
    public static let source = Kind("source")
    public static let sourceBundleIdentifier = Kind("source bundle identifier")
    public static let statistics = Kind("statistics")
    public static let subSecondTime = Kind("sub-second time")
    public static let subSecondTimes = Kind("sub-second times")
    public static let timeOnlyTrackpoints = Kind("time-only trackpoints")
    public static let transitionLaps = Kind("transition laps")
    public static let transitions = Kind("transitions")
    public static let workoutDetails = Kind("workout details")
    public static let workoutEnd = Kind("workout end")
    public static let workoutSamples = Kind("workout samples")
    public static let workoutStatistics = Kind("workout statistics")
    public static let workoutTotals = Kind("workout totals")
    public static let workoutsWithADuplicateStart = Kind(
      "workouts with a duplicate start", wholeItem: .workout)

    /// Every constant (for reading a report back).
    static let constants: [Kind] = [
      .sensorState,
      .utcOffsets,
      .uuids,
      .activities,
      .activityEvents,
      .activityMetadata,
      .activityType,
      .author,
      .cadenceDecimals,
      .coordinateDigits,
      .courseLapTotals,
      .courseName,
      .courseNameCharacters,
      .coursePointMetadata,
      .coursePointNameCharacters,
      .coursePointTypes,
      .coursePoints,
      .developerFieldIntervals,
      .device,
      .deviceDetails,
      .deviceSerialNumber,
      .deviceVersion,
      .energySamples,
      .eventMetadata,
      .events,
      .exportInfo,
      .exportLocaleVersion,
      .finalPauseEvents,
      .gpxExtensionWithoutNamespace,
      .gpxMetadata,
      .heartRateDecimals,
      .heartRateCadenceOutOfRange,
      .heartbeatSeries,
      .heartbeats,
      .lapMetadata,
      .lapStatistics,
      .lapTotals,
      .laps,
      .metadata,
      .metadataEntries,
      .mostRecent,
      .multisportActivities,
      .negativeDistanceIncrements,
      .pauseEvents,
      .pauseResumeEvents,
      .producer,
      .quantityEntries,
      .recordsWithoutATimestamp,
      .recordsWithoutValues,
      .routeAccuracyAndCourse,
      .routeAltitude,
      .routeDigits,
      .routeInterval,
      .routeMetadata,
      .routePoints,
      .routePointsWithoutAValidPosition,
      .routeSpeed,
      .routeStructure,
      .routes,
      .sampleIntervals,
      .sampleMetadata,
      .sampleMetadataAndDevice,
      .seriesEntryIntervals,
      .seriesValues,
      .source,
      .sourceBundleIdentifier,
      .statistics,
      .subSecondTime,
      .subSecondTimes,
      .timeOnlyTrackpoints,
      .transitionLaps,
      .transitions,
      .workoutDetails,
      .workoutEnd,
      .workoutSamples,
      .workoutStatistics,
      .workoutTotals,
      .workoutsWithADuplicateStart,
      .routePointsFileNotRead, .workoutWithoutRoute, .averageHeartRate, .sourceAndDevice, .textOver1MiB,
    ]
    private static let byName = Dictionary(constants.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// The kind a report spells `name` (reading a JSON report back: the families are recognised by
    /// their spelling; a name of no known kind is read as a format field).
    public init(reading name: String) {
      if let known = Kind.byName[name] {
        self = known
      } else if let item = HealthItemKind(rawValue: name) {
        self = .item(item)
      } else if name.hasPrefix("opaque:") {
        self = .opaque(String(name.dropFirst("opaque:".count)))
      } else if name.hasPrefix("HKQuantityTypeIdentifier") || name.hasPrefix("WKQuantityTypeIdentifier") {
        self = .series(name)
      } else {
        self = Kind(name)
      }
    }

    public init(from decoder: any Decoder) throws {
      self.init(reading: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      try c.encode(name)
    }
  }
}
