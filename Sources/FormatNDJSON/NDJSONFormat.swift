import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// NDJSON: the native, lossless text form of the model — one JSON object per item per line.
///
/// Each line is a `HealthItem` encoded with the model's `Codable` schema: a `"kind"` field
/// (`quantity`, `category`, `correlation`, `heartbeatSeries`, `workout`, `route`, `activitySummary`,
/// `characteristics`, `exportInfo`, `opaque`, `electrocardiogram`), sample headers flattened (`uuid`, `start`, `end`,
/// `source`, `device`, `creationDate`, `metadata`), units as HKUnit strings, dates as ISO 8601 with
/// fractional seconds and the original UTC offset. Keys are sorted, so equal models give equal text.
package struct NDJSONFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .ndjson, name: "NDJSON (wkconv model)", fileExtensions: ["ndjson", "jsonl"],
      mediaType: "application/x-ndjson",
      capabilities: FormatCapabilities(reads: Set(Capability.allCases), writes: Set(Capability.allCases)),
      workoutsPerFile: .many)
  }

  /// `.yes` for a first line that is one model object (`"kind"` naming an item kind); `.maybe` for a
  /// first line longer than the prefix, or damaged, whose keys so far are the model's; else `.no`
  /// (`NDJSONSniffing`).
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    let verdict = NDJSONSniffing.sniff(prefix)
    return verdict.yes ? .yes : verdict.maybe ? .maybe : .no
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { NDJSONReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    NDJSONWriter(output: output)
  }
}
