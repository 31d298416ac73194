import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Fitbit account exports: Google Takeout's `Fitbit/` tree (legacy per-type JSON and the newer CSV tree)
/// and the older `user-site-export/` archive, as a zip file or an unpacked folder.
package struct FitbitFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// `fitbit.weightUnit=lb`: the unit of the legacy JSON weight logs (the account's setting, not written).
  package static let weightUnit = FormatOption(
    "fitbit.weightUnit", .choice(["kg", "lb"]), default: "kg",
    help: "unit of legacy Fitbit JSON weight logs, which do not state it (the account's setting)")

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "fitbit", name: "Fitbit / Google Health Takeout", fileExtensions: ["zip"],
      mediaType: "application/zip",
      capabilities: FormatCapabilities(
        reads: [
          .workouts, .workoutStatistics, .route, .heartRate, .device, .metadata, .uuids, .quantitySamples,
          .categorySamples,
        ],
        writes: []),
      canWrite: false, workoutsPerFile: .many, options: [Self.weightUnit], readerTraits: [.readsZipArchives])
  }

  /// Single members are not sniffed: the reader maps a whole export (workouts join heart rate and GPS
  /// members by time), found by its member paths (`ownsArchive`).
  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  /// An archive or folder holding Fitbit record files (`FitbitLayout.recognises`, from paths alone).
  package func ownsArchive(at url: URL) throws -> Bool {
    ArchiveMembers.paths(at: url, satisfy: FitbitLayout.recognises)
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? {
    FitbitReader(options: FitbitOptions(options))
  }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}

/// Fitbit's settings, read once from `FormatOptions.values`.
package struct FitbitOptions: Sendable, Hashable {
  /// The unit of legacy JSON weight logs (`fitbit.weightUnit`): pounds or kilograms.
  package var weightUnit: QuantityUnit
  /// Whether the unit was given (an unstated unit is read as kilograms, with a warning).
  package var weightUnitStated: Bool

  /// Reads the settings from format options.
  package init(_ options: FormatOptions = FormatOptions()) {
    let given = options.values[FitbitFormat.weightUnit.name]
    weightUnit = given == "lb" ? .pound : .kilogram
    weightUnitStated = given != nil
  }
}
