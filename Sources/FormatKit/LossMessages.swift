import FoundationEssentials
import WorkoutModel

extension Loss {
  /// Why a loss happened, as the typed values its text names: the one place loss prose (reason and
  /// hint) is written. A reader or writer passes the case (`context.lose(.routeAltitude, in: "route
  /// point", count: n, .cannotCarry(target: "GPX", keepers))`); `text` and `hint` are decided here, and
  /// `LossTextTests` holds call sites to that. A case's payload is what varies at run time (a target's
  /// name, a type, a count, the formats that would keep the data).
  public enum Reason: Sendable {
    // MARK: Any target (the capability projection and shared writers)
    /// A file carried for one format (`format`) only.
    case opaqueFileForItsFormat(name: String, format: String)
    /// The part of a format's record that did not reach the model (`part`), which `target` cannot carry.
    case opaquePartNotCarried(target: String, format: String, name: String, part: String)
    /// Records only their own format (or NDJSON) carries.
    case opaqueRecordsNotCarried(target: String, format: String, name: String)
    /// `target` cannot carry what `keepers` names the keepers of (its `Capability.summary`).
    case cannotCarry(target: String, keepers: Keepers)
    case noMultisport(target: String, keepers: Keepers)
    case noWorkoutStatistics(target: String, keepers: Keepers)
    case noWorkoutTotals(target: String, keepers: Keepers)
    case noBeatToBeat(target: String, keepers: Keepers)
    case noEventMetadata(target: String, keepers: Keepers)
    case noDeviceDetails(target: String, keepers: Keepers)
    case noUUIDs(target: String, keepers: Keepers)
    case noRoutes(target: String, keepers: Keepers)
    case noRouteAccuracy(target: String, keepers: Keepers)
    /// Attribute values and texts cut to what our XML readers accept.
    case xmlValueCut
    /// Items `--workouts-only` leaves out.
    case workoutsOnly

    // MARK: FIT
    case fitRecordField
    case fitMessageField
    case fitUndescribedDeveloperValue
    case fitRecordWithoutValues
    case fitOneWorkout
    case fitUndeclaredDeveloperValues
    case fitActivityItems
    case fitSubSecondTimes
    case fitWorkoutMetadata
    case fitDeveloperFieldInterval
    case fitDeveloperFieldLimit
    case fitDistanceGoesBack
    case fitFinalPause
    case fitValueOutOfRange
    case fitMultisportStatistics
    /// Values FIT's `message` message has no field for.
    case fitMessageStatistics(message: String)
    case fitMessageDeveloperField
    case fitLegacyTotals
    case fitBodyBesideActivity
    case fitWeightFileOneType
    case fitCourseSeries
    case fitCourseLaps
    case fitCourseEvents
    case fitCourseStatistics
    case fitCourseActivities
    case fitCourseMetadata
    case fitCoursePointUnplaced

    // MARK: GPX and Apple's route GPX
    case gpxNoModelField
    case gpxOneCreator
    case gpxNoExportLocale
    case gpxItems(HealthItemKind)
    case gpxOneMetadata
    case gpxRecordOutOfOrder
    case gpxElementNotWritten
    /// A child element GPX 1.1 does not define under `<parent>`.
    case gpxNotAChild(parent: String)
    case gpxExtensionNamespace
    case gpxRoutesMerged(routes: Int)
    /// An activity type (its export name) with no GPX `<type>` name.
    case gpxNoTypeName(activityType: String)
    case gpxNoPointField(keepers: Keepers)
    /// A series whose unit does not convert to the unit GPX writes.
    case gpxUnitNotConvertible(from: String, to: String)
    case gpxValuesWithoutPoint
    case gpxSeriesHeaders
    case gpxInstants
    case gpxInvalidCoordinates
    case gpxTrackNeedsPositions
    case gpxHeartRateDecimals
    case gpxCadenceDecimals
    case gpxHeartRateCadenceRange
    case gpxCoordinateDigits
    case gpxPauses
    case gpxRouteHeader
    case gpxRouteInterval
    case appleRouteOneRoute
    case appleRouteOnly
    case appleRouteWorkoutDetails
    case appleRouteLaterRoutes
    case appleRouteDigits
    case appleRouteNoHeader
    case appleRouteAltitude

