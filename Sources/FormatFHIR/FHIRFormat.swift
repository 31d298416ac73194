import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// FHIR R4: a FHIR Bulk Data folder (one `<ResourceType>.ndjson` per resource type), NDJSON of
/// resources, or one `Bundle` (`README.md` has the mapping, `Formats/fhir/` the code tables).
package struct FHIRFormat: DatasetWritingFormat {
  package var datasetWriting: (any DatasetWritingFormat)? { self }
  package var directoryIsDataset: Bool { true }

  /// Makes the format.
  package init() {}

  /// The format's id, `fhir`.
  package static let id: FormatID = "fhir"

  /// Names of opaque records that stand for one whole FHIR resource as JSON text: an export's clinical
  /// record file (`health:ClinicalRecordFile`) and a resource of a FHIR input the model has no kind for.
  static let resourceRecordNames: Set<String> = ["ClinicalRecordFile", "resource"]

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: Self.id, name: "FHIR R4 (Bulk Data NDJSON, Bundle)", fileExtensions: ["fhir.json", "fhir.ndjson"],
      mediaType: "application/fhir+ndjson",
      capabilities: FormatCapabilities(
        reads: Self.carried, writes: Self.carried,
        opaqueRecordsTaken: ["health:ClinicalRecordFile", "health:ClinicalRecord"]),
      workoutsPerFile: .many, readerTraits: [.readsZipArchives])
  }

  /// `--anonymize` removes the resources a FHIR input carried whole (clinical records name the person);
  /// `--privacy` scrubs them as element trees.
  package static let opaqueScrubber: OpaqueRecordScrubber = OpaqueTreeScrubber(identityRecords: ["resource"])
    .scrubber

  /// What FHIR carries: a workout's recorded series as Observations of their own (its samples, linked by
  /// `hasMember`); no routes, laps, events, metadata, heartbeat series or activity summaries.
  static let carried: Set<Capability> = [
    .workouts, .workoutStatistics, .quantitySamples, .categorySamples, .correlations, .device, .uuids,
    .electrocardiograms, .characteristics, .opaque, .heartRate, .cadence, .power, .speed, .distance,
    .altitude,
    .temperature, .energy, .otherWorkoutSeries,
  ]

  /// `.yes` when the prefix holds a `"resourceType":` member (a resource, NDJSON of resources, a Bundle).
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    Self.hasResourceType(prefix) ? .yes : .no
  }

  static func hasResourceType(_ bytes: [UInt8]) -> Bool {
    let key = Array("\"resourceType\"".utf8)
    guard bytes.count >= key.count,
      bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{")
    else {
      return false
    }
    var i = 0
    while i + key.count <= bytes.count {
      if bytes[i] == key[0], Array(bytes[i..<i + key.count]) == key, i == 0 || bytes[i - 1] != 0x5C {
        var j = i + key.count
        while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: ":") { return true }
      }
      i += 1
    }
    return false
  }

  /// A folder is a FHIR input (a Bulk Data export) when it holds NDJSON files of resources and nothing else
  /// but JSON (a manifest) and hidden files: a folder of FIT files with one FHIR file among them is a batch.
  package func ownsArchive(at url: URL) throws -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return false }
    let visible = names.filter { !$0.hasPrefix(".") }
    let ndjson = visible.filter { $0.hasSuffix(".ndjson") }
    guard !ndjson.isEmpty, visible.allSatisfy({ $0.hasSuffix(".ndjson") || $0.hasSuffix(".json") }) else {
      return false
    }
    let resources = Set(Self.resourceFiles(in: url).map(\.lastPathComponent))
    return ndjson.allSatisfy(resources.contains)
  }

  /// The `.ndjson` and `.json` files of resources in a folder (not its subfolders), Devices and Patients
  /// first (Observations refer to them), then by name.
  static func resourceFiles(in folder: URL) -> [URL] {
    // A plain file or a zip is not a folder: listing it fails.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    func rank(_ name: String) -> Int { name.hasPrefix("Device") ? 0 : name.hasPrefix("Patient") ? 1 : 2 }
    let candidates = names.filter { $0.hasSuffix(".ndjson") || $0.hasSuffix(".json") }
      .sorted { (rank($0), $0) < (rank($1), $1) }
    var files: [URL] = []
    for name in candidates {
      let url = folder.appendingPathComponent(name)
      guard let input = try? InputSource(file: url).peekPrefix(4096), hasResourceType(input) else {
        continue
      }
      files.append(url)
    }
    return files
  }

  /// Whether `name` is a FHIR resource type name (`Observation`, `AllergyIntolerance`): a file name.
  static func isResourceTypeName(_ name: String) -> Bool {
    guard let first = name.utf8.first, (65...90).contains(first), name.utf8.count <= 64 else { return false }
    return name.utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { FHIRReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    FHIRWriter(output: BundleOutput(sink: output), context: context)
  }

  package func makeDatasetWriter(
    files: any DatasetFiles, baseName: String, options: FormatOptions, context: ConversionContext
  ) throws -> (any FormatWriter)? {
    FHIRWriter(output: BulkDataOutput(files: files), context: context)
  }
}
