import FormatKit
import FoundationEssentials
import WorkoutModel

/// The wellness JSON of a Garmin Connect account export (`DI_CONNECT/DI-Connect-Wellness/*_sleepData.json`,
/// `*_userBioMetrics.json`, `DI-Connect-Aggregator/UDSFile_*.json`). The export zip is read as a container
/// (its FIT files by the FIT reader); these members are recognised by their first record's keys.
///
/// See `Sources/FormatGarminWellness/README.md` for the mapping table and the sources of its facts.
package struct GarminWellnessFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// The largest member read (a UDSFile covers ~100 days, tens of KB each).
  package static let memberLimit = 64 << 20

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "garmin-wellness", name: "Garmin Connect account export wellness JSON", fileExtensions: [],
      mediaType: "application/json",
      capabilities: FormatCapabilities(reads: [.quantitySamples, .categorySamples, .metadata], writes: []),
      canWrite: false)
  }

  /// `.yes` for a JSON array whose first object carries a sleepData, UDS or userBioMetrics key.
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    var i = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < prefix.count, [0x20, 0x0A, 0x0D, 0x09].contains(prefix[i]) { i += 1 }
    guard i < prefix.count, prefix[i] == UInt8(ascii: "[") else { return .no }
    let text = String(decoding: prefix[i...], as: UTF8.self)
    return GarminWellnessFile.kind(ofPrefix: text) == nil ? .no : .yes
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { GarminWellnessReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}

/// The wellness member kinds read.
enum GarminWellnessFile: String {
  case sleepData, uds = "UDSFile", userBioMetrics

  /// The kind whose key the text (a prefix or a record's keys) shows.
  static func kind(ofPrefix text: String) -> GarminWellnessFile? {
    if text.contains("\"sleepStartTimestampGMT\"") { return .sleepData }
    if text.contains("\"wellnessStartTimeGmt\"") { return .uds }
    if text.contains("\"weight\""), text.contains("\"timestampGMT\"") { return .userBioMetrics }
    return nil
  }

  static func kind(of record: [String: Any]) -> GarminWellnessFile? {
    if record["sleepStartTimestampGMT"] != nil { return .sleepData }
    if record["wellnessStartTimeGmt"] != nil { return .uds }
    if record["weight"] is [String: Any] || record["height"] != nil { return .userBioMetrics }
    return nil
  }
}
