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

/// Helpers of the TCX streaming tests. (The reader has one path: points always go to spools and
/// `WorkoutStreaming.deliver` materializes them for sinks that take workouts whole, so a streamed and a
/// whole reading are the same by construction; `TCXOnePathTests.streamedReading` checks what that path
/// must get right.)
enum TCXStreamingTests {
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
    for item in items {
      if streamed, case .workout(let workout) = item {
        let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: chunk)
        try writer.receive(workout: shell, points: points)
      } else {
        try writer.receive(item)
      }
    }
    try writer.finish()
    return (sink.data, report(context), (writer as! TCXWriter).streamedWorkouts)
  }
}

/// The TCX writer has one path: a whole workout is split into a shell and spooled points and written
/// as a streamed one. These tests run without `../shared`, on `Tests/` and `Samples/` fixtures and on
/// the awkward workouts of `AwkwardWorkouts`.
@Suite struct TCXOnePathTests {
  /// The fixture inputs: the golden inputs, the samples and the awkward workouts, by name.
  static func fixtures() throws -> [(String, [HealthItem])] {
    var inputs: [(String, [HealthItem])] = AwkwardWorkouts.all().map { ($0.0, [.workout($0.1)]) }
    let golden = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs")
    inputs.append(("activity.tcx", try TCX.read(file: golden.appendingPathComponent("activity.tcx")).0))
    for (name, reader) in [
      ("track.gpx", GPXReader(options: GPXOptions(FormatOptions())) as any FormatReader),
      ("ride.fit", FITReader()), ("morning-run.ndjson", NDJSONReader()),
    ] {
      let folder = name == "track.gpx" ? golden : TestPaths.samples
      let sink = DatasetSink()
      try reader.read(
        InputSource(file: folder.appendingPathComponent(name)), into: sink, context: ConversionContext())
      inputs.append((name, sink.dataset.items))
    }
    return inputs
  }

  static func project(_ items: [HealthItem]) -> [HealthItem] {
    let projection = CapabilityProjection(target: TCXFormat().descriptor)
    return items.compactMap { projection.project($0, context: ConversionContext()) }
  }

  @Test(
    "A whole workout and the same workout streamed in blocks of 1, 7 and 4096 points give the same bytes and losses"
  )
  func wholeEqualsStreamedInBlocks() throws {
    var workouts = 0
    for (name, items) in try Self.fixtures() {
      let projected = Self.project(items)
      workouts += projected.filter { if case .workout = $0 { true } else { false } }.count
      let whole = try TCXStreamingTests.writeTCX(projected, streamed: false)
      #expect(whole.2 == 0)
      for chunk in [1, 7, 4096] {
        let streamed = try TCXStreamingTests.writeTCX(projected, streamed: true, chunk: chunk)
        #expect(streamed.0 == whole.0, "\(name), blocks of \(chunk): bytes differ")
        #expect(streamed.1 == whole.1, "\(name), blocks of \(chunk): reports differ")
      }
    }
    #expect(workouts >= 15)
  }

  @Test(
    "The reader's streamed workouts: shells hold no points, and identities derived without the points are the whole objects'"
  )
  func streamedReading() throws {
    let golden = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs/activity.tcx")
    var inputs: [(String, Data)] = [("activity.tcx", try Data(contentsOf: golden))]
    for (name, workout) in AwkwardWorkouts.all() {
      inputs.append(
        (name, try TCXStreamingTests.writeTCX(Self.project([.workout(workout)]), streamed: false).0))
    }
    for url in TCX.corpusFiles { inputs.append((url.lastPathComponent, try Data(contentsOf: url))) }
    let (streamed, problems) = try StreamedWorkoutCollector.checkStreamedReading(inputs, with: TCXReader())
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(streamed >= AwkwardWorkouts.all().count + 1)
  }

  @Test(
    "Awkward inputs are normalised once: reversed or split routes and shuffled series write the base's trackpoints"
  )
  func awkwardInputsAreNormalised() throws {
    let all = Dictionary(uniqueKeysWithValues: AwkwardWorkouts.all())
    func write(_ name: String) throws -> (Data, String) {
      let (data, report, _) = try TCXStreamingTests.writeTCX(
        Self.project([.workout(all[name]!)]), streamed: true)
      return (data, report)
    }
    let base = try write("base")
    #expect(String(decoding: base.0, as: UTF8.self).components(separatedBy: "<Trackpoint>").count - 1 == 52)
    for name in ["reversed route", "two routes, later half first", "shuffled heart rate"] {
      let awkward = try write(name)
      #expect(awkward.0 == base.0, "\(name): bytes differ from the base workout's")
    }
    // Each point repeated at its time (without altitude): twice the trackpoints, in the base's order.
    let repeated = String(decoding: try write("repeated times").0, as: UTF8.self)
    #expect(repeated.components(separatedBy: "<Trackpoint>").count - 1 == 2 * 52)
  }
}
