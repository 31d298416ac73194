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

/// Reads NDJSON line by line (streaming: one line in memory at a time).
package struct NDJSONReader: FormatReader {
  /// The longest line accepted (a workout with a day of 1 Hz series fits easily).
  package var maximumLineLength = 1 << 30

  /// Makes a reader.
  package init() {}

  package func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let sink = ReadCheckSink.wrapping(sink, context: context)
    // Numbers must be JSON numbers and finite: "NaN"/"Infinity" strings and overflowing literals (1e400)
    // are refused with the line's location, so no non-finite value enters the model from NDJSON.
    let decoder = JSONDecoder()
    var pending = Data()
    var lineNumber = 0
    var lineStartOffset: Int64 = 0
    var consumed: Int64 = 0
    var itemsRead = 0

    /// `unterminated`: the input's last line without a newline (cut short when it does not decode).
    func handleLine(_ line: Data, offset: Int64, unterminated: Bool = false) throws {
      lineNumber += 1
      var slice = line[...]
      if lineNumber == 1, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
      if slice.last == 0x0D { slice = slice.dropLast() }
      if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
      let item: HealthItem
      do {
        item = try decoder.decode(HealthItem.self, from: Data(slice))
      } catch {
        let location = SourceLocation(
          file: context.inputName, byteOffset: offset, line: lineNumber, recordIndex: itemsRead)
        // A last line without its newline that is not even complete JSON: the file was cut short.
        // Everything before it is kept (reported as recovered damage) unless damage must fail.
        guard unterminated, itemsRead > 0, (try? JSONTree.parse(Data(slice))) == nil
        else {
          throw ConversionError(
            .invalidInput, "not a wkconv NDJSON item: \(Self.describe(error))", at: location)
        }
        try context.recovered(
          from: ConversionError(
            .truncatedInput, "last line cut short (no newline, not a complete item): \(Self.describe(error))",
            at: location))
        return
      }
      if let problem = Self.offTheGlobe(item) {
        throw ConversionError(
          .invalidInput, problem,
          at: SourceLocation(
            file: context.inputName, byteOffset: offset, line: lineNumber, recordIndex: itemsRead))
      }
      itemsRead += 1
      context.report.itemsRead[item.kind.rawValue, default: 0] += 1
      try sink.receive(item)
    }

    try input.withChunks { bytes in
      var start = 0
      while let newline = bytes.firstIndex(of: 0x0A, from: start) {
        if pending.isEmpty {
          try handleLine(Data(bytes.extracting(start..<newline)), offset: lineStartOffset)
        } else {
          pending.append(bytes.extracting(start..<newline))
          try handleLine(pending, offset: lineStartOffset)
          pending.removeAll(keepingCapacity: true)
        }
        lineStartOffset = consumed + Int64(newline + 1)
        start = newline + 1
      }
      pending.append(bytes.extracting(start..<bytes.count))
      if pending.count > maximumLineLength {
        throw ConversionError(
          .limitExceeded, "line longer than \(maximumLineLength) bytes",
          at: SourceLocation(file: context.inputName, byteOffset: lineStartOffset, line: lineNumber + 1))
      }
      consumed += Int64(bytes.count)
    }
    if !pending.isEmpty { try handleLine(pending, offset: lineStartOffset, unterminated: true) }
  }

  /// A sentence naming a sample whose end precedes its start, the first route location whose latitude is
  /// beyond ±90° or longitude beyond ±180°, or the first negative duration of a workout, activity or event.
  static func offTheGlobe(_ item: HealthItem) -> String? {
    if let header = item.header, header.end.date < header.start.date {
      return "end \(header.end) precedes start \(header.start)"
    }
    let routes: [WorkoutRoute]
    switch item {
    case .route(let route): routes = [route]
    case .workout(let workout):
      routes = workout.routes
      let events = workout.events + workout.activities.flatMap(\.events)
      let durations =
        [workout.duration] + workout.activities.map(\.duration) + events.map { Optional($0.duration) }
      if let negative = durations.compactMap({ $0 }).first(where: { $0 < 0 }) {
        return "duration \(negative) s is negative"
      }
    default: return nil
    }
    for route in routes {
      for l in route.locations where !(abs(l.latitude) <= 90 && abs(l.longitude) <= 180) {
        return
          "location \(l.latitude), \(l.longitude) is off the globe (latitude within ±90°, longitude within ±180°)"
      }
    }
    return nil
  }

  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let c):
      return c.debugDescription + path(c.codingPath)
    case DecodingError.keyNotFound(let key, let c):
      return "missing \"\(key.stringValue)\"" + path(c.codingPath)
    case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
      return c.debugDescription + path(c.codingPath)
    default:
      return "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty
      ? ""
      : " at " + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}

