import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

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