    // MARK: Apple Health export
    case healthRoutesReferenced
    case healthProducer
    /// Heartbeat series outside a workout (with a hint), or a workout's.
    case healthHeartbeatSeries
    case healthWorkoutHeartbeatSeries
    case healthRoutesOutsideWorkouts
    case healthOpaqueRecords(format: String)
    case healthSourceBundle
    case healthLapTotals
    case healthMostRecent
    case healthActivityType
    case healthUnreferencedBeats
    case healthWholeSecondDates
    case ecgAverageHeartRate
    case ecgSourceAndDevice
    case clinicalRecordIncomplete
    case clinicalRecordTwice(path: String)
    case cdaNotRead
    case cdaChanged
    case cdaTwice

    // MARK: HTML, FHIR, Open mHealth and account exports
    case htmlOneWorkout
    case htmlWorkoutsOnly
    case fhirNoHeartbeatSeries(keepers: Keepers)
    case fhirNoResource(HealthItemKind, keepers: Keepers)
    case fhirClinicalRecordAttributes
    case fhirOpaqueRecords(format: String, name: String)
    case fhirNoPlace
    case fhirObservationWithoutTime
    case fhirQuantityWithoutValue
    case fhirUnknownUnit
    case omhItems(HealthItemKind, keepers: Keepers)
    case omhWorkoutSeriesWithoutSchema
    case omhSampleWithoutSchema
    case omhSleepOnlyAsleep
    case omhSleepStage
    case omhBloodPressureNeedsBoth
    case omhBloodPressureMembers
    case omhBloodPressureMemberIDs
    case omhBloodPressureMetadata
    case omhActivityTotals
    case omhActiveDuration
    case omhBeats
    case omhMetadata(keepers: Keepers)
    case omhDevice(keepers: Keepers)
    case omhSource
    /// Health Connect rows no rule maps, with the rows of the table's child tables.
    case healthConnectNotMapped(children: [ChildRows])
    case samsungHealthNotMapped

    // MARK: TCX
    case tcxTimeOnlyTrackpoints
    case tcxSensorState
    /// A lap statistic of `type` TCX has no total for.
    case tcxLapStatistic(type: String)
    case tcxLapStatistics
    case tcxPositionOutOfRange
    /// A series whose unit does not convert to `unit`, the one TCX writes.
    case tcxUnitNotConvertible(to: String)
    case tcxNoPointField
    case tcxInstants
    case tcxItems
    case tcxAuthor
    case tcxDuplicateActivityID
    case tcxPauseInLap
    case tcxDuplicateMultiSportID
    case tcxMultiSportType
    case tcxTransitionPlace
    case tcxTransitionOneLap
    case tcxSport
    case tcxOneCreator
    case tcxCreatorFields
    case tcxUnitID
    case tcxVersion
    case tcxFreeMetadata
    case tcxSingleActivityMetadata
    case tcxActivityNotes
    case tcxActivityEvents
    case tcxNoEndTime
    case tcxLapFields
    case tcxPauseMetadata
    case tcxEvents
    case tcxEnergy
    case tcxSampleMetadata
    case tcxCourseNameLength
    case tcxCourseNameUnique
    case tcxCourseSport
    case tcxCourseOneTrack
    case tcxCourseLapTotals
    case tcxCoursePointPosition
    case tcxCoursePointNameLength
    case tcxCoursePointType
    case tcxCoursePointMetadata
    case tcxUTCOffset
    case tcxNotFinite
    /// A value outside the range TCX allows for it.
    case tcxRange(lower: Int, upper: Int)

    /// The loss's reason, as reports show it.
    public var text: String {
      sharedText ?? fitText ?? gpxText ?? healthText ?? otherText ?? tcxReaderText ?? tcxWriterText ?? ""
    }

    /// What would keep the data, as reports show it (nil: no hint).
    public var hint: String? {
      // Everything the TCX writer drops, NDJSON keeps.
      if tcxWriterText != nil { return "convert to ndjson to keep it" }
      return sharedHint ?? formatHint
    }
  }

