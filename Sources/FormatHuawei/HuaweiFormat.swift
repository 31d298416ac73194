import FormatKit
import FoundationEssentials
import WorkoutModel

/// Huawei Health HiTrack files (`HiTrack_<start><end>…`, the app's private per-workout record): lines of
/// `tp=<kind>;k=<key>;…;` records, read as one workout with its route, heart rate and step cadence.
///
/// See `Sources/FormatHuawei/README.md` for the mapping table and the sources of its facts.
public struct HuaweiFormat: WorkoutFormat {
  /// Makes the format.
  public init() {}

  /// The largest HiTrack file read (a day-long 1 Hz recording is a few MB).
  public static let fileLimit = 256 << 20

  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "huawei", name: "Huawei Health HiTrack file", fileExtensions: [], mediaType: "text/plain",
      capabilities: FormatCapabilities(
        reads: [.workouts, .route, .heartRate, .cadence, .altitude], writes: []),
      canWrite: false, workoutsPerFile: .one)
  }

  /// `.yes` when the first line is a HiTrack record (`tp=<kind>;k=`).
  public func sniff(_ prefix: [UInt8]) -> SniffResult {
    let line = prefix.prefix { $0 != 0x0A }
    guard line.starts(with: Array("tp=".utf8)) else { return .no }
    let text = String(decoding: line, as: UTF8.self)
    guard let semicolon = text.firstIndex(of: ";") else { return .no }
    return text[semicolon...].hasPrefix(";k=") ? .yes : .no
  }

  public func makeReader(options: FormatOptions) -> (any FormatReader)? { HuaweiReader() }

  public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
