import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// Reads one Suunto file (any of the three layouts) into one workout.
struct SuuntoReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let at = SourceLocation(file: input.name)
    guard let kind = SuuntoKind.of(try input.peekPrefix(4096)) else {
      throw ConversionError(.invalidInput, "not a Suunto app JSON, SML or Movescount XML file", at: at)
    }
    let data = try input.readAll(limit: SuuntoFormat.fileLimit)
    let log: SuuntoLog
    switch kind {
    case .appJSON: log = try SuuntoAppJSON.read(data, at: at)
    case .sml: log = try SuuntoXML.read(data, name: input.name, wrapped: false)
    case .movescountXML: log = try SuuntoXML.read(data, name: input.name, wrapped: true)
    }
    try sink.receive(.workout(SuuntoMapping(log: log, name: input.name, context: context).workout()))
  }
}

/// The Suunto app's JSON: `DeviceLog{Header, Device, Samples[{TimeISO8601, …}], Windows, R-R{Data}}`.
enum SuuntoAppJSON {
  static func read(_ data: Data, at: SourceLocation) throws -> SuuntoLog {
    let root: Any
    do { root = try JSONTree.parse(data) } catch {
      throw ConversionError(.invalidInput, "a Suunto app JSON file that is not JSON: \(error)", at: at)
    }
    guard let deviceLog = (root as? [String: Any])?["DeviceLog"] as? [String: Any],
      let header = deviceLog["Header"] as? [String: Any]
    else {
      throw ConversionError(.invalidInput, "a Suunto app JSON file without `DeviceLog.Header`", at: at)
    }
    var log = SuuntoLog()
    if let text = header["DateTime"] as? String, let t = ISO8601Timestamp.parse(text) {
      log.start = t.date
      log.utcOffset = t.utcOffset
    }
    log.activity = header["Activity"].map { "\($0)" }
    log.durationSeconds = number(header["Duration"])
    log.energyJoules = number(header["Energy"])
    log.distanceMeters = number(header["Distance"])
    let device = deviceLog["Device"] as? [String: Any]
    log.deviceName = device?["Name"] as? String
    log.serialNumber = device?["SerialNumber"] as? String
    for (index, row) in (deviceLog["Samples"] as? [[String: Any]] ?? []).enumerated() {
      // Sample times mix offsets within a file (GPS samples in +00:00): instants, not strings, compare.
      guard let text = row["TimeISO8601"] as? String, let t = ISO8601Timestamp.parse(text) else {
        throw ConversionError(
          .invalidInput, "a Suunto app JSON sample without a `TimeISO8601` date-time",
          at: SourceLocation(file: at.file, elementPath: "DeviceLog.Samples", recordIndex: index))
      }
      var fields: [String: Double] = [:]
      for (key, value) in row where key != "TimeISO8601" { if let n = number(value) { fields[key] = n } }
      if !fields.isEmpty { log.samples.append(.init(time: t.date, fields: fields)) }
    }
    for entry in deviceLog["Windows"] as? [[String: Any]] ?? [] {
      guard let window = entry["Window"] as? [String: Any],
        ["Autolap", "Lap"].contains(window["Type"] as? String),
        let end = (window["TimeISO8601"] as? String).flatMap(ISO8601Timestamp.parse),
        let duration = number(window["Duration"])
      else { continue }
      log.laps.append((end.date.addingTimeInterval(-duration), duration))
    }
    log.rr = ((deviceLog["R-R"] as? [String: Any])?["Data"] as? [Any] ?? []).compactMap(number)
    return log
  }

  static func number(_ value: Any?) -> Double? {
    guard let n = value as? JSONNumber, n.doubleValue.isFinite else { return nil }
    return n.doubleValue
  }
}

/// SML (`sml/DeviceLog/{Header, Device, Samples/Sample, R-R/Data}`) and the Movescount XML export
/// (top-level `header`, `Samples`, `IBI` siblings, parsed inside a synthetic root), through libxml2 SAX.
final class SuuntoXML: XMLStreamHandler {
  var log = SuuntoLog()
  var sample: [String: Double] = [:]
  var sampleUTC: Date?
  var sampleTime: Double?
  var inSample = false
  var inLap = false
  var lapDuration: Double?
  var path: [String] = []
  let name: String