  /// The formats besides the target that write a capability, which a loss's hint names ("formats that
  /// keep heart rate: ndjson, fit").
  public struct Keepers: Sendable {
    public var capability: Capability
    public var formats: [FormatID]
    /// Whether no keeper is said ("no format keeps …") or leaves the loss without a hint.
    public var saysNone: Bool
    /// Makes a list of keepers.
    public init(_ capability: Capability, formats: [FormatID], saysNone: Bool) {
      self.capability = capability
      self.formats = formats
      self.saysNone = saysNone
    }

    /// The hint naming them.
    public var hint: String? {
      guard !formats.isEmpty else { return saysNone ? "no format keeps \(capability.summary)" : nil }
      return ConversionContext.keepersHintPrefix + "\(capability.summary): "
        + formats.map(\.rawValue).joined(separator: ", ")
    }
  }

  /// The rows of a child table of a table no rule maps.
  public struct ChildRows: Sendable {
    public var table: String
    public var rows: Int
    /// Makes a count.
    public init(table: String, rows: Int) {
      self.table = table
      self.rows = rows
    }
  }

  /// A loss of `kind` in `object`, its text and hint `reason`'s.
  public init(
    kind: Kind, object: String, count: Int = 1, _ reason: Reason, firstLocation: SourceLocation? = nil,
    example: String? = nil
  ) {
    self.init(
      kind: kind, object: object, count: count, reason: reason.text, firstLocation: firstLocation,
      example: example, hint: reason.hint)
  }
}

extension Loss.Reason {
  private var sharedText: String? {
    switch self {
    case .opaqueFileForItsFormat(let name, let format):
      return "the file \(name) is carried only to a \(format) output"
    case .opaquePartNotCarried(let target, let format, let name, let part):
      return "\(target) cannot carry \(format) \(name) \(part) (the rest is carried)"
    case .opaqueRecordsNotCarried(let target, let format, let name):
      return "\(target) cannot carry \(format) \(name) records"
    case .cannotCarry(let target, let keepers): return "\(target) cannot carry \(keepers.capability.summary)"
    case .noMultisport(let target, _): return "\(target) has no multisport structure"
    case .noWorkoutStatistics(let target, _): return "\(target) has no place for workout statistics"
    case .noWorkoutTotals(let target, _): return "\(target) has no place for workout totals"
    case .noBeatToBeat(let target, _): return "\(target) cannot carry beat-to-beat data"
    case .noEventMetadata(let target, _): return "\(target) cannot carry event metadata"
    case .noDeviceDetails(let target, _): return "\(target) cannot carry device details"
    case .noUUIDs(let target, _): return "\(target) has no UUIDs; reading it back derives deterministic ones"
    case .noRoutes(let target, _): return "\(target) cannot carry routes"
    case .noRouteAccuracy(let target, _): return "\(target) has no place for accuracy or course"
    case .xmlValueCut:
      return "longer than our XML readers accept (XMLStreamOptions): cut at a character boundary to fit"
    case .workoutsOnly: return "--workouts-only writes workouts (with their samples) only"
    default: return nil
    }
  }

  private var sharedHint: String? {
    switch self {
    case .opaqueFileForItsFormat(_, let format): return "convert to \(format) to keep it"
    case .opaquePartNotCarried(_, let format, _, _), .opaqueRecordsNotCarried(_, let format, _),
      .fhirOpaqueRecords(let format, _):
      return "convert to ndjson or \(format) to keep them"
    case .cannotCarry(_, let keepers), .noMultisport(_, let keepers), .noWorkoutStatistics(_, let keepers),
      .noWorkoutTotals(_, let keepers), .noBeatToBeat(_, let keepers), .noEventMetadata(_, let keepers),
      .noDeviceDetails(_, let keepers), .noUUIDs(_, let keepers), .noRoutes(_, let keepers),
      .noRouteAccuracy(_, let keepers), .gpxNoPointField(let keepers), .fhirNoHeartbeatSeries(let keepers),
      .fhirNoResource(_, let keepers), .omhItems(_, let keepers), .omhMetadata(let keepers),
      .omhDevice(let keepers):
      return keepers.hint
    case .xmlValueCut: return "convert to ndjson to keep it whole"
    case .workoutsOnly: return "leave out --workouts-only to keep them"
    default: return nil
    }
  }

