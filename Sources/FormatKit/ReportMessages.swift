import ByteStreams
import FoundationEssentials
import WorkoutModel

extension Warning {
  /// What a warning says, as its code and the values its text names: the one place warning prose is
  /// written. A reader or writer passes the case and its values (`context.warn(.gpxMissingTime(points:
  /// 3), at:, count:)`); `code` and `text` are decided here. Each `Warning.Code` constant has at least one
  /// case (`WarningTextTests` holds it to that). The few cases carrying a `message` pass on text another
  /// layer wrote in its own closed set (the XML parser's `XMLStreamWarning`, the FIT decoder's
  /// `FITDecodeWarning`).
  public enum Message: Sendable {
    // MARK: Reading, any format
    /// Characters no XML document can hold, replaced by U+FFFD (the count is of characters).
    case readTextReplaced
    /// An item (`what`: "a running workout", "an activity", "heartbeat series"…) ending before it starts.
    case readEndBeforeStart(what: String, start: Timestamp, end: Timestamp)
    /// Statistics of `type` ending before they start.
    case readStatisticsEndBeforeStart(type: String, start: Timestamp, end: Timestamp)
    /// An item lasting a negative or not finite number of seconds.
    case readNegativeDuration(what: String, start: Timestamp, seconds: Double)
    /// An event lasting a negative or not finite number of seconds.
    case readNegativeEventDuration(type: WorkoutEventType, start: Timestamp, seconds: Double)
    /// A stream copied to a temporary file to be read.
    case spooledInput(input: String, bytes: Int64)

    // MARK: Conversion, batch and archives
    /// Archive members no format reads.
    case archiveMemberSkipped(members: Int, first: String)
    /// Batch inputs that are not regular files.
    case batchInputSkipped(inputs: Int, first: String)
    /// Rows of a Strava export's activities.csv naming no member.
    case stravaRowWithoutFile(rows: Int, firstID: String, firstName: String)
    /// A repair rule that would change recorded values on an intact input, named by what and why.
    case repairLeftAsWritten(kind: String, reason: String, wouldBe: String)
    /// `fuse`: the extra input has no values of `channel`.
    case fuseChannelMissing(channel: String)
    /// `fuse`: the clock-offset estimate's correlation `score` is weak.
    case fuseWeakAlignment(score: Double)

    // MARK: FIT
    case fitSystemTime
    case fitInvalidPosition
    case fitHrMessages
    case fitDistanceRestart
    case fitDistanceStepBack
    /// No session message: the sport comes from the `from` message.
    case fitSportWithoutSession(sport: UInt8, subSport: UInt8?, from: String)
    /// `message` messages without start_time.
    case fitDerivedStart(message: String)
    case fitImplausibleUTCOffset(seconds: Int)
    /// Summary values the writer derived, listed.
    case fitDerivedTotals(values: String)
    case fitCoursePointType
    /// A source device with no FIT manufacturer id; `option` names the option that names one.
    case fitDeviceUnknownToFIT(device: String, option: String)
    /// A warning of the FIT decoder (its own code and text).
    case fitDecoder(code: String, message: String)

    // MARK: GPX and TCX
    case gpxEmpty
    case gpxInvalidPoint(points: Int)
    case gpxMissingTime(points: Int)
    case gpxSegmentWithoutGap(breaks: Int)
    /// A control character the XML parser met in a GPX file (the parser's text).
    case xmlControlCharacter(message: String)
    /// A warning of the XML parser under a TCX file (the parser's text).
    case tcxXML(message: String)
    case tcxTrackpointWithoutTime
    /// Trackpoints without a Time after the first (counted together).
    case tcxTrackpointsWithoutTime
    case tcxTimeGoesBack
    case tcxRepeatedTrackpoints
    case tcxDistanceRestart
    case tcxDistanceStepBack
    case tcxEmptyActivity
    /// An unreadable value of `what` (its first 40 characters shown).
    case tcxBadValue(what: String, text: String)
    case tcxRouteAsCourse
    /// Lap totals the writer computed, listed.
    case tcxDerivedTotals(values: String)

