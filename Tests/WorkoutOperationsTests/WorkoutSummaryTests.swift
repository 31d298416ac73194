import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

/// The summary computations on small hand-made workouts (values worked out by hand); the corpus
/// comparisons with gpxpy and fitdecode are in `CLITests/SummaryOracleTests`.
@Suite struct WorkoutSummaryTests {
  static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  static func workout(
    points: [(Double, Double, Double?)], events: [WorkoutEvent] = [], samples: [WorkoutSample] = [],
    statistics: [WorkoutStatistics] = [], activity: String = "running"
  ) -> Workout {
    let locations = points.enumerated().map { i, p in
      Location(time: t0.addingTimeInterval(p.0), latitude: 0, longitude: p.1, altitude: p.2)
    }
    let start = Timestamp(t0, utcOffset: 3600)
    let end = Timestamp(t0.addingTimeInterval(points.last?.0 ?? 0), utcOffset: 3600)
    let header = SampleHeader(uuid: UUID(), start: start, end: end)
    var w = Workout(
      header: header, activityType: WorkoutActivityType.allKnown.first { $0.name == activity }!,
      events: events,
      statistics: statistics, samples: samples)
    if !locations.isEmpty { w.routes = [WorkoutRoute(header: header, locations: locations)] }
    return w
  }

  static func series(_ type: String, _ unit: QuantityUnit, _ values: [(Double, Double)]) -> WorkoutSample {
    let entries = values.map { QuantitySeriesEntry(value: $0.1, start: t0.addingTimeInterval($0.0)) }
    let h = SampleHeader(
      uuid: UUID(), start: Timestamp(t0), end: Timestamp(t0.addingTimeInterval(values.last!.0)))
    return .quantity(QuantitySample(header: h, type: type, quantity: Quantity(0, unit), series: entries))
  }

  @Test func ascentFollowsGpxpySmoothing() throws {
    // 100, 110, 105, 120 → smoothed 100, 0.3·100+0.4·110+0.3·105 = 105.5, 0.3·110+0.4·105+0.3·120 = 111, 120
    let r = try #require(WorkoutSummaries.ascentDescent([[100, 110, 105, 120]]))
    #expect(abs(r.ascent - 20) < 1e-9)
    #expect(abs(r.descent - 0) < 1e-9)
    let down = try #require(WorkoutSummaries.ascentDescent([[10, 0, 10], [5, 3]]))
    // 10, 0, 10 → 10, 6, 10 (down 4, up 4); 5, 3 (down 2)
    #expect(abs(down.ascent - 4) < 1e-9)
    #expect(abs(down.descent - 6) < 1e-9)
  }

  @Test func movingTimeCountsIntervalsFasterThanTheThreshold() {
    // 0.0001° of longitude at the equator ≈ 11.12 m: 10 s steps at 1.1 m/s move, a 60 s step of
    // 0.3 m does not, and the interval holding the pause is left out.
    let step = 0.0001
    let w = Self.workout(
      points: [
        (0, 0, nil), (10, step, nil), (20, 2 * step, nil), (80, 2 * step + 0.0000027, nil),
        (90, 3 * step, nil), (200, 4 * step, nil),
      ],
      events: [
        WorkoutEvent(type: .pause, start: Timestamp(Self.t0.addingTimeInterval(90))),
        WorkoutEvent(type: .resume, start: Timestamp(Self.t0.addingTimeInterval(200))),
      ])
    let s = WorkoutSummaries.summarize(w)
    #expect(s.movingSeconds == 30)  // 0–10, 10–20, 80–90 (≈ 10.8 m in 10 s)
    #expect(s.elapsedSeconds == 200)
    #expect(s.timerSeconds == 90)  // elapsed less the 110 s pause; computed
    #expect(s.computed.contains("timerSeconds") && s.computed.contains("movingSeconds"))
    #expect(s.start == "2023-11-14T23:13:20+01:00")
    let distance = WorkoutSummaries.distance(0, 0, 0, 1)
    #expect(abs(distance - 111_195.08) < 0.1)  // one degree on the 6,371,008.8 m sphere
  }

  @Test func recordedStatisticsWinOverComputedOnes() {
    let stats = [
      WorkoutStatistics(
        type: WorkoutSeriesType.heartRate, start: Timestamp(Self.t0), end: Timestamp(Self.t0),
        unit: .countPerMinute,
        average: 150, maximum: 180),
      WorkoutStatistics(
        type: WorkoutSeriesType.distanceWalkingRunning, start: Timestamp(Self.t0), end: Timestamp(Self.t0),
        unit: .kilometer,
        sum: 10),
    ]
    let hr = Self.series(WorkoutSeriesType.heartRate, .countPerMinute, [(0, 100), (10, 120), (20, 140)])
    var w = Self.workout(points: [(0, 0, nil), (3000, 0.1, nil)], samples: [hr], statistics: stats)
    w.duration = 2500
    let s = WorkoutSummaries.summarize(w)
    #expect(s.heartRate == ChannelStatistics(average: 150, maximum: 180))
    #expect(s.distanceMeters == 10_000)
    #expect(s.averageSpeed == 4)  // distance / timer
    #expect(s.averagePace == 250)  // s/km
    #expect(s.paceUnit == "s/km")
    #expect(!s.computed.contains("heartRate.average") && !s.computed.contains("distanceMeters"))
    w.statistics = []
    let c = WorkoutSummaries.summarize(w, options: SummaryOptions(heartRateZones: [110, 130]))
    // time-weighted: 100 for 10 s, 120 for 10 s, 140 for 1 s
    #expect(abs((c.heartRate?.average ?? 0) - (1000 + 1200 + 140) / 21.0) < 1e-9)
    #expect(c.heartRate?.maximum == 140)
    #expect(c.heartRateZones?.map(\.seconds) == [10, 10, 1])
    #expect(c.heartRateZones?.map(\.zone) == [0, 1, 2])
  }

