import FormatKit
import Foundation
import Testing
import WorkoutModel

@testable import FormatTCX

/// A route point and series entries at one instant are one Trackpoint. A route point's altitude or
/// speed and an altitude or speed series entry with the same instant and value are one reading (FIT
/// records carry both), written once; a different value is a second reading, kept as a second
/// Trackpoint at that instant. The whole and the streamed paths agree.
@Suite struct TCXPointMergeTests {
  static func workout(seriesAltitude: Double, seriesSpeed: Double) -> Workout {
    let t0 = Date(timeIntervalSince1970: 1_600_000_000)
    let times = (0..<3).map { t0.addingTimeInterval(Double($0)) }
    let start = Timestamp(t0)
    let end = Timestamp(times.last!)
    let header = SampleHeader(uuid: UUID(), start: start, end: end)
    let locations = times.map { Location(time: $0, latitude: 45, longitude: 7, altitude: 100, speed: 3) }
    func series(_ type: String, _ unit: QuantityUnit, _ value: Double) -> WorkoutSample {
      .quantity(
        QuantitySample(
          header: header, type: type, quantity: Quantity(value, unit),
          series: times.map { QuantitySeriesEntry(value: value, start: $0) }))
    }
    return Workout(
      header: header, activityType: .running, duration: 2,
      routes: [WorkoutRoute(header: header, locations: locations)],
      samples: [
        series(WorkoutSeriesType.heartRate, .countPerMinute, 120),
        series(WorkoutSeriesType.altitude, .meter, seriesAltitude),
        series(WorkoutSeriesType.runningSpeed, .meterPerSecond, seriesSpeed),
      ])
  }

  static func trackpoints(_ data: Data) -> (points: Int, instants: Int) {
    let text = String(decoding: data, as: UTF8.self)
    let times = text.components(separatedBy: "<Trackpoint>").dropFirst().compactMap { point -> String? in
      guard let a = point.range(of: "<Time>"), let b = point.range(of: "</Time>") else { return nil }
      return String(point[a.upperBound..<b.lowerBound])
    }
    return (times.count, Set(times).count)
  }

  @Test func equalValuesAtOneInstantAreOneTrackpoint() throws {
    let items = [HealthItem.workout(Self.workout(seriesAltitude: 100, seriesSpeed: 3))]
    let (whole, wholeReport, _) = try TCXStreamingTests.writeTCX(items, streamed: false)
    let (streamed, streamedReport, count) = try TCXStreamingTests.writeTCX(items, streamed: true)
    #expect(count == 1)
    #expect(whole == streamed)
    #expect(wholeReport == streamedReport)
    let (points, instants) = Self.trackpoints(whole)
    #expect(instants == 3)
    #expect(points == 3)
    let text = String(decoding: whole, as: UTF8.self)
    #expect(text.components(separatedBy: "<AltitudeMeters>100</AltitudeMeters>").count - 1 == 3)
    #expect(text.components(separatedBy: "<HeartRateBpm>").count - 1 == 3)
  }

  @Test func differentValuesAtOneInstantStayTwoTrackpoints() throws {
    let items = [HealthItem.workout(Self.workout(seriesAltitude: 101, seriesSpeed: 4))]
    let (whole, _, _) = try TCXStreamingTests.writeTCX(items, streamed: false)
    let (streamed, _, _) = try TCXStreamingTests.writeTCX(items, streamed: true)
    #expect(whole == streamed)
    let (points, instants) = Self.trackpoints(whole)
    #expect(instants == 3)
    #expect(points == 6)
    let text = String(decoding: whole, as: UTF8.self)
    #expect(
      text.contains("<AltitudeMeters>100</AltitudeMeters>")
        && text.contains("<AltitudeMeters>101</AltitudeMeters>"))
  }
}