    // MARK: Apple Health export
    /// A warning of the XML parser under an export (`code`, the parser's text).
    case xml(code: String, message: String)
    case healthInvalidDuration(value: Double, unit: String)
    case healthBadDate(value: String, attribute: String)
    case healthUnknownActivityType(String)
    case healthUnknownEventType(String)
    case healthUnknownElement(String)
    case healthWorkoutAttributeNotKept(String)
    case healthRecordAttributesNotKept([String])
    case healthBadUnit(String)
    case healthInvalidLocation
    case healthMissingRoute(path: String)
    case healthRouteReferenceOutside(path: String)
    case healthRouteLinkOutside(path: String)
    case healthOpaqueRecord(type: String, reason: String)
    case healthControlCharacters(replaced: Int)
    case healthEcgNumberText(voltages: Int)
    case healthRouteSplit(points: Int, bytes: Int64, limit: Int64, routes: Int)

    // MARK: Account exports and other readers
    case fitbitTwinSkipped(type: String, files: Int, twin: String)
    case fitbitNotMapped(type: String, members: Int, why: String)
    case fitbitShortWakeEntries(entries: Int)
    case fitbitExerciseGPSNotHeld(exercises: Int)
    case fitbitFixesOutsideExercises(fixes: Int)
    case fitbitLocalTimesAsUTC
    case fitbitWeightInKilograms
    case googleFitSessionTwinSkipped(sessions: Int)
    case googleFitFolderNotRead(folder: String, members: Int)
    case googleFitNoTCXReader(activities: Int)
    case googleFitColumnNotRead(column: String, values: Int)
    case googleFitDaysAsUTC
    case garminWellnessUnmapped(kind: String, keys: [String])
    case huaweiUnmapped(kinds: [String])
    case polarMembersNotRead(kinds: [String])
    /// Polar members of a known kind (`nightly_recovery`…) with no HealthKit type, and why.
    case polarKindNotRead(kind: String, reason: String)
    /// Parts of Polar's daily members (`kind`: `activity.summary`…) not mapped, described by `what`.
    case polarDailyNotMapped(kind: String, what: String, count: Int)
    /// Local days of activity or 24/7 heart rate placed with an offset the export states for another day
    /// (or read as UTC when it states none).
    case polarOffsetAssumed(days: Int, noneStated: Bool)
    case polarSeriesUnmapped(type: String, values: Int)
    case suuntoUnmapped(fields: [String])
    case healthConnectRowSkipped(rows: Int, table: String)
    case samsungHealthRowSkipped(rows: Int, table: String)

