import FormatKit
import FoundationEssentials
import WorkoutModel

/// Garmin FIT: the binary format devices write (activity files).
package struct FITFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  static let carried: Set<Capability> = [
    .workouts, .multisport, .laps, .pauses, .workoutStatistics, .route, .heartRate, .cadence, .power, .speed,
    .distance, .altitude, .temperature, .energy, .otherWorkoutSeries, .heartbeatSeries, .swimLengths, .device,
    .metadata, .opaque,
  ]

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .fit, name: "Garmin FIT", fileExtensions: ["fit"], mediaType: "application/vnd.ant.fit",
      capabilities: FormatCapabilities(
        // Wellness and body-measurement files (FITWellness.swift); weight and blood pressure are written
        // back (FITBodyWriter.swift).
        reads: Self.carried.union([.quantitySamples, .categorySamples, .correlations]),
        writes: Self.carried.union([.quantitySamples, .correlations])),
      workoutsPerFile: .one, options: [FITDeviceIdentity.option])
  }

  /// `.yes` when the header has the ".FIT" tag at offset 8 and a 12/14 header size; `.maybe` when only the
  /// tag is damaged (`FITFileHeader.isPlausibleWithDamagedTag`), so `repair` and `convert` can read it.
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    guard prefix.count >= 12 else { return .no }
    let tag = prefix[8] == 0x2E && prefix[9] == 0x46 && prefix[10] == 0x49 && prefix[11] == 0x54
    if tag { return prefix[0] >= 12 ? .yes : .no }
    let size = Int(prefix[0])
    guard size < prefix.count else { return .no }
    let dataSize =
      UInt32(prefix[4]) | UInt32(prefix[5]) << 8 | UInt32(prefix[6]) << 16 | UInt32(prefix[7]) << 24
    return FITFileHeader.isPlausibleWithDamagedTag(
      headerSize: prefix[0], protocolVersion: prefix[1], dataSize: dataSize, firstRecord: prefix[size])
      ? .maybe : .no
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { FITReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    let writer = FITWriter(output: output, context: context)
    writer.requestedDevice = try FITOptions(options).device
    return writer
  }
}

/// FIT's settings, read once from `FormatOptions.values`.
package struct FITOptions: Sendable {
  /// The device `--option fit.device` asks the writer to name; `nil` when it is not given.
  var device: FITDeviceIdentity?

  /// Reads the settings from format options; a device FIT cannot name is a usage error.
  package init(_ options: FormatOptions = FormatOptions()) throws {
    device = try options[FITDeviceIdentity.option].map(FITDeviceIdentity.parse)
  }
}

extension Policy {
  var fitCRCPolicy: FITCRCPolicy {
    switch self {
    case .ignore: return .ignore
    case .warn: return .warn
    case .fail: return .fail
    }
  }
}

/// The FIT epoch (1989-12-31T00:00:00Z) in Unix seconds.
let fitEpoch: Double = 631_065_600

/// sport/sub_sport ↔ activity type through the generated table (Formats/fit/activity-types.tsv).
package enum FITActivityTypes {
  /// The activity type for a sport and sub_sport.
  package static func activityType(sport: UInt8, subSport: UInt8?) -> WorkoutActivityType {
    let rows = FITActivityTypeMapping.table.filter { $0.isUsedForReading && $0.sport == sport }
    let row =
      rows.first { $0.subSport != nil && $0.subSport == subSport } ?? rows.first { $0.subSport == nil }
    return row.flatMap { WorkoutActivityType(exportName: $0.activityType) }
      ?? WorkoutActivityType(exportName: "HKWorkoutActivityTypeOther") ?? WorkoutActivityType(rawValue: 3000)
  }

  /// sport and sub_sport for an activity type (generic/generic when the table has none).
  package static func sport(for type: WorkoutActivityType) -> (sport: UInt8, subSport: UInt8) {
    let row = FITActivityTypeMapping.table.first { $0.isUsedForWriting && $0.activityType == type.exportName }
    return (row?.sport ?? 0, row?.subSport ?? 0)
  }
}

extension FITFormat: DirectoryKindFiles {
  package var directoryKindFiles: (any DirectoryKindFiles)? { self }

  /// Body composition → `<input>-weight.fit` (a `weight_scale` file), blood pressure →
  /// `<input>-blood-pressure.fit` (a `blood_pressure` file), in a directory output (FITBodyWriter.swift).
  package func kindFile(for item: HealthItem) -> String? {
    switch item {
    case .quantity(let q) where FITBodyEncoder.weightFields[q.type] != nil: "weight"
    case .correlation(let c) where c.type == "HKCorrelationTypeIdentifierBloodPressure": "blood-pressure"
    default: nil
    }
  }
}
