import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// Lap and session summaries through the one summary model (`SummaryKey`), written and read back field by
/// field (decoded by our decoder here; `FITSummaryOracleTests` reads them with fitdecode and Garmin's SDK).
@Suite struct FITSummaryTests {
  static let start = ISO8601Timestamp.parse("2024-05-01T07:00:00Z")!
  static let running = WorkoutActivityType(exportName: "HKWorkoutActivityTypeRunning")!

  /// A run with one lap (elapsed 1535.52 s, timer 321.26 s) and statistics in units other than FIT's.
  static func run(lapTimer: TimeInterval? = 321.26) -> Workout {
    let end = start.adding(1535.52)
    func stat(
      _ type: String, _ unit: QuantityUnit, sum: Double? = nil, average: Double? = nil, maximum: Double? = nil
    )
      -> WorkoutStatistics
    {
      WorkoutStatistics(
        type: type, start: start, end: end, unit: unit, sum: sum, average: average, maximum: maximum)
    }
    let stats = [
      stat(WorkoutSeriesType.runningSpeed, .kilometerPerHour, average: 10.8, maximum: 18),
      stat(WorkoutSeriesType.distanceWalkingRunning, .kilometer, sum: 4.2),
      stat(WorkoutSeriesType.activeEnergy, .kilojoule, sum: 418.4),
      stat(WorkoutSeriesType.heartRate, .countPerMinute, average: 151, maximum: 178),
      stat(WorkoutSeriesType.runningPower, .watt, average: 260, maximum: 410),
      stat(WorkoutSeriesType.runningCadence, .countPerMinute, average: 86, maximum: 95),
    ]
    var lapMetadata = Metadata()
    if let lapTimer { lapMetadata.append(SummaryKey.timerDuration, .number(lapTimer)) }
    lapMetadata.append(SummaryKey.elevationAscended, .quantity(Quantity(12, .meter)))
    lapMetadata.append("FIT.lap.total_cycles", .integer(2100))
    var header = SampleHeader(uuid: UUID(), start: start, end: end)
    header.metadata.append(SummaryKey.elevationDescended, .quantity(Quantity(30, .foot)))
    return Workout(
      header: header, activityType: running, duration: 1500,
      events: [
        WorkoutEvent(type: .lap, start: start, duration: 1535.52, metadata: lapMetadata, statistics: stats)
      ],
      statistics: stats)
  }

  static func messages(_ data: Data, _ number: UInt16) -> [FITMessage] {
    var out: [FITMessage] = []
    _ = FITDecoder().decode(data) { if $0.globalNumber == number { out.append($0) } }
    return out
  }

  /// A `RunningSpeed` average of 10.8 km/hr is `enhanced_avg_speed` 3 m/s (not 10.8 m/s): every
  /// statistic → field conversion goes through `QuantityUnit`.
  @Test func statisticsAreConvertedThroughUnits() throws {
    let data = try FITMapping.write(Self.run())
    for number in [FITMessageNumber.session, FITMessageNumber.lap] {
      let m = try #require(Self.messages(data, number).first)
      let isLap = number == FITMessageNumber.lap
      let speed = isLap ? FITFieldNumber.Lap.enhancedAvgSpeed : FITFieldNumber.Session.enhancedAvgSpeed
      let maxSpeed = isLap ? FITFieldNumber.Lap.enhancedMaxSpeed : FITFieldNumber.Session.enhancedMaxSpeed
      let distance = isLap ? FITFieldNumber.Lap.totalDistance : FITFieldNumber.Session.totalDistance
      let calories = isLap ? FITFieldNumber.Lap.totalCalories : FITFieldNumber.Session.totalCalories
      let power = isLap ? FITFieldNumber.Lap.maxPower : FITFieldNumber.Session.maxPower
      let cadence = isLap ? FITFieldNumber.Lap.avgCadence : FITFieldNumber.Session.avgCadence
      #expect(m.double(speed) == 3, "\(m.name) enhanced_avg_speed")
      #expect(m.double(maxSpeed) == 5, "\(m.name) enhanced_max_speed")
      #expect(m.double(distance) == 4200, "\(m.name) total_distance")
      #expect(m.double(calories) == 100, "\(m.name) total_calories (418.4 kJ)")
      #expect(m.double(power) == 410, "\(m.name) max_power")
      #expect(m.double(cadence) == 86, "\(m.name) avg_cadence")
    }
    let lap = try #require(Self.messages(data, FITMessageNumber.lap).first)
    #expect(lap.double(FITFieldNumber.Lap.totalAscent) == 12)
    #expect(lap.integer(FITFieldNumber.Lap.totalCycles) == 2100)
    let session = try #require(Self.messages(data, FITMessageNumber.session).first)
    #expect(session.double(FITFieldNumber.Session.totalDescent) == 9)  // 30 ft = 9.144 m, whole meters
  }

