import FormatKit
import Foundation
import Testing
import WorkoutModel

@testable import FormatTCX

/// TCX has no end time: reading takes the latest lap end (StartTime + TotalTimeSeconds) or trackpoint.
/// A workout whose laps (or, without laps, whose active duration) run past its end reads back with a
/// later end, and the writer reports it (a FIT session can have a timer time longer than its records).
@Suite struct TCXWorkoutEndTests {
  static func workout(duration: Double) -> Workout {
    let t0 = Date(timeIntervalSince1970: 1_600_000_000)
    let header = SampleHeader(uuid: UUID(), start: Timestamp(t0), end: Timestamp(t0.addingTimeInterval(10)))
    let hr = QuantitySample(
      header: header, type: WorkoutSeriesType.heartRate, quantity: Quantity(120, .countPerMinute),
      series: (0...10).map { QuantitySeriesEntry(value: 120, start: t0.addingTimeInterval(Double($0))) })
    return Workout(header: header, activityType: .cycling, duration: duration, samples: [.quantity(hr)])
  }

  @Test(arguments: [(10.0, false), (12.0, true)])
  func anActiveDurationBeyondTheEndIsReported(duration: Double, reported: Bool) throws {
    let items = [HealthItem.workout(Self.workout(duration: duration))]
    let context = ConversionContext()
    let (data, _) = try TCX.write(items, context: context)
    #expect(context.report.losses.contains { $0.kind == "workout end" } == reported)
    let (back, _) = try TCX.read(InputSource(data: data, name: "end.tcx"))
    let w = try #require(TCX.workouts(back).first)
    #expect(w.header.end.date.timeIntervalSince(w.header.start.date) == max(10, duration))
    // The streamed path reports the same.
    let (whole, wholeReport, _) = try TCXStreamingTests.writeTCX(items, streamed: false)
    let (streamed, streamedReport, count) = try TCXStreamingTests.writeTCX(items, streamed: true)
    #expect(count == 1)
    #expect(whole == streamed && wholeReport == streamedReport)
    #expect(wholeReport.contains("workout end") == reported)
  }
}
