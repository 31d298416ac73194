import FormatFIT
import FormatGPX
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

@testable import FormatTCX

/// The TCX writer gives the same bytes and losses for a workout streamed (shell + spooled points, two
/// merge passes) as for the whole workout, on every corpus file of TCX, GPX and FIT.
@Suite("TCX streaming ≡ whole workouts", .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
struct TCXStreamingTests {
  static func report(_ context: ConversionContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: (try? encoder.encode(context.report)) ?? Data(), as: UTF8.self)
  }

  /// Writes projected items as TCX, workouts whole or streamed (spools of `chunk` elements).
  static func writeTCX(_ items: [HealthItem], streamed: Bool, chunk: Int = 50) throws -> (Data, String, Int) {
    let context = ConversionContext(inputName: "items")
    let sink = DataSink()
    let writer = try TCXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
    let streaming = writer as! any StreamingWorkoutSink
    for item in items {
      if streamed, case .workout(let workout) = item, streaming.acceptsStreamed(workout) {
        let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: chunk)
        try streaming.receive(workout: shell, points: points)
      } else {
        try writer.receive(item)
      }
    }
    try writer.finish()
    return (sink.data, report(context), (writer as! TCXWriter).streamedWorkouts)
  }

  static func inputs() throws -> [(String, [HealthItem])] {
    var inputs: [(String, [HealthItem])] = []
    for url in TCX.corpusFiles { inputs.append((url.lastPathComponent, try TCX.read(file: url).0)) }
    for url in SharedCorpus.files(in: "corpus/gpx", extension: "gpx") {
      let sink = DatasetSink()
      try GPXReader(options: GPXOptions(FormatOptions())).read(
        InputSource(file: url), into: sink, context: ConversionContext())
      inputs.append((url.lastPathComponent, sink.dataset.items))
    }
    for url in SharedCorpus.files(in: "corpus/fit", extension: "fit") {
      let sink = DatasetSink()
      guard (try? FITReader().read(InputSource(file: url), into: sink, context: ConversionContext())) != nil
      else { continue }
      inputs.append((url.lastPathComponent, sink.dataset.items))
    }
    return inputs
  }

  @Test("TCX reader: streamed items ≡ whole items on every corpus file")
  func readerEquivalence() throws {
    var streamed = 0
    for url in TCX.corpusFiles {
      let (whole, wholeContext) = try TCX.read(file: url)
      let context = ConversionContext(inputName: url.path)
      let collector = StreamedWorkoutCollector()
      try TCXReader(options: FormatOptions()).read(InputSource(file: url), into: collector, context: context)
      let streamedText = try NDJSONWriter.text(of: collector.items)
      let wholeText = try NDJSONWriter.text(of: whole)
      #expect(streamedText == wholeText, "\(url.lastPathComponent)")
      #expect(Self.report(context) == Self.report(wholeContext), "\(url.lastPathComponent)")
      streamed += collector.streamed
    }
    #expect(streamed >= 20)
  }

  @Test("TCX writer: streamed workouts give the same bytes and losses (TCX, GPX and FIT corpora)")
  func writerEquivalence() throws {
    let projection = CapabilityProjection(target: TCXFormat().descriptor)
    var streamedWorkouts = 0
    for (name, items) in try Self.inputs() {
      let projected = items.compactMap { projection.project($0, context: ConversionContext()) }
      let whole = try Self.writeTCX(projected, streamed: false)
      let streamed = try Self.writeTCX(projected, streamed: true)
      #expect(streamed.0 == whole.0, "\(name): bytes differ")
      #expect(streamed.1 == whole.1, "\(name): reports differ")
      streamedWorkouts += streamed.2
    }
    #expect(streamedWorkouts >= 50, "most workouts must take the streamed path, not the fallback")
  }
}