    /// The code the warning is reported under.
    public var code: Code {
      switch self {
      case .readTextReplaced: return .readTextReplaced
      case .readEndBeforeStart, .readStatisticsEndBeforeStart, .readNegativeDuration,
        .readNegativeEventDuration:
        return .readEndBeforeStart
      case .spooledInput: return .spooledInput
      case .archiveMemberSkipped: return .archiveMemberSkipped
      case .batchInputSkipped: return .batchInputSkipped
      case .stravaRowWithoutFile: return .stravaRowWithoutFile
      case .repairLeftAsWritten(let kind, _, let wouldBe):
        let slug = "\(kind) \(wouldBe)".lowercased().filter { $0.isLetter || $0 == " " }
        return .repairLeftAsWritten(slug.split(separator: " ").joined(separator: "-"))
      case .fuseChannelMissing: return .fuseChannelMissing
      case .fuseWeakAlignment: return .fuseWeakAlignment
      case .fitSystemTime: return .fitSystemTime
      case .fitInvalidPosition: return .fitInvalidPosition
      case .fitHrMessages: return .fitHrMessages
      case .fitDistanceRestart: return .fitDistanceRestart
      case .fitDistanceStepBack: return .fitDistanceStepBack
      case .fitSportWithoutSession: return .fitSportWithoutSession
      case .fitDerivedStart: return .fitDerivedStart
      case .fitImplausibleUTCOffset: return .fitImplausibleUTCOffset
      case .fitDerivedTotals: return .fitDerivedTotals
      case .fitCoursePointType: return .fitCoursePointType
      case .fitDeviceUnknownToFIT: return .fitDeviceUnknownToFIT
      case .fitDecoder(let code, _): return .fitDecoder(code)
      case .gpxEmpty: return .gpxEmpty
      case .gpxInvalidPoint: return .gpxInvalidPoint
      case .gpxMissingTime: return .gpxMissingTime
      case .gpxSegmentWithoutGap: return .gpxSegmentWithoutGap
      case .xmlControlCharacter: return .xmlControlCharacter
      case .tcxXML: return .tcxXML
      case .tcxTrackpointWithoutTime, .tcxTrackpointsWithoutTime: return .tcxTrackpointWithoutTime
      case .tcxTimeGoesBack: return .tcxTimeGoesBack
      case .tcxRepeatedTrackpoints: return .tcxRepeatedTrackpoints
      case .tcxDistanceRestart: return .tcxDistanceRestart
      case .tcxDistanceStepBack: return .tcxDistanceStepBack
      case .tcxEmptyActivity: return .tcxEmptyActivity
      case .tcxBadValue: return .tcxBadValue
      case .tcxRouteAsCourse: return .tcxRouteAsCourse
      case .tcxDerivedTotals: return .tcxDerivedTotals
      case .xml(let code, _): return .xml(code)
      case .healthInvalidDuration: return .healthInvalidDuration
      case .healthBadDate: return .healthBadDate
      case .healthUnknownActivityType: return .healthUnknownActivityType
      case .healthUnknownEventType: return .healthUnknownEventType
      case .healthUnknownElement: return .healthUnknownElement
      case .healthWorkoutAttributeNotKept, .healthRecordAttributesNotKept: return .healthUnknownAttribute
      case .healthBadUnit: return .healthBadUnit
      case .healthInvalidLocation: return .healthInvalidLocation
      case .healthMissingRoute: return .healthMissingRoute
      case .healthRouteReferenceOutside, .healthRouteLinkOutside: return .healthRouteOutsideExport
      case .healthOpaqueRecord: return .healthOpaqueRecord
      case .healthControlCharacters: return .healthControlCharacters
      case .healthEcgNumberText: return .healthEcgNumberText
      case .healthRouteSplit: return .healthRouteSplit
      case .fitbitTwinSkipped(let type, _, _): return .exportTwinSkipped("fitbit", type)
      case .fitbitNotMapped(let type, _, _): return .exportNotMapped("fitbit", type)
      case .fitbitShortWakeEntries: return .exportNotMapped("fitbit", "sleep.shortData")
      case .fitbitExerciseGPSNotHeld: return .exportNotMapped("fitbit", "exercise.tcxLink")
      case .fitbitFixesOutsideExercises: return .exportNotMapped("fitbit", "gps_location.outsideExercises")
      case .fitbitLocalTimesAsUTC, .fitbitWeightInKilograms: return .fitbitAssumed
      case .googleFitSessionTwinSkipped: return .exportTwinSkipped("googlefit", "session")
      case .googleFitFolderNotRead(let folder, _): return .exportNotMapped("googlefit", folder)
      case .googleFitNoTCXReader: return .exportNotMapped("googlefit", "tcx")
      case .googleFitColumnNotRead(let column, _): return .exportNotMapped("googlefit", column)
      case .googleFitDaysAsUTC: return .googleFitAssumed
      case .garminWellnessUnmapped: return .garminWellnessUnmapped
      case .huaweiUnmapped: return .huaweiUnmapped
      case .polarMembersNotRead, .polarSeriesUnmapped: return .polarUnmapped
      case .polarKindNotRead(let kind, _): return .exportNotMapped("polar", kind)
      case .polarDailyNotMapped(let kind, _, _): return .exportNotMapped("polar", kind)
      case .polarOffsetAssumed: return .polarAssumed
      case .suuntoUnmapped: return .suuntoUnmapped
      case .healthConnectRowSkipped: return .healthConnectRowSkipped
      case .samsungHealthRowSkipped: return .samsungHealthRowSkipped
      }
    }