  private var fitText: String? {
    switch self {
    case .fitRecordField: return "the model has no series for an array, text or unnamed record field"
    case .fitMessageField:
      return "the model keeps a lap's or session's profile fields and described developer fields only"
    case .fitUndescribedDeveloperValue:
      return "a developer value with no field_description cannot be written back"
    case .fitRecordWithoutValues:
      return
        "a record holding only a timestamp has nothing the model keeps (and no heart rate from `hr` messages falls in its window)"
    case .fitOneWorkout: return "a FIT activity file holds one workout; later workouts are dropped"
    case .fitUndeclaredDeveloperValues: return "no field_description declares these developer values"
    case .fitActivityItems: return "a FIT activity file carries one workout and its samples"
    case .fitSubSecondTimes:
      return
        "FIT record, event and lap times are whole seconds (no record field holds a fraction): they are rounded down"
    case .fitWorkoutMetadata: return "FIT has no field for workout metadata"
    case .fitDeveloperFieldInterval:
      return "a FIT developer field value is an instant (the record's time); the entry's end is dropped"
    case .fitDeveloperFieldLimit:
      return "a FIT file holds at most 255 developer fields; types beyond them are dropped"
    case .fitDistanceGoesBack:
      return "FIT's running distance total cannot go back; each is written as no distance"
    case .fitFinalPause:
      return
        "a pause without a resume within 1 s of the end reads back as FIT's closing timer stop (the end)"
    case .fitValueOutOfRange:
      return "the value does not fit the FIT record field (or equals its invalid marker)"
    case .fitMultisportStatistics:
      return
        "a multisport FIT activity carries statistics per session (activity), not for the whole workout"
    case .fitMessageStatistics(let message):
      return
        "FIT's \(message) message cannot hold these values (no field for the statistic, or a field repeated in the source)"
    case .fitMessageDeveloperField:
      return "no kept field_description declares the developer field (or it is repeated)"
    case .fitLegacyTotals: return "FIT's session has no field for these legacy workout totals"
    case .fitBodyBesideActivity: return "a FIT activity file has no place for weight or blood pressure"
    case .fitWeightFileOneType:
      return "a FIT file has one type: the weight file has no place for blood pressure"
    case .fitCourseSeries: return "a FIT course holds positions, altitude, distance and times only"
    case .fitCourseLaps: return "a FIT course has one lap over the whole course"
    case .fitCourseEvents: return "a FIT course has a timer start and stop only"
    case .fitCourseStatistics: return "a FIT course has no session totals"
    case .fitCourseActivities: return "a FIT course is one sport"
    case .fitCourseMetadata: return "a FIT course has no field for workout metadata"
    case .fitCoursePointUnplaced:
      return
        "a marker outside the route's time span and without a position cannot be placed on the course"
    default: return nil
    }
  }

  private var gpxText: String? {
    switch self {
    case .gpxNoModelField: return "the model has no field for it"
    case .gpxOneCreator: return "a GPX file has one creator and time, already written"
    case .gpxNoExportLocale: return "GPX has no place for them"
    case .gpxItems(let kind): return "GPX cannot carry \(kind.rawValue) items"
    case .gpxOneMetadata: return "a GPX file has one <metadata>, already written"
    case .gpxRecordOutOfOrder: return "GPX puts waypoints and routes before tracks; this one came after"
    case .gpxElementNotWritten: return "not a GPX 1.1 element wkconv writes"
    case .gpxNotAChild(let parent): return "not a GPX 1.1 child of <\(parent)>"
    case .gpxExtensionNamespace: return "GPX 1.1 extensions must be in another namespace"
    case .gpxRoutesMerged(let routes):
      return "GPX writes one track per workout; its \(routes) routes were merged"
    case .gpxNoTypeName(let activityType): return "\(activityType) has no GPX <type> name"
    case .gpxNoPointField: return "GPX has no per-point field for it"
    case .gpxUnitNotConvertible(let from, let to): return "unit \(from) does not convert to \(to)"
    case .gpxValuesWithoutPoint:
      return "GPX stores values on route points; these have no point at their time (or a duplicate one)"
    case .gpxSeriesHeaders: return "GPX series have no headers of their own"
    case .gpxInstants: return "GPX values are instants at a point's time"
    case .gpxInvalidCoordinates: return "GPX needs -90…90 / -180…180 coordinates"
    case .gpxTrackNeedsPositions: return "a GPX track needs points with a position"
    case .gpxHeartRateDecimals: return "GPX heart rate is a whole number (rounded)"
    case .gpxCadenceDecimals: return "GPX cadence is a whole number (rounded)"
    case .gpxHeartRateCadenceRange: return "TrackPointExtension allows heart rate 1–255 and cadence 0–254"
    case .gpxCoordinateDigits: return "coordinates are written with 9 decimals (about 0.1 mm)"
    case .gpxPauses:
      return
        "GPX marks pauses only as track-segment breaks; reading back puts them at the neighbouring points"
    case .gpxRouteHeader: return "GPX keeps one header per track (the workout's)"
    case .gpxRouteInterval: return "reading GPX back derives the route's interval from its points"
    case .appleRouteOneRoute: return "an Apple route file holds one route"
    case .appleRouteOnly: return "Apple's route GPX carries only the route"
    case .appleRouteWorkoutDetails:
      return
        "Apple's route GPX carries only the route (activity type, metadata, events, device go in export.xml)"
    case .appleRouteLaterRoutes: return "an Apple route file holds one route; later ones were dropped"
    case .appleRouteDigits: return "Apple's route GPX writes 6 decimals and whole seconds"
    case .appleRouteNoHeader: return "Apple's route GPX has no route header (export.xml has it)"
    case .appleRouteAltitude:
      return "Apple's route GPX has <ele> on every point: points without altitude are written with 0"
    default: return nil
    }
  }

