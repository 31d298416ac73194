import Foundation
import WorkoutModel

/// Small workouts with the inputs writers must normalise (several routes, points and series out of time
/// order, repeated times, samples without series, energy series, multisport, courses), for
/// streaming-equivalence tests that run without `../shared`.
public enum AwkwardWorkouts {
  static let t0 = Date(timeIntervalSince1970: 1_757_660_400)  // 2025-09-12T07:00:00Z

  static func header(_ from: Double, _ to: Double, offset: Int? = 7200) -> SampleHeader {
    SampleHeader(
      uuid: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!,
      start: Timestamp(t0.addingTimeInterval(from), utcOffset: offset),
      end: Timestamp(t0.addingTimeInterval(to), utcOffset: offset), source: Source(name: "fixture"))
  }

  static func series(_ type: String, _ unit: QuantityUnit, _ entries: [(Double, Double)], end: Double = 60)
    -> WorkoutSample
  {
    .quantity(
      QuantitySample(
        header: header(0, end), type: type, quantity: Quantity(entries.first?.0 ?? 0, unit),
        series: entries.map { QuantitySeriesEntry(value: $0.0, start: t0.addingTimeInterval($0.1)) }))
  }

  /// A 60 s ride: 1 Hz route, heart rate, cadence, altitude (the route's: one reading) and power series,
  /// a pause from 20 to 30 s.
  public static func base() -> Workout {
    let times = (0...60).map(Double.init).filter { $0 <= 20 || $0 >= 30 }
    let locations = times.map {
      Location(
        time: t0.addingTimeInterval($0), latitude: 47.37 + $0 * 1e-4, longitude: 8.54 + $0 * 2e-4,
        altitude: 410 + ($0 / 7).rounded(), speed: 5 + $0.truncatingRemainder(dividingBy: 3))
    }
    return Workout(
      header: header(0, 60), activityType: .cycling, duration: 50,
      events: [
        WorkoutEvent(type: .pause, start: Timestamp(t0.addingTimeInterval(20), utcOffset: 7200)),
        WorkoutEvent(type: .resume, start: Timestamp(t0.addingTimeInterval(30), utcOffset: 7200)),
      ],
      routes: [WorkoutRoute(header: header(0, 60), locations: locations)],
      samples: [
        series(
          WorkoutSeriesType.heartRate, .countPerMinute,
          times.map { (120 + $0.truncatingRemainder(dividingBy: 9), $0) }),
        series(
          WorkoutSeriesType.cyclingCadence, .countPerMinute, times.map { (80 + ($0 / 10).rounded(), $0) }),
        series(WorkoutSeriesType.altitude, .meter, times.map { (410 + ($0 / 7).rounded(), $0) }),
        series(
          "HKQuantityTypeIdentifierCyclingPower", .watt, times.filter { $0 > 40 }.map { (200 + $0, $0) }),
      ])
  }

  /// The base workout and its awkward variants, by name.
  public static func all() -> [(String, Workout)] {
    let base = base()
    var variants: [(String, Workout)] = [("base", base)]
    func variant(_ name: String, _ change: (inout Workout) -> Void) {
      var w = base
      change(&w)
      variants.append((name, w))
    }
    variant("reversed route") { $0.routes[0].locations.reverse() }
    variant("two routes, later half first") { w in
      let l = w.routes[0].locations
      var second = w.routes[0]
      second.locations = Array(l[..<25])
      w.routes[0].locations = Array(l[25...])
      w.routes.append(second)
    }
    variant("repeated times") { w in
      w.routes[0].locations = w.routes[0].locations.flatMap { l -> [Location] in
        var twin = l
        twin.latitude += 1e-5
        twin.altitude = nil
        return [l, twin]
      }
    }
    variant("shuffled heart rate") { w in
      guard case .quantity(var q) = w.samples[0] else { return }
      var rng = ModelFixtures.SeededGenerator(seed: 17)
      q.series.shuffle(using: &rng)
      w.samples[0] = .quantity(q)
    }
    variant("energy series") { w in
      w.samples.append(
        series(WorkoutSeriesType.activeEnergy, .kilocalorie, [(1.5, 0), (2.5, 12), (3, 35), (0.5, 59)]))
    }
    variant("sample without series") { w in
      guard case .quantity(var q) = w.samples[1] else { return }
      q.series = []
      w.samples[1] = .quantity(q)
    }
    variant("distance series out of order") { w in
      w.samples.append(
        series(
          WorkoutSeriesType.distanceCycling, .meter, [(10, 5), (5, 0), (20, 45), (7, 40), (12, 60)]))
    }
    variant("no time offset") { w in
      w.header.start = Timestamp(w.header.start.date)
      w.header.end = Timestamp(w.header.end.date)
    }
    variant("laps") { w in
      w.events.append(
        WorkoutEvent(type: .lap, start: Timestamp(t0, utcOffset: 7200), duration: 25))
      w.events.append(
        WorkoutEvent(type: .lap, start: Timestamp(t0.addingTimeInterval(25), utcOffset: 7200), duration: 40))
      w.header.end = Timestamp(t0.addingTimeInterval(65), utcOffset: 7200)
    }
    variant("multisport with a transition") { w in
      w.activityType = .swimBikeRun
      w.events = []
      let spans: [(WorkoutActivityType, Double, Double)] = [
        (.running, 0, 20), (.transition, 20, 30), (.cycling, 30, 62),
      ]
      w.activities = spans.enumerated().map { i, span in
        WorkoutActivity(
          uuid: UUID(uuidString: "00000000-0000-4000-8000-00000000001\(i)")!,
          configuration: WorkoutConfiguration(activityType: span.0),
          start: Timestamp(t0.addingTimeInterval(span.1), utcOffset: 7200),
          end: Timestamp(t0.addingTimeInterval(span.2), utcOffset: 7200), duration: span.2 - span.1)
      }
      w.header.end = Timestamp(t0.addingTimeInterval(62), utcOffset: 7200)
    }
    variant("course with a marker") { w in
      w.header.metadata.append("TCX:CourseName", .string("Lake"))
      w.events = [
        WorkoutEvent(
          type: .marker, start: Timestamp(t0.addingTimeInterval(33.4), utcOffset: 7200),
          metadata: ["TCX:CoursePointName": .string("Mid")])
      ]
    }
    return variants
  }
}
