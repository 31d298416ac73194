import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Android Health Connect's export (`Health Connect.zip` holding `health_connect_export.db`) and its bare
/// SQLite database. Read-only.
package struct HealthConnectFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The format's id.
  package static let id: FormatID = "health-connect"

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: Self.id, name: "Android Health Connect export", fileExtensions: ["zip", "db"],
      mediaType: "application/zip",
      capabilities: FormatCapabilities(
        reads: [
          .workouts, .laps, .otherEvents, .route, .routeAccuracy, .altitude, .heartRate, .speed, .distance,
          .energy, .device, .metadata, .uuids, .quantitySamples, .categorySamples, .correlations,
        ],
        writes: []),
      canWrite: false, workoutsPerFile: .many,
      readerTraits: [.workoutsAsShells, .derivedSampleIdentities, .readsZipArchives])
  }

  /// The export's database entry name (AOSP `ExportManager`).
  static let databaseName = "health_connect_export.db"

  /// SQLite's file header.
  static let sqliteMagic = Array("SQLite format 3\0".utf8)

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]), prefix.count > 30 {
      let nameLength = Int(prefix[26]) | Int(prefix[27]) << 8
      let name = String(decoding: prefix[30..<min(prefix.count, 30 + nameLength)], as: UTF8.self)
      return name.hasSuffix(Self.databaseName) ? .yes : .no
    }
    guard prefix.starts(with: Self.sqliteMagic) else { return .no }
    // Page 1 holds the schema's first entries when they fit; Health Connect's tables say whose it is.
    let text = String(decoding: prefix, as: UTF8.self)
    return text.contains("_record_table") || text.contains("android_metadata") ? .yes : .maybe
  }

  /// An archive or folder holding the export's database (by member name).
  package func ownsArchive(at url: URL) throws -> Bool {
    ArchiveMembers.paths(at: url) { Self.databaseMember($0) != nil }
  }

  /// The database member of an export: `health_connect_export.db` (in any folder).
  static func databaseMember(_ paths: [String]) -> String? {
    paths.first { $0 == databaseName || $0.hasSuffix("/" + databaseName) }
  }

  /// Whether `url` is an archive or a folder rather than the database itself.
  static func isArchive(_ url: URL) throws -> Bool {
    var directory: Bool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &directory), directory {
      return true
    }
    guard let handle = try? ReadableFile(path: url.path) else { return false }
    let head = try handle.read(upToCount: 4)
    return head.elementsEqual([0x50, 0x4B, 0x03, 0x04])
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? {
    HealthConnectReader(options: options)
  }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