  private var healthText: String? {
    switch self {
    case .healthRoutesReferenced: return "health.routes=reference: the route files were checked, not read"
    case .healthProducer: return "an export has no place for the producer name"
    case .healthHeartbeatSeries, .healthWorkoutHeartbeatSeries:
      return "an export carries beats only inside an HRV (SDNN) Record"
    case .healthRoutesOutsideWorkouts: return "an export has no routes outside workouts"
    case .healthOpaqueRecords(let format): return "an export cannot carry \(format) records"
    case .healthSourceBundle: return "an export names a source by name and version only"
    case .healthLapTotals: return "an export's WorkoutEvent has no statistics"
    case .healthMostRecent: return "an export's WorkoutStatistics has no mostRecent"
    case .healthActivityType:
      return "an export's WorkoutActivity has no activity type of its own (it takes the workout's)"
    case .healthUnreferencedBeats: return "no HRV Record referenced them"
    case .healthWholeSecondDates: return "export dates are whole seconds (yyyy-MM-dd HH:mm:ss ±hhmm)"
    case .ecgAverageHeartRate: return "Apple's ECG file has no average heart rate"
    case .ecgSourceAndDevice: return "Apple's ECG file names only the watch model and app version"
    case .clinicalRecordIncomplete:
      return "a clinical record file needs a path in clinical-records/ and its bytes"
    case .clinicalRecordTwice(let path): return "two clinical record files at \(path); the first is kept"
    case .cdaNotRead: return "no export read by this run holds it"
    case .cdaChanged: return "the export it came from is gone or changed"
    case .cdaTwice: return "an export has one export_cda.xml; the first is kept"
    default: return nil
    }
  }

