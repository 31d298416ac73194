import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads FHIR resources into the model: a Bulk Data folder, NDJSON of resources (streamed, one line at a
/// time), or one JSON document (a Bundle or a single resource). Observations become samples, workouts,
/// correlations and electrocardiograms (`FHIRObservations`); Devices become their sources and devices;
/// a Patient its characteristics; any other resource travels whole as an opaque record to a FHIR output.
struct FHIRReader: FormatReader {
  /// The longest NDJSON line, and the largest whole document, read.
  static let maximumLength = 1 << 30

  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let state = FHIRReadState(sink: ReadCheckSink.wrapping(sink, context: context), context: context)
    if let url = input.fileURL, case let files = FHIRFormat.resourceFiles(in: url), !files.isEmpty {
      for file in files {
        try readFile(InputSource(file: file), name: input.name + "/" + file.lastPathComponent, state: state)
      }
    } else {
      // One file of a Bulk Data folder (a cohort job reads file by file): its Observations name the
      // folder's Devices, read first for their sources and devices only.
      if let url = input.fileURL, url.lastPathComponent != "Device.ndjson" {
        let devices = url.deletingLastPathComponent().appendingPathComponent("Device.ndjson")
        if FileDescriptorIO.exists(atPath: devices.path) {
          state.devicesOnly = true
          try readFile(InputSource(file: devices), name: devices.path, state: state)
          state.devicesOnly = false
        }
      }
      try readFile(input, name: input.name, state: state)
    }
    state.reportSkipped()
  }

  /// One file: NDJSON when its first line is a whole JSON value, else one JSON document.
  private func readFile(_ input: InputSource, name: String, state: FHIRReadState) throws {
    let decoder = JSONDecoder()
    var pending: [UInt8] = []
    var line = 0
    var offset: Int64 = 0
    var consumed: Int64 = 0
    var document = false
    var documentBytes: [UInt8] = []

    func handle(_ bytes: ArraySlice<UInt8>, at lineOffset: Int64) throws {
      line += 1
      var slice = bytes
      if line == 1, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
      if slice.last == 0x0D { slice = slice.dropLast() }
      if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
      let location = SourceLocation(file: name, byteOffset: lineOffset, line: line)
      guard let value = try? decoder.decode(JSONValue.self, from: Data(slice)) else {
        if line == 1 {
          document = true
          return
        }
        throw ConversionError(.invalidInput, "not a JSON resource", at: location)
      }
      try state.resource(value, at: location)
    }

    try input.withChunks { chunk in
      if document {
        documentBytes.append(chunk.extracting(0..<chunk.count))
        guard documentBytes.count <= Self.maximumLength else {
          throw ConversionError(
            .limitExceeded, "JSON document larger than \(Self.maximumLength) bytes",
            at: SourceLocation(file: name))
        }
        return
      }
      var start = 0
      while let newline = chunk.firstIndex(of: 0x0A, from: start) {
        pending.append(chunk.extracting(start..<newline))
        try handle(pending[...], at: offset)
        start = newline + 1
        if document {
          // The first line was not a whole value: the file is one document, read from its start.
          documentBytes = pending + [0x0A]
          documentBytes.append(chunk.extracting(start..<chunk.count))
          pending = []
          break
        }
        pending.removeAll(keepingCapacity: true)
        offset = consumed + Int64(newline + 1)
      }
      if !document {
        pending.append(chunk.extracting(start..<chunk.count))
        guard pending.count <= Self.maximumLength else {
          throw ConversionError(
            .limitExceeded, "line longer than \(Self.maximumLength) bytes",
            at: SourceLocation(file: name, byteOffset: offset, line: line + 1))
        }
      }
      consumed += Int64(chunk.count)
    }
    if document {
      let location = SourceLocation(file: name, byteOffset: 0, line: 1)
      let value: JSONValue
      do {
        value = try decoder.decode(JSONValue.self, from: Data(documentBytes))
      } catch {
        throw ConversionError(.invalidInput, "not FHIR JSON: \(error)", at: location)
      }
      try state.resource(value, at: location)
    } else if !pending.isEmpty {
      try handle(pending[...], at: offset)
      if document {
        try state.resource(
          try JSONDecoder().decode(JSONValue.self, from: Data(pending)),
          at: SourceLocation(file: name, line: 1))
      }
    }
  }
}

/// What one read keeps between resources: the Devices seen (Observations name them), counts of what
/// was not mapped.
final class FHIRReadState {
  let sink: any HealthItemSink
  let context: ConversionContext
  private(set) var devices: [String: (Source?, Device?)] = [:]
  /// Only Devices are taken (a sibling `Device.ndjson` read for the file beside it).
  var devicesOnly = false
  /// Resources or Observations not read into the model, by what they were, with a first location.
  private var skipped: [String: (count: Int, location: SourceLocation, reason: Loss.Reason)] = [:]

  init(sink: any HealthItemSink, context: ConversionContext) {
    self.sink = sink
    self.context = context
  }

  func resource(_ value: JSONValue, at location: SourceLocation) throws {
    if devicesOnly && value["resourceType"]?.string != "Device" { return }
    guard let type = value["resourceType"]?.string else {
      throw ConversionError(
        .invalidInput, "a JSON object without \"resourceType\" is not a FHIR resource", at: location)
    }
    switch type {
    case "Bundle":
      for entry in value["entry"]?.array ?? [] {
        if let resource = entry["resource"] { try self.resource(resource, at: location) }
      }
    case "Device":
      if let id = value["id"]?.string { devices[id] = FHIRObservations.device(value) }
    case "Patient":
      try emit(.characteristics(FHIRObservations.characteristics(value)))
    case "Observation":
      if let item = try FHIRObservations.item(value, state: self, at: location) { try emit(item) }
    default:
      // Kept whole, so a FHIR output writes it back as it was (clinical resources, Bulk Data of a server).
      try emit(Self.resourceRecord(value, type: type))
    }
  }

  /// A resource the model has no kind for, kept whole as an opaque record (`FHIRFormat.resourceRecordNames`).
  static func resourceRecord(_ value: JSONValue, type: String) -> HealthItem {
    .opaque(
      OpaqueRecord(
        format: FHIRFormat.id.rawValue, name: "resource", attributes: [KeyValue("resourceType", type)],
        text: String(decoding: value.text, as: UTF8.self)))
  }

  /// The source and device an Observation's `device` reference names.
  func device(for observation: JSONValue) -> (Source?, Device?) {
    guard let reference = observation["device"]?["reference"]?.string else { return (nil, nil) }
    let id = reference.hasPrefix("Device/") ? String(reference.dropFirst(7)) : reference
    return devices[id] ?? (nil, nil)
  }

  /// Notes a resource or Observation the model cannot hold (reported once per kind at the end).
  func skip(_ what: String, _ reason: Loss.Reason, at location: SourceLocation) {
    if let entry = skipped[what] {
      skipped[what] = (entry.count + 1, entry.location, entry.reason)
    } else {
      skipped[what] = (1, location, reason)
    }
  }

  func reportSkipped() {
    for (what, entry) in skipped.sorted(by: { $0.key < $1.key }) {
      context.lose(
        .notMapped("fhir", what), in: "input", count: entry.count, entry.reason, at: entry.location)
    }
  }

  private func emit(_ item: HealthItem) throws {
    count(item.kind)
    try sink.receive(item)
  }

  private func count(_ kind: HealthItemKind) {
    context.report.itemsRead[kind.rawValue, default: 0] += 1
  }
}