  /// The lap timer is written as recorded (not replaced by the elapsed time) and read back as `WKTimerDuration`.
  @Test func lapTimerIsKept() throws {
    let data = try FITMapping.write(Self.run())
    let lap = try #require(Self.messages(data, FITMessageNumber.lap).first)
    #expect(lap.double(FITFieldNumber.Lap.totalElapsedTime) == 1535.52)
    #expect(lap.double(FITFieldNumber.Lap.totalTimerTime) == 321.26)
    let (w, _) = try FITMapping.read(data)
    let back = try #require(w?.events.first { $0.type == .lap })
    #expect(back.timerDuration == 321.26)
    #expect(back.duration == 1535.52)
    let speed = try #require(back.statistics.first(type: WorkoutSeriesType.runningSpeed))
    #expect(speed.unit == .meterPerSecond && speed.average == 3 && speed.maximum == 5)
    #expect(back.metadata.quantity(SummaryKey.elevationAscended, in: .meter) == 12)
    #expect(back.metadata["FIT.lap.total_cycles"] == .integer(2100))
    #expect(w?.header.metadata.quantity(SummaryKey.elevationDescended, in: .meter) == 9)
  }

  /// A session timer above its elapsed time (a model from another source) is written as the elapsed time.
  @Test func sessionTimerNotAboveElapsed() throws {
    var w = Self.run(lapTimer: nil)
    w.duration = 1535.9
    let data = try FITMapping.write(w)
    let session = try #require(Self.messages(data, FITMessageNumber.session).first)
    let timer = try #require(session.double(FITFieldNumber.Session.totalTimerTime))
    let elapsed = try #require(session.double(FITFieldNumber.Session.totalElapsedTime))
    #expect(timer <= elapsed)
    let lap = try #require(Self.messages(data, FITMessageNumber.lap).first)
    #expect(lap.double(FITFieldNumber.Lap.totalTimerTime) == 1535.52)  // no timer recorded: the elapsed time
  }

  /// Pre-iOS 16 totals (`Workout.totals`) reach the session when the statistics lack them.
  @Test func legacyTotalsReachTheSession() throws {
    var w = Self.run()
    w.statistics = []
    w.events = []
    w.totals = ["distance": Quantity(5.5, .kilometer), "energyBurned": Quantity(320, .kilocalorie)]
    let data = try FITMapping.write(w)
    let session = try #require(Self.messages(data, FITMessageNumber.session).first)
    #expect(session.double(FITFieldNumber.Session.totalDistance) == 5500)
    #expect(session.double(FITFieldNumber.Session.totalCalories) == 320)
  }

  /// A session without its own distance/energy gets the sum of its laps' (Σ laps = session), with a warning.
  @Test func sessionTotalsAreTheSumOfLaps() throws {
    var w = Self.run()
    w.statistics = []
    let lap = w.events[0]
    var second = lap
    second.start = lap.start.adding(lap.duration)
    w.header.end = second.start.adding(lap.duration)
    w.events = [lap, second]
    let context = ConversionContext()
    let out = DataSink()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    try writer.receive(.workout(w))
    try writer.finish()
    let session = try #require(Self.messages(out.data, FITMessageNumber.session).first)
    #expect(session.double(FITFieldNumber.Session.totalDistance) == 8400)
    #expect(session.double(FITFieldNumber.Session.totalCalories) == 200)
    #expect(
      context.report.warnings.contains {
        $0.code == "fit.derivedTotals"
          && $0.message.contains("session distance totals as the sum of their laps")
      })
  }

  /// A lap and a session without start_time get their start from timestamp − total_elapsed_time (warned),
  /// instead of being discarded or placed at their end.
  @Test func startDerivedFromTimestampAndElapsed() throws {
    var encoder = FITEncoder()
    var m = FITMessage(globalNumber: FITMessageNumber.fileId)
    m.set(FITFieldNumber.FileId.type, 4)
    encoder.write(m)
    let t0 = 1_000_000_000.0
    for i in 0..<3 {
      m = FITMessage(globalNumber: FITMessageNumber.record)
      m.set(FITFieldNumber.timestamp, t0 + Double(i * 60))
      m.set(FITFieldNumber.Record.heartRate, 120)
      encoder.write(m)
    }
    m = FITMessage(globalNumber: FITMessageNumber.lap)
    m.set(FITFieldNumber.timestamp, t0 + 120)
    m.set(FITFieldNumber.Lap.totalElapsedTime, 120)
    m.set(FITFieldNumber.Lap.avgPower, 200)
    encoder.write(m)
    m = FITMessage(globalNumber: FITMessageNumber.session)
    m.set(FITFieldNumber.timestamp, t0 + 120)
    m.set(FITFieldNumber.Session.totalElapsedTime, 120)
    m.set(FITFieldNumber.Session.sport, 2)
    m.set(FITFieldNumber.Session.avgPower, 200)
    encoder.write(m)
    let (w, context) = try FITMapping.read(Data(encoder.finish()))
    let workout = try #require(w)
    #expect(workout.activityType.exportName == "HKWorkoutActivityTypeCycling")
    #expect(workout.header.start.date.timeIntervalSince1970 == t0 + 631_065_600)
    let lap = try #require(workout.events.first { $0.type == .lap })
    #expect(lap.start.date.timeIntervalSince1970 == t0 + 631_065_600)
    #expect(workout.statistics.first(type: WorkoutSeriesType.cyclingPower)?.average == 200)
    #expect(context.report.warnings.contains { $0.code == "fit.derivedStart" && $0.count == 2 })
  }
}
