import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// FIT records carry distance as a running total; the model's distance series hold increments. The
/// writer accumulates the increments of every distance sample in time order (a multisport workout has
/// one sample per distance type, legs interleaved: running, cycling, running), values of two types in
/// one second take separate records, and an increment below zero (a source whose distance goes back)
/// is written as no distance and reported.
@Suite struct FITDistanceTests {
  static let t0 = Date(timeIntervalSince1970: 1_600_000_000)

  /// Increments at whole seconds: the first one covers no time (the total at the first point).
  static func entries(from: Int, values: [Double]) -> [QuantitySeriesEntry] {
    values.enumerated().map { k, v in
      let end = t0.addingTimeInterval(Double(from + k))
      return QuantitySeriesEntry(value: v, start: k == 0 ? end : end.addingTimeInterval(-1), end: end)
    }
  }

  static func sample(_ type: String, _ entries: [QuantitySeriesEntry]) -> WorkoutSample {
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(entries.first!.start), end: Timestamp(entries.last!.end))
    return .quantity(
      QuantitySample(
        header: header, type: type, quantity: Quantity(entries.reduce(0) { $0 + $1.value }, .meter),
        series: entries))
  }

  @Test func incrementsOfInterleavedTypesSurviveTheRunningTotal() throws {
    // Running 0…4 s and 8…10 s, cycling 4…8 s (its first entry at 4 s, the second where running ended).
    let run1 = Self.entries(from: 0, values: [0, 3, 3.5, -1.25, 4])
    let bike = Self.entries(from: 4, values: [0, 10, 11, 9, 12])
    let run2 = Self.entries(from: 8, values: [0, 2.5, 3])
    let runs = run1 + run2
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(Self.t0), end: Timestamp(Self.t0.addingTimeInterval(10)))
    let workout = Workout(
      header: header, activityType: .running, duration: 10,
      samples: [
        Self.sample(WorkoutSeriesType.distanceWalkingRunning, runs),
        Self.sample(WorkoutSeriesType.distanceCycling, bike),
      ])
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(workout))
    try writer.finish()
    let loss = context.report.losses.first { $0.kind == "negative distance increments" }
    #expect(loss?.count == 1)

    let (back, _) = try FITMapping.read(out.data)
    let read = try #require(back).samples.compactMap { s -> [QuantitySeriesEntry]? in
      guard case .quantity(let q) = s, WorkoutSeriesType.distances.contains(q.type) else { return nil }
      return q.series
    }.flatMap { $0 }
    // In time order (stable: at 4 s and 8 s the ending leg's increment comes before the next leg's first).
    let expected = (run1 + bike.prefix(1) + bike.dropFirst() + run2).map { e in
      QuantitySeriesEntry(value: max(0, e.value), start: e.start, end: e.end)
    }
    let order = { (a: QuantitySeriesEntry, b: QuantitySeriesEntry) in a.end < b.end }
    let expectedSorted = expected.enumerated().sorted {
      order($0.1, $1.1) || (!order($1.1, $0.1) && $0.0 < $1.0)
    }.map(\.1)
    #expect(read.count == expected.count)
    #expect(read.map(\.end) == expectedSorted.map(\.end))
    for (a, e) in zip(read, expectedSorted) {
      #expect(abs(a.value - e.value) <= 0.01, "\(a) vs \(e)")
    }
    #expect(abs(read.reduce(0) { $0 + $1.value } - expected.reduce(0) { $0 + $1.value }) <= 0.02)
  }
}

/// A multisport FIT activity has statistics per session only: a multisport workout's own statistics
/// (beside its activities') cannot be written, and the writer says so; the activities' statistics are
/// written and read back.
@Suite struct FITMultisportStatisticsTests {
  @Test func theWorkoutsOwnStatisticsAreALoss() throws {
    let t0 = Timestamp(Date(timeIntervalSince1970: 1_600_000_000))
    let t1 = t0.adding(600)
    let t2 = t0.adding(1200)
    func distance(_ start: Timestamp, _ end: Timestamp, _ sum: Double) -> WorkoutStatistics {
      WorkoutStatistics(
        type: WorkoutSeriesType.distanceWalkingRunning, start: start, end: end, unit: .meter, sum: sum)
    }
    let activities = [
      WorkoutActivity(
        uuid: UUID(), configuration: WorkoutConfiguration(activityType: .running), start: t0, end: t1,
        statistics: [distance(t0, t1, 1000)]),
      WorkoutActivity(
        uuid: UUID(), configuration: WorkoutConfiguration(activityType: .running), start: t1, end: t2,
        statistics: [distance(t1, t2, 1500)]),
    ]
    let workout = Workout(
      header: SampleHeader(uuid: UUID(), start: t0, end: t2), activityType: .swimBikeRun, duration: 1200,
      activities: activities,
      statistics: [
        distance(t0, t2, 2500),
        WorkoutStatistics(
          type: WorkoutSeriesType.heartRate, start: t0, end: t2, unit: .countPerMinute, average: 140),
      ])
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(workout))
    try writer.finish()
    #expect(context.report.losses.first { $0.kind == "workout statistics" }?.count == 2)
    let (back, _) = try FITMapping.read(out.data)
    let w = try #require(back)
    #expect(w.activities.count == 2)
    #expect(
      w.activities.map { $0.statistics.first { $0.type == WorkoutSeriesType.distanceWalkingRunning }?.sum }
        == [1000, 1500])
  }
}