    /// The warning's sentence, as reports show it.
    public var text: String {
      readingText ?? fitAndXMLText ?? exportText
    }

    private var readingText: String? {
      switch self {
      case .readTextReplaced:
        return
          "text holding characters no XML document can hold (C0 controls, U+FFFE, U+FFFF, other non-characters)"
          + " was read; each is replaced by U+FFFD"
      case .readEndBeforeStart(let what, let start, let end):
        return "\(what) starting \(start) ends \(end), before it starts; its end is set to its start"
      case .readStatisticsEndBeforeStart(let type, let start, let end):
        return
          "statistics of \(type) starting \(start) end \(end), before they start; their end is set to their start"
      case .readNegativeDuration(let what, let start, let seconds):
        return "\(what) starting \(start) lasts \(seconds) s; its duration is set to 0 s"
      case .readNegativeEventDuration(let type, let start, let seconds):
        return "a \(type) event at \(start) lasts \(seconds) s; its duration is set to 0 s"
      case .spooledInput(let input, let bytes):
        return
          "\(input) is not seekable: copied once (\(bytes) bytes) to an unnamed temporary file, readable only by you, to be read"
      case .archiveMemberSkipped(let count, let first):
        return
          "\(count) archive member\(count == 1 ? " is" : "s are") in no format wkconv reads (first: \(first))"
      case .batchInputSkipped(let count, let first):
        return
          "\(count) input\(count == 1 ? " is" : "s are") not a regular file (a FIFO, device or socket found in a folder or by a pattern) and skipped (first: \(first))"
      case .stravaRowWithoutFile(let count, let id, let name):
        return
          "\(count) row\(count == 1 ? "" : "s") of activities.csv name no file in the archive (first: activity \(id) \"\(name)\"): they have no data to convert"
      case .repairLeftAsWritten(let kind, let reason, let wouldBe):
        return
          "\(kind): \(reason): left as recorded, since the input is intact (a damaged input's: \(wouldBe))"
      case .fuseChannelMissing(let channel):
        return "fuse: EXTRA carries no \(channel); nothing taken"
      case .fuseWeakAlignment(let score):
        return
          "fuse: the clock-offset estimate is weak (r = \(NumberText.formatted("%.2f", score))); check it or give --offset"
      default: return nil
      }
    }