  @Test func normalizedPowerOfSteadyAndAlternatingEfforts() throws {
    let steady = TimedValues(times: (0..<120).map(Double.init), values: Array(repeating: 200, count: 120))
    #expect(abs((WorkoutSummaries.normalizedPower(steady, pauses: []) ?? 0) - 200) < 1e-9)
    // 60 s at 300 W then 60 s at 100 W: rolling means ramp; NP above the 200 W average.
    let alternating = TimedValues(
      times: (0..<121).map(Double.init), values: (0..<121).map { $0 < 60 ? 300 : 100 })
    let np = try #require(WorkoutSummaries.normalizedPower(alternating, pauses: []))
    #expect(np > 200 && np < 300)
    // under 30 s of power: none
    #expect(
      WorkoutSummaries.normalizedPower(TimedValues(times: [0, 10], values: [100, 100]), pauses: []) == nil)
  }

  @Test func monthlyCountsUseTheSamplesOwnOffset() throws {
    let counts = MonthlySampleCounts()
    // 2024-01-31T23:30Z is February 1st at +01:00.
    counts.add("HKQuantityTypeIdentifierStepCount", ISO8601Timestamp.parse("2024-02-01T00:30:00+01:00")!)
    counts.add("HKQuantityTypeIdentifierStepCount", ISO8601Timestamp.parse("2024-04-10T10:00:00Z")!)
    counts.add("HKQuantityTypeIdentifierHeartRate", ISO8601Timestamp.parse("2024-01-31T23:30:00Z")!)
    #expect(counts.months == ["2024-01", "2024-02", "2024-03", "2024-04"])
    #expect(counts.counts["HKQuantityTypeIdentifierStepCount"] == ["2024-02": 1, "2024-04": 1])
    #expect(counts.types == ["HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierHeartRate"])
  }
}

/// Summary totals that take recorded values over computed ones.
@Suite struct RecordedSummaryTotalsTests {
  typealias S = WorkoutSummaryTests

  @Test func maximumHeartRateIsTheLapsRecordedMaximum() {
    // Trackpoints reach 106 bpm, the lap records 108 (the device's own maximum).
    var lap = WorkoutEvent(type: .lap, start: Timestamp(S.t0), duration: 60)
    lap.statistics = [
      WorkoutStatistics(
        type: WorkoutSeriesType.heartRate, start: lap.start, end: lap.end, unit: .countPerMinute,
        average: 100,
        maximum: 108)
    ]
    let w = S.workout(
      points: [(0, 0, nil), (60, 0.001, nil)], events: [lap],
      samples: [S.series(WorkoutSeriesType.heartRate, .countPerMinute, [(0, 95), (30, 106), (60, 100)])])
    let s = WorkoutSummaries.summarize(w)
    #expect(s.heartRate?.maximum == 108)
    // Without a recorded lap maximum, the series' maximum.
    var bare = w
    bare.events = []
    #expect(WorkoutSummaries.summarize(bare).heartRate?.maximum == 106)
  }

  @Test func multisportAscentIsTheLegsRecordedOnes() {
    // Altitudes climb 1,000 m over the workout; the bike and run legs record 300 and 249 m, the swim none
    // (and has flat altitudes): 549 m, not the altitudes' 1,000.
    var points: [(Double, Double, Double?)] = []
    for i in 0...30 {
      let altitude: Double = i <= 10 ? 0 : Double(i - 10) * 50
      points.append((Double(i) * 100, Double(i) * 0.0001, altitude))
    }
    var w = S.workout(points: points)
    func leg(_ name: String, _ from: Double, _ to: Double, ascent: Double?) -> WorkoutActivity {
      var metadata = Metadata()
      if let ascent { metadata[SummaryKey.elevationAscended] = .quantity(Quantity(ascent, .meter)) }
      return WorkoutActivity(
        uuid: UUID(),
        configuration: WorkoutConfiguration(
          activityType: WorkoutActivityType.allKnown.first { $0.name == name }!),
        start: Timestamp(S.t0.addingTimeInterval(from)), end: Timestamp(S.t0.addingTimeInterval(to)),
        metadata: metadata)
    }
    w.activities = [
      leg("swimming", 0, 1000, ascent: nil), leg("cycling", 1000, 2000, ascent: 300),
      leg("running", 2000, 3000, ascent: 249),
    ]
    #expect(WorkoutSummaries.summarize(w).ascentMeters == 549)
  }
}
