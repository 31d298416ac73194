import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

/// `WorkoutRepair` on built models (no corpus, no Python): each rule, its values and its report entry.
@Suite struct RepairTests {
  static let t0 = Timestamp(unixSeconds: 1_700_000_000, utcOffset: 3600)
  static let distanceType = "HKQuantityTypeIdentifierDistanceWalkingRunning"

  /// 600 s of records at 1 Hz: heart rate 100…149 and 2 m of distance each second (the first entry is the
  /// distance before the first record); a pause from 400 s to 410 s; `events` and `duration` as given.
  static func workout(events: [WorkoutEvent], duration: TimeInterval?, statistics: [WorkoutStatistics] = [])
    -> Workout
  {
    let end = t0.adding(599)
    var hr: [QuantitySeriesEntry] = []
    var distance = [QuantitySeriesEntry(value: 0, start: t0.date)]
    for i in 0..<600 {
      let time = t0.date.addingTimeInterval(Double(i))
      hr.append(QuantitySeriesEntry(value: 100 + Double(i % 50), start: time))
      if i > 0 {
        distance.append(QuantitySeriesEntry(value: 2, start: time.addingTimeInterval(-1), end: time))
      }
    }
    let pauses = [
      WorkoutEvent(type: .pause, start: t0.adding(400)), WorkoutEvent(type: .resume, start: t0.adding(410)),
    ]
    return Workout(
      header: SampleHeader(uuid: UUID(), start: t0, end: end), activityType: .running, duration: duration,
      events: pauses + events, statistics: statistics,
      samples: [
        .quantity(
          QuantitySample(
            header: SampleHeader(uuid: UUID(), start: t0, end: end), type: WorkoutSeriesType.heartRate,
            quantity: Quantity(124.5, .countPerMinute), series: hr)),
        .quantity(
          QuantitySample(
            header: SampleHeader(uuid: UUID(), start: t0, end: end), type: distanceType,
            quantity: Quantity(1198, .meter), series: distance)),
      ])
  }

  static func lap(
    _ from: TimeInterval, _ seconds: TimeInterval, timer: TimeInterval? = nil, distance: Double? = nil
  )
    -> WorkoutEvent
  {
    var lap = WorkoutEvent(type: .lap, start: t0.adding(from), duration: seconds)
    lap.timerDuration = timer
    if let distance {
      lap.statistics = [
        WorkoutStatistics(
          type: distanceType, start: lap.start, end: lap.end, unit: .meter, sum: distance)
      ]
    }
    return lap
  }

  /// Repairs `workout`; `damaged`: as read from a damaged input (the reader recovered from damage), which
  /// every rule applies to (an intact input keeps its recorded values: `anIntactInputKeepsItsRecordedValues`).
  func repair(_ workout: Workout, damaged: Bool = true) throws -> (Workout, ConversionContext) {
    let context = ConversionContext()
    if damaged { context.report.addRecovered(ConversionError(.truncatedInput, "cut short (test)")) }
    let out = try ActivityOperationChain([WorkoutRepair()]).apply(to: workout, context: context)
    #expect(out.count == 1)
    return (out[0], context)
  }

  func laps(_ w: Workout) -> [WorkoutEvent] { w.events.filter { $0.type == .lap } }

  func count(_ context: ConversionContext, _ kind: String, _ action: String) -> Int {
    context.report.changes.filter { $0.operation == "repair" && $0.kind == kind && $0.action == action }
      .reduce(0) {
        $0 + $1.count
      }
  }

  @Test func aRecordingWithoutLapsOrSessionGetsBothFromItsRecords() throws {
    let (w, context) = try repair(Self.workout(events: [], duration: nil))
    let l = try #require(laps(w).first)
    #expect(laps(w).count == 1)
    #expect(l.start == Self.t0 && l.duration == 599)
    #expect(l.timerDuration == 589, "elapsed minus the 10 s pause")
    // 599 increments of 2 m (the first entry is the distance before the first record).
    #expect(l.statistics.first(type: Self.distanceType)?.sum == 1198)
    let hr = try #require(l.statistics.first(type: WorkoutSeriesType.heartRate))
    #expect(hr.maximum == 149)
    #expect(w.duration == 589)
    #expect(w.statistics.first(type: Self.distanceType)?.sum == 1198)
    #expect(w.header.metadata.derivedKeys.contains("duration"))
    #expect(l.metadata.derivedKeys.contains(SummaryKey.timerDuration))
    #expect(count(context, "lap", "rebuilt from the records") == 1)
    #expect(count(context, "session", "rebuilt from its laps") == 1)
    let findings = RepairExplanation.findings(context.report)
    #expect(findings.filter { $0.kind == .rebuilt }.count == 2)
  }

  @Test func recordsAfterTheLastLapOfACutRecordingGetATailLap() throws {
    let (w, context) = try repair(
      Self.workout(events: [Self.lap(0, 300, timer: 300, distance: 600)], duration: nil))
    let l = laps(w)
    #expect(l.count == 2)
    #expect(l[1].start == Self.t0.adding(300) && l[1].duration == 299)
    #expect(l[1].statistics.first(type: Self.distanceType)?.sum == 598)
    #expect(w.duration == 589 && w.statistics.first(type: Self.distanceType)?.sum == 1198, "Σ laps")
    #expect(count(context, "lap", "rebuilt from the records") == 1)
  }

