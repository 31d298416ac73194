import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// The FIT reader has one path: route points and series entries always go to spools and the workout goes
/// out as a shell plus points through `WorkoutStreaming.deliver` (materialized for sinks that take
/// workouts whole), so a streamed and a whole reading are the same by construction. These tests check
/// what that path must get right, without `../shared` (the sample, the awkward workouts written as FIT,
/// a file whose records are out of time order) and on the corpus when present.
@Suite struct FITOnePathTests {
  static let t0 = 1_000_000_000.0
  static let semicircles = 2_147_483_648.0 / 180

  /// A one-session ride whose records come out of time order (as some devices write them): record `i`
  /// of `order` is at `t0 + order[i]` s, with a position, heart rate `100 + order[i]` and power.
  static func unsortedRide(_ order: [Int]) -> Data {
    var encoder = FITEncoder()
    var m = FITMessage(globalNumber: FITMessageNumber.fileId)
    m.set(FITFieldNumber.FileId.type, 4)
    encoder.write(m)
    for s in order {
      let t = Double(s)
      m = FITMessage(globalNumber: FITMessageNumber.record)
      m.set(FITFieldNumber.timestamp, t0 + t)
      m.set(FITFieldNumber.Record.positionLat, ((47.37 + t * 1e-4) * semicircles).rounded())
      m.set(FITFieldNumber.Record.positionLong, ((8.54 + t * 2e-4) * semicircles).rounded())
      m.set(FITFieldNumber.Record.heartRate, 100 + t)
      m.set(FITFieldNumber.Record.power, 200 + 3 * t)
      encoder.write(m)
    }
    m = FITMessage(globalNumber: FITMessageNumber.session)
    m.set(FITFieldNumber.timestamp, t0 + Double(order.max()!))
    m.set(FITFieldNumber.Session.startTime, t0)
    m.set(FITFieldNumber.Session.totalElapsedTime, Double(order.max()!))
    m.set(FITFieldNumber.Session.sport, 2)
    encoder.write(m)
    return Data(encoder.finish())
  }

  /// Writes a workout as FIT.
  static func fit(_ workout: Workout) throws -> Data {
    let out = DataSink()
    let writer = try #require(
      try FITFormat().makeWriter(to: out, options: FormatOptions(), context: ConversionContext()))
    try writer.receive(.workout(workout))
    try writer.finish()
    return out.data
  }

  @Test(
    "The reader's streamed workouts: shells hold no points, and identities derived without the points are the whole objects'"
  )
  func streamedReading() throws {
    var inputs: [(String, Data)] = [
      ("ride.fit", try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit"))),
      ("unsorted.fit", Self.unsortedRide([0, 1, 2, 5, 3, 4, 9, 6, 7, 8, 10])),
    ]
    for (name, workout) in AwkwardWorkouts.all() { inputs.append((name, try Self.fit(workout))) }
    for url in SharedCorpus.files(in: "corpus/fit", extension: "fit") {
      let data = try Data(contentsOf: url)
      // Files the reader rejects (damaged beyond recovery) have no workout to check.
      let probe = DatasetSink()
      guard
        (try? FITReader().read(
          InputSource(data: data, name: url.lastPathComponent), into: probe, context: ConversionContext()))
          != nil
      else { continue }
      inputs.append((url.lastPathComponent, data))
    }
    let (streamed, problems) = try StreamedWorkoutCollector.checkStreamedReading(inputs, with: FITReader())
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(streamed >= AwkwardWorkouts.all().count + 2)
  }

  @Test("Records out of time order are sorted once: route and series in time order, summaries over them")
  func unsortedRecordsAreSorted() throws {
    let order = [0, 1, 2, 5, 3, 4, 9, 6, 7, 8, 10]
    let sink = DatasetSink()
    try FITReader().read(
      InputSource(data: Self.unsortedRide(order), name: "unsorted.fit"), into: sink,
      context: ConversionContext())
    let workouts = sink.dataset.items.compactMap { item -> Workout? in
      if case .workout(let w) = item { w } else { nil }
    }
    let workout = try #require(workouts.first)
    let start = Date(timeIntervalSince1970: Self.t0 + fitEpoch)
    let route = try #require(workout.routes.first)
    #expect(route.locations.map { $0.time.timeIntervalSince(start) } == (0...10).map(Double.init))
    #expect(route.header.start.date == start)
    #expect(route.header.end.date == start.addingTimeInterval(10))
    #expect(route.header.uuid == Identity.uuid(for: route))
    let heartRate = try #require(
      workout.samples.lazy.compactMap { sample -> QuantitySample? in
        if case .quantity(let q) = sample, q.type == "HKQuantityTypeIdentifierHeartRate" { q } else { nil }
      }.first)
    #expect(heartRate.series.map(\.value) == (0...10).map { 100 + Double($0) })
    #expect(heartRate.series.map { $0.start.timeIntervalSince(start) } == (0...10).map(Double.init))
    #expect(heartRate.quantity.value == 105)
    #expect(heartRate.header.start.date == start)
    #expect(heartRate.header.uuid == Identity.uuid(for: heartRate))
    #expect(workout.header.uuid == Identity.uuid(for: workout))
  }

  @Test("The sort is external: tiny runs (many of them, merged) read the same as one run in memory")
  func unsortedRecordsSortedInManyRuns() throws {
    let data = Self.unsortedRide([0, 1, 2, 5, 3, 4, 9, 6, 7, 8, 10, 12, 11, 13, 20, 14, 15, 19, 16, 17, 18])
    func read(runSize: Int) throws -> [HealthItem] {
      var reader = FITReader()
      reader.sortRunSize = runSize
      let sink = DatasetSink()
      try reader.read(InputSource(data: data, name: "unsorted.fit"), into: sink, context: ConversionContext())
      return sink.dataset.items
    }
    let whole = try read(runSize: PointBuffer<Location>.defaultRunSize)
    #expect(!whole.isEmpty)
    for runSize in [1, 2, 3, 5, 20] { #expect(try read(runSize: runSize) == whole, "run size \(runSize)") }
  }
}
