import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Where resources go: one NDJSON file per resource type (Bulk Data) or the entries of one Bundle.
protocol ResourceOutput: AnyObject {
  /// Writes one resource of `type`, as its compact JSON text.
  func write(_ resource: [UInt8], type: String) throws
  /// Completes every file.
  func finish() throws
}

/// FHIR Bulk Data export layout: `<ResourceType>.ndjson`, one resource a line, each made when its first
/// resource comes.
final class BulkDataOutput: ResourceOutput {
  private let files: any DatasetFiles
  private var sinks: [String: any ByteSink] = [:]
  private var order: [String] = []

  init(files: any DatasetFiles) { self.files = files }

  func write(_ resource: [UInt8], type: String) throws {
    let sink: any ByteSink
    if let open = sinks[type] {
      sink = open
    } else {
      sink = try files.create(type + ".ndjson")
      sinks[type] = sink
      order.append(type)
    }
    try sink.write(resource + [0x0A])
  }

  func finish() throws {
    for type in order { try sinks[type].map { try files.close($0) } }
  }
}

/// One `Bundle` of type `collection`, its entries streamed as they come.
final class BundleOutput: ResourceOutput {
  private let sink: any ByteSink
  private var entries = 0

  init(sink: any ByteSink) { self.sink = sink }

  func write(_ resource: [UInt8], type: String) throws {
    if entries == 0 {
      try sink.write(#"{"resourceType":"Bundle","type":"collection","entry":["#)
    } else {
      try sink.write(",\n")
    }
    entries += 1
    try sink.write(#"{"resource":"#)
    try sink.write(resource)
    try sink.write("}")
  }

  func finish() throws {
    if entries == 0 {
      try sink.write(#"{"resourceType":"Bundle","type":"collection"}"# + "\n")
    } else {
      try sink.write("]}\n")
    }
    try sink.flush()
  }
}

/// Writes model items as FHIR R4 resources (`FHIRResources`): Observations, the Devices they name (each
/// once), a Patient for characteristics, and the resources of clinical records and FHIR inputs as they
/// were. What FHIR has no place for is reported.
final class FHIRWriter: FormatWriter {
  private let output: any ResourceOutput
  private let context: ConversionContext
  private var devicesWritten: Set<String> = []

  init(output: any ResourceOutput, context: ConversionContext) {
    self.output = output
    self.context = context
  }

  func receive(_ item: HealthItem) throws {
    switch item {
    case .quantity(let sample):
      try write(FHIRResources.quantity(sample, deviceID: try device(sample.header)))
    case .category(let sample):
      try write(FHIRResources.category(sample, deviceID: try device(sample.header)))
    case .correlation(let correlation):
      var ids: [UUID: String] = [:]
      for header in [correlation.header] + correlation.members.map(\.header) {
        ids[header.uuid] = try device(header)
      }
      try write(FHIRResources.correlation(correlation) { ids[$0.uuid] ?? nil })
    case .workout(let workout):
      for sample in workout.samples {
        switch sample {
        case .quantity(let q): try write(FHIRResources.quantity(q, deviceID: try device(q.header)))
        case .category(let c): try write(FHIRResources.category(c, deviceID: try device(c.header)))
        case .heartbeatSeries:
          context.lose(
            .item(.heartbeatSeries), in: "workout",
            .fhirNoHeartbeatSeries(keepers: context.keepers(of: .heartbeatSeries, besides: "fhir")))
        }
      }
      try write(FHIRResources.workout(workout, deviceID: try device(workout.header)))
    case .electrocardiogram(let ecg):
      try write(FHIRResources.electrocardiogram(ecg, deviceID: try device(ecg.header)))
    case .characteristics(let characteristics):
      try write(FHIRResources.patient(characteristics), type: "Patient")
    case .opaque(let record):
      try writeOpaque(record)
    default:
      context.lose(
        .item(item.kind), in: "input",
        .fhirNoResource(item.kind, keepers: context.keepers(of: .activitySummaries, besides: "fhir")))
    }
  }

  /// A record standing for a whole resource (a clinical record's file, a resource of a FHIR input the
  /// model has no kind for) is written as that resource; the export's `ClinicalRecord` element itself has
  /// nothing beyond its file (its source name and dates are reported).
  private func writeOpaque(_ record: OpaqueRecord) throws {
    if FHIRFormat.resourceRecordNames.contains(record.name),
      let bytes = record.data ?? record.text.map({ Data($0.utf8) }),
      let resource = try? JSONDecoder().decode(JSONValue.self, from: bytes),
      let type = resource["resourceType"]?.string, FHIRFormat.isResourceTypeName(type)
    {
      try output.write(resource.text, type: type)
      return
    }
    if record.format == "health" && record.name == "ClinicalRecord" {
      context.lose(
        .formatField("ClinicalRecord attributes"), in: "clinical record",
        .fhirClinicalRecordAttributes)
      return
    }
    context.lose(
      .opaque(record.name), in: "input", .fhirOpaqueRecords(format: record.format, name: record.name))
  }

  /// Writes the Device of a header's source and device the first time it comes; its id.
  private func device(_ header: SampleHeader) throws -> String? {
    guard let (id, resource) = FHIRResources.device(source: header.source, device: header.device) else {
      return nil
    }
    if devicesWritten.insert(id).inserted { try write(resource, type: "Device") }
    return id
  }

  private func write(_ resource: JSONValue, type: String = "Observation") throws {
    try output.write(resource.text, type: type)
  }

  func finish() throws { try output.finish() }
}
