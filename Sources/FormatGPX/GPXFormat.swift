import FormatKit
import FoundationEssentials
import WorkoutModel

/// GPX 1.0 / 1.1 (Topografix): tracks become workouts with a route and per-point series.
///
/// See `Sources/FormatGPX/README.md` for the mapping table, the extension dialects read, the
/// `wkx` extension namespace written, and the options (`gpx.mergeTracks`, `gpx.appleRoute`,
/// `gpx.appleRoute.complete`, `gpx.appleRoute.timeZone`, `gpx.appleRoute.rounding`).
public struct GPXFormat: WorkoutFormat {
  /// Makes the format.
  public init() {}

  /// What a GPX file carries (written by `GPXWriter`; the reader reads the same and more).
  public static let writtenCapabilities: Set<Capability> = [
    .workouts, .pauses, .route, .routeAccuracy, .heartRate, .cadence, .power, .speed, .altitude,
    .temperature, .otherWorkoutSeries, .device, .metadata, .exportInfo, .opaque,
  ]

  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .gpx, name: "GPX", fileExtensions: ["gpx"], mediaType: "application/gpx+xml",
      capabilities: FormatCapabilities(
        reads: Self.writtenCapabilities.union([.distance]), writes: Self.writtenCapabilities),
      workoutsPerFile: .many, options: Self.options)
  }

  /// `gpx.mergeTracks=true`: read a file's tracks as one workout.
  public static let mergeTracks = FormatOption(
    "gpx.mergeTracks", .bool, default: "false", help: "read all tracks of a file as one workout")
  /// `gpx.appleRoute=true`: write Apple's route GPX (an export's workout-routes file).
  public static let appleRoute = FormatOption(
    "gpx.appleRoute", .bool, default: "false",
    help: "write Apple's route GPX (one route, as an export's workout-routes)")
  /// `gpx.appleRoute.complete=true`: an Apple route file carries every point field it can.
  public static let appleRouteComplete = FormatOption(
    "gpx.appleRoute.complete", .bool, default: "false",
    help: "with gpx.appleRoute: write every point field Apple's route GPX can hold")
  /// `gpx.appleRoute.timeZone=ZONE`: the zone of an Apple route file's local times.
  public static let appleRouteTimeZone = FormatOption(
    "gpx.appleRoute.timeZone", .text("time zone"),
    help: "with gpx.appleRoute: the time zone of the file's local times (an IANA name; empty: UTC)")
  /// `gpx.appleRoute.rounding=ignore`: do not report Apple's route precision as a loss.
  public static let appleRouteRounding = FormatOption(
    "gpx.appleRoute.rounding", .choice(["report", "ignore"]), default: "report",
    help: "with gpx.appleRoute: report the rounding to Apple's digits as a loss, or not")
  /// The options GPX declares.
  public static let options = [
    mergeTracks, appleRoute, appleRouteComplete, appleRouteTimeZone, appleRouteRounding,
  ]

  public func sniff(_ prefix: [UInt8]) -> SniffResult {
    GPXSniffer.sniff(prefix)
  }

  public func makeReader(options: FormatOptions) -> (any FormatReader)? {
    GPXReader(options: GPXOptions(options))
  }

  public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    GPXWriter(output: output, options: GPXOptions(options), context: context)
  }
}

/// GPX-specific settings, read from `FormatOptions.values`.
public struct GPXOptions: Sendable, Hashable {
  /// `gpx.mergeTracks=true`: all `<trk>` of a file form one workout (pause/resume between them). Default false.
  public var mergeTracks: Bool
  /// `gpx.appleRoute=true`: write Apple Health's workout-route dialect (FORMAT.md §5). Default false.
  public var appleRoute: Bool
  /// `gpx.appleRoute.complete=true`: every element on every point, as the Health app's export writes them
  /// (`ele` 0 for a missing altitude, reported as a `route altitude` loss; `-1` for missing speed,
  /// course and accuracies), the track named after the route's last point, and a route without points
  /// still written. Default false: values a point lacks are left out.
  public var appleRouteComplete: Bool
  /// `gpx.appleRoute.timeZone=<HKTimeZone identifier>` (e.g. `Europe/Berlin`): the zone the track name's
  /// time is in, its offset taken at the named instant (daylight saving per instant). Default (or an
  /// unknown identifier): the UTC offset of the route's (or workout's) end.
  public var appleRouteTimeZone: String?
  /// `gpx.appleRoute.rounding=report|ignore`: whether values that 6 decimals and whole seconds change are
  /// reported as a `route digits` loss (`report`, the default) or not (`ignore`, for a caller whose own
  /// format states that precision, such as the health writer).
  public var appleRouteRounding: AppleRouteRounding
  /// The shared policies (damage, huge XML).
  public var base: FormatOptions

  /// Reads the settings from format options.
  public init(_ options: FormatOptions = FormatOptions()) {
    base = options
    mergeTracks = options.flag(GPXFormat.mergeTracks)
    appleRoute = options.flag(GPXFormat.appleRoute)
    appleRouteComplete = options.flag(GPXFormat.appleRouteComplete)
    appleRouteTimeZone = options.value(GPXFormat.appleRouteTimeZone).flatMap { $0.isEmpty ? nil : $0 }
    appleRouteRounding = options.value(GPXFormat.appleRouteRounding) == "ignore" ? .ignore : .report
  }
}

/// What the Apple route dialect does with values its 6 decimals and whole seconds change.
public enum AppleRouteRounding: String, Sendable, Hashable {
  /// Report them as a `route digits` loss.
  case report
  /// Say nothing: the caller's format states that precision.
  case ignore
}

enum GPXSniffer {
  /// `.yes` when a `<gpx` start tag (any prefix) appears before any other element in the prefix.
  static func sniff(_ prefix: [UInt8]) -> SniffResult {
    var i = 0
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    let n = prefix.count
    while i < n {
      guard prefix[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      guard i + 1 < n else { return .no }
      let c = prefix[i + 1]
      if c == UInt8(ascii: "?") || c == UInt8(ascii: "!") {
        // Prolog, comment or DOCTYPE: skip to its end.
        if let end = prefix[(i + 1)...].firstIndex(of: UInt8(ascii: ">")) {
          i = end + 1
          continue
        }
        return .no
      }
      // The root element: its name, possibly prefixed.
      var j = i + 1
      while j < n, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(prefix[j]) {
        j += 1
      }
      var name = Array(prefix[(i + 1)..<j])
      if let colon = name.firstIndex(of: UInt8(ascii: ":")) { name = Array(name[(colon + 1)...]) }
      return name == Array("gpx".utf8) ? .yes : .no
    }
    return .no
  }
}
