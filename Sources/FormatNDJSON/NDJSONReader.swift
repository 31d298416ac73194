import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

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
