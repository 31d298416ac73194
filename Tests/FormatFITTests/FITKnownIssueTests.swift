import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// The FIT issues found by the conversion matrix and the GPSBabel comparison, each with a test.
@Suite struct FITKnownIssueTests {
  static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  static func ts(_ seconds: Double) -> Timestamp {
    Timestamp(t0.addingTimeInterval(seconds), utcOffset: 3600)
  }

  static func header(_ start: Double, _ end: Double) -> SampleHeader {
    SampleHeader(uuid: UUID(), start: ts(start), end: ts(end))
  }

  static func write(_ workout: Workout) throws -> (Data, ConversionContext) {
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(workout))
    try writer.finish()
    return (out.data, context)
  }

  // MARK: a. model types FIT has no field for, as developer fields

  @Test("a HealthKit type without a FIT field comes back with its type and its interval")
  func nikeFuelKeepsTypeAndInterval() throws {
    let fuel = QuantitySample(
      header: Self.header(60, 7260), type: "HKQuantityTypeIdentifierNikeFuel", quantity: Quantity(12, .count))
    let device = QuantitySample(
      header: Self.header(0, 3), type: "FITDeveloper.Form Power", quantity: Quantity(250, .watt),
      series: [
        QuantitySeriesEntry(value: 240, start: Self.t0),
        QuantitySeriesEntry(value: 260, start: Self.t0.addingTimeInterval(3)),
      ])
    let workout = Workout(
      header: Self.header(0, 7300), activityType: .running, duration: 7300,
      samples: [.quantity(fuel), .quantity(device)])
    let (bytes, context) = try Self.write(workout)
    #expect(!context.report.losses.contains { $0.kind.name.contains("interval") })
    let (back, _) = try FITMapping.read(bytes)
    let w = try #require(back)
    #expect(w.quantitySamples(of: "FITDeveloper.HKQuantityTypeIdentifierNikeFuel").isEmpty)
    #expect(w.quantitySamples(of: "FITDeveloper.HKQuantityTypeIdentifierNikeFuel.duration").isEmpty)
    let read = try #require(w.quantitySamples(of: "HKQuantityTypeIdentifierNikeFuel").first)
    #expect(
      read.entries == [
        QuantitySeriesEntry(value: 12, start: fuel.header.start.date, end: fuel.header.end.date)
      ])
    #expect(read.quantity.unit == .count)
    // A device's own developer field keeps its FIT name (and instants).
    let power = try #require(w.quantitySamples(of: "FITDeveloper.Form Power").first)
    #expect(power.series.map(\.value) == [240, 260])
    #expect(power.series.allSatisfy { $0.start == $0.end })
  }

  @Test("a device developer field with intervals (from another format) reports the ends it drops")
  func developerFieldIntervalsAreReported() throws {
    let q = QuantitySample(
      header: Self.header(0, 20), type: "FITDeveloper.SmO2", quantity: Quantity(60, .percent),
      series: [QuantitySeriesEntry(value: 60, start: Self.t0, end: Self.t0.addingTimeInterval(10))])
    let (_, context) = try Self.write(
      Workout(header: Self.header(0, 20), activityType: .running, samples: [.quantity(q)]))
    #expect(context.report.losses.first { $0.kind == "developer field intervals" }?.count == 1)
  }

  // MARK: b. multisport laps and typed series

  /// A run then a ride, four laps (two per leg), distance and speed typed per leg as the TCX reader
  /// types them; laps placed on the workout, on the activities, or on both.
  static func multisport(laps placement: String) -> Workout {
    let laps = [(0.0, 300.0), (300, 300), (600, 600), (1200, 600)].map {
      WorkoutEvent(type: .lap, start: ts($0.0), duration: $0.1)
    }
    var run = WorkoutActivity(
      uuid: UUID(), configuration: WorkoutConfiguration(activityType: .running), start: ts(0), end: ts(600))
    var ride = WorkoutActivity(
      uuid: UUID(), configuration: WorkoutConfiguration(activityType: .cycling), start: ts(600), end: ts(1800)
    )
    if placement != "workout" {
      run.events = Array(laps[0..<2])
      ride.events = Array(laps[2..<4])
    }
    func series(_ type: String, _ unit: QuantityUnit, _ range: StrideTo<Double>, _ value: (Double) -> Double)
      -> WorkoutSample
    {
      let entries = range.map { QuantitySeriesEntry(value: value($0), start: t0.addingTimeInterval($0)) }
      return .quantity(
        QuantitySample(
          header: SampleHeader(
            uuid: UUID(), start: Timestamp(entries.first!.start, utcOffset: 3600),
            end: Timestamp(entries.last!.end, utcOffset: 3600)),
          type: type, quantity: Quantity(entries.reduce(0) { $0 + $1.value }, unit), series: entries))
    }
    let samples = [
      series(WorkoutSeriesType.distanceWalkingRunning, .meter, stride(from: 0, to: 600, by: 10)) { _ in 30 },
      series(WorkoutSeriesType.distanceCycling, .meter, stride(from: 600, to: 1800, by: 10)) { _ in 80 },
      series(WorkoutSeriesType.runningSpeed, .meterPerSecond, stride(from: 0, to: 600, by: 10)) { _ in 3 },
      series(WorkoutSeriesType.cyclingSpeed, .meterPerSecond, stride(from: 600, to: 1800, by: 10)) { _ in 8 },
    ]
    return Workout(
      header: header(0, 1800), activityType: .swimBikeRun, duration: 1800, activities: [run, ride],
      events: placement == "activities" ? [] : laps, samples: samples)
  }

  @Test(
    "multisport: each lap comes back once (on the workout), series typed per session",
    arguments: ["workout", "activities", "both"])
  func multisportLapsAndTypes(placement: String) throws {
    let source = Self.multisport(laps: placement)
    let (bytes, _) = try Self.write(source)
    let (back, _) = try FITMapping.read(bytes)
    let w = try #require(back)
    #expect(w.activities.count == 2)
    #expect(w.activities.allSatisfy { $0.events.isEmpty })
    #expect(
      w.events.filter { $0.type == .lap }.map(\.start.date)
        == [0.0, 300, 600, 1200].map { Self.t0.addingTimeInterval($0) })
    for (type, count, value) in [
      (WorkoutSeriesType.distanceWalkingRunning, 60, 30.0), (WorkoutSeriesType.distanceCycling, 120, 80),
      (WorkoutSeriesType.runningSpeed, 60, 3), (WorkoutSeriesType.cyclingSpeed, 120, 8),
    ] {
      let samples = w.quantitySamples(of: type)
      #expect(samples.count == 1, "\(type)")
      let entries = samples.first?.series ?? []
      // The first distance entry holds the distance before the first record (0 m: FIT's running total
      // starts at the first increment).
      let kept = type.contains("Distance") ? entries.filter { $0.value != 0 } : entries
      #expect(kept.count == count, "\(type)")
      #expect(kept.allSatisfy { abs($0.value - value) < 0.02 }, "\(type)")
    }
    #expect(w.quantitySamples(of: WorkoutSeriesType.distanceSwimming).isEmpty)
    // Lap distances typed by the session the lap is in.
    let laps = w.events.filter { $0.type == .lap }
    let legTypes = [
      WorkoutSeriesType.distanceWalkingRunning, WorkoutSeriesType.distanceWalkingRunning,
      WorkoutSeriesType.distanceCycling, WorkoutSeriesType.distanceCycling,
    ]
    #expect(laps.contains { !$0.statistics.isEmpty })
    for (lap, type) in zip(laps, legTypes) {
      for s in lap.statistics where s.type.contains("Distance") { #expect(s.type == type) }
    }
  }

  @Test("multisport: the streamed reading (series split from spools) equals the whole one")
  func multisportStreamedEqualsWhole() throws {
    let (bytes, _) = try Self.write(Self.multisport(laps: "both"))
    let whole = DatasetSink()
    try FITReader().read(InputSource(data: bytes, name: "m.fit"), into: whole, context: ConversionContext())
    let streamed = StreamedWorkoutCollector()
    try FITReader().read(
      InputSource(data: bytes, name: "m.fit"), into: streamed, context: ConversionContext())
    #expect(streamed.streamed == 1)
    let a = try NDJSONWriter.text(of: whole.dataset.workouts.map { .workout($0) })
    let b = try NDJSONWriter.text(of: streamed.items.filter { if case .workout = $0 { true } else { false } })
    #expect(a == b)
    #expect(a.contains(WorkoutSeriesType.distanceCycling))
  }

  // MARK: c. UTC offsets from local_timestamp

  @Test("a UTC offset is a whole quarter hour within ±14 h (30 s of skew rounded off)")
  func plausibleOffsets() {
    let cases: [(Int64, Int?)] = [
      (3600, 3600), (3601, 3600), (-25_170, -25_200), (20, 0), (19_800, 19_800), (20_700, 20_700),
      (14 * 3600, 14 * 3600), (-14 * 3600, -14 * 3600), (14 * 3600 + 900, nil), (225, nil), (1080, nil),
      (3640, nil), (680_848_312, nil), (-876_098_089, nil), (-1_900_735, nil),
    ]
    for (difference, expected) in cases {
      #expect(FITWorkoutBuilder.plausibleUTCOffset(difference) == expected, "\(difference)")
    }
  }

  @Test(
    "corpus: implausible local_timestamp offsets are ignored with a warning, real ones kept",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    arguments: [
      ("fitparse-fenix2-run.fit", 7200), ("fitparse-fenix5-run.fit", -25_200), ("gc-fr920xt-lap-swim.fit", 0),
      ("fitparse-fr70-compressed-speed-distance.fit", nil), ("fitparse-zwift-virtual-ride.fit", nil),
      ("gc-garmin-swim-example.fit", nil), ("gc-garmin-swim-pool.fit", nil),
      ("gc-fr55-walk-coretemp-devfields.fit", nil), ("gpsbabel-vivosmarthr-run-nogps.fit", nil),
    ] as [(String, Int?)])
  func corpusOffsets(file: String, expected: Int?) throws {
    let (w, context) = try FITMapping.read(Data(contentsOf: SharedCorpus.url("corpus/fit/\(file)")))
    let workout = try #require(w)
    #expect(workout.header.start.utcOffset == expected)
    #expect(workout.header.metadata["FITUTCOffset"]?.doubleValue == expected.map(Double.init))
    let warned = context.report.warnings.contains { $0.code == "fit.implausibleUTCOffset" }
    #expect(warned == (expected == nil))
  }

  // MARK: d. VIRB system times through timestamp_correlation

  @Test(
    "VIRB: device times are mapped to UTC through timestamp_correlation, as GPSBabel does",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func virbTimestampCorrelation() throws {
    let (w, context) = try FITMapping.read(
      Data(contentsOf: SharedCorpus.url("corpus/fit/gpsbabel-virb-ultra30-camera.fit")))
    let workout = try #require(w)
    #expect(!context.report.warnings.contains { $0.code == "fit.systemTime" })
    // GPSBabel's own output for this file (its trackpoints' times, in order).
    let gpx = try String(
      contentsOf: SharedCorpus.url("corpus/expected/gpsbabel-virb-ultra30-camera.gpx"), encoding: .utf8)
    let formatter = ISO8601DateFormatter()
    var expected: [Date] = []
    for point in gpx.components(separatedBy: "<trkpt").dropFirst() {
      guard let open = point.range(of: "<time>"), let close = point.range(of: "</time>") else { continue }
      if let d = formatter.date(from: String(point[open.upperBound..<close.lowerBound])) {
        expected.append(d)
      }
    }
    let ours = workout.routes.flatMap(\.locations).map(\.time)
    #expect(expected.count == 145)
    #expect(ours == expected)
    // The workout starts at the session's start (system time 2) in UTC.
    #expect(workout.header.start.date == Date(timeIntervalSince1970: fitEpoch + 867_551_584 + 2))
  }

  // MARK: e. sub-second times

  @Test("sub-second times are rounded to FIT's whole seconds and reported")
  func subSecondTimesAreReported() throws {
    let points = (0..<10).map { i in
      Location(
        time: Self.t0.addingTimeInterval(Double(i) + (i % 2 == 0 ? 0 : 0.5)), latitude: 52, longitude: 13)
    }
    let hr = QuantitySample(
      header: Self.header(0, 10), type: WorkoutSeriesType.heartRate, quantity: Quantity(120, .countPerMinute),
      series: (0..<10).map {
        QuantitySeriesEntry(value: 120, start: Self.t0.addingTimeInterval(Double($0) * 1.25))
      })
    let workout = Workout(
      header: Self.header(0, 12), activityType: .running, duration: 12,
      routes: [WorkoutRoute(header: Self.header(0, 10), locations: points)], samples: [.quantity(hr)])
    let (bytes, context) = try Self.write(workout)
    // 5 points at .5 s; heart rate at 1.25 s steps: 1.25, 2.5, 3.75, 6.25, 7.5, 8.75, 11.25 are not whole.
    #expect(context.report.losses.first { $0.kind == "sub-second times" }?.count == 12)
    let (back, _) = try FITMapping.read(bytes)
    let read = try #require(back?.routes.first?.locations.map(\.time))
    #expect(read == points.map { Date(timeIntervalSince1970: $0.time.timeIntervalSince1970.rounded(.down)) })
    // Whole seconds: nothing reported.
    let whole = Workout(
      header: Self.header(0, 12), activityType: .running, duration: 12,
      routes: [
        WorkoutRoute(
          header: Self.header(0, 10),
          locations: points.enumerated().map { i, p in
            Location(
              time: Self.t0.addingTimeInterval(Double(i)), latitude: p.latitude, longitude: p.longitude)
          })
      ])
    #expect(try Self.write(whole).1.report.losses.allSatisfy { $0.kind != "sub-second times" })
  }
}
