import FormatKit
import FoundationEssentials
import WorkoutModel
import ZipStreaming

/// Apple Health "Export All Health Data" archives (`export.zip`) and bare `export.xml` files.
package struct HealthExportFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .health, name: "Apple Health export", fileExtensions: ["zip", "xml"], mediaType: "application/zip",
      capabilities: FormatCapabilities(
        reads: Self.carried.union([.uuids]),
        writes: Self.carried),
      workoutsPerFile: .many, options: Self.options,
      readerTraits: [.workoutsAsShells, .referencedPointFiles, .derivedSampleIdentities, .readsZipArchives])
  }

  /// `health.routes=reference`: leave workout-route files unread (their points are counted, not read).
  package static let routes = FormatOption(
    "health.routes", .choice(RouteReading.allCases.map(\.rawValue)), default: RouteReading.read.rawValue,
    help: "read the workout-route GPX files, or only reference them (what inspect does without --routes)")
  /// `health.workoutType=running,cycling`: read only workouts of these types.
  package static let workoutType = FormatOption(
    "health.workoutType", .text("types"),
    help:
      "read only workouts of these activity types (running or HKWorkoutActivityTypeRunning, comma-separated)")
  /// `health.workout=UUID,…`: read only these workouts.
  package static let workout = FormatOption(
    "health.workout", .text("UUIDs"), help: "read only the workouts with these UUIDs (comma-separated)")
  /// `health.since=DATE`: read only workouts from this date.
  package static let since = FormatOption(
    "health.since", .text("date"), help: "read only workouts starting from this date (yyyy-MM-dd or ISO 8601)"
  )
  /// `health.until=DATE`: read only workouts up to this date.
  package static let until = FormatOption(
    "health.until", .text("date"),
    help: "read only workouts starting up to this date (yyyy-MM-dd or ISO 8601)")
  /// `health.assemble=true`: attach the samples recorded during each workout to it (two passes).
  package static let assemble = FormatOption(
    "health.assemble", .bool, default: "false",
    help: "attach the samples recorded during each workout to it (two passes; per-workout outputs do it)")
  /// `health.routeFileBytes=N`: the largest route file the writer makes. A route whose file would be larger is
  /// written as consecutive routes whose files fit. Never above what the reader takes
  /// (`HealthExportSafety.routeEntryLimits`), so what we write, we read.
  package static let routeFileBytes = FormatOption(
    "health.routeFileBytes", .integer(4096...Int(HealthExportSafety.routeEntryLimits.maxUncompressedBytes)),
    default: String(HealthExportSafety.routeEntryLimits.maxUncompressedBytes),
    help: "largest route file written; a longer route is split in time into routes whose files fit")
  /// `health.chunkBytes=N`: the size of the pieces export.xml is cut into for the parallel parse.
  package static let chunkBytes = FormatOption(
    "health.chunkBytes", .integer(1...(1 << 30)), default: String(1 << 20),
    help:
      "bytes of export.xml per chunk of the parallel parse (--threads 3 or more); smaller: less memory, more overhead"
  )
  /// The options the health export declares.
  package static let options = [
    routes, workoutType, workout, since, until, assemble, routeFileBytes, chunkBytes,
  ]

  /// What an export carries (UUIDs are read for WorkoutActivity only, and never written for samples).
  static let carried: Set<Capability> = [
    .workouts, .multisport, .laps, .pauses, .otherEvents, .workoutStatistics, .route, .routeAccuracy,
    .heartRate,
    .cadence, .power, .speed, .distance, .altitude, .temperature, .energy, .otherWorkoutSeries,
    .heartbeatSeries,
    .swimLengths, .device, .metadata, .quantitySamples, .categorySamples, .correlations, .activitySummaries,
    .characteristics, .exportInfo, .opaque, .electrocardiograms,
  ]

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      // Local file header: the first entry's name starts at byte 30.
      guard prefix.count > 30 else { return .maybe }
      let nameLength = Int(prefix[26]) | Int(prefix[27]) << 8
      let name = String(decoding: prefix[30..<min(prefix.count, 30 + nameLength)], as: UTF8.self).lowercased()
      if name.hasPrefix("apple_health_export") || name.hasSuffix("export.xml") { return .yes }
      return .maybe
    }
    return Self.looksLikeExport(prefix) ? .yes : .no
  }

  /// An archive holding an export.xml (`HealthExportReader.findExportEntry`), or one that cannot be
  /// opened: the health reader names the damage.
  package func ownsArchive(at url: URL) throws -> Bool {
    // A folder is never an export archive: the health reader reads export.zip or export.xml.
    var isDirectory: Bool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory {
      return false
    }
    let zip: ZipArchiveReader
    do { zip = try ZipArchiveReader(url: url) } catch { return true }
    // An entry that cannot be read while looking for export.xml is damage the health reader names, located.
    do { return try HealthExportReader.findExportEntry(zip) != nil } catch is ZipError { return true }
  }

  /// `true` when the bytes look like the start of export.xml (`<!DOCTYPE HealthData` or `<HealthData`).
  static func looksLikeExport(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(8192), as: UTF8.self)
    return text.contains("<!DOCTYPE HealthData") || text.contains("<HealthData")
  }

  /// The Export Version from the DTD comment (`<!-- HealthKit Export Version: 14 -->`), if present.
  static func exportVersion(_ bytes: [UInt8]) -> Int? {
    let text = String(decoding: bytes.prefix(8192), as: UTF8.self)
    guard let range = text.firstRange(of: "HealthKit Export Version:") else { return nil }
    let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
    return Int(digits)
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? {
    HealthExportReader(options: options)
  }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    try HealthExportWriter(output: output, options: options, context: context)
  }
}

