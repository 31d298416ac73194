import FormatKit
import FoundationEssentials
import WorkoutModel

/// Huawei Health HiTrack files (`HiTrack_<start><end>…`, the app's private per-workout record): lines of
/// `tp=<kind>;k=<key>;…;` records, read as one workout with its route, heart rate and step cadence.
///
/// See `Sources/FormatHuawei/README.md` for the mapping table and the sources of its facts.
package struct HuaweiFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The largest HiTrack file read (a day-long 1 Hz recording is a few MB).
  package static let fileLimit = 256 << 20

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "huawei", name: "Huawei Health HiTrack file", fileExtensions: [], mediaType: "text/plain",
      capabilities: FormatCapabilities(
        reads: [.workouts, .route, .heartRate, .cadence, .altitude], writes: []),
      canWrite: false, workoutsPerFile: .one)
  }

  /// `.yes` when the first line is a HiTrack record (`tp=<kind>;k=`).
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    let line = prefix.prefix { $0 != 0x0A }
    guard line.starts(with: Array("tp=".utf8)) else { return .no }
    let text = String(decoding: line, as: UTF8.self)
    guard let semicolon = text.firstIndex(of: ";") else { return .no }
    return text[semicolon...].hasPrefix(";k=") ? .yes : .no
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { HuaweiReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