    private var fitAndXMLText: String? {
      switch self {
      case .fitSystemTime:
        return
          "timestamps below 0x10000000 are device time since power-on and no timestamp_correlation message maps them to UTC: they are read as recorded (1989-12-31 plus the device time)"
      case .fitInvalidPosition: return "record positions with a latitude beyond ±90° were skipped"
      case .fitHrMessages:
        return
          "hr messages whose beats cannot be placed (no anchor timestamp before them, event_timestamp and filtered_bpm counts differ, or event_timestamp steps back): their heart rates are not merged onto the records"
      case .fitDistanceRestart:
        return
          "record distance restarts (below half the previous reading: a new leg's counter): the reading is the distance since the restart"
      case .fitDistanceStepBack:
        return
          "record distances below the previous reading (not a restart): no distance for them, the next counts from the highest reading"
      case .fitSportWithoutSession(let sport, let subSport, let from):
        return
          "no session message (a truncated file?): the sport (\(sport)/\(subSport.map(String.init) ?? "-")) is the \(from) message's (sport, else lap, else workout)"
      case .fitDerivedStart(let name):
        return
          "\(name) messages without start_time: their start is timestamp − total_elapsed_time (else the previous \(name)'s end)"
      case .fitImplausibleUTCOffset(let offset):
        return
          "local_timestamp − timestamp (activity, monitoring_info, monitoring…) is \(offset) s, not a whole quarter hour within ±14 h: no UTC offset is kept from it"
      case .fitDerivedTotals(let values):
        return "summary values the source lacks, derived (marked in WKDerived): \(values)"
      case .fitCoursePointType:
        return "course point types FIT's course_point list has no value for are written as generic"
      case .fitDeviceUnknownToFIT(let named, let option):
        return
          "the source device (\(named)) has no FIT manufacturer id: file_id says development, with its name as product_name; give --option \(option)=NAME or MANUFACTURER:PRODUCT to name one"
      case .fitDecoder(_, let message), .xmlControlCharacter(let message), .tcxXML(let message),
        .xml(_, let message):
        return message
      case .gpxEmpty: return "the GPX file holds no metadata, waypoints, routes or tracks"
      case .gpxInvalidPoint(let points):
        return "\(points) track point(s) without a valid lat/lon were skipped"
      case .gpxMissingTime(let points):
        return
          "\(points) track point(s) have no <time>; they take the previous point's time (or the next one's, or the file's)"
      case .gpxSegmentWithoutGap(let breaks):
        return "\(breaks) track segment break(s) without a time gap were not read as pauses"
      case .tcxTrackpointWithoutTime: return "trackpoint without a Time skipped"
      case .tcxTrackpointsWithoutTime: return "trackpoints without a Time skipped"
      case .tcxTimeGoesBack: return "trackpoint times go backwards (the file repeats or reorders points)"
      case .tcxRepeatedTrackpoints:
        return "trackpoints repeating earlier ones (same time and values) read once"
      case .tcxDistanceRestart:
        return "running DistanceMeters went down (a restarted counter): the reading counts from the restart"
      case .tcxDistanceStepBack:
        return
          "running DistanceMeters below the previous reading (not a restart): no distance for them, the next counts from the highest reading"
      case .tcxEmptyActivity: return "activity without Id, laps or trackpoints skipped"
      case .tcxBadValue(let what, let text): return "unreadable \(what) '\(text.prefix(40))' skipped"
      case .tcxRouteAsCourse: return "a route without a workout was written as a TCX Course"
      case .tcxDerivedTotals(let values):
        return "lap totals the source lacks, computed (TCX cannot mark them derived): \(values)"
      default: return nil
      }
    }

    private var exportText: String {
      healthText ?? accountExportText ?? ""
    }

    private var healthText: String? {
      switch self {
      case .healthInvalidDuration(let value, let unit):
        return "duration \(value) \(unit) is not a valid duration; left out"
      case .healthBadDate(let value, let name): return "cannot read the date '\(value)' of \(name)"
      case .healthUnknownActivityType(let name): return "unknown workout activity type '\(name)'"
      case .healthUnknownEventType(let name): return "unknown workout event type '\(name)'"
      case .healthUnknownElement(let name): return "<\(name)> is not kept here"
      case .healthWorkoutAttributeNotKept(let name): return "Workout attribute '\(name)' is not kept"
      case .healthRecordAttributesNotKept(let names): return "Record attributes \(names) are not kept"
      case .healthBadUnit(let unit): return "unknown unit '\(unit)' in WorkoutStatistics"
      case .healthInvalidLocation: return "a Location without a valid latitude and longitude is skipped"
      case .healthMissingRoute(let path): return "the route file \(path) is not in the export"
      case .healthRouteReferenceOutside(let path):
        return "the route file reference '\(path)' points outside the export; not read"
      case .healthRouteLinkOutside(let path):
        return "the route file \(path) links outside the export's folder; not read"
      case .healthOpaqueRecord(let type, let reason):
        return "a Record of type \(type) is kept as an opaque record (\(reason))"
      case .healthControlCharacters(let replaced):
        return "\(replaced) illegal control character(s) replaced by spaces"
      case .healthEcgNumberText(let voltages):
        return "\(voltages) voltage(s) are not written in their shortest form; they will be written so"
      case .healthRouteSplit(let points, let bytes, let limit, let routes):
        return
          "a route of \(points) points would make a \(bytes)-byte route file, over the \(limit) bytes a route file may hold (health.routeFileBytes, what the reader takes): written as \(routes) routes of consecutive points, each in its own file"
      default: return nil
      }
    }