  init(name: String) { self.name = name }

  static func read(_ data: Data, name: String, wrapped: Bool) throws -> SuuntoLog {
    let handler = SuuntoXML(name: name)
    let parser = XMLStreamParser(handler: handler, fileName: name)
    do {
      if wrapped {
        var body = data
        // The export is a declaration then sibling elements: the declaration goes, a root comes around.
        if body.starts(with: Data("<?xml".utf8)), let end = body.firstRange(of: Data("?>".utf8)) {
          body = body.subdata(in: end.upperBound..<body.endIndex)
        }
        try parser.feed(Data("<movescount>".utf8))
        try parser.feed(body)
        try parser.feed(Data("</movescount>".utf8))
      } else {
        try parser.feed(data)
      }
      try parser.finish()
    } catch let error as XMLStreamError {
      throw ConversionError(.invalidInput, "\(error)", at: SourceLocation(file: name))
    }
    var log = handler.log
    if log.start == nil, let first = log.samples.first, let t = handler.firstTimeOffset {
      log.start = first.time.addingTimeInterval(-t)
    }
    return log
  }

  /// The `Time` (s from start) of the first sample that has a UTC instant.
  var firstTimeOffset: Double?

  func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    let local = element.localName.string
    path.append(local)
    switch local {
    case "Sample":
      inSample = true
      sample = [:]
      sampleUTC = nil
      sampleTime = nil
    case "Lap" where inSample: inLap = true
    default: break
    }
    return .collect
  }

  func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    let local = element.localName.string
    defer { path.removeLast() }
    let parent = path.count >= 2 ? path[path.count - 2] : ""
    let value = text?.trimmingXMLWhitespace().string ?? ""
    if local == "Sample" {
      try endSample(parser: parser)
      return
    }
    if inLap {
      if local == "Duration" { lapDuration = Double(value) }
      if local == "Lap" {
        inLap = false
        if let d = lapDuration, let utc = sampleUTC { log.laps.append((utc.addingTimeInterval(-d), d)) }
        lapDuration = nil
      }
      return
    }
    if inSample {
      switch local {
      case "UTC": sampleUTC = ISO8601Timestamp.parse(value)?.date
      case "Time": sampleTime = Double(value)
      case "SampleType", "Events": break
      default: if let n = Double(value), n.isFinite { sample[local] = n }
      }
      return
    }
    if parent == "Header" || parent == "header" {
      switch local {
      case "DateTime": log.localStart = ISO8601Timestamp.parse(value + "Z")?.date
      case "Activity", "ActivityType": log.activity = log.activity ?? value
      case "Duration": log.durationSeconds = Double(value)
      case "Energy": log.energyJoules = Double(value)
      case "Distance": log.distanceMeters = Double(value)
      default: break
      }
    } else if parent == "Device" {
      if local == "Name" { log.deviceName = value }
      if local == "SerialNumber" { log.serialNumber = value }
    } else if (local == "Data" && parent == "R-R") || local == "IBI" {
      log.rr += value.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    }
  }

  func endSample(parser: XMLStreamParser) throws {
    inSample = false
    guard !sample.isEmpty else { return }
    let time: Date
    if let utc = sampleUTC {
      time = utc
      if firstTimeOffset == nil, let t = sampleTime { firstTimeOffset = t }
    } else if let t = sampleTime, let local = log.localStart {
      // No UTC: the local start plus `Time` (the offset stays unknown).
      time = local.addingTimeInterval(t)
    } else {
      throw ConversionError(
        .invalidInput, "a Suunto sample with neither `UTC` nor `Time`",
        at: SourceLocation(file: name, line: parser.location.line, elementPath: parser.elementPath))
    }
    log.samples.append(.init(time: time, fields: sample))
  }
}
