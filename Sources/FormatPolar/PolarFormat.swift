import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Polar Flow account export: each `training-session-*.json` member of the export zip (or one such file
/// on its own) is a workout with its heart rate, distance and speed series and its route; the 24/7
/// activity, continuous heart-rate and sleep-result members are samples.
///
/// The export (zip or unpacked folder) is this format's own input when it holds training sessions: every
/// session is read, and the members it does not read are reported by kind. A session file on its own is
/// recognised by its top-level keys. See `Sources/FormatPolar/README.md` for the mapping.
package struct PolarFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The largest session file read (a day-long 1 Hz session with route is ~30 MB).
  package static let memberLimit = 256 << 20

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "polar", name: "Polar Flow account export (sessions, 24/7 activity, sleep)", fileExtensions: [],
      mediaType: "application/json",
      capabilities: FormatCapabilities(
        reads: [
          .workouts, .workoutStatistics, .route, .heartRate, .speed, .distance, .altitude, .energy, .device,
          .metadata, .uuids, .quantitySamples, .categorySamples,
        ], writes: []),
      canWrite: false, workoutsPerFile: .one, readerTraits: [.readsZipArchives])
  }

  /// Whether a member path is a training session (`training-session-*.json` or `training-session_*.json`,
  /// at any depth).
  static func isSession(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return (name.hasPrefix("training-session-") || name.hasPrefix("training-session_"))
      && name.hasSuffix(".json")
  }

  /// A zip or folder holding a training session, a 24/7 heart-rate file or a sleep result is a Polar export.
  package func ownsArchive(at url: URL) throws -> Bool {
    ArchiveMembers.paths(at: url) { paths in
      paths.contains { path in
        switch PolarMember(path: path) {
        case .session, .continuousHeartRate, .sleepResult: true
        case .activity, .other: false
        }
      }
    }
  }

  /// `.yes` for a JSON object whose first keys are a training session's (`identifier`, `startTime`,
  /// `stopTime` and `durationMillis` or `exercises`), else `.no`.
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    var i = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < prefix.count, [0x20, 0x0A, 0x0D, 0x09].contains(prefix[i]) { i += 1 }
    guard i < prefix.count, prefix[i] == UInt8(ascii: "{") else { return .no }
    let text = String(decoding: prefix[i...], as: UTF8.self)
    let required = ["\"identifier\"", "\"startTime\"", "\"stopTime\""]
    guard required.allSatisfy({ text.contains($0) }) else { return .no }
    return text.contains("\"durationMillis\"") || text.contains("\"exercises\"") ? .yes : .no
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { PolarReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