    private var accountExportText: String? {
      switch self {
      case .fitbitTwinSkipped(let type, let files, let twin):
        return "\(files) legacy JSON \(type) file(s) not read: the CSV tree's \(twin) holds the same records"
      case .fitbitNotMapped(let type, let members, let why):
        return "\(members) \(type) member(s) not read: \(why)"
      case .fitbitShortWakeEntries(let entries):
        return "\(entries) short wake entries (levels.shortData) not read: they overlap the stage segments"
      case .fitbitExerciseGPSNotHeld(let exercises):
        return
          "\(exercises) exercise(s) recorded GPS that the archive does not hold (only a fitbit.com tcxLink)"
      case .fitbitFixesOutsideExercises(let fixes):
        return "\(fixes) GPS fixes outside every exercise not read (no workout to carry them)"
      case .fitbitLocalTimesAsUTC:
        return
          "the export gives no evidence of the local UTC offset: local times (sleep, weight) are read as UTC"
      case .fitbitWeightInKilograms:
        return "weight logs give no unit: read as kg (set fitbit.weightUnit=lb for pounds)"
      case .googleFitSessionTwinSkipped(let sessions):
        return "\(sessions) session(s) not read: their TCX activity is read instead"
      case .googleFitFolderNotRead(let folder, let members):
        return "\(members) member(s) of \(folder) not read"
      case .googleFitNoTCXReader(let activities):
        return "\(activities) TCX activities not read: no TCX reader is registered"
      case .googleFitColumnNotRead(let column, let values):
        return "\(values) value(s) of the daily metrics column `\(column)` not read"
      case .googleFitDaysAsUTC:
        return "the daily summary gives local dates without an offset: days are read as UTC days"
      case .garminWellnessUnmapped(let kind, let keys):
        return "Garmin \(kind) keys with no mapping, left out: " + keys.joined(separator: ", ")
      case .huaweiUnmapped(let kinds):
        return "HiTrack records with no mapping (their keys are undocumented): "
          + kinds.joined(separator: ", ")
      case .polarMembersNotRead(let kinds):
        return "Polar export members with no documented layout, not read: " + kinds.joined(separator: ", ")
      case .polarKindNotRead(let kind, let reason):
        return "Polar \(kind) members not read: \(reason)"
      case .polarDailyNotMapped(_, let what, let count):
        return "Polar \(what) not mapped: \(count)"
      case .polarOffsetAssumed(let days, let noneStated):
        let rule =
          noneStated
          ? "the export states no offset at all: read as UTC"
          : "placed with the offset of the nearest day that states one"
        return "\(days) local days of activity or 24/7 heart rate have no UTC offset in the export: \(rule)"
      case .polarSeriesUnmapped(let type, let values):
        return "Polar sample series `\(type)` has no mapping (\(values) values left out)"
      case .suuntoUnmapped(let fields):
        return "Suunto sample fields with no model type, left out: " + fields.joined(separator: ", ")
      case .healthConnectRowSkipped(let rows, let table):
        return "\(rows) row(s) of \(table) without a time or value skipped"
      case .samsungHealthRowSkipped(let rows, let table):
        return "\(rows) row(s) of \(table) without a time or value skipped"
      default: return nil
      }
    }
  }

  /// A warning saying `message` (its code and text from `Warning.Message`).
  public init(_ message: Message, count: Int = 1, firstLocation: SourceLocation? = nil) {
    self.init(code: message.code, message: message.text, count: count, firstLocation: firstLocation)
  }
}

extension ConversionContext {
  /// Records a warning: its code and text are `message`'s.
  public func warn(_ message: Warning.Message, at location: SourceLocation? = nil, count: Int = 1) {
    report.add(Warning(message, count: count, firstLocation: location))
  }
}
