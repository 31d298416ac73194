import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Samsung Health's "Download personal data" export: a folder (or its zip) of `com.samsung.shealth.*` /
/// `com.samsung.health.*` CSV files with `jsons/` side files, or one of those CSV files alone. Read-only.
package struct SamsungHealthFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The format's id.
  package static let id: FormatID = "samsung-health"

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: Self.id, name: "Samsung Health personal data download", fileExtensions: ["zip", "csv"],
      mediaType: "application/zip",
      capabilities: FormatCapabilities(
        reads: [
          .workouts, .route, .routeAccuracy, .altitude, .heartRate, .speed, .cadence, .distance, .energy,
          .workoutStatistics, .metadata, .uuids, .quantitySamples, .categorySamples,
        ],
        writes: []),
      canWrite: false, workoutsPerFile: .many, readerTraits: [.derivedSampleIdentities, .readsZipArchives])
  }

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.starts(with: Array("com.samsung.shealth.".utf8))
      || bytes.starts(with: Array("com.samsung.health.".utf8))
    {
      return .yes
    }
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]), prefix.count > 30 {
      let nameLength = Int(prefix[26]) | Int(prefix[27]) << 8
      let name = String(decoding: prefix[30..<min(prefix.count, 30 + nameLength)], as: UTF8.self)
      return Self.isDataFile(name) ? .yes : .no
    }
    return .no
  }

  /// An archive or folder with at least one Samsung Health data CSV.
  package func ownsArchive(at url: URL) throws -> Bool {
    ArchiveMembers.paths(at: url) { $0.contains(where: Self.isDataFile) }
  }

  /// `…/com.samsung.shealth.<type>.<stamp>.csv` or `…/com.samsung.health.<type>.<stamp>.csv`.
  static func isDataFile(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".csv")
      && (name.hasPrefix("com.samsung.shealth.") || name.hasPrefix("com.samsung.health."))
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { SamsungHealthReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