  private var otherText: String? {
    switch self {
    case .htmlOneWorkout: return "an HTML page shows one workout; later workouts are dropped"
    case .htmlWorkoutsOnly: return "an HTML report shows workouts only"
    case .fhirNoHeartbeatSeries: return "FHIR output has no heartbeat series"
    case .fhirNoResource(let kind, _): return "FHIR output has no resource for \(kind.rawValue) items"
    case .fhirClinicalRecordAttributes:
      return "the resource is written from its file; the export's source name and received date have no place"
    case .fhirOpaqueRecords(let format, let name):
      return Self.opaqueRecordsNotCarried(target: "FHIR output", format: format, name: name).text
    case .fhirNoPlace: return "the model has no place for it"
    case .fhirObservationWithoutTime: return "a sample needs a time"
    case .fhirQuantityWithoutValue: return "a quantity sample needs a value"
    case .fhirUnknownUnit: return "HealthKit has no such unit"
    case .omhItems(let kind, _): return "Open mHealth has no schema for \(kind.rawValue) items"
    case .omhWorkoutSeriesWithoutSchema, .omhSampleWithoutSchema: return "Open mHealth has no schema for it"
    case .omhSleepOnlyAsleep: return "Open mHealth's sleep-episode is time asleep; it has no schema for this"
    case .omhSleepStage: return "Open mHealth's sleep-episode has no stage (core, deep, REM)"
    case .omhBloodPressureNeedsBoth:
      return "Open mHealth's blood-pressure needs a systolic and a diastolic value; no schema for the rest"
    case .omhBloodPressureMembers:
      return "Open mHealth's blood-pressure holds one systolic and one diastolic value"
    case .omhBloodPressureMemberIDs:
      return "the blood-pressure data point has the correlation's id, not its members'"
    case .omhBloodPressureMetadata: return "Open mHealth's blood-pressure has no metadata"
    case .omhActivityTotals:
      return "Open mHealth's physical-activity has a distance and the energy burned only"
    case .omhActiveDuration: return "Open mHealth's physical-activity has no active (moving) duration"
    case .omhBeats: return "Open mHealth has no beat-to-beat schema"
    case .omhMetadata: return "an Open mHealth data point has no metadata"
    case .omhDevice: return "an Open mHealth data point has no device (one makes its modality \"sensed\")"
    case .omhSource: return "an IEEE 1752.1 data point header has no source (name, bundle id, version)"
    case .healthConnectNotMapped(let children):
      return "no rule maps these records into the model"
        + children.map { ", \($0.rows) row(s) in \($0.table)" }.joined()
    case .samsungHealthNotMapped: return "no rule maps these rows into the model"
    default: return nil
    }
  }

  private var formatHint: String? {
    switch self {
    case .fitOneWorkout: return "write one file per workout into a directory: give an OUTPUT ending in /"
    case .fitActivityItems, .fitWorkoutMetadata, .fitFinalPause:
      return "convert to ndjson or health to keep it"
    case .fitSubSecondTimes: return "convert to ndjson, tcx or gpx to keep them"
    case .fitDeveloperFieldInterval, .fitValueOutOfRange, .healthSourceBundle:
      return "convert to ndjson to keep it"
    case .fitDeveloperFieldLimit, .fitDistanceGoesBack, .fitMessageDeveloperField, .healthUnreferencedBeats:
      return "convert to ndjson to keep them"
    case .fitMultisportStatistics, .fitMessageStatistics, .fitLegacyTotals:
      return "convert to ndjson or health to keep them"
    case .fitBodyBesideActivity, .fitWeightFileOneType:
      return "convert them on their own to a .fit file, or to ndjson or health"
    case .fitCourseSeries, .fitCourseLaps, .fitCourseEvents, .fitCourseStatistics, .fitCourseActivities,
      .fitCourseMetadata:
      return "write a FIT activity (--to fit) to keep them"
    case .gpxNoModelField: return "keep the GPX file for it"
    case .gpxRecordOutOfOrder: return "convert to ndjson to keep the order"
    case .gpxTrackNeedsPositions: return "convert to ndjson, fit or tcx to keep it"
    case .healthRoutesReferenced: return "leave out health.routes (inspect: --routes) to read their points"
    case .healthHeartbeatSeries: return "convert to ndjson or fit to keep beat-to-beat data"
    case .healthLapTotals: return "convert to ndjson, fit or tcx to keep lap totals"
    case .cdaNotRead, .cdaChanged: return "convert the export itself to carry export_cda.xml"
    case .htmlOneWorkout: return "give a directory output (report/) for one page per workout"
    case .omhSampleWithoutSchema, .omhSleepOnlyAsleep, .omhBloodPressureNeedsBoth, .omhSource:
      return "convert to ndjson or fhir to keep it"
    case .tcxSensorState: return "SensorState only says whether a footpod/cadence sensor was paired"
    default: return nil
    }
  }

  private var tcxReaderText: String? {
    switch self {
    case .tcxTimeOnlyTrackpoints:
      return "the model keeps a point's time only with a value (a position or a reading); these have none"
    case .tcxSensorState: return "the model has no per-point sensor state"
    default: return nil
    }
  }

