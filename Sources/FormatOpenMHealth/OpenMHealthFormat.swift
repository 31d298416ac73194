import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

extension FormatID {
  /// Open mHealth / IEEE 1752 data points, one a line.
  package static let omh: FormatID = "omh"
}

/// Open mHealth data points (`--to omh`): one JSON data point a line (NDJSON), each a `header` (id, creation
/// time, schema id, acquisition provenance) and a `body` valid against the Open mHealth schema its header
/// names (`Formats/omh/schemas`): heart rate, step count, body weight, blood pressure, physical activity
/// (workouts) and sleep episodes. Written only; everything else is reported as not carried.
package struct OpenMHealthFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .omh, name: "Open mHealth (IEEE 1752) data points", fileExtensions: ["omh.ndjson", "omh.jsonl"],
      mediaType: "application/x-ndjson",
      capabilities: FormatCapabilities(
        reads: [],
        writes: [
          .workouts, .workoutStatistics, .heartRate, .quantitySamples, .categorySamples, .correlations,
          .uuids,
          .metadata, .device,
        ]),
      canRead: false, canWrite: true, workoutsPerFile: .many)
  }

  /// Never sniffed: the format is written only.
  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    OpenMHealthWriter(output: output, context: context)
  }
}
