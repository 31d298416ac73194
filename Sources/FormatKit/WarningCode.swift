extension Warning {
  /// What a warning is about: a closed set of codes, like `Loss.Kind`. Each code has one spelling
  /// (`name`: what the JSON report and the summary lines show, unchanged from the string codes it
  /// replaced). Codes are made only here: the constants below, and families for codes named by another
  /// layer (the XML parser's and the FIT decoder's own warning codes, a repair rule).
  public struct Code: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The spelling in reports, e.g. "fit.derivedStart", "xml.trailingContentIgnored".
    public let name: String

    private init(_ name: String) { self.name = name }

    public var description: String { name }

    /// Whether this code is spelled `name` (for tests and tools that read reports).
    public static func == (lhs: Code, rhs: String) -> Bool { lhs.name == rhs }
    /// Whether this code is not spelled `name`.
    public static func != (lhs: Code, rhs: String) -> Bool { lhs.name != rhs }
    /// Whether the spelling starts with `prefix` (a family: "xml.", "repair.leftAsWritten.").
    public func hasPrefix(_ prefix: String) -> Bool { name.hasPrefix(prefix) }

    // MARK: Families

    /// A warning of the XML parser (`XMLStreamWarning.Code`), as "xml.<code>".
    public static func xml(_ parserCode: String) -> Code { Code("xml." + parserCode) }
    /// A warning of the FIT decoder, spelled as the decoder's code (`FITDecodeWarning.Code`'s raw value).
    public static func fitDecoder(_ decoderCode: String) -> Code { Code(decoderCode) }
    /// Members of an account export (`format` "fitbit", "googlefit"…) of one kind its reader does not map,
    /// "<format>.notMapped.<kind>": one warning per kind, with its count and first member.
    public static func exportNotMapped(_ format: String, _ kind: String) -> Code {
      Code("\(format).notMapped.\(kind)")
    }
    /// Members of an account export whose twin (the same records in another layout) is read instead,
    /// "<format>.twinSkipped.<kind>".
    public static func exportTwinSkipped(_ format: String, _ kind: String) -> Code {
      Code("\(format).twinSkipped.\(kind)")
    }
    /// A repair finding left as written, "repair.leftAsWritten.<rule>".
    public static func repairLeftAsWritten(_ rule: String) -> Code { Code("repair.leftAsWritten." + rule) }

    // MARK: Codes

    /// `archive.memberSkipped`.
    public static let archiveMemberSkipped = Code("archive.memberSkipped")
    /// `batch.inputSkipped`.
    public static let batchInputSkipped = Code("batch.inputSkipped")
    /// `fit.coursePointType`.
    public static let fitCoursePointType = Code("fit.coursePointType")
    /// `fit.derivedStart`.
    public static let fitDerivedStart = Code("fit.derivedStart")
    /// `fit.derivedTotals`.
    public static let fitDerivedTotals = Code("fit.derivedTotals")
    /// `fit.deviceUnknownToFIT`.
    public static let fitDeviceUnknownToFIT = Code("fit.deviceUnknownToFIT")
    /// `fit.distanceRestart`.
    public static let fitDistanceRestart = Code("fit.distanceRestart")
    /// `fit.distanceStepBack`.
    public static let fitDistanceStepBack = Code("fit.distanceStepBack")
    /// `fit.hrMessages`.
    public static let fitHrMessages = Code("fit.hrMessages")
    /// `fit.implausibleUTCOffset`.
    public static let fitImplausibleUTCOffset = Code("fit.implausibleUTCOffset")
    /// `fit.invalidPosition`.
    public static let fitInvalidPosition = Code("fit.invalidPosition")
    /// `fit.sportWithoutSession`.
    public static let fitSportWithoutSession = Code("fit.sportWithoutSession")
    /// `fit.systemTime`.
    public static let fitSystemTime = Code("fit.systemTime")
    /// `fuse-channel-missing`.
    public static let fuseChannelMissing = Code("fuse-channel-missing")
    /// `fitbit.assumed`: a clock or unit the export does not state, taken as the reader's rule says.
    public static let fitbitAssumed = Code("fitbit.assumed")
    /// `googlefit.assumed`: a clock the export does not state, taken as the reader's rule says.
    public static let googleFitAssumed = Code("googlefit.assumed")
    /// `fuse-weak-alignment`.
    public static let fuseWeakAlignment = Code("fuse-weak-alignment")
    /// `gpx.empty`.
    public static let gpxEmpty = Code("gpx.empty")
    /// `gpx.invalidPoint`.
    public static let gpxInvalidPoint = Code("gpx.invalidPoint")
    /// `gpx.missingTime`.
    public static let gpxMissingTime = Code("gpx.missingTime")
    /// `gpx.segmentWithoutGap`.
    public static let gpxSegmentWithoutGap = Code("gpx.segmentWithoutGap")
    /// `garminWellness.unmapped`: Garmin wellness JSON content with no mapping.
    public static let garminWellnessUnmapped = Code("garminWellness.unmapped")
    /// `huawei.unmapped`: HiTrack records of a kind with no mapping.
    public static let huaweiUnmapped = Code("huawei.unmapped")
    /// `polar.unmapped`: Polar export content with no mapping.
    public static let polarUnmapped = Code("polar.unmapped")
    /// `polar.assumed`: a UTC offset the Polar export does not state for a day, taken from the nearest day that states one.
    public static let polarAssumed = Code("polar.assumed")
    /// `suunto.unmapped`: Suunto content with no mapping.
    public static let suuntoUnmapped = Code("suunto.unmapped")
    /// `health.badDate`.
    public static let healthConnectRowSkipped = Code("healthConnect.rowSkipped")
    public static let samsungHealthRowSkipped = Code("samsungHealth.rowSkipped")
    public static let healthBadDate = Code("health.badDate")
    /// `health.badUnit`.
    public static let healthBadUnit = Code("health.badUnit")
    /// `health.controlCharacters`.
    public static let healthControlCharacters = Code("health.controlCharacters")
    /// `health.ecgNumberText`.
    public static let healthEcgNumberText = Code("health.ecgNumberText")
    /// `health.invalidDuration`.
    public static let healthInvalidDuration = Code("health.invalidDuration")
    /// `health.invalidLocation`.
    public static let healthInvalidLocation = Code("health.invalidLocation")
    /// `health.missingRoute`.
    public static let healthMissingRoute = Code("health.missingRoute")
    /// `health.opaqueRecord`.
    public static let healthOpaqueRecord = Code("health.opaqueRecord")
    /// `health.routeSplit`: a route written as several, each in a route file the reader takes.
    public static let healthRouteSplit = Code("health.routeSplit")
    /// `health.routeOutsideExport`.
    public static let healthRouteOutsideExport = Code("health.routeOutsideExport")
    /// `health.unknownActivityType`.
    public static let healthUnknownActivityType = Code("health.unknownActivityType")
    /// `health.unknownAttribute`.
    public static let healthUnknownAttribute = Code("health.unknownAttribute")
    /// `health.unknownElement`.
    public static let healthUnknownElement = Code("health.unknownElement")
    /// `health.unknownEventType`.
    public static let healthUnknownEventType = Code("health.unknownEventType")
    /// `read.endBeforeStart`: a sample, workout, activity or event ending before it starts, corrected at read
    /// time (`ReadCheckSink`).
    public static let readEndBeforeStart = Code("read.endBeforeStart")
    /// `read.textReplaced`: characters no XML document can hold, replaced by U+FFFD at read time
    /// (`ReadCheckSink`); the count is of characters.
    public static let readTextReplaced = Code("read.textReplaced")
    /// `spooled-input`.
    public static let spooledInput = Code("spooled-input")
    /// `strava.rowWithoutFile`.
    public static let stravaRowWithoutFile = Code("strava.rowWithoutFile")
    /// `tcx.badValue`.
    public static let tcxBadValue = Code("tcx.badValue")
    /// `tcx.derivedTotals`.
    public static let tcxDerivedTotals = Code("tcx.derivedTotals")
    /// `tcx.distanceRestart`.
    public static let tcxDistanceRestart = Code("tcx.distanceRestart")
    /// `tcx.distanceStepBack`.
    public static let tcxDistanceStepBack = Code("tcx.distanceStepBack")
    /// `tcx.emptyActivity`.
    public static let tcxEmptyActivity = Code("tcx.emptyActivity")
    /// `tcx.repeatedTrackpoints`.
    public static let tcxRepeatedTrackpoints = Code("tcx.repeatedTrackpoints")
    /// `tcx.routeAsCourse`.
    public static let tcxRouteAsCourse = Code("tcx.routeAsCourse")
    /// `tcx.timeGoesBack`.
    public static let tcxTimeGoesBack = Code("tcx.timeGoesBack")
    /// `tcx.trackpointWithoutTime`.
    public static let tcxTrackpointWithoutTime = Code("tcx.trackpointWithoutTime")
    /// `tcx.xml`.
    public static let tcxXML = Code("tcx.xml")
    /// `xml.controlCharacter`.
    public static let xmlControlCharacter = Code("xml.controlCharacter")

    /// Every constant code by its spelling (reading reports back).
    static let byName: [String: Code] = Dictionary(
      uniqueKeysWithValues: [
        archiveMemberSkipped, batchInputSkipped, fitCoursePointType, fitDerivedStart, fitDerivedTotals,
        fitDeviceUnknownToFIT,
        fitDistanceRestart, fitDistanceStepBack, fitHrMessages, fitImplausibleUTCOffset, fitInvalidPosition,
        fitSportWithoutSession, fitSystemTime, fitbitAssumed, googleFitAssumed, fuseChannelMissing,
        fuseWeakAlignment, garminWellnessUnmapped, gpxEmpty,
        gpxInvalidPoint, gpxMissingTime, gpxSegmentWithoutGap, healthConnectRowSkipped,
        samsungHealthRowSkipped, healthBadDate, healthBadUnit,
        healthControlCharacters, healthEcgNumberText, healthInvalidDuration, healthInvalidLocation,
        healthMissingRoute, healthOpaqueRecord, healthRouteOutsideExport, healthRouteSplit,
        healthUnknownActivityType,
        healthUnknownAttribute, healthUnknownElement, healthUnknownEventType, huaweiUnmapped, polarAssumed,
        polarUnmapped,
        readEndBeforeStart, suuntoUnmapped,
        readTextReplaced, spooledInput,
        stravaRowWithoutFile, tcxBadValue, tcxDerivedTotals, tcxDistanceRestart, tcxDistanceStepBack,
        tcxEmptyActivity,
        tcxRepeatedTrackpoints, tcxRouteAsCourse, tcxTimeGoesBack, tcxTrackpointWithoutTime, tcxXML,
        xmlControlCharacter,
      ].map { ($0.name, $0) })

    /// The code spelled `name` (a report read back): a constant, else a family member as spelled.
    public init(reading name: String) {
      self = Code.byName[name] ?? Code(name)
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
