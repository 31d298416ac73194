import FormatKit
import FoundationEssentials
import WorkoutModel

/// Suunto workouts: the Suunto app's JSON (`DeviceLog` object), Moveslink2 SML (`<sml>`) and the
/// Movescount XML export (sibling top-level `<header>` and `<Samples>`, no single root). All three hold
/// SI units (HR and cadence in Hz, temperature K, pressure Pa, energy J, coordinates in radians), which
/// the reader converts through the unit machinery.
///
/// See `Sources/FormatSuunto/README.md` for the mapping table and the sources of its facts.
package struct SuuntoFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The largest file read (a day-long 1 Hz log is tens of MB).
  package static let fileLimit = 256 << 20

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "suunto", name: "Suunto app JSON, Moveslink2 SML, Movescount XML", fileExtensions: ["sml"],
      mediaType: "application/xml",
      capabilities: FormatCapabilities(
        reads: [
          .workouts, .laps, .workoutStatistics, .route, .heartRate, .heartbeatSeries, .cadence, .speed,
          .distance, .altitude, .temperature, .energy, .device, .metadata,
        ], writes: []),
      canWrite: false, workoutsPerFile: .one)
  }

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    SuuntoKind.of(prefix) == nil ? .no : .yes
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { SuuntoReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}

/// The three layouts.
enum SuuntoKind {
  case appJSON, sml, movescountXML

  /// The layout the first bytes show: a JSON object whose first key is `DeviceLog`; an `<sml` root; a
  /// `<header>` element at the top level (after the declaration) followed by samples.
  static func of(_ prefix: [UInt8]) -> SuuntoKind? {
    var i = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < prefix.count, [0x20, 0x0A, 0x0D, 0x09].contains(prefix[i]) { i += 1 }
    let text = String(decoding: prefix[i...], as: UTF8.self)
    if text.hasPrefix("{") {
      let afterBrace = text.dropFirst().drop { " \n\r\t".contains($0) }
      return afterBrace.hasPrefix("\"DeviceLog\"") ? .appJSON : nil
    }
    guard text.hasPrefix("<") else { return nil }
    var rest = Substring(text)
    if rest.hasPrefix("<?xml"), let end = rest.firstRange(of: "?>") { rest = rest[end.upperBound...] }
    rest = rest.drop { " \n\r\t".contains($0) }
    if rest.hasPrefix("<sml") { return .sml }
    if rest.hasPrefix("<header>"),
      text.contains("<Samples>") || text.contains("<samples>") || text.count >= 4000
    {
      return .movescountXML
    }
    return nil
  }
}
