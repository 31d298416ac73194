import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

/// The activity operations on a built model (no corpus, no Python): exact values, counts and summaries.
@Suite struct ActivityOperationTests {
  static let t0 = Timestamp(unixSeconds: 1_700_000_000, utcOffset: 3600)

  /// 600 s at 1 Hz along a straight line north with a 10 s pause at 300 s; two laps of 300 s; heart rate
  /// every second; a plain energy sample over the whole workout.
  static func workout() -> Workout {
    let start = t0
    let end = t0.adding(599)
    var locations: [Location] = []
    var hr: [QuantitySeriesEntry] = []
    for i in 0..<600 {
      let time = start.date.addingTimeInterval(Double(i))
      locations.append(Location(time: time, latitude: 45 + Double(i) * 1e-5, longitude: 5))
      hr.append(QuantitySeriesEntry(value: 100 + Double(i % 50), start: time))
    }
    let header = SampleHeader(uuid: UUID(), start: start, end: end)
    let laps = [
      WorkoutEvent(
        type: .lap, start: start, duration: 300, metadata: [SummaryKey.timerDuration: .number(300)],
        statistics: [
          WorkoutStatistics(
            type: "HKQuantityTypeIdentifierDistanceWalkingRunning", start: start, end: start.adding(300),
            unit: .meter, sum: 333)
        ]),
      WorkoutEvent(type: .lap, start: start.adding(300), duration: 299),
      WorkoutEvent(type: .pause, start: start.adding(400)),
      WorkoutEvent(type: .resume, start: start.adding(410)),
    ]
    return Workout(
      header: header, activityType: .running, duration: 589, events: laps,
      statistics: [
        WorkoutStatistics(
          type: "HKQuantityTypeIdentifierHeartRate", start: start, end: end, unit: .countPerMinute,
          average: 124.5)
      ],
      routes: [
        WorkoutRoute(header: SampleHeader(uuid: UUID(), start: start, end: end), locations: locations)
      ],
      samples: [
        .quantity(
          QuantitySample(
            header: SampleHeader(uuid: UUID(), start: start, end: end),
            type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(124.5, .countPerMinute), series: hr)
        ),
        .quantity(
          QuantitySample(
            header: SampleHeader(uuid: UUID(), start: start, end: end),
            type: "HKQuantityTypeIdentifierActiveEnergyBurned", quantity: Quantity(90, .kilocalorie))),
      ])
  }

  func change(_ context: ConversionContext, _ op: String, _ kind: String, _ action: String) -> Int {
    context.report.changes.filter { $0.operation == op && $0.kind == kind && $0.action == action }.reduce(0) {
      $0 + $1.count
    }
  }

  @Test func durations() {
    #expect(DurationText.parse("90") == 90)
    #expect(DurationText.parse("5m") == 300)
    #expect(DurationText.parse("-1h30m") == -5400)
    #expect(DurationText.parse("+01:00:30") == 3630)
    #expect(DurationText.parse("1.5h") == 5400)
    #expect(DurationText.parse("soon") == nil)
    #expect(DurationText.parse("5x") == nil)
    #expect(DurationText.format(-5430) == "-1h30m30s")
  }

  @Test func trimParsing() {
    #expect(WorkoutTrim(parsing: "+5m..-2m") == nil ? false : true)
    let t = WorkoutTrim(parsing: "+5m..-2m")!
    #expect(t.from == .afterStart(300) && t.to == .beforeEnd(120))
    let a = WorkoutTrim(parsing: "2024-05-01T07:00:00Z..")!
    #expect(a.from == .time(ISO8601Timestamp.parse("2024-05-01T07:00:00Z")!.date) && a.to == nil)
    #expect(WorkoutTrim(parsing: "..") == nil)
    #expect(WorkoutTrim(parsing: "5m") == nil)
  }

