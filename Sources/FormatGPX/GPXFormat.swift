import FormatKit
import FoundationEssentials
import WorkoutModel

/// GPX 1.0 / 1.1 (Topografix): tracks become workouts with a route and per-point series.
///
/// See `Sources/FormatGPX/README.md` for the mapping table, the extension dialects read, the
/// `wkx` extension namespace written, and the options (`gpx.mergeTracks`, `gpx.appleRoute`,
/// `gpx.appleRoute.complete`, `gpx.appleRoute.timeZone`, `gpx.appleRoute.rounding`).
package struct GPXFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// What a GPX file carries (written by `GPXWriter`; the reader reads the same and more).
  package static let writtenCapabilities: Set<Capability> = [
    .workouts, .pauses, .route, .routeAccuracy, .heartRate, .cadence, .power, .speed, .altitude,
    .temperature, .otherWorkoutSeries, .device, .metadata, .exportInfo, .opaque,
  ]

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .gpx, name: "GPX", fileExtensions: ["gpx"], mediaType: "application/gpx+xml",
      capabilities: FormatCapabilities(
        reads: Self.writtenCapabilities.union([.distance]), writes: Self.writtenCapabilities),
      workoutsPerFile: .many, options: Self.options)
  }

  /// `gpx.mergeTracks=true`: read a file's tracks as one workout.
  package static let mergeTracks = FormatOption(
    "gpx.mergeTracks", .bool, default: "false", help: "read all tracks of a file as one workout")
  /// The options GPX declares.
  package static let options = [mergeTracks] + AppleRoute.options

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    GPXSniffer.sniff(prefix)
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? {
    GPXReader(options: GPXOptions(options))
  }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    GPXWriter(output: output, options: GPXOptions(options), context: context)
  }
}

/// GPX-specific settings, read from `FormatOptions.values`.
package struct GPXOptions: Sendable, Hashable {
  /// `gpx.mergeTracks=true`: all `<trk>` of a file form one workout (pause/resume between them). Default false.
  package var mergeTracks: Bool
  /// Apple Health's workout-route dialect (FORMAT.md §5), when asked for (`AppleRoute.request(in:)`:
  /// typed by a caller, or spelled `gpx.appleRoute*`). Default nil: GPX 1.1.
  package var appleRoute: AppleRoute.Request?
  /// The shared policies (damage, huge XML).
  package var base: FormatOptions

  /// Reads the settings from format options.
  package init(_ options: FormatOptions = FormatOptions()) {
    base = options
    mergeTracks = options.flag(GPXFormat.mergeTracks)
    appleRoute = AppleRoute.request(in: options)
  }
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