/// One activity spanning the workout (iOS 16+ exports): the workout's statistics are its session's, and
/// only those the session message cannot hold are lost — counted one by one (a single-sport run
/// loses 2 of its 7 statistics, not all 7).
@Suite struct FITSingleActivityStatisticsTests {
  @Test func theWorkoutsStatisticsGoToItsOneSession() throws {
    let t0 = Timestamp(Date(timeIntervalSince1970: 1_600_000_000))
    let t1 = t0.adding(1200)
    let activity = WorkoutActivity(
      uuid: UUID(), configuration: WorkoutConfiguration(activityType: .running), start: t0, end: t1,
      statistics: [
        WorkoutStatistics(
          type: WorkoutSeriesType.distanceWalkingRunning, start: t0, end: t1, unit: .meter, sum: 3000)
      ])
    let workout = Workout(
      header: SampleHeader(uuid: UUID(), start: t0, end: t1), activityType: .running, duration: 1200,
      activities: [activity],
      statistics: [
        WorkoutStatistics(
          type: WorkoutSeriesType.distanceWalkingRunning, start: t0, end: t1, unit: .meter, sum: 3000),
        WorkoutStatistics(
          type: WorkoutSeriesType.activeEnergy, start: t0, end: t1, unit: .kilocalorie, sum: 250),
        WorkoutStatistics(
          type: WorkoutSeriesType.heartRate, start: t0, end: t1, unit: .countPerMinute, average: 140,
          maximum: 171),
        WorkoutStatistics(
          type: "HKQuantityTypeIdentifierBasalEnergyBurned", start: t0, end: t1, unit: .kilocalorie, sum: 30),
      ])
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(workout))
    try writer.finish()
    #expect(context.report.losses.first { $0.kind == "workout statistics" } == nil)
    #expect(context.report.losses.first { $0.kind == "session statistics" }?.count == 1)
    let (back, _) = try FITMapping.read(out.data)
    // A one-session FIT reads back as a workout without activities: the session's totals are its own.
    let read = try #require(back)
    let statistics = read.activities.first?.statistics ?? read.statistics
    #expect(statistics.first { $0.type == WorkoutSeriesType.activeEnergy }?.sum == 250)
    let hr = statistics.first { $0.type == WorkoutSeriesType.heartRate }
    #expect(hr?.average == 140 && hr?.maximum == 171)
    #expect(statistics.first { $0.type == WorkoutSeriesType.distanceWalkingRunning }?.sum == 3000)
  }
}

/// FIT closes an activity with a timer stop at its end: a final pause without a resume within a second
/// of the end reads back as that stop (the end), so the writer reports it; earlier pauses read back.
@Suite struct FITFinalPauseTests {
  static func write(_ events: [WorkoutEvent]) throws -> (Workout, ConversionContext) {
    let t0 = Timestamp(Date(timeIntervalSince1970: 1_600_000_000))
    let workout = Workout(
      header: SampleHeader(uuid: UUID(), start: t0, end: t0.adding(60)), activityType: .running, duration: 50,
      events: events)
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(workout))
    try writer.finish()
    return (try #require(try FITMapping.read(out.data).0), context)
  }

  @Test func aFinalPauseWithoutResumeIsReported() throws {
    let t0 = Timestamp(Date(timeIntervalSince1970: 1_600_000_000))
    let pauses = [
      WorkoutEvent(type: .pause, start: t0.adding(20)), WorkoutEvent(type: .resume, start: t0.adding(30)),
    ]
    // Paused and resumed, then paused 1 s before the end: the last pause reads back as the end.
    let (cut, lossy) = try Self.write(pauses + [WorkoutEvent(type: .pause, start: t0.adding(59))])
    #expect(lossy.report.losses.first { $0.kind == "final pause events" }?.count == 1)
    #expect(cut.events.filter { $0.type == .pause }.map(\.start) == [t0.adding(20)])
    // Without the final pause nothing is lost and the pause reads back.
    let (kept, clean) = try Self.write(pauses)
    #expect(!clean.report.losses.contains { $0.kind == "final pause events" })
    #expect(
      kept.events.filter { $0.type == .pause || $0.type == .resume }.map(\.start) == [
        t0.adding(20), t0.adding(30),
      ])
  }
}

/// The device is file_id's; each device_info message is a `FIT.device_info.N` metadata entry, never part of
/// the device (Apple's device string would otherwise hold 12 concatenated device_info records). The values are
/// fitdecode's: edge500-ride has 5 device_info messages, the creator an edge500.
@Suite struct FITDeviceInfoTests {
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func deviceInfoMessagesAreMetadataNotTheDevice() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-edge500-ride.fit")
    let (read, _) = try FITMapping.read(Data(contentsOf: url))
    let workout = try #require(read)
    #expect(workout.header.device?.extra.isEmpty ?? true)
    #expect(workout.header.device?.name == "edge500")
    let entries = workout.header.metadata.entries.filter { $0.key.hasPrefix("FIT.device_info.") }
    #expect(entries.count == 5)
    #expect(entries.first?.value.stringValue.contains("garmin_product=edge500") == true)
  }
}