  @Test func timerAboveElapsedAndSessionApartFromItsLapsAreCorrected() throws {
    let stats = [
      WorkoutStatistics(
        type: Self.distanceType, start: Self.t0, end: Self.t0.adding(599), unit: .meter, sum: 5000)
    ]
    let (w, context) = try repair(
      Self.workout(
        events: [Self.lap(0, 300, timer: 320, distance: 600), Self.lap(300, 299, timer: 289, distance: 598)],
        duration: 700, statistics: stats))
    let l = laps(w)
    #expect(l[0].timerDuration == 300 && l[1].timerDuration == 289)
    #expect(w.duration == 589, "Σ lap timers")
    #expect(w.statistics.first(type: Self.distanceType)?.sum == 1198, "Σ lap distances")
    #expect(count(context, "lap timer", "set to the active time of the lap") == 1)
    #expect(count(context, "session timer", "set to the sum of its laps' timers") == 1)
    #expect(count(context, "session distance", "set to the sum of its laps") == 1)
  }

  @Test func anIntactInputKeepsItsRecordedValues() throws {
    let stats = [
      WorkoutStatistics(
        type: Self.distanceType, start: Self.t0, end: Self.t0.adding(599), unit: .meter, sum: 5000)
    ]
    let input = Self.workout(
      events: [Self.lap(0, 300, timer: 320, distance: 600), Self.lap(300, 299, timer: 289, distance: 598)],
      duration: 700, statistics: stats)
    let (w, context) = try repair(input, damaged: false)
    #expect(laps(w).map(\.timerDuration) == [320, 289])
    #expect(w.duration == 700 && w.statistics.first(type: Self.distanceType)?.sum == 5000)
    #expect(context.report.changes.isEmpty)
    let left = Dictionary(
      uniqueKeysWithValues: context.report.warnings.filter { $0.code.hasPrefix("repair.leftAsWritten.") }
        .map { ($0.code.name, $0.count) })
    #expect(
      left == [
        "repair.leftAsWritten.lap-timer-set-to-the-active-time-of-the-lap": 1,
        "repair.leftAsWritten.session-timer-the-sum-of-its-laps-timers": 1,
        "repair.leftAsWritten.session-distance-the-sum-of-its-laps": 1,
      ], "\(left)")
    // What is missing is still filled in: no laps, no session summary.
    let (filled, filledContext) = try repair(Self.workout(events: [], duration: nil), damaged: false)
    #expect(laps(filled).count == 1 && filled.duration == 589)
    #expect(count(filledContext, "lap", "rebuilt from the records") == 1)
    #expect(count(filledContext, "session", "rebuilt from its laps") == 1)
  }

  @Test func lapTimersIgnoringAPauseGetTheirActiveTimeWhenTheSessionAgreesWithThePauses() throws {
    // The session's 589 s is elapsed minus the 10 s pause; the second lap's 299 s ignores the pause.
    let (w, context) = try repair(
      Self.workout(events: [Self.lap(0, 300, timer: 300), Self.lap(300, 299, timer: 299)], duration: 589))
    let l = laps(w)
    #expect(l[0].timerDuration == 300 && l[1].timerDuration == 289)
    #expect(w.duration == 589, "the session's timer is kept")
    #expect(l[1].metadata.derivedKeys.contains(SummaryKey.timerDuration))
    #expect(count(context, "lap timer", "set to the active time of the lap") == 1)
    #expect(count(context, "session timer", "set to the sum of its laps") == 0)
  }

  @Test func lapsOutsideTheirSessionAreClippedOrRemoved() throws {
    let (w, context) = try repair(
      Self.workout(
        events: [Self.lap(0, 300, timer: 300), Self.lap(300, 400, timer: 390), Self.lap(800, 60, timer: 60)],
        duration: 589))
    let l = laps(w)
    #expect(l.count == 2)
    #expect(l[1].end == Self.t0.adding(599))
    #expect(count(context, "lap", "removed") == 1)
    #expect(count(context, "lap", "clipped to its session") == 1)
  }

  @Test func anIntactConsistentWorkoutIsLeftAlone() throws {
    let original = Self.workout(
      events: [Self.lap(0, 300, timer: 300, distance: 600), Self.lap(300, 299, timer: 289, distance: 598)],
      duration: 589,
      statistics: [
        WorkoutStatistics(
          type: Self.distanceType, start: Self.t0, end: Self.t0.adding(599), unit: .meter, sum: 1198)
      ])
    let (w, context) = try repair(original, damaged: false)
    #expect(context.report.changes.isEmpty)
    #expect(laps(w) == laps(original) && w.duration == 589)
    #expect(
      RepairExplanation.text(RepairExplanation.findings(context.report)).first?.hasPrefix("nothing to repair")
        == true)
  }
}