  /// The TCX writer's reasons (each with the same hint).
  private var tcxWriterText: String? {
    switch self {
    case .tcxLapStatistic(let type): return "TCX laps have no total for \(type)"
    case .tcxLapStatistics: return "TCX laps keep only sums, averages and maxima TCX defines"
    case .tcxPositionOutOfRange: return "position outside TCX's latitude/longitude range"
    case .tcxUnitNotConvertible(let unit): return "unit not convertible to \(unit)"
    case .tcxNoPointField: return "TCX has no per-point field for it"
    case .tcxInstants: return "TCX trackpoints are instants (values kept at the start)"
    case .tcxItems: return "TCX holds only workouts, courses and routes"
    case .tcxAuthor: return "TCX Author needs a name, build version, LangID and PartNumber"
    case .tcxDuplicateActivityID: return "TCX Activity Ids (start times) must be unique"
    case .tcxPauseInLap: return "a TCX pause is a Track break inside a lap, between two trackpoints"
    case .tcxDuplicateMultiSportID: return "TCX MultiSportSession Ids (start times) must be unique"
    case .tcxMultiSportType: return "a TCX MultiSportSession reads back as swimBikeRun"
    case .tcxTransitionPlace: return "a TCX Transition must come before a NextSport activity"
    case .tcxTransitionOneLap: return "a TCX Transition is one lap"
    case .tcxSport: return "TCX Sport is only Running, Biking or Other"
    case .tcxOneCreator: return "TCX keeps one Creator name (the device's)"
    case .tcxCreatorFields: return "TCX Creator has only name, unit id, product id, version"
    case .tcxUnitID: return "TCX UnitId is a number"
    case .tcxVersion: return "TCX Version is 2 to 4 numbers"
    case .tcxFreeMetadata: return "TCX has no place for free metadata"
    case .tcxSingleActivityMetadata: return "a single TCX Activity has no activity metadata"
    case .tcxActivityNotes: return "TCX activities have only Notes"
    case .tcxActivityEvents: return "TCX keeps laps and pauses per workout"
    case .tcxNoEndTime:
      return
        "TCX has no end time: it reads back as the last lap's end, which runs past it (a lap, or the active duration, longer than the workout's interval)"
    case .tcxLapFields: return "TCX laps have only Intensity, TriggerMethod, Notes"
    case .tcxPauseMetadata: return "TCX pauses are Track breaks"
    case .tcxEvents: return "TCX activities have only laps and Track breaks"
    case .tcxEnergy: return "TCX keeps energy only as lap Calories (summed)"
    case .tcxSampleMetadata: return "TCX has no place for sample metadata"
    case .tcxCourseNameLength: return "a TCX course name has at most 15 characters"
    case .tcxCourseNameUnique: return "TCX course names must be unique"
    case .tcxCourseSport: return "a TCX course has no sport"
    case .tcxCourseOneTrack: return "a TCX course is one track"
    case .tcxCourseLapTotals: return "TCX course laps have no Calories, speed, power or notes"
    case .tcxCoursePointPosition: return "a TCX course point needs a position"
    case .tcxCoursePointNameLength: return "a TCX course point name has at most 10 characters"
    case .tcxCoursePointType: return "not a TCX PointType"
    case .tcxCoursePointMetadata: return "TCX course points have no free metadata"
    case .tcxUTCOffset: return "xs:dateTime offsets are whole minutes within ±14:00 (the instant is kept)"
    case .tcxNotFinite: return "not a finite number (an overflowed sum or an infinite value)"
    case .tcxRange(let lower, let upper): return "TCX allows \(lower)…\(upper)"
    default: return nil
    }
  }
}

extension ConversionContext {
  /// Records a loss: its text and hint are `reason`'s.
  public func lose(
    _ kind: Loss.Kind, in object: String, count: Int = 1, _ reason: Loss.Reason,
    at location: SourceLocation? = nil, example: String? = nil
  ) {
    add(Loss(kind: kind, object: object, count: count, reason, firstLocation: location, example: example))
  }

  /// The formats besides `target` that write `capability`, for a loss's hint (none named: no hint, since
  /// no hint is better than a wrong one).
  public func keepers(of capability: Capability, besides target: FormatID) -> Loss.Keepers {
    Loss.Keepers(capability, formats: formatsWriting(capability).filter { $0 != target }, saysNone: false)
  }
}