/// The health export's settings, read once from format options: the reader's own (`makeReader`) and the
/// conversion's (`ConversionContext.options`), which wins where both give one.
package struct HealthExportOptions: Sendable {
  /// Which workouts a read keeps (the conversion's selection when it gives any option, else the reader's).
  package var selection: WorkoutSelection
  /// `health.assemble`, when either gives it (true when either says true); else the read's request decides.
  package var assemble: Bool?
  /// `health.routes`, when given; else the read's request decides.
  package var routes: RouteReading?

  /// Reads the reader's settings; an unknown workout type, a bad date or UUID, or a bad route mode is a
  /// usage error.
  package init(reader: FormatOptions = FormatOptions(), conversion: FormatOptions = FormatOptions()) throws {
    let chosen = conversion.values.isEmpty ? reader : conversion
    selection = try WorkoutSelection(
      workoutTypes: chosen[HealthExportFormat.workoutType], since: chosen[HealthExportFormat.since],
      until: chosen[HealthExportFormat.until], workouts: chosen[HealthExportFormat.workout])
    let assembleGiven =
      conversion[HealthExportFormat.assemble] != nil || reader[HealthExportFormat.assemble] != nil
    assemble =
      assembleGiven
      ? reader.flag(HealthExportFormat.assemble) || conversion.flag(HealthExportFormat.assemble) : nil
    routes = try (conversion[HealthExportFormat.routes] ?? reader[HealthExportFormat.routes]).map {
      try RouteReading($0)
    }
  }

  /// `health.chunkBytes`: the bytes of export.xml per chunk of the split parse.
  package static func chunkBytes(_ options: FormatOptions) -> Int {
    options.integer(HealthExportFormat.chunkBytes) ?? 1 << 20
  }

  /// `health.routeFileBytes`: the largest route file the writer makes (at most what the reader takes).
  package static func routeFileBytes(_ options: FormatOptions) -> Int {
    options.integer(HealthExportFormat.routeFileBytes)
      ?? Int(HealthExportSafety.routeEntryLimits.maxUncompressedBytes)
  }
}