/// Writes one JSON object per item per line.
package final class NDJSONWriter: FormatWriter {
  let output: any ByteSink
  let encoder: JSONEncoder
  /// Workouts written streamed (not materialized), for tests.
  var streamedWorkouts = 0
  /// The lines not yet handed to the sink (reused; see `flushThreshold`).
  let line = NDJSONBytes()

  /// Makes a writer to a byte sink.
  package init(output: any ByteSink) {
    self.output = output
    encoder = Self.makeEncoder()
  }

  /// The encoder whose output the writer's text is (sorted keys, unescaped slashes, non-finite numbers as
  /// the strings `NaN`, `Infinity`, `-Infinity`).
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
  }

  /// Lines are collected in `line` and handed to the sink in pieces of at least this many bytes (a
  /// `BufferedFileSink` then writes them without copying); `finish()` hands over the rest.
  static let flushThreshold = 1 << 18

  package func receive(_ item: HealthItem) throws {
    let start = line.count
    do {
      if try !NDJSONFastEncoder.encode(item, into: line) {
        line.append(try encoder.encode(item))
      }
    } catch {
      line.truncate(to: start)  // no partial line if the writer is used on
      throw error
    }
    line.append(0x0A)
    if line.count >= Self.flushThreshold { try flushLines() }
  }

  /// Hands the collected lines to the sink.
  func flushLines() throws {
    try line.write(to: output)
    line.removeAll()
  }

  /// The JSON text `JSONEncoder` gives for an item (the reference the fast path must match; for tests).
  package static func referenceText(of item: HealthItem) throws -> String {
    String(decoding: try makeEncoder().encode(item), as: UTF8.self)
  }

  /// The JSON text the writer gives for an item (fast path when available; for tests).
  package static func fastText(of item: HealthItem) -> String? {
    let bytes = NDJSONBytes()
    guard (try? NDJSONFastEncoder.encode(item, into: bytes)) == true else { return nil }
    return String(decoding: bytes.array, as: UTF8.self)
  }

  package func finish() throws {
    try flushLines()
    if let file = output as? BufferedFileSink { try file.flush() }
  }

  /// The NDJSON text of items (for tests and goldens).
  package static func text(of items: [HealthItem]) throws -> String {
    let sink = DataSink()
    let writer = NDJSONWriter(output: sink)
    for item in items { try writer.receive(item) }
    try writer.finish()
    return String(decoding: sink.data, as: UTF8.self)
  }

  /// Items parsed from NDJSON text (for tests).
  package static func items(from text: String) throws -> [HealthItem] {
    let sink = DatasetSink()
    try NDJSONReader().read(
      InputSource(data: Data(text.utf8), name: "<text>"), into: sink, context: ConversionContext())
    return sink.dataset.items
  }
}

/// Streamed workouts: the line is the one written for the whole workout, but the route locations and
/// series entries are written from the spools as they are read (the line goes out to the sink in
/// pieces), so a workout's points are never all in memory.
extension NDJSONWriter: StreamingWorkoutSink {
  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    streamedWorkouts += 1
    let output = self.output
    func flush(_ out: NDJSONBytes) throws {
      guard out.count >= Self.flushThreshold else { return }
      try out.write(to: output)
      out.removeAll()
    }
    let streamed = NDJSONFastEncoder.StreamedArrays(
      streamsLocations: { r in r < points.routes.count && points.locationCount(route: r) > 0 },
      writeLocations: { r, out in
        var first = true
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            NDJSONFastEncoder.location(l, out)
          }
          try flush(out)
        }
      },
      streamsSeries: { i in
        guard i < points.series.count, points.entryCount(sample: i) > 0, case .quantity = shell.samples[i]
        else {
          return false
        }
        return true
      },
      writeSeries: { i, origin, out in
        var first = true
        var cursor = points.entryCursor(sample: i)
        while let entry = try cursor.next() {
          if !first { out.append(UInt8(ascii: ",")) }
          first = false
          NDJSONFastEncoder.seriesEntry(entry, origin: origin, out)
          if out.count >= Self.flushThreshold { try flush(out) }
        }
      })
    try NDJSONFastEncoder.workout(shell, streamed: streamed, line)
    line.append(0x0A)
    if line.count >= Self.flushThreshold { try flushLines() }
  }
}
