import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

/// The one series placement of the GPX writer (whole and streamed workouts take the same path), on
/// small built workouts: no corpus needed.
@Suite struct GPXSeriesPlacementTests {
  static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  static func header(_ seconds: Double) -> SampleHeader {
    SampleHeader(uuid: UUID(), start: Timestamp(t0), end: Timestamp(t0.addingTimeInterval(seconds)))
  }

  static func series(_ type: String, _ unit: QuantityUnit, _ values: [(Double, Double)]) -> WorkoutSample {
    .quantity(
      QuantitySample(
        header: header(10), type: type, quantity: Quantity(values.first?.0 ?? 0, unit),
        series: values.map { QuantitySeriesEntry(value: $0.0, start: t0.addingTimeInterval($0.1)) }))
  }

  static func workout(_ locations: [Location], samples: [WorkoutSample]) -> Workout {
    Workout(
      header: header(10), activityType: .running,
      routes: [WorkoutRoute(header: header(10), locations: locations)], samples: samples)
  }

  static func point(_ seconds: Double, altitude: Double? = nil) -> Location {
    Location(time: t0.addingTimeInterval(seconds), latitude: 45, longitude: 7, altitude: altitude)
  }

  static func elevations(_ data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).components(separatedBy: "<trkpt").dropFirst().map { point in
      guard let start = point.range(of: "<ele>"), let end = point.range(of: "</ele>") else { return "-" }
      return String(point[start.upperBound..<end.lowerBound])
    }
  }

  /// An altitude series whose values `<ele>` carries is kept, not reported lost; a value at a
  /// point without altitude becomes its `<ele>`; only a value with no point at its time is lost.
  @Test func altitudeSeriesKeptByElevationIsNotALoss() throws {
    let workout = Self.workout(
      [Self.point(0, altitude: 100), Self.point(1, altitude: 101), Self.point(2)],
      samples: [Self.series(WorkoutSeriesType.altitude, .meter, [(100, 0), (101, 1), (102, 2), (103, 5)])])
    let (data, context) = try GPX.write([.workout(workout)])
    #expect(Self.elevations(data) == ["100", "101", "102"])
    let losses = context.report.losses.filter { $0.kind == .series(WorkoutSeriesType.altitude) }
    #expect(losses.count == 1)
    #expect(losses.first?.count == 1, "only the value at +5 s has no point")
    #expect(losses.first?.reason.contains("no point at their time") == true)
    #expect(!context.report.losses.contains { $0.reason.contains("no per-point field") })
  }

  /// A sample without a series is its own single entry (`QuantitySample.entries`), as Health exports
  /// give heart rate: it goes to the point at its start.
  @Test func sampleWithoutSeriesIsItsOwnEntry() throws {
    let sample = QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(Self.t0.addingTimeInterval(1)),
        end: Timestamp(Self.t0.addingTimeInterval(1))),
      type: WorkoutSeriesType.heartRate, quantity: Quantity(140, .countPerMinute))
    let workout = Self.workout([Self.point(0), Self.point(1)], samples: [.quantity(sample)])
    let text = String(decoding: try GPX.write([.workout(workout)]).0, as: UTF8.self)
    #expect(text.components(separatedBy: "<gpxtpx:hr>140</gpxtpx:hr>").count == 2)
  }

  /// Whole and streamed workouts give the same bytes and losses, also for the awkward inputs that the
  /// writer normalises (points out of time order, repeated times, a series out of order, two series on
  /// one field, several routes).
  @Test func awkwardInputsTakeTheOnePath() throws {
    let hr = WorkoutSeriesType.heartRate
    let unsortedPoints = Self.workout(
      [Self.point(2), Self.point(0), Self.point(1), Self.point(1)],
      samples: [
        Self.series(hr, .countPerMinute, [(120, 1), (100, 0), (121, 1), (130, 2)]),
        Self.series(hr, .countPerMinute, [(99, 2), (98, 3)]),
      ])
    var twoRoutes = Self.workout([Self.point(0), Self.point(2)], samples: [])
    twoRoutes.routes.append(WorkoutRoute(header: Self.header(10), locations: [Self.point(1)]))
    twoRoutes.samples = [Self.series(hr, .countPerMinute, [(100, 0), (101, 1), (102, 2)])]
    for workout in [unsortedPoints, twoRoutes] {
      let (whole, wholeContext) = try GPX.write([.workout(workout)])
      let context = ConversionContext(inputName: "items")
      let sink = DataSink()
      let writer = try GPXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
      let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: 2)
      try writer.receive(workout: shell, points: points)
      try writer.finish()
      #expect(sink.data == whole)
      #expect(context.report.losses == wholeContext.report.losses)
    }
    // Points out of time order keep their order; each takes its time's values in order, the second
    // series fills what the first left free (the second point at +1 s: 121; +2 s: 130, so 99 is lost).
    let text = String(decoding: try GPX.write([.workout(unsortedPoints)]).0, as: UTF8.self)
    let rates = text.components(separatedBy: "<trkpt").dropFirst().map { point -> String in
      guard let start = point.range(of: "<gpxtpx:hr>"), let end = point.range(of: "</gpxtpx:hr>") else {
        return "-"
      }
      return String(point[start.upperBound..<end.lowerBound])
    }
    #expect(rates == ["130", "100", "120", "121"])
    let (_, context) = try GPX.write([.workout(unsortedPoints)])
    #expect(
      context.report.losses.first { $0.kind == .series(hr) }?.count == 2,
      "99 at +2 s and 98 at +3 s have no free point")
  }
}