  @Test func trimClipsLapsAndCountsEverything() throws {
    let context = ConversionContext()
    let trimmed = try #require(
      try Chain([WorkoutTrim(from: .afterStart(250), to: .beforeEnd(100))]).first(
        to: Self.workout(), context: context))
    let lower = Self.t0.date.addingTimeInterval(250)
    let upper = Self.t0.date.addingTimeInterval(499)
    #expect(trimmed.header.start.date == lower && trimmed.header.end.date == upper)
    #expect(trimmed.header.start.utcOffset == 3600)
    #expect(trimmed.routes[0].locations.count == 250)
    #expect(trimmed.routes[0].locations.allSatisfy { $0.time >= lower && $0.time <= upper })
    #expect(change(context, "--trim", "route points", "removed") == 350)
    guard case .quantity(let hr) = trimmed.samples[0] else { Issue.record("heart rate"); return }
    #expect(hr.series.count == 250 && change(context, "--trim", "series entries", "removed") == 350)
    #expect(abs(hr.quantity.value - hr.series.map(\.value).reduce(0, +) / 250) < 1e-9, "mean recomputed")
    // The energy sample covered the whole workout: it cannot be split honestly, so it goes.
    #expect(trimmed.samples.count == 1 && change(context, "--trim", "samples", "removed") == 1)
    // Lap 1 clipped to 250…300 (its recorded totals removed and recomputed from the records left, marked
    // derived; timer recomputed), lap 2 clipped to 300…499.
    let laps = trimmed.events.filter { $0.type == .lap }
    #expect(laps.count == 2)
    #expect(laps[0].start.date == lower && laps[0].duration == 50)
    let lapHR = laps[0].statistics.first { $0.type == "HKQuantityTypeIdentifierHeartRate" }
    // Heart rate 100 + i % 50 at second i: seconds 250…299 hold 100…149.
    #expect(lapHR?.average == 124.5 && lapHR?.maximum == 149)
    #expect(laps[0].metadata.derivedKeys.contains("HKQuantityTypeIdentifierHeartRate"))
    let lapDistance = laps[0].statistics.first { $0.type == "HKQuantityTypeIdentifierDistanceWalkingRunning" }
    #expect(lapDistance?.sum != 333, "the recorded 333 m covered the whole lap")
    #expect(laps[0].timerDuration == 50)
    #expect(laps[1].end.date == upper)
    #expect(change(context, "--trim", "laps", "clipped") == 2)
    // The pause (400…410) is inside: timer = 249 − 10.
    #expect(trimmed.duration == 239)
    #expect(change(context, "--trim", "totals", "removed") == 2)
    #expect(
      trimmed.statistics.contains { $0.type == "HKQuantityTypeIdentifierHeartRate" && $0.maximum == 149 })
    #expect(change(context, "--trim", "totals", "recomputed") > 0)
  }

  @Test func trimOutsideRemovesTheWorkout() throws {
    let context = ConversionContext()
    let later = Self.t0.date.addingTimeInterval(7200)
    let result = try Chain([WorkoutTrim(from: .time(later), to: nil)]).first(
      to: Self.workout(), context: context)
    #expect(result == nil)
    #expect(change(context, "--trim", "workouts", "removed") == 1)
  }

  @Test func shiftAndTimeZone() throws {
    let context = ConversionContext()
    let original = Self.workout()
    let shifted = try #require(
      try Chain([TimeShift(seconds: -90)]).first(to: original, context: context))
    #expect(shifted.header.start == original.header.start.adding(-90))
    #expect(
      shifted.routes[0].locations.map(\.time)
        == original.routes[0].locations.map { $0.time.addingTimeInterval(-90) })
    #expect(shifted.events.map(\.start) == original.events.map { $0.start.adding(-90) })
    #expect(change(context, "--shift", "route points", "moved") == 600)

    let paris = TimeZone(identifier: "Europe/Paris")!
    let zoned = try #require(
      try Chain([TimeZoneFix(zone: paris)]).first(to: original, context: context))
    #expect(zoned.header.start.date == original.header.start.date)
    #expect(zoned.header.start.utcOffset == 3600)  // November: CET
    #expect(zoned.header.metadata[MetadataKeys.timeZone] == .string("Europe/Paris"))
    let clock = try #require(
      try Chain([TimeZoneFix(zone: TimeZone(secondsFromGMT: 0)!, mode: .clock)]).first(
        to: original, context: context))
    #expect(clock.header.start.date == original.header.start.date.addingTimeInterval(3600))
    #expect(clock.header.start.utcOffset == 0)
    #expect(
      clock.routes[0].locations[0].time == original.routes[0].locations[0].time.addingTimeInterval(3600))
    #expect(TimeZoneFix.zone(named: "-05:30")?.secondsFromGMT() == -19800)
    #expect(TimeZoneFix.zone(named: "+2")?.secondsFromGMT() == 7200)
    #expect(TimeZoneFix.zone(named: "Nowhere/Land") == nil)
  }

  @Test func privacyKeepsTheOtherValues() throws {
    let context = ConversionContext()
    // Point 300 is at 45.003 N; 1e-5 deg of latitude is 1.112 m, so 50 m is 44 points each side.
    let zone = PrivacyZones.Zone(latitude: 45.003, longitude: 5, radius: 50)
    let result = try #require(
      try Chain([PrivacyZones(zones: [zone], ends: 100)]).first(
        to: Self.workout(), context: context))
    let removedCircle = change(context, "--privacy", "route points", "removed")
    let removedEnds = change(context, "--privacy-ends", "route points", "removed")
    #expect(removedCircle == 89)
    #expect(removedEnds == 2 * 90)
    #expect(result.routes[0].locations.count == 600 - removedCircle - removedEnds)
    guard case .quantity(let hr) = result.samples[0] else { Issue.record("heart rate"); return }
    #expect(hr.series.count == 600)
    #expect(result.events == Self.workout().events)
  }

  @Test func splitByLapDayAndGap() throws {
    let context = ConversionContext()
    let laps = try Chain([WorkoutSplit(rule: .lap)]).all(to: Self.workout(), context: context)
    #expect(laps.count == 2)
    #expect(laps.map { $0.routes[0].locations.count } == [300, 300])
    #expect(Set(laps.map(\.header.uuid)).count == 2)
    #expect(laps[0].events.filter { $0.type == .lap }.count == 1)
    #expect(laps[0].events[0].statistics.count == 1, "a lap wholly inside its part keeps its totals")
    #expect(change(context, "--split", "workouts", "added") == 1)
    // The pause is 10 s without points only if the points stop: remove them, then split at gaps over 5 s.
    var paused = Self.workout()
    paused.routes[0].locations.removeSubrange(401..<410)
    let gaps = try Chain([WorkoutSplit(rule: .gap(5))]).all(to: paused, context: context)
    #expect(gaps.map { $0.routes[0].locations.count } == [401, 190])
    // 23:13:20+01:00 to 23:23:19: no local midnight inside.
    #expect(try Chain([WorkoutSplit(rule: .day)]).all(to: Self.workout(), context: context).count == 1)
    #expect(WorkoutSplit(parsing: "gap=10m")?.rule == .gap(600))
    #expect(WorkoutSplit(parsing: "week") == nil)
  }

  @Test func simplifyKeepsCornersAndBoundaries() throws {
    let context = ConversionContext()
    var workout = Self.workout()
    // A corner at point 450: east from there on.
    for i in 451..<600 {
      workout.routes[0].locations[i].latitude = 45 + 450e-5
      workout.routes[0].locations[i].longitude = 5 + Double(i - 450) * 1e-5
    }
    let result = try #require(
      try Chain([RouteSimplification(tolerance: 1)]).first(to: workout, context: context))
    let kept = result.routes[0].locations.map { Int($0.time.timeIntervalSince(Self.t0.date).rounded()) }
    // Ends, the corner, and both neighbours of each boundary (lap 2 at 300, pause 400, resume 410, end of lap 2 at 599).
    #expect(Set(kept).isSuperset(of: [0, 450, 599, 299, 300, 399, 400, 409, 410]), "\(kept)")
    #expect(kept.count <= 12, "\(kept)")
    #expect(change(context, "--simplify", "route points", "removed") == 600 - kept.count)
  }
}

/// The first workout a chain makes of a whole workout (nil when it removed it).
private struct Chain {
  let chain: ActivityOperationChain
  init(_ operations: [any ActivityOperation]) { chain = ActivityOperationChain(operations) }
  func first(to workout: Workout, context: ConversionContext) throws -> Workout? {
    try chain.apply(to: workout, context: context).first
  }
  func all(to workout: Workout, context: ConversionContext) throws -> [Workout] {
    try chain.apply(to: workout, context: context)
  }
}
